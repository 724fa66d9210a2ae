/** Arabic (ar) coin picker words: "اختر طريقة الدفع" and "التالي" as Cake Wallet has them, عملة for a coin (Cake Wallet's "ابحث عن عملة"); المتجر, plain imperatives and يرجى where English says please, as in ar.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'ar',
  $name: 'العربية',
  $dir: 'rtl',
  chooseMethod: 'اختر طريقة الدفع',
  searchMethods: 'ابحث عن عملة أو شبكة',
  noMethodMatches: 'لا توجد عملة أو شبكة تطابق بحثك.',
  noMethods: 'لا تتوفر أي طريقة دفع لهذا الطلب. يرجى التواصل مع المتجر.',
  continueToPay: 'التالي',
  preparingPayment: 'جارٍ تجهيز دفعتك…',
  methodFailed: 'تعذّر إعداد طريقة الدفع هذه. اخترها مرة أخرى أو اختر طريقة أخرى.',
  payWithAnotherCoin: 'الدفع بعملة أخرى',
  switchWarning: 'إذا كنت قد أرسلت دفعة بالفعل، فلا تغيّر العملة: انتظر وصولها، أو تواصل مع المتجر.',
  switchAnyway: 'اختيار عملة أخرى',
  keepMethod: 'الإبقاء على هذه الدفعة',
} satisfies PickerTranslation);
