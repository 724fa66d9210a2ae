/** Catalan (ca) channel words: "dipòsit" and "adreça de dipòsit" as in ca.ts, "botiga", the informal "tu". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'ca',
  $name: 'Català',
  $dir: 'ltr',
  channelTitle: (currency) => `Diposita ${currency}`,
  channelCredit: (currency) =>
    `Aquesta adreça és teva per sempre: envia-hi qualsevol import, sempre que vulguis. Cada dipòsit es converteix a ${currency} i s'abona al teu compte.`,
  channelDisabled: {
    title: 'Els dipòsits estan aturats',
    body: "Els dipòsits a aquesta adreça no s'abonen al teu compte. No hi enviïs res: contacta amb la botiga.",
  },
  deposits: 'Els teus dipòsits',
  noDeposits: 'Encara no hi ha dipòsits. Un dipòsit apareix aquí tan bon punt la xarxa el veu.',
  noDepositsDisabled: 'No hi ha dipòsits a aquesta adreça.',
  depositSent: 'Enviat',
  depositRate: 'Tipus de canvi',
  depositFee: 'Comissió de processament',
  depositConsolidationFee: 'Comissió de consolidació',
  depositTransaction: 'ID de la transacció',
  depositStatus: { completed: 'Abonat', pending: 'En procés', rejected: 'No abonat' },
  depositReceived: (amount, currency) => `Dipòsit rebut: ${amount} ${currency}.`,
  depositsUnavailable: 'Ara no es poden carregar els teus dipòsits. Ho tornem a provar…',
  invalidChannel: 'No es pot mostrar aquesta adreça de dipòsit. Contacta amb la botiga.',
  channelWalletDidNotOpen: "No s'ha obert cap moneder. Copia l'adreça al teu moneder.",
} satisfies ChannelTranslation);
