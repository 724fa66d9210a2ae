/** Slovak (sk) channel words: "vklad" and "adresa na vklad" as in sk.ts, "obchod", the informal "ty". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'sk',
  $name: 'Slovenčina',
  $dir: 'ltr',
  channelTitle: (currency) => `Vklad ${currency}`,
  channelCredit: (currency) =>
    `Táto adresa zostáva tvoja: posielaj akúkoľvek sumu, kedykoľvek. Každý vklad sa prepočíta na ${currency} a pripíše na tvoj účet.`,
  channelDisabled: {
    title: 'Vklady sú pozastavené',
    body: 'Vklady na túto adresu sa nepripisujú na tvoj účet. Nič na ňu neposielaj: kontaktuj obchod.',
  },
  deposits: 'Tvoje vklady',
  noDeposits: 'Zatiaľ žiadne vklady. Vklad sa tu zobrazí, hneď ako ho sieť uvidí.',
  noDepositsDisabled: 'Na túto adresu nie sú žiadne vklady.',
  depositSent: 'Odoslané',
  depositRate: 'Kurz',
  depositFee: 'Poplatok za spracovanie',
  depositConsolidationFee: 'Poplatok za konsolidáciu',
  depositTransaction: 'ID transakcie',
  depositStatus: { completed: 'Pripísaný', pending: 'Spracúva sa', rejected: 'Nepripísaný' },
  depositReceived: (amount, currency) => `Prijatý vklad: ${amount} ${currency}.`,
  depositsUnavailable: 'Tvoje vklady sa teraz nedajú načítať. Skúšame znova…',
  invalidChannel: 'Túto adresu na vklad nemožno zobraziť. Kontaktuj obchod.',
  channelWalletDidNotOpen: 'Neotvorila sa žiadna peňaženka. Skopíruj adresu do peňaženky.',
} satisfies ChannelTranslation);
