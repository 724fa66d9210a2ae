/** Kazakh (kk) channel words: "депозит" and "депозит мекенжайы" as in kk.ts, "дүкен", the polite "сіз". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'kk',
  $name: 'Қазақ тілі',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} депозиті`,
  channelCredit: (currency) =>
    `Бұл мекенжай әрдайым сіздікі: кез келген соманы, кез келген уақытта жіберіңіз. Әр депозит ${currency} валютасына айырбасталып, шотыңызға түседі.`,
  channelDisabled: {
    title: 'Депозиттер тоқтатылды',
    body: 'Бұл мекенжайға жіберілген депозиттер шотыңызға түспейді. Оған ештеңе жібермеңіз: дүкенге хабарласыңыз.',
  },
  deposits: 'Сіздің депозиттеріңіз',
  noDeposits: 'Әзірге депозит жоқ. Желі көрген бойда депозит осында шығады.',
  noDepositsDisabled: 'Бұл мекенжайға депозит жоқ.',
  depositSent: 'Жіберілді',
  depositRate: 'Бағам',
  depositFee: 'Өңдеу комиссиясы',
  depositConsolidationFee: 'Шоғырландыру комиссиясы',
  depositTransaction: 'Транзакция ID',
  depositStatus: { completed: 'Шотқа түсті', pending: 'Өңделуде', rejected: 'Шотқа түспеді' },
  depositReceived: (amount, currency) => `Депозит алынды: ${amount} ${currency}.`,
  depositsUnavailable: 'Депозиттеріңізді қазір жүктеу мүмкін емес. Қайталап жатырмыз…',
  invalidChannel: 'Бұл депозит мекенжайын көрсету мүмкін емес. Дүкенге хабарласыңыз.',
  channelWalletDidNotOpen: 'Ешбір әмиян ашылмады. Мекенжайды әмиянға көшіріңіз.',
} satisfies ChannelTranslation);
