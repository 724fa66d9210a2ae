/**
 * Splits the deposit address the service sends into the address itself and,
 * on memo networks, the memo that must go with the payment (for XRP the
 * service sends `<address>?dt=<destination tag>`). Pure.
 */
import { HIDDEN_CHARACTER } from './text.js';

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

export type AddressError = 'invalid-address' | 'invalid-memo' | 'ambiguous-memo' | 'missing-memo';

/** A network whose address format the element knows: any other address there is an error. */
export interface Network {
  /** Network codes (before any colon) and names, lower-case and `|`-separated. */
  names: string;
  address: RegExp;
  /** On a memo network (a deposit without its memo is not credited), the memo it needs. */
  memo?: {
    kind: MemoKind;
    /** The query parameters of the service's address that may carry the memo. */
    params: string[];
    /** The longest memo the network takes; XRP destination tags are 32-bit numbers instead. */
    maxLength?: number;
  };
  /** A memo network's native coin: it needs its memo even on a network code the element does not know. */
  currency?: string;
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The networks the element knows. Order matters where no network is known: a
 * memo parameter is checked by the first network that takes it (`memo` by
 * Stellar's rules). BNB on BNB Beacon Chain (BEP2) needs a memo and BNB on BNB
 * Smart Chain (`bsc`) does not, so the currency BNB says nothing of the network.
 */
export const NETWORKS: readonly Network[] = [
  {
    names: 'xrp|xrpl|ripple|xrp ledger',
    // Base58 without 0, O, I and l (the XRP Ledger orders the same characters its own way).
    address: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
    memo: { kind: 'destination-tag', params: ['dt', 'tag'] },
    currency: 'XRP',
  },
  {
    names: 'xlm|stellar',
    address: /^G[A-Z2-7]{55}$/,
    // Only Stellar names a memo type beside the memo.
    memo: { kind: 'memo', params: ['memo', 'memo_type'], maxLength: 64 },
    currency: 'XLM',
  },
  {
    names: 'ton|toncoin|the open network',
    address: /^(?:[A-Za-z0-9_-]{48}|-?\d:[0-9a-fA-F]{64})$/,
    memo: { kind: 'comment', params: ['text', 'comment', 'memo'], maxLength: 120 },
    currency: 'TON',
  },
  {
    names: 'eos|eosio',
    address: /^[a-z1-5.]{1,12}$/,
    memo: { kind: 'memo', params: ['memo'], maxLength: 256 },
    currency: 'EOS',
  },
  {
    names: 'atom|cosmos|cosmos hub|cosmoshub',
    address: /^cosmos1[02-9ac-hj-np-z]{38,58}$/,
    memo: { kind: 'memo', params: ['memo'], maxLength: 256 },
    currency: 'ATOM',
  },
  {
    names: 'bep2|bnb beacon chain|binance chain|bnb-bep2|bnb:bep2',
    address: /^bnb1[02-9ac-hj-np-z]{38}$/,
    memo: { kind: 'memo', params: ['memo'], maxLength: 128 },
  },
  {
    names: 'bitcoin|btc',
    address: /^(?:bc1[02-9ac-hj-np-z]{11,87}|BC1[02-9AC-HJ-NP-Z]{11,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  },
  // EVM chains share one address format but are different networks: a payment on the wrong one is lost,
  // so each is its own entry, and a code and a name that pick two of them contradict each other.
  ...[
    'ethereum|eth|erc20|erc-20|ethereum mainnet',
    'arbitrum|arbitrum one',
    'optimism|op mainnet',
    'base',
    'bsc|bep20|bnb smart chain',
    'polygon|matic',
    'avalanche|avax|avalanche c-chain',
  ].map((names) => ({ names, address: EVM_ADDRESS })),
  { names: 'tron|trx|trc20|trc-20', address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
  { names: 'litecoin|ltc', address: /^(?:ltc1[02-9ac-hj-np-z]{11,87}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$/ },
  { names: 'dogecoin|doge', address: /^[DA9][1-9A-HJ-NP-Za-km-z]{25,33}$/ },
  // A 32-byte key in base58.
  { names: 'solana|sol', address: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ },
];

/** Where no network is known: one plain token, so nothing odd reaches the QR code or the clipboard. */
const ANY_ADDRESS = /^[A-Za-z0-9][A-Za-z0-9:_.-]{9,254}$/;
// Memos are shown and copied as they are, so they must be printable and without surrounding space.
const PRINTABLE_MEMO = /^[^\s\p{C}](?:[^\p{C}]*[^\s\p{C}])?$/u;
// `%41` may be the three characters the service wrote or an escaped `A`: no reading of it is safe.
const PERCENT_ESCAPE = /%[0-9A-Fa-f]{2}/;

/** A name as its words between spaces, so that `includes` matches whole words only. */
const words = (name: string) => ` ${name.replace(/[^a-z0-9]+/g, ' ')} `;

/** The invoice's network code, that code before any colon (`stellar` of `stellar:usdc`), and its name, lower-case. */
export function networkKeys(invoice: { network?: string | undefined; networkName?: string | undefined }) {
  const code = invoice.network?.toLowerCase().trim();
  return { code, codes: [code, code?.split(':')[0]], name: invoice.networkName?.toLowerCase().trim() };
}

/** The known network with one of `keys` among its codes and names, exactly. */
export const networkNamed = (keys: (string | undefined)[]) =>
  NETWORKS.find((network) => network.names.split('|').some((known) => keys.includes(known)));

/** True when one of `network`'s names is whole words of `name` (`base` in "Base (Coinbase L2)"). */
const namedInWords = (network: Network, name: string) =>
  network.names.split('|').some((known) => words(name).includes(words(known)));

/**
 * The network an invoice is on: the one with its network code (`xrp`,
 * `stellar:usdc`) or name (`XRP Ledger`) exactly; failing that, when no code
 * is given, one whose name is whole words of the invoice's ("BNB Beacon Chain
 * (BEP2)"); failing that, the memo network of the currency it charges, since
 * an XRP payment needs its tag whatever the service calls the ledger.
 */
export function findNetwork(invoice: {
  network?: string | undefined;
  networkName?: string | undefined;
  chargedCurrency?: string;
}): Network | undefined {
  const { code, codes, name } = networkKeys(invoice);
  const currency = invoice.chargedCurrency?.toUpperCase();
  return (
    networkNamed([...codes, name]) ??
    (code || !name ? undefined : NETWORKS.find((network) => namedInWords(network, name))) ??
    (currency ? NETWORKS.find((network) => network.currency === currency) : undefined)
  );
}

/**
 * True when the invoice's network code names one known network and its name another, or words of another
 * ("Base", "Arbitrum (Ethereum L2)" beside the code `ethereum`): the invoice contradicts itself about where
 * the payment goes, so nothing chain-specific (a payment URI, a wallet link) may be built from it.
 */
export function networksDisagree(invoice: { network?: string | undefined; networkName?: string | undefined }): boolean {
  const { codes, name } = networkKeys(invoice);
  const byCode = networkNamed(codes);
  return !!byCode && !!name && NETWORKS.some((network) => network !== byCode && namedInWords(network, name));
}

/**
 * Splits `raw` into address and memo. On a memo network the memo is required
 * and checked; where no network is known a memo-style suffix is still split
 * out rather than shown as part of the address. Anything else after a `?` is an
 * error: an address is shown whole and exactly, or not at all.
 */
export function parseDepositAddress(raw: string, network?: Network): DepositAddress | AddressError {
  // At the first `?` only: the query keeps any later one, and is undefined when there is no `?`.
  const [address, query] = raw.split(/\?(.*)/s) as [string, string?];

  if (!(network?.address ?? ANY_ADDRESS).test(address)) return 'invalid-address';
  if (query === undefined) return network?.memo ? 'missing-memo' : { address };
  // A network without memos: a suffix means the address is not what it seems.
  if (network && !network.memo) return 'invalid-address';
  const memo = parseMemo(query, network);
  return typeof memo === 'string' ? memo : { address, memo };
}

/**
 * The memo in the query after the address, read exactly as written: URL
 * decoding would turn `+` into a space and `%41` into `A`, a memo the service
 * would not match. An error unless the query is exactly one valid memo (and a
 * Stellar memo type) named as the network names it: nothing in it may be
 * silently dropped.
 */
function parseMemo(query: string, network: Network | undefined): Memo | AddressError {
  let memo: Memo | undefined;
  let type: string | undefined;
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split(/=(.*)/s) as [string, string?];
    // Without a known network, the parameter's name says which network's memo it is.
    const rules = (network ? [network] : NETWORKS).find((known) => known.memo?.params.includes(key))?.memo;
    if (!rules) return 'invalid-memo';
    if (key === 'memo_type') {
      if (type || !/^(text|id|hash|return)$/.test(value)) return 'invalid-memo';
      type = value;
    } else if (rules.kind !== 'destination-tag' && PERCENT_ESCAPE.test(value)) {
      return 'ambiguous-memo';
    } else {
      const isValid =
        rules.kind === 'destination-tag'
          ? // An unsigned 32-bit number, written the one canonical way.
            /^(0|[1-9]\d{0,9})$/.test(value) && Number(value) <= 0xffffffff
          : value.length <= rules.maxLength! && PRINTABLE_MEMO.test(value) && !HIDDEN_CHARACTER.test(value);
      if (memo || !isValid) return 'invalid-memo';
      memo = { kind: rules.kind, value };
    }
  }
  if (!memo) return 'invalid-memo';
  if (type) memo.type = type;
  return memo;
}
