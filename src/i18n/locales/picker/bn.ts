/** Bengali (bn) coin picker words: "পেমেন্ট", "কয়েন" and "নেটওয়ার্ক" as Bengali wallet apps write them, unsourced here; স্টোর and the polite "আপনি", as in bn.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'bn',
  $name: 'বাংলা',
  $dir: 'ltr',
  chooseMethod: 'পেমেন্টের পদ্ধতি বেছে নিন',
  searchMethods: 'কয়েন ও নেটওয়ার্ক খুঁজুন',
  noMethodMatches: 'আপনার খোঁজের সাথে কোনো কয়েন বা নেটওয়ার্ক মেলেনি।',
  noMethods: 'এই অর্ডারের জন্য কোনো পেমেন্ট পদ্ধতি নেই। স্টোরে যোগাযোগ করুন।',
  continueToPay: 'এগিয়ে যান',
  preparingPayment: 'আপনার পেমেন্ট প্রস্তুত হচ্ছে…',
  methodFailed: 'এই পেমেন্ট পদ্ধতি সেট আপ করা যায়নি। আবার এটি বা অন্য একটি বেছে নিন।',
  payWithAnotherCoin: 'অন্য কয়েনে পেমেন্ট করুন',
  switchWarning:
    'আপনি যদি ইতিমধ্যে পেমেন্ট পাঠিয়ে থাকেন, কয়েন বদলাবেন না: পেমেন্ট পৌঁছানো পর্যন্ত অপেক্ষা করুন, অথবা স্টোরে যোগাযোগ করুন।',
  switchAnyway: 'অন্য কয়েন বেছে নিন',
  keepMethod: 'এই পেমেন্টই রাখুন',
} satisfies PickerTranslation);
