/** Catalan (ca) browser-wallet words: moneder, xarxa, pagament and codi QR as in ca.ts, "transacció" unsourced; the informal "tu" imperative of Catalan apps, as in ca.ts, with no word that takes the payer's gender. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'ca',
  $name: 'Català',
  $dir: 'ltr',
  walletsHeading: 'Paga des d’un moneder del navegador',
  payWith: (wallet) => `Paga amb ${wallet}`,
  confirmInWallet: (wallet) => `Confirma el pagament a ${wallet}.`,
  walletCancelled: 'Has cancel·lat la sol·licitud al moneder. No s’ha enviat res.',
  walletWrongChain: (network) =>
    `El teu moneder no és a la xarxa ${network}, així que no s’ha enviat res. Canvia’l a la xarxa ${network} i torna-ho a provar.`,
  walletChainUnknown: (network) =>
    `El teu moneder no té la xarxa ${network}, així que no s’ha enviat res. Afegeix ${network} al moneder i torna-ho a provar, o fes servir el codi QR o l’adreça.`,
  walletBusy:
    'El teu moneder encara espera una sol·licitud anterior. Obre’l, completa o tanca aquella sol·licitud i torna-ho a provar.',
  walletFailed: 'El teu moneder no ha pogut enviar el pagament. Torna-ho a provar, o fes servir el codi QR o l’adreça.',
  walletSent: 'Enviat des del teu moneder',
  walletSentNext: 'Mantén aquesta pàgina oberta: canviarà tan bon punt arribi el pagament. No el tornis a enviar.',
  transaction: 'Transacció',
  viewTransaction: 'Mostra la transacció',
} satisfies WalletTranslation);
