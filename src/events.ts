/**
 * The events `<crypto-checkout>` fires. All bubble and cross shadow roots
 * (`composed`); `checkout-redirect` and `checkout-renew` are cancelable.
 */
import type { InvoiceErrorCode } from './invoice.js';
import type { CopyField } from './messages.js';
import type { CheckoutStatus, FinalStatus } from './status.js';

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

export type CheckoutErrorCode =
  | InvoiceErrorCode
  /** A redirect URL that is not an absolute http(s) URL (or not an allowed origin) was refused. */
  | 'unsafe-redirect'
  /** The `src` URL answered with an error or something that is not an invoice document. */
  | 'load-failed'
  /** A status answer changed what to pay (amount, currency, network, address, memo): the payment is withdrawn. */
  | 'payment-changed';

export interface CheckoutErrorDetail {
  code: CheckoutErrorCode;
  /** For the developer, in English. */
  message: string;
  /** JSON pointer to the field at fault, when a field is. */
  path?: string;
}

export interface CheckoutEventMap {
  'checkout-status': CustomEvent<CheckoutStatusDetail>;
  'checkout-redirect': CustomEvent<CheckoutRedirectDetail>;
  'checkout-copy': CustomEvent<CheckoutCopyDetail>;
  'checkout-error': CustomEvent<CheckoutErrorDetail>;
  'checkout-renew': CustomEvent<CheckoutRenewDetail>;
}

export function checkoutEvent<K extends keyof CheckoutEventMap>(
  type: K,
  detail: CheckoutEventMap[K]['detail'],
  cancelable = false,
): CheckoutEventMap[K] {
  return new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }) as CheckoutEventMap[K];
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation is the extends clause
  interface GlobalEventHandlersEventMap extends CheckoutEventMap {}
}
