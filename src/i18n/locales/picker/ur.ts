/** Urdu (ur), right to left, coin picker words: "ادائیگی کا طریقہ منتخب کریں" and "کرنسی تلاش کریں" as Cake Wallet has them in Urdu; اسٹور and the polite "آپ", as in ur.ts. No value is set inside these words, so they need no isolates. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'ur',
  $name: 'اردو',
  $dir: 'rtl',
  chooseMethod: 'ادائیگی کا طریقہ منتخب کریں',
  searchMethods: 'کرنسی اور نیٹ ورک تلاش کریں',
  noMethodMatches: 'آپ کی تلاش سے کوئی کرنسی یا نیٹ ورک نہیں ملا۔',
  noMethods: 'اس آرڈر کے لیے ادائیگی کا کوئی طریقہ دستیاب نہیں۔ اسٹور سے رابطہ کریں۔',
  continueToPay: 'جاری رکھیں',
  preparingPayment: 'آپ کی ادائیگی تیار کی جا رہی ہے…',
  methodFailed: 'ادائیگی کا یہ طریقہ سیٹ نہیں ہو سکا۔ اسے دوبارہ یا کوئی اور طریقہ منتخب کریں۔',
  payWithAnotherCoin: 'کسی اور کرنسی سے ادائیگی کریں',
  switchWarning: 'اگر آپ ادائیگی بھیج چکے ہیں تو کرنسی نہ بدلیں: اس کے پہنچنے کا انتظار کریں، یا اسٹور سے رابطہ کریں۔',
  switchAnyway: 'کوئی اور کرنسی منتخب کریں',
  keepMethod: 'یہی ادائیگی رکھیں',
} satisfies PickerTranslation);
