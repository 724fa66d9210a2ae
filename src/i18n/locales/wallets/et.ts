/** Estonian (et) browser-wallet words: rahakott, võrk, makse and QR-kood as in et.ts, each name after its noun in the nominative as et.ts does ("võrgus ${network}"); "tehing" unsourced; the informal "sina" imperative, as in et.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'et',
  $name: 'Eesti',
  $dir: 'ltr',
  walletsHeading: 'Maksa brauseri rahakotiga',
  payWith: (wallet) => `Maksa rahakotiga ${wallet}`,
  confirmInWallet: (wallet) => `Kinnita makse rahakotis ${wallet}.`,
  walletCancelled: 'Tühistasid rahakotis. Midagi ei saadetud.',
  walletWrongChain: (network) =>
    `Sinu rahakott ei ole võrgus ${network}, seega midagi ei saadetud. Lülita rahakott võrku ${network} ja proovi uuesti.`,
  walletChainUnknown: (network) =>
    `Sinu rahakotis pole võrku ${network}, seega midagi ei saadetud. Lisa võrk ${network} oma rahakotti ja proovi uuesti või kasuta QR-koodi või aadressi.`,
  walletBusy:
    'Sinu rahakotis on varasem päring veel pooleli. Ava rahakott, vii see päring lõpuni või sulge see ja proovi siis uuesti.',
  walletFailed: 'Rahakott ei saanud makset saata. Proovi uuesti või kasuta QR-koodi või aadressi.',
  walletSent: 'Saadetud sinu rahakotist',
  walletSentNext: 'Hoia see leht avatuna: see muutub kohe, kui makse laekub. Ära saada makset uuesti.',
  transaction: 'Tehing',
  viewTransaction: 'Vaata tehingut',
} satisfies WalletTranslation);
