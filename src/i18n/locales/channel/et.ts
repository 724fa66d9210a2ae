/** Estonian (et) channel words: "sissemakse" and "sissemakse aadress" as in et.ts, "pood", the informal "sina". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'et',
  $name: 'Eesti',
  $dir: 'ltr',
  channelTitle: (currency) => `Sissemakse: ${currency}`,
  channelCredit: (currency) =>
    `See aadress jääb sulle: saada mis tahes summa, millal tahes. Iga sissemakse arvestatakse ümber valuutasse ${currency} ja kantakse sinu kontole.`,
  channelDisabled: {
    title: 'Sissemaksed on peatatud',
    body: 'Sellele aadressile saadetud sissemakseid sinu kontole ei kanta. Ära saada sinna midagi: võta e-poega ühendust.',
  },
  deposits: 'Sinu sissemaksed',
  noDeposits: 'Sissemakseid veel pole. Sissemakse ilmub siia kohe, kui võrk seda näeb.',
  noDepositsDisabled: 'Sellele aadressile pole sissemakseid.',
  depositSent: 'Saadetud',
  depositRate: 'Kurss',
  depositFee: 'Töötlustasu',
  depositConsolidationFee: 'Konsolideerimistasu',
  depositTransaction: 'Tehingu ID',
  depositStatus: { completed: 'Kontole kantud', pending: 'Töötlemisel', rejected: 'Kontole kandmata' },
  depositReceived: (amount, currency) => `Sissemakse laekus: ${amount} ${currency}.`,
  depositsUnavailable: 'Sinu sissemakseid ei saa praegu laadida. Proovime uuesti…',
  invalidChannel: 'Seda sissemakse aadressi ei saa kuvada. Võta e-poega ühendust.',
  channelWalletDidNotOpen: 'Ükski rahakott ei avanenud. Kopeeri aadress oma rahakotti.',
} satisfies ChannelTranslation);
