/** Polish (pl) coin picker words: "Wybierz metodę płatności" as Cake Wallet has it, "kryptowaluta" for a coin as Polish exchanges write it (unsourced); the informal "ty" and the impersonal "została wysłana" for what the payer did, as in pl.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'pl',
  $name: 'Polski',
  $dir: 'ltr',
  chooseMethod: 'Wybierz metodę płatności',
  searchMethods: 'Szukaj kryptowalut i sieci',
  noMethodMatches: 'Żadna kryptowaluta ani sieć nie pasuje do wyszukiwania.',
  noMethods: 'Dla tego zamówienia nie ma dostępnej metody płatności. Skontaktuj się ze sklepem.',
  continueToPay: 'Dalej',
  preparingPayment: 'Przygotowywanie płatności…',
  methodFailed: 'Nie udało się skonfigurować tej metody płatności. Wybierz ją ponownie lub wybierz inną.',
  payWithAnotherCoin: 'Zapłać inną kryptowalutą',
  switchWarning:
    'Jeśli płatność została już wysłana, nie zmieniaj kryptowaluty: poczekaj, aż dotrze, albo skontaktuj się ze sklepem.',
  switchAnyway: 'Wybierz inną kryptowalutę',
  keepMethod: 'Zostań przy tej płatności',
} satisfies PickerTranslation);
