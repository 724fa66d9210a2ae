/**
 * What a browser wallet is asked to send for an invoice: on an EVM chain the `eth_sendTransaction` request (the
 * chain's own coin to the deposit address, or a token's `transfer(address,uint256)` to its contract), on Tron
 * what TronLink's `tronWeb` takes (TRX in sun, or a TRC-20 transfer's parameters); or why there is none. Pure, no
 * DOM: the amount is the service's decimal digits moved into the coin's smallest unit (toBaseUnits), then a
 * BigInt; never a float, never rounded. An amount with more decimals than the coin has is refused, since any
 * transfer would then be more or less than the invoice.
 */
import { networkKeys, networkNamed, networksDisagree } from '../core/address.js';
import { isDecimalString, isPositiveDecimal, toBaseUnits } from '../core/decimal.js';
import type { InvoiceView } from '../core/invoice.js';
import { EVM_CHAINS } from '../core/payment-uri.js';
import { evmToken, tronToken, type TokenContract } from './tokens.js';

/** What of the invoice view (core/invoice.ts) the payment is built from. */
export type WalletInvoice = Pick<
  InvoiceView,
  'network' | 'networkName' | 'chargedCurrency' | 'amountCharged' | 'payment'
>;

/** Why no wallet can be asked to pay the invoice. */
export type NoWalletPaymentReason =
  /** Exchange-app or NFT instructions: there is no deposit address to send to. */
  | 'no-address'
  /** The deposit needs a memo or destination tag, which a plain wallet transfer does not carry. */
  | 'memo'
  /** The network code names one network and the name another: the chain to pay on is not known. */
  | 'network-ambiguous'
  /** Neither an EVM chain of payment-uri.ts's EVM_CHAINS nor Tron, or not named exactly. */
  | 'unknown-network'
  /** The network code names a token (`ethereum:usdc`) other than the currency charged. */
  | 'currency-mismatch'
  /** Neither the chain's own coin nor a token of tokens.ts on that chain. */
  | 'unknown-coin'
  /** Not a positive decimal, more decimals than the coin has, or more than a transfer can carry. */
  | 'invalid-amount'
  /** Not an address of the chain. */
  | 'invalid-address';

/** A transaction request for `eth_sendTransaction`, less the `from` that the wallet's account fills in. */
export type EvmTransactionRequest =
  /** The chain's own coin: `value` in wei (or the coin's 18-decimal unit) as a hex quantity. */
  | { to: string; value: HexString }
  /** A token: to its contract, `transfer(address,uint256)` as `data`, and no `value`. */
  | { to: string; data: HexString };

/** `0x` and hex digits. */
export type HexString = `0x${string}`;

export interface EvmPayment {
  kind: 'evm';
  /** The chain id as `eth_chainId` answers and `wallet_switchEthereumChain` takes it: a hex quantity (`0x38`). */
  chainId: HexString;
  transaction: EvmTransactionRequest;
  /** The deposit address: the recipient, also inside `data` for a token. */
  recipient: string;
  /** The amount in the coin's smallest unit, as decimal digits (wei, or the token's base unit). */
  baseUnits: string;
  /** The token paid with; none for the chain's own coin. */
  token?: TokenContract;
}

/** TRX to the deposit address: TronWeb's `trx.sendTransaction(to, sun)` / `transactionBuilder.sendTrx`. */
export interface TronTrxTransfer {
  type: 'trx';
  to: string;
  /** The amount in sun (10^-6 TRX), decimal digits; at most Number.MAX_SAFE_INTEGER, see tronPayment. */
  sun: string;
}

/** A TRC-20 transfer: the arguments of TronWeb's `transactionBuilder.triggerSmartContract`. */
export interface TronTokenTransfer {
  type: 'trc20';
  /** The token's contract, base58. */
  contract: string;
  functionSelector: 'transfer(address,uint256)';
  /** The recipient (base58) and the amount in the token's base units (decimal digits, which TronWeb's ABI coder reads exactly). */
  parameters: [{ type: 'address'; value: string }, { type: 'uint256'; value: string }];
  token: TokenContract;
}

export interface TronPayment {
  kind: 'tron';
  transfer: TronTrxTransfer | TronTokenTransfer;
  /** The deposit address, base58. */
  recipient: string;
  /** The amount in the coin's smallest unit, as decimal digits. */
  baseUnits: string;
}

export interface NoWalletPayment {
  kind: 'none';
  reason: NoWalletPaymentReason;
}

export type WalletPayment = EvmPayment | TronPayment | NoWalletPayment;

/** `transfer(address,uint256)`: the first four bytes of its keccak-256, as every ERC-20 and TRC-20 token reads it. */
export const TRANSFER_SELECTOR = '0xa9059cbb';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** An EVM coin's own unit has 18 decimals (wei), on every chain of EVM_CHAINS (BNB, POL and AVAX too). */
const NATIVE_DECIMALS = 18;
/** TRX has 6 decimals (sun). */
const TRX_DECIMALS = 6;
const UINT256_LIMIT = 1n << 256n;

const none = (reason: NoWalletPaymentReason): NoWalletPayment => ({ kind: 'none', reason });

/** `value` as a JSON-RPC quantity: `0x` and hex digits without leading zeros (`0x0` for zero). */
export function hexQuantity(value: bigint): HexString {
  return `0x${value.toString(16)}`;
}

/** `value` as 32 bytes (64 hex digits), as the ABI encodes a uint256 or an address. */
const word = (value: bigint) => value.toString(16).padStart(64, '0');

/**
 * The calldata of `transfer(recipient, baseUnits)`: the selector, the address as a 32-byte word (12 zero bytes,
 * then its 20), the amount as a 32-byte word. Written by hand, as the ABI lays it out: two static words.
 */
export function erc20TransferData(recipient: string, baseUnits: bigint): HexString {
  if (!EVM_ADDRESS.test(recipient)) throw new RangeError(`Not an EVM address: ${recipient}`);
  if (baseUnits < 0n || baseUnits >= UINT256_LIMIT) throw new RangeError('The amount does not fit a uint256.');
  return `${TRANSFER_SELECTOR}${word(BigInt(recipient))}${word(baseUnits)}`;
}

/**
 * `amount` (a decimal string) in a unit `decimals` places smaller, or undefined when it is not a positive decimal,
 * has more decimals than that, or does not fit a uint256. Digits move (toBaseUnits), then one BigInt of them.
 */
function baseUnitsOf(amount: string, decimals: number): bigint | undefined {
  if (!isDecimalString(amount) || !isPositiveDecimal(amount)) return undefined;
  const digits = toBaseUnits(amount, decimals);
  if (digits === undefined) return undefined;
  const units = BigInt(digits);
  return units < UINT256_LIMIT ? units : undefined;
}

/**
 * What a wallet is asked to send for `invoice`, or why nothing. The network must be named exactly, as
 * payment-uri.ts requires (a loose match could send the wallet to another chain), and must not contradict
 * itself; an address with a memo gets nothing, nor does a coin that is neither the chain's own nor in tokens.ts.
 */
export function walletPayment(invoice: WalletInvoice): WalletPayment {
  const { payment } = invoice;
  if (payment.kind !== 'address') return none('no-address');
  if (payment.memo) return none('memo');
  if (networksDisagree(invoice)) return none('network-ambiguous');
  const { code, codes, name } = networkKeys(invoice);
  const known = networkNamed([...codes, name]);
  if (!known) return none('unknown-network');
  if (known.memo) return none('memo');
  const currency = invoice.chargedCurrency.toUpperCase();
  // `ethereum:usdc` is USDC on Ethereum, whatever the currency field says: the two must agree.
  const asset = code?.split(':')[1];
  if (asset && asset !== currency.toLowerCase()) return none('currency-mismatch');
  const network = known.names.split('|')[0]!;
  if (network === 'tron') return tronPayment(payment.address, currency, invoice.amountCharged);
  // Own keys only: `constructor` is no network, but Object.prototype has one.
  const chain = Object.hasOwn(EVM_CHAINS, network) ? EVM_CHAINS[network] : undefined;
  return chain ? evmPayment(chain, payment.address, currency, invoice.amountCharged) : none('unknown-network');
}

function evmPayment(
  chain: (typeof EVM_CHAINS)[string],
  recipient: string,
  currency: string,
  amount: string,
): EvmPayment | NoWalletPayment {
  if (!EVM_ADDRESS.test(recipient)) return none('invalid-address');
  const native = chain.coins.includes(currency);
  const token = native ? undefined : evmToken(chain.chainId, currency);
  if (!native && !token) return none('unknown-coin');
  const units = baseUnitsOf(amount, token?.decimals ?? NATIVE_DECIMALS);
  if (units === undefined) return none('invalid-amount');
  return {
    kind: 'evm',
    chainId: hexQuantity(BigInt(chain.chainId)),
    transaction: token
      ? { to: token.address, data: erc20TransferData(recipient, units) }
      : { to: recipient, value: hexQuantity(units) },
    recipient,
    baseUnits: units.toString(),
    ...(token ? { token } : {}),
  };
}

/**
 * TRX or a TRC-20 token to `recipient`. TronWeb turns a TRX amount into a JavaScript number (`parseInt` in
 * `sendTrx`), exact only up to Number.MAX_SAFE_INTEGER sun (about 9 billion TRX): a larger one is refused rather
 * than sent rounded. A TRC-20 amount stays a decimal string, which TronWeb's ABI coder reads as a BigInt.
 */
function tronPayment(recipient: string, currency: string, amount: string): TronPayment | NoWalletPayment {
  if (!TRON_ADDRESS.test(recipient)) return none('invalid-address');
  if (currency === 'TRX') {
    const sun = baseUnitsOf(amount, TRX_DECIMALS);
    if (sun === undefined || sun > BigInt(Number.MAX_SAFE_INTEGER)) return none('invalid-amount');
    return {
      kind: 'tron',
      transfer: { type: 'trx', to: recipient, sun: sun.toString() },
      recipient,
      baseUnits: sun.toString(),
    };
  }
  const token = tronToken(currency);
  if (!token) return none('unknown-coin');
  const units = baseUnitsOf(amount, token.decimals);
  if (units === undefined) return none('invalid-amount');
  return {
    kind: 'tron',
    transfer: {
      type: 'trc20',
      contract: token.address,
      functionSelector: 'transfer(address,uint256)',
      parameters: [
        { type: 'address', value: recipient },
        { type: 'uint256', value: units.toString() },
      ],
      token,
    },
    recipient,
    baseUnits: units.toString(),
  };
}
