/**
 * A stand-in browser wallet for the QA demo's "Browser wallet (stand-in)" scenarios: an EIP-1193 provider that
 * announces itself by EIP-6963, as MetaMask or Rabby do, so that the browser-wallet part (src/wallets/) draws a
 * "Pay with Stand-in wallet" button. It holds no key and reaches no chain: it shows each request it receives,
 * answers as a wallet whose payer confirms everything would, and reports each transaction it is asked to send.
 *
 * - `eth_requestAccounts` (and `eth_accounts`): one fixed test account.
 * - `eth_chainId`: the chain it is on, which starts as Sepolia (0xaa36a7), another chain than any invoice's, so
 *   that the part asks `wallet_switchEthereumChain` and reads the chain again.
 * - `wallet_switchEthereumChain`: moves to the chain asked for when it is one of the chains it knows (the part's
 *   EVM chains and Sepolia); any other is refused with EIP-3326's 4902, as a wallet that lacks it does.
 * - `eth_sendTransaction`: a random 32-byte hash, once the transaction names its account as `from`.
 * - Anything else: EIP-1193's 4200 (unsupported method).
 */

/** The account it "pays" from: the first test account of Hardhat and Anvil, whose key everyone has. */
export const STAND_IN_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** Its reverse-DNS id, as `checkout-wallet-send` reports it. */
export const STAND_IN_RDNS = 'example.crypto-checkout.stand-in';
export const STAND_IN_NAME = 'Stand-in wallet';
/** Sepolia, the chain it starts on: an EVM chain no invoice of the demo is on. */
const START_CHAIN = '0xaa36a7';
/** The chains it switches to: Ethereum, OP Mainnet, BNB Smart Chain, Polygon, Base, Arbitrum One, Avalanche C-Chain and Sepolia. */
const KNOWN_CHAINS = new Set([1, 10, 56, 137, 8453, 42161, 43114, 11155111].map((id) => BigInt(id)));
/** How long it "waits for the payer" before it answers a request the payer would confirm, in ms. */
const CONFIRM_DELAY = { eth_requestAccounts: 400, wallet_switchEthereumChain: 400, eth_sendTransaction: 900 };

/** A small square with a key, drawn as SVG: a `data:` URI, the only kind of icon the part shows. */
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="#7c3aed"/>' +
    '<circle cx="9" cy="12" r="4" fill="none" stroke="#fff" stroke-width="2"/>' +
    '<path d="M13 12h7m-2 0v3" fill="none" stroke="#fff" stroke-width="2"/></svg>',
)}`;

/** A JSON-RPC request as EIP-1193's `request()` takes it. */
export interface WalletRequest {
  method: string;
  params?: unknown[];
}

export interface StandInWallet {
  /** Back on Sepolia: the next payment asks for the switch again. */
  reset(): void;
}

export interface StandInOptions {
  /** Called with each request as it arrives, before it is answered. */
  onRequest(request: WalletRequest): void;
  /** Called with each answer, or with the error it refused the request with. */
  onAnswer(request: WalletRequest, answer: { result: unknown } | { error: { code: number; message: string } }): void;
  /** Called after it answered `eth_sendTransaction` with `hash`: the transaction it "broadcast". */
  onSent(hash: string, transaction: Record<string, unknown>): void;
}

/** EIP-1193's error shape: a message and a numeric code. */
class ProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 32 random bytes as `0x` and 64 hex digits. */
function randomHash(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Puts the stand-in wallet on the page: it announces itself now and whenever a page's script asks for wallets. */
export function announceStandInWallet(options: StandInOptions): StandInWallet {
  let chainId = START_CHAIN;

  async function answer({ method, params = [] }: WalletRequest): Promise<unknown> {
    const delay = (CONFIRM_DELAY as Record<string, number>)[method];
    if (delay) await wait(delay);
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [STAND_IN_ACCOUNT];
      case 'eth_chainId':
        return chainId;
      case 'wallet_switchEthereumChain': {
        const wanted = (params[0] as { chainId?: unknown } | undefined)?.chainId;
        if (typeof wanted != 'string' || !/^0x[0-9a-fA-F]+$/.test(wanted))
          throw new ProviderError(-32602, 'Invalid chainId.');
        if (!KNOWN_CHAINS.has(BigInt(wanted))) throw new ProviderError(4902, `Unrecognized chain ID "${wanted}".`);
        chainId = `0x${BigInt(wanted).toString(16)}`;
        return null;
      }
      case 'eth_sendTransaction': {
        const transaction = params[0] as Record<string, unknown> | undefined;
        if (String(transaction?.['from']).toLowerCase() !== STAND_IN_ACCOUNT.toLowerCase())
          throw new ProviderError(4100, 'The transaction is not from this wallet’s account.');
        return randomHash();
      }
      default:
        throw new ProviderError(4200, `The stand-in wallet does not support ${method}.`);
    }
  }

  const provider = {
    async request(request: WalletRequest): Promise<unknown> {
      // What the page passed in is logged as it came; the wallet reads its own copy.
      const copy = structuredClone({ method: request.method, params: request.params }) as WalletRequest;
      options.onRequest(copy);
      try {
        const result = await answer(copy);
        options.onAnswer(copy, { result });
        if (copy.method === 'eth_sendTransaction')
          options.onSent(result as string, (copy.params?.[0] ?? {}) as Record<string, unknown>);
        return result;
      } catch (error) {
        const { code, message } = error as ProviderError;
        options.onAnswer(copy, { error: { code, message } });
        throw error;
      }
    },
  };

  const detail = Object.freeze({
    info: Object.freeze({ uuid: crypto.randomUUID(), name: STAND_IN_NAME, icon: ICON, rdns: STAND_IN_RDNS }),
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();

  return {
    reset() {
      chainId = START_CHAIN;
    },
  };
}
