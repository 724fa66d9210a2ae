/** Italian (it) browser-wallet words: wallet, rete, pagamento and codice QR as in it.ts, "transazione" as Italian wallets write it (unsourced); formal "Lei" in sentences and the usual imperative on buttons, as in it.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'it',
  $name: 'Italiano',
  $dir: 'ltr',
  walletsHeading: 'Paga da un wallet del browser',
  payWith: (wallet) => `Paga con ${wallet}`,
  confirmInWallet: (wallet) => `Confermi il pagamento in ${wallet}.`,
  walletCancelled: 'Ha annullato nel wallet. Non è stato inviato nulla.',
  walletWrongChain: (network) =>
    `Il suo wallet non è sulla rete ${network}, quindi non è stato inviato nulla. Passi a ${network} nel wallet e riprovi.`,
  walletChainUnknown: (network) =>
    `Il suo wallet non ha la rete ${network}, quindi non è stato inviato nulla. Aggiunga ${network} al wallet e riprovi, oppure usi il codice QR o l’indirizzo.`,
  walletBusy:
    'Il suo wallet ha ancora in sospeso una richiesta precedente. Lo apra, completi o chiuda quella richiesta, poi riprovi.',
  walletFailed: 'Il suo wallet non è riuscito a inviare il pagamento. Riprovi, oppure usi il codice QR o l’indirizzo.',
  walletSent: 'Inviato dal suo wallet',
  walletSentNext: 'Tenga aperta questa pagina: cambierà appena arriva il pagamento. Non lo invii di nuovo.',
  transaction: 'Transazione',
  viewTransaction: 'Visualizza la transazione',
} satisfies WalletTranslation);
