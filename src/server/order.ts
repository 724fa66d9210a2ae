/**
 * The order's checkout URL behind `<crypto-checkout order-src>`: `GET` lists the payment methods (or resumes
 * the order's open invoice), `POST` creates the invoice for the method the payer chose. The amount and
 * everything else about the order come from the server's `order`, never from the request: the browser sends
 * a currency and a network, and a method not offered is refused.
 *
 * Which invoice each order has for each method lives in the invoice store, beside the invoices, so several
 * instances agree: concurrent `POST`s for one method, on one instance or several, make one upstream call.
 */
import type { AccountDocument, CreateInvoiceAttributes, InvoiceDocument } from '../client/index.js';
import { JSON_API_MEDIA_TYPE, isFinalInvoiceStatus } from '../client/protocol.js';
import { at, isObject, parseTimestamp } from '../invoice.js';
import { parseMethods, sameMethod, type CheckoutMethod } from '../order.js';
import type { InvoiceStore } from './store.js';

export type { CheckoutMethod } from '../order.js';

/** What your cart decides about the order: every attribute of the invoice but the coin and network. */
export type OrderAttributes = Omit<CreateInvoiceAttributes, 'chargedCurrency' | 'network' | 'reference'> & {
  /**
   * Your order's reference: the key of its invoices. Each invoice's own `reference` is this with a random
   * suffix (`1001-3f9a0c2e`), as the service refuses a reference twice.
   */
  reference: string;
};

export interface OrderSettings {
  /** The order: its amount and billed currency, reference and redirect URLs, decided by your server. */
  order: OrderAttributes;
  /** The methods the payer may choose from (`methodsFromAccount()` makes them from an account). */
  methods: readonly CheckoutMethod[];
  /** The URL the element follows an invoice's status at (your `handle()` route). Default `/invoices/<id>`. */
  invoiceUrl?: (id: string) => string;
}

/** What the order handler needs of the invoice handler. */
export interface OrderContext {
  store: InvoiceStore;
  now: () => number;
  /** Creates and stores an invoice. */
  createInvoice(attributes: CreateInvoiceAttributes): Promise<InvoiceDocument>;
  /** The payment API's failure as a response for the browser. */
  failure(error: unknown): Response;
  /** A JSON:API error response, never cached. */
  error(status: number, code: string, detail: string, headers?: Record<string, string>): Response;
  /** How long an order's record is kept, in seconds. */
  ttlSeconds: number;
}

/** An order's invoices as the store keeps them, under `order:<reference>`. */
interface OrderRecord {
  /** The invoice of each method, by `methodKey()`. */
  invoices: Record<string, string>;
  /** The invoice created last: what a reload resumes. */
  latest?: string;
  /** Until when an instance is creating the invoice of a method: the others wait for it. */
  creating: Record<string, number>;
}

/** How long an instance may hold a method's creation before another may take it over. */
const CLAIM_MS = 30_000;
/** How often a request waiting for another's creation looks again. */
const WAIT_MS = 200;
/** The longest body read from the browser: a currency and a network. */
const MAX_BODY = 2048;

const methodKey = ({ currency, network }: Omit<CheckoutMethod, 'name'>) => `${currency} ${network}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The methods an account can be paid with: its networks (`GET /api/public/v1/accounts/:id`, in `included`),
 * each as `{ currency, network, name }`. Only the networks the account's relationship names are taken when
 * it names them; a network whose code or currency is not a plain code is left out.
 */
export function methodsFromAccount(account: AccountDocument | unknown): CheckoutMethod[] {
  const related = at(account, 'data', 'relationships', 'networks', 'data');
  const ids = Array.isArray(related) ? new Set(related.map((identifier) => at(identifier, 'id'))) : undefined;
  const included = at(account, 'included');
  const networks = (Array.isArray(included) ? included : []).filter(
    (resource) => at(resource, 'type') === 'network' && (!ids || ids.has(at(resource, 'id'))),
  );
  return (
    parseMethods(
      networks.map((network) => ({
        currency: at(network, 'attributes', 'currencyCode'),
        network: at(network, 'attributes', 'code'),
        name: at(network, 'attributes', 'name'),
      })),
    ) ?? []
  );
}

export function orderHandler(context: OrderContext) {
  const { store, now, error } = context;
  /** The creations under way on this instance, by order and method: one upstream call for concurrent requests. */
  const creating = new Map<string, Promise<{ document: InvoiceDocument; created: boolean }>>();

  const recordKey = (reference: string) => `order:${reference}`;

  async function readRecord(reference: string) {
    const stored = await store.get(recordKey(reference));
    const record: OrderRecord = stored ? JSON.parse(stored.body) : { invoices: {}, creating: {} };
    return { record, version: stored?.version };
  }

  /** Writes `change` of the order's record by compare-and-set; false when another write came first. */
  async function writeRecord(reference: string, version: number | undefined, record: OrderRecord) {
    return !!(await store.compareAndSet(recordKey(reference), version, JSON.stringify(record), context.ttlSeconds));
  }

  async function invoice(id: string | undefined): Promise<InvoiceDocument | undefined> {
    const stored = id ? await store.get(id) : undefined;
    return stored ? (JSON.parse(stored.body) as InvoiceDocument) : undefined;
  }

  /** Whether the payer may still pay `document`: not final, and its rate not past. */
  function payable(document: InvoiceDocument): boolean {
    const status = at(document, 'data', 'attributes', 'status');
    const expiresAt = parseTimestamp(at(document, 'data', 'attributes', 'expiresAt'));
    return !isFinalInvoiceStatus(status) && (expiresAt === undefined || expiresAt > now());
  }

  /** What a reload shows: the latest invoice, unless it expired or was cancelled (then the methods again). */
  function resumable(document: InvoiceDocument | undefined): document is InvoiceDocument {
    if (!document) return false;
    const status = at(document, 'data', 'attributes', 'status');
    return status !== 'expired' && status !== 'cancelled' && (payable(document) || status !== 'pending');
  }

  /** The order's open invoice for `method`, created once whatever the number of requests and instances. */
  async function invoiceFor(settings: OrderSettings, method: CheckoutMethod) {
    const { reference } = settings.order;
    const key = methodKey(method);
    for (let attempt = 0; attempt < (CLAIM_MS / WAIT_MS) * 2; attempt++) {
      const { record, version } = await readRecord(reference);
      const existing = await invoice(record.invoices[key]);
      if (existing && payable(existing)) return { document: existing, created: false };
      if ((record.creating[key] ?? 0) > now()) {
        await sleep(WAIT_MS);
        continue;
      }
      const claimed = { ...record, creating: { ...record.creating, [key]: now() + CLAIM_MS } };
      if (!(await writeRecord(reference, version, claimed))) continue;
      let document: InvoiceDocument | undefined;
      try {
        document = await context.createInvoice({
          ...settings.order,
          chargedCurrency: method.currency,
          network: method.network,
          reference: `${reference}-${randomSuffix()}`,
        } as CreateInvoiceAttributes);
      } finally {
        // The claim goes whatever happened; the invoice is recorded when there is one.
        for (let write = 0; write < CLAIM_MS / WAIT_MS; write++) {
          const latest = await readRecord(reference);
          const next: OrderRecord = { ...latest.record, creating: { ...latest.record.creating } };
          delete next.creating[key];
          if (document) {
            next.invoices = { ...next.invoices, [key]: document.data.id };
            next.latest = document.data.id;
          }
          if (await writeRecord(reference, latest.version, next)) break;
        }
      }
      return { document, created: true };
    }
    throw new Error(`[crypto-checkout/server] the invoice of order ${reference} for ${key} was never created.`);
  }

  /**
   * Answers the order's checkout URL: `GET` (or `HEAD`) the methods, or the order's invoice to resume with
   * `meta.methods` and `Content-Location`; `POST` `{ chargedCurrency, network }` the invoice for that method
   * (`201` when created, `200` when the order already had it open) with `Location`. A method not offered
   * is `422`, a body that is no JSON object `400`, another site's page `403`, a paid order `409`.
   */
  async function handleOrder(request: Request, settings: OrderSettings): Promise<Response> {
    const url = settings.invoiceUrl ?? ((id: string) => `/invoices/${encodeURIComponent(id)}`);
    const methods = parseMethods(settings.methods) ?? [];
    const { reference } = settings.order;

    if (request.method === 'GET' || request.method === 'HEAD') {
      const { record } = await readRecord(reference);
      const latest = await invoice(record.latest);
      if (resumable(latest)) {
        const body = { ...latest, meta: { ...latest.meta, methods } };
        return answer(request, 200, JSON.stringify(body), {
          'Content-Type': JSON_API_MEDIA_TYPE,
          'Content-Location': url(latest.data.id),
        });
      }
      return answer(request, 200, JSON.stringify({ methods }), { 'Content-Type': 'application/json' });
    }
    if (request.method !== 'POST')
      return error(405, 'method_not_allowed', 'Use GET or POST.', { Allow: 'GET, HEAD, POST' });
    // A page of another site may not create invoices in the payer's name (their cookies ride along).
    if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return error(403, 'cross_site', 'Not from this site.');

    const text = await request.text();
    let body: unknown;
    try {
      body = text.length <= MAX_BODY ? JSON.parse(text) : undefined;
    } catch {
      // Answered below.
    }
    if (!isObject(body)) return error(400, 'invalid_json', 'Send { "chargedCurrency", "network" } as JSON.');
    const { chargedCurrency, network } = body;
    const method = methods.find((offered) =>
      sameMethod(offered, { currency: chargedCurrency as string, network: network as string }),
    );
    if (!method) return error(422, 'method_not_offered', 'This order cannot be paid with that currency and network.');

    // An order the payer has paid (or is paying) takes no other invoice.
    const { record } = await readRecord(reference);
    const latest = await invoice(record.latest);
    if (latest && ['processing', 'on_hold', 'completed'].includes(at(latest, 'data', 'attributes', 'status') as string))
      return error(409, 'order_paid', 'This order has a payment already.');

    const flight = `${reference}\n${methodKey(method)}`;
    let pending = creating.get(flight);
    // Only the request that started the creation answers 201; the others share its invoice with 200.
    const starter = !pending;
    if (!pending) {
      pending = invoiceFor(settings, method).finally(() => creating.delete(flight));
      creating.set(flight, pending);
    }
    try {
      const { document, created } = await pending;
      return answer(request, created && starter ? 201 : 200, JSON.stringify(document), {
        'Content-Type': JSON_API_MEDIA_TYPE,
        Location: url(document.data.id),
      });
    } catch (failure) {
      return context.failure(failure);
    }
  }

  return handleOrder;
}

function answer(request: Request, status: number, body: string, headers: Record<string, string>): Response {
  return new Response(request.method === 'HEAD' ? null : body, {
    status,
    headers: { ...headers, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** Eight hex digits from Web Crypto: enough that one order's invoices never share a reference. */
function randomSuffix(): string {
  return [...crypto.getRandomValues(new Uint8Array(4))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
