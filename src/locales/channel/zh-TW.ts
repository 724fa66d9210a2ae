/** Chinese, Traditional (zh-TW) channel words: 充值 and 充值地址 as in zh-TW.ts, 商店, 傳送, 入帳; full-width punctuation, 您. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'zh-TW',
  $name: '繁體中文',
  $dir: 'ltr',
  channelTitle: (currency) => `充值 ${currency}`,
  channelCredit: (currency) =>
    `此地址將一直屬於您：可隨時充值任意金額，次數不限。每筆充值都會折算為 ${currency}，並計入您的帳戶。`,
  channelDisabled: {
    title: '充值已暫停',
    body: '充值至此地址的款項不會入帳。請勿傳送任何資產至此地址，請聯絡商店。',
  },
  deposits: '您的充值紀錄',
  noDeposits: '尚無充值紀錄。網路偵測到充值後，就會顯示在這裡。',
  depositSent: '已傳送',
  depositStatus: { completed: '已入帳', pending: '處理中', rejected: '未入帳' },
  depositReceived: (amount, currency) => `已收到充值：${amount} ${currency}。`,
  depositsUnavailable: '目前無法載入您的充值紀錄，正在重試…',
  invalidChannel: '無法顯示此充值地址。請聯絡商店。',
  channelWalletDidNotOpen: '沒有開啟任何錢包應用程式。請改為將地址複製到您的錢包。',
} satisfies ChannelTranslation);
