/**
 * The demo merchant backend. The browser asks it for a checkout; it creates
 * the invoice with the payment API over HTTP, with its API key, on the server
 * (the key never reaches the page), and serves the invoice document back for
 * `<crypto-checkout src>`.
 *
 * - `POST /shop/checkout`            creates an invoice for the demo cart
 * - `GET  /shop/invoices/:id`        the invoice document, through crypto-checkout/server's handler (cached
 *                                    for the poll interval, one upstream read at a time, ETag and 304)
 * - `GET  /shop/orders/:ref/success` and `/failed`: where the invoice's redirect URLs point;
 *                                    they send the payer on to `/success.html` or `/failed.html`
 * - `POST /shop/invoices/:id/outcome` sandbox-only demo helper: forwards to the sandbox's control endpoint
 * - `GET  /shop/channels/:id`        one channel document, found in the payment API's channel list
 * - `GET  /shop/channels/:id/deposits` the channel's newest deposits (for `<crypto-channel deposits-src>`),
 *                                    with an ETag and 304
 * - `POST /shop/channels/:id/deposits` sandbox-only demo helper: forwards to the sandbox's deposit simulation
 */
import { createHash, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  AuthenticationError,
  errorFromResponse,
  JSON_API_MEDIA_TYPE,
  NotFoundError,
  PaymentApiConnectionError,
  PaymentApiError,
  ValidationError,
  type ChannelDepositListDocument,
  type ChannelResource,
  type InvoiceDocument,
  type JsonApiErrorObject,
  type JsonApiObject,
  type PaymentMethod,
} from '../../src/client/index.js';
import { createInvoiceHandler, type InvoiceHandler } from '../../src/server/index.js';
// The sandbox's HTTP plumbing and exact arithmetic, nothing of its API: the shop reaches that over HTTP only.
import {
  BodyTooLargeError,
  decodeSegment,
  mediaType,
  readBody,
  requestUrl,
  sendJson,
  type Middleware,
} from '../../src/sandbox/http-io.js';
import { add, format, multiply, parse, round } from '../../src/sandbox/decimal.js';
import { sendFetchResponse, toFetchRequest } from './http-io.js';

/** Where the shop's payment API is and the key it uses there. */
export interface PaymentApiTarget {
  baseUrl: string;
  apiKey: string;
}

export interface ShopOptions {
  /** The payment API (read per request: the embedded sandbox's address is known once the server listens). */
  paymentApi: () => PaymentApiTarget;
  /** The shop's own origin, for the redirect URLs it gives the invoice. */
  origin: () => string;
  /** A `fetch` for the API calls (tests). */
  fetch?: typeof fetch;
  /** The clock of the invoice cache (tests move it with the sandbox's). */
  now?: () => number;
}

export interface CartLine {
  name: string;
  quantity: number;
  unitPrice: string;
  total: string;
}

export interface Cart {
  currency: string;
  lines: CartLine[];
  total: string;
}

const CART_ITEMS = [
  { name: 'Merino wool beanie', quantity: 1, unitPrice: '29.99' },
  { name: 'Sticker pack', quantity: 2, unitPrice: '5.00' },
  { name: 'Shipping', quantity: 1, unitPrice: '10.00' },
];

/** The demo cart: 49.99 EUR, totalled exactly. */
export function demoCart(): Cart {
  const lines = CART_ITEMS.map((item) => ({
    ...item,
    total: format(round(multiply(parse(item.unitPrice), parse(String(item.quantity))), 2, 'half-up')),
  }));
  const total = lines.reduce((sum, line) => add(sum, parse(line.total)), parse('0'));
  return { currency: 'EUR', lines, total: format(round(total, 2, 'half-up')) };
}

/** What `POST /shop/checkout` takes: every field optional. */
export interface CheckoutRequest {
  /** The cryptocurrency to pay in (default `BTC`). */
  currency?: string;
  /** Network code, when the currency is on several (`tron:usdt`). */
  network?: string;
  paymentMethods?: PaymentMethod;
  /** Sandbox only: seconds until the invoice expires (instead of 20 minutes). */
  expiresInSeconds?: number;
  successRedirectUrl?: string;
  unsuccessRedirectUrl?: string;
}

interface Order {
  reference: string;
  invoiceId: string;
  /** The document the API answered at creation: served when the API cannot read invoices back. */
  created: InvoiceDocument;
}

const JSON_TYPE = 'application/json';

/** How many deposits the relay asks for: as many as `<crypto-channel>` lists. */
const DEPOSITS_SHOWN = 10;

/** The channel list's largest page (the spec leaves it open; the sandbox takes up to 100). */
const CHANNELS_PER_PAGE = 100;

class ShopError extends Error {
  constructor(
    readonly status: number,
    readonly errors: JsonApiErrorObject[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((error) => error.detail).join(' '));
  }

  static of(status: number, code: string, title: string, detail: string, pointer?: string): ShopError {
    const error: JsonApiErrorObject = { status: String(status), code, title, detail };
    if (pointer !== undefined) error.source = { pointer };
    return new ShopError(status, [error]);
  }
}

function readCheckout(body: unknown): CheckoutRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ShopError.of(400, 'invalid_body', 'Bad Request', 'The body must be a JSON object.', '');
  }
  const input = body as Record<string, unknown>;
  const errors: JsonApiErrorObject[] = [];
  const request: CheckoutRequest = {};
  for (const key of ['currency', 'network', 'paymentMethods', 'successRedirectUrl', 'unsuccessRedirectUrl'] as const) {
    const value = input[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value === '') {
      errors.push({
        status: '422',
        code: 'invalid_type',
        title: 'Unprocessable Entity',
        detail: `${key} must be a non-empty string.`,
        source: { pointer: `/${key}` },
      });
      continue;
    }
    (request as Record<string, string>)[key] = value;
  }
  const seconds = input.expiresInSeconds;
  if (seconds !== undefined && seconds !== null) {
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > 1200) {
      errors.push({
        status: '422',
        code: 'invalid_expires_in',
        title: 'Unprocessable Entity',
        detail: 'expiresInSeconds must be a whole number from 1 to 1200.',
        source: { pointer: '/expiresInSeconds' },
      });
    } else {
      request.expiresInSeconds = seconds;
    }
  }
  if (errors.length > 0) throw new ShopError(422, errors);
  return request;
}

/** The payment API's answer, turned into what the shop tells the page (never the key, never a stack). */
function fromApiError(error: unknown): ShopError {
  if (error instanceof ValidationError) {
    // The page's choices (currency, network, method, URLs) broke the API's rules: pass its reasons on.
    return new ShopError(422, error.errors);
  }
  if (error instanceof AuthenticationError) {
    return ShopError.of(502, 'payment_api_auth', 'Bad Gateway', "The payment API refused the shop's API key.");
  }
  if (error instanceof PaymentApiConnectionError) {
    return error.timedOut
      ? ShopError.of(504, 'payment_api_timeout', 'Gateway Timeout', 'The payment API did not answer in time.')
      : ShopError.of(502, 'payment_api_unreachable', 'Bad Gateway', 'The payment API could not be reached.');
  }
  if (error instanceof PaymentApiError) {
    const shopError = ShopError.of(
      502,
      'payment_api_error',
      'Bad Gateway',
      `The payment API answered ${error.status}: ${error.message}`,
    );
    shopError.errors[0]!.meta = { upstream: error.errors };
    return shopError;
  }
  console.error('[shop]', error);
  return ShopError.of(500, 'internal_error', 'Internal Server Error', 'The shop failed; see its log.');
}

/**
 * Refuses a state-changing request another site's page sent. Vite's dev server
 * answers CORS preflights for any localhost origin before the shop sees them,
 * so "JSON only" alone would let another local app post here; the browser's
 * `Origin` and `Sec-Fetch-Site` say where a request came from.
 */
function assertSameOrigin(request: Parameters<Middleware>[0]): void {
  const origin = request.headers.origin;
  let sameHost = true;
  if (origin !== undefined) {
    try {
      sameHost = new URL(origin).host === request.headers.host;
    } catch {
      sameHost = false; // `null` and other opaque origins
    }
  }
  const site = request.headers['sec-fetch-site'];
  if (!sameHost || site === 'cross-site' || site === 'same-site') {
    throw ShopError.of(403, 'cross_origin', 'Forbidden', 'The shop takes requests from its own pages only.');
  }
}

async function readJson(request: Parameters<Middleware>[0]): Promise<unknown> {
  // JSON only: an HTML form cannot send it (and assertSameOrigin refuses other sites' scripts).
  if (mediaType(request.headers['content-type']) !== JSON_TYPE) {
    throw ShopError.of(415, 'unsupported_media_type', 'Unsupported Media Type', 'Send Content-Type: application/json.');
  }
  let text: string;
  try {
    text = await readBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw ShopError.of(413, 'payload_too_large', 'Payload Too Large', error.message);
    }
    throw ShopError.of(400, 'invalid_body', 'Bad Request', 'The body could not be read as UTF-8 text.');
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw ShopError.of(400, 'invalid_json', 'Bad Request', 'The body is not valid JSON.', '');
  }
}

/** The shop as connect middleware: answers `/shop/**`, passes on the rest. */
export function shopMiddleware(options: ShopOptions): Middleware {
  const orders = new Map<string, Order>();
  const byReference = new Map<string, Order>();
  let cached: { target: PaymentApiTarget; invoices: InvoiceHandler } | undefined;

  /** crypto-checkout/server's handler, holding the client with the key: it creates invoices and serves them. */
  const invoices = (): InvoiceHandler => {
    const target = options.paymentApi();
    if (cached?.target.baseUrl !== target.baseUrl || cached.target.apiKey !== target.apiKey) {
      const handler = createInvoiceHandler({
        api: { ...target, ...(options.fetch ? { fetch: options.fetch } : {}) },
        // A service without the (sandbox-only) read answers 404: the document from creation is all the shop has.
        fallback: (id) => orders.get(id)?.created,
        ...(options.now ? { now: options.now } : {}),
      });
      cached = { target, invoices: handler };
    }
    return cached.invoices;
  };

  async function checkout(body: unknown, response: ServerResponse): Promise<void> {
    const input = readCheckout(body);
    const cart = demoCart();
    const reference = `order-${randomUUID()}`;
    const origin = options.origin();
    let invoice: InvoiceDocument;
    try {
      invoice = await invoices().createInvoice(
        {
          amountBilled: cart.total,
          billedCurrency: cart.currency,
          chargedCurrency: input.currency ?? 'BTC',
          ...(input.network ? { network: input.network } : {}),
          ...(input.paymentMethods ? { paymentMethods: input.paymentMethods } : {}),
          reference,
          // The invoice id is not known yet: the shop's return URLs find it by the order's reference.
          successRedirectUrl: input.successRedirectUrl ?? `${origin}/shop/orders/${reference}/success`,
          unsuccessRedirectUrl: input.unsuccessRedirectUrl ?? `${origin}/shop/orders/${reference}/failed`,
        },
        input.expiresInSeconds ? { meta: { sandbox: { expiresInSeconds: input.expiresInSeconds } } } : {},
      );
    } catch (error) {
      throw fromApiError(error);
    }
    const order: Order = { reference, invoiceId: invoice.data.id, created: invoice };
    orders.set(order.invoiceId, order);
    byReference.set(reference, order);
    const src = `/shop/invoices/${encodeURIComponent(order.invoiceId)}`;
    sendJson(response, 201, { invoice, src, cart }, JSON_TYPE, { Location: src });
  }

  async function invoiceDocument(
    order: Order,
    request: Parameters<Middleware>[0],
    response: ServerResponse,
  ): Promise<void> {
    await sendFetchResponse(response, await invoices().handle(toFetchRequest(request, response), order.invoiceId));
  }

  /**
   * Forwards `body` to one of the sandbox's own endpoints (`/api/sandbox/…`) with the shop's key, and answers
   * the sandbox's document. Its refusals of the body (bad JSON shape, unknown id, a final invoice, a broken
   * rule) are the caller's to fix, so they pass on as they are; anything else is the shop's gateway error.
   */
  async function sandboxControl(path: string, body: unknown): Promise<unknown> {
    const target = options.paymentApi();
    let answer: Response;
    try {
      answer = await (options.fetch ?? fetch)(`${target.baseUrl.replace(/\/+$/, '')}/api/sandbox${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${target.apiKey}`, 'Content-Type': JSON_TYPE },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw fromApiError(
        new PaymentApiConnectionError('The sandbox control endpoint got no answer.', false, { cause: error }),
      );
    }
    if (!answer.ok) {
      const error = await errorFromResponse(answer);
      if ([400, 404, 409, 422].includes(error.status)) throw new ShopError(error.status, error.errors);
      throw fromApiError(error);
    }
    return answer.json();
  }

  async function outcome(order: Order, body: unknown, response: ServerResponse): Promise<void> {
    const document = await sandboxControl(`/invoices/${encodeURIComponent(order.invoiceId)}/outcome`, body);
    // The invoice changed: the next read asks the payment API instead of the cache.
    invoices().forget(order.invoiceId);
    sendJson(response, 200, document, JSON_API_MEDIA_TYPE);
  }

  /**
   * The channel `id` as one document. The spec has no read of one channel, only the list: the shop pages
   * through it until it finds the id (a real backend would rather filter by its user's `reference`). The demo
   * shop has no user accounts, so it relays any of the merchant's channels to whoever knows the id.
   */
  async function channel(id: string, response: ServerResponse): Promise<void> {
    let seen = 0;
    for (let page = 1; ; page += 1) {
      const list = await invoices().client.listChannels({ page, perPage: CHANNELS_PER_PAGE });
      const found = list.data.find((resource) => resource.id === id);
      if (found) {
        const document: { data: ChannelResource; jsonapi: JsonApiObject } = { data: found, jsonapi: list.jsonapi };
        sendJson(response, 200, document, JSON_API_MEDIA_TYPE);
        return;
      }
      seen += list.data.length;
      // `total` ends the search; an empty page too, should a service miscount.
      if (list.data.length === 0 || seen >= list.meta.total) throw noSuchChannel();
    }
  }

  /**
   * The channel's newest deposits, read afresh at every poll (a simulated deposit shows at the next one),
   * with an ETag of the body so an unchanged list costs the element a 304 and no parsing.
   */
  async function deposits(id: string, request: Parameters<Middleware>[0], response: ServerResponse): Promise<void> {
    let list: ChannelDepositListDocument;
    try {
      list = await invoices().client.listChannelDeposits(id, {
        order: 'created_at',
        orderType: 'desc',
        perPage: DEPOSITS_SHOWN,
      });
    } catch (error) {
      if (error instanceof NotFoundError) throw noSuchChannel();
      throw error;
    }
    const body = JSON.stringify(list);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      response.writeHead(304, { ETag: etag, 'Cache-Control': 'no-store' });
      response.end();
      return;
    }
    sendJson(response, 200, list, JSON_API_MEDIA_TYPE, { ETag: etag });
  }

  async function simulateDeposit(id: string, body: unknown, response: ServerResponse): Promise<void> {
    sendJson(
      response,
      201,
      await sandboxControl(`/channels/${encodeURIComponent(id)}/deposits`, body),
      JSON_API_MEDIA_TYPE,
    );
  }

  return (request, response, next) => {
    const url = requestUrl(request);
    if (!url || !url.pathname.startsWith('/shop/')) {
      next();
      return;
    }
    const path = url.pathname;
    const method = request.method ?? 'GET';

    void (async () => {
      try {
        if (method === 'POST') assertSameOrigin(request);
        if (path === '/shop/checkout') {
          if (method !== 'POST') throw methodNotAllowed('POST');
          await checkout(await readJson(request), response);
          return;
        }
        const invoiceMatch = /^\/shop\/invoices\/([^/]+)(\/outcome)?$/.exec(path);
        if (invoiceMatch) {
          const order = orders.get(decodeSegment(invoiceMatch[1]!) ?? '');
          const wanted = invoiceMatch[2] ? 'POST' : 'GET';
          if (method !== wanted) throw methodNotAllowed(wanted);
          // Only the shop's own invoices: the shop is no open window onto the merchant's account.
          if (!order) throw ShopError.of(404, 'not_found', 'Not Found', 'The shop has no such invoice.');
          if (invoiceMatch[2]) await outcome(order, await readJson(request), response);
          else await invoiceDocument(order, request, response);
          return;
        }
        const channelMatch = /^\/shop\/channels\/([^/]+)(\/deposits)?$/.exec(path);
        if (channelMatch) {
          const id = decodeSegment(channelMatch[1]!);
          const allowed = channelMatch[2] ? ['GET', 'POST'] : ['GET'];
          if (!allowed.includes(method)) throw methodNotAllowed(allowed.join(', '));
          if (!id) throw noSuchChannel();
          if (!channelMatch[2]) await channel(id, response);
          else if (method === 'GET') await deposits(id, request, response);
          else await simulateDeposit(id, await readJson(request), response);
          return;
        }
        const returnMatch = /^\/shop\/orders\/([^/]+)\/(success|failed)$/.exec(path);
        if (returnMatch) {
          if (method !== 'GET') throw methodNotAllowed('GET');
          const order = byReference.get(decodeSegment(returnMatch[1]!) ?? '');
          if (!order) throw ShopError.of(404, 'not_found', 'Not Found', 'The shop has no such order.');
          const page = returnMatch[2] === 'success' ? '/success.html' : '/failed.html';
          response.writeHead(303, {
            Location: `${page}?invoice=${encodeURIComponent(order.invoiceId)}`,
            'Cache-Control': 'no-store',
          });
          response.end();
          return;
        }
        throw ShopError.of(404, 'not_found', 'Not Found', `There is nothing at ${path}.`);
      } catch (error) {
        const shopError = error instanceof ShopError ? error : fromApiError(error);
        sendJson(response, shopError.status, { errors: shopError.errors }, JSON_TYPE, shopError.headers);
      }
    })();
  };
}

function methodNotAllowed(allow: string): ShopError {
  const error = ShopError.of(405, 'method_not_allowed', 'Method Not Allowed', `Use ${allow}.`);
  return new ShopError(405, error.errors, { Allow: allow });
}

function noSuchChannel(): ShopError {
  return ShopError.of(404, 'not_found', 'Not Found', 'The payment API has no such channel.');
}

/** `If-None-Match` against `etag`, compared weakly as RFC 9110 asks. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header?.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag) ?? false;
}
