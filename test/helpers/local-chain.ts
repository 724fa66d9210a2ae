/**
 * A real local EVM chain for the tests of "Pay from the browser wallet": Ganache's simulated chain, in this process
 * (Node 20 runs it; Hardhat 3's native EDR needs Node 22). `request()` is the EIP-1193 function a browser wallet
 * offers, answered by the chain itself (the browser tests reach it through the test runner's Node side). Its
 * accounts are unlocked and funded: `eth_sendTransaction` from them needs no key, and a transaction without `gas` gets an estimate, as a wallet fills it in. Each
 * transaction is mined before its hash is answered (Ganache's "eager" instamine).
 *
 * The test token (test/fixtures/contracts/TestToken.sol) is compiled with solc-js at start, offline, for the EVM
 * version the chain runs (Shanghai, Ganache 7's latest): a newer default could emit opcodes the chain lacks.
 *
 * No skip: where the chain cannot start, startLocalChain() throws, and the test that needs it fails.
 */
import { readFile } from 'node:fs/promises';
import ganache from 'ganache';
import solc from 'solc';

/** A JSON-RPC request, as EIP-1193's `request()` takes it. */
export interface RequestArguments {
  method: string;
  params?: unknown[];
}

/** The one function of an EIP-1193 provider the tests use: what `window.ethereum.request` is in a browser. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
}

export interface LocalChain extends Eip1193Provider {
  /** Its EIP-155 chain id, as started (1 for a chain that answers as Ethereum does). */
  chainId: number;
  /** Unlocked accounts with 1 000 of the chain's coin each: `eth_sendTransaction` from them needs no key. */
  accounts: string[];
  /**
   * Deploys a TestToken with `decimals` and answers its address; with `at`, the token is put at that address
   * instead (`evm_setAccountCode`), so a token of tokens.ts can be paid at its real address on the chain.
   */
  deployToken(decimals: number, options?: { at?: string }): Promise<string>;
  /** Mints `amount` base units of `token` to `to`. */
  mint(token: string, to: string, amount: bigint): Promise<void>;
  /** `balanceOf(address)` of `token`, in base units. */
  balanceOf(token: string, address: string): Promise<bigint>;
  /** The chain's own coin held by `address`, in wei. */
  balance(address: string): Promise<bigint>;
  /** Stops the chain. */
  stop(): Promise<void>;
}

interface CompiledToken {
  bytecode: string;
  /** Function signature → 4-byte selector in hex, as solc computes them. */
  selectors: Record<string, string>;
}

/** The hard fork the chain runs, and the EVM version the token is compiled for: the two must agree. */
const HARDFORK = 'shanghai';

/** TestToken.sol compiled by solc-js (the `solc` package, no download); once per process. */
let compiled: Promise<CompiledToken> | undefined;

/** Compiles test/fixtures/contracts/TestToken.sol with solc-js: its creation bytecode and its selectors. */
export function compileTestToken(): Promise<CompiledToken> {
  compiled ??= (async () => {
    const source = await readFile(new URL('../fixtures/contracts/TestToken.sol', import.meta.url), 'utf8');
    const input = {
      language: 'Solidity',
      sources: { 'TestToken.sol': { content: source } },
      settings: {
        evmVersion: HARDFORK,
        outputSelection: { '*': { TestToken: ['evm.bytecode.object', 'evm.methodIdentifiers'] } },
      },
    };
    const output = JSON.parse(solc.compile(JSON.stringify(input)));
    const errors = (output.errors ?? []).filter((error: { severity: string }) => error.severity === 'error');
    if (errors.length) throw new Error(`TestToken.sol: ${JSON.stringify(errors)}`);
    const { evm } = output.contracts['TestToken.sol'].TestToken;
    return { bytecode: `0x${evm.bytecode.object}`, selectors: evm.methodIdentifiers };
  })();
  return compiled;
}

/** `value` as one 32-byte ABI word. */
const word = (value: bigint) => value.toString(16).padStart(64, '0');

/** EIP-1193's error for a chain the wallet does not know (`wallet_switchEthereumChain`). */
const UNRECOGNIZED_CHAIN = 4902;

/**
 * Starts a chain with the chain id `chainId` (default 1337) and `totalAccounts` funded accounts, the first of which
 * deploys and mints. Each call is a chain of its own; stop() it when done.
 */
export async function startLocalChain({
  chainId = 1337,
  totalAccounts = 2,
}: { chainId?: number; totalAccounts?: number } = {}): Promise<LocalChain> {
  const token = compileTestToken();
  const options = {
    logging: { quiet: true },
    chain: { chainId, hardfork: HARDFORK },
    wallet: { totalAccounts, deterministic: true },
    // A transaction sent without `gas` gets an estimate, as a wallet gives it (Ganache's default is 90 000).
    miner: { defaultTransactionGasLimit: 'estimate' },
  } as const;
  // Ganache's own request() is typed per method; the tests speak plain EIP-1193.
  const chain = ganache.provider(options) as unknown as Eip1193Provider & { disconnect(): Promise<void> };

  /**
   * The chain's answer, with the two wallet methods Ganache lacks answered as a wallet on this one chain does:
   * `eth_requestAccounts` gives the unlocked accounts; `wallet_switchEthereumChain` succeeds for this chain's id
   * and fails with 4902 (unrecognized chain) for any other. A JSON-RPC error is thrown with its `code`.
   */
  async function request({ method, params = [] }: RequestArguments): Promise<unknown> {
    if (method === 'eth_requestAccounts') return chain.request({ method: 'eth_accounts', params: [] });
    if (method === 'wallet_switchEthereumChain') {
      const [{ chainId: wanted }] = params as [{ chainId: string }];
      if (BigInt(wanted) === BigInt(chainId)) return null;
      throw Object.assign(new Error(`Unrecognized chain ID "${wanted}".`), { code: UNRECOGNIZED_CHAIN });
    }
    return chain.request({ method, params });
  }

  // Also waits for Ganache to be ready: a request is queued until it is.
  const accounts = (await request({ method: 'eth_accounts' })) as string[];
  const [deployer] = accounts as [string];

  /** Sends a transaction from the deployer; it is mined at once, and must not revert. */
  async function send(transaction: Record<string, string>) {
    const hash = await request({ method: 'eth_sendTransaction', params: [{ from: deployer, ...transaction }] });
    const receipt = (await request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
      status: string;
      contractAddress: string | null;
    } | null;
    if (receipt?.status !== '0x1') throw new Error(`Transaction ${String(hash)} reverted or was not mined.`);
    return receipt;
  }

  const call = async (to: string, data: string) =>
    BigInt((await request({ method: 'eth_call', params: [{ to, data }, 'latest'] })) as string);

  return {
    chainId,
    accounts,
    request,
    async deployToken(decimals, { at } = {}) {
      const { bytecode } = await token;
      const creation = bytecode + word(BigInt(decimals));
      if (!at) return (await send({ data: creation })).contractAddress!;
      // The constructor's answer is the token's runtime code, with `decimals` in it (immutable); it writes no
      // storage (totalSupply and balances start at zero), so that code is the whole token, put at `at`.
      const code = await request({ method: 'eth_call', params: [{ from: deployer, data: creation }, 'latest'] });
      if (!(await request({ method: 'evm_setAccountCode', params: [at, code] }))) {
        throw new Error(`evm_setAccountCode refused ${at}.`);
      }
      return at;
    },
    async mint(tokenAddress, to, amount) {
      const { selectors } = await token;
      await send({
        to: tokenAddress,
        data: `0x${selectors['mint(address,uint256)']}${word(BigInt(to))}${word(amount)}`,
      });
    },
    async balanceOf(tokenAddress, owner) {
      const { selectors } = await token;
      return call(tokenAddress, `0x${selectors['balanceOf(address)']}${word(BigInt(owner))}`);
    },
    async balance(owner) {
      return BigInt((await request({ method: 'eth_getBalance', params: [owner, 'latest'] })) as string);
    },
    async stop() {
      await chain.disconnect();
    },
  };
}
