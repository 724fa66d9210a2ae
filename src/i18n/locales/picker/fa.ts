/** Persian (fa) coin picker words: "روش پرداخت", "جستجوی ارز" and "ادامه" as Cake Wallet has them, "پرداخت با" as BTCPay's checkout; فروشگاه and polite plural address (شما), as in fa.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'fa',
  $name: 'فارسی',
  $dir: 'rtl',
  chooseMethod: 'روش پرداخت را انتخاب کنید',
  searchMethods: 'جستجوی ارزها و شبکه‌ها',
  noMethodMatches: 'هیچ ارز یا شبکه‌ای با جستجوی شما مطابقت ندارد.',
  noMethods: 'هیچ روش پرداختی برای این سفارش در دسترس نیست. لطفاً با فروشگاه تماس بگیرید.',
  continueToPay: 'ادامه',
  preparingPayment: 'در حال آماده‌سازی پرداخت شما…',
  methodFailed: 'راه‌اندازی این روش پرداخت ممکن نشد. دوباره آن را انتخاب کنید یا روش دیگری برگزینید.',
  payWithAnotherCoin: 'پرداخت با ارز دیگر',
  switchWarning: 'اگر قبلاً پرداختی ارسال کرده‌اید، ارز را تغییر ندهید: صبر کنید تا برسد، یا با فروشگاه تماس بگیرید.',
  switchAnyway: 'انتخاب ارز دیگر',
  keepMethod: 'ماندن در همین پرداخت',
} satisfies PickerTranslation);
