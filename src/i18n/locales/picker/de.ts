/** German (de) coin picker words: "Zahlungsmethode wählen" and "Weiter" as Cake Wallet's payment-method picker has them, "Coin" as Trezor Suite writes it in German; formal "Sie", as in de.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',
  chooseMethod: 'Zahlungsmethode wählen',
  searchMethods: 'Coins und Netzwerke suchen',
  noMethodMatches: 'Kein Coin und kein Netzwerk passt zu Ihrer Suche.',
  noMethods: 'Für diese Bestellung ist keine Zahlungsmethode verfügbar. Bitte wenden Sie sich an den Shop.',
  continueToPay: 'Weiter',
  preparingPayment: 'Ihre Zahlung wird vorbereitet…',
  methodFailed: 'Diese Zahlungsmethode konnte nicht eingerichtet werden. Wählen Sie sie erneut oder eine andere.',
  payWithAnotherCoin: 'Mit einem anderen Coin bezahlen',
  switchWarning:
    'Wenn Sie bereits eine Zahlung gesendet haben, wechseln Sie nicht: Warten Sie, bis sie eingeht, oder wenden Sie sich an den Shop.',
  switchAnyway: 'Anderen Coin wählen',
  keepMethod: 'Bei dieser Zahlung bleiben',
} satisfies PickerTranslation);
