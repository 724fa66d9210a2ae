/** Danish (da) channel words: "indbetaling" as in da.ts's "indbetalingsadresse", "godskrive" for credit; "du", and a capital after a colon before a whole sentence, as in da.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'da',
  $name: 'Dansk',
  $dir: 'ltr',
  channelTitle: (currency) => `Indbetal ${currency}`,
  channelCredit: (currency) =>
    `Denne adresse forbliver din: Send et hvilket som helst beløb, så ofte du vil. Hver indbetaling bliver omregnet og godskrevet din konto i ${currency}.`,
  channelDisabled: {
    title: 'Indbetalinger er sat på pause',
    body: 'Indbetalinger til denne adresse bliver ikke godskrevet. Send ikke noget hertil: Kontakt butikken.',
  },
  deposits: 'Dine indbetalinger',
  noDeposits: 'Ingen indbetalinger endnu. En indbetaling vises her, så snart netværket har registreret den.',
  noDepositsDisabled: 'Ingen indbetalinger til denne adresse.',
  depositSent: 'Sendt',
  depositRate: 'Kurs',
  depositFee: 'Behandlingsgebyr',
  depositConsolidationFee: 'Konsolideringsgebyr',
  depositTransaction: 'Transaktions-ID',
  depositStatus: { completed: 'Godskrevet', pending: 'Behandles', rejected: 'Ikke godskrevet' },
  depositReceived: (amount, currency) => `Indbetaling modtaget: ${amount} ${currency}.`,
  depositsUnavailable: 'Dine indbetalinger kan ikke indlæses lige nu. Prøver igen…',
  invalidChannel: 'Denne indbetalingsadresse kan ikke vises. Kontakt butikken.',
  channelWalletDidNotOpen: 'Der blev ikke åbnet nogen wallet-app. Kopier i stedet adressen til din wallet.',
} satisfies ChannelTranslation);
