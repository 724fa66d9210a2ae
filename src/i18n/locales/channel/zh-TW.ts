/** Chinese, Traditional (zh-TW) channel words: 入金 and 入金地址 as in zh-TW.ts, 商店, 傳送, 入帳; full-width punctuation, 您. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'zh-TW',
  $name: '繁體中文',
  $dir: 'ltr',
  channelTitle: (currency) => `入金 ${currency}`,
  channelCredit: (currency) =>
    `此地址將一直屬於您：可隨時入金任意金額，次數不限。每筆入金都會折算為 ${currency}，並計入您的帳戶。`,
  channelDisabled: {
    title: '入金已暫停',
    body: '入金至此地址的款項不會入帳。請勿傳送任何資產至此地址，請聯絡商店。',
  },
  deposits: '您的入金紀錄',
  noDeposits: '尚無入金紀錄。網路偵測到入金後，就會顯示在這裡。',
  noDepositsDisabled: '此地址沒有入金紀錄。',
  depositSent: '已傳送',
  depositRate: '匯率',
  depositFee: '手續費',
  depositConsolidationFee: '歸集費',
  depositTransaction: '交易ID',
  depositStatus: { completed: '已入帳', pending: '處理中', rejected: '未入帳' },
  depositReceived: (amount, currency) => `已收到入金：${amount} ${currency}。`,
  depositsUnavailable: '目前無法載入您的入金紀錄，正在重試…',
  invalidChannel: '無法顯示此入金地址。請聯絡商店。',
  channelWalletDidNotOpen: '沒有開啟任何錢包應用程式。請改為將地址複製到您的錢包。',
} satisfies ChannelTranslation);
