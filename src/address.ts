/**
 * Splits the deposit address the service sends into the address itself and,
 * on memo networks, the memo that must go with the payment (for XRP the
 * service sends `<address>?dt=<destination tag>`). Pure.
 */

export type MemoKind = 'destination-tag' | 'memo' | 'comment';

export interface Memo {
  kind: MemoKind;
  value: string;
  /** Stellar's memo type (`text`, `id`, `hash`, `return`) when the service names one. */
  type?: string;
}

export interface DepositAddress {
  /** The bare address: what the QR code encodes and the address copy button copies. */
  address: string;
  memo?: Memo;
}

export type AddressError = 'invalid-address' | 'invalid-memo' | 'missing-memo';

export type AddressResult = { ok: true; value: DepositAddress } | { ok: false; error: AddressError };

/** What the element knows of a network that needs a memo beside the address. */
export interface MemoNetwork {
  id: 'xrp' | 'xlm' | 'ton' | 'eos' | 'atom' | 'bnb-bep2';
  memo: MemoKind;
  /** Query parameters of the service's address that carry the memo, first found wins. */
  params: readonly string[];
  /** Network codes (before the colon) and names, lower-case, that identify the network. */
  names: readonly string[];
  /** Native currency, used only when the invoice names no network. */
  currency?: string;
  isValidAddress(address: string): boolean;
  isValidMemo(memo: string): boolean;
}

// Base58 without 0, O, I and l (the XRP Ledger uses its own ordering of the same characters).
const XRP_ADDRESS = /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/;
const UINT32_MAX = 4294967295;
const CANONICAL_UINT = /^(0|[1-9]\d{0,9})$/;
// Memos are shown and copied as they are, so they must be printable and without surrounding space.
const PRINTABLE_MEMO = /^[^\s\p{C}](?:[^\p{C}]*[^\s\p{C}])?$/u;
const ANY_ADDRESS = /^[A-Za-z0-9][A-Za-z0-9:_.-]{9,254}$/;

const isPrintableMemo = (maxLength: number) => (memo: string) => memo.length <= maxLength && PRINTABLE_MEMO.test(memo);

/**
 * Networks on which a deposit without its memo is not credited. A memo network
 * whose address comes without a memo is an error, never an address alone.
 */
export const MEMO_NETWORKS: readonly MemoNetwork[] = [
  {
    id: 'xrp',
    memo: 'destination-tag',
    params: ['dt', 'tag'],
    names: ['xrp', 'xrpl', 'ripple', 'xrp ledger'],
    currency: 'XRP',
    isValidAddress: (address) => XRP_ADDRESS.test(address),
    isValidMemo: (tag) => CANONICAL_UINT.test(tag) && Number(tag) <= UINT32_MAX,
  },
  {
    id: 'xlm',
    memo: 'memo',
    params: ['memo'],
    names: ['xlm', 'stellar'],
    currency: 'XLM',
    isValidAddress: (address) => /^G[A-Z2-7]{55}$/.test(address),
    isValidMemo: isPrintableMemo(64),
  },
  {
    id: 'ton',
    memo: 'comment',
    params: ['text', 'comment', 'memo'],
    names: ['ton', 'toncoin', 'the open network'],
    currency: 'TON',
    isValidAddress: (address) => /^(?:[A-Za-z0-9_-]{48}|-?\d:[0-9a-fA-F]{64})$/.test(address),
    isValidMemo: isPrintableMemo(120),
  },
  {
    id: 'eos',
    memo: 'memo',
    params: ['memo'],
    names: ['eos', 'eosio'],
    currency: 'EOS',
    isValidAddress: (address) => /^[a-z1-5.]{1,12}$/.test(address),
    isValidMemo: isPrintableMemo(256),
  },
  {
    id: 'atom',
    memo: 'memo',
    params: ['memo'],
    names: ['atom', 'cosmos', 'cosmos hub', 'cosmoshub'],
    currency: 'ATOM',
    isValidAddress: (address) => /^cosmos1[02-9ac-hj-np-z]{38,58}$/.test(address),
    isValidMemo: isPrintableMemo(256),
  },
  {
    // BNB on BNB Smart Chain (BEP-20) needs no memo, so this network is never inferred from the currency.
    id: 'bnb-bep2',
    memo: 'memo',
    params: ['memo'],
    names: ['bep2', 'bnb beacon chain', 'binance chain', 'bnb-bep2', 'bnb:bep2'],
    isValidAddress: (address) => /^bnb1[02-9ac-hj-np-z]{38}$/.test(address),
    isValidMemo: isPrintableMemo(128),
  },
];

/** Every query parameter the service has been seen to carry a memo in. */
const MEMO_PARAMS = new Set(MEMO_NETWORKS.flatMap((network) => network.params));

/** A network without memos whose address format the element knows: anything else there is an error. */
export interface PlainNetwork {
  id: 'bitcoin' | 'evm' | 'tron' | 'litecoin';
  names: readonly string[];
  currency?: string;
  isValidAddress(address: string): boolean;
}

export const PLAIN_NETWORKS: readonly PlainNetwork[] = [
  {
    id: 'bitcoin',
    names: ['bitcoin', 'btc'],
    currency: 'BTC',
    isValidAddress: (address) =>
      /^(?:bc1[02-9ac-hj-np-z]{11,87}|BC1[02-9AC-HJ-NP-Z]{11,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/.test(address),
  },
  {
    id: 'evm',
    names: [
      'ethereum',
      'eth',
      'erc20',
      'erc-20',
      'polygon',
      'matic',
      'bsc',
      'bep20',
      'bnb smart chain',
      'arbitrum',
      'optimism',
      'base',
      'avalanche',
    ],
    currency: 'ETH',
    isValidAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
  },
  {
    id: 'tron',
    names: ['tron', 'trx', 'trc20', 'trc-20'],
    currency: 'TRX',
    isValidAddress: (address) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address),
  },
  {
    id: 'litecoin',
    names: ['litecoin', 'ltc'],
    currency: 'LTC',
    isValidAddress: (address) => /^(?:ltc1[02-9ac-hj-np-z]{11,87}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$/.test(address),
  },
];

interface NetworkNames {
  names: readonly string[];
  currency?: string;
}

/**
 * The network of `networks` an invoice is on: by its network code (`xrp`,
 * `stellar:usdc`) or name (`XRP Ledger`) exactly; failing that, by a name
 * that contains one as whole words ("BNB Beacon Chain (BEP2)") when no code
 * is given; and, when it names no network at all, by its charged currency.
 */
function findNetwork<T extends NetworkNames>(
  networks: readonly T[],
  invoice: { network?: string; networkName?: string; chargedCurrency?: string },
): T | undefined {
  const code = invoice.network?.toLowerCase().trim();
  const name = invoice.networkName?.toLowerCase().trim();
  const candidates = [code, code?.split(':')[0], name].filter((value): value is string => !!value);
  const exact = networks.find((network) => candidates.some((value) => network.names.includes(value)));
  if (exact || code) return exact;
  if (name) {
    const words = ` ${name.replace(/[^a-z0-9]+/g, ' ')} `;
    return networks.find((network) =>
      network.names.some((known) => words.includes(` ${known.replace(/[^a-z0-9]+/g, ' ')} `)),
    );
  }
  const currency = invoice.chargedCurrency?.toUpperCase();
  return networks.find((network) => network.currency !== undefined && network.currency === currency);
}

/** The memo network an invoice is on, if any (see `findNetwork`). */
export function findMemoNetwork(invoice: {
  network?: string;
  networkName?: string;
  chargedCurrency?: string;
}): MemoNetwork | undefined {
  return findNetwork(MEMO_NETWORKS, invoice);
}

/**
 * The memo network whose native currency the invoice charges, for an invoice
 * whose network code and name match no network the element knows: an XRP
 * payment needs its tag whatever the service calls the ledger.
 */
export function memoNetworkOfCurrency(currency: string): MemoNetwork | undefined {
  return MEMO_NETWORKS.find((network) => network.currency === currency.toUpperCase());
}

/** The memo-less network with a known address format an invoice is on, if any. */
export function findPlainNetwork(invoice: {
  network?: string;
  networkName?: string;
  chargedCurrency?: string;
}): PlainNetwork | undefined {
  return findNetwork(PLAIN_NETWORKS, invoice);
}

/**
 * Splits `raw` into address and memo. On a memo network the memo is required
 * and checked; elsewhere a memo-style suffix the service sends is still split
 * out rather than shown as part of the address. Anything else after a `?` is an
 * error: an address is shown whole and exactly, or not at all.
 */
export function parseDepositAddress(raw: string, network?: MemoNetwork | PlainNetwork): AddressResult {
  const queryAt = raw.indexOf('?');
  const address = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : raw.slice(queryAt + 1);

  const addressOk = network ? network.isValidAddress(address) : ANY_ADDRESS.test(address);
  if (!addressOk) return { ok: false, error: 'invalid-address' };
  if (network && !isMemoNetwork(network)) {
    // These networks have no memos: a suffix means the address is not what it seems.
    return query === undefined ? { ok: true, value: { address } } : { ok: false, error: 'invalid-address' };
  }

  let memo: Memo | undefined;
  if (query !== undefined) {
    const parsed = parseMemoQuery(query, network);
    if (!parsed) return { ok: false, error: 'invalid-memo' };
    memo = parsed;
  }
  if (network && !memo) return { ok: false, error: 'missing-memo' };
  return { ok: true, value: memo ? { address, memo } : { address } };
}

function isMemoNetwork(network: MemoNetwork | PlainNetwork): network is MemoNetwork {
  return 'memo' in network;
}

function parseMemoQuery(query: string, network: MemoNetwork | undefined): Memo | undefined {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return undefined;
  }
  const keys = [...params.keys()];
  // Only Stellar names a memo type.
  const known = network
    ? [...network.params, ...(network.id === 'xlm' ? ['memo_type'] : [])]
    : [...MEMO_PARAMS, 'memo_type'];
  // One memo, named as the network names it, and nothing we would silently drop.
  if (keys.length === 0 || keys.some((key) => !known.includes(key))) return undefined;
  if (new Set(keys).size !== keys.length) return undefined;

  const memoKeys = keys.filter((key) => key !== 'memo_type');
  if (memoKeys.length !== 1) return undefined;
  const key = memoKeys[0]!;
  const value = params.get(key)!;
  // Without a known network, the parameter's name says which kind of memo it is.
  const rules = network ?? MEMO_NETWORKS.find((candidate) => candidate.params.includes(key))!;
  if (!rules.isValidMemo(value)) return undefined;
  const kind = rules.memo;

  const type = params.get('memo_type');
  if (type !== null && !/^(text|id|hash|return)$/.test(type)) return undefined;
  return type === null ? { kind, value } : { kind, value, type };
}
