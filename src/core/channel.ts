/**
 * Reads a channel (a standing deposit address: a `channels` resource of
 * `GET /api/public/v1/channels`) and a channel's deposits (the
 * `channelTransactions` list of `GET /api/public/v1/channels/:id/transactions`)
 * into what a top-up page shows. Pure, with the invoice parser's discipline:
 * it never throws, and returns a complete view or one error naming the field,
 * never an address shown in part.
 */
import { findNetwork, parseDepositAddress, type DepositAddress } from './address.js';
import { isDecimalString } from './decimal.js';
import { CURRENCY } from './invoice.js';
import { at, isObject, isText, parseTimestamp } from './json.js';
import { isHttpUrl } from './redirect.js';
import { HIDDEN_CHARACTER } from './text.js';

/** Why a channel document or a deposit list cannot be shown. */
export type ChannelErrorCode =
  | 'invalid-json'
  | 'wrong-type'
  | 'not-one-channel'
  | 'missing-field'
  | 'unknown-status'
  | 'invalid-currency'
  | 'missing-address'
  | 'malformed-address'
  | 'invalid-memo'
  | 'ambiguous-memo'
  | 'missing-memo'
  | 'hidden-characters'
  | 'invalid-amount'
  | 'invalid-timestamp'
  | 'invalid-pagination'
  /**
   * Not fatal: the deposit list held deposits that are not this channel's (another `channelId`, `address`
   * or `reference`) or the same deposit twice (by id or hash). They were left out; the message counts them.
   */
  | 'ignored-deposits';

export interface ChannelError {
  code: ChannelErrorCode;
  /** JSON pointer to the field at fault, e.g. `/data/attributes/address`. */
  path: string;
  /** For the developer, in English; the payer sees a plain message instead. */
  message: string;
}

interface ChannelFields {
  id: string;
  /** The merchant's reference for the end user the channel belongs to. */
  reference: string;
  /** What the payer sends. */
  payCurrency: string;
  /** What the merchant's account is credited in. */
  targetCurrency: string;
  /** The currency deposits are shown in to the payer, when the merchant set one. */
  localCurrency?: string;
  networkName: string;
  networkCode: string;
  hostedPageUrl?: string;
  /** The address as the service wrote it (memo included), which the channel's deposits name. */
  address?: string;
}

/**
 * A channel as the payer sees it. Only an enabled channel has a payment target:
 * deposits to a disabled one are not credited, so it has no address to show.
 */
export type ChannelView = ChannelFields &
  (
    | {
        status: 'enabled';
        /** The bare address (what a QR code encodes) and, on a memo network, the memo split out of it. */
        payment: DepositAddress;
      }
    | { status: 'disabled' }
  );

export type ChannelResult = { ok: true; channel: ChannelView } | { ok: false; error: ChannelError };

/** One deposit to a channel. Amounts are the service's decimal strings, never numbers. */
export interface DepositView {
  id: string;
  hash: string;
  /** What the payer sent, in `payCurrency`. */
  payAmount: string;
  payCurrency: string;
  /** What the deposit came to after conversion and fees, in `amountCurrency`. */
  amount: string;
  amountCurrency: string;
  /** The deposit before fees in the display currency; present only with `localCurrency`. */
  localAmount?: string;
  localCurrency?: string;
  /** The rate applied: units of `amountCurrency` for one of `payCurrency`. */
  exchangeRate?: string;
  /** The processing fee, in `feeCurrency`; present only with it. */
  fee?: string;
  /** The consolidation fee, in `feeCurrency`; present only with it. */
  consolidationFee?: string;
  /** The currency of the fees; present only with one of them. */
  feeCurrency?: string;
  /** The service's status as sent (the spec shows only `completed`). */
  status: string;
  /** Milliseconds since epoch. */
  createdAt: number;
}

export type DepositsResult =
  | {
      ok: true;
      deposits: DepositView[];
      /** How many deposits were left out: another channel's, or one already in the list. */
      ignored: number;
    }
  | { ok: false; error: ChannelError };

/** Thrown by `fail` and caught by the two parsers: the first problem found ends the reading. */
class InvalidChannel {
  constructor(readonly error: ChannelError) {}
}

function fail(code: ChannelErrorCode, path: string): never {
  throw new InvalidChannel({
    code,
    path,
    message: `Channel error at ${path || 'the document root'}: ${code.replace(/-/g, ' ')}.`,
  });
}

/** Runs `read`, turning its first failure (or a getter that throws in a hostile object) into an error result. */
function attempt<T>(read: () => T): { ok: true; value: T } | { ok: false; error: ChannelError } {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof InvalidChannel) return { ok: false, error: error.error };
    return { ok: false, error: { code: 'wrong-type', path: '', message: String(error) } };
  }
}

/** The document, given as an object or as JSON text. */
function readDocument(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    return fail('invalid-json', '');
  }
}

const isTimestamp = (value: unknown) => parseTimestamp(value) !== undefined;
const isCurrency = (value: unknown) => typeof value === 'string' && CURRENCY.test(value);

/** The id and attributes of the resource at `path`, which must be of `type`, with readers for its attributes. */
function readResource(resource: unknown, path: string, type: string) {
  if (at(resource, 'type') !== type) fail('wrong-type', `${path}/type`);
  const id = at(resource, 'id');
  if (!isText(id)) fail('missing-field', `${path}/id`);
  const attributes = at(resource, 'attributes');
  if (!isObject(attributes)) fail('missing-field', `${path}/attributes`);
  const where = (key: string) => `${path}/attributes/${key}`;
  /** The attribute's value; absent, `null` and `''` alike are no value. */
  const value = (key: string): unknown => {
    const found = at(attributes, key);
    return found === null || found === '' ? undefined : found;
  };
  /** A required attribute: `missing-field` without a value, `code` unless the value is valid. */
  const need = (key: string, code: ChannelErrorCode, isValid: (found: unknown) => boolean): string => {
    const found = value(key);
    if (found === undefined) fail('missing-field', where(key));
    if (!isValid(found)) fail(code, where(key));
    return found as string;
  };
  /** An optional attribute: checked as a required one when it has a value. */
  const optional = (key: string, code: ChannelErrorCode, isValid: (found: unknown) => boolean) =>
    value(key) === undefined ? undefined : need(key, code, isValid);
  /** Required text the payer reads: nothing in it may hide or reorder what they see. */
  const shown = (key: string): string => {
    const text = need(key, 'missing-field', isText);
    if (HIDDEN_CHARACTER.test(text)) fail('hidden-characters', where(key));
    return text;
  };
  return { id, value, need, optional, shown, where };
}

/**
 * Parses a channel document, given as an object or as JSON text: a
 * `channels` resource as `data`, or a list (`GET /channels?reference=…`)
 * holding exactly one. A `disabled` channel reads without its address, which
 * is not checked: it is never shown.
 */
export function parseChannel(document: unknown): ChannelResult {
  const result = attempt(() => readChannel(document));
  return result.ok ? { ok: true, channel: result.value } : result;
}

function readChannel(input: unknown): ChannelView {
  const document = readDocument(input);
  if (!isObject(document)) fail('wrong-type', '');
  let data = at(document, 'data');
  let path = '/data';
  if (Array.isArray(data)) {
    // Several channels (one end user may have one per network) leave the choice to the merchant.
    if (data.length !== 1) fail('not-one-channel', path);
    data = data[0];
    path = '/data/0';
  }
  const { id, value, need, optional, shown, where } = readResource(data, path, 'channels');
  const status = need('status', 'unknown-status', (found) => found === 'enabled' || found === 'disabled') as
    'enabled' | 'disabled';
  const channel: ChannelFields = {
    id,
    reference: shown('reference'),
    payCurrency: need('payCurrency', 'invalid-currency', isCurrency),
    targetCurrency: need('targetCurrency', 'invalid-currency', isCurrency),
    networkName: shown('networkName'),
    networkCode: shown('networkCode'),
  };
  const localCurrency = optional('localCurrency', 'invalid-currency', isCurrency);
  if (localCurrency) channel.localCurrency = localCurrency;
  const hostedPageUrl = value('hostedPageUrl');
  if (isText(hostedPageUrl) && isHttpUrl(hostedPageUrl)) channel.hostedPageUrl = hostedPageUrl;
  if (status === 'disabled') return { ...channel, status };

  const raw = value('address');
  if (raw === undefined) fail('missing-address', where('address'));
  if (typeof raw !== 'string') fail('malformed-address', where('address'));
  channel.address = raw;
  const network = findNetwork({
    network: channel.networkCode,
    networkName: channel.networkName,
    chargedCurrency: channel.payCurrency,
  });
  const payment = parseDepositAddress(raw, network);
  if (typeof payment === 'string')
    fail(payment === 'invalid-address' ? 'malformed-address' : payment, where('address'));
  return { ...channel, status, payment };
}

/** What a payer sends to a channel: a change to any of them after it was shown is a different payment. */
const PAYMENT_TARGET = ['payCurrency', 'networkCode', 'networkName', 'payment'] as const;

/**
 * The first field of what to pay to (currency, network, address or memo) in which `next`, a later
 * document of the channel `shown`, differs from it; undefined when a payer would send the same way.
 */
export function changedChannelField(
  shown: ChannelView,
  next: ChannelView,
): (typeof PAYMENT_TARGET)[number] | undefined {
  if (shown.status !== 'enabled' || next.status !== 'enabled') return undefined;
  return PAYMENT_TARGET.find((field) => JSON.stringify(shown[field]) !== JSON.stringify(next[field]));
}

/** Pagination of the deposit list: the spec has numbers here (the channel list has strings), and their least values. */
const PAGINATION = [
  ['page', 1],
  ['per_page', 1],
  ['total', 0],
] as const;

/**
 * Parses a channel's deposit list, given as an object or as JSON text. Its
 * `meta` may be left out by a relay, but what it holds must be the spec's
 * numbers: `page` and `per_page` whole numbers from 1, `total` from 0. Given
 * the `channel` the list is for, it keeps only that channel's deposits (by
 * `channelId`, `address` and `reference`, where a deposit names them), each
 * once (by id and by hash), and counts the rest as `ignored`.
 */
export function parseDeposits(document: unknown, channel?: ChannelView): DepositsResult {
  const result = attempt(() => readDeposits(document));
  if (!result.ok) return result;
  const listed = new Set<string>();
  const deposits = result.value.filter(({ deposit, owner }) => {
    const keep = !isSeen(listed, deposit) && (!channel || isChannels(owner, channel));
    see(listed, deposit);
    return keep;
  });
  return { ok: true, deposits: deposits.map(({ deposit }) => deposit), ignored: result.value.length - deposits.length };
}

/** What a deposit says of the channel it went to. */
interface DepositOwner {
  channelId?: unknown;
  address?: unknown;
  reference?: unknown;
}

/** Whether a deposit names `channel`, or nothing else, wherever it names one. */
function isChannels({ channelId, address, reference }: DepositOwner, channel: ChannelView): boolean {
  const bare = channel.status === 'enabled' ? channel.payment.address : undefined;
  return (
    (channelId === undefined || channelId === channel.id) &&
    (reference === undefined || reference === channel.reference) &&
    // A disabled channel's address was not read: its deposits are told by id and reference.
    (address === undefined || channel.address === undefined || address === channel.address || address === bare)
  );
}

/**
 * Whether `seen` has met this deposit, by its id or its transaction's hash: the same deposit is listed,
 * fired and announced once, whatever a relay repeats.
 */
export function isSeen(seen: ReadonlySet<string>, { id, hash }: DepositView): boolean {
  return seen.has(`id ${id}`) || seen.has(`hash ${hash}`);
}

export function see(seen: Set<string>, { id, hash }: DepositView): void {
  seen.add(`id ${id}`).add(`hash ${hash}`);
}

function readDeposits(input: unknown): { deposit: DepositView; owner: DepositOwner }[] {
  const document = readDocument(input);
  if (!isObject(document)) fail('wrong-type', '');
  const data = at(document, 'data');
  if (!Array.isArray(data)) fail('wrong-type', '/data');
  const meta = at(document, 'meta');
  if (meta !== undefined && !isObject(meta)) fail('invalid-pagination', '/meta');
  for (const [key, least] of PAGINATION) {
    const found = at(meta, key);
    if (found !== undefined && (!Number.isSafeInteger(found) || (found as number) < least)) {
      fail('invalid-pagination', `/meta/${key}`);
    }
  }
  // Array.from, not map: a hole in an array handed over as an object is an entry that is no deposit.
  return Array.from(data, (resource, index) => readDeposit(resource, `/data/${index}`));
}

function readDeposit(resource: unknown, path: string): { deposit: DepositView; owner: DepositOwner } {
  const { id, need, optional, shown, value } = readResource(resource, path, 'channelTransactions');
  const deposit: DepositView = {
    id,
    hash: shown('hash'),
    payAmount: need('payAmount', 'invalid-amount', isDecimalString),
    payCurrency: need('payCurrency', 'invalid-currency', isCurrency),
    amount: need('amount', 'invalid-amount', isDecimalString),
    amountCurrency: need('amountCurrency', 'invalid-currency', isCurrency),
    status: shown('status'),
    createdAt: parseTimestamp(need('createdAt', 'invalid-timestamp', isTimestamp))!,
  };
  const localAmount = optional('localAmount', 'invalid-amount', isDecimalString);
  const localCurrency = optional('localCurrency', 'invalid-currency', isCurrency);
  // An amount is shown with its currency or not at all.
  if (localAmount && localCurrency) Object.assign(deposit, { localAmount, localCurrency });
  const exchangeRate = optional('exchangeRate', 'invalid-amount', isDecimalString);
  if (exchangeRate) deposit.exchangeRate = exchangeRate;
  const fee = optional('fee', 'invalid-amount', isDecimalString);
  const consolidationFee = optional('consolidationFee', 'invalid-amount', isDecimalString);
  const feeCurrency = optional('feeCurrency', 'invalid-currency', isCurrency);
  if (fee && feeCurrency) Object.assign(deposit, { fee, feeCurrency });
  if (consolidationFee && feeCurrency) Object.assign(deposit, { consolidationFee, feeCurrency });
  return {
    deposit,
    owner: { channelId: value('channelId'), address: value('address'), reference: value('reference') },
  };
}
