/** Bulgarian (bg) channel words: депозит and адрес за депозит as in bg.ts, магазин, кредитиране по сметката; polite plural address (Вие, capitalised as in bg.ts). */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'bg',
  $name: 'Български',
  $dir: 'ltr',
  channelTitle: (currency) => `Депозит на ${currency}`,
  channelCredit: (currency) =>
    `Този адрес остава Ваш: изпращайте произволни суми, колкото пъти желаете. Всеки депозит се конвертира и се кредитира по сметката Ви в ${currency}.`,
  channelDisabled: {
    title: 'Депозитите са временно спрени',
    body: 'Депозитите на този адрес не се кредитират. Не изпращайте нищо на него: свържете се с магазина.',
  },
  deposits: 'Вашите депозити',
  noDeposits: 'Все още няма депозити. Депозитът ще се появи тук, щом мрежата го засече.',
  noDepositsDisabled: 'Няма депозити към този адрес.',
  depositSent: 'Изпратено',
  depositRate: 'Курс',
  depositFee: 'Такса за обработка',
  depositConsolidationFee: 'Такса за консолидация',
  depositTransaction: 'ID на транзакцията',
  depositStatus: { completed: 'Кредитиран', pending: 'Обработва се', rejected: 'Не е кредитиран' },
  depositReceived: (amount, currency) => `Получен депозит: ${amount} ${currency}.`,
  depositsUnavailable: 'Депозитите Ви не могат да се заредят в момента. Опитваме отново…',
  invalidChannel: 'Този адрес за депозит не може да бъде показан. Свържете се с магазина.',
  channelWalletDidNotOpen: 'Портфейлът не се отвори. Копирайте адреса в портфейла си.',
} satisfies ChannelTranslation);
