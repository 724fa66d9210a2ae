/** Dutch (nl) channel words: "storting" as in nl.ts's "stortingsadres", "bijschrijven" for credit; formal "u", as in nl.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'nl',
  $name: 'Nederlands',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} storten`,
  channelCredit: (currency) =>
    `Dit adres blijft van u: stuur elk bedrag, zo vaak als u wilt. Elke storting wordt omgerekend en in ${currency} op uw account bijgeschreven.`,
  channelDisabled: {
    title: 'Stortingen zijn gepauzeerd',
    body: 'Stortingen op dit adres worden niet bijgeschreven. Stuur er niets naartoe: neem contact op met de winkel.',
  },
  deposits: 'Uw stortingen',
  noDeposits: 'Nog geen stortingen. Een storting verschijnt hier zodra het netwerk deze heeft opgemerkt.',
  noDepositsDisabled: 'Geen stortingen naar dit adres.',
  depositSent: 'Verstuurd',
  depositRate: 'Koers',
  depositFee: 'Verwerkingskosten',
  depositConsolidationFee: 'Consolidatiekosten',
  depositTransaction: 'Transactie-ID',
  depositStatus: { completed: 'Bijgeschreven', pending: 'In behandeling', rejected: 'Niet bijgeschreven' },
  depositReceived: (amount, currency) => `Storting ontvangen: ${amount} ${currency}.`,
  depositsUnavailable: 'Uw stortingen kunnen nu niet worden geladen. Er wordt opnieuw geprobeerd…',
  invalidChannel: 'Dit stortingsadres kan niet worden weergegeven. Neem contact op met de winkel.',
  channelWalletDidNotOpen: 'Er is geen wallet-app geopend. Kopieer in plaats daarvan het adres naar uw wallet.',
} satisfies ChannelTranslation);
