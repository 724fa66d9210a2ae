/** Slovenian (sl) browser-wallet words: denarnica, omrežje, plačilo and QR koda as in sl.ts, each name after its noun ("z denarnico ${wallet}"), so that no case ending is put on a name; "transakcija" unsourced; the informal "ti", as in sl.ts, with the request and the payment, not the payer, as the subject of what was cancelled and sent, so no word takes a gender. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'sl',
  $name: 'Slovenščina',
  $dir: 'ltr',
  walletsHeading: 'Plačaj z denarnico v brskalniku',
  payWith: (wallet) => `Plačaj z denarnico ${wallet}`,
  confirmInWallet: (wallet) => `Potrdi plačilo v denarnici ${wallet}.`,
  walletCancelled: 'Zahteva je bila v denarnici preklicana. Nič ni bilo poslano.',
  walletWrongChain: (network) =>
    `Denarnica ni v omrežju ${network}, zato ni bilo nič poslano. Preklopi jo na omrežje ${network} in poskusi znova.`,
  walletChainUnknown: (network) =>
    `Denarnica nima omrežja ${network}, zato ni bilo nič poslano. Dodaj omrežje ${network} v denarnico in poskusi znova ali uporabi QR kodo ali naslov.`,
  walletBusy: 'Denarnica še čaka na prejšnjo zahtevo. Odpri jo, dokončaj ali zapri to zahtevo in nato poskusi znova.',
  walletFailed: 'Denarnica ni mogla poslati plačila. Poskusi znova ali uporabi QR kodo ali naslov.',
  walletSent: 'Poslano iz denarnice',
  walletSentNext: 'Pusti to stran odprto: spremenila se bo takoj, ko plačilo prispe. Ne pošiljaj ga znova.',
  transaction: 'Transakcija',
  viewTransaction: 'Prikaži transakcijo',
} satisfies WalletTranslation);
