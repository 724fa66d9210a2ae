/**
 * A reference backend for `<crypto-checkout src>`: creates invoices with your
 * API key, on the server, and serves each invoice's document to the element
 * with a per-invoice cache, one upstream call at a time per invoice, an `ETag`
 * and `304 Not Modified`. Built on the Fetch API's `Request` and `Response`
 * and Web Crypto only (no Node imports), so the same code runs in Node ≥ 20,
 * Deno, Bun, Cloudflare Workers and Next.js route handlers.
 *
 * **What it relies on.** The spec has no operation that reads an invoice back.
 * The handler reads with `GET /api/public/v1/invoices/:id` (the client's
 * `getInvoice`), which the embedded sandbox serves; a service without it
 * answers 404, and then the handler serves what `fallback` gives (the demo
 * shop gives the document from creation, whose status never changes), else 404.
 *
 * ```ts
 * import { createInvoiceHandler } from 'crypto-checkout/server';
 *
 * const invoices = createInvoiceHandler({
 *   api: { baseUrl: process.env.PAYMENT_API_BASE_URL!, apiKey: process.env.PAYMENT_API_KEY! },
 * });
 * // GET /invoices/:id — after checking that this payer may see this invoice:
 * export const GET = (request: Request, { params }: { params: { id: string } }) => invoices.handle(request, params.id);
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
import { JSON_API_MEDIA_TYPE, isFinalInvoiceStatus } from '../client/protocol.js';
import { parseRetryAfter } from '../client/errors.js';
import { at, isObject } from '../invoice.js';

/** What an invoice id may look like: 1–100 of `A–Z a–z 0–9 _ -`. Anything else is 404 without asking upstream. */
export const INVOICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export interface InvoiceHandlerOptions {
  /** Where the payment API is and your key there (the key never leaves the server). */
  api: PaymentApiClientOptions;
  /** Seconds an open invoice's document is served from the cache, and its `max-age`. Default 5 (the element's poll interval). */
  pollInterval?: number;
  /** Seconds a final invoice's document (completed, expired, cancelled, rejected) is cached. Default 300. */
  finalCacheSeconds?: number;
  /** The most invoices held at once; past it, the least recently fetched is dropped. Default 1000. */
  maxEntries?: number;
  /**
   * `false` keeps no document: every request reads the payment API (requests for one invoice that arrive
   * while a read is under way still share it), with the same `ETag`, `304` and `Cache-Control`. For
   * measuring what the cache saves (`npm run bench:load`). Default `true`.
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
   * Consulted when the payment API answers 404 to the invoice read (a service without the sandbox-only read):
   * a document to serve instead (the one from creation), or `undefined` for 404.
   */
  fallback?: (id: string) => InvoiceDocument | undefined | Promise<InvoiceDocument | undefined>;
  /** The clock, in milliseconds (tests). Default `Date.now`. */
  now?: () => number;
}

export interface InvoiceHandler {
  /**
   * Answers a `GET` (or `HEAD`) for the invoice `id` with its document, `ETag`, `Cache-Control` and `Date`,
   * or `304` when `If-None-Match` names the current `ETag`. Check first that the asker may see this invoice.
   */
  handle(request: Request, id: string): Promise<Response>;
  /** Creates an invoice with the API key (`POST /api/public/v1/invoices`) and caches its document. */
  createInvoice(attributes: CreateInvoiceAttributes, options?: CreateInvoiceOptions): Promise<InvoiceDocument>;
  /** Drops the cached document of `id`, so the next request reads it afresh (after you changed the invoice). */
  forget(id: string): void;
  /** How many documents the cache holds. */
  readonly size: number;
  /** The client the handler calls the payment API with. */
  readonly client: PaymentApiClient;
}

interface Entry {
  body: string;
  etag: string;
  final: boolean;
  /** Until when (ms) the entry is served without asking upstream. */
  freshUntil: number;
}

type Loaded = { entry: Entry } | { error: Response };

const DEFAULT_POLL_INTERVAL = 5;
const DEFAULT_FINAL_CACHE_SECONDS = 300;
const DEFAULT_MAX_ENTRIES = 1000;

/** Creates the handler; one per process (or Worker isolate), so its cache and single-flight are shared. */
export function createInvoiceHandler(options: InvoiceHandlerOptions): InvoiceHandler {
  const now = options.now ?? Date.now;
  const interval = positive(options.pollInterval, DEFAULT_POLL_INTERVAL);
  const finalSeconds = Math.max(interval, positive(options.finalCacheSeconds, DEFAULT_FINAL_CACHE_SECONDS));
  const maxEntries = Math.max(1, Math.floor(positive(options.maxEntries, DEFAULT_MAX_ENTRIES)));
  const cacheControl = (final: boolean) => {
    const maxAge = final ? finalSeconds : interval;
    return options.shared
      ? `public, max-age=${maxAge}, stale-while-revalidate=${Math.max(0, Math.floor(options.shared.staleWhileRevalidate))}`
      : `private, max-age=${maxAge}`;
  };

  // The client's error for a 5xx carries no Retry-After: the handler's fetch notes it per URL. Single-flight
  // makes that safe: one call per invoice URL at a time.
  const retryAfter = new Map<string, string>();
  const baseFetch = options.api.fetch ?? globalThis.fetch.bind(globalThis);
  const client = new PaymentApiClient({
    ...options.api,
    fetch: async (input, init) => {
      const response = await baseFetch(input, init);
      const url = String(input instanceof Request ? input.url : input);
      const header = response.headers.get('Retry-After');
      if (header !== null && response.status >= 500) retryAfter.set(url, header);
      else retryAfter.delete(url);
      return response;
    },
  });

  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Loaded>>();

  function store(id: string, entry: Entry): void {
    if (options.cache === false) return;
    const time = now();
    cache.delete(id); // re-inserted last: the Map's order is the order of fetching
    for (const [key, old] of cache) if (old.freshUntil <= time) cache.delete(key);
    cache.set(id, entry);
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  }

  async function entryOf(document: InvoiceDocument): Promise<Entry> {
    const body = JSON.stringify(document);
    const final = isFinalInvoiceStatus(document.data?.attributes?.status);
    return { body, etag: await etagOf(body), final, freshUntil: now() + (final ? finalSeconds : interval) * 1000 };
  }

  async function load(id: string): Promise<Loaded> {
    let document: InvoiceDocument | undefined;
    try {
      document = await client.getInvoice(id);
    } catch (error) {
      if (error instanceof NotFoundError) {
        document = await options.fallback?.(id);
        if (!document) return { error: errorResponse(404, 'not_found', 'There is no such invoice.') };
      } else {
        return { error: upstreamError(error, retryAfter, id) };
      }
    } finally {
      for (const url of retryAfter.keys()) if (url.endsWith(invoicePath(id))) retryAfter.delete(url);
    }
    // Relayed, another invoice's document would have this payer pay another order's amount to its address.
    if (!isInvoiceDocument(document, id)) {
      return { error: errorResponse(502, 'payment_api_mismatch', 'The payment API did not answer with this invoice.') };
    }
    const entry = await entryOf(document);
    store(id, entry);
    return { entry };
  }

  async function current(id: string): Promise<Loaded> {
    const cached = cache.get(id);
    if (cached && cached.freshUntil > now()) return { entry: cached };
    let pending = inFlight.get(id);
    if (!pending) {
      pending = load(id)
        .catch((error: unknown) => {
          console.error('[crypto-checkout/server]', error);
          return { error: errorResponse(500, 'internal_error', 'The invoice could not be read.') };
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    return pending;
  }

  return {
    client,
    get size() {
      return cache.size;
    },
    forget(id) {
      cache.delete(id);
    },
    async createInvoice(attributes, createOptions) {
      const document = await client.createInvoice(attributes, createOptions);
      const id = document.data?.id;
      if (typeof id === 'string' && INVOICE_ID_PATTERN.test(id) && isInvoiceDocument(document, id)) {
        store(id, await entryOf(document));
      }
      return document;
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
      const { entry } = loaded;
      const headers = {
        ETag: entry.etag,
        'Cache-Control': cacheControl(entry.final),
        Date: new Date(now()).toUTCString(),
      };
      if (matches(request.headers.get('If-None-Match'), entry.etag)) {
        return new Response(null, { status: 304, headers });
      }
      return new Response(request.method === 'HEAD' ? null : entry.body, {
        status: 200,
        headers: { ...headers, 'Content-Type': JSON_API_MEDIA_TYPE, 'X-Content-Type-Options': 'nosniff' },
      });
    },
  };
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

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The end of the URL the client reads `id` at. */
function invoicePath(id: string): string {
  return `/invoices/${encodeURIComponent(id)}`;
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
function upstreamError(error: unknown, retryAfter: Map<string, string>, id: string): Response {
  if (error instanceof PaymentApiConnectionError) {
    return error.timedOut
      ? errorResponse(504, 'payment_api_timeout', 'The payment API did not answer in time.')
      : errorResponse(502, 'payment_api_unreachable', 'The payment API could not be reached.');
  }
  let seconds: number | undefined;
  if (error instanceof RateLimitError) seconds = error.retryAfterSeconds;
  if (error instanceof ServerError) {
    for (const [url, header] of retryAfter) {
      if (url.endsWith(invoicePath(id))) seconds = parseRetryAfter(header);
    }
  }
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
