/** Hungarian (hu) channel words: "befizetés" for a deposit, matching "befizetési cím" in hu.ts; formal address (Ön), as in hu.ts. The currency stands before "pénznemben", so it takes no suffix. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'hu',
  $name: 'Magyar',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency} befizetése`,
  channelCredit: (currency) =>
    `Ez a cím az Öné marad: bármekkora összeget küldhet, ahányszor csak szeretné. Minden befizetést átváltunk, és ${currency} pénznemben jóváírjuk a fiókjában.`,
  channelDisabled: {
    title: 'A befizetések szünetelnek',
    body: 'Az erre a címre érkező befizetéseket nem írjuk jóvá. Ne küldjön ide semmit: forduljon a bolthoz.',
  },
  deposits: 'Az Ön befizetései',
  noDeposits: 'Még nincs befizetés. A befizetés itt jelenik meg, amint a hálózat észleli.',
  noDepositsDisabled: 'Erre a címre nem érkezett befizetés.',
  depositSent: 'Elküldve',
  depositRate: 'Árfolyam',
  depositFee: 'Feldolgozási díj',
  depositConsolidationFee: 'Konszolidációs díj',
  depositTransaction: 'Tranzakcióazonosító',
  depositStatus: { completed: 'Jóváírva', pending: 'Feldolgozás alatt', rejected: 'Nincs jóváírva' },
  depositReceived: (amount, currency) => `Beérkezett befizetés: ${amount} ${currency}.`,
  depositsUnavailable: 'A befizetései most nem tölthetők be. Újrapróbálkozás…',
  invalidChannel: 'Ez a befizetési cím nem jeleníthető meg. Forduljon a bolthoz.',
  channelWalletDidNotOpen: 'Nem nyílt meg tárcaalkalmazás. Másolja át kézzel a címet a tárcájába.',
} satisfies ChannelTranslation);
