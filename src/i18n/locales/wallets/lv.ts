/** Latvian (lv) browser-wallet words: maks, tīkls, maksājums and QR kods as in lv.ts, each name after its noun as lv.ts does ("tīklā ${network}"); "darījums" unsourced; the polite plural imperative, as in lv.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'lv',
  $name: 'Latviešu',
  $dir: 'ltr',
  walletsHeading: 'Maksāt ar pārlūka maku',
  payWith: (wallet) => `Maksāt ar maku ${wallet}`,
  confirmInWallet: (wallet) => `Apstipriniet maksājumu makā ${wallet}.`,
  walletCancelled: 'Jūs atcēlāt darbību makā. Nekas netika nosūtīts.',
  walletWrongChain: (network) =>
    `Jūsu maks nav tīklā ${network}, tāpēc nekas netika nosūtīts. Pārslēdziet maku uz tīklu ${network} un mēģiniet vēlreiz.`,
  walletChainUnknown: (network) =>
    `Jūsu makā nav tīkla ${network}, tāpēc nekas netika nosūtīts. Pievienojiet tīklu ${network} savam makam un mēģiniet vēlreiz vai izmantojiet QR kodu vai adresi.`,
  walletBusy:
    'Jūsu maks vēl gaida iepriekšēju pieprasījumu. Atveriet maku, pabeidziet vai aizveriet šo pieprasījumu un tad mēģiniet vēlreiz.',
  walletFailed: 'Jūsu maks nevarēja nosūtīt maksājumu. Mēģiniet vēlreiz vai izmantojiet QR kodu vai adresi.',
  walletSent: 'Nosūtīts no jūsu maka',
  walletSentNext: 'Neaizveriet šo lapu: tā mainīsies, tiklīdz maksājums pienāks. Nesūtiet maksājumu vēlreiz.',
  transaction: 'Darījums',
  viewTransaction: 'Skatīt darījumu',
} satisfies WalletTranslation);
