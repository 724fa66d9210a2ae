/** Urdu (ur) channel words: "ڈپازٹ" and "ڈپازٹ ایڈریس" as in ur.ts, "اسٹور", the polite "آپ". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'ur',
  $name: 'اردو',
  $dir: 'rtl',
  // U+2068…U+2069 isolates each value by its own direction inside the right-to-left sentence, as in ur.ts.
  channelTitle: (currency) => `\u2068${currency}\u2069 ڈپازٹ کریں`,
  channelCredit: (currency) =>
    `یہ ایڈریس ہمیشہ آپ کا ہے: کوئی بھی رقم، جب چاہیں بھیجیں۔ ہر ڈپازٹ \u2068${currency}\u2069 میں بدل کر آپ کے اکاؤنٹ میں جمع ہوتا ہے۔`,
  channelDisabled: {
    title: 'ڈپازٹ معطل ہیں',
    body: 'اس ایڈریس پر ڈپازٹ آپ کے اکاؤنٹ میں جمع نہیں ہوتے۔ اس پر کچھ نہ بھیجیں: اسٹور سے رابطہ کریں۔',
  },
  deposits: 'آپ کے ڈپازٹ',
  noDeposits: 'ابھی کوئی ڈپازٹ نہیں۔ نیٹ ورک پر نظر آتے ہی ڈپازٹ یہاں دکھائی دے گا۔',
  noDepositsDisabled: 'اس پتے پر کوئی ڈپازٹ نہیں۔',
  depositSent: 'بھیجی گئی رقم',
  depositRate: 'شرح تبادلہ',
  depositFee: 'پروسیسنگ فیس',
  depositConsolidationFee: 'کنسولیڈیشن فیس',
  depositTransaction: 'ٹرانزیکشن آئی ڈی',
  depositStatus: { completed: 'اکاؤنٹ میں جمع', pending: 'زیر کارروائی', rejected: 'جمع نہیں ہوا' },
  depositReceived: (amount, currency) => `ڈپازٹ موصول: \u2068${amount} ${currency}\u2069۔`,
  depositsUnavailable: 'آپ کے ڈپازٹ ابھی لوڈ نہیں ہو سکے۔ دوبارہ کوشش جاری ہے…',
  invalidChannel: 'یہ ڈپازٹ ایڈریس دکھایا نہیں جا سکتا۔ اسٹور سے رابطہ کریں۔',
  channelWalletDidNotOpen: 'کوئی والیٹ ایپ نہیں کھلی۔ ایڈریس خود والیٹ میں کاپی کریں۔',
} satisfies ChannelTranslation);
