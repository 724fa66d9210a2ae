/** Japanese (ja) browser-wallet words: ウォレット, ネットワーク, 支払い, 送金 and QRコード as in ja.ts, トランザクション as Japanese wallets write it (unsourced); polite です/ます in sentences, terse labels and buttons, as in ja.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'ja',
  $name: '日本語',
  $dir: 'ltr',
  walletsHeading: 'ブラウザのウォレットで支払う',
  payWith: (wallet) => `${wallet}で支払う`,
  confirmInWallet: (wallet) => `${wallet}で支払いを承認してください。`,
  walletCancelled: 'ウォレットでキャンセルされました。何も送金されていません。',
  walletWrongChain: (network) =>
    `ウォレットが${network}ネットワークに接続されていないため、何も送金されていません。ウォレットを${network}に切り替えてから、もう一度お試しください。`,
  walletChainUnknown: (network) =>
    `ウォレットに${network}ネットワークがないため、何も送金されていません。${network}をウォレットに追加してからもう一度お試しいただくか、QRコードまたはアドレスをご利用ください。`,
  walletBusy:
    'ウォレットで以前のリクエストが保留中です。ウォレットを開き、そのリクエストを完了するか閉じてから、もう一度お試しください。',
  walletFailed:
    'ウォレットから支払いを送金できませんでした。もう一度お試しいただくか、QRコードまたはアドレスをご利用ください。',
  walletSent: 'ウォレットから送金しました',
  walletSentNext: 'このページを開いたままにしてください。支払いが届き次第、表示が変わります。再送金しないでください。',
  transaction: 'トランザクション',
  viewTransaction: 'トランザクションを表示',
} satisfies WalletTranslation);
