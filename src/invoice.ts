/**
 * Reads the invoice document (the JSON:API response of
 * `POST /api/public/v1/invoices`) into what the element shows. Pure: it never
 * throws, and it returns either a complete view or one error naming the field.
 */
import { findNetwork, parseDepositAddress, type Memo } from './address.js';
import { isDecimalString, isPositiveDecimal } from './decimal.js';
import { isHttpUrl } from './redirect.js';
import { mapServiceStatus, type ServiceStatus } from './status.js';

/** Why a document cannot be shown. The `code` of a `checkout-error` event. */
export type InvoiceErrorCode =
  | 'invalid-json'
  | 'not-an-invoice'
  | 'missing-field'
  | 'invalid-amount'
  | 'invalid-currency'
  | 'invalid-timestamp'
  | 'invalid-address'
  | 'invalid-memo'
  | 'missing-memo'
  | 'missing-payment-details';

export interface InvoiceError {
  code: InvoiceErrorCode;
  /** JSON pointer to the field at fault, e.g. `/data/attributes/amountCharged`. */
  path: string;
  /** For the developer, in English; the payer sees a plain message instead. */
  message: string;
}

/** A labelled value of the exchange-app payment instructions. */
export interface InstructionField {
  /** The attribute's name in the document, e.g. `checkoutUrl`. */
  key: string;
  value: string;
}

export type PaymentDetails =
  | {
      kind: 'address';
      /** The bare deposit address: what the QR code encodes. */
      address: string;
      memo?: Memo;
    }
  | {
      kind: 'instructions';
      fields: InstructionField[];
      /** The first http(s) link among the fields: shown as a QR code and an "open" button. */
      link?: string;
    };

export interface InvoiceView {
  id: string;
  serviceStatus?: ServiceStatus;
  amountCharged: string;
  chargedCurrency: string;
  amountBilled: string;
  billedCurrency: string;
  networkName: string;
  /** Milliseconds since epoch, in the service's clock. */
  createdAt: number;
  expiresAt: number;
  hostedPageUrl?: string;
  successRedirectUrl?: string;
  unsuccessRedirectUrl?: string;
  payment: PaymentDetails;
}

export type InvoiceResult = { ok: true; invoice: InvoiceView } | { ok: false; error: InvoiceError };

// Off-chain payment methods, whose instructions come in an order resource (typed to be compared with any JSON),
// and the relationships that may name that resource, in order of preference.
const INSTRUCTION_METHODS: unknown[] = ['exchange_pay', 'binance_pay', 'nft'];
const ORDER_TYPES: unknown[] = ['exchangeOrders', 'binanceOrders'];
const ORDER_RELATIONSHIPS = ['exchangeOrder', 'binanceOrder', 'exchangeOrders', 'binanceOrders'];
const CURRENCY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,15}$/;
// ISO 8601 with a zone: without one, `Date.parse` would read local time.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const ATTRIBUTES = '/data/attributes';

/** Thrown by `fail` and caught by `parseInvoice`: the first problem found ends the reading. */
class InvalidInvoice {
  constructor(readonly error: InvoiceError) {}
}

/** Ends the reading with `code` at `path`; the code says what is wrong in words as well (`invalid amount`). */
function fail(code: InvoiceErrorCode, path: string): never {
  const message = `Invoice error at ${path || 'the document root'}: ${code.replace(/-/g, ' ')}.`;
  throw new InvalidInvoice({ code, path, message });
}

type Json = Record<string, unknown>;

/** A string with something to show. */
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value at `keys` inside `value`, through JSON objects and their own
 * properties only: `__proto__` and friends in hostile JSON are just keys.
 */
function at(value: unknown, ...keys: string[]): unknown {
  for (const key of keys) value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  return value;
}

/**
 * Parses an invoice document, given as an object or as JSON text.
 */
export function parseInvoice(input: unknown): InvoiceResult {
  try {
    return { ok: true, invoice: readInvoice(input) };
  } catch (error) {
    if (error instanceof InvalidInvoice) return { ok: false, error: error.error };
    // Only an object whose getter throws gets here; still never a throw for the caller.
    return { ok: false, error: { code: 'not-an-invoice', path: '', message: String(error) } };
  }
}

function readInvoice(input: unknown): InvoiceView {
  let document = input;
  if (typeof input === 'string') {
    try {
      document = JSON.parse(input);
    } catch {
      fail('invalid-json', '');
    }
  }
  if (!isObject(document)) fail('not-an-invoice', '');
  const data = at(document, 'data');
  if (at(data, 'type') !== 'invoices') fail('not-an-invoice', '/data/type');
  const id = at(data, 'id');
  if (typeof id !== 'string' || !id) fail('missing-field', '/data/id');
  const attributes = at(data, 'attributes');
  if (!isObject(attributes)) fail('missing-field', ATTRIBUTES);

  const text = (key: string) => {
    const value = at(attributes, key);
    return isText(value) ? value : undefined;
  };
  /** A required attribute: `missing-field` when absent or null, else `code` unless it is valid. */
  const required = (key: string, code: InvoiceErrorCode, isValid: (value: unknown) => boolean): string => {
    const value = at(attributes, key);
    if (value == null) fail('missing-field', `${ATTRIBUTES}/${key}`);
    if (!isValid(value)) fail(code, `${ATTRIBUTES}/${key}`);
    return value as string;
  };
  const isCurrency = (value: unknown) => typeof value === 'string' && CURRENCY.test(value);
  const isTimestamp = (value: unknown) =>
    typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));

  const amountCharged = required(
    'amountCharged',
    'invalid-amount',
    (value) => isDecimalString(value) && isPositiveDecimal(value),
  );
  const chargedCurrency = required('chargedCurrency', 'invalid-currency', isCurrency);
  const amountBilled = required('amountBilled', 'invalid-amount', isDecimalString);
  const billedCurrency = required('billedCurrency', 'invalid-currency', isCurrency);
  const createdAt = Date.parse(required('createdAt', 'invalid-timestamp', isTimestamp));
  const expiresAt = Date.parse(required('expiresAt', 'invalid-timestamp', isTimestamp));
  if (expiresAt <= createdAt) fail('invalid-timestamp', `${ATTRIBUTES}/expiresAt`);
  const network = text('network');
  const networkName = text('networkName') ?? network;
  if (!networkName) fail('missing-field', `${ATTRIBUTES}/networkName`);

  const included = at(document, 'included');
  const resources = Array.isArray(included) ? included : [];
  const view: InvoiceView = {
    id,
    amountCharged,
    chargedCurrency,
    amountBilled,
    billedCurrency,
    networkName,
    createdAt,
    expiresAt,
    payment: readPayment(data, attributes, resources, { network, networkName, chargedCurrency }),
  };
  const serviceStatus = mapServiceStatus(at(attributes, 'status'));
  if (serviceStatus) view.serviceStatus = serviceStatus;
  const hostedPageUrl = text('hostedPageUrl');
  if (hostedPageUrl && isHttpUrl(hostedPageUrl)) view.hostedPageUrl = hostedPageUrl;
  // Redirect URLs are kept as sent and checked when followed, so a bad one is reported then.
  for (const key of ['successRedirectUrl', 'unsuccessRedirectUrl'] as const) {
    const value = text(key);
    if (value) view[key] = value;
  }
  return view;
}

/**
 * The included resource the first of `names` among the invoice's relationships
 * points at; when none points anywhere, the first resource of one of `types`.
 * One pointing at a resource the document does not carry fails at `path`:
 * any other would be a guess.
 */
function resourceFor(data: unknown, resources: unknown[], names: string[], types: unknown[], path: string): unknown {
  for (const name of names) {
    const target = at(data, 'relationships', name, 'data');
    if (typeof at(target, 'id') === 'string') {
      const found = resources.find(
        (resource) => at(resource, 'type') === at(target, 'type') && at(resource, 'id') === at(target, 'id'),
      );
      return found ?? fail('missing-payment-details', path);
    }
  }
  return resources.find((resource) => types.includes(at(resource, 'type')));
}

/** How to pay: the deposit address, or the exchange-app instructions of an off-chain payment. */
function readPayment(
  data: unknown,
  attributes: Json,
  resources: unknown[],
  invoice: { network?: string; networkName: string; chargedCurrency: string },
): PaymentDetails {
  const methods = at(attributes, 'paymentMethods');
  const method = Array.isArray(methods) ? methods[0] : methods;
  const order = resourceFor(data, resources, ORDER_RELATIONSHIPS, ORDER_TYPES, '/data/relationships');
  const hasAddresses = resources.some((resource) => at(resource, 'type') === 'addresses');
  // An order and no address is an off-chain payment too, whatever the method says.
  if (INSTRUCTION_METHODS.includes(method) || (order && !hasAddresses)) {
    if (!order) fail('missing-payment-details', '/included');
    return readInstructions(order, resources.indexOf(order));
  }

  const resource = resourceFor(data, resources, ['address'], ['addresses'], '/data/relationships/address');
  let raw = at(attributes, 'address');
  let path = `${ATTRIBUTES}/address`;
  if (resource) {
    // The service's `value`, else an `address` attribute: the error path names the one read.
    const key =
      at(resource, 'attributes', 'value') == null && at(resource, 'attributes', 'address') != null
        ? 'address'
        : 'value';
    raw = at(resource, 'attributes', key);
    path = `/included/${resources.indexOf(resource)}/attributes/${key}`;
  }
  if (raw == null) fail('missing-payment-details', resource ? path : '/included');
  if (typeof raw !== 'string') fail('invalid-address', path);

  const parsed = parseDepositAddress(raw, findNetwork(invoice));
  if (typeof parsed === 'string') fail(parsed, path);
  return { kind: 'address', ...parsed };
}

function readInstructions(resource: unknown, index: number): PaymentDetails {
  const attributes = at(resource, 'attributes');
  // Strings only: a number could be an amount, and amounts are never shown through a float.
  const fields = Object.entries(isObject(attributes) ? attributes : {})
    .filter((entry): entry is [string, string] => isText(entry[1]))
    .map(([key, value]) => ({ key, value }));
  if (fields.length === 0) fail('missing-payment-details', `/included/${index}/attributes`);
  const details: PaymentDetails = { kind: 'instructions', fields };
  const link = fields.find((field) => isHttpUrl(field.value))?.value;
  if (link) details.link = link;
  return details;
}
