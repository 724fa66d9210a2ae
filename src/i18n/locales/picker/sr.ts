/** Serbian (sr) coin picker words, in Cyrillic as sr.ts: "Плати" as BTCPay's Serbian checkout ("Plati sa", in Latin there), "начин плаћања" and "криптовалута" unsourced; продавница and the informal "ти", as in sr.ts, with the payment, not the payer, as the subject of "already sent", so no word takes a gender. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'sr',
  $name: 'Српски',
  $dir: 'ltr',
  chooseMethod: 'Изабери начин плаћања',
  searchMethods: 'Претражи криптовалуте и мреже',
  noMethodMatches: 'Ниједна криптовалута ни мрежа не одговара претрази.',
  noMethods: 'За ову поруџбину није доступан ниједан начин плаћања. Обрати се продавници.',
  continueToPay: 'Настави',
  preparingPayment: 'Припремамо твоју уплату…',
  methodFailed: 'Овај начин плаћања није могао да се подеси. Изабери га поново или изабери други.',
  payWithAnotherCoin: 'Плати другом криптовалутом',
  switchWarning: 'Ако је уплата већ послата, немој да мењаш криптовалуту: сачекај да стигне или се обрати продавници.',
  switchAnyway: 'Изабери другу криптовалуту',
  keepMethod: 'Задржи ову уплату',
} satisfies PickerTranslation);
