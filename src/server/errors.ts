/**
 * The errors `crypto-checkout/server` throws, the JSON:API error answers, and the answer to a failure of the
 * store or of the handler itself (the payment API's failures are answered in upstream.ts). Every error has a
 * `code`, a message, the invoice id where there is one (`invoiceId`) and, when it wraps another failure (a Redis
 * error, a lost connection), that failure as its `cause`.
 */
import { JSON_API_MEDIA_TYPE } from '../core/protocol.js';
import type { Report } from './logger.js';

/** Why `update()` refused a change. */
export type InvoiceUpdateErrorCode = 'not_found' | 'mismatch' | 'payment_changed' | 'invalid_status';

/**
 * What every error of `crypto-checkout/server` carries: a `code`, a message, the record it concerns and, when it
 * wraps another failure, that failure as its `cause`.
 */
export class InvoiceServerError<Code extends string = string> extends Error {
  /**
   * The record the error concerns: an invoice's id, or `order:<reference>` for an order's record (`handleOrder`).
   * Undefined when the caller did not say, or for a check of the store as a whole.
   */
  readonly invoiceId: string | undefined;
  constructor(
    readonly code: Code,
    message: string,
    options: { invoiceId?: string; cause?: unknown } = {},
  ) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.invoiceId = options.invoiceId;
  }
}

/** `update()` refused a change; nothing was written. */
export class InvoiceUpdateError extends InvoiceServerError<InvoiceUpdateErrorCode> {
  override name = 'InvoiceUpdateError';
}

/**
 * Why the store failed: `store_unavailable`, it could not be reached or did not answer in time (nothing was
 * written; try again in a few seconds); `conflict`, other writes of the same record kept coming first.
 */
export type InvoiceStoreErrorCode = 'store_unavailable' | 'conflict';

/** The invoice store failed; `cause` is the store's own error (a Redis error, a lost connection), where there is one. */
export class InvoiceStoreError extends InvoiceServerError<InvoiceStoreErrorCode> {
  override name = 'InvoiceStoreError';
}

/** `error` as an `InvoiceStoreError`: itself when it is one, else `store_unavailable` with it as the cause. */
export function storeFailure(error: unknown, invoiceId: string | undefined, doing: string): InvoiceStoreError {
  if (error instanceof InvoiceStoreError) return error;
  const reason = error instanceof Error && error.message ? `: ${error.message}` : '';
  const subject = invoiceId === undefined ? '' : ` ${invoiceId}`;
  return new InvoiceStoreError('store_unavailable', `The invoice store could not ${doing}${subject}${reason}.`, {
    ...(invoiceId === undefined ? {} : { invoiceId }),
    cause: error,
  });
}

/** Seconds a `503 store_unavailable` asks the element (or any client) to wait: a reconnect takes about that. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** A JSON:API error answer, never cached. */
export function errorResponse(
  status: number,
  code: string,
  detail: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ errors: [{ status: String(status), code, detail }] }), {
    status,
    headers: {
      'Content-Type': JSON_API_MEDIA_TYPE,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

/** `503 store_unavailable` with `Retry-After`: the element retries after it and shows the invoice again. */
export function storeUnavailableResponse(): Response {
  return errorResponse(503, 'store_unavailable', 'The invoice store is unavailable; try again in a few seconds.', {
    'Retry-After': String(STORE_RETRY_AFTER_SECONDS),
  });
}

/**
 * A failure of `operation` as an answer, reported to the logger: `503 store_unavailable` with `Retry-After`
 * while the store cannot be reached (the element waits and asks again), else `500 internal_error` with `detail`.
 */
export function failureResponse(
  report: Report,
  error: unknown,
  operation: string,
  invoiceId: string | undefined,
  detail: string,
): Response {
  report({ level: 'error', operation, ...(invoiceId === undefined ? {} : { invoiceId }), message: detail, error });
  const unavailable = error instanceof InvoiceStoreError && error.code === 'store_unavailable';
  return unavailable ? storeUnavailableResponse() : errorResponse(500, 'internal_error', detail);
}
