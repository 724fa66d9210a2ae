/** Japanese (ja): terms as HollaEx, Trezor Suite, Xaman, Cake Wallet and BTCPay use them in Japanese (入金アドレス, 宛先タグ, メモ, ネットワーク, 金額, コピー, QRコード), confirmations as Cake Wallet (確認); the TON comment (コメント) is unsourced; polite です/ます in sentences, terse status titles and labels (支払い, スマホ). The memo-confirm hint says "確認 that you will enter the tag" (宛先タグを入力することを確認), not "check your tag entry". The tag's label puts the Latin "Tag" first (Tag（宛先タグ）), as zh-CN does and the exchanges' help pages keep it (src/i18n/locales/TERMS.md). */
import type { MemoKind } from '../../core/address.js';
import { registerTranslation, type Translation } from '../localize.js';

/**
 * The memo's name: particles follow it unchanged, so one form serves every sentence. Keyed by its kind.
 */
const MEMO: Record<MemoKind, string> = { 'destination-tag': '宛先タグ', memo: 'メモ', comment: 'コメント' };

registerTranslation({
  $code: 'ja',
  $name: '日本語',
  $dir: 'ltr',
  loading: '支払いを読み込み中…',
  loadRetrying: 'ショップに再接続中…',
  renewing: '新しいレートを取得中…',
  amountDue: '支払い金額',
  orderTotal: '注文合計',
  rate: (charged, rate, billed) => `確定レート：1 ${charged} = ${rate} ${billed}`,
  network: 'ネットワーク',
  networkWarning: (currency, network) =>
    `${network}ネットワークの${currency}のみ送金してください。それ以外は失われる可能性があります。`,
  address: '入金アドレス',
  qrLabel: (address) => `入金アドレス ${address} のQRコード`,
  qrUriLabel: (amount, currency, address) => `支払い請求のQRコード：${address} へ ${amount} ${currency}`,
  qrContent: 'QRコードの内容',
  qrWithAmount: '金額あり',
  qrAddressOnly: 'アドレスのみ',
  qrCarriesMemo: (memo) => `このコードには${MEMO[memo]}が含まれています。`,
  qrLacksMemo: (memo) => `このコードはアドレスのみです。${MEMO[memo]}はご自身で入力してください。`,
  qrLacksAmount: (memo) =>
    `このコードはアドレスのみです。金額${memo ? `と${MEMO[memo]}` : ''}はご自身で入力してください。`,
  scanWithPhone: 'スマホのウォレットでスキャン',
  payFromAnotherDevice: '別の端末で支払う',
  openInWallet: 'ウォレットで開く',
  walletDidNotOpen: 'ウォレットが開きませんでした。代わりに金額とアドレスをウォレットにコピーしてください。',
  memoLabel: { 'destination-tag': 'Tag（宛先タグ）', memo: 'メモ', comment: 'コメント' },
  memoWarning: (memo) =>
    `${MEMO[memo]}は必須です。ウォレットで入力してください。入力しないと支払いが失われる可能性があります。`,
  memoConfirm: (memo, value) => `${MEMO[memo]} ${value} を入力します`,
  memoConfirmHint: (memo) => `アドレスを表示するには、${MEMO[memo]}を入力することを確認してください。`,
  expiresIn: '残り時間',
  timeLeft: (duration) => `支払いの残り時間は${duration}です。`,
  copy: 'コピー',
  copied: 'コピーしました',
  copiedAnnouncement: (what) => `${what}をコピーしました。`,
  copyByHand: 'テキストを選択しました。Ctrl+C（Macは⌘+C）でコピーしてください。',
  openPaymentPage: '決済サービスのページで支払う',
  buyNft: 'NFTを購入して支払う',
  openInstructions: '支払いリンクを開く',
  openNft: 'NFT出品ページを開く',
  instructionLink: '支払いリンクのQRコード',
  scanInstructions: 'スマホでスキャンして支払いリンクを開いてください。',
  fieldLabels: {
    exchange: '取引所',
    prepayId: '支払いID',
    amount: '金額',
    currency: '通貨',
    expiresAt: '有効期限',
    collection: 'コレクション',
    tokenId: 'トークンID',
    price: '価格',
    priceCurrency: '価格の通貨',
  },
  paidAmount: '金額',
  invoiceId: '請求書',
  orderReference: '注文',
  quoteReference: 'ショップへのお問い合わせ時は、以下をお伝えください：',
  status: {
    pending: { title: '支払い待ち', body: '' },
    processing: {
      title: '支払いを受け取りました',
      body: 'ネットワークの確認待ちです。ページを閉じても構いません。確認後にショップへ通知されます。',
    },
    complete: { title: '支払い完了', body: 'ありがとうございます。支払いを受け取りました。' },
    expired: {
      title: 'この支払いは期限切れです',
      body: 'レート保証は終了しました。今はこの請求書に送金しないでください。',
    },
    cancelled: { title: 'この支払いはキャンセルされました', body: 'この請求書に送金しないでください。' },
    rejected: { title: 'この支払いは拒否されました', body: '支払いについてショップにお問い合わせください。' },
    onHold: {
      title: '支払い保留中',
      body: '支払いを確認中です。必要な場合はショップから連絡があります。',
    },
  },
  alreadySent: '送金済みですか？再送金せず、ショップにお問い合わせください。',
  renew: '新しいレートを取得',
  invalidInvoice: 'この支払いを表示できません。ショップにお問い合わせください。',
  loadFailed: '支払いを読み込めませんでした。',
  tryAgain: '再試行',
  paymentChanged:
    'ページ表示中に支払い内容が変更されました。以前の内容で送金しないでください。送金済みの場合は、ショップにお問い合わせください。',
  redirectingIn: (duration) => `${duration}後にショップに戻ります。`,
  continueNow: '今すぐ戻る',
  stay: 'このページに留まる',
  returnToShop: 'ショップに戻る',
  closePage: 'このページを閉じても構いません。',
  redirectRefused: 'ご自身でショップにお戻りください。',
} satisfies Translation);
