/** French (fr): terms as OKX, HollaEx, Cake Wallet and BTCPay use them in French (adresse de dépôt, tag de destination, mémo, réseau, montant); "vous" as exchanges address customers; a no-break space before the colon and a narrow one before "?". */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/** The memo with its article (all three are masculine): le tag de destination, le mémo, le commentaire. */
const MEMO: Record<MemoKind, string> = {
  'destination-tag': 'le tag de destination',
  memo: 'le mémo',
  comment: 'le commentaire',
};

registerTranslation({
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',
  loading: 'Chargement du paiement…',
  loadRetrying: 'Nouvelle tentative de connexion à la boutique…',
  renewing: 'Obtention d’un nouveau taux…',
  amountDue: 'Montant à payer',
  orderTotal: 'Total de la commande',
  rate: (charged, rate, billed) => `Taux garanti\u00a0: 1 ${charged} = ${rate} ${billed}`,
  network: 'Réseau',
  networkWarning: (currency, network) =>
    `Envoyez uniquement des ${currency} sur le réseau ${network}. Tout autre envoi à cette adresse risque d’être perdu.`,
  address: 'Adresse de dépôt',
  qrLabel: (address) => `Code QR de l’adresse de dépôt ${address}`,
  qrUriLabel: (amount, currency, address) =>
    `Code QR d’une demande de paiement\u00a0: ${amount} ${currency} à ${address}`,
  qrContent: 'Le code QR contient',
  qrWithAmount: 'Avec le montant',
  qrAddressOnly: 'Adresse seule',
  qrCarriesMemo: (memo) => `Ce code inclut ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `Ce code ne contient que l’adresse\u00a0: saisissez vous-même ${MEMO[memo]}.`,
  qrLacksAmount: (memo) =>
    `Ce code ne contient que l’adresse\u00a0: saisissez vous-même le montant${memo ? ` et ${MEMO[memo]}` : ''}.`,
  scanWithPhone: 'Scannez avec le portefeuille de votre téléphone',
  payFromAnotherDevice: 'Payer depuis un autre appareil',
  openInWallet: 'Ouvrir dans le portefeuille',
  walletDidNotOpen:
    'Aucune application de portefeuille ne s’est ouverte. Copiez plutôt le montant et l’adresse dans votre portefeuille.',
  memoLabel: { 'destination-tag': 'Tag de destination', memo: 'Mémo', comment: 'Commentaire' },
  memoWarning: (memo) =>
    `Vous devez saisir ${MEMO[memo]} dans votre portefeuille, sinon le paiement risque d’être perdu.`,
  memoConfirm: (memo, value) => `J’inclurai ${MEMO[memo]} ${value}`,
  memoConfirmHint: (memo) => `Confirmez que vous saisirez ${MEMO[memo]} pour afficher l’adresse.`,
  expiresIn: 'Temps restant',
  timeLeft: (duration) => `Il reste ${duration} pour payer.`,
  copy: 'Copier',
  copied: 'Copié',
  copiedAnnouncement: (what) => `Copié\u00a0: ${what}.`,
  copyByHand: 'Le texte est sélectionné\u00a0: appuyez sur Ctrl+C (⌘+C sur Mac) pour le copier.',
  openPaymentPage: 'Payer sur la page du service de paiement',
  buyNft: 'Payer en achetant le NFT',
  openInstructions: 'Ouvrir le lien de paiement',
  openNft: 'Ouvrir l’annonce du NFT',
  instructionLink: 'Code QR du lien de paiement',
  scanInstructions: 'Scannez avec votre téléphone pour ouvrir le lien de paiement.',
  fieldLabels: {
    exchange: 'Plateforme',
    prepayId: 'ID de paiement',
    amount: 'Montant',
    currency: 'Devise',
    expiresAt: 'Expiration',
    collection: 'Collection NFT',
    tokenId: 'ID du jeton',
    price: 'Prix',
    priceCurrency: 'Devise du prix',
  },
  paidAmount: 'Montant',
  invoiceId: 'Facture',
  orderReference: 'Commande',
  quoteReference: 'Indiquez ces références si vous contactez la boutique\u00a0:',
  status: {
    pending: { title: 'En attente de votre paiement', body: '' },
    processing: {
      title: 'Paiement reçu',
      body: 'En attente de la confirmation du réseau. Vous pouvez fermer cette page\u00a0: la boutique sera informée dès que le paiement sera confirmé.',
    },
    complete: { title: 'Paiement effectué', body: 'Merci. Votre paiement a bien été reçu.' },
    expired: {
      title: 'Ce paiement a expiré',
      body: 'Le taux n’est plus garanti. N’envoyez pas de paiement pour cette facture maintenant.',
    },
    cancelled: { title: 'Ce paiement a été annulé', body: 'N’envoyez pas de paiement pour cette facture.' },
    rejected: { title: 'Ce paiement a été refusé', body: 'Veuillez contacter la boutique au sujet de votre paiement.' },
    onHold: {
      title: 'Paiement en cours de vérification',
      body: 'Votre paiement est en cours d’examen. La boutique vous contactera si nécessaire.',
    },
  },
  alreadySent: 'Vous avez déjà envoyé un paiement\u202f? N’en envoyez pas un autre\u00a0: contactez la boutique.',
  renew: 'Obtenir un nouveau taux',
  invalidInvoice: 'Ce paiement ne peut pas être affiché. Veuillez contacter la boutique.',
  loadFailed: 'Le paiement n’a pas pu être chargé.',
  tryAgain: 'Réessayer',
  paymentChanged:
    'Les détails du paiement ont changé pendant que cette page était ouverte. N’envoyez pas de paiement avec les détails affichés précédemment. Si vous l’avez déjà fait, contactez la boutique.',
  redirectingIn: (duration) => `Retour à la boutique dans ${duration}.`,
  continueNow: 'Continuer maintenant',
  stay: 'Rester sur cette page',
  returnToShop: 'Retour à la boutique',
  closePage: 'Vous pouvez fermer cette page.',
  redirectRefused: 'Veuillez retourner vous-même à la boutique.',
} satisfies Translation);
