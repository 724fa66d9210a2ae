/**
 * The package entry: importing it registers `<crypto-checkout>`.
 */
import './define.js';

export { CryptoCheckout } from './crypto-checkout.js';
export { TAG_NAME } from './define.js';
export type {
  CheckoutCopyDetail,
  CheckoutErrorCode,
  CheckoutErrorDetail,
  CheckoutEventMap,
  CheckoutRedirectDetail,
  CheckoutStatusDetail,
  CopyField,
} from './events.js';
export type { InvoiceErrorCode } from './invoice.js';
export type { CheckoutStatus, FinalStatus } from './status.js';
