/** Swedish (sv) browser-wallet words: plånbok, nätverk, betalning and QR-kod as in sv.ts, "transaktion" as Swedish wallets write it (unsourced); "du", as in sv.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'sv',
  $name: 'Svenska',
  $dir: 'ltr',
  walletsHeading: 'Betala från en webbläsarplånbok',
  payWith: (wallet) => `Betala med ${wallet}`,
  confirmInWallet: (wallet) => `Bekräfta betalningen i ${wallet}.`,
  walletCancelled: 'Du avbröt i plånboken. Inget skickades.',
  walletWrongChain: (network) =>
    `Din plånbok är inte på nätverket ${network}, så inget skickades. Byt den till ${network} och försök igen.`,
  walletChainUnknown: (network) =>
    `Din plånbok har inte nätverket ${network}, så inget skickades. Lägg till ${network} i plånboken och försök igen, eller använd QR-koden eller adressen.`,
  walletBusy:
    'Din plånbok väntar på en tidigare begäran. Öppna den, slutför eller stäng den begäran och försök sedan igen.',
  walletFailed: 'Din plånbok kunde inte skicka betalningen. Försök igen, eller använd QR-koden eller adressen.',
  walletSent: 'Skickad från din plånbok',
  walletSentNext: 'Håll den här sidan öppen: den ändras så snart betalningen kommer fram. Skicka den inte igen.',
  transaction: 'Transaktion',
  viewTransaction: 'Visa transaktionen',
} satisfies WalletTranslation);
