/** Norwegian Bokmål (nb) browser-wallet words: lommebok, nettverk, betaling and QR-kode as in nb.ts, "transaksjon" as Norwegian wallets write it (unsourced); "du", as in nb.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'nb',
  $name: 'Norsk bokmål',
  $dir: 'ltr',
  walletsHeading: 'Betal fra en nettleserlommebok',
  payWith: (wallet) => `Betal med ${wallet}`,
  confirmInWallet: (wallet) => `Bekreft betalingen i ${wallet}.`,
  walletCancelled: 'Du avbrøt i lommeboken. Ingenting ble sendt.',
  walletWrongChain: (network) =>
    `Lommeboken din er ikke på nettverket ${network}, så ingenting ble sendt. Bytt den til ${network}, og prøv igjen.`,
  walletChainUnknown: (network) =>
    `Lommeboken din har ikke nettverket ${network}, så ingenting ble sendt. Legg til ${network} i lommeboken, og prøv igjen, eller bruk QR-koden eller adressen.`,
  walletBusy:
    'Lommeboken din venter på en tidligere forespørsel. Åpne den, fullfør eller lukk den forespørselen, og prøv så igjen.',
  walletFailed: 'Lommeboken din kunne ikke sende betalingen. Prøv igjen, eller bruk QR-koden eller adressen.',
  walletSent: 'Sendt fra lommeboken din',
  walletSentNext: 'La denne siden være åpen: den endres så snart betalingen kommer. Ikke send betalingen på nytt.',
  transaction: 'Transaksjon',
  viewTransaction: 'Se transaksjonen',
} satisfies WalletTranslation);
