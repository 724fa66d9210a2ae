/** Croatian (hr) channel words: "uplata" for a deposit and "adresa za uplatu" as in hr.ts, "trgovina", the informal "ti". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'hr',
  $name: 'Hrvatski',
  $dir: 'ltr',
  channelTitle: (currency) => `Uplati ${currency}`,
  channelCredit: (currency) =>
    `Ova adresa ostaje tvoja: šalji bilo koji iznos, koliko god puta želiš. Svaka uplata pretvara se u ${currency} i knjiži na tvoj račun.`,
  channelDisabled: {
    title: 'Uplate su pauzirane',
    body: 'Uplate na ovu adresu ne knjiže se na tvoj račun. Ne šalji ništa na nju: obrati se trgovini.',
  },
  deposits: 'Tvoje uplate',
  noDeposits: 'Još nema uplata. Uplata se ovdje prikaže čim je mreža vidi.',
  noDepositsDisabled: 'Nema uplata na ovu adresu.',
  depositSent: 'Poslano',
  depositRate: 'Tečaj',
  depositFee: 'Naknada za obradu',
  depositConsolidationFee: 'Naknada za konsolidaciju',
  depositTransaction: 'ID transakcije',
  depositStatus: { completed: 'Knjiženo', pending: 'U obradi', rejected: 'Nije knjiženo' },
  depositReceived: (amount, currency) => `Primljena uplata: ${amount} ${currency}.`,
  depositsUnavailable: 'Tvoje uplate trenutno se ne mogu učitati. Pokušavamo ponovno…',
  invalidChannel: 'Ova adresa za uplatu ne može se prikazati. Obrati se trgovini.',
  channelWalletDidNotOpen: 'Nije se otvorio nijedan novčanik. Kopiraj adresu u svoj novčanik.',
} satisfies ChannelTranslation);
