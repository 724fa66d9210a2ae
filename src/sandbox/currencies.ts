/**
 * The currencies and networks the sandbox supports, with made-up but
 * believable prices. The spec does not list the supported currencies, so this
 * list is the sandbox's choice (see docs/sandbox.md).
 */
import { divide, formatTrimmed, parse, type Decimal } from './decimal.js';

export type CurrencyType = 'fiat' | 'crypto';

export interface Currency {
  code: string;
  type: CurrencyType;
  /** Digits after the point of an amount in this currency. */
  decimals: number;
  /** The price of one unit in EUR: every rate is derived from these, exactly. */
  priceEur: string;
}

/** How addresses on a network look; see addresses.ts. */
export type AddressFormat = 'bech32-btc' | 'bech32-ltc' | 'evm' | 'tron' | 'xrp';

export interface Network {
  /** Lower-case network code, with a colon before the token for tokens (`tron:usdt`). */
  code: string;
  name: string;
  currency: string;
  addressFormat: AddressFormat;
}

export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', type: 'fiat', decimals: 2, priceEur: '1' },
  { code: 'USD', type: 'fiat', decimals: 2, priceEur: '0.9203' },
  { code: 'GBP', type: 'fiat', decimals: 2, priceEur: '1.1794' },
  { code: 'CHF', type: 'fiat', decimals: 2, priceEur: '1.0712' },
  { code: 'BTC', type: 'crypto', decimals: 8, priceEur: '61537.21' },
  { code: 'ETH', type: 'crypto', decimals: 18, priceEur: '2875.43' },
  { code: 'USDT', type: 'crypto', decimals: 6, priceEur: '0.9201' },
  { code: 'USDC', type: 'crypto', decimals: 6, priceEur: '0.9199' },
  { code: 'LTC', type: 'crypto', decimals: 8, priceEur: '70.18' },
  { code: 'XRP', type: 'crypto', decimals: 6, priceEur: '2.2895' },
  { code: 'TRX', type: 'crypto', decimals: 6, priceEur: '0.2113' },
];

/** The first network of a currency is its default when an invoice names none. */
export const NETWORKS: readonly Network[] = [
  { code: 'bitcoin', name: 'Bitcoin', currency: 'BTC', addressFormat: 'bech32-btc' },
  { code: 'ethereum', name: 'Ethereum', currency: 'ETH', addressFormat: 'evm' },
  { code: 'tron:usdt', name: 'Tron (TRC-20)', currency: 'USDT', addressFormat: 'tron' },
  { code: 'ethereum:usdt', name: 'Ethereum (ERC-20)', currency: 'USDT', addressFormat: 'evm' },
  { code: 'ethereum:usdc', name: 'Ethereum (ERC-20)', currency: 'USDC', addressFormat: 'evm' },
  { code: 'litecoin', name: 'Litecoin', currency: 'LTC', addressFormat: 'bech32-ltc' },
  { code: 'xrp', name: 'XRP Ledger', currency: 'XRP', addressFormat: 'xrp' },
  { code: 'tron', name: 'Tron', currency: 'TRX', addressFormat: 'tron' },
];

/** Currencies an invoice may settle in (the spec's list for `targetCurrency`). */
export const TARGET_CURRENCIES: readonly string[] = ['EUR', 'USD', 'USDT', 'USDC'];

/** Digits after the point of every rate the sandbox states (trailing zeros dropped). */
export const RATE_SCALE = 12;

export function findCurrency(code: string): Currency | undefined {
  return CURRENCIES.find((currency) => currency.code === code);
}

export function currency(code: string): Currency {
  const found = findCurrency(code);
  if (!found) throw new RangeError(`Unknown currency ${code}`);
  return found;
}

export function networksOf(currencyCode: string): Network[] {
  return NETWORKS.filter((network) => network.currency === currencyCode);
}

export function network(code: string): Network {
  const found = NETWORKS.find((candidate) => candidate.code === code);
  if (!found) throw new RangeError(`Unknown network ${code}`);
  return found;
}

/**
 * How many units of `to` one unit of `from` is worth, rounded half up to
 * RATE_SCALE digits and stated without trailing zeros (`"61537.21"`).
 */
export function rate(from: string, to: string): string {
  if (from === to) return '1';
  return formatTrimmed(divide(parse(currency(from).priceEur), parse(currency(to).priceEur), RATE_SCALE, 'half-up'));
}

export function rateDecimal(from: string, to: string): Decimal {
  return parse(rate(from, to));
}
