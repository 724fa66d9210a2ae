/** Filipino (fil) browser-wallet words: "wallet", "network", "address" and "QR code" kept in English and "bayad" for the payment, as in fil.ts; "transaksyon" as Filipino apps write it (unsourced); "ikaw"-form imperatives with "po" left out, as in fil.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'fil',
  $name: 'Filipino',
  $dir: 'ltr',
  walletsHeading: 'Magbayad mula sa browser wallet',
  payWith: (wallet) => `Magbayad gamit ang ${wallet}`,
  confirmInWallet: (wallet) => `Kumpirmahin ang bayad sa ${wallet}.`,
  walletCancelled: 'Kinansela mo ito sa wallet mo. Walang naipadala.',
  walletWrongChain: (network) =>
    `Wala sa ${network} network ang wallet mo, kaya walang naipadala. Ilipat ito sa ${network} network at subukan ulit.`,
  walletChainUnknown: (network) =>
    `Walang ${network} network ang wallet mo, kaya walang naipadala. Idagdag ang ${network} sa wallet mo at subukan ulit, o gamitin ang QR code o ang address.`,
  walletBusy:
    'Naghihintay pa ang wallet mo sa naunang request. Buksan ito, tapusin o isara ang request na iyon, saka subukan ulit.',
  walletFailed: 'Hindi naipadala ng wallet mo ang bayad. Subukan ulit, o gamitin ang QR code o ang address.',
  walletSent: 'Naipadala mula sa wallet mo',
  walletSentNext:
    'Panatilihing bukas ang page na ito: magbabago ito sa sandaling dumating ang bayad. Huwag na itong ipadala ulit.',
  transaction: 'Transaksyon',
  viewTransaction: 'Tingnan ang transaksyon',
} satisfies WalletTranslation);
