/** Ukrainian (uk) channel words: депозит and адреса депозиту as in uk.ts, магазин, зарахування на баланс («рахунок» is the invoice in uk.ts); polite plural address (ви), terse as exchanges' UIs. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'uk',
  $name: 'Українська',
  $dir: 'ltr',
  channelTitle: (currency) => `Депозит ${currency}`,
  channelCredit: (currency) =>
    `Ця адреса закріплена за вами: надсилайте будь-які суми скільки завгодно разів. Кожен депозит конвертується й зараховується на ваш баланс у ${currency}.`,
  channelDisabled: {
    title: 'Депозити призупинено',
    body: 'Депозити на цю адресу не зараховуються. Нічого на неї не надсилайте: зверніться до магазину.',
  },
  deposits: 'Ваші депозити',
  noDeposits: 'Депозитів поки немає. Депозит з’явиться тут, щойно його побачить мережа.',
  noDepositsDisabled: 'Депозитів на цю адресу немає.',
  depositSent: 'Надіслано',
  depositRate: 'Курс',
  depositFee: 'Комісія за обробку',
  depositConsolidationFee: 'Комісія за консолідацію',
  depositTransaction: 'ID транзакції',
  depositStatus: { completed: 'Зараховано', pending: 'В обробці', rejected: 'Не зараховано' },
  depositReceived: (amount, currency) => `Отримано депозит: ${amount} ${currency}.`,
  depositsUnavailable: 'Не вдалося завантажити депозити. Пробуємо знову…',
  invalidChannel: 'Не вдалося показати адресу депозиту. Зверніться до магазину.',
  channelWalletDidNotOpen: 'Гаманець не відкрився. Скопіюйте адресу в гаманець.',
} satisfies ChannelTranslation);
