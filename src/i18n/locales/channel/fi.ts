/** Finnish (fi) channel words: "talletus" as in fi.ts's "talletusosoite", "hyvittää" for credit; "sinä", as in fi.ts. A currency code takes no case ending, so it stands after "valuuttaan" or in a hyphenated compound ("USDT-talletus"). */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'fi',
  $name: 'Suomi',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency}-talletus`,
  channelCredit: (currency) =>
    `Tämä osoite on pysyvästi sinun: lähetä mitä tahansa summia niin usein kuin haluat. Jokainen talletus muunnetaan valuuttaan ${currency} ja hyvitetään tilillesi.`,
  channelDisabled: {
    title: 'Talletukset on keskeytetty',
    body: 'Tähän osoitteeseen lähetettyjä talletuksia ei hyvitetä. Älä lähetä siihen mitään: ota yhteyttä kauppaan.',
  },
  deposits: 'Talletuksesi',
  noDeposits: 'Ei vielä talletuksia. Talletus näkyy tässä heti, kun verkko on havainnut sen.',
  noDepositsDisabled: 'Tähän osoitteeseen ei ole talletuksia.',
  depositSent: 'Lähetetty',
  depositRate: 'Kurssi',
  depositFee: 'Käsittelymaksu',
  depositConsolidationFee: 'Konsolidointimaksu',
  depositTransaction: 'Tapahtuman tunnus',
  depositStatus: { completed: 'Hyvitetty', pending: 'Käsitellään', rejected: 'Ei hyvitetty' },
  depositReceived: (amount, currency) => `Talletus vastaanotettu: ${amount} ${currency}.`,
  depositsUnavailable: 'Talletuksiasi ei voi ladata juuri nyt. Yritetään uudelleen…',
  invalidChannel: 'Tätä talletusosoitetta ei voi näyttää. Ota yhteyttä kauppaan.',
  channelWalletDidNotOpen: 'Mikään lompakkosovellus ei avautunut. Kopioi sen sijaan osoite lompakkoosi.',
} satisfies ChannelTranslation);
