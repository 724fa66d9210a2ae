/** Japanese (ja) coin picker words: 支払い方法 as Cake Wallet and BTCPay's checkout have it, コイン as Trezor Suite writes coins; polite です/ます in sentences, terse labels and buttons, as in ja.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'ja',
  $name: '日本語',
  $dir: 'ltr',
  chooseMethod: '支払い方法を選択',
  searchMethods: 'コインとネットワークを検索',
  noMethodMatches: '検索に一致するコインやネットワークはありません。',
  noMethods: 'この注文で利用できる支払い方法がありません。ショップにお問い合わせください。',
  continueToPay: '次へ',
  preparingPayment: '支払いを準備中…',
  methodFailed: 'この支払い方法を設定できませんでした。もう一度選ぶか、別の方法を選んでください。',
  payWithAnotherCoin: '別のコインで支払う',
  switchWarning: 'すでに送金した場合は、コインを変更しないでください。着金を待つか、ショップにお問い合わせください。',
  switchAnyway: '別のコインを選ぶ',
  keepMethod: 'この支払いを続ける',
} satisfies PickerTranslation);
