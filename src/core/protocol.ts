/**
 * The payment API's fixed words, each spelled once: the media type, the path
 * prefix and the invoice statuses. The client, the sandbox, the demo shop
 * and the element's status mapping (src/core/status.ts) all read them from here.
 */

/** The JSON:API media type every request and answer uses. */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

/** The path prefix of every operation. */
export const API_PREFIX = '/api/public/v1';

/**
 * Invoice statuses. The spec names the outcomes (complete, expired, cancelled,
 * rejected) but not the identifiers; these are the ones the sandbox sends and
 * `<crypto-checkout>` reads.
 */
export const INVOICE_STATUSES = [
  'pending',
  'processing',
  'on_hold',
  'completed',
  'expired',
  'cancelled',
  'rejected',
] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The statuses after which an invoice no longer changes. */
export const FINAL_INVOICE_STATUSES = [
  'completed',
  'expired',
  'cancelled',
  'rejected',
] as const satisfies readonly InvoiceStatus[];

export type FinalInvoiceStatus = (typeof FINAL_INVOICE_STATUSES)[number];

/** True for a final invoice status; false for an open one and for any value it does not know. */
export function isFinalInvoiceStatus(value: unknown): value is FinalInvoiceStatus {
  return (FINAL_INVOICE_STATUSES as readonly unknown[]).includes(value);
}
