/** Persian (fa) browser-wallet words: کیف پول, شبکه, پرداخت and کد QR as in fa.ts, "تراکنش" for a transaction as Iranian exchanges write it (unsourced); polite plural address (شما), as in fa.ts. Each wallet or network name is set in U+2068 … U+2069, as fa.ts sets its values, so that a Latin name keeps its place in the right-to-left sentence. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'fa',
  $name: 'فارسی',
  $dir: 'rtl',
  walletsHeading: 'پرداخت با کیف پول مرورگر',
  payWith: (wallet) => `پرداخت با \u2068${wallet}\u2069`,
  confirmInWallet: (wallet) => `پرداخت را در \u2068${wallet}\u2069 تأیید کنید.`,
  walletCancelled: 'درخواست را در کیف پول خود لغو کردید. چیزی ارسال نشد.',
  walletWrongChain: (network) =>
    `کیف پول شما روی شبکه \u2068${network}\u2069 نیست، پس چیزی ارسال نشد. شبکه کیف پول را به \u2068${network}\u2069 تغییر دهید و دوباره تلاش کنید.`,
  walletChainUnknown: (network) =>
    `کیف پول شما شبکه \u2068${network}\u2069 را ندارد، پس چیزی ارسال نشد. شبکه \u2068${network}\u2069 را به کیف پول خود اضافه کنید و دوباره تلاش کنید، یا از کد QR یا آدرس استفاده کنید.`,
  walletBusy:
    'کیف پول شما هنوز منتظر یک درخواست قبلی است. آن را باز کنید، آن درخواست را تکمیل کنید یا ببندید، سپس دوباره تلاش کنید.',
  walletFailed: 'کیف پول شما نتوانست پرداخت را ارسال کند. دوباره تلاش کنید، یا از کد QR یا آدرس استفاده کنید.',
  walletSent: 'از کیف پول شما ارسال شد',
  walletSentNext: 'این صفحه را باز نگه دارید: به‌محض رسیدن پرداخت تغییر می‌کند. پرداخت را دوباره ارسال نکنید.',
  transaction: 'تراکنش',
  viewTransaction: 'مشاهده تراکنش',
} satisfies WalletTranslation);
