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
  NotFoundError,
  PaymentApiClient,
  PaymentApiConnectionError,
  PaymentApiError,
  type CreateInvoiceAttributes,
  type CreateInvoiceOptions,
  type InvoiceDocument,
  type PaymentApiClientOptions,
} from '../client/index.js';
import { INVOICE_STATUSES, JSON_API_MEDIA_TYPE, isFinalInvoiceStatus, type InvoiceStatus } from '../client/protocol.js';
import { RATE_VALIDITY_MS, at, changedPaymentField, isObject, parseInvoice, parseTimestamp } from '../invoice.js';
import {
  InvoiceStoreError,
  InvoiceUpdateError,
  errorResponse,
  storeUnavailableResponse,
  upstreamError,
} from './errors.js';
import { faultReporter, type InvoiceLogger } from './logger.js';
import { orderHandler, type OrderSettings } from './order.js';
import { invoiceStreams } from './stream.js';
import { memoryStore, withStoreErrors, type InvoiceStore, type StoredInvoice } from './store.js';

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

/** What an invoice id may look like: 1–100 of `A–Z a–z 0–9 _ -`. Anything else is 404 without asking upstream. */
export const INVOICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The response header with which a `src` backend offers the stream: `Invoice-Stream: sse` on its answers
 * tells the element that the same URL, asked with `Accept: text/event-stream`, streams the invoice.
 */
export const STREAM_HEADER = 'Invoice-Stream';

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

/** A new status for `update()`: the whole invoice document (from a callback or a read), or only the status. */
export type InvoiceChange = InvoiceDocument | { status: InvoiceStatus };

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

type Loaded = { invoice: StoredInvoice } | { error: Response };

const DEFAULT_POLL_INTERVAL = 5;
const DEFAULT_FINAL_CACHE_SECONDS = 300;
const DEFAULT_GRACE_SECONDS = 86_400;
const DEFAULT_HEARTBEAT_SECONDS = 15;
/** The rate holds 20 minutes from creation (the spec's "Limits"): the invoice's life when it names no expiry. */
const RATE_VALIDITY_SECONDS = RATE_VALIDITY_MS / 1000;
/** How many times `update()` reads and tries again when another write came first. */
const UPDATE_ATTEMPTS = 20;
/** What `createInvoice` reads to check the store answers: no invoice has this id (INVOICE_ID_PATTERN). */
const STORE_PROBE_ID = 'probe:store';
/** How long the handler does without the service's invoice read after it answered that there is none. */
const NO_READ_MS = 10 * 60_000;
/** The statuses by which a service says it has no invoice read (for this key): 404, 401, 403, 405. */
const NO_READ_STATUSES = [401, 403, 404, 405];

/** How far along a status is: it only moves up, and a final one never moves. */
function rank(status: unknown): number {
  return isFinalInvoiceStatus(status) ? 2 : status === 'processing' || status === 'on_hold' ? 1 : 0;
}

/** Creates the handler; one per process (or Worker isolate), so its single-flight is shared. */
export function createInvoiceHandler(options: InvoiceHandlerOptions): InvoiceHandler {
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryStore({ now });
  const report = faultReporter(options.logger);
  if (options.logger) store.setLogger?.(options.logger);
  /** The store as the handler uses it: each failure an InvoiceStoreError. */
  const kept = withStoreErrors(store);
  const interval = positive(options.pollInterval, DEFAULT_POLL_INTERVAL);
  const finalSeconds = Math.max(interval, positive(options.finalCacheSeconds, DEFAULT_FINAL_CACHE_SECONDS));
  const graceSeconds = positive(options.graceSeconds, DEFAULT_GRACE_SECONDS);
  const heartbeatMs = Math.min(30, positive(options.heartbeatSeconds, DEFAULT_HEARTBEAT_SECONDS)) * 1000;
  const streaming = options.stream !== false;
  const cacheControl = (final: boolean) => {
    const maxAge = final ? finalSeconds : interval;
    return options.shared
      ? `public, max-age=${maxAge}, stale-while-revalidate=${Math.max(0, Math.floor(options.shared.staleWhileRevalidate))}`
      : `private, max-age=${maxAge}`;
  };

  const client = new PaymentApiClient(options.api);

  /** When this instance last read each invoice from the payment API. */
  const readAt = new Map<string, number>();
  /**
   * Until when the service's invoice read is not asked: it answered 404, 401, 403 or 405 for an invoice the store
   * holds (the real service has no such read). After that one read tries again; the others wait for its answer.
   */
  let noReadUntil = -Infinity;
  const serviceReads = () => now() >= noReadUntil;
  /** Whether to read the service now; the first read after a pause holds the others off as it tries. */
  function mayRead(): boolean {
    if (!serviceReads()) return false;
    if (noReadUntil !== -Infinity) noReadUntil = now() + NO_READ_MS;
    return true;
  }
  const inFlight = new Map<string, Promise<Loaded>>();
  const etags = new Map<string, { version: number; etag: string }>();

  /** The invoice's life from now, plus the grace period, in seconds. */
  function ttlOf(document: unknown): number {
    const expiresAt = parseTimestamp(at(document, 'data', 'attributes', 'expiresAt'));
    const life = expiresAt === undefined ? RATE_VALIDITY_SECONDS : Math.max(0, (expiresAt - now()) / 1000);
    return Math.ceil(life + graceSeconds);
  }

  async function etagFor(id: string, invoice: StoredInvoice): Promise<string> {
    const known = etags.get(id);
    if (known?.version === invoice.version) return known.etag;
    const etag = await etagOf(invoice.body);
    etags.delete(id); // re-inserted last: the oldest is dropped first
    etags.set(id, { version: invoice.version, etag });
    if (etags.size > 10_000) etags.delete(etags.keys().next().value!);
    return etag;
  }

  /**
   * Writes the body `next` makes of what is stored (undefined: nothing to write) by compare-and-set, and
   * returns what is stored after it; a lost race reads again and asks `next` again.
   */
  async function write(id: string, next: (stored: StoredInvoice | undefined) => string | undefined) {
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
      const stored = await kept.get(id);
      const body = next(stored);
      if (body === undefined) return stored;
      const written = await kept.compareAndSet(id, stored?.version, body, ttlOf(JSON.parse(body)));
      if (written) return written;
    }
    const message = `Invoice ${id} kept changing under update(): gave up after ${UPDATE_ATTEMPTS} tries.`;
    throw new InvoiceStoreError('conflict', message, { invoiceId: id });
  }

  /** The body of `change` applied to `stored`, or undefined when it changes nothing; throws when it may not. */
  function applied(id: string, stored: StoredInvoice | undefined, change: InvoiceChange): string | undefined {
    const isDocument = !isObject(change) || !Object.hasOwn(change, 'status');
    if (isDocument && !isInvoiceDocument(change, id)) {
      throw new InvoiceUpdateError('mismatch', `The document is not the invoice ${id}.`, { invoiceId: id });
    }
    const status = isDocument ? at(change, 'data', 'attributes', 'status') : at(change, 'status');
    if (!(INVOICE_STATUSES as readonly unknown[]).includes(status)) {
      throw new InvoiceUpdateError('invalid_status', `Unknown invoice status ${JSON.stringify(status)}.`, {
        invoiceId: id,
      });
    }
    if (!stored) {
      if (!isDocument) {
        throw new InvoiceUpdateError('not_found', `The store holds no invoice ${id}.`, { invoiceId: id });
      }
      return JSON.stringify(withoutMeta(change as InvoiceDocument));
    }
    const current = JSON.parse(stored.body) as InvoiceDocument;
    const from = current.data.attributes.status;
    if (isDocument) {
      const [before, after] = [parseInvoice(current), parseInvoice(change)];
      const field = before.ok && after.ok ? changedPaymentField(before.invoice, after.invoice) : undefined;
      if (field || before.ok !== after.ok) {
        throw new InvoiceUpdateError('payment_changed', `The document changes ${field ?? 'what to pay'}.`, {
          invoiceId: id,
        });
      }
    }
    // Between processing and on hold (a review) either way; otherwise only up.
    const forward = rank(status) > rank(from) || (rank(status) === 1 && rank(from) === 1 && status !== from);
    if (!forward) return undefined;
    const next = isDocument
      ? withoutMeta(change as InvoiceDocument)
      : { ...current, data: { ...current.data, attributes: { ...current.data.attributes, status } } };
    return JSON.stringify(next);
  }

  /** The invoice from the payment API's read, kept in the store; what is stored wins where the read fails. */
  async function read(id: string, stored: StoredInvoice | undefined): Promise<Loaded> {
    readAt.set(id, now());
    let document: InvoiceDocument | undefined;
    try {
      document = await client.getInvoice(id);
      noReadUntil = -Infinity; // the service has the read (again)
    } catch (error) {
      if (stored) {
        // A service without the read is normal: the store is the truth. Other failures: serve what is kept.
        if (error instanceof PaymentApiError && NO_READ_STATUSES.includes(error.status)) pauseReads(id, error);
        else if (!(error instanceof PaymentApiError || error instanceof PaymentApiConnectionError)) throw error;
        return { invoice: stored };
      }
      if (!(error instanceof NotFoundError)) return { error: upstreamError(error) };
      document = await options.fallback?.(id);
      if (!document) return { error: errorResponse(404, 'not_found', 'There is no such invoice.') };
    }
    // Relayed, another invoice's document would have this payer pay another order's amount to its address.
    if (!isInvoiceDocument(document, id)) {
      if (stored) return { invoice: stored };
      return { error: errorResponse(502, 'payment_api_mismatch', 'The payment API did not answer with this invoice.') };
    }
    try {
      const invoice = await write(id, (current) => applied(id, current, document));
      return { invoice: invoice! };
    } catch (error) {
      if (!(error instanceof InvoiceUpdateError)) throw error;
      // The service's read changed what to pay: the element's payment-changed rule keeps what was shown.
      report({
        level: 'warn',
        operation: 'read',
        invoiceId: id,
        message: "The payment API's read was not kept",
        error,
      });
      return stored ? { invoice: stored } : { error: errorResponse(502, 'payment_api_mismatch', error.message) };
    }
  }

  /** No reads for NO_READ_MS: the service answered `error` (404, 401, 403 or 405) for an invoice the store holds. */
  function pauseReads(id: string, error: PaymentApiError) {
    noReadUntil = now() + NO_READ_MS;
    // 404 is what a service without the read answers; a refused key or method is worth a look.
    const level = error instanceof NotFoundError || error.status === 405 ? 'info' : 'warn';
    const message = `The payment API has no invoice read (${error.status}): serving the store, asking again in 10 minutes`;
    report({ level, operation: 'read', invoiceId: id, message, error });
  }

  /** A failure of `operation` as an answer: 503 with Retry-After while the store is unavailable, else 500. */
  function failed(error: unknown, operation: string, invoiceId: string | undefined, detail: string): Response {
    const unavailable = error instanceof InvoiceStoreError && error.code === 'store_unavailable';
    report({ level: 'error', operation, ...(invoiceId === undefined ? {} : { invoiceId }), message: detail, error });
    return unavailable ? storeUnavailableResponse() : errorResponse(500, 'internal_error', detail);
  }

  /** The invoice as the store has it, read from the payment API first when the service has a read and it is time. */
  async function current(id: string): Promise<Loaded> {
    let pending = inFlight.get(id);
    if (!pending) {
      pending = (async (): Promise<Loaded> => {
        const stored = await kept.get(id);
        const due = options.cache === false || (readAt.get(id) ?? -Infinity) + interval * 1000 <= now() || !stored;
        const final = stored && isFinal(stored);
        if (stored && (final || !due || !mayRead())) return { invoice: stored };
        return read(id, stored);
      })()
        .catch((error: unknown) => ({ error: failed(error, 'read', id, 'The invoice could not be read.') }))
        .finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    return pending;
  }

  const streams = invoiceStreams({
    store: kept,
    heartbeatMs,
    pollMs: interval * 1000,
    // Where the service has a read, this instance reads each streamed invoice (single-flight, per pollInterval).
    poll: (ids) => {
      if (serviceReads()) ids.forEach((id) => void current(id));
    },
    isFinal,
    report,
  });
  let closing: Promise<void> | undefined;

  /** Creates the invoice upstream and keeps it; the caller has made sure the store answers. */
  async function createAndKeep(attributes: CreateInvoiceAttributes, createOptions?: CreateInvoiceOptions) {
    const document = await client.createInvoice(attributes, createOptions);
    const id = document.data?.id;
    if (typeof id === 'string' && INVOICE_ID_PATTERN.test(id) && isInvoiceDocument(document, id)) {
      readAt.set(id, now());
      try {
        await write(id, (stored) => (stored ? undefined : JSON.stringify(document)));
      } catch (error) {
        // Rare (the store went away during the call upstream), and worth knowing: this invoice exists upstream only.
        report({
          level: 'error',
          operation: 'createInvoice',
          invoiceId: id,
          message: 'Created upstream, not kept',
          error,
        });
        throw error;
      }
    }
    return document;
  }

  async function createInvoice(attributes: CreateInvoiceAttributes, createOptions?: CreateInvoiceOptions) {
    // A cheap read first: an invoice the store could not keep would be created upstream for nothing.
    try {
      await kept.get(STORE_PROBE_ID);
    } catch (error) {
      throw new InvoiceStoreError('store_unavailable', 'The invoice store is unavailable: no invoice was created.', {
        cause: error,
      });
    }
    return createAndKeep(attributes, createOptions);
  }

  const handleOrder = orderHandler({
    store: kept,
    now,
    // The order's claim, written before this, has shown that the store answers.
    createInvoice: (attributes) => createAndKeep(attributes),
    failure: (error) => {
      if (error instanceof PaymentApiError || error instanceof PaymentApiConnectionError) return upstreamError(error);
      const id = error instanceof InvoiceStoreError ? error.invoiceId : undefined;
      return failed(error, 'handleOrder', id, 'The invoice could not be created.');
    },
    error: errorResponse,
    ttlSeconds: RATE_VALIDITY_SECONDS + graceSeconds,
    origins: options.origins ?? [],
  });

  return {
    client,
    store,
    createInvoice,
    handleOrder,
    forget(id) {
      readAt.delete(id);
    },
    close() {
      closing ??= (async () => {
        streams.close();
        await store.close?.();
      })();
      return closing;
    },
    async update(id, change) {
      const invoice = await write(id, (stored) => applied(id, stored, change));
      return JSON.parse(invoice!.body) as InvoiceDocument;
    },
    async handle(request, id) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return errorResponse(405, 'method_not_allowed', 'Use GET.', { Allow: 'GET, HEAD' });
      }
      if (typeof id !== 'string' || !INVOICE_ID_PATTERN.test(id)) {
        return errorResponse(404, 'not_found', 'There is no such invoice.');
      }
      const loaded = await current(id);
      if ('error' in loaded) return loaded.error.clone();
      const { invoice } = loaded;
      if (streaming && request.method === 'GET' && /\btext\/event-stream\b/.test(request.headers.get('Accept') ?? '')) {
        return streams.open(request, id, invoice);
      }
      const etag = await etagFor(id, invoice);
      const final = isFinal(invoice);
      const headers: Record<string, string> = {
        ETag: etag,
        'Cache-Control': cacheControl(final),
        Date: new Date(now()).toUTCString(),
        ...(streaming && !final ? { [STREAM_HEADER]: 'sse' } : {}),
      };
      if (matches(request.headers.get('If-None-Match'), etag)) {
        return new Response(null, { status: 304, headers });
      }
      return new Response(request.method === 'HEAD' ? null : invoice.body, {
        status: 200,
        headers: { ...headers, 'Content-Type': JSON_API_MEDIA_TYPE, 'X-Content-Type-Options': 'nosniff' },
      });
    },
  };
}

/** Whether a stored invoice's status is final: it never changes again. */
function isFinal(invoice: StoredInvoice): boolean {
  return isFinalInvoiceStatus(at(JSON.parse(invoice.body), 'data', 'attributes', 'status'));
}

/**
 * Whether `document` is the invoice `id`: a JSON:API document whose `data` is an `invoices` resource with
 * that id and its attributes. Anything else (`{"data":null}`, a list, another resource or invoice) is never
 * served or kept.
 */
function isInvoiceDocument(document: unknown, id: string): document is InvoiceDocument {
  const data = at(document, 'data');
  return at(data, 'type') === 'invoices' && at(data, 'id') === id && isObject(at(data, 'attributes'));
}

/** The document without `meta.event` (a sandbox event's envelope), which is not the invoice's. */
function withoutMeta(document: InvoiceDocument): InvoiceDocument {
  const { meta, ...rest } = document as InvoiceDocument & { meta?: Record<string, unknown> };
  if (!isObject(meta) || !Object.hasOwn(meta, 'event')) return document;
  const others = Object.fromEntries(Object.entries(meta).filter(([key]) => key !== 'event'));
  return (Object.keys(others).length ? { ...rest, meta: others } : rest) as InvoiceDocument;
}

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * `If-None-Match` against the current `ETag`, compared here: helpers that judge freshness (`fresh`) call
 * every request with `Cache-Control: no-cache` stale, and the element's requests all carry it. Weak
 * comparison, as RFC 9110 asks for `If-None-Match`.
 */
function matches(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** A strong `ETag`: the first 16 bytes of the body's SHA-256, base64url. */
async function etagOf(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  let binary = '';
  for (const byte of digest.subarray(0, 16)) binary += String.fromCharCode(byte);
  return `"${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}"`;
}
