/**
 * Asking a browser wallet to send one payment, and nothing else: on an EVM chain the EIP-1193 requests in order
 * (accounts, chain, a switch where needed and the chain read again, one `eth_sendTransaction`), on Tron TronLink's
 * connect, then TronWeb's build, sign and broadcast. Either answers the transaction hash or throws a
 * WalletRefusal that says why nothing was sent, or that the wallet failed.
 */
import type { BrowserWallet, Eip1193Provider, TronWebLike } from './discovery.js';
import type { EvmPayment, TronPayment } from './transaction.js';

/** Why a wallet sent nothing (or said it failed): each has its words (wallet-messages.ts). */
export type WalletRefusalReason =
  /** The payer rejected a request (EIP-1193's 4001). */
  | 'cancelled'
  /** The wallet stayed on another chain: refused the switch, or switched and still reports another. */
  | 'wrong-chain'
  /** The wallet does not know the chain (4902). */
  | 'chain-unknown'
  /** The wallet is busy with an earlier request (-32002). */
  | 'busy'
  /** Anything else. */
  | 'failed';

export class WalletRefusal extends Error {
  constructor(
    readonly reason: WalletRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'WalletRefusal';
  }
}

/** EIP-1193's user-rejected code. */
const USER_REJECTED = 4001;
/** EIP-3326: the wallet does not know the chain asked for. */
const UNRECOGNIZED_CHAIN = 4902;
/** MetaMask's "a request of this kind is already pending". */
const REQUEST_PENDING = -32002;
/** TronLink's "a connect request from this site is still open". */
const TRONLINK_REQUEST_OPEN = 4000;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const EVM_HASH = /^0x[0-9a-fA-F]{64}$/;
const TRON_HASH = /^[0-9a-fA-F]{64}$/;
/** TronLink's testnets: a TronWeb whose full node is one of these is not on Tron's main chain. */
const TRON_TESTNET = /shasta|nile/i;
/** The most a TRC-20 transfer may burn in fees, in sun (100 TRX): what wallets and TronWeb's examples set. */
const TRC20_FEE_LIMIT = 100_000_000;

/** The EIP-1193 code of a wallet's error, where it has one. */
function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code == 'number' ? code : undefined;
}

/** A wallet's error as a refusal, by its code. */
function refusal(error: unknown): WalletRefusal {
  if (error instanceof WalletRefusal) return error;
  const code = codeOf(error);
  const message = String((error as { message?: unknown } | null)?.message ?? error);
  if (code === USER_REJECTED) return new WalletRefusal('cancelled', message);
  if (code === REQUEST_PENDING) return new WalletRefusal('busy', message);
  // TronLink rejects a signature with a bare string.
  if (typeof error == 'string' && /declined|cancel|reject/i.test(error)) return new WalletRefusal('cancelled', error);
  return new WalletRefusal('failed', message);
}

/** The chain id a wallet reports, as a number to compare (`0x01` and `0x1` are one chain); undefined if none. */
async function chainOf(provider: Eip1193Provider): Promise<bigint | undefined> {
  const id = await provider.request({ method: 'eth_chainId' });
  try {
    return typeof id == 'string' && /^0x[0-9a-fA-F]+$/.test(id) ? BigInt(id) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Pays `payment` from an EVM wallet: the hash it answers. Nothing is sent unless the wallet reports the invoice's
 * chain right before the transaction is asked for.
 */
export async function sendEvm(provider: Eip1193Provider, payment: EvmPayment): Promise<string> {
  try {
    const accounts = await provider.request({ method: 'eth_requestAccounts' });
    const from = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof from != 'string' || !EVM_ADDRESS.test(from)) throw new WalletRefusal('failed', 'No account was shared.');
    const chain = BigInt(payment.chainId);
    if ((await chainOf(provider)) !== chain) {
      try {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: payment.chainId }] });
      } catch (error) {
        if (codeOf(error) === UNRECOGNIZED_CHAIN) throw new WalletRefusal('chain-unknown', String(error));
        if (codeOf(error) === REQUEST_PENDING) throw refusal(error);
        throw new WalletRefusal('wrong-chain', `The switch was refused: ${String((error as Error)?.message ?? error)}`);
      }
      // A wallet may answer the switch before it reports the new chain.
      if ((await chainOf(provider)) !== chain)
        throw new WalletRefusal('wrong-chain', `The wallet is not on chain ${payment.chainId}.`);
    }
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [{ from, ...payment.transaction }] });
    if (typeof hash != 'string' || !EVM_HASH.test(hash))
      throw new WalletRefusal('failed', 'The wallet answered no transaction hash.');
    return hash;
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * Pays `payment` from TronLink: connect, then TronWeb builds the transfer from the payer's address, TronLink asks
 * the payer to sign it, and it is broadcast. Nothing is sent from a TronWeb on a testnet.
 */
export async function sendTron(
  wallet: Extract<BrowserWallet, { kind: 'tron' }>,
  payment: TronPayment,
): Promise<string> {
  try {
    const connected = await wallet.tronLink.request({ method: 'tron_requestAccounts' });
    // TronLink answers { code: 200 } once connected, 4000 while an earlier connect request is open, 4001 when
    // the payer refused; nothing at all while locked.
    const code = (connected as { code?: unknown } | undefined)?.code;
    if (code === USER_REJECTED) throw new WalletRefusal('cancelled', 'The payer refused to connect.');
    if (code === TRONLINK_REQUEST_OPEN) throw new WalletRefusal('busy', 'A connect request is still open in TronLink.');
    const tronWeb = wallet.tronWeb();
    const from = tronWeb?.defaultAddress?.base58;
    if (!tronWeb || typeof from != 'string') throw new WalletRefusal('failed', 'TronLink shared no account.');
    const node = (tronWeb as { fullNode?: { host?: unknown } }).fullNode?.host;
    if (typeof node == 'string' && TRON_TESTNET.test(node))
      throw new WalletRefusal('wrong-chain', `TronLink is on a testnet (${node}).`);
    const unsigned = await build(tronWeb, payment, from);
    const signed = await tronWeb.trx.sign(unsigned);
    const sent = (await tronWeb.trx.sendRawTransaction(signed)) as { result?: unknown; txid?: unknown } | undefined;
    const hash = sent?.txid ?? (signed as { txID?: unknown } | undefined)?.txID;
    if (sent?.result !== true || typeof hash != 'string' || !TRON_HASH.test(hash))
      throw new WalletRefusal('failed', 'The network did not take the transaction.');
    return hash;
  } catch (error) {
    throw refusal(error);
  }
}

/** The unsigned transfer, built by TronWeb from the payer's address. */
async function build(tronWeb: TronWebLike, { transfer }: TronPayment, from: string): Promise<unknown> {
  // walletPayment keeps sun within Number.MAX_SAFE_INTEGER: the number is exact.
  if (transfer.type === 'trx') return tronWeb.transactionBuilder.sendTrx(transfer.to, Number(transfer.sun), from);
  const built = (await tronWeb.transactionBuilder.triggerSmartContract(
    transfer.contract,
    transfer.functionSelector,
    { feeLimit: TRC20_FEE_LIMIT, callValue: 0 },
    transfer.parameters,
    from,
  )) as { transaction?: unknown } | undefined;
  if (!built?.transaction) throw new WalletRefusal('failed', 'TronWeb built no transaction.');
  return built.transaction;
}
