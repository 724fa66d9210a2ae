/** Arabic (ar) browser-wallet words: محفظة, شبكة, دفعة and رمز QR as in ar.ts, "المعاملة" for a transaction unsourced; plain imperatives for instructions, as in ar.ts, and the passive for what was cancelled and sent. Each wallet or network name is set in U+2068 … U+2069, as ar.ts sets its values, so that a Latin name keeps its place in the right-to-left sentence. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'ar',
  $name: 'العربية',
  $dir: 'rtl',
  walletsHeading: 'الدفع من محفظة المتصفح',
  payWith: (wallet) => `الدفع عبر \u2068${wallet}\u2069`,
  confirmInWallet: (wallet) => `أكّد الدفعة في \u2068${wallet}\u2069.`,
  walletCancelled: 'أُلغي الطلب في محفظتك. لم يُرسَل أي شيء.',
  walletWrongChain: (network) =>
    `محفظتك ليست على شبكة \u2068${network}\u2069، لذا لم يُرسَل أي شيء. بدّل محفظتك إلى شبكة \u2068${network}\u2069 ثم أعد المحاولة.`,
  walletChainUnknown: (network) =>
    `لا تحتوي محفظتك على شبكة \u2068${network}\u2069، لذا لم يُرسَل أي شيء. أضف شبكة \u2068${network}\u2069 إلى محفظتك ثم أعد المحاولة، أو استخدم رمز QR أو العنوان.`,
  walletBusy: 'في محفظتك طلب سابق لم يكتمل بعد. افتحها وأكمل ذلك الطلب أو أغلقه، ثم أعد المحاولة.',
  walletFailed: 'تعذّر على محفظتك إرسال الدفعة. أعد المحاولة، أو استخدم رمز QR أو العنوان.',
  walletSent: 'أُرسلت الدفعة من محفظتك',
  walletSentNext: 'أبقِ هذه الصفحة مفتوحة: ستتغيّر فور وصول الدفعة. لا ترسلها مرة أخرى.',
  transaction: 'المعاملة',
  viewTransaction: 'عرض المعاملة',
} satisfies WalletTranslation);
