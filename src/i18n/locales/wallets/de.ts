/** German (de) browser-wallet words: Wallet (feminine), Netzwerk, Zahlung and QR-Code as in de.ts, "Transaktion" as German wallets write it (unsourced); formal "Sie", as in de.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',
  walletsHeading: 'Mit einer Browser-Wallet bezahlen',
  payWith: (wallet) => `Mit ${wallet} bezahlen`,
  confirmInWallet: (wallet) => `Bestätigen Sie die Zahlung in ${wallet}.`,
  walletCancelled: 'Sie haben in Ihrer Wallet abgebrochen. Es wurde nichts gesendet.',
  walletWrongChain: (network) =>
    `Ihre Wallet ist nicht auf das Netzwerk ${network} eingestellt, daher wurde nichts gesendet. Wechseln Sie in Ihrer Wallet zu ${network} und versuchen Sie es erneut.`,
  walletChainUnknown: (network) =>
    `Ihre Wallet kennt das Netzwerk ${network} nicht, daher wurde nichts gesendet. Fügen Sie ${network} Ihrer Wallet hinzu und versuchen Sie es erneut, oder verwenden Sie den QR-Code oder die Adresse.`,
  walletBusy:
    'Ihre Wallet wartet noch auf eine frühere Anfrage. Öffnen Sie sie, schließen Sie diese Anfrage ab oder brechen Sie sie ab und versuchen Sie es dann erneut.',
  walletFailed:
    'Ihre Wallet konnte die Zahlung nicht senden. Versuchen Sie es erneut, oder verwenden Sie den QR-Code oder die Adresse.',
  walletSent: 'Von Ihrer Wallet gesendet',
  walletSentNext:
    'Lassen Sie diese Seite geöffnet: Sie ändert sich, sobald die Zahlung eingeht. Senden Sie die Zahlung nicht noch einmal.',
  transaction: 'Transaktion',
  viewTransaction: 'Transaktion ansehen',
} satisfies WalletTranslation);
