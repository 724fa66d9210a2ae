/** Georgian (ka) coin picker words: "გადახდა" as BTCPay's Georgian checkout has it, "გადახდის მეთოდი" and "კრიპტოვალუტა" unsourced; მაღაზია and the polite plural, as in ka.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'ka',
  $name: 'ქართული',
  $dir: 'ltr',
  chooseMethod: 'აირჩიეთ გადახდის მეთოდი',
  searchMethods: 'კრიპტოვალუტებისა და ქსელების ძიება',
  noMethodMatches: 'თქვენს ძიებას არცერთი კრიპტოვალუტა ან ქსელი არ შეესაბამება.',
  noMethods: 'ამ შეკვეთისთვის გადახდის მეთოდი ხელმისაწვდომი არ არის. მიმართეთ მაღაზიას.',
  continueToPay: 'გაგრძელება',
  preparingPayment: 'თქვენი გადახდა მზადდება…',
  methodFailed: 'გადახდის ამ მეთოდის დაყენება ვერ მოხერხდა. აირჩიეთ ის ხელახლა ან სხვა.',
  payWithAnotherCoin: 'სხვა კრიპტოვალუტით გადახდა',
  switchWarning: 'თუ გადახდა უკვე გაგზავნეთ, კრიპტოვალუტას ნუ შეცვლით: დაელოდეთ მის მიღებას ან მიმართეთ მაღაზიას.',
  switchAnyway: 'სხვა კრიპტოვალუტის არჩევა',
  keepMethod: 'ამ გადახდის შენარჩუნება',
} satisfies PickerTranslation);
