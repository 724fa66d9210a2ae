/**
 * `crypto-checkout/wallets`: pay from a browser wallet with one press. Importing it adds a "Pay with <wallet>"
 * button per wallet on the page (EIP-6963's EVM wallets, and TronLink) to the payment screen of every
 * `<crypto-checkout>`, present or added later, for an invoice whose chain and coin the part knows. The script-tag
 * build is dist/crypto-checkout-wallets.min.js, loaded with its own integrity value, before or after the element's.
 */
import { addPaymentAddon } from '../ui/payment-addon.js';
import { WalletPart } from './wallet-part.js';

addPaymentAddon((host) => new WalletPart(host));

export { registerWalletTranslation, type WalletMessages, type WalletTranslation } from '../i18n/wallet-messages.js';
export type {
  CheckoutWallet,
  CheckoutWalletSendDetail,
  CheckoutWalletSentDetail,
  CheckoutWalletTransaction,
} from '../ui/events.js';
