/** Chinese, Simplified (zh-CN) coin picker words: 选择付款方式, 继续 and 币种 as Cake Wallet has them; 商家 and polite 您, as in zh-CN.ts. */
import { registerPickerTranslation, type PickerTranslation } from '../../picker-messages.js';

registerPickerTranslation({
  $code: 'zh-CN',
  $name: '简体中文',
  $dir: 'ltr',
  chooseMethod: '选择付款方式',
  searchMethods: '搜索币种和网络',
  noMethodMatches: '没有与搜索匹配的币种或网络。',
  noMethods: '此订单没有可用的付款方式。请联系商家。',
  continueToPay: '继续',
  preparingPayment: '正在准备付款…',
  methodFailed: '无法设置此付款方式。请重新选择，或选择其他方式。',
  payWithAnotherCoin: '使用其他币种付款',
  switchWarning: '如果您已付款，请勿更换币种：请等待款项到账，或联系商家。',
  switchAnyway: '选择其他币种',
  keepMethod: '保留此付款',
} satisfies PickerTranslation);
