/** Russian (ru) coin picker words: "Выберите способ оплаты" and "Продолжить" as Cake Wallet has them, "Монеты" as Trezor Suite writes coins in Russian; polite plural address (вы), terse as in ru.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'ru',
  $name: 'Русский',
  $dir: 'ltr',
  chooseMethod: 'Выберите способ оплаты',
  searchMethods: 'Поиск монет и сетей',
  noMethodMatches: 'Нет монет или сетей по вашему запросу.',
  noMethods: 'Для этого заказа нет доступных способов оплаты. Свяжитесь с магазином.',
  continueToPay: 'Продолжить',
  preparingPayment: 'Подготовка платежа…',
  methodFailed: 'Не удалось настроить этот способ оплаты. Выберите его снова или другой.',
  payWithAnotherCoin: 'Оплатить другой монетой',
  switchWarning:
    'Если вы уже отправили платёж, не меняйте монету: дождитесь его поступления или свяжитесь с магазином.',
  switchAnyway: 'Выбрать другую монету',
  keepMethod: 'Оставить этот платёж',
} satisfies PickerTranslation);
