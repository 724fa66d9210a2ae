/** Filipino (fil) channel words: "deposit" and "deposit address" in English as in fil.ts, "shop", the "ikaw" form. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'fil',
  $name: 'Filipino',
  $dir: 'ltr',
  channelTitle: (currency) => `Mag-deposit ng ${currency}`,
  channelCredit: (currency) =>
    `Iyo ang address na ito: magpadala ng kahit anong halaga, kahit kailan. Bawat deposit ay kino-convert sa ${currency} at idinadagdag sa account mo.`,
  channelDisabled: {
    title: 'Naka-pause ang mga deposit',
    body: 'Hindi idinadagdag sa account mo ang mga deposit sa address na ito. Huwag magpadala rito: kontakin ang shop.',
  },
  deposits: 'Mga deposit mo',
  noDeposits: 'Wala pang deposit. Lalabas dito ang deposit sa sandaling makita ito ng network.',
  noDepositsDisabled: 'Walang deposit sa address na ito.',
  depositSent: 'Naipadala',
  depositRate: 'Palitan',
  depositFee: 'Bayad sa pagproseso',
  depositConsolidationFee: 'Bayad sa konsolidasyon',
  depositTransaction: 'ID ng transaksyon',
  depositStatus: { completed: 'Naidagdag', pending: 'Pinoproseso', rejected: 'Hindi naidagdag' },
  depositReceived: (amount, currency) => `Natanggap ang deposit: ${amount} ${currency}.`,
  depositsUnavailable: 'Hindi ma-load ngayon ang mga deposit mo. Sinusubukan ulit…',
  invalidChannel: 'Hindi maipakita ang deposit address na ito. Kontakin ang shop.',
  channelWalletDidNotOpen: 'Walang wallet app na nagbukas. Kopyahin ang address sa wallet mo.',
} satisfies ChannelTranslation);
