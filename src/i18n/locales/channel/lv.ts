/** Latvian (lv) channel words: "iemaksa" for a deposit and "iemaksas adrese" as in lv.ts, "veikals", the polite plural. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'lv',
  $name: 'Latviešu',
  $dir: 'ltr',
  channelTitle: (currency) => `Iemaksāt ${currency}`,
  channelCredit: (currency) =>
    `Šī adrese paliek jūsu: sūtiet jebkuru summu, kad vien vēlaties. Katra iemaksa tiek konvertēta uz ${currency} un ieskaitīta jūsu kontā.`,
  channelDisabled: {
    title: 'Iemaksas ir apturētas',
    body: 'Iemaksas uz šo adresi netiek ieskaitītas jūsu kontā. Nesūtiet uz to neko: sazinieties ar veikalu.',
  },
  deposits: 'Jūsu iemaksas',
  noDeposits: 'Iemaksu vēl nav. Iemaksa šeit parādīsies, tiklīdz tīkls to redzēs.',
  noDepositsDisabled: 'Uz šo adresi iemaksu nav.',
  depositSent: 'Nosūtīts',
  depositRate: 'Kurss',
  depositFee: 'Apstrādes maksa',
  depositConsolidationFee: 'Konsolidācijas maksa',
  depositTransaction: 'Darījuma ID',
  depositStatus: { completed: 'Ieskaitīta', pending: 'Apstrādē', rejected: 'Nav ieskaitīta' },
  depositReceived: (amount, currency) => `Saņemta iemaksa: ${amount} ${currency}.`,
  depositsUnavailable: 'Jūsu iemaksas pašlaik nevar ielādēt. Mēģinām vēlreiz…',
  invalidChannel: 'Šo iemaksas adresi nevar parādīt. Lūdzu, sazinieties ar veikalu.',
  channelWalletDidNotOpen: 'Neatvērās neviens maks. Nokopējiet adresi savā makā.',
} satisfies ChannelTranslation);
