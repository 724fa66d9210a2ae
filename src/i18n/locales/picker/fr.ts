/** French (fr) coin picker words: "mode de paiement" and "Continuer" as Cake Wallet's payment-method picker has them, "Payer avec" as BTCPay's checkout; "crypto" for a coin (unsourced: Trezor Suite keeps the English "coins"); "vous", and a no-break space before the colon, as in fr.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',
  chooseMethod: 'Choisissez un mode de paiement',
  searchMethods: 'Rechercher une crypto ou un réseau',
  noMethodMatches: 'Aucune crypto ni aucun réseau ne correspond à votre recherche.',
  noMethods: 'Aucun mode de paiement n’est disponible pour cette commande. Veuillez contacter la boutique.',
  continueToPay: 'Continuer',
  preparingPayment: 'Préparation de votre paiement…',
  methodFailed: 'Ce mode de paiement n’a pas pu être configuré. Choisissez-le à nouveau ou choisissez-en un autre.',
  payWithAnotherCoin: 'Payer avec une autre crypto',
  switchWarning:
    'Si vous avez déjà envoyé un paiement, ne changez pas de crypto\u00a0: attendez qu’il arrive ou contactez la boutique.',
  switchAnyway: 'Choisir une autre crypto',
  keepMethod: 'Garder ce paiement',
} satisfies PickerTranslation);
