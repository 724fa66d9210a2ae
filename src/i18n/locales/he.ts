/** Hebrew (he): terms as Trezor Suite, Xaman, Electrum and BTCPay use them in Hebrew (תגית יעד, מזכר, רשת, סכום, קוד QR); כתובת הפקדה and the TON comment (הערה) are unsourced; instructions in the impersonal infinitive (יש ל…, נא ל…), which needs no gender. The field labels put the Latin "Tag" and "Memo" beside the local word, as the exchanges' help pages keep them (Binance, OKX, MEXC: /work/shared/payment-terms.md, src/i18n/locales/TERMS.md); מזכר for the memo, where תזכיר read as "memorandum". */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/**
 * The memo with its article, as object or as the second noun of a construct (הוספת המזכר), keyed by its kind.
 */
const MEMO: Record<MemoKind, string> = { 'destination-tag': 'תגית היעד', memo: 'המזכר', comment: 'ההערה' };

registerTranslation({
  $code: 'he',
  $name: 'עברית',
  $dir: 'rtl',
  loading: 'התשלום נטען…',
  loadRetrying: 'ממשיכים לנסות להתחבר לחנות…',
  renewing: 'מתקבל שער חדש…',
  amountDue: 'סכום לתשלום',
  orderTotal: 'סך ההזמנה',
  // Unicode isolates keep values in order inside right-to-left sentences: U+2066…U+2069 sets the rate's
  // equation left to right as a whole, U+2068…U+2069 isolates a currency, network or memo by its own direction.
  rate: (charged, rate, billed) => `שער נעול: \u20661 ${charged} = ${rate} ${billed}\u2069`,
  network: 'רשת',
  networkWarning: (currency, network) =>
    `יש לשלוח רק \u2068${currency}\u2069 ברשת \u2068${network}\u2069. כל דבר אחר שיישלח לכאן עלול ללכת לאיבוד.`,
  address: 'כתובת הפקדה',
  qrLabel: (address) => `קוד QR של כתובת ההפקדה ${address}`,
  qrUriLabel: (amount, currency, address) => `קוד QR של בקשת תשלום: ${amount} ${currency} אל ${address}`,
  qrContent: 'תוכן קוד ה-QR',
  qrWithAmount: 'עם הסכום',
  qrAddressOnly: 'כתובת בלבד',
  qrCarriesMemo: (memo) => `הקוד הזה כולל את ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `הקוד הזה מכיל את הכתובת בלבד: יש להזין את ${MEMO[memo]} ידנית.`,
  qrLacksAmount: (memo) => `הקוד הזה מכיל את הכתובת בלבד: יש להזין את הסכום${memo ? ` ואת ${MEMO[memo]}` : ''} ידנית.`,
  scanWithPhone: 'סריקה בארנק שבטלפון',
  payFromAnotherDevice: 'תשלום ממכשיר אחר',
  openInWallet: 'פתיחה בארנק',
  walletDidNotOpen: 'לא נפתחה אפליקציית ארנק. במקום זאת, יש להעתיק את הסכום ואת הכתובת לארנק.',
  memoLabel: { 'destination-tag': 'תגית יעד (Tag)', memo: 'מזכר (Memo)', comment: 'הערה' },
  // תגית and הערה are feminine, מזכר masculine: "without it" agrees.
  memoWarning: (memo) =>
    `חובה להזין את ${MEMO[memo]} בארנק: ${memo == 'memo' ? 'בלעדיו' : 'בלעדיה'} התשלום עלול ללכת לאיבוד.`,
  memoConfirm: (memo, value) => `אוסיף את ${MEMO[memo]} \u2068${value}\u2069`,
  memoConfirmHint: (memo) => `כדי להציג את הכתובת, יש לאשר את הוספת ${MEMO[memo]}.`,
  expiresIn: 'זמן שנותר',
  timeLeft: (duration) => `זמן שנותר לתשלום: ${duration}.`,
  copy: 'העתקה',
  copied: 'הועתק',
  copiedAnnouncement: (what) => `הועתק: ${what}.`,
  copyByHand: 'הטקסט מסומן: יש להקיש Ctrl+C (או ⌘+C ב-Mac) כדי להעתיק אותו.',
  openPaymentPage: 'תשלום בדף של שירות התשלומים',
  buyNft: 'תשלום באמצעות רכישת ה-NFT',
  openInstructions: 'פתיחת קישור התשלום',
  openNft: 'פתיחת דף המכירה של ה-NFT',
  instructionLink: 'קוד QR של קישור התשלום',
  scanInstructions: 'יש לסרוק בטלפון כדי לפתוח את קישור התשלום.',
  fieldLabels: {
    exchange: 'בורסה',
    prepayId: 'מזהה תשלום',
    amount: 'סכום',
    currency: 'מטבע',
    expiresAt: 'בתוקף עד',
    collection: 'אוסף',
    tokenId: 'מזהה טוקן',
    price: 'מחיר',
    priceCurrency: 'מטבע המחיר',
  },
  paidAmount: 'סכום',
  invoiceId: 'חשבונית',
  orderReference: 'הזמנה',
  quoteReference: 'יש לציין את הפרטים האלה בפנייה לחנות:',
  status: {
    pending: { title: 'ממתינים לתשלום', body: '' },
    processing: {
      title: 'התשלום התקבל',
      body: 'ממתינים לאישור ברשת. אפשר לסגור את הדף: החנות תקבל הודעה כשהתשלום יאושר.',
    },
    complete: { title: 'התשלום הושלם', body: 'תודה. התשלום התקבל.' },
    expired: {
      title: 'תוקף התשלום פג',
      body: 'השער כבר לא שמור. אין לשלוח עכשיו תשלום עבור החשבונית הזו.',
    },
    cancelled: { title: 'התשלום בוטל', body: 'אין לשלוח תשלום עבור החשבונית הזו.' },
    rejected: { title: 'התשלום נדחה', body: 'נא לפנות לחנות בנוגע לתשלום.' },
    onHold: { title: 'התשלום בהמתנה', body: 'התשלום נמצא בבדיקה. החנות תיצור קשר במידת הצורך.' },
  },
  alreadySent: 'כבר נשלח תשלום? אין לשלוח תשלום נוסף: יש לפנות לחנות.',
  renew: 'קבלת שער חדש',
  invalidInvoice: 'לא ניתן להציג את התשלום. נא לפנות לחנות.',
  loadFailed: 'לא ניתן היה לטעון את התשלום.',
  tryAgain: 'ניסיון נוסף',
  paymentChanged:
    'פרטי התשלום השתנו בזמן שהדף היה פתוח. אין לשלוח תשלום לפי הפרטים שהוצגו קודם. אם תשלום כזה כבר נשלח, יש לפנות לחנות.',
  redirectingIn: (duration) => `חוזרים לחנות בעוד ${duration}.`,
  continueNow: 'המשך עכשיו',
  stay: 'הישארות בדף',
  returnToShop: 'חזרה לחנות',
  closePage: 'אפשר לסגור את הדף.',
  redirectRefused: 'נא לחזור לחנות באופן ידני.',
} satisfies Translation);
