/** Dutch (nl) browser-wallet words: wallet, netwerk, betaling and QR-code as in nl.ts, "transactie" as Dutch wallets write it (unsourced); formal "u", as in nl.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'nl',
  $name: 'Nederlands',
  $dir: 'ltr',
  walletsHeading: 'Betalen vanuit een browserwallet',
  payWith: (wallet) => `Betalen met ${wallet}`,
  confirmInWallet: (wallet) => `Bevestig de betaling in ${wallet}.`,
  walletCancelled: 'U hebt geannuleerd in uw wallet. Er is niets verstuurd.',
  walletWrongChain: (network) =>
    `Uw wallet staat niet op het netwerk ${network}, dus er is niets verstuurd. Zet uw wallet op ${network} en probeer het opnieuw.`,
  walletChainUnknown: (network) =>
    `Uw wallet kent het netwerk ${network} niet, dus er is niets verstuurd. Voeg ${network} toe aan uw wallet en probeer het opnieuw, of gebruik de QR-code of het adres.`,
  walletBusy:
    'Uw wallet heeft nog een eerder verzoek openstaan. Open de wallet, rond dat verzoek af of sluit het, en probeer het dan opnieuw.',
  walletFailed: 'Uw wallet kon de betaling niet versturen. Probeer het opnieuw, of gebruik de QR-code of het adres.',
  walletSent: 'Verstuurd vanuit uw wallet',
  walletSentNext:
    'Houd deze pagina open: ze verandert zodra de betaling binnenkomt. Verstuur de betaling niet nog een keer.',
  transaction: 'Transactie',
  viewTransaction: 'Transactie bekijken',
} satisfies WalletTranslation);
