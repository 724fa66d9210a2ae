/** Hebrew (he) channel words: הפקדה and כתובת הפקדה as in he.ts, החנות; the impersonal infinitive (יש ל…, נא ל…), which needs no gender. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'he',
  $name: 'עברית',
  $dir: 'rtl',
  // U+2068…U+2069 isolates each value by its own direction inside the right-to-left sentence, as in he.ts.
  channelTitle: (currency) => `הפקדת \u2068${currency}\u2069`,
  channelCredit: (currency) =>
    `הכתובת הזו נשארת שלך: אפשר לשלוח כל סכום, כמה פעמים שרוצים. כל הפקדה מומרת ל-\u2068${currency}\u2069 ונזקפת לזכות החשבון.`,
  channelDisabled: {
    title: 'ההפקדות מושהות',
    body: 'הפקדות לכתובת הזו לא ייזקפו לזכות החשבון. אין לשלוח אליה דבר: יש לפנות לחנות.',
  },
  deposits: 'ההפקדות שלך',
  noDeposits: 'אין עדיין הפקדות. הפקדה תופיע כאן ברגע שהרשת תזהה אותה.',
  noDepositsDisabled: 'אין הפקדות לכתובת זו.',
  depositSent: 'נשלח',
  depositRate: 'שער חליפין',
  depositFee: 'עמלת עיבוד',
  depositConsolidationFee: 'עמלת איחוד',
  depositTransaction: 'מזהה עסקה',
  // הפקדה is feminine: the states agree with it.
  depositStatus: { completed: 'נזקפה לחשבון', pending: 'בטיפול', rejected: 'לא נזקפה' },
  depositReceived: (amount, currency) => `התקבלה הפקדה: \u2068${amount} ${currency}\u2069.`,
  depositsUnavailable: 'לא ניתן לטעון את ההפקדות כרגע. מנסים שוב…',
  invalidChannel: 'לא ניתן להציג את כתובת ההפקדה הזו. נא לפנות לחנות.',
  channelWalletDidNotOpen: 'לא נפתחה אפליקציית ארנק. במקום זאת, יש להעתיק את הכתובת לארנק.',
} satisfies ChannelTranslation);
