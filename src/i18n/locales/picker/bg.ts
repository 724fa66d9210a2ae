/** Bulgarian (bg) coin picker words: "Изберете начин на плащане", "Търсене на валута" and "Напред" as Cake Wallet has them, "криптовалута" for a coin; polite plural address (Вие), the short imperative on buttons, as in bg.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'bg',
  $name: 'Български',
  $dir: 'ltr',
  chooseMethod: 'Изберете начин на плащане',
  searchMethods: 'Търсене на криптовалути и мрежи',
  noMethodMatches: 'Няма криптовалута или мрежа, която да отговаря на търсенето.',
  noMethods: 'За тази поръчка няма наличен начин на плащане. Свържете се с магазина.',
  continueToPay: 'Напред',
  preparingPayment: 'Подготвяне на плащането…',
  methodFailed: 'Този начин на плащане не можа да бъде настроен. Изберете го отново или изберете друг.',
  payWithAnotherCoin: 'Плащане с друга криптовалута',
  switchWarning:
    'Ако вече сте изпратили плащане, не сменяйте криптовалутата: изчакайте да пристигне или се свържете с магазина.',
  switchAnyway: 'Избери друга криптовалута',
  keepMethod: 'Запази това плащане',
} satisfies PickerTranslation);
