/**
 * The events `<crypto-checkout>` and `<crypto-channel>` fire. All bubble and cross shadow roots
 * (`composed`); `checkout-redirect`, `checkout-renew`, `checkout-method-select` and `checkout-wallet-send` are
 * cancelable.
 */
import type { ChannelErrorCode, DepositView } from '../core/channel.js';
import type { InvoiceErrorCode } from '../core/invoice.js';
import type { CopyField } from '../i18n/messages.js';
import type { CheckoutStatus, FinalStatus } from '../core/status.js';

export type { CopyField };

export interface CheckoutStatusDetail {
  status: CheckoutStatus;
  previous: CheckoutStatus;
}

export interface CheckoutRedirectDetail {
  /** The absolute http(s) URL about to be followed. */
  url: string;
  status: FinalStatus;
}

export interface CheckoutCopyDetail {
  field: CopyField;
  value: string;
  /** False when the browser refused: the text was selected for the payer to copy by hand. */
  ok: boolean;
}

export interface CheckoutRenewDetail {
  /** The expired invoice. */
  invoiceId: string;
  /** The merchant's reference of the expired invoice, if it had one. */
  reference?: string;
}

export interface CheckoutMethodSelectDetail {
  /** The coin chosen, as `chargedCurrency` names it: `USDT`. */
  currency: string;
  /** The network chosen, as `network` names it: `tron:usdt`. */
  network: string;
}

/** The browser wallet a payer pressed, as it named itself (EIP-6963's `info`; TronLink for Tron). Text only. */
export interface CheckoutWallet {
  name: string;
  /** Its reverse-DNS id (`io.metamask`); `com.tronlink` for TronLink. */
  rdns: string;
}

/**
 * What the element is about to ask a browser wallet to send (`crypto-checkout/wallets`): on an EVM chain the
 * `eth_sendTransaction` request less its `from`, on Tron the transfer TronLink signs. The amount is the
 * invoice's, exactly, in the coin's smallest unit.
 */
export type CheckoutWalletTransaction =
  | { kind: 'evm'; chainId: `0x${string}`; to: string; value: `0x${string}` }
  | { kind: 'evm'; chainId: `0x${string}`; to: string; data: `0x${string}` }
  | { kind: 'tron'; type: 'trx'; to: string; sun: string }
  | { kind: 'tron'; type: 'trc20'; contract: string; to: string; amount: string };

export interface CheckoutWalletSendDetail {
  invoiceId: string;
  wallet: CheckoutWallet;
  transaction: CheckoutWalletTransaction;
  /** The deposit address the payment goes to (for a token, inside the transaction's `data`). */
  recipient: string;
  /** The amount in the coin's or token's smallest unit, decimal digits. */
  baseUnits: string;
}

export interface CheckoutWalletSentDetail {
  invoiceId: string;
  wallet: CheckoutWallet;
  /** The transaction hash the wallet answered. */
  hash: string;
  /** The hash on the network's block explorer, where the element knows one. */
  explorerUrl?: string;
}

export type CheckoutErrorCode =
  | InvoiceErrorCode
  /** `<crypto-channel>`: its channel document or its deposit list cannot be shown. */
  | ChannelErrorCode
  /** A redirect URL that is not an absolute http(s) URL (or not an allowed origin) was refused. */
  | 'unsafe-redirect'
  /** The `src` URL refused the request for good (a 4xx other than 408 and 429) before the invoice showed. */
  | 'load-failed'
  /** A status answer changed what to pay (amount, currency, network, address, memo): the payment is withdrawn. */
  | 'payment-changed'
  /**
   * Not fatal: the network code and `networkName` name different networks. The payer sees the name and the
   * address only, with no payment URI or wallet link.
   */
  | 'ambiguous-network';

export interface CheckoutErrorDetail {
  code: CheckoutErrorCode;
  /** For the developer, in English. */
  message: string;
  /** JSON pointer to the field at fault, when a field is. */
  path?: string;
}

/** A deposit to the channel that the list had not shown before: its attributes as the service sent them. */
export type CheckoutDepositDetail = DepositView;

/** `<crypto-channel>`'s events. */
export interface ChannelEventMap {
  'checkout-deposit': CustomEvent<CheckoutDepositDetail>;
  'checkout-copy': CustomEvent<CheckoutCopyDetail>;
  /** The channel document cannot be shown (`path` names the field), or its deposits could not be loaded. */
  'checkout-error': CustomEvent<CheckoutErrorDetail>;
}

export interface CheckoutEventMap {
  'checkout-status': CustomEvent<CheckoutStatusDetail>;
  'checkout-redirect': CustomEvent<CheckoutRedirectDetail>;
  'checkout-copy': CustomEvent<CheckoutCopyDetail>;
  'checkout-error': CustomEvent<CheckoutErrorDetail>;
  'checkout-renew': CustomEvent<CheckoutRenewDetail>;
  'checkout-method-select': CustomEvent<CheckoutMethodSelectDetail>;
  /** Fired by the browser-wallet part (`crypto-checkout/wallets`). */
  'checkout-wallet-send': CustomEvent<CheckoutWalletSendDetail>;
  'checkout-wallet-sent': CustomEvent<CheckoutWalletSentDetail>;
}

/** Every event of both elements by name. */
type ElementEventMap = CheckoutEventMap & ChannelEventMap;

export function checkoutEvent<K extends keyof ElementEventMap>(
  type: K,
  detail: ElementEventMap[K]['detail'],
  cancelable?: boolean,
): ElementEventMap[K] {
  return new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }) as ElementEventMap[K];
}

declare global {
  // Both elements' events, typed for addEventListener anywhere.
  interface GlobalEventHandlersEventMap extends CheckoutEventMap {
    'checkout-deposit': CustomEvent<CheckoutDepositDetail>;
  }
}
