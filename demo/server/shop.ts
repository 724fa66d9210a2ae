/**
 * The demo merchant backend. The browser asks it for a checkout; it creates
 * the invoice with the payment API over HTTP, with its API key, on the server
 * (the key never reaches the page), and serves the invoice document back for
 * `<crypto-checkout src>`.
 *
 * A Fetch handler, as crypto-checkout/server's are: `(Request) => Response`,
 * which app.ts serves on node:http through srvx's toNodeHandler. It imports
 * only what the package exports (crypto-checkout/server and
 * crypto-checkout/client), Node's built-ins and its own http-io.ts: a
 * merchant can copy it (test/node/source-policy.test.ts keeps it so).
 *
 * - `POST /shop/checkout`            creates an invoice for the demo cart
 * - `GET|POST /shop/orders/:ref/checkout` the order's checkout URL for a coin picker (`<crypto-checkout
 *                                    order-src>`), through crypto-checkout/server's `handleOrder`: the methods of
 *                                    the shop's account, or the order's open invoice; the chosen method's invoice
 * - `GET  /shop/invoices/:id`        the invoice document, through crypto-checkout/server's handler (cached
 *                                    for the poll interval, one upstream read at a time, ETag and 304)
 * - `GET  /shop/orders/:ref/success` and `/failed`: where the invoice's redirect URLs point;
 *                                    they send the payer on to `/success.html` or `/failed.html`
 * - `POST /shop/payment-events`     the sandbox's signed invoice events: checked, then handed to `update()`,
 *                                    which pushes the new status to every payer watching the invoice
 * - `POST /shop/invoices/:id/outcome` sandbox-only demo helper: forwards to the sandbox's control endpoint
 * - `GET  /shop/channels/:id`        one channel document, found in the payment API's channel list
 * - `GET  /shop/channels/:id/deposits` the channel's newest deposits (for `<crypto-channel deposits-src>`),
 *                                    with an ETag and 304
 * - `POST /shop/channels/:id/deposits` sandbox-only demo helper: forwards to the sandbox's deposit simulation
 */
import { createHash, randomUUID } from 'node:crypto';
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
import {
  createInvoiceHandler,
  InvoiceUpdateError,
  methodsFromAccount,
  verifySandboxEvent,
  type CheckoutMethod,
  type InvoiceHandler,
} from '../../src/server/index.js';
import { BodyTooLargeError, decodeSegment, jsonResponse, mediaType, readBody, withBody } from './http-io.js';

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
  /**
   * The secret the payment sandbox signs its events to `POST /shop/payment-events` with (its `webhookSecret`,
   * `--webhook-secret`): an event signed otherwise is refused.
   */
  webhookSecret: string;
  /**
   * The account whose networks a coin picker offers (`GET /api/public/v1/accounts/:id`); without one, an
   * order's checkout URL offers no method.
   */
  accountId?: () => string | undefined;
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

/** The prices in cents: whole numbers, so every total is exact (never a float of an amount). */
const CART_ITEMS = [
  { name: 'Merino wool beanie', quantity: 1, unitCents: 2999n },
  { name: 'Sticker pack', quantity: 2, unitCents: 500n },
  { name: 'Shipping', quantity: 1, unitCents: 1000n },
];

/** Cents as the decimal string of euros the payment API takes: 4999n → "49.99". */
const euros = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/** The demo cart: 49.99 EUR, totalled exactly. */
export function demoCart(): Cart {
  let total = 0n;
  const lines = CART_ITEMS.map(({ name, quantity, unitCents }) => {
    const cents = unitCents * BigInt(quantity);
    total += cents;
    return { name, quantity, unitPrice: euros(unitCents), total: euros(cents) };
  });
  return { currency: 'EUR', lines, total: euros(total) };
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
/** An order reference the shop takes in a URL: the demo has one cart, under any such reference. */
const ORDER_REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/** The paths the shop answers: everything under it is the shop's (a 404 included). */
export const SHOP_PREFIX = '/shop/';

/** Where the shop takes the payment sandbox's signed invoice events (the sandbox's `webhookUrl` points here). */
export const PAYMENT_EVENTS_PATH = '/shop/payment-events';

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
function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('Origin');
  let sameHost = true;
  if (origin !== null) {
    try {
      // The request's URL is on its own host (srvx reads the Host header).
      sameHost = new URL(origin).host === new URL(request.url).host;
    } catch {
      sameHost = false; // `null` and other opaque origins
    }
  }
  const site = request.headers.get('Sec-Fetch-Site');
  if (!sameHost || site === 'cross-site' || site === 'same-site') {
    throw ShopError.of(403, 'cross_origin', 'Forbidden', 'The shop takes requests from its own pages only.');
  }
}

/** The body's bytes as received; 413 past the size limit. */
async function readRawBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw ShopError.of(413, 'payload_too_large', 'Payload Too Large', error.message);
    }
    throw ShopError.of(400, 'invalid_body', 'Bad Request', 'The body could not be read.');
  }
}

async function readJson(request: Request): Promise<unknown> {
  // JSON only: an HTML form cannot send it (and assertSameOrigin refuses other sites' scripts).
  if (mediaType(request.headers.get('Content-Type')) !== JSON_TYPE) {
    throw ShopError.of(415, 'unsupported_media_type', 'Unsupported Media Type', 'Send Content-Type: application/json.');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readRawBody(request));
  } catch (error) {
    if (error instanceof ShopError) throw error;
    throw ShopError.of(400, 'invalid_body', 'Bad Request', 'The body could not be read as UTF-8 text.');
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw ShopError.of(400, 'invalid_json', 'Bad Request', 'The body is not valid JSON.', '');
  }
}

/** The shop as a Fetch handler: it answers every request under SHOP_PREFIX, a 404 for a path it does not know. */
export function createShop(options: ShopOptions): (request: Request) => Promise<Response> {
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

  async function checkout(body: unknown): Promise<Response> {
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
    return jsonResponse(201, { invoice, src, cart }, JSON_TYPE, { Location: src });
  }

  /** The methods of the shop's account, read once per payment API and account. */
  let methods: { key: string; methods: Promise<CheckoutMethod[]> } | undefined;
  const accountMethods = (): Promise<CheckoutMethod[]> => {
    const accountId = options.accountId?.();
    if (!accountId) return Promise.resolve([]);
    const key = `${options.paymentApi().baseUrl} ${accountId}`;
    if (methods?.key !== key) {
      const read = invoices().client.getAccount(accountId).then(methodsFromAccount);
      // A failed read is tried again at the next request.
      read.catch(() => (methods = undefined));
      methods = { key, methods: read };
    }
    return methods.methods;
  };

  /**
   * The order's checkout URL (`order-src`): `handleOrder` lists the account's methods, resumes the order's open
   * invoice, or creates the chosen method's for the demo cart, and the shop keeps each invoice it answers as
   * its own (served at /shop/invoices/:id, its events taken, its return URLs found).
   */
  async function orderCheckout(reference: string, request: Request): Promise<Response> {
    const limited = request.method === 'POST' ? withBody(request, await readRawBody(request)) : request;
    const cart = demoCart();
    const origin = options.origin();
    let answer: Response;
    try {
      answer = await invoices().handleOrder(limited, {
        order: {
          amountBilled: cart.total,
          billedCurrency: cart.currency,
          reference,
          successRedirectUrl: `${origin}/shop/orders/${reference}/success`,
          unsuccessRedirectUrl: `${origin}/shop/orders/${reference}/failed`,
        },
        methods: await accountMethods(),
        invoiceUrl: (id) => `/shop/invoices/${encodeURIComponent(id)}`,
      });
    } catch (error) {
      throw fromApiError(error);
    }
    if (answer.ok && answer.headers.get('Content-Type') === JSON_API_MEDIA_TYPE) {
      const invoice = (await answer.clone().json()) as InvoiceDocument;
      const order: Order = { reference, invoiceId: invoice.data.id, created: invoice };
      if (!orders.has(order.invoiceId)) orders.set(order.invoiceId, order);
      byReference.set(reference, orders.get(order.invoiceId)!);
    }
    return answer;
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

  async function outcome(order: Order, body: unknown): Promise<Response> {
    // The new status comes back as the sandbox's signed event, to POST /shop/payment-events (paymentEvent).
    const document = await sandboxControl(`/invoices/${encodeURIComponent(order.invoiceId)}/outcome`, body);
    return jsonResponse(200, document, JSON_API_MEDIA_TYPE);
  }

  /**
   * An invoice event from the payment sandbox: its signature checked over the raw body (and its age: a replay
   * is `stale`), then its document handed to `update()`, the handler's one door for a new status, which pushes
   * it to every payer watching. A retried event (the same `eventId`) or a late one changes nothing there, so it
   * is answered 204 again. Errors name the refusal and nothing else; the sandbox retries any answer but 2xx.
   */
  async function paymentEvent(request: Request): Promise<Response> {
    const event = await verifySandboxEvent(withBody(request, await readRawBody(request)), options.webhookSecret);
    if (!event.ok) {
      console.warn(`[shop] a payment event was refused: ${event.reason}.`);
      const code = event.reason.replace(/-/g, '_');
      throw ShopError.of(400, code, 'Bad Request', `The event was refused (${event.reason}).`);
    }
    const id = event.document.data.id;
    // Only the shop's own invoices: another invoice of the account is none of this shop's business.
    if (typeof id !== 'string' || !orders.has(id)) {
      throw ShopError.of(404, 'not_found', 'Not Found', 'The shop has no such invoice.');
    }
    try {
      await invoices().update(id, event.document);
    } catch (error) {
      if (!(error instanceof InvoiceUpdateError)) throw error;
      // A document that changes what to pay, or is not this invoice's: kept out of the store, and told.
      console.error(
        `[shop] event ${event.eventId} for invoice ${id} was not applied (${error.code}): ${error.message}`,
      );
      const status = error.code === 'not_found' ? 404 : 422;
      throw ShopError.of(status, error.code, status === 404 ? 'Not Found' : 'Unprocessable Entity', error.message);
    }
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  }

  /**
   * The channel `id` as one document. The spec has no read of one channel, only the list: the shop pages
   * through it until it finds the id (a real backend would rather filter by its user's `reference`). The demo
   * shop has no user accounts, so it relays any of the merchant's channels to whoever knows the id.
   */
  async function channel(id: string): Promise<Response> {
    let seen = 0;
    for (let page = 1; ; page += 1) {
      const list = await invoices().client.listChannels({ page, perPage: CHANNELS_PER_PAGE });
      const found = list.data.find((resource) => resource.id === id);
      if (found) {
        const document: { data: ChannelResource; jsonapi: JsonApiObject } = { data: found, jsonapi: list.jsonapi };
        return jsonResponse(200, document, JSON_API_MEDIA_TYPE);
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
  async function deposits(id: string, request: Request): Promise<Response> {
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
    if (matchesEtag(request.headers.get('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': 'no-store' } });
    }
    return jsonResponse(200, list, JSON_API_MEDIA_TYPE, { ETag: etag });
  }

  async function simulateDeposit(id: string, body: unknown): Promise<Response> {
    const deposit = await sandboxControl(`/channels/${encodeURIComponent(id)}/deposits`, body);
    return jsonResponse(201, deposit, JSON_API_MEDIA_TYPE);
  }

  /** The route `request` asks for, answered; a ShopError for what the shop refuses. */
  async function route(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const method = request.method;
    if (path === PAYMENT_EVENTS_PATH) {
      // Server to server: no page sends it, and its signature, not its origin, says who did.
      if (method !== 'POST') throw methodNotAllowed('POST');
      return paymentEvent(request);
    }
    if (method === 'POST') assertSameOrigin(request);
    if (path === '/shop/checkout') {
      if (method !== 'POST') throw methodNotAllowed('POST');
      return checkout(await readJson(request));
    }
    const invoiceMatch = /^\/shop\/invoices\/([^/]+)(\/outcome)?$/.exec(path);
    if (invoiceMatch) {
      const order = orders.get(decodeSegment(invoiceMatch[1]!) ?? '');
      const wanted = invoiceMatch[2] ? 'POST' : 'GET';
      if (method !== wanted) throw methodNotAllowed(wanted);
      // Only the shop's own invoices: the shop is no open window onto the merchant's account.
      if (!order) throw ShopError.of(404, 'not_found', 'Not Found', 'The shop has no such invoice.');
      if (invoiceMatch[2]) return outcome(order, await readJson(request));
      return invoices().handle(request, order.invoiceId);
    }
    const channelMatch = /^\/shop\/channels\/([^/]+)(\/deposits)?$/.exec(path);
    if (channelMatch) {
      const id = decodeSegment(channelMatch[1]!);
      const allowed = channelMatch[2] ? ['GET', 'POST'] : ['GET'];
      if (!allowed.includes(method)) throw methodNotAllowed(allowed.join(', '));
      if (!id) throw noSuchChannel();
      if (!channelMatch[2]) return channel(id);
      if (method === 'GET') return deposits(id, request);
      return simulateDeposit(id, await readJson(request));
    }
    const orderMatch = /^\/shop\/orders\/([^/]+)\/checkout$/.exec(path);
    if (orderMatch) {
      const reference = decodeSegment(orderMatch[1]!);
      if (!['GET', 'HEAD', 'POST'].includes(method)) throw methodNotAllowed('GET, HEAD, POST');
      if (!reference || !ORDER_REFERENCE.test(reference))
        throw ShopError.of(404, 'not_found', 'Not Found', 'The shop has no such order.');
      return orderCheckout(reference, request);
    }
    const returnMatch = /^\/shop\/orders\/([^/]+)\/(success|failed)$/.exec(path);
    if (returnMatch) {
      if (method !== 'GET') throw methodNotAllowed('GET');
      const order = byReference.get(decodeSegment(returnMatch[1]!) ?? '');
      if (!order) throw ShopError.of(404, 'not_found', 'Not Found', 'The shop has no such order.');
      const page = returnMatch[2] === 'success' ? '/success.html' : '/failed.html';
      const location = `${page}?invoice=${encodeURIComponent(order.invoiceId)}`;
      return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
    }
    throw ShopError.of(404, 'not_found', 'Not Found', `There is nothing at ${path}.`);
  }

  return async (request) => {
    try {
      return await route(request);
    } catch (error) {
      const shopError = error instanceof ShopError ? error : fromApiError(error);
      return jsonResponse(shopError.status, { errors: shopError.errors }, JSON_TYPE, shopError.headers);
    }
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
function matchesEtag(header: string | null, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header?.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag) ?? false;
}
