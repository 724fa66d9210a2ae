/**
 * The events `<crypto-checkout>` and `<crypto-channel>` fire. All bubble and cross shadow roots
 * (`composed`); `checkout-redirect`, `checkout-renew` and `checkout-method-select` are cancelable.
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
