/** Lithuanian (lt) channel words: "įnašas" for a deposit and "depozito adresas" as in lt.ts, "parduotuvė", the polite plural. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'lt',
  $name: 'Lietuvių',
  $dir: 'ltr',
  channelTitle: (currency) => `Įnešti ${currency}`,
  channelCredit: (currency) =>
    `Šis adresas lieka jūsų: siųskite bet kokią sumą, kada tik norite. Kiekvienas įnašas konvertuojamas į ${currency} ir įskaitomas į jūsų sąskaitą.`,
  channelDisabled: {
    title: 'Įnašai sustabdyti',
    body: 'Įnašai šiuo adresu neįskaitomi į jūsų sąskaitą. Nieko juo nesiųskite: susisiekite su parduotuve.',
  },
  deposits: 'Jūsų įnašai',
  noDeposits: 'Įnašų dar nėra. Įnašas čia atsiras, kai tik tinklas jį pamatys.',
  noDepositsDisabled: 'Į šį adresą įnašų nėra.',
  depositSent: 'Išsiųsta',
  depositRate: 'Kursas',
  depositFee: 'Apdorojimo mokestis',
  depositConsolidationFee: 'Konsolidavimo mokestis',
  depositTransaction: 'Operacijos ID',
  depositStatus: { completed: 'Įskaitytas', pending: 'Apdorojamas', rejected: 'Neįskaitytas' },
  depositReceived: (amount, currency) => `Gautas įnašas: ${amount} ${currency}.`,
  depositsUnavailable: 'Jūsų įnašų dabar įkelti nepavyksta. Bandome dar kartą…',
  invalidChannel: 'Šio depozito adreso negalima parodyti. Susisiekite su parduotuve.',
  channelWalletDidNotOpen: 'Jokia piniginė neatsidarė. Nukopijuokite adresą į savo piniginę.',
} satisfies ChannelTranslation);
