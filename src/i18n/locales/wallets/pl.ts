/** Polish (pl) browser-wallet words: portfel, sieć, płatność and kod QR as in pl.ts, each name after its noun ("w portfelu ${wallet}"), so that no case ending is put on a name; "transakcja" unsourced; the informal "ty" and the impersonal "została anulowana", "zostało wysłane" for what happened, as in pl.ts, so no word takes a gender. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'pl',
  $name: 'Polski',
  $dir: 'ltr',
  walletsHeading: 'Zapłać portfelem w przeglądarce',
  payWith: (wallet) => `Zapłać przez ${wallet}`,
  confirmInWallet: (wallet) => `Potwierdź płatność w portfelu ${wallet}.`,
  walletCancelled: 'Płatność została anulowana w portfelu. Nic nie zostało wysłane.',
  walletWrongChain: (network) =>
    `Portfel nie jest połączony z siecią ${network}, więc nic nie zostało wysłane. Przełącz go na sieć ${network} i spróbuj ponownie.`,
  walletChainUnknown: (network) =>
    `Portfel nie ma sieci ${network}, więc nic nie zostało wysłane. Dodaj sieć ${network} do portfela i spróbuj ponownie albo użyj kodu QR lub adresu.`,
  walletBusy:
    'Portfel wciąż czeka na wcześniejsze żądanie. Otwórz go, dokończ lub zamknij to żądanie, a potem spróbuj ponownie.',
  walletFailed: 'Portfel nie mógł wysłać płatności. Spróbuj ponownie albo użyj kodu QR lub adresu.',
  walletSent: 'Wysłano z portfela',
  walletSentNext: 'Nie zamykaj tej strony: zmieni się, gdy tylko płatność dotrze. Nie wysyłaj jej ponownie.',
  transaction: 'Transakcja',
  viewTransaction: 'Zobacz transakcję',
} satisfies WalletTranslation);
