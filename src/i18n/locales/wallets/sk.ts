/** Slovak (sk) browser-wallet words: peňaženka, sieť, platba and QR kód as in sk.ts, each name after its noun ("v peňaženke ${wallet}"); "transakcia" unsourced; the informal "ty", as in sk.ts, with the request and the payment, not the payer, as the subject of what was cancelled and sent, so no word takes a gender. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'sk',
  $name: 'Slovenčina',
  $dir: 'ltr',
  walletsHeading: 'Zaplatiť peňaženkou v prehliadači',
  payWith: (wallet) => `Zaplatiť cez ${wallet}`,
  confirmInWallet: (wallet) => `Potvrď platbu v peňaženke ${wallet}.`,
  walletCancelled: 'Požiadavka bola v peňaženke zrušená. Nič nebolo odoslané.',
  walletWrongChain: (network) =>
    `Peňaženka nie je v sieti ${network}, preto nebolo nič odoslané. Prepni ju na sieť ${network} a skús to znova.`,
  walletChainUnknown: (network) =>
    `Peňaženka nemá sieť ${network}, preto nebolo nič odoslané. Pridaj sieť ${network} do peňaženky a skús to znova, alebo použi QR kód či adresu.`,
  walletBusy:
    'Peňaženka ešte čaká na vybavenie staršej požiadavky. Otvor ju, dokonči alebo zavri túto požiadavku a potom to skús znova.',
  walletFailed: 'Peňaženka nemohla odoslať platbu. Skús to znova, alebo použi QR kód či adresu.',
  walletSent: 'Odoslané z peňaženky',
  walletSentNext: 'Nechaj túto stránku otvorenú: zmení sa, hneď ako platba dorazí. Neposielaj ju znova.',
  transaction: 'Transakcia',
  viewTransaction: 'Zobraziť transakciu',
} satisfies WalletTranslation);
