/** Hebrew (he) coin picker words: no Hebrew wallet source words the choice of a payment method, so אמצעי תשלום is unsourced, and so is מטבע for a coin (unsourced: Trezor Suite writes קריפטו); החנות and the impersonal infinitive (יש ל…, נא ל…), which needs no gender, as in he.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'he',
  $name: 'עברית',
  $dir: 'rtl',
  chooseMethod: 'בחירת אמצעי תשלום',
  searchMethods: 'חיפוש מטבעות ורשתות',
  noMethodMatches: 'אין מטבע או רשת שתואמים לחיפוש.',
  noMethods: 'אין אמצעי תשלום זמין להזמנה זו. נא לפנות לחנות.',
  continueToPay: 'המשך',
  preparingPayment: 'התשלום בהכנה…',
  methodFailed: 'לא ניתן היה להגדיר את אמצעי התשלום הזה. אפשר לבחור בו שוב או באמצעי אחר.',
  payWithAnotherCoin: 'תשלום במטבע אחר',
  switchWarning: 'אם כבר נשלח תשלום, אין להחליף מטבע: יש להמתין שהתשלום יגיע, או לפנות לחנות.',
  switchAnyway: 'בחירת מטבע אחר',
  keepMethod: 'המשך בתשלום הזה',
} satisfies PickerTranslation);
