/** Chinese, Traditional (zh-TW) browser-wallet words: 錢包, 網路, 付款 and QR碼 as in zh-TW.ts, 交易 for a transaction as Taiwanese wallets write it (unsourced); full-width punctuation and 您, as in zh-TW.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'zh-TW',
  $name: '繁體中文',
  $dir: 'ltr',
  walletsHeading: '使用瀏覽器錢包付款',
  payWith: (wallet) => `使用 ${wallet} 付款`,
  confirmInWallet: (wallet) => `請在 ${wallet} 中確認付款。`,
  walletCancelled: '您已在錢包中取消。未傳送任何款項。',
  walletWrongChain: (network) =>
    `您的錢包目前不在 ${network} 網路上，因此未傳送任何款項。請將錢包切換至 ${network} 網路後再試一次。`,
  walletChainUnknown: (network) =>
    `您的錢包中沒有 ${network} 網路，因此未傳送任何款項。請將 ${network} 網路新增至錢包後再試一次，或改用QR碼或地址付款。`,
  walletBusy: '您的錢包仍有一個先前的請求尚未處理。請開啟錢包，完成或關閉該請求，然後再試一次。',
  walletFailed: '您的錢包無法傳送這筆付款。請再試一次，或改用QR碼或地址付款。',
  walletSent: '已從您的錢包傳送',
  walletSentNext: '請保持此頁面開啟：付款送達後頁面會立即更新。請勿重複付款。',
  transaction: '交易',
  viewTransaction: '查看交易',
} satisfies WalletTranslation);
