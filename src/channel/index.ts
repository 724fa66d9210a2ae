/**
 * `crypto-checkout/channel` and the script-tag file `crypto-channel.min.js`: importing it registers
 * `<crypto-channel>`, the standing deposit address of a payment-service channel (docs/channels.md).
 */
import './define.js';

export { CHANNEL_TAG_NAME } from './define.js';
export { CryptoChannel } from './crypto-channel.js';
export type { ChannelErrorCode, ChannelView, DepositView } from '../core/channel.js';
export {
  channelEn,
  registerChannelTranslation,
  type ChannelMessages,
  type ChannelTranslation,
} from '../i18n/channel-messages.js';
export {
  registerTranslation,
  type ChannelEventMap,
  type CheckoutCopyDetail,
  type CheckoutDepositDetail,
  type CheckoutErrorDetail,
  type Translation,
  type TranslationInput,
} from '../element.js';
