/** Italian (it) channel words: "deposito" as in it.ts's "indirizzo di deposito"; formal "Lei" in sentences (lower-case "suo", as in it.ts), the imperative of exchanges' "Deposita" in the title. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'it',
  $name: 'Italiano',
  $dir: 'ltr',
  channelTitle: (currency) => `Deposita ${currency}`,
  channelCredit: (currency) =>
    `Questo indirizzo resta suo: invii qualsiasi importo, tutte le volte che vuole. Ogni deposito viene convertito e accreditato sul suo conto in ${currency}.`,
  channelDisabled: {
    title: 'I depositi sono sospesi',
    body: 'I depositi su questo indirizzo non vengono accreditati. Non invii nulla a questo indirizzo: contatti il negozio.',
  },
  deposits: 'I suoi depositi',
  noDeposits: 'Ancora nessun deposito. Un deposito compare qui non appena la rete lo rileva.',
  noDepositsDisabled: 'Nessun deposito a questo indirizzo.',
  depositSent: 'Inviato',
  depositRate: 'Tasso di cambio',
  depositFee: 'Commissione di elaborazione',
  depositConsolidationFee: 'Commissione di consolidamento',
  depositTransaction: 'ID transazione',
  depositStatus: { completed: 'Accreditato', pending: 'In elaborazione', rejected: 'Non accreditato' },
  depositReceived: (amount, currency) => `Deposito ricevuto: ${amount} ${currency}.`,
  depositsUnavailable: 'Impossibile caricare i suoi depositi in questo momento. Nuovo tentativo in corso…',
  invalidChannel: 'Impossibile mostrare questo indirizzo di deposito. Contatti il negozio.',
  channelWalletDidNotOpen: 'Non si è aperta nessuna app wallet. Copi invece l’indirizzo nel suo wallet.',
} satisfies ChannelTranslation);
