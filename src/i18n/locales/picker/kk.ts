/** Kazakh (kk) coin picker words, in Cyrillic as kk.ts: "Төлеу" as BTCPay's Kazakh checkout has it, "төлем әдісі" and "криптовалюта" unsourced; дүкен and the polite "сіз", as in kk.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'kk',
  $name: 'Қазақ тілі',
  $dir: 'ltr',
  chooseMethod: 'Төлем әдісін таңдаңыз',
  searchMethods: 'Криптовалюталар мен желілерді іздеу',
  noMethodMatches: 'Іздеуіңізге сәйкес криптовалюта не желі жоқ.',
  noMethods: 'Бұл тапсырыс үшін қолжетімді төлем әдісі жоқ. Дүкенге хабарласыңыз.',
  continueToPay: 'Жалғастыру',
  preparingPayment: 'Төлеміңіз дайындалуда…',
  methodFailed: 'Бұл төлем әдісін баптау мүмкін болмады. Оны қайта немесе басқасын таңдаңыз.',
  payWithAnotherCoin: 'Басқа криптовалютамен төлеу',
  switchWarning:
    'Егер төлемді жіберіп қойсаңыз, криптовалютаны ауыстырмаңыз: оның түсуін күтіңіз немесе дүкенге хабарласыңыз.',
  switchAnyway: 'Басқа криптовалютаны таңдау',
  keepMethod: 'Осы төлемде қалу',
} satisfies PickerTranslation);
