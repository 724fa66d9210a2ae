/** Croatian (hr) browser-wallet words: novčanik, mreža, uplata and QR kod as in hr.ts, each name after its noun ("novčanikom ${wallet}"), so that no case ending is put on a name; "transakcija" unsourced; the informal "ti" imperative, as in hr.ts, with the request and the payment, not the payer, as the subject of what was cancelled and sent, so no word takes a gender. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'hr',
  $name: 'Hrvatski',
  $dir: 'ltr',
  walletsHeading: 'Plati novčanikom u pregledniku',
  payWith: (wallet) => `Plati novčanikom ${wallet}`,
  confirmInWallet: (wallet) => `Potvrdi uplatu u novčaniku ${wallet}.`,
  walletCancelled: 'Zahtjev je otkazan u novčaniku. Ništa nije poslano.',
  walletWrongChain: (network) =>
    `Novčanik nije na mreži ${network}, pa ništa nije poslano. Prebaci ga na mrežu ${network} i pokušaj ponovno.`,
  walletChainUnknown: (network) =>
    `Novčanik nema mrežu ${network}, pa ništa nije poslano. Dodaj mrežu ${network} u novčanik i pokušaj ponovno ili upotrijebi QR kod ili adresu.`,
  walletBusy: 'Novčanik još čeka raniji zahtjev. Otvori ga, dovrši ili zatvori taj zahtjev, pa pokušaj ponovno.',
  walletFailed: 'Novčanik nije mogao poslati uplatu. Pokušaj ponovno ili upotrijebi QR kod ili adresu.',
  walletSent: 'Poslano iz novčanika',
  walletSentNext: 'Ostavi ovu stranicu otvorenom: promijenit će se čim uplata stigne. Ne šalji je ponovno.',
  transaction: 'Transakcija',
  viewTransaction: 'Prikaži transakciju',
} satisfies WalletTranslation);
