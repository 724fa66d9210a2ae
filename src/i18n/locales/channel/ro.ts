/** Romanian (ro) channel words: "depunere" for a deposit, matching "adresă de depunere" in ro.ts; polite plural address (dumneavoastră), as in ro.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'ro',
  $name: 'Română',
  $dir: 'ltr',
  channelTitle: (currency) => `Depunere ${currency}`,
  channelCredit: (currency) =>
    `Această adresă rămâne a dumneavoastră: trimiteți orice sumă, de câte ori doriți. Fiecare depunere este convertită în ${currency} și creditată în contul dumneavoastră.`,
  channelDisabled: {
    title: 'Depunerile sunt suspendate',
    body: 'Depunerile trimise aici nu sunt creditate. Nu trimiteți nimic la această adresă: contactați magazinul.',
  },
  deposits: 'Depunerile dumneavoastră',
  noDeposits: 'Nu există încă depuneri. O depunere apare aici imediat ce rețeaua o detectează.',
  noDepositsDisabled: 'Nu există depuneri la această adresă.',
  depositSent: 'Trimis',
  depositRate: 'Curs',
  depositFee: 'Comision de procesare',
  depositConsolidationFee: 'Comision de consolidare',
  depositTransaction: 'ID tranzacție',
  depositStatus: { completed: 'Creditată', pending: 'În procesare', rejected: 'Necreditată' },
  depositReceived: (amount, currency) => `Depunere primită: ${amount} ${currency}.`,
  depositsUnavailable: 'Depunerile dumneavoastră nu pot fi încărcate acum. Se reîncearcă…',
  invalidChannel: 'Această adresă de depunere nu poate fi afișată. Vă rugăm să contactați magazinul.',
  channelWalletDidNotOpen: 'Nu s-a deschis nicio aplicație de portofel. Copiați în schimb adresa în portofel.',
} satisfies ChannelTranslation);
