/** Danish (da) browser-wallet words: wallet, netværk, betaling and QR-kode as in da.ts, "transaktion" as Danish wallets write it (unsourced); "du", and a capital after a colon before a whole sentence, as in da.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'da',
  $name: 'Dansk',
  $dir: 'ltr',
  walletsHeading: 'Betal fra en browser-wallet',
  payWith: (wallet) => `Betal med ${wallet}`,
  confirmInWallet: (wallet) => `Bekræft betalingen i ${wallet}.`,
  walletCancelled: 'Du annullerede i din wallet. Intet blev sendt.',
  walletWrongChain: (network) =>
    `Din wallet er ikke på netværket ${network}, så intet blev sendt. Skift den til ${network}, og prøv igen.`,
  walletChainUnknown: (network) =>
    `Din wallet har ikke netværket ${network}, så intet blev sendt. Tilføj ${network} til din wallet, og prøv igen, eller brug QR-koden eller adressen.`,
  walletBusy:
    'Din wallet venter stadig på en tidligere anmodning. Åbn den, gør anmodningen færdig eller luk den, og prøv så igen.',
  walletFailed: 'Din wallet kunne ikke sende betalingen. Prøv igen, eller brug QR-koden eller adressen.',
  walletSent: 'Sendt fra din wallet',
  walletSentNext: 'Hold denne side åben: Den skifter, så snart betalingen er modtaget. Send ikke betalingen igen.',
  transaction: 'Transaktion',
  viewTransaction: 'Se transaktionen',
} satisfies WalletTranslation);
