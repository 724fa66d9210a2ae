/** Norwegian Bokmål (nb) channel words: "innskudd" as in nb.ts's "innskuddsadresse", "godskrive" for credit; "du", as in nb.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'nb',
  $name: 'Norsk bokmål',
  $dir: 'ltr',
  channelTitle: (currency) => `Sett inn ${currency}`,
  channelCredit: (currency) =>
    `Denne adressen forblir din: send hvilket som helst beløp, så ofte du vil. Hvert innskudd blir vekslet og godskrevet kontoen din i ${currency}.`,
  channelDisabled: {
    title: 'Innskudd er satt på pause',
    body: 'Innskudd til denne adressen blir ikke godskrevet. Ikke send noe hit: kontakt butikken.',
  },
  deposits: 'Dine innskudd',
  noDeposits: 'Ingen innskudd ennå. Et innskudd vises her så snart nettverket har registrert det.',
  noDepositsDisabled: 'Ingen innskudd til denne adressen.',
  depositSent: 'Sendt',
  depositRate: 'Kurs',
  depositFee: 'Behandlingsgebyr',
  depositConsolidationFee: 'Konsolideringsgebyr',
  depositTransaction: 'Transaksjons-ID',
  depositStatus: { completed: 'Godskrevet', pending: 'Behandles', rejected: 'Ikke godskrevet' },
  depositReceived: (amount, currency) => `Innskudd mottatt: ${amount} ${currency}.`,
  depositsUnavailable: 'Innskuddene dine kan ikke lastes inn akkurat nå. Prøver igjen…',
  invalidChannel: 'Denne innskuddsadressen kan ikke vises. Kontakt butikken.',
  channelWalletDidNotOpen: 'Ingen lommebok-app ble åpnet. Kopier i stedet adressen til lommeboken din.',
} satisfies ChannelTranslation);
