/** French (fr) channel words: "dépôt" as in fr.ts's "adresse de dépôt"; "vous", and a no-break space before the colon, as in fr.ts. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',
  channelTitle: (currency) => `Déposer des ${currency}`,
  channelCredit: (currency) =>
    `Cette adresse reste la vôtre\u00a0: envoyez le montant de votre choix, aussi souvent que vous le souhaitez. Chaque dépôt est converti et crédité sur votre compte en ${currency}.`,
  channelDisabled: {
    title: 'Les dépôts sont suspendus',
    body: 'Les dépôts à cette adresse ne sont pas crédités. N’y envoyez rien\u00a0: contactez la boutique.',
  },
  deposits: 'Vos dépôts',
  noDeposits: 'Aucun dépôt pour l’instant. Un dépôt s’affiche ici dès que le réseau l’a détecté.',
  noDepositsDisabled: 'Aucun dépôt à cette adresse.',
  depositSent: 'Envoyé',
  depositRate: 'Taux de change',
  depositFee: 'Frais de traitement',
  depositConsolidationFee: 'Frais de consolidation',
  depositTransaction: 'ID de transaction',
  depositStatus: { completed: 'Crédité', pending: 'En cours de traitement', rejected: 'Non crédité' },
  depositReceived: (amount, currency) => `Dépôt reçu\u00a0: ${amount} ${currency}.`,
  depositsUnavailable: 'Impossible de charger vos dépôts pour le moment. Nouvelle tentative…',
  invalidChannel: 'Cette adresse de dépôt ne peut pas être affichée. Veuillez contacter la boutique.',
  channelWalletDidNotOpen:
    'Aucune application de portefeuille ne s’est ouverte. Copiez plutôt l’adresse dans votre portefeuille.',
} satisfies ChannelTranslation);
