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
import { JSON_API_MEDIA_TYPE } from '../core/protocol.js';
import { canonicalDecimal, isDecimalString } from '../core/decimal.js';
import { isOpenInvoice } from '../core/invoice.js';
import { at, isObject } from '../core/json.js';
import { parseMethods, sameMethod, type CheckoutMethod } from '../core/order.js';
import { crossSiteRefusal } from './cross-site.js';
import { InvoiceStoreError } from './errors.js';
import type { InvoiceStore } from './store.js';

export type { CheckoutMethod } from '../core/order.js';

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
  /** A failure (the payment API's, the store's) as a response for the browser. */
  failure(error: unknown): Response;
  /** A JSON:API error response, never cached. */
  error(status: number, code: string, detail: string, headers?: Record<string, string>): Response;
  /** How long an order's record is kept, in seconds. */
  ttlSeconds: number;
  /** Origins besides the request's own whose pages may POST (crossSiteRefusal). */
  origins: readonly string[];
}

/** An invoice of an order, with the order's terms when it was created (orderTerms). */
interface OrderInvoice {
  id: string;
  terms: string;
}

/** An order's invoices as the store keeps them, under `order:<reference>`. */
interface OrderRecord {
  /** The invoice of each method, by `methodKey()`. */
  invoices: Record<string, OrderInvoice>;
  /** The invoice created last: what a reload resumes. */
  latest?: OrderInvoice;
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

/** Statuses that mean money moved: such an invoice is the order's whatever the order says now. */
const PAYMENT_STATUSES: unknown[] = ['processing', 'on_hold', 'completed'];

/**
 * What the order sets of its invoices (every attribute but the reference, the amount by value), as one string:
 * an invoice is the order's only while the order's terms are those it was created with.
 */
function orderTerms({ reference: _reference, ...terms }: OrderAttributes): string {
  const entries = Object.entries(terms)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, key === 'amountBilled' && isDecimalString(value) ? canonicalDecimal(value) : value]);
  return JSON.stringify(entries.sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)));
}
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

  async function invoice(entry: OrderInvoice | undefined): Promise<InvoiceDocument | undefined> {
    const stored = entry ? await store.get(entry.id) : undefined;
    return stored ? (JSON.parse(stored.body) as InvoiceDocument) : undefined;
  }

  const hasPayment = (document: InvoiceDocument | undefined) =>
    PAYMENT_STATUSES.includes(at(document, 'data', 'attributes', 'status'));

  /**
   * What a reload shows: the latest invoice when money moved on it (whatever the order says now), or when it is
   * still the order's and open or rejected; else the methods again.
   */
  function resumable(
    document: InvoiceDocument | undefined,
    entry: OrderInvoice | undefined,
    terms: string,
  ): document is InvoiceDocument {
    if (!document || !entry) return false;
    if (hasPayment(document)) return true;
    const rejected = at(document, 'data', 'attributes', 'status') === 'rejected';
    return entry.terms === terms && (rejected || isOpenInvoice(document, now()));
  }

  /** The order's open invoice for `method`, created once whatever the number of requests and instances. */
  async function invoiceFor(settings: OrderSettings, method: CheckoutMethod) {
    const { reference } = settings.order;
    const key = methodKey(method);
    const terms = orderTerms(settings.order);
    for (let attempt = 0; attempt < (CLAIM_MS / WAIT_MS) * 2; attempt++) {
      const { record, version } = await readRecord(reference);
      const entry = record.invoices[key];
      const existing = await invoice(entry);
      if (existing && entry?.terms === terms && isOpenInvoice(existing, now())) {
        return { document: existing, created: false };
      }
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
            const created = { id: document.data.id, terms };
            next.invoices = { ...next.invoices, [key]: created };
            next.latest = created;
          }
          if (await writeRecord(reference, latest.version, next)) break;
        }
      }
      return { document, created: true };
    }
    const message = `The invoice of order ${reference} for ${key} was never created: gave up.`;
    throw new InvoiceStoreError('conflict', message, { invoiceId: recordKey(reference) });
  }

  /**
   * Answers the order's checkout URL: `GET` (or `HEAD`) the methods, or the order's invoice to resume with
   * `meta.methods` and `Content-Location`; `POST` `{ chargedCurrency, network }` the invoice for that method
   * (`201` when created, `200` when the order already had it open) with `Location`. A method not offered
   * is `422`, a body that is no JSON object `400`, another site's page `403` and a body that is not JSON `415`
   * (crossSiteRefusal), a paid order `409`. The order's invoices are its own only while the order's terms
   * (everything but its reference; the amount by value) are those they were created with: a changed order gets
   * a new invoice, and an invoice is answered or resumed only while it is open (isOpenInvoice) or, on `GET`,
   * rejected; one with a payment (processing, on hold, completed) is always resumed, and blocks new ones. While
   * the store cannot be reached the answer is `503` `store_unavailable` with `Retry-After`, and nothing is created.
   */
  async function handleOrder(request: Request, settings: OrderSettings): Promise<Response> {
    try {
      return await answerOrder(request, settings);
    } catch (failure) {
      // The store unreachable (503 with Retry-After), the payment API's refusal, or a fault (500).
      return context.failure(failure);
    }
  }

  async function answerOrder(request: Request, settings: OrderSettings): Promise<Response> {
    const url = settings.invoiceUrl ?? ((id: string) => `/invoices/${encodeURIComponent(id)}`);
    const methods = parseMethods(settings.methods) ?? [];
    const { reference } = settings.order;

    if (request.method === 'GET' || request.method === 'HEAD') {
      const { record } = await readRecord(reference);
      const latest = await invoice(record.latest);
      if (resumable(latest, record.latest, orderTerms(settings.order))) {
        const body = { ...latest, meta: { ...latest.meta, methods } };
        return answer(request, 200, JSON.stringify(body), {
          'Content-Type': JSON_API_MEDIA_TYPE,
          'Content-Location': url(latest.data.id),
        });
      }
      // What is owed rides along, so the picker can say it before any invoice exists.
      const { amountBilled, billedCurrency } = settings.order;
      return answer(request, 200, JSON.stringify({ methods, amountBilled, billedCurrency }), {
        'Content-Type': 'application/json',
      });
    }
    if (request.method !== 'POST')
      return error(405, 'method_not_allowed', 'Use GET or POST.', { Allow: 'GET, HEAD, POST' });
    // A page of another site may not create invoices in the payer's name (their cookies ride along).
    const refusal = crossSiteRefusal(request, context.origins);
    if (refusal) return error(refusal.status, refusal.code, refusal.detail);

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
    if (hasPayment(await invoice(record.latest))) return error(409, 'order_paid', 'This order has a payment already.');

    const flight = `${reference}\n${methodKey(method)}`;
    let pending = creating.get(flight);
    // Only the request that started the creation answers 201; the others share its invoice with 200.
    const starter = !pending;
    if (!pending) {
      pending = invoiceFor(settings, method).finally(() => creating.delete(flight));
      creating.set(flight, pending);
    }
    const { document, created } = await pending;
    return answer(request, created && starter ? 201 : 200, JSON.stringify(document), {
      'Content-Type': JSON_API_MEDIA_TYPE,
      Location: url(document.data.id),
    });
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
