/**
 * Reads the invoice document (the JSON:API response of
 * `POST /api/public/v1/invoices`) into what the element shows. Pure: it never
 * throws, and it returns either a complete view or one error naming the field.
 * Its readers of untrusted JSON (own properties, text, currency codes, real
 * timestamps) are exported for the channel parser (channel.ts) to read alike.
 */
import { findNetwork, networksDisagree, parseDepositAddress, type Memo } from './address.js';
import { isFinalInvoiceStatus } from './protocol.js';
import { isDecimalString, isPositiveDecimal } from './decimal.js';
import { at, isObject, isText, parseTimestamp, type Json } from './json.js';
import { isHttpUrl } from './redirect.js';
import { paymentUri } from './payment-uri.js';
import { mapServiceStatus, type ServiceStatus } from './status.js';
import { HIDDEN_CHARACTER } from './text.js';

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
  | 'ambiguous-memo'
  | 'missing-memo'
  | 'missing-payment-details'
  | 'ambiguous-payment-details'
  | 'hidden-characters';

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
  /** When the value is an ISO 8601 timestamp: the moment, shown as a date in the payer's language. */
  time?: number;
}

export type PaymentDetails =
  | {
      kind: 'address';
      /** The bare deposit address: what the QR code encodes by default. */
      address: string;
      memo?: Memo;
      /** The payment URI (payment-uri.ts) a wallet link opens, where a standard can carry the payment. */
      uri?: string;
    }
  | {
      kind: 'instructions';
      /** Every text attribute but the link. */
      fields: InstructionField[];
      /** The first http(s) link among the attributes: shown as a QR code and the main button. */
      link?: string;
      /** An NFT purchase (method `nft`), rather than a payment in an exchange app. */
      nft: boolean;
    };

export interface InvoiceView {
  id: string;
  serviceStatus?: ServiceStatus;
  amountCharged: string;
  chargedCurrency: string;
  amountBilled: string;
  billedCurrency: string;
  /** The network's code, as sent (`tron:usdt`). */
  network?: string;
  /** The network as the payer reads it: `networkName` (the service's name to display), else the code. */
  networkName: string;
  /**
   * The network code names one network and the name another (`ethereum`, "Base"): the payer is shown the
   * name and the address only, with no payment URI or wallet link (payment-uri.ts builds none).
   */
  networkAmbiguous?: true;
  /** The merchant's reference for the order, for the payer to quote. */
  reference?: string;
  /** How much of the billed currency one unit of the charged currency is, fixed for the rate's 20 minutes. */
  exchangeRate?: string;
  /** Milliseconds since epoch, in the service's clock. */
  createdAt: number;
  /**
   * When the rate expires: the document's `expiresAt`, or `createdAt` plus the
   * rate's 20-minute validity (the spec's limit) when that comes first.
   */
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
/** A currency code as the service writes one: one short token, nothing to hide in it. */
export const CURRENCY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,15}$/;
/** The exchange rate holds for 20 minutes from the invoice's creation (the spec's "Limits"). */
export const RATE_VALIDITY_MS = 20 * 60_000;
const ATTRIBUTES = '/data/attributes';

/** What the payer sends, by the view's field names: a change to any of them is a different payment. */
const PAYMENT_TARGET = ['amountCharged', 'chargedCurrency', 'network', 'networkName', 'payment'] as const;

/**
 * The first field of what to pay (amount, currency, network, address, memo or
 * instructions) in which `next` differs from `shown`, or undefined when the
 * payer would send the same payment to the same place.
 */
export function changedPaymentField(
  shown: InvoiceView,
  next: InvoiceView,
): (typeof PAYMENT_TARGET)[number] | undefined {
  return PAYMENT_TARGET.find((field) => JSON.stringify(shown[field]) !== JSON.stringify(next[field]));
}

/** Thrown by `fail` and caught by `parseInvoice`: the first problem found ends the reading. */
class InvalidInvoice {
  constructor(readonly error: InvoiceError) {}
}

/** Ends the reading with `code` at `path`; the code says what is wrong in words as well (`invalid amount`). */
function fail(code: InvoiceErrorCode, path: string): never {
  const message = `Invoice error at ${path || 'the document root'}: ${code.replace(/-/g, ' ')}.`;
  throw new InvalidInvoice({ code, path, message });
}

/** `key` as one step of a JSON pointer (RFC 6901). */
const pointerStep = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Ends the reading when `text`, shown to the payer, holds a character that hides or reorders text. */
function refuseHidden(text: string, path: string): void {
  if (HIDDEN_CHARACTER.test(text)) fail('hidden-characters', path);
}

/**
 * Until when an invoice created at `createdAt` that expires at `expiresAt` can be paid: its expiry, or the end
 * of its rate's 20 minutes when that comes first (a date years away would count down for years a rate that
 * holds 20 minutes). With isOpenInvoice, the one rule of "open" that the element and the order routes share.
 */
export function payableUntil(createdAt: number, expiresAt: number): number {
  return Math.min(expiresAt, createdAt + RATE_VALIDITY_MS);
}

/**
 * Whether the payer can pay the invoice `document` at `now` (ms since epoch): it has no final status (none
 * yet counts as pending), and `now` is before payableUntil. A document whose dates cannot be read is not
 * open: the element could not show it either.
 */
export function isOpenInvoice(document: unknown, now: number): boolean {
  const attributes = at(document, 'data', 'attributes');
  const createdAt = parseTimestamp(at(attributes, 'createdAt'));
  const expiresAt = parseTimestamp(at(attributes, 'expiresAt'));
  return (
    !isFinalInvoiceStatus(at(attributes, 'status')) &&
    createdAt !== undefined &&
    expiresAt !== undefined &&
    now < payableUntil(createdAt, expiresAt)
  );
}

/**
 * Parses an invoice document, given as an object or as JSON text.
 */
export function parseInvoice(input: unknown): InvoiceResult {
  try {
    return { ok: true, invoice: readInvoice(input) };
  } catch (error) {
    return {
      ok: false,
      // Other than InvalidInvoice, only an object whose getter throws gets here; still never a throw for the caller.
      error:
        error instanceof InvalidInvoice ? error.error : { code: 'not-an-invoice', path: '', message: String(error) },
    };
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
  const isTimestamp = (value: unknown) => parseTimestamp(value) !== undefined;

  const isPositiveAmount = (value: unknown): value is string => isDecimalString(value) && isPositiveDecimal(value);
  const amountCharged = required('amountCharged', 'invalid-amount', isPositiveAmount);
  const chargedCurrency = required('chargedCurrency', 'invalid-currency', isCurrency);
  const amountBilled = required('amountBilled', 'invalid-amount', isDecimalString);
  const billedCurrency = required('billedCurrency', 'invalid-currency', isCurrency);
  const createdAt = parseTimestamp(required('createdAt', 'invalid-timestamp', isTimestamp))!;
  const expiresAt = parseTimestamp(required('expiresAt', 'invalid-timestamp', isTimestamp))!;
  if (expiresAt <= createdAt) fail('invalid-timestamp', `${ATTRIBUTES}/expiresAt`);
  const network = text('network');
  const networkName = text('networkName') ?? network;
  if (!networkName) fail('missing-field', `${ATTRIBUTES}/networkName`);
  refuseHidden(networkName, `${ATTRIBUTES}/${text('networkName') ? 'networkName' : 'network'}`);

  const included = at(document, 'included');
  const resources = Array.isArray(included) ? included : [];
  const view: InvoiceView = {
    id,
    amountCharged,
    chargedCurrency,
    amountBilled,
    billedCurrency,
    networkName,
    ...(network ? { network } : {}),
    createdAt,
    expiresAt: payableUntil(createdAt, expiresAt),
    payment: readPayment(data, attributes, resources, { network, networkName, chargedCurrency, amountCharged }),
  };
  if (networksDisagree({ network, networkName })) view.networkAmbiguous = true;
  const reference = text('reference');
  if (reference) {
    refuseHidden(reference, `${ATTRIBUTES}/reference`);
    view.reference = reference;
  }
  const exchangeRate = at(attributes, 'exchangeRate');
  if (isPositiveAmount(exchangeRate)) view.exchangeRate = exchangeRate;
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
 * The one included resource the invoice names: the one the first of `names`
 * among its relationships links to, when one has linkage; else the only
 * resource of one of `types`; undefined when it names none. Linkage to a
 * resource the document lacks, `null`, or more than one resource fails at
 * `path`, and so do two resources of the type with no relationship to tell
 * them apart: any pick would be a guess.
 */
function resourceFor(data: unknown, resources: unknown[], names: string[], types: unknown[], path: string): unknown {
  for (const name of names) {
    const relationship = at(data, 'relationships', name);
    // Absent, or not embedded (`{meta: {included: false}}`): it names nothing here.
    if (!isObject(relationship) || !Object.hasOwn(relationship, 'data')) continue;
    // Linkage is null (no resource), one resource identifier, or a list of them.
    const links = [relationship.data ?? []].flat();
    if (links.length > 1) fail('ambiguous-payment-details', path);
    const id = at(links[0], 'id');
    const found = resources.filter(
      (resource) =>
        typeof id === 'string' && at(resource, 'type') === at(links[0], 'type') && at(resource, 'id') === id,
    );
    // Two resources of one identity break JSON:API's rule that identity is unique.
    if (found.length > 1) fail('ambiguous-payment-details', path);
    return found[0] ?? fail('missing-payment-details', path);
  }
  const found = resources.filter((resource) => types.includes(at(resource, 'type')));
  if (found.length > 1) fail('ambiguous-payment-details', '/included');
  return found[0];
}

/** How to pay: the deposit address, or the exchange-app instructions of an off-chain payment. */
function readPayment(
  data: unknown,
  attributes: Json,
  resources: unknown[],
  invoice: { network?: string; networkName: string; chargedCurrency: string; amountCharged: string },
): PaymentDetails {
  const methods = at(attributes, 'paymentMethods');
  const method = Array.isArray(methods) ? methods[0] : methods;
  const has = (types: unknown[]) => resources.some((resource) => types.includes(at(resource, 'type')));
  // An order and no address is an off-chain payment too, whatever the method says.
  if (INSTRUCTION_METHODS.includes(method) || (has(ORDER_TYPES) && !has(['addresses']))) {
    const order = resourceFor(data, resources, ORDER_RELATIONSHIPS, ORDER_TYPES, '/data/relationships');
    if (!order) fail('missing-payment-details', '/included');
    return readInstructions(order, resources.indexOf(order), method === 'nft');
  }

  const resource = resourceFor(data, resources, ['address'], ['addresses'], '/data/relationships/address');
  const where = `/included/${resources.indexOf(resource)}/attributes`;
  // Every place the document may carry the address: the resource's `value` (the service's) or
  // `address`, and an `address` on the invoice. They must agree: the error path names the one read.
  const offered = [
    ...(resource ? ['value', 'address'].map((key) => [at(resource, 'attributes', key), `${where}/${key}`]) : []),
    [at(attributes, 'address'), `${ATTRIBUTES}/address`],
  ].filter(([value]) => value != null);
  if (offered.length === 0) fail('missing-payment-details', resource ? `${where}/value` : '/included');
  const [[raw, path]] = offered as [[unknown, string]];
  const other = offered.find(([value]) => value !== raw);
  if (other) fail('ambiguous-payment-details', other[1] as string);
  if (typeof raw !== 'string') fail('invalid-address', path);

  const parsed = parseDepositAddress(raw, findNetwork(invoice));
  if (typeof parsed === 'string') fail(parsed, path);
  const uri = paymentUri({ ...parsed, ...invoice, amount: invoice.amountCharged, currency: invoice.chargedCurrency });
  return { kind: 'address', ...parsed, ...(uri ? { uri } : {}) };
}

function readInstructions(resource: unknown, index: number, nft: boolean): PaymentDetails {
  const attributes = at(resource, 'attributes');
  const fields: InstructionField[] = [];
  for (const [key, value] of Object.entries(isObject(attributes) ? attributes : {})) {
    // Strings only: a number could be an amount, and amounts are never shown through a float.
    if (!isText(value)) continue;
    // The key becomes the label: it is shown too.
    refuseHidden(key + value, `/included/${index}/attributes/${pointerStep(key)}`);
    const time = parseTimestamp(value);
    fields.push(time === undefined ? { key, value } : { key, value, time });
  }
  if (fields.length === 0) fail('missing-payment-details', `/included/${index}/attributes`);
  const link = fields.find((field) => isHttpUrl(field.value))?.value;
  const details: PaymentDetails = { kind: 'instructions', fields: fields.filter(({ value }) => value !== link), nft };
  if (link) details.link = link;
  return details;
}
