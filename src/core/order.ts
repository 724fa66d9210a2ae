/**
 * The coin picker's rules, without a DOM: what an order's checkout URL (`order-src`) answers, which payment
 * methods may be offered, how they group under their coin, what a search keeps, and whether an invoice is
 * the one the payer chose. The element and its order controller only render and fetch.
 */
import { isDecimalString } from './decimal.js';
import { CURRENCY, type InvoiceView } from './invoice.js';
import { isObject } from './json.js';
import { HIDDEN_CHARACTER } from './text.js';

/** A way to pay the order: one coin on one network, as the merchant's backend offers it. */
export interface CheckoutMethod {
  /** The coin, as `chargedCurrency` names it: `USDT`. */
  currency: string;
  /** The network's code, as `network` names it: `tron:usdt`. */
  network: string;
  /** The network as the payer reads it: `Tron (TRC-20)`; the code where none was given. */
  name: string;
}

/** A coin and the networks it is offered on, in the order the backend listed them. */
export interface CoinGroup {
  currency: string;
  methods: CheckoutMethod[];
}

/** The search field shows past this many coins: a short list is read faster than it is searched. */
export const SEARCH_AFTER_COINS = 8;

/** The longest list taken: a backend's bug must not render thousands of radios. */
const MAX_METHODS = 200;
/** A network code as backends write one (`tron:usdt`, `bsc`, `ethereum`): short, nothing hidden. */
const NETWORK = /^[\w.:-]{1,64}$/;

/** `name` as the payer may read it: text of a sane length with nothing hidden or reordering in it. */
const isShownText = (value: unknown): value is string =>
  typeof value == 'string' && value.trim() !== '' && value.length <= 80 && !HIDDEN_CHARACTER.test(value);

/**
 * The methods of a `methods` list that can be offered, each once, in order; undefined when `value` is no
 * list. A method whose currency or network is not a plain code is left out, never shown: the payer would
 * choose words the backend cannot create an invoice for, or words that hide what they name.
 */
export function parseMethods(value: unknown): CheckoutMethod[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const methods: CheckoutMethod[] = [];
  for (const item of value.slice(0, MAX_METHODS)) {
    if (!isObject(item)) continue;
    const { currency, network, name } = item;
    if (typeof currency != 'string' || !CURRENCY.test(currency)) continue;
    if (typeof network != 'string' || !NETWORK.test(network)) continue;
    if (methods.some((method) => sameMethod(method, { currency, network }))) continue;
    methods.push({ currency, network, name: isShownText(name) ? name.trim() : network });
  }
  return methods;
}

/** Whether two methods are the same coin on the same network. */
export function sameMethod(a: Omit<CheckoutMethod, 'name'>, b: Omit<CheckoutMethod, 'name'>): boolean {
  return a.currency === b.currency && a.network === b.network;
}

/** The methods under their coin, coins in the order they first appear. */
export function groupByCoin(methods: readonly CheckoutMethod[]): CoinGroup[] {
  const groups = new Map<string, CoinGroup>();
  for (const method of methods) {
    const group = groups.get(method.currency) ?? { currency: method.currency, methods: [] };
    group.methods.push(method);
    groups.set(method.currency, group);
  }
  return [...groups.values()];
}

/**
 * The groups whose coin, or the methods whose network name or code, contain `query` (any case, any accents),
 * so "tron", "trc" and "usdt" all find USDT on Tron.
 */
export function searchMethods(groups: readonly CoinGroup[], query: string): CoinGroup[] {
  const wanted = fold(query);
  if (!wanted) return [...groups];
  return groups.flatMap((group) => {
    if (fold(group.currency).includes(wanted)) return [group];
    const methods = group.methods.filter(({ name, network }) => fold(`${name} ${network}`).includes(wanted));
    return methods.length ? [{ ...group, methods }] : [];
  });
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** What an order owes, as its checkout URL states it beside the methods: a decimal string and a currency code. */
export interface OrderAmount {
  amountBilled: string;
  billedCurrency: string;
}

/** What an order's checkout URL answered: the methods to choose from, or an invoice (created, or resumed). */
export type OrderAnswer =
  | { kind: 'methods'; methods: CheckoutMethod[]; owed?: OrderAmount }
  /** With the methods to switch to, when a resumed invoice's answer names them. */
  | { kind: 'invoice'; document: unknown; methods?: CheckoutMethod[] };

/**
 * Reads an order's answer: `{ "methods": [...], "amountBilled", "billedCurrency" }` (what is owed is left out
 * unless both are well formed), or an invoice document (`data`), whose top-level `meta.methods` may list the
 * methods to switch to; undefined for anything else.
 */
export function readOrderAnswer(body: unknown): OrderAnswer | undefined {
  if (!isObject(body)) return undefined;
  if ('data' in body) {
    const methods = isObject(body.meta) ? parseMethods(body.meta.methods) : undefined;
    return { kind: 'invoice', document: body, ...(methods?.length ? { methods } : {}) };
  }
  const methods = parseMethods(body.methods);
  const { amountBilled, billedCurrency } = body;
  const owed =
    isDecimalString(amountBilled) && typeof billedCurrency == 'string' && CURRENCY.test(billedCurrency)
      ? { owed: { amountBilled, billedCurrency } }
      : {};
  return methods && { kind: 'methods', methods, ...owed };
}

/** The body of the `POST` that creates the invoice for a method: the currency and network, nothing else. */
export function orderRequestBody({ currency, network }: CheckoutMethod): string {
  return JSON.stringify({ chargedCurrency: currency, network });
}

/**
 * Whether `invoice` charges the method chosen: an answer for another coin or network (a stale or mixed-up
 * invoice) must never be shown as the payer's choice. The spec's invoice names no network code (only its
 * `networkName`, which the payer is shown): then the coin must match, and the order endpoint that was asked for
 * this method vouches for the network. A code that names another network is refused.
 */
export function chargesMethod(
  invoice: Pick<InvoiceView, 'chargedCurrency' | 'network'>,
  method: CheckoutMethod,
): boolean {
  return invoice.chargedCurrency === method.currency && (invoice.network ?? method.network) === method.network;
}
