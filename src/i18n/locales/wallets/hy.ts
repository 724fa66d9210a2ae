/** Armenian (hy) browser-wallet words: դրամապանակ, ցանց, վճարում and QR կոդ as in hy.ts, "գործարք" for a transaction unsourced; each name before its noun ("${wallet} դրամապանակով"), so no suffix is put on a name; the polite plural imperative and Armenian punctuation (։ and ․), as in hy.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'hy',
  $name: 'Հայերեն',
  $dir: 'ltr',
  walletsHeading: 'Վճարել բրաուզերի դրամապանակից',
  payWith: (wallet) => `Վճարել ${wallet} դրամապանակով`,
  confirmInWallet: (wallet) => `Հաստատեք վճարումը ${wallet} դրամապանակում։`,
  walletCancelled: 'Դուք չեղարկեցիք դրամապանակում։ Ոչինչ չի ուղարկվել։',
  walletWrongChain: (network) =>
    `Ձեր դրամապանակը ${network} ցանցում չէ, ուստի ոչինչ չի ուղարկվել։ Դրամապանակում ընտրեք ${network} ցանցը և կրկին փորձեք։`,
  walletChainUnknown: (network) =>
    `Ձեր դրամապանակում ${network} ցանց չկա, ուստի ոչինչ չի ուղարկվել։ Ավելացրեք ${network} ցանցը դրամապանակում և կրկին փորձեք, կամ օգտագործեք QR կոդը կամ հասցեն։`,
  walletBusy:
    'Ձեր դրամապանակը դեռ սպասում է նախորդ հարցմանը։ Բացեք այն, ավարտեք կամ փակեք այդ հարցումը, ապա կրկին փորձեք։',
  walletFailed: 'Ձեր դրամապանակը չկարողացավ ուղարկել վճարումը։ Կրկին փորձեք կամ օգտագործեք QR կոդը կամ հասցեն։',
  walletSent: 'Ուղարկված է ձեր դրամապանակից',
  walletSentNext: 'Այս էջը բաց պահեք․ այն կփոխվի, հենց որ վճարումը ստացվի։ Վճարումը կրկին մի ուղարկեք։',
  transaction: 'Գործարք',
  viewTransaction: 'Դիտել գործարքը',
} satisfies WalletTranslation);
