/** Japanese (ja) channel words: 入金 and 入金アドレス as in ja.ts, ショップ, 反映 for credited as Japanese exchanges write it; polite です/ます in sentences, terse labels. */
import { registerChannelTranslation, type ChannelTranslation } from '../../channel-messages.js';

registerChannelTranslation({
  $code: 'ja',
  $name: '日本語',
  $dir: 'ltr',
  channelTitle: (currency) => `${currency}を入金`,
  channelCredit: (currency) =>
    `このアドレスはお客様専用で、ずっとご利用いただけます。金額・回数を問わず送金できます。入金は毎回${currency}に換算され、お客様のアカウントに反映されます。`,
  channelDisabled: {
    title: '入金は一時停止中です',
    body: 'このアドレスへの入金は反映されません。送金せず、ショップにお問い合わせください。',
  },
  deposits: '入金履歴',
  noDeposits: 'まだ入金はありません。ネットワーク上で検出されると、ここに表示されます。',
  noDepositsDisabled: 'このアドレスへの入金はありません。',
  depositSent: '送金額',
  depositRate: 'レート',
  depositFee: '処理手数料',
  depositConsolidationFee: '集約手数料',
  depositTransaction: 'トランザクションID',
  depositStatus: { completed: '反映済み', pending: '処理中', rejected: '反映不可' },
  depositReceived: (amount, currency) => `入金を受け付けました：${amount} ${currency}。`,
  depositsUnavailable: '現在、入金履歴を読み込めません。再試行中…',
  invalidChannel: 'この入金アドレスを表示できません。ショップにお問い合わせください。',
  channelWalletDidNotOpen: 'ウォレットが開きませんでした。代わりにアドレスをウォレットにコピーしてください。',
} satisfies ChannelTranslation);
