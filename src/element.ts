/**
 * `crypto-checkout/element`: the element class and its types, without
 * registering `<crypto-checkout>` (no side effects). For apps that register
 * it themselves, under this name or another, or that only need the types.
 */
export { CryptoCheckout } from './checkout/crypto-checkout.js';
export { registerTranslation, type Translation, type TranslationInput } from './i18n/localize.js';
export type {
  ChannelEventMap,
  CheckoutCopyDetail,
  CheckoutDepositDetail,
  CheckoutErrorCode,
  CheckoutErrorDetail,
  CheckoutEventMap,
  CheckoutRedirectDetail,
  CheckoutRenewDetail,
  CheckoutMethodSelectDetail,
  CheckoutStatusDetail,
  CheckoutWallet,
  CheckoutWalletSendDetail,
  CheckoutWalletSentDetail,
  CheckoutWalletTransaction,
  CopyField,
} from './ui/events.js';
export type { InvoiceErrorCode } from './core/invoice.js';
export type { FieldLabel, Messages } from './i18n/messages.js';
export type { CheckoutStatus, FinalStatus } from './core/status.js';
