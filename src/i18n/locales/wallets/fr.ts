/** French (fr) browser-wallet words: portefeuille, réseau, paiement and code QR as in fr.ts, "transaction" as French wallets write it (unsourced); "vous", and a no-break space before the colon, as in fr.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',
  walletsHeading: 'Payer depuis un portefeuille de navigateur',
  payWith: (wallet) => `Payer avec ${wallet}`,
  confirmInWallet: (wallet) => `Confirmez le paiement dans ${wallet}.`,
  walletCancelled: 'Vous avez annulé dans votre portefeuille. Rien n’a été envoyé.',
  walletWrongChain: (network) =>
    `Votre portefeuille n’est pas sur le réseau ${network}, donc rien n’a été envoyé. Passez-le sur ${network} et réessayez.`,
  walletChainUnknown: (network) =>
    `Votre portefeuille ne connaît pas le réseau ${network}, donc rien n’a été envoyé. Ajoutez ${network} à votre portefeuille et réessayez, ou utilisez le code QR ou l’adresse.`,
  walletBusy:
    'Une demande précédente est encore en attente dans votre portefeuille. Ouvrez-le, terminez ou fermez cette demande, puis réessayez.',
  walletFailed: 'Votre portefeuille n’a pas pu envoyer le paiement. Réessayez, ou utilisez le code QR ou l’adresse.',
  walletSent: 'Envoyé depuis votre portefeuille',
  walletSentNext:
    'Gardez cette page ouverte\u00a0: elle changera dès que le paiement arrivera. Ne l’envoyez pas une seconde fois.',
  transaction: 'Transaction',
  viewTransaction: 'Voir la transaction',
} satisfies WalletTranslation);
