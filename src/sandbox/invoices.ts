/**
 * `POST /api/public/v1/invoices`: the request's rules (from the spec, plus the
 * sandbox's choices where it is silent — see docs/sandbox.md), the amounts computed
 * with exact decimal arithmetic, and the invoice document.
 */
import { randomUUID } from 'node:crypto';
import { addressFor } from './addresses.js';
import {
  CURRENCIES,
  findCurrency,
  networksOf,
  rate,
  TARGET_CURRENCIES,
  type Currency,
  type Network,
} from './currencies.js';
import { divide, format, multiply, parse, round, subtract } from './decimal.js';
import type { SandboxExtra } from './extras.js';
import { ApiError, errorObject, JSONAPI, type ErrorObject } from './jsonapi.js';
import type {
  AddressResource,
  ExchangeOrderResource,
  InvoiceAttributes,
  InvoiceDocument,
  InvoiceRelationships,
} from '../client/types.js';
import type { ExchangeOrderRecord, InvoiceRecord, InvoiceStatus, PaymentMethod } from './records.js';
import { FEE_RATE, HOSTED_PAGE_ORIGIN } from './seed.js';
import type { SandboxStore } from './store.js';

/** The spec: "Exchange rate of the invoice, valid for 20 minutes". */
export const INVOICE_LIFETIME_SECONDS = 20 * 60;
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['on_chain', 'exchange_pay', 'nft'];
export const MAX_REFERENCE_LENGTH = 255;
export const MAX_URL_LENGTH = 2048;
/** Integer digits of `amountBilled`: the sandbox's limit, far above any real basket. */
export const MAX_AMOUNT_INTEGER_DIGITS = 15;

/** The off-chain rail an `exchange_pay` invoice is paid through (the sandbox's choice). */
const EXCHANGE_RAIL = { code: 'binance_pay', name: 'Binance Pay' };
/** An amount as requests must write it: a decimal string, no sign, no leading zeros, no exponent. */
export const AMOUNT = /^(0|[1-9]\d*)(\.\d+)?$/;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const own = (object: Json, key: string): unknown => (Object.hasOwn(object, key) ? object[key] : undefined);

/** What a valid request asks for. */
interface InvoiceRequest {
  amountBilled: string;
  billed: Currency;
  charged: Currency;
  network: Network;
  target: Currency;
  targetAccountId: string;
  reference: string | null;
  successRedirectUrl: string | null;
  unsuccessRedirectUrl: string | null;
  paymentMethod: PaymentMethod;
  lifetimeSeconds: number;
}

const ATTRIBUTES = '/data/attributes';

/**
 * Checks the request document. Every rule is checked and every failure
 * reported in one 422; a document that is not `{data:{...}}` is a 400, a client
 * id a 403, and a `data.type` other than `invoices` a 409 (JSON:API 1.0).
 */
export function readInvoiceRequest(body: unknown, store: SandboxStore): InvoiceRequest {
  if (!isObject(body) || !isObject(own(body, 'data'))) {
    throw ApiError.of(400, 'invalid_document', 'The body must be a JSON:API document: {"data": {...}}.', {
      pointer: isObject(body) ? '/data' : '',
    });
  }
  const data = own(body, 'data') as Json;
  if (own(data, 'id') !== undefined) {
    throw ApiError.of(403, 'client_generated_id', 'The sandbox assigns invoice ids; leave data.id out.', {
      pointer: '/data/id',
    });
  }
  const type = own(data, 'type');
  if (type === undefined || type === null) {
    throw ApiError.of(422, 'required', 'data.type is required and must be "invoices".', { pointer: '/data/type' });
  }
  if (type !== 'invoices') {
    throw ApiError.of(409, 'type_mismatch', `data.type must be "invoices", not ${JSON.stringify(type)}.`, {
      pointer: '/data/type',
    });
  }
  const attributes = own(data, 'attributes');
  if (!isObject(attributes)) {
    throw ApiError.of(422, 'required', 'data.attributes is required and must be an object.', {
      pointer: ATTRIBUTES,
    });
  }

  const errors: ErrorObject[] = [];
  const invalid = (key: string, code: string, detail: string, pointer = `${ATTRIBUTES}/${key}`) => {
    errors.push(errorObject(422, code, detail, { pointer }));
    return undefined;
  };
  /** A string attribute; `null` is taken as absent for the optional ones. */
  const string = (key: string, required: boolean): string | undefined => {
    const value = own(attributes, key);
    if (value === undefined || value === null) {
      return required ? invalid(key, 'required', `${key} is required.`) : undefined;
    }
    if (typeof value !== 'string') return invalid(key, 'invalid_type', `${key} must be a string.`);
    if (required && value.trim() === '') return invalid(key, 'required', `${key} must not be empty.`);
    return value;
  };

  const billedCode = string('billedCurrency', true);
  const billed = billedCode === undefined ? undefined : findCurrency(billedCode);
  if (billedCode !== undefined && !billed) {
    invalid('billedCurrency', 'unsupported_currency', `billedCurrency must be one of ${codes(CURRENCIES)}.`);
  }

  const chargedCode = string('chargedCurrency', true);
  let charged = chargedCode === undefined ? undefined : findCurrency(chargedCode);
  if (chargedCode !== undefined && charged?.type !== 'crypto') {
    const cryptos = CURRENCIES.filter((entry) => entry.type === 'crypto');
    invalid('chargedCurrency', 'unsupported_currency', `chargedCurrency must be a cryptocurrency: ${codes(cryptos)}.`);
    charged = undefined;
  }

  const amountBilled = string('amountBilled', true);
  if (amountBilled !== undefined) {
    if (!AMOUNT.test(amountBilled)) {
      invalid('amountBilled', 'invalid_amount', 'amountBilled must be a decimal string such as "49.99".');
    } else if (!/[1-9]/.test(amountBilled)) {
      invalid('amountBilled', 'invalid_amount', 'amountBilled must be greater than zero.');
    } else if (amountBilled.split('.')[0]!.length > MAX_AMOUNT_INTEGER_DIGITS) {
      invalid(
        'amountBilled',
        'invalid_amount',
        `amountBilled has more than ${MAX_AMOUNT_INTEGER_DIGITS} integer digits.`,
      );
    } else if (billed && parse(amountBilled).scale > billed.decimals) {
      invalid(
        'amountBilled',
        'invalid_amount',
        `amountBilled has more than the ${billed.decimals} decimals of ${billed.code}.`,
      );
    }
  }

  const networkCode = string('network', false);
  let network: Network | undefined;
  if (charged) {
    const options = networksOf(charged.code);
    network = networkCode === undefined ? options[0] : options.find((entry) => entry.code === networkCode);
    if (!network) {
      invalid(
        'network',
        'unsupported_network',
        `${charged.code} is on ${options.map((entry) => `"${entry.code}"`).join(', ')}, not ${JSON.stringify(networkCode)}.`,
      );
    }
  }

  const targetCode = string('targetCurrency', false);
  let target = targetCode === undefined ? undefined : findCurrency(targetCode);
  if (targetCode !== undefined && !TARGET_CURRENCIES.includes(targetCode)) {
    invalid('targetCurrency', 'unsupported_currency', `targetCurrency must be one of ${TARGET_CURRENCIES.join(', ')}.`);
    target = undefined;
  }
  // Not given: the billed currency when it is a settlement currency, else EUR (the sandbox's choice).
  if (targetCode === undefined) {
    target = findCurrency(billed && TARGET_CURRENCIES.includes(billed.code) ? billed.code : 'EUR');
  }

  const targetAccountId = string('targetAccountId', false);
  let accountId: string | undefined;
  if (targetAccountId !== undefined) {
    const account = store.account(targetAccountId);
    if (targetCode === undefined) {
      invalid('targetCurrency', 'required', 'targetCurrency is required when targetAccountId is given.');
    } else if (!account) {
      invalid('targetAccountId', 'account_not_found', `No account has the id ${JSON.stringify(targetAccountId)}.`);
    } else if (target && account.currencyCode !== target.code) {
      invalid(
        'targetAccountId',
        'currency_mismatch',
        `Account ${targetAccountId} holds ${account.currencyCode}, not the targetCurrency ${target.code}.`,
      );
    } else {
      accountId = account.id;
    }
  } else if (target) {
    // Not given: the master account of the target currency, as the spec says.
    accountId = store.data.accounts.find((account) => account.master && account.currencyCode === target.code)?.id;
  }

  const reference = string('reference', false);
  if (reference !== undefined) {
    if (reference.trim() === '' || reference.length > MAX_REFERENCE_LENGTH) {
      invalid('reference', 'invalid_reference', `reference must be 1 to ${MAX_REFERENCE_LENGTH} characters.`);
    } else if (store.isReferenceTaken(reference)) {
      invalid('reference', 'taken', `An invoice with the reference ${JSON.stringify(reference)} exists already.`);
    }
  }

  const urls = (['successRedirectUrl', 'unsuccessRedirectUrl'] as const).map((key) => {
    const value = string(key, false);
    if (value !== undefined && !isHttpUrl(value)) {
      return invalid(key, 'invalid_url', `${key} must be an absolute http or https URL.`);
    }
    return value;
  });

  const paymentMethod = readPaymentMethod(own(attributes, 'paymentMethods'), invalid);
  // `meta.sandbox` is an extra: a service that answers only what the spec shows ignores it.
  const lifetimeSeconds = store.extras.has('expiry-meta')
    ? readLifetime(body, errors, store.invoiceLifetimeSeconds)
    : store.invoiceLifetimeSeconds;

  if (errors.length > 0) throw new ApiError(422, errors);
  return {
    amountBilled: amountBilled!,
    billed: billed!,
    charged: charged!,
    network: network!,
    target: target!,
    targetAccountId: accountId!,
    reference: reference ?? null,
    successRedirectUrl: urls[0] ?? null,
    unsuccessRedirectUrl: urls[1] ?? null,
    paymentMethod: paymentMethod!,
    lifetimeSeconds,
  };
}

const codes = (currencies: readonly Currency[]) => currencies.map((entry) => entry.code).join(', ');

function isHttpUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The spec types it as an array holding one value; a bare string is taken too (the sandbox's choice). */
function readPaymentMethod(
  value: unknown,
  invalid: (key: string, code: string, detail: string, pointer?: string) => undefined,
): PaymentMethod | undefined {
  if (value === undefined || value === null) return 'on_chain';
  const list = typeof value === 'string' ? [value] : value;
  const allowed = PAYMENT_METHODS.map((method) => `"${method}"`).join(', ');
  if (!Array.isArray(list) || list.length !== 1) {
    return invalid('paymentMethods', 'invalid_payment_methods', `paymentMethods must hold exactly one of ${allowed}.`);
  }
  const method = list[0];
  if (typeof method !== 'string' || !(PAYMENT_METHODS as readonly string[]).includes(method)) {
    return invalid(
      'paymentMethods',
      'invalid_payment_methods',
      `paymentMethods must be one of ${allowed}.`,
      `${ATTRIBUTES}/paymentMethods${Array.isArray(value) ? '/0' : ''}`,
    );
  }
  return method as PaymentMethod;
}

/** Sandbox only: `meta.sandbox.expiresInSeconds` shortens the invoice's life (`lifetime`), for trying expiry. */
function readLifetime(body: Json, errors: ErrorObject[], lifetime: number): number {
  const meta = own(body, 'meta');
  const sandbox = isObject(meta) ? own(meta, 'sandbox') : undefined;
  const value = isObject(sandbox) ? own(sandbox, 'expiresInSeconds') : undefined;
  if (value === undefined) return lifetime;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > lifetime) {
    errors.push(
      errorObject(
        422,
        'invalid_expires_in',
        `meta.sandbox.expiresInSeconds must be a whole number from 1 to ${lifetime}.`,
        { pointer: '/meta/sandbox/expiresInSeconds' },
      ),
    );
    return lifetime;
  }
  return value;
}

/**
 * Makes the invoice. The rates come from the sandbox's price table; then
 * - amountCharged = amountBilled / exchangeRate, rounded UP to the charged
 *   currency's decimals, so the payment always covers the bill;
 * - targetAmount = amountCharged × chargedTargetRate × (1 − 1 % fee), rounded
 *   DOWN to the target currency's decimals, so the credit is always covered.
 */
export function createInvoice(request: InvoiceRequest, store: SandboxStore): InvoiceRecord {
  const id = randomUUID();
  const createdAt = store.now();
  const { billed, charged, target } = request;
  const exchangeRate = rate(charged.code, billed.code);
  const chargedTargetRate = rate(charged.code, target.code);
  const amountCharged = divide(parse(request.amountBilled), parse(exchangeRate), charged.decimals, 'up');
  const gross = multiply(amountCharged, parse(chargedTargetRate));
  const targetAmount = round(subtract(gross, multiply(gross, parse(FEE_RATE))), target.decimals, 'down');

  const onChain = request.paymentMethod === 'on_chain';
  const rail = request.paymentMethod === 'exchange_pay' ? EXCHANGE_RAIL : request.network;
  const invoice: InvoiceRecord = {
    id,
    createdAt,
    expiresAt: createdAt + request.lifetimeSeconds * 1000,
    amountBilled: request.amountBilled,
    amountCharged: format(amountCharged),
    targetAmount: format(targetAmount),
    billedCurrency: billed.code,
    chargedCurrency: charged.code,
    targetCurrency: target.code,
    targetAccountId: request.targetAccountId,
    chargedTargetRate,
    exchangeRate,
    reference: request.reference,
    network: rail.code,
    networkName: rail.name,
    paymentMethod: request.paymentMethod,
    successRedirectUrl: request.successRedirectUrl,
    unsuccessRedirectUrl: request.unsuccessRedirectUrl,
    hostedPageUrl: `${HOSTED_PAGE_ORIGIN}/invoices/${id}`,
  };
  if (onChain) {
    const { addressFormat } = request.network;
    // XRP: one deposit account for all invoices, told apart by a destination tag unique to each.
    const value =
      addressFormat === 'xrp'
        ? `${store.data.xrpDepositAddress}?dt=${store.takeTag()}`
        : addressFor(addressFormat, `invoice:${id}`);
    invoice.address = { id: randomUUID(), value, label: `${charged.code} deposit address on ${request.network.name}` };
  } else {
    invoice.exchangeOrder = exchangeOrder(invoice, request.paymentMethod);
  }
  store.addInvoice(invoice);
  return invoice;
}

/** The payment instructions of an off-chain invoice: strings only, one https link. */
function exchangeOrder(invoice: InvoiceRecord, method: PaymentMethod): ExchangeOrderRecord {
  const number = BigInt(`0x${invoice.id.replace(/-/g, '').slice(0, 15)}`).toString();
  const expiresAt = new Date(invoice.expiresAt).toISOString();
  if (method === 'nft') {
    return {
      id: randomUUID(),
      attributes: {
        collection: 'Checkout Passes',
        tokenId: number.slice(0, 6),
        marketplaceUrl: `https://nft.sandbox.example/buy/${number.slice(0, 6)}`,
        price: invoice.amountCharged,
        priceCurrency: invoice.chargedCurrency,
        expiresAt,
      },
    };
  }
  return {
    id: randomUUID(),
    attributes: {
      exchange: EXCHANGE_RAIL.name,
      prepayId: number,
      checkoutUrl: `https://exchange.sandbox.example/checkout/${number}`,
      amount: invoice.amountCharged,
      currency: invoice.chargedCurrency,
      expiresAt,
    },
  };
}

const iso = (time: number) => new Date(time).toISOString();

/** The sandbox's own attributes of an invoice, which the spec's Invoice table does not have. */
export interface SandboxAttributes {
  /** The status of the moment. */
  status?: InvoiceStatus;
  /** The network code (the spec's invoice has only `networkName`). */
  network?: string;
}

/**
 * The sandbox's own attributes of `invoice` that the `invoice-attributes` extra adds to every invoice document:
 * `status` and `network` with it, none without.
 */
export function extraAttributes(
  invoice: InvoiceRecord,
  status: InvoiceStatus,
  extras: ReadonlySet<SandboxExtra>,
): SandboxAttributes {
  return extras.has('invoice-attributes') ? { status, network: invoice.network } : {};
}

/**
 * The invoice document, as `POST /invoices` answers it, the sandbox-only `GET /invoices/:id` reads it and an
 * event carries it: the spec's attributes, and the sandbox's own that `own` gives.
 */
export function invoiceDocument(invoice: InvoiceRecord, own: SandboxAttributes) {
  // `satisfies` the client's types: the sandbox's document and what the client (and the element) read cannot drift.
  const attributes = {
    amountBilled: invoice.amountBilled,
    amountCharged: invoice.amountCharged,
    targetAmount: invoice.targetAmount,
    billedCurrency: invoice.billedCurrency,
    chargedCurrency: invoice.chargedCurrency,
    targetCurrency: invoice.targetCurrency,
    targetAccountId: invoice.targetAccountId,
    chargedTargetRate: invoice.chargedTargetRate,
    // The spec describes it as "the same rate as chargedTargetRate", so that is what it holds.
    chargedTargetRateCurrency: invoice.chargedTargetRate,
    reference: invoice.reference,
    networkName: invoice.networkName,
    // A string in the response, as the spec documents it (the request takes an array).
    paymentMethods: invoice.paymentMethod,
    successRedirectUrl: invoice.successRedirectUrl,
    unsuccessRedirectUrl: invoice.unsuccessRedirectUrl,
    exchangeRate: invoice.exchangeRate,
    expiresAt: iso(invoice.expiresAt),
    createdAt: iso(invoice.createdAt),
    hostedPageUrl: invoice.hostedPageUrl,
    ...own,
  } satisfies InvoiceAttributes;
  const { address, exchangeOrder: order } = invoice;
  const relationships = address
    ? ({ address: { data: { type: 'addresses', id: address.id } } } satisfies InvoiceRelationships)
    : ({ exchangeOrder: { data: { type: 'exchangeOrders', id: order!.id } } } satisfies InvoiceRelationships);
  const included = address
    ? [
        {
          id: address.id,
          type: 'addresses',
          attributes: { value: address.value, label: address.label },
        } satisfies AddressResource,
      ]
    : [{ id: order!.id, type: 'exchangeOrders', attributes: order!.attributes } satisfies ExchangeOrderResource];
  return {
    data: { id: invoice.id, type: 'invoices', attributes, relationships },
    included,
    meta: {},
    jsonapi: JSONAPI,
  } satisfies InvoiceDocument;
}
