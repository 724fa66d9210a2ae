/** Chinese, Simplified (zh-CN) channel words: 充值 and 充值地址 as in zh-CN.ts, 商家, 入账 as exchanges write it; polite 您. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'zh-CN',
  $name: '简体中文',
  $dir: 'ltr',
  channelTitle: (currency) => `充值 ${currency}`,
  channelCredit: (currency) =>
    `此地址长期归您使用：可随时充值任意金额，次数不限。每笔充值都会折算为 ${currency} 并计入您的账户。`,
  channelDisabled: {
    title: '充值已暂停',
    body: '向此地址的充值不会入账。请勿向此地址发送任何资产，请联系商家。',
  },
  deposits: '您的充值记录',
  noDeposits: '暂无充值记录。网络检测到充值后，会显示在这里。',
  noDepositsDisabled: '此地址没有充值记录。',
  depositSent: '已发送',
  depositRate: '汇率',
  depositFee: '手续费',
  depositConsolidationFee: '归集费',
  depositTransaction: '交易ID',
  depositStatus: { completed: '已入账', pending: '处理中', rejected: '未入账' },
  depositReceived: (amount, currency) => `已收到充值：${amount} ${currency}。`,
  depositsUnavailable: '暂时无法加载您的充值记录，正在重试…',
  invalidChannel: '无法显示此充值地址。请联系商家。',
  channelWalletDidNotOpen: '未能打开钱包应用。请改为将地址复制到您的钱包中。',
} satisfies ChannelTranslation);
