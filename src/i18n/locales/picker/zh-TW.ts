/** Chinese, Traditional (zh-TW) coin picker words: 選擇付款方式, 繼續 and 幣種 as Cake Wallet has them, 付款方式 as BTCPay's zh-TW checkout; 商店, full-width punctuation and 您, as in zh-TW.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'zh-TW',
  $name: '繁體中文',
  $dir: 'ltr',
  chooseMethod: '選擇付款方式',
  searchMethods: '搜尋幣種和網路',
  noMethodMatches: '沒有符合搜尋的幣種或網路。',
  noMethods: '此訂單沒有可用的付款方式。請聯絡商店。',
  continueToPay: '繼續',
  preparingPayment: '正在準備付款…',
  methodFailed: '無法設定此付款方式。請重新選擇，或選擇其他方式。',
  payWithAnotherCoin: '使用其他幣種付款',
  switchWarning: '若您已付款，請勿更換幣種：請等待款項入帳，或聯絡商店。',
  switchAnyway: '選擇其他幣種',
  keepMethod: '保留此付款',
} satisfies PickerTranslation);
