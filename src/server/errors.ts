/**
 * The errors `crypto-checkout/server` throws, and the JSON:API error answers the handler makes of failures.
 * Every error has a `code`, a message, the invoice id where there is one (`invoiceId`) and, when it wraps
 * another failure (a Redis error, a lost connection), that failure as its `cause`.
 */
import { PaymentApiConnectionError, PaymentApiError, RateLimitError, ServerError } from '../client/index.js';
import { JSON_API_MEDIA_TYPE } from '../client/protocol.js';

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
 * The payment API's failure as the element should see it, never cached: a refused key or request is 502
 * (the element retries 5xx), 429 and 5xx are 503 with `Retry-After` when upstream gave one (else 502), no
 * answer is 502, a timeout 504. Rethrows what is no payment API failure.
 */
export function upstreamError(error: unknown): Response {
  if (error instanceof PaymentApiConnectionError) {
    return error.timedOut
      ? errorResponse(504, 'payment_api_timeout', 'The payment API did not answer in time.')
      : errorResponse(502, 'payment_api_unreachable', 'The payment API could not be reached.');
  }
  const seconds = error instanceof RateLimitError || error instanceof ServerError ? error.retryAfterSeconds : undefined;
  if (seconds !== undefined) {
    return errorResponse(503, 'payment_api_unavailable', 'The payment API asks to try again later.', {
      'Retry-After': String(seconds),
    });
  }
  if (error instanceof PaymentApiError) {
    return errorResponse(502, 'payment_api_error', `The payment API answered ${error.status}.`);
  }
  throw error;
}
