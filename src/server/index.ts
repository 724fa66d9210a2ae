/**
 * A reference backend for `<crypto-checkout src>`: creates invoices with your
 * API key, on the server, keeps each invoice for its whole life in a store
 * (memory, or Redis for several instances), takes every new status your
 * backend learns through one door, `update()`, and serves each invoice's
 * document to the element with an `ETag`, `304 Not Modified`, and a stream of
 * Server-Sent Events that pushes each change to every waiting payer. Built on
 * the Fetch API's `Request` and `Response` and Web Crypto only (no Node
 * imports), so the same code runs in Node ≥ 20.19, Deno, Bun, Cloudflare
 * Workers and Next.js route handlers.
 *
 * **Where the status comes from.** The spec has no operation that reads an
 * invoice back and documents no events. The handler stores the document from
 * creation, and your backend tells it each new status it learns (the
 * service's callbacks, its account and deposit lists, an operator) with
 * `update(id, change)`. Where the service does answer
 * `GET /api/public/v1/invoices/:id` (the embedded sandbox does), the handler
 * reads it too, and what it reads only refreshes the store; a `404` (or `401`,
 * `403`, `405`) there means no read for a while, not a missing invoice.
 *
 * ```ts
 * import { createInvoiceHandler } from 'crypto-checkout/server';
 *
 * const invoices = createInvoiceHandler({
 *   api: { baseUrl: process.env.PAYMENT_API_BASE_URL!, apiKey: process.env.PAYMENT_API_KEY! },
 * });
 * // GET /invoices/:id — after checking that this payer may see this invoice:
 * export const GET = (request: Request, { params }: { params: { id: string } }) => invoices.handle(request, params.id);
 * // Wherever your backend learns the status: await invoices.update(id, { status: 'completed' });
 * ```
 *
 * @packageDocumentation
 */
import {
  PaymentApiClient,
  type CreateInvoiceAttributes,
  type CreateInvoiceOptions,
  type InvoiceDocument,
  type PaymentApiClientOptions,
} from '../client/index.js';
import { InvoiceStoreError, errorResponse, failureResponse } from './errors.js';
import { INVOICE_ID_PATTERN, RATE_VALIDITY_SECONDS, isFinal, type InvoiceChange } from './invoice-rules.js';
import { invoiceWriter } from './invoice-writes.js';
import { keptInvoices } from './invoices.js';
import { faultReporter, type InvoiceLogger } from './logger.js';
import { orderHandler, type OrderSettings } from './order.js';
import { pollAnswers } from './poll-answer.js';
import { memoryStore, withStoreErrors, type InvoiceStore } from './store.js';
import { asksForStream, invoiceStreams } from './stream.js';
import { isPaymentApiFailure, serviceReadPause, upstreamError } from './upstream.js';

export { memoryStore, type InvoiceStore, type MemoryStoreOptions, type StoredInvoice } from './store.js';
export {
  InvoiceServerError,
  InvoiceStoreError,
  InvoiceUpdateError,
  type InvoiceStoreErrorCode,
  type InvoiceUpdateErrorCode,
} from './errors.js';
export type { InvoiceLogger, LogFields } from './logger.js';
export { crossSiteRefusal, type CrossSiteRefusal } from './cross-site.js';
export * from './sandbox-events.js';
export { methodsFromAccount, type CheckoutMethod, type OrderAttributes, type OrderSettings } from './order.js';
export { renderCheckoutHTML, type RenderCheckoutOptions } from './render.js';
export { INVOICE_ID_PATTERN, type InvoiceChange } from './invoice-rules.js';
export { STREAM_HEADER } from './stream.js';

export interface InvoiceHandlerOptions {
  /** Where the payment API is and your key there (the key never leaves the server). */
  api: PaymentApiClientOptions;
  /**
   * Where invoices are kept: `memoryStore()` (the default, one process) or `redisStore()` from
   * `crypto-checkout/server/redis` (several instances, and restarts).
   */
  store?: InvoiceStore;
  /**
   * Seconds between reads of the payment API per invoice, where it has a read, and the `max-age` of an
   * open invoice's document. Default 5 (the element's poll interval).
   */
  pollInterval?: number;
  /** The `max-age`, in seconds, of a final invoice's document (completed, expired, cancelled, rejected). Default 300. */
  finalCacheSeconds?: number;
  /** Seconds an invoice is kept after its rate expires, for a payer who comes back or pays late. Default 86,400 (a day). */
  graceSeconds?: number;
  /**
   * `false`: no stream; `src` only answers polls, as a backend in any language may. Default `true`: the
   * answers carry `Invoice-Stream: sse`, and a request with `Accept: text/event-stream` is streamed.
   */
  stream?: boolean;
  /**
   * Seconds between `ping` events on a stream, under proxies' idle timeouts (nginx: 60 s), at most 30: the element
   * takes a stream silent for 45 s as stalled, and polls. Default 15.
   */
  heartbeatSeconds?: number;
  /**
   * `false`: every request reads the payment API (requests for one invoice that arrive while a read is under
   * way still share it), for measuring what the store saves (`npm run bench:load`). Default `true`.
   */
  cache?: boolean;
  /**
   * `false` (default): `Cache-Control: private, max-age=<pollInterval>`, for an endpoint that decides by a
   * session who may read an invoice. `{ staleWhileRevalidate: n }`: `public, max-age=<pollInterval>,
   * stale-while-revalidate=<n>`, only when the URL alone grants access (an unguessable invoice id), so a CDN
   * may absorb the polling.
   */
  shared?: false | { staleWhileRevalidate: number };
  /**
   * Consulted when the payment API answers 404 to the read of an invoice the store does not hold (one created
   * before the store, or elsewhere): a document to keep and serve, or `undefined` for 404.
   */
  fallback?: (id: string) => InvoiceDocument | undefined | Promise<InvoiceDocument | undefined>;
  /**
   * Origins besides the request's own host whose pages may `POST` to `handleOrder` (`https://shop.example`):
   * any other `Origin` is refused (crossSiteRefusal). Default none.
   */
  origins?: readonly string[];
  /**
   * Your logger (`console`, pino, …): the handler and its store report each fault there (a store that cannot be
   * reached, a read of the payment API that was not kept), as `logger.error(fields, message)` or `warn`: an
   * object (`operation`, `invoiceId`, `code`, `err`) and then a one-line message, at most once per kind every
   * 10 s. Default: one line on the console per fault, with the time, the operation and the invoice id.
   */
  logger?: InvoiceLogger;
  /** The clock, in milliseconds (tests). Default `Date.now`. */
  now?: () => number;
}

export interface InvoiceHandler {
  /**
   * Answers a `GET` (or `HEAD`) for the invoice `id`: its document with `ETag`, `Cache-Control` and `Date`,
   * `304` when `If-None-Match` names the current `ETag`, or, asked with `Accept: text/event-stream`, a stream
   * of Server-Sent Events (the document now, then each change, a heartbeat, and the end after a final
   * status). While the store cannot be reached: `503` `store_unavailable` with `Retry-After`. Check first that
   * the asker may see this invoice.
   */
  handle(request: Request, id: string): Promise<Response>;
  /**
   * Creates an invoice with the API key (`POST /api/public/v1/invoices`) and keeps its document. The store is
   * checked first: while it cannot be reached no invoice is created upstream.
   *
   * @throws {InvoiceStoreError} `store_unavailable` when the store cannot be reached (nothing was created), or
   *   could not keep the created invoice (its `invoiceId` names it); the payment API's errors as they are.
   */
  createInvoice(attributes: CreateInvoiceAttributes, options?: CreateInvoiceOptions): Promise<InvoiceDocument>;
  /**
   * The one door for a new status: from a callback of the service, a read, a deposit list, an operator.
   * The status only moves forward (pending → processing or on hold → a final status), and a final status
   * never changes: a repeated or out-of-order change changes nothing and returns the stored document.
   * Every waiting payer, on any instance, is told at once. Safe under concurrent calls on several
   * instances (compare-and-set in the store).
   *
   * @returns the document as stored after the change.
   * @throws {InvoiceUpdateError} `not_found` for a status change of an invoice the store does not hold,
   *   `mismatch` for a document of another invoice or none, `payment_changed` for a document that changes
   *   what the payer must pay (amount, currency, network, address, memo or instructions), `invalid_status`
   *   for a status this package does not know.
   * @throws {InvoiceStoreError} `store_unavailable` when the store cannot be reached, `conflict` when other
   *   writes of the invoice kept coming first; nothing was written.
   */
  update(id: string, change: InvoiceChange): Promise<InvoiceDocument>;
  /**
   * Answers an order's checkout URL, `<crypto-checkout order-src>`, for a payer who chooses the coin and
   * network: `GET` the methods (or the order's open invoice, to resume it, with `Content-Location`), `POST` `{ chargedCurrency, network }` the invoice for that method, created once per order and method however
   * many requests arrive on however many instances (`201` with `Location`; `200` with the open one). Only
   * the currency and network are read from the request, and only a method of `methods` is taken (else
   * `422`): the amount is `order`'s. While the store cannot be reached: `503` `store_unavailable` with
   * `Retry-After`, and no invoice is created. Check first that the asker may pay this order.
   */
  handleOrder(request: Request, settings: OrderSettings): Promise<Response>;
  /** Reads `id` from the payment API at its next request (where the service has a read), not after `pollInterval`. */
  forget(id: string): void;
  /**
   * Shuts the handler down, for a process that is stopping: ends every stream open on this instance (cleanly, so
   * each element polls, and reconnects to another instance), stops the handler's timers, and closes the store's
   * connections when it has a `close()` (`redisStore()` does). A stream asked for afterwards sends the document
   * and ends. Resolves once all of it is done; calling it again changes nothing.
   */
  close(): Promise<void>;
  /** The store invoices are kept in. */
  readonly store: InvoiceStore;
  /** The client the handler calls the payment API with. */
  readonly client: PaymentApiClient;
}

const DEFAULT_POLL_INTERVAL = 5;
const DEFAULT_FINAL_CACHE_SECONDS = 300;
const DEFAULT_GRACE_SECONDS = 86_400;
const DEFAULT_HEARTBEAT_SECONDS = 15;
/** The element takes a stream silent for 45 s as stalled: a `ping` at least every 30 s. */
const MAX_HEARTBEAT_SECONDS = 30;

/** Creates the handler; one per process (or Worker isolate), so its single-flight is shared. */
export function createInvoiceHandler(options: InvoiceHandlerOptions): InvoiceHandler {
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryStore({ now });
  const report = faultReporter(options.logger);
  if (options.logger) store.setLogger?.(options.logger);
  /** The store as the handler uses it: each failure an InvoiceStoreError. */
  const kept = withStoreErrors(store);
  const interval = positive(options.pollInterval, DEFAULT_POLL_INTERVAL);
  const graceSeconds = positive(options.graceSeconds, DEFAULT_GRACE_SECONDS);
  const streaming = options.stream !== false;
  const client = new PaymentApiClient(options.api);

  const writer = invoiceWriter({ store: kept, now, graceSeconds });
  const invoices = keptInvoices({
    client,
    store: kept,
    writer,
    readPause: serviceReadPause(now, report),
    now,
    intervalMs: interval * 1000,
    cache: options.cache !== false,
    ...(options.fallback ? { fallback: options.fallback } : {}),
    report,
  });
  const answerPoll = pollAnswers({
    now,
    openSeconds: interval,
    finalSeconds: Math.max(interval, positive(options.finalCacheSeconds, DEFAULT_FINAL_CACHE_SECONDS)),
    shared: options.shared,
    streaming,
  });
  const streams = invoiceStreams({
    store: kept,
    heartbeatMs: Math.min(MAX_HEARTBEAT_SECONDS, positive(options.heartbeatSeconds, DEFAULT_HEARTBEAT_SECONDS)) * 1000,
    pollMs: interval * 1000,
    // Where the service has a read, this instance reads each streamed invoice (single-flight, per pollInterval).
    poll: (ids) => invoices.refresh(ids),
    isFinal,
    report,
  });
  const handleOrder = orderHandler({
    store: kept,
    now,
    // The order's claim, written before this, has shown that the store answers.
    createInvoice: (attributes) => invoices.createAndKeep(attributes),
    failure: (error) => {
      if (isPaymentApiFailure(error)) return upstreamError(error);
      const id = error instanceof InvoiceStoreError ? error.invoiceId : undefined;
      return failureResponse(report, error, 'handleOrder', id, 'The invoice could not be created.');
    },
    error: errorResponse,
    ttlSeconds: RATE_VALIDITY_SECONDS + graceSeconds,
    origins: options.origins ?? [],
  });
  let closing: Promise<void> | undefined;

  return {
    client,
    store,
    createInvoice: invoices.createInvoice,
    handleOrder,
    forget: invoices.forget,
    update: writer.update,
    close() {
      closing ??= (async () => {
        streams.close();
        await store.close?.();
      })();
      return closing;
    },
    async handle(request, id) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return errorResponse(405, 'method_not_allowed', 'Use GET.', { Allow: 'GET, HEAD' });
      }
      if (typeof id !== 'string' || !INVOICE_ID_PATTERN.test(id)) {
        return errorResponse(404, 'not_found', 'There is no such invoice.');
      }
      const loaded = await invoices.current(id);
      // Shared by every request of the read (single-flight): each gets its own copy of the body.
      if ('error' in loaded) return loaded.error.clone();
      if (streaming && asksForStream(request)) return streams.open(request, id, loaded.invoice);
      return answerPoll(request, id, loaded.invoice);
    },
  };
}

/** `value` when it is a number of seconds above 0, else `fallback`. */
function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}
