/** Chinese, Simplified (zh-CN) browser-wallet words: 钱包, 网络, 付款 and 二维码 as in zh-CN.ts, 交易 for a transaction as Chinese wallets write it (unsourced); polite 您, as in zh-CN.ts. */
import { registerWalletTranslation, type WalletTranslation } from '../../wallet-messages.js';

registerWalletTranslation({
  $code: 'zh-CN',
  $name: '简体中文',
  $dir: 'ltr',
  walletsHeading: '使用浏览器钱包付款',
  payWith: (wallet) => `使用 ${wallet} 付款`,
  confirmInWallet: (wallet) => `请在 ${wallet} 中确认付款。`,
  walletCancelled: '您已在钱包中取消。未发送任何款项。',
  walletWrongChain: (network) =>
    `您的钱包当前不在 ${network} 网络上，因此未发送任何款项。请将钱包切换到 ${network} 网络后重试。`,
  walletChainUnknown: (network) =>
    `您的钱包中没有 ${network} 网络，因此未发送任何款项。请将 ${network} 网络添加到钱包后重试，或使用二维码或地址付款。`,
  walletBusy: '您的钱包中仍有一个之前的请求待处理。请打开钱包，完成或关闭该请求，然后重试。',
  walletFailed: '您的钱包未能发送这笔付款。请重试，或使用二维码或地址付款。',
  walletSent: '已从您的钱包发送',
  walletSentNext: '请保持此页面打开：付款到账后页面会立即更新。请勿重复付款。',
  transaction: '交易',
  viewTransaction: '查看交易',
} satisfies WalletTranslation);
