/**
 * The payment URI a wallet opens (and a QR code may carry) for an invoice: the
 * address, the exact amount and, where the standard has a field for it, the
 * memo. Built only where a published standard exists that major wallets follow,
 * for the network's own coin: a token on a smart-contract chain (USDT on
 * Ethereum) keeps the bare address, because wallets have sent EIP-681 token
 * transfers to the token contract. XRP and Tron have no adopted standard that
 * carries what the payment needs. Pure; the amount is the service's digits,
 * moved to a smaller unit where the standard asks for one, never a float.
 *
 * Sources: BIP21 (bitcoin, litecoin, dogecoin), ERC-681 (native ether with a
 * chain id, `value` in wei), the Solana Pay transfer request, Stellar SEP-7,
 * TON's transfer deep link.
 */
import { networkKeys, networkNamed, networksDisagree, type Memo } from './address.js';
import { toBaseUnits } from './decimal.js';

export interface PaymentTarget {
  address: string;
  memo?: Memo | undefined;
  /** The amount to pay, a decimal string in the coin's unit; none for a standing address (any amount). */
  amount?: string | undefined;
  currency: string;
  network?: string | undefined;
  networkName?: string | undefined;
}

/** Builds the URI of one coin on one network, or nothing where its standard cannot carry the payment. */
type UriBuilder = (target: PaymentTarget) => string | undefined;

/** `?key=value&…` of the parameters that have a value, in their order; nothing when none has one. */
function query(parameters: Record<string, string | undefined>): string {
  const present = Object.entries(parameters).filter(([, value]) => value);
  return present.length ? `?${present.map(([key, value]) => `${key}=${value}`).join('&')}` : '';
}

/** `amount` in the unit `decimals` places smaller; '' for no amount, undefined when no integer holds it. */
const inBaseUnits = (amount: string | undefined, decimals: number) =>
  amount === undefined ? '' : toBaseUnits(amount, decimals);

/** BIP21: `scheme:address?amount=` in the coin's unit, with at most 8 decimals (satoshis). */
const bip21 =
  (scheme: string) =>
  ({ address, amount }: PaymentTarget): string | undefined =>
    fits(amount, 8)
      ? // A bech32 address in capitals is the same address; wallets that read URIs expect it lower-case.
        `${scheme}:${/^(BC|LTC)1[02-9AC-HJ-NP-Z]+$/.test(address) ? address.toLowerCase() : address}${query({ amount })}`
      : undefined;

/** ERC-681 for native ether on the chain `chainId`: `value` in wei, as a plain integer (no exponent). */
const eip681 =
  (chainId: number) =>
  ({ address, amount }: PaymentTarget): string | undefined => {
    const wei = inBaseUnits(amount, 18);
    return wei === undefined ? undefined : `ethereum:${address}@${chainId}${query({ value: wei })}`;
  };

/**
 * The EVM chains, by network (its first name in address.ts's NETWORKS): the chain id (EIP-155) that
 * ERC-681 URIs and wallets' transactions name, and the codes of the chain's own coin. One table for the
 * payment URIs here and for the browser wallet's transactions (src/wallets/).
 */
export const EVM_CHAINS: Readonly<Record<string, { readonly chainId: number; readonly coins: readonly string[] }>> = {
  ethereum: { chainId: 1, coins: ['ETH'] },
  arbitrum: { chainId: 42161, coins: ['ETH'] },
  optimism: { chainId: 10, coins: ['ETH'] },
  base: { chainId: 8453, coins: ['ETH'] },
  bsc: { chainId: 56, coins: ['BNB'] },
  polygon: { chainId: 137, coins: ['POL', 'MATIC'] },
  avalanche: { chainId: 43114, coins: ['AVAX'] },
};

/**
 * The standards, by network (its first name in address.ts's NETWORKS) and the coin they move there: the
 * network's own, the only one a standard's plain form pays.
 */
const STANDARDS: Readonly<Partial<Record<string, Readonly<Partial<Record<string, UriBuilder>>>>>> = {
  bitcoin: { BTC: bip21('bitcoin') },
  litecoin: { LTC: bip21('litecoin') },
  dogecoin: { DOGE: bip21('dogecoin') },
  ...Object.fromEntries(
    Object.entries(EVM_CHAINS).map(([network, { chainId, coins }]) => [
      network,
      Object.fromEntries(coins.map((coin) => [coin, eip681(chainId)])),
    ]),
  ),
  // Solana Pay: SOL in SOL (not lamports), at most 9 decimals, no exponent.
  solana: {
    SOL: ({ address, amount }) => (fits(amount, 9) ? `solana:${address}${query({ amount })}` : undefined),
  },
  // SEP-7: lumens to `destination`, at most 7 decimals, the memo with its type.
  xlm: {
    XLM: ({ address, amount, memo }) => {
      // A memo of digits and no type could be an id or text memo, which the service tells apart.
      const type = memo && (memo.type ?? (/^\d+$/.test(memo.value) ? undefined : 'text'));
      const value = type && sep7Memo(type, memo.value);
      if (!fits(amount, 7) || (memo && !value)) return undefined;
      return `web+stellar:pay${query({
        destination: address,
        amount,
        memo: value && encodeURIComponent(value),
        memo_type: type && `MEMO_${type.toUpperCase()}`,
      })}`;
    },
  },
  // TON transfer link: the amount in nanotons, the comment as URL-encoded text.
  ton: {
    TON: ({ address, amount, memo }) => {
      const nanotons = inBaseUnits(amount, 9);
      if (nanotons === undefined) return undefined;
      return `ton://transfer/${address}${query({ amount: nanotons, text: memo && encodeURIComponent(memo.value) })}`;
    },
  },
};

/**
 * A Stellar memo as SEP-7 carries it, or undefined where a wallet could not read it as the service
 * means it: text of at most 28 bytes (Stellar's limit; wallets refuse or cut a longer one), an id that
 * fits 64 bits, a hash (or return hash) of 32 bytes in base64, converted from the 64 hex digits a
 * service may send.
 */
function sep7Memo(type: string, value: string): string | undefined {
  if (type === 'text') return new TextEncoder().encode(value).length <= 28 ? value : undefined;
  if (type === 'id') return /^\d{1,20}$/.test(value) && BigInt(value) < 2n ** 64n ? value : undefined;
  if (/^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/.test(value)) return value;
  return /^[\da-f]{64}$/i.test(value)
    ? btoa(String.fromCharCode(...value.match(/../g)!.map((byte) => parseInt(byte, 16))))
    : undefined;
}

/**
 * The payment URI for `target`, or undefined where no standard can carry it safely. The network must
 * be named exactly: a loose match ("Arbitrum (Ethereum L2)") could send the wallet to another chain,
 * and an invoice whose network code and name disagree (`ethereum`, "Base") gets none at all.
 */
export function paymentUri(target: PaymentTarget): string | undefined {
  const currency = target.currency.toUpperCase();
  const { code, codes, name } = networkKeys(target);
  // `ethereum:usdc` is a token on Ethereum, whatever the currency field says.
  const asset = code?.split(':')[1];
  const network = networkNamed([...codes, name])?.names.split('|')[0];
  if (!network || networksDisagree(target) || (asset && asset !== currency.toLowerCase())) return undefined;
  // No key of Object.prototype is an upper-case currency code or one of NETWORKS' names.
  return STANDARDS[network]?.[currency]?.(target);
}

/** No amount, or one with at most `decimals` digits after the decimal point (what the standard's unit holds). */
function fits(amount: string | undefined, decimals: number): boolean {
  return inBaseUnits(amount, decimals) !== undefined;
}
