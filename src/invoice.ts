/**
 * Reads the invoice document (the JSON:API response of
 * `POST /api/public/v1/invoices`) into what the element shows. Pure: it never
 * throws, and it returns either a complete view or one error naming the field.
 */
import { findMemoNetwork, findPlainNetwork, memoNetworkOfCurrency, parseDepositAddress, type Memo } from './address.js';
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
      /** The address resource's label, when the service sends one. */
      label?: string;
    }
  | {
      kind: 'instructions';
      /** The JSON:API type of the resource (`exchangeOrders`, `binanceOrders`). */
      type: string;
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

/** Off-chain payment methods, whose instructions come in an exchange-order resource. */
const INSTRUCTION_METHODS = new Set(['exchange_pay', 'binance_pay', 'nft']);
const INSTRUCTION_TYPES = ['exchangeOrders', 'binanceOrders'];
const INSTRUCTION_RELATIONSHIPS = ['exchangeOrder', 'binanceOrder', 'exchangeOrders', 'binanceOrders'];
const CURRENCY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,15}$/;
// ISO 8601 with a zone: without one, `Date.parse` would read local time.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const ATTRIBUTES = '/data/attributes';

class InvalidInvoice extends Error {
  constructor(readonly detail: InvoiceError) {
    super(detail.message);
  }
}

function fail(code: InvoiceErrorCode, path: string, message: string): never {
  throw new InvalidInvoice({ code, path, message });
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property only: `__proto__` and friends in hostile JSON are just keys. */
function own(object: Json, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Parses an invoice document, given as an object or as JSON text.
 */
export function parseInvoice(input: unknown): InvoiceResult {
  try {
    return { ok: true, invoice: readInvoice(input) };
  } catch (error) {
    if (error instanceof InvalidInvoice) return { ok: false, error: error.detail };
    // Not reachable by any document we know of; still never a throw for the caller.
    return { ok: false, error: { code: 'not-an-invoice', path: '', message: String(error) } };
  }
}

function readInvoice(input: unknown): InvoiceView {
  let document = input;
  if (typeof input === 'string') {
    try {
      document = JSON.parse(input);
    } catch {
      fail('invalid-json', '', 'The invoice is not valid JSON.');
    }
  }
  if (!isObject(document)) fail('not-an-invoice', '', 'The invoice document must be a JSON object.');
  const data = own(document, 'data');
  if (!isObject(data) || own(data, 'type') !== 'invoices') {
    fail('not-an-invoice', '/data/type', 'The document is not an invoices resource.');
  }
  const id = own(data, 'id');
  if (typeof id !== 'string' || id === '') fail('missing-field', '/data/id', 'The invoice has no id.');
  const attributes = own(data, 'attributes');
  if (!isObject(attributes)) fail('missing-field', ATTRIBUTES, 'The invoice has no attributes.');

  const text = (key: string): string | undefined => {
    const value = own(attributes, key);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const amount = (key: string, mustBePositive: boolean): string => {
    const value = own(attributes, key);
    if (value === undefined || value === null) fail('missing-field', `${ATTRIBUTES}/${key}`, `${key} is missing.`);
    if (!isDecimalString(value) || (mustBePositive && !isPositiveDecimal(value))) {
      fail('invalid-amount', `${ATTRIBUTES}/${key}`, `${key} must be a decimal string such as "12.50".`);
    }
    return value;
  };
  const currency = (key: string): string => {
    const value = own(attributes, key);
    if (value === undefined || value === null) fail('missing-field', `${ATTRIBUTES}/${key}`, `${key} is missing.`);
    if (typeof value !== 'string' || !CURRENCY.test(value)) {
      fail('invalid-currency', `${ATTRIBUTES}/${key}`, `${key} must be a currency code such as "BTC".`);
    }
    return value;
  };
  const timestamp = (key: string): number => {
    const value = own(attributes, key);
    if (value === undefined || value === null) fail('missing-field', `${ATTRIBUTES}/${key}`, `${key} is missing.`);
    const time = typeof value === 'string' && TIMESTAMP.test(value) ? Date.parse(value) : NaN;
    if (!Number.isFinite(time)) {
      fail(
        'invalid-timestamp',
        `${ATTRIBUTES}/${key}`,
        `${key} must be an ISO 8601 timestamp with a zone, such as "2026-01-01T12:00:00.000Z".`,
      );
    }
    return time;
  };

  const amountCharged = amount('amountCharged', true);
  const chargedCurrency = currency('chargedCurrency');
  const amountBilled = amount('amountBilled', false);
  const billedCurrency = currency('billedCurrency');
  const createdAt = timestamp('createdAt');
  const expiresAt = timestamp('expiresAt');
  if (expiresAt <= createdAt) {
    fail('invalid-timestamp', `${ATTRIBUTES}/expiresAt`, 'expiresAt must be later than createdAt.');
  }
  const network = text('network');
  const networkName = text('networkName') ?? network;
  if (!networkName) fail('missing-field', `${ATTRIBUTES}/networkName`, 'networkName is missing.');

  const included = own(document, 'included');
  // Entries that are not objects stay as empty placeholders, so indexes match `/included/<n>` pointers.
  const resources = Array.isArray(included) ? included.map((resource) => (isObject(resource) ? resource : {})) : [];
  const payment = readPayment(data, attributes, resources, { network, networkName, chargedCurrency });

  const serviceStatus = mapServiceStatus(own(attributes, 'status'));
  const view: InvoiceView = {
    id,
    amountCharged,
    chargedCurrency,
    amountBilled,
    billedCurrency,
    networkName,
    createdAt,
    expiresAt,
    payment,
  };
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

function paymentMethod(attributes: Json): string | undefined {
  const methods = own(attributes, 'paymentMethods');
  const first = Array.isArray(methods) ? methods[0] : methods;
  return typeof first === 'string' ? first : undefined;
}

/** The included resource a relationship points at, or `undefined` when it names none. */
function related(data: Json, names: readonly string[], resources: Json[]): { found?: Json; named: boolean } {
  const relationships = own(data, 'relationships');
  if (!isObject(relationships)) return { named: false };
  for (const name of names) {
    const relationship = own(relationships, name);
    const target = isObject(relationship) ? own(relationship, 'data') : undefined;
    if (isObject(target) && typeof own(target, 'id') === 'string') {
      const found = resources.find(
        (resource) => own(resource, 'type') === own(target, 'type') && own(resource, 'id') === own(target, 'id'),
      );
      return found ? { found, named: true } : { named: true };
    }
  }
  return { named: false };
}

function readPayment(
  data: Json,
  attributes: Json,
  resources: Json[],
  network: { network?: string; networkName: string; chargedCurrency: string },
): PaymentDetails {
  const method = paymentMethod(attributes);
  const wantsInstructions = method !== undefined && INSTRUCTION_METHODS.has(method);

  const order = related(data, INSTRUCTION_RELATIONSHIPS, resources);
  if (order.named && !order.found) {
    fail(
      'missing-payment-details',
      '/data/relationships',
      'The exchange order relationship points at no included resource.',
    );
  }
  const orderResource =
    order.found ?? resources.find((resource) => INSTRUCTION_TYPES.includes(own(resource, 'type') as string));
  if (wantsInstructions || (orderResource && !resources.some((resource) => own(resource, 'type') === 'addresses'))) {
    if (!orderResource) {
      fail(
        'missing-payment-details',
        '/included',
        `A ${method ?? 'payment'} invoice needs an exchangeOrders resource.`,
      );
    }
    return readInstructions(orderResource, resources.indexOf(orderResource));
  }

  const addressRelation = related(data, ['address'], resources);
  if (addressRelation.named && !addressRelation.found) {
    // The relationship names a resource the document does not carry: any other would be a guess.
    fail(
      'missing-payment-details',
      '/data/relationships/address',
      'The address relationship points at no included resource.',
    );
  }
  const addressResource = addressRelation.found ?? resources.find((resource) => own(resource, 'type') === 'addresses');
  let raw: unknown;
  let path: string;
  let label: unknown;
  if (addressResource) {
    const addressAttributes = own(addressResource, 'attributes');
    const values = isObject(addressAttributes) ? addressAttributes : {};
    // The service's `value`, else an `address` attribute: the error path names the one read.
    const key = own(values, 'value') == null && own(values, 'address') != null ? 'address' : 'value';
    raw = own(values, key);
    label = own(values, 'label');
    path = `/included/${resources.indexOf(addressResource)}/attributes/${key}`;
  } else {
    raw = own(attributes, 'address');
    path = `${ATTRIBUTES}/address`;
  }
  if (raw === undefined || raw === null) {
    fail('missing-payment-details', addressResource ? path : '/included', 'The invoice has no deposit address.');
  }
  if (typeof raw !== 'string') fail('invalid-address', path, 'The deposit address must be a string.');

  const knownNetwork =
    findMemoNetwork(network) ?? findPlainNetwork(network) ?? memoNetworkOfCurrency(network.chargedCurrency);
  const parsed = parseDepositAddress(raw, knownNetwork);
  if (!parsed.ok) {
    const messages = {
      'invalid-address': `The deposit address is not a valid ${network.networkName} address.`,
      'invalid-memo': 'The memo or destination tag after the address is malformed.',
      'missing-memo': `A ${network.networkName} address needs its memo or destination tag, and none was sent.`,
    };
    fail(parsed.error, path, messages[parsed.error]);
  }
  const details: PaymentDetails = { kind: 'address', ...parsed.value };
  if (typeof label === 'string' && label.trim() !== '') details.label = label;
  return details;
}

function readInstructions(resource: Json, index: number): PaymentDetails {
  const attributes = own(resource, 'attributes');
  // Strings only: a number could be an amount, and amounts are never shown through a float.
  const fields: InstructionField[] = isObject(attributes)
    ? Object.keys(attributes)
        .map((key) => ({ key, value: attributes[key] }))
        .filter((field): field is InstructionField => typeof field.value === 'string' && field.value.trim() !== '')
    : [];
  if (fields.length === 0) {
    fail('missing-payment-details', `/included/${index}/attributes`, 'The payment instructions are empty.');
  }
  const link = fields.find((field) => isHttpUrl(field.value))?.value;
  const details: PaymentDetails = { kind: 'instructions', type: String(own(resource, 'type')), fields };
  if (link) details.link = link;
  return details;
}
