/** Ukrainian (uk) coin picker words: "Виберіть …" and "Продовжити" as Cake Wallet has them, "криптовалюта" as Trezor Suite writes coins in Ukrainian, "Оплатити" as BTCPay's checkout; polite plural address (ви), terse as in uk.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'uk',
  $name: 'Українська',
  $dir: 'ltr',
  chooseMethod: 'Виберіть спосіб оплати',
  searchMethods: 'Пошук криптовалют і мереж',
  noMethodMatches: 'Немає криптовалют або мереж за вашим запитом.',
  noMethods: 'Для цього замовлення немає доступних способів оплати. Зверніться до магазину.',
  continueToPay: 'Продовжити',
  preparingPayment: 'Підготовка платежу…',
  methodFailed: 'Не вдалося налаштувати цей спосіб оплати. Виберіть його знову або інший.',
  payWithAnotherCoin: 'Оплатити іншою криптовалютою',
  switchWarning:
    'Якщо ви вже надіслали платіж, не змінюйте криптовалюту: дочекайтеся його надходження або зверніться до магазину.',
  switchAnyway: 'Вибрати іншу криптовалюту',
  keepMethod: 'Залишити цей платіж',
} satisfies PickerTranslation);
