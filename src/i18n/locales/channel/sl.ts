/** Slovenian (sl) channel words: "polog" and "naslov za polog" as in sl.ts, "trgovina", the informal "ti". */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'sl',
  $name: 'Slovenščina',
  $dir: 'ltr',
  channelTitle: (currency) => `Polog ${currency}`,
  channelCredit: (currency) =>
    `Ta naslov ostane tvoj: pošlji kateri koli znesek, kadar koli. Vsak polog se pretvori v ${currency} in pripiše na tvoj račun.`,
  channelDisabled: {
    title: 'Pologi so začasno ustavljeni',
    body: 'Pologi na ta naslov se ne pripisujejo na tvoj račun. Nanj ne pošiljaj ničesar: obrni se na trgovino.',
  },
  deposits: 'Tvoji pologi',
  noDeposits: 'Pologov še ni. Polog se tu prikaže, takoj ko ga omrežje zazna.',
  noDepositsDisabled: 'Na ta naslov ni pologov.',
  depositSent: 'Poslano',
  depositRate: 'Tečaj',
  depositFee: 'Provizija za obdelavo',
  depositConsolidationFee: 'Provizija za konsolidacijo',
  depositTransaction: 'ID transakcije',
  depositStatus: { completed: 'Pripisano', pending: 'V obdelavi', rejected: 'Ni pripisano' },
  depositReceived: (amount, currency) => `Prejet polog: ${amount} ${currency}.`,
  depositsUnavailable: 'Tvojih pologov zdaj ni mogoče naložiti. Poskušamo znova…',
  invalidChannel: 'Tega naslova za polog ni mogoče prikazati. Obrni se na trgovino.',
  channelWalletDidNotOpen: 'Nobena denarnica se ni odprla. Kopiraj naslov v svojo denarnico.',
} satisfies ChannelTranslation);
