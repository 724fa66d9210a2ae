/** Swedish (sv) channel words: "insättning" as in sv.ts's "insättningsadress", "kreditera" for credit; "du", as in sv.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'sv',
  $name: 'Svenska',
  $dir: 'ltr',
  channelTitle: (currency) => `Sätt in ${currency}`,
  channelCredit: (currency) =>
    `Den här adressen förblir din: skicka valfritt belopp, så ofta du vill. Varje insättning växlas och krediteras ditt konto i ${currency}.`,
  channelDisabled: {
    title: 'Insättningar är pausade',
    body: 'Insättningar till den här adressen krediteras inte. Skicka ingenting hit: kontakta butiken.',
  },
  deposits: 'Dina insättningar',
  noDeposits: 'Inga insättningar än. En insättning visas här så snart nätverket har upptäckt den.',
  noDepositsDisabled: 'Inga insättningar till den här adressen.',
  depositSent: 'Skickat',
  depositRate: 'Kurs',
  depositFee: 'Behandlingsavgift',
  depositConsolidationFee: 'Konsolideringsavgift',
  depositTransaction: 'Transaktions-ID',
  depositStatus: { completed: 'Krediterad', pending: 'Behandlas', rejected: 'Inte krediterad' },
  depositReceived: (amount, currency) => `Insättning mottagen: ${amount} ${currency}.`,
  depositsUnavailable: 'Dina insättningar kan inte läsas in just nu. Försöker igen…',
  invalidChannel: 'Den här insättningsadressen kan inte visas. Kontakta butiken.',
  channelWalletDidNotOpen: 'Ingen plånboksapp öppnades. Kopiera i stället adressen till din plånbok.',
} satisfies ChannelTranslation);
