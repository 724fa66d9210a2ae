// Shared by the browser-wallet tests (test/wallets.test.ts, test/wallets-order.test.ts): a browser wallet in the page
// that really pays, on the local chains the test runner's Node side started (web-test-runner.config.mjs,
// walletChains: Ganache with the chain ids of Ethereum and BNB Smart Chain), announced as EIP-6963 wallets announce
// themselves; and a TronLink stand-in whose TronWeb builds with a real TronWeb on the Node side.
//
// The wallet is honest about its chain: it knows the two chains, is on one of them at a time, and forwards every
// request (eth_chainId included) to that chain, through the test runner, which answers with its own id. It adds only
// what a wallet adds to a node: eth_requestAccounts (a funded account of the chain's, which Ganache signs for) and
// wallet_switchEthereumChain (to a chain it knows; 4902 for another). Each request is recorded; `overrides` replaces
// its answer for a method, to refuse, fail or hold a request as a payer or a wallet would.
import { executeServerCommand } from '@web/test-runner-commands';

export interface LocalChains {
  chains: { chainId: string }[];
  /** The payer's account on every chain, funded with ether and the tokens. */
  payer: string;
  /** By chain id, each token's address there: `{ '0x1': { USDC: … }, '0x38': { USDT: … } }`. */
  tokens: Record<string, Record<string, string>>;
}

let started: Promise<LocalChains> | undefined;

/** The local chains, started by the test runner on the first call; it answers false while they are starting. */
export const localChains = () =>
  (started ??= (async () => {
    for (;;) {
      const chains = await executeServerCommand<LocalChains | false, undefined>('wallet-chains');
      if (chains) return chains;
    }
  })());

/** What the chain itself says `owner` holds, in wei or in the token's base units. */
export const balanceOn = async (chainId: string, owner: string, token?: string) =>
  BigInt(await executeServerCommand<string, object>('wallet-balance', { chainId, owner, ...(token ? { token } : {}) }));

export interface MinedTransaction {
  found: boolean;
  from?: string;
  to?: string;
  /** Wei, as digits. */
  value?: string;
  input?: string;
  status?: string;
}

/** The transaction `hash` as the chain mined it. */
export const minedTransaction = (chainId: string, hash: string) =>
  executeServerCommand<MinedTransaction, object>('wallet-transaction', { chainId, hash });

/** A deposit address of its own for one test: no other test, in any engine, pays it. */
export function freshAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** An EIP-1193 error, as wallets throw them. */
export const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

/** A promise the test opens when it chooses: how a wallet's request is held "pending". */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

type Override = (params: unknown[], wallet: TestWallet) => unknown;

export class TestWallet {
  /** Every request the page made, in order. */
  readonly requests: { method: string; params: unknown[] }[] = [];
  /** A method's answer instead of the wallet's own (which `own()` still gives). */
  readonly overrides = new Map<string, Override>();
  chainId = '0x1';

  constructor(readonly chains: LocalChains) {}

  /** Back to a fresh wallet on `chainId`: nothing recorded, nothing overridden. */
  reset(chainId = '0x1'): void {
    this.requests.length = 0;
    this.overrides.clear();
    this.chainId = chainId;
  }

  methods(): string[] {
    return this.requests.map(({ method }) => method);
  }

  count(method: string): number {
    return this.methods().filter((name) => name === method).length;
  }

  async request({ method, params = [] }: { method: string; params?: unknown[] }): Promise<unknown> {
    this.requests.push({ method, params: structuredClone(params) });
    const override = this.overrides.get(method);
    return override ? override(params, this) : this.own(method, params);
  }

  /** What the wallet answers by itself. */
  async own(method: string, params: unknown[]): Promise<unknown> {
    if (method === 'eth_requestAccounts') return [this.chains.payer];
    if (method === 'wallet_switchEthereumChain') {
      const [{ chainId }] = params as [{ chainId: string }];
      const known = this.chains.chains.find((chain) => BigInt(chain.chainId) === BigInt(chainId));
      if (!known) throw rpcError(4902, `Unrecognized chain ID "${chainId}".`);
      this.chainId = known.chainId;
      return null;
    }
    return this.rpc(method, params);
  }

  /**
   * `method` on the chain the wallet is on. Through the test runner, which passes the requests of every page to
   * the chain one at a time: Ganache left a transaction unanswered when three engines' pages sent at once.
   */
  async rpc(method: string, params: unknown[]): Promise<unknown> {
    const answer = await executeServerCommand<{ result?: unknown; error?: { code: number; message: string } }, object>(
      'wallet-rpc',
      { chainId: this.chainId, method, params },
    );
    if (answer.error) throw rpcError(answer.error.code, answer.error.message);
    return answer.result;
  }
}

export interface WalletInfo {
  uuid?: unknown;
  name?: unknown;
  icon?: unknown;
  rdns?: unknown;
}

/**
 * Announces `provider` as EIP-6963 says: a frozen detail now, and again at each `eip6963:requestProvider`. The
 * page's wallet directory keeps a wallet once announced: this only stops answering later requests.
 */
export function announce(info: WalletInfo, provider: unknown): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', send);
  send();
  return () => window.removeEventListener('eip6963:requestProvider', send);
}

/** A 24 × 24 PNG (an orange square, a white dot): a wallet's icon as a data URI. */
export const ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAMElEQVR42mN4Ua5EFcQwatDwM+g/EiDToP84wAAZ9B8vGDVocMYaNRPkaO4fCQYBANgM2S7C1gOqAAAAAElFTkSuQmCC';

/** The TronLink stand-in's calls, in order. */
export interface TronCall {
  name: 'tron_requestAccounts' | 'sendTrx' | 'triggerSmartContract' | 'sign' | 'sendRawTransaction';
  args: unknown[];
}

/**
 * Puts a TronLink on the page as the extension does (`window.tronLink`, `window.tronWeb`), connected to Tron's main
 * chain with `payer`'s account. Its TronWeb builds transactions with a real TronWeb on the Node side (tron-build),
 * "signs" by adding a stand-in signature and "broadcasts" by recording: `calls` holds each call and its arguments.
 * `sign`, when given, replaces signing (to decline). `remove()` takes it off the page.
 */
export function installTronLink(payer: string, { sign }: { sign?: (transaction: unknown) => unknown } = {}) {
  const calls: TronCall[] = [];
  const record = (name: TronCall['name'], args: unknown[]) => calls.push({ name, args: structuredClone(args) });
  const build = (method: string, args: unknown[]) =>
    executeServerCommand<unknown, object>('tron-build', { method, args });
  const tronWeb = {
    fullNode: { host: 'https://api.trongrid.io' },
    defaultAddress: { base58: payer },
    trx: {
      async sign(transaction: unknown) {
        record('sign', [transaction]);
        if (sign) return sign(transaction);
        return { ...(transaction as object), signature: ['stand-in'] };
      },
      async sendRawTransaction(signed: { txID: string }) {
        record('sendRawTransaction', [signed]);
        return { result: true, txid: signed.txID, transaction: signed };
      },
    },
    transactionBuilder: {
      async sendTrx(...args: unknown[]) {
        record('sendTrx', args);
        return build('sendTrx', args);
      },
      async triggerSmartContract(...args: unknown[]) {
        record('triggerSmartContract', args);
        return build('triggerSmartContract', args);
      },
    },
  };
  const tronLink = {
    async request(args: unknown) {
      record('tron_requestAccounts', [args]);
      return { code: 200, message: 'The site is already in the whitelist' };
    },
  };
  Object.assign(window, { tronLink, tronWeb });
  return {
    calls,
    names: () => calls.map(({ name }) => name),
    remove() {
      const page = window as { tronLink?: unknown; tronWeb?: unknown };
      delete page.tronLink;
      delete page.tronWeb;
    },
  };
}

export interface TronRead {
  type: 'TransferContract' | 'TriggerSmartContract';
  /** The transaction's id is the hash of its bytes, and its JSON says what its bytes say. */
  idMatches: boolean;
  owner: string;
  to: string;
  /** Sun, or the token's base units, as digits. */
  amount: string;
  contract?: string;
  selector?: string;
  callValue?: number;
  feeLimit?: number;
}

/** The transaction TronLink was given, read back from its bytes by tronweb on the Node side. */
export const readTron = (transaction: unknown) => executeServerCommand<TronRead, object>('tron-read', { transaction });

/**
 * A PNG of the page's `element`, where it is on the page: its path (Chromium: .screenshots/wallets/<name>.png), or
 * '' in the other engines, which take none.
 */
export async function screenshot(name: string, element: Element): Promise<string> {
  const { x, y, width, height } = element.getBoundingClientRect();
  const clip = { x: x + scrollX, y: y + scrollY, width: Math.ceil(width), height: Math.ceil(height) };
  return executeServerCommand<string, object>('wallet-screenshot', { name, clip });
}
