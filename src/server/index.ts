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
 * reads it too, and what it reads only refreshes the store; a `404` there is
 * normal, not a missing invoice.
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
  RateLimitError,
  ServerError,
  type CreateInvoiceAttributes,
  type CreateInvoiceOptions,
  type InvoiceDocument,
  type PaymentApiClientOptions,
} from '../client/index.js';
import { INVOICE_STATUSES, JSON_API_MEDIA_TYPE, isFinalInvoiceStatus, type InvoiceStatus } from '../client/protocol.js';
import { RATE_VALIDITY_MS, at, changedPaymentField, isObject, parseInvoice, parseTimestamp } from '../invoice.js';
import { orderHandler, type OrderSettings } from './order.js';
import { memoryStore, type InvoiceStore, type StoredInvoice } from './store.js';

export { memoryStore, type InvoiceStore, type MemoryStoreOptions, type StoredInvoice } from './store.js';
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
   * status). Check first that the asker may see this invoice.
   */
  handle(request: Request, id: string): Promise<Response>;
  /** Creates an invoice with the API key (`POST /api/public/v1/invoices`) and keeps its document. */
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
   */
  update(id: string, change: InvoiceChange): Promise<InvoiceDocument>;
  /**
   * Answers an order's checkout URL, `<crypto-checkout order-src>`, for a payer who chooses the coin and
   * network: `GET` the methods (or the order's open invoice, to resume it, with `Content-Location`), `POST` `{ chargedCurrency, network }` the invoice for that method, created once per order and method however
   * many requests arrive on however many instances (`201` with `Location`; `200` with the open one). Only
   * the currency and network are read from the request, and only a method of `methods` is taken (else
   * `422`): the amount is `order`'s. Check first that the asker may pay this order.
   */
  handleOrder(request: Request, settings: OrderSettings): Promise<Response>;
  /** Reads `id` from the payment API at its next request (where the service has a read), not after `pollInterval`. */
  forget(id: string): void;
  /** The store invoices are kept in. */
  readonly store: InvoiceStore;
  /** The client the handler calls the payment API with. */
  readonly client: PaymentApiClient;
}

/** Why `update()` refused a change. */
export type InvoiceUpdateErrorCode = 'not_found' | 'mismatch' | 'payment_changed' | 'invalid_status';

/** `update()` refused a change; nothing was written. */
export class InvoiceUpdateError extends Error {
  override name = 'InvoiceUpdateError';
  constructor(
    readonly code: InvoiceUpdateErrorCode,
    message: string,
  ) {
    super(message);
  }
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

/** How far along a status is: it only moves up, and a final one never moves. */
function rank(status: unknown): number {
  return isFinalInvoiceStatus(status) ? 2 : status === 'processing' || status === 'on_hold' ? 1 : 0;
}

/** Creates the handler; one per process (or Worker isolate), so its single-flight is shared. */
export function createInvoiceHandler(options: InvoiceHandlerOptions): InvoiceHandler {
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryStore({ now });
  const interval = positive(options.pollInterval, DEFAULT_POLL_INTERVAL);
  const finalSeconds = Math.max(interval, positive(options.finalCacheSeconds, DEFAULT_FINAL_CACHE_SECONDS));
  const graceSeconds = positive(options.graceSeconds, DEFAULT_GRACE_SECONDS);
  const heartbeatMs = Math.min(30, positive(options.heartbeatSeconds, DEFAULT_HEARTBEAT_SECONDS)) * 1000;
  const streams = options.stream !== false;
  const cacheControl = (final: boolean) => {
    const maxAge = final ? finalSeconds : interval;
    return options.shared
      ? `public, max-age=${maxAge}, stale-while-revalidate=${Math.max(0, Math.floor(options.shared.staleWhileRevalidate))}`
      : `private, max-age=${maxAge}`;
  };

  const client = new PaymentApiClient(options.api);

  /** When this instance last read each invoice from the payment API. */
  const readAt = new Map<string, number>();
  /** False once the service answered 404 for an invoice the store holds: it has no invoice read. */
  let serviceReads = true;
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
      const stored = await store.get(id);
      const body = next(stored);
      if (body === undefined) return stored;
      const written = await store.compareAndSet(id, stored?.version, body, ttlOf(JSON.parse(body)));
      if (written) return written;
    }
    throw new Error(`[crypto-checkout/server] invoice ${id} kept changing under update(); gave up.`);
  }

  /** The body of `change` applied to `stored`, or undefined when it changes nothing; throws when it may not. */
  function applied(id: string, stored: StoredInvoice | undefined, change: InvoiceChange): string | undefined {
    const isDocument = !isObject(change) || !Object.hasOwn(change, 'status');
    if (isDocument && !isInvoiceDocument(change, id)) {
      throw new InvoiceUpdateError('mismatch', `The document is not the invoice ${id}.`);
    }
    const status = isDocument ? at(change, 'data', 'attributes', 'status') : at(change, 'status');
    if (!(INVOICE_STATUSES as readonly unknown[]).includes(status)) {
      throw new InvoiceUpdateError('invalid_status', `Unknown invoice status ${JSON.stringify(status)}.`);
    }
    if (!stored) {
      if (!isDocument) throw new InvoiceUpdateError('not_found', `The store holds no invoice ${id}.`);
      return JSON.stringify(withoutMeta(change as InvoiceDocument));
    }
    const current = JSON.parse(stored.body) as InvoiceDocument;
    const from = current.data.attributes.status;
    if (isDocument) {
      const [before, after] = [parseInvoice(current), parseInvoice(change)];
      const field = before.ok && after.ok ? changedPaymentField(before.invoice, after.invoice) : undefined;
      if (field || before.ok !== after.ok) {
        throw new InvoiceUpdateError('payment_changed', `The document changes ${field ?? 'what to pay'}.`);
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
    } catch (error) {
      if (stored) {
        // A service without the read is normal: the store is the truth. Other failures: serve what is kept.
        if (error instanceof NotFoundError) serviceReads = false;
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
      console.error(`[crypto-checkout/server] the payment API's read of ${id} was not kept: ${error.message}`);
      return stored ? { invoice: stored } : { error: errorResponse(502, 'payment_api_mismatch', error.message) };
    }
  }

  /** The invoice as the store has it, read from the payment API first when the service has a read and it is time. */
  async function current(id: string): Promise<Loaded> {
    let pending = inFlight.get(id);
    if (!pending) {
      pending = (async (): Promise<Loaded> => {
        const stored = await store.get(id);
        const due = options.cache === false || (readAt.get(id) ?? -Infinity) + interval * 1000 <= now() || !stored;
        const final = stored && isFinal(stored);
        if (stored && (final || !serviceReads || !due)) return { invoice: stored };
        return read(id, stored);
      })()
        .catch((error: unknown) => {
          console.error('[crypto-checkout/server]', error);
          return { error: errorResponse(500, 'internal_error', 'The invoice could not be read.') };
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    return pending;
  }

  /** The streams open on this instance, and the two timers they share while any is open. */
  const open = new Set<{ id: string; ping(): void }>();
  let timers: ReturnType<typeof setInterval>[] = [];
  const encoder = new TextEncoder();
  const PING = encoder.encode('event: ping\ndata:\n\n');

  function watch(watcher: { id: string; ping(): void }): () => void {
    open.add(watcher);
    if (!timers.length) {
      timers = [
        setInterval(() => open.forEach((each) => each.ping()), heartbeatMs),
        // Where the service has a read, this instance reads each watched invoice (single-flight, per
        // pollInterval); each change it finds reaches every stream through the store.
        setInterval(() => {
          if (serviceReads) new Set([...open].map((each) => each.id)).forEach((each) => void current(each));
        }, interval * 1000),
      ];
    }
    return () => {
      open.delete(watcher);
      if (open.size) return;
      timers.forEach(clearInterval);
      timers = [];
    };
  }

  /**
   * Server-Sent Events: the document now, each change, a `ping` event; ended after a final status, and whenever
   * the request ends, even before the stream was set up (the payer left while the store was read). Once ended,
   * it holds no timer or subscription and writes nothing.
   */
  function stream(request: Request, id: string, first: StoredInvoice): Response {
    let end = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (request.signal.aborted) return controller.close();
        let shown = 0;
        let ended = false;
        const send = (invoice: StoredInvoice) => {
          if (ended || invoice.version <= shown) return;
          shown = invoice.version;
          controller.enqueue(encoder.encode(`data: ${invoice.body}\n\n`));
          if (isFinal(invoice)) end();
        };
        const unwatch = watch({ id, ping: () => controller.enqueue(PING) });
        const unsubscribe = store.subscribe(id, send);
        end = () => {
          if (ended) return;
          ended = true;
          unwatch();
          unsubscribe();
          request.signal.removeEventListener('abort', end);
          try {
            controller.close();
          } catch {
            // Cancelled by the reader: already closed.
          }
        };
        request.signal.addEventListener('abort', end);
        send(first);
        // A write between the first read and the subscription would otherwise be missed.
        store.get(id).then(
          (invoice) => invoice && send(invoice),
          (error: unknown) => console.error('[crypto-checkout/server] the stream could not read', id, error),
        );
      },
      cancel() {
        end();
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // nginx buffers proxied answers unless told not to (docs/production.md).
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }

  async function createInvoice(attributes: CreateInvoiceAttributes, createOptions?: CreateInvoiceOptions) {
    const document = await client.createInvoice(attributes, createOptions);
    const id = document.data?.id;
    if (typeof id === 'string' && INVOICE_ID_PATTERN.test(id) && isInvoiceDocument(document, id)) {
      readAt.set(id, now());
      await write(id, (stored) => (stored ? undefined : JSON.stringify(document)));
    }
    return document;
  }

  const handleOrder = orderHandler({
    store,
    now,
    createInvoice: (attributes) => createInvoice(attributes),
    failure: (error) => {
      if (error instanceof PaymentApiError || error instanceof PaymentApiConnectionError) return upstreamError(error);
      console.error('[crypto-checkout/server]', error);
      return errorResponse(500, 'internal_error', 'The invoice could not be created.');
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
      if (streams && request.method === 'GET' && /\btext\/event-stream\b/.test(request.headers.get('Accept') ?? '')) {
        return stream(request, id, invoice);
      }
      const etag = await etagFor(id, invoice);
      const final = isFinal(invoice);
      const headers: Record<string, string> = {
        ETag: etag,
        'Cache-Control': cacheControl(final),
        Date: new Date(now()).toUTCString(),
        ...(streams && !final ? { [STREAM_HEADER]: 'sse' } : {}),
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

function errorResponse(status: number, code: string, detail: string, headers: Record<string, string> = {}): Response {
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

/**
 * The payment API's failure as the element should see it, never cached: a refused key or request is 502
 * (the element retries 5xx), 429 and 5xx are 503 with `Retry-After` when upstream gave one (else 502), no
 * answer is 502, a timeout 504.
 */
function upstreamError(error: unknown): Response {
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
