/** Russian (ru) channel words: депозит and адрес депозита as in ru.ts, магазин, зачисление на баланс («счёт» is the invoice in ru.ts); polite plural address (вы), terse as exchanges' UIs. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'ru',
  $name: 'Русский',
  $dir: 'ltr',
  channelTitle: (currency) => `Депозит ${currency}`,
  channelCredit: (currency) =>
    `Этот адрес закреплён за вами: отправляйте любые суммы сколько угодно раз. Каждый депозит конвертируется и зачисляется на ваш баланс в ${currency}.`,
  channelDisabled: {
    title: 'Депозиты приостановлены',
    body: 'Депозиты на этот адрес не зачисляются. Ничего на него не отправляйте: свяжитесь с магазином.',
  },
  deposits: 'Ваши депозиты',
  noDeposits: 'Депозитов пока нет. Депозит появится здесь, как только его увидит сеть.',
  noDepositsDisabled: 'Депозитов на этот адрес нет.',
  depositSent: 'Отправлено',
  depositRate: 'Курс',
  depositFee: 'Комиссия за обработку',
  depositConsolidationFee: 'Комиссия за консолидацию',
  depositTransaction: 'ID транзакции',
  depositStatus: { completed: 'Зачислен', pending: 'В обработке', rejected: 'Не зачислен' },
  depositReceived: (amount, currency) => `Получен депозит: ${amount} ${currency}.`,
  depositsUnavailable: 'Не удалось загрузить депозиты. Пробуем снова…',
  invalidChannel: 'Не удалось показать адрес депозита. Свяжитесь с магазином.',
  channelWalletDidNotOpen: 'Кошелёк не открылся. Скопируйте адрес вручную.',
} satisfies ChannelTranslation);
