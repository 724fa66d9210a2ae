/** Hebrew (he) browser-wallet words: ארנק, רשת, תשלום and קוד QR as in he.ts, "עסקה" for a transaction unsourced; the impersonal infinitive (יש ל…, אין ל…), which needs no gender, and the passive for what was cancelled and sent, as in he.ts. Each wallet or network name is set in U+2068 … U+2069, as he.ts sets its values, so that a Latin name keeps its place in the right-to-left sentence. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'he',
  $name: 'עברית',
  $dir: 'rtl',
  walletsHeading: 'תשלום מארנק בדפדפן',
  payWith: (wallet) => `תשלום באמצעות \u2068${wallet}\u2069`,
  confirmInWallet: (wallet) => `יש לאשר את התשלום ב-\u2068${wallet}\u2069.`,
  walletCancelled: 'הבקשה בוטלה בארנק. לא נשלח דבר.',
  walletWrongChain: (network) =>
    `הארנק אינו מחובר לרשת \u2068${network}\u2069, ולכן לא נשלח דבר. יש להעביר את הארנק לרשת \u2068${network}\u2069 ולנסות שוב.`,
  walletChainUnknown: (network) =>
    `הרשת \u2068${network}\u2069 אינה מוגדרת בארנק, ולכן לא נשלח דבר. יש להוסיף את הרשת \u2068${network}\u2069 לארנק ולנסות שוב, או להשתמש בקוד ה-QR או בכתובת.`,
  walletBusy: 'הארנק עדיין ממתין לבקשה קודמת. יש לפתוח אותו, להשלים או לסגור את הבקשה הזו, ואז לנסות שוב.',
  walletFailed: 'הארנק לא הצליח לשלוח את התשלום. יש לנסות שוב, או להשתמש בקוד ה-QR או בכתובת.',
  walletSent: 'התשלום נשלח מהארנק',
  walletSentNext: 'יש להשאיר את הדף פתוח: הוא יתעדכן ברגע שהתשלום יגיע. אין לשלוח את התשלום שוב.',
  transaction: 'עסקה',
  viewTransaction: 'הצגת העסקה',
} satisfies WalletTranslation);
