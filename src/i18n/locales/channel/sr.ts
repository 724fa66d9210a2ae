/** Serbian (sr) channel words, in Cyrillic: "уплата" for a deposit and "адреса за уплату" as in sr.ts, "продавница", the informal "ти". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'sr',
  $name: 'Српски',
  $dir: 'ltr',
  channelTitle: (currency) => `Уплати ${currency}`,
  channelCredit: (currency) =>
    `Ова адреса остаје твоја: шаљи било који износ, колико год пута желиш. Свака уплата се претвара у ${currency} и књижи на твој рачун.`,
  channelDisabled: {
    title: 'Уплате су паузиране',
    body: 'Уплате на ову адресу се не књиже на твој рачун. Не шаљи ништа на њу: обрати се продавници.',
  },
  deposits: 'Твоје уплате',
  noDeposits: 'Још нема уплата. Уплата се овде прикаже чим је мрежа види.',
  noDepositsDisabled: 'Нема уплата на ову адресу.',
  depositSent: 'Послато',
  depositRate: 'Курс',
  depositFee: 'Накнада за обраду',
  depositConsolidationFee: 'Накнада за консолидацију',
  depositTransaction: 'ИД трансакције',
  depositStatus: { completed: 'Прокњижено', pending: 'У обради', rejected: 'Није прокњижено' },
  depositReceived: (amount, currency) => `Примљена уплата: ${amount} ${currency}.`,
  depositsUnavailable: 'Твоје уплате тренутно не могу да се учитају. Покушавамо поново…',
  invalidChannel: 'Ова адреса за уплату не може да се прикаже. Обрати се продавници.',
  channelWalletDidNotOpen: 'Није се отворио ниједан новчаник. Копирај адресу у свој новчаник.',
} satisfies ChannelTranslation);
