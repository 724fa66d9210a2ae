/** Swahili (sw) browser-wallet words: pochi, mtandao, malipo and msimbo wa QR as in sw.ts, "muamala" for a transaction as Swahili mobile-money apps word it (unsourced); plain singular imperatives, as in sw.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'sw',
  $name: 'Kiswahili',
  $dir: 'ltr',
  walletsHeading: 'Lipa kutoka pochi ya kivinjari',
  payWith: (wallet) => `Lipa kwa ${wallet}`,
  confirmInWallet: (wallet) => `Thibitisha malipo kwenye ${wallet}.`,
  walletCancelled: 'Umeghairi kwenye pochi yako. Hakuna kilichotumwa.',
  walletWrongChain: (network) =>
    `Pochi yako haiko kwenye mtandao wa ${network}, kwa hiyo hakuna kilichotumwa. Ibadilishe iwe kwenye mtandao wa ${network} kisha ujaribu tena.`,
  walletChainUnknown: (network) =>
    `Pochi yako haina mtandao wa ${network}, kwa hiyo hakuna kilichotumwa. Ongeza mtandao wa ${network} kwenye pochi yako kisha ujaribu tena, au tumia msimbo wa QR au anwani.`,
  walletBusy: 'Pochi yako bado inasubiri ombi la awali. Ifungue, kamilisha au funga ombi hilo, kisha ujaribu tena.',
  walletFailed: 'Pochi yako haikuweza kutuma malipo. Jaribu tena, au tumia msimbo wa QR au anwani.',
  walletSent: 'Yametumwa kutoka pochi yako',
  walletSentNext: 'Acha ukurasa huu wazi: utabadilika mara tu malipo yatakapofika. Usiyatume tena.',
  transaction: 'Muamala',
  viewTransaction: 'Tazama muamala',
} satisfies WalletTranslation);
