/**
 * The payment API as the invoice handler meets it: its failures as answers for the element (with the wait a
 * `429` or `5xx` asks for, checked and capped), and the pause of its invoice read once it has answered that it
 * has none (the spec's service has no such read; the sandbox has).
 */
import {
  NotFoundError,
  PaymentApiConnectionError,
  PaymentApiError,
  RateLimitError,
  ServerError,
} from '../client/index.js';
import { MAX_RETRY_AFTER_SECONDS } from '../core/polling.js';
import { errorResponse } from './errors.js';
import type { Report } from './logger.js';

/** The statuses by which a service says it has no invoice read (for this key): 404, 401, 403, 405. */
const NO_READ_STATUSES = [401, 403, 404, 405];

/** How long the handler does without the service's invoice read after it answered that there is none. */
export const NO_READ_MS = 10 * 60_000;

/** Whether `error` is the payment API's: a refusal (any status) or no answer. */
export function isPaymentApiFailure(error: unknown): error is PaymentApiError | PaymentApiConnectionError {
  return error instanceof PaymentApiError || error instanceof PaymentApiConnectionError;
}

/**
 * The whole seconds, from 1 to MAX_RETRY_AFTER_SECONDS, that `error` asks to wait: a `429` or `5xx` whose
 * `Retry-After` the client read (delta-seconds or an HTTP date, strictly, by src/core/http-date.ts). Undefined
 * for any other error, and for a wait that is no number of seconds (NaN or negative: an error made by other
 * code). Never 0, which would have every waiting element ask again at once.
 */
export function retryAfterSeconds(error: unknown): number | undefined {
  const seconds = error instanceof RateLimitError || error instanceof ServerError ? error.retryAfterSeconds : undefined;
  if (typeof seconds !== 'number' || Number.isNaN(seconds) || seconds < 0) return undefined;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(seconds)));
}

/**
 * The payment API's failure as the element should see it, never cached: a refused key or request is 502
 * (the element retries 5xx), 429 and 5xx are 503 with `Retry-After` when upstream gave one (retryAfterSeconds;
 * else 502), no answer is 502, a timeout 504. Rethrows what is no payment API failure.
 */
export function upstreamError(error: unknown): Response {
  if (error instanceof PaymentApiConnectionError) {
    return error.timedOut
      ? errorResponse(504, 'payment_api_timeout', 'The payment API did not answer in time.')
      : errorResponse(502, 'payment_api_unreachable', 'The payment API could not be reached.');
  }
  const seconds = retryAfterSeconds(error);
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

/**
 * Whether to ask the service's invoice read, shared by every invoice of one handler: after it answered 404,
 * 401, 403 or 405 for an invoice the store holds, not for NO_READ_MS; then one read tries again while the
 * others wait for its answer, and a read that answers makes reads regular again.
 */
export function serviceReadPause(now: () => number, report: Report) {
  let until = -Infinity;
  return {
    /** Whether the service is read at all now (the streams' poll skips it while paused). */
    reads: () => now() >= until,
    /** Whether to read now; the first read after a pause holds the others off as it tries. */
    mayRead(): boolean {
      if (now() < until) return false;
      if (until !== -Infinity) until = now() + NO_READ_MS;
      return true;
    },
    /** A read answered: the service has the read (again). */
    resume(): void {
      until = -Infinity;
    },
    /**
     * Pauses reads when `error`, the answer to the read of `id` (an invoice the store holds), says the service
     * has none, and says so to the logger. False for any other failure, which pauses nothing.
     */
    pauseFor(id: string, error: unknown): boolean {
      if (!(error instanceof PaymentApiError && NO_READ_STATUSES.includes(error.status))) return false;
      until = now() + NO_READ_MS;
      // 404 is what a service without the read answers; a refused key or method is worth a look.
      const level = error instanceof NotFoundError || error.status === 405 ? 'info' : 'warn';
      const message = `The payment API has no invoice read (${error.status}): serving the store, asking again in 10 minutes`;
      report({ level, operation: 'read', invoiceId: id, message, error });
      return true;
    },
  };
}

/** The read pause of one handler (serviceReadPause). */
export type ServiceReadPause = ReturnType<typeof serviceReadPause>;
