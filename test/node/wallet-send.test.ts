// Asking a browser wallet to send one payment (src/wallets/send.ts), against fake wallets that record every
// request they get. EVM: on the invoice's chain the wallet is asked for accounts, its chain and one
// eth_sendTransaction, nothing else; on another chain it is asked to switch and its chain is read again; a refused
// switch, a switch answered while the chain stays another, or an unknown chain (4902) sends nothing. Each error
// becomes its reason: 4001 'cancelled', -32002 'busy', anything else 'failed' (an answer that is not a hash too).
// Tron: TronLink is connected, TronWeb builds the transfer (TRX in sun, TRC-20 with its exact parameters), TronLink
// signs, TronWeb broadcasts; a TronWeb on a testnet builds nothing; a declined signature is 'cancelled'. One TRC-20
// transfer is also built by a real TronWeb and read back from its bytes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TronWeb, utils, type Types } from 'tronweb';
import { ADDRESSES } from '../../fixtures/invoices.js';
import type { BrowserWallet, Eip1193Provider, TronWebLike } from '../../src/wallets/discovery.js';
import { sendEvm, sendTron, WalletRefusal, type WalletRefusalReason } from '../../src/wallets/send.js';
import { walletPayment, type EvmPayment, type TronPayment, type WalletInvoice } from '../../src/wallets/transaction.js';
import { tronLinkStub } from '../helpers/tron-wallet.js';

const PAYER = '0x1111111111111111111111111111111111111111';
const HASH = `0x${'9f'.repeat(32)}`;
const TRON_PAYER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const TRON_HASH = 'ab'.repeat(32);

const invoice = (network: string, currency: string, amount: string, address: string): WalletInvoice => ({
  network,
  networkName: network,
  chargedCurrency: currency,
  amountCharged: amount,
  payment: { kind: 'address', address },
});

function evm(network: string, currency: string, amount: string): EvmPayment {
  const payment = walletPayment(invoice(network, currency, amount, ADDRESSES.eth));
  assert.equal(payment.kind, 'evm', JSON.stringify(payment));
  return payment as EvmPayment;
}

function tron(network: string, currency: string, amount: string): TronPayment {
  const payment = walletPayment(invoice(network, currency, amount, ADDRESSES.tron));
  assert.equal(payment.kind, 'tron', JSON.stringify(payment));
  return payment as TronPayment;
}

/** ETH on Ethereum, 0.5: chain 0x1, 5 × 10^17 wei. */
const ETH = evm('ethereum', 'ETH', '0.5');
/** USDC on Ethereum, 49.99: to Circle's contract, transfer(deposit address, 49 990 000). */
const USDC = evm('ethereum:usdc', 'USDC', '49.99');

type Request = { method: string; params?: unknown[] };
/** A wallet's answer to one request: a value, or a function that answers (or throws) for its params. */
type Answer = unknown | ((params: unknown[] | undefined) => unknown);

const rpcError = (code: number, message = `error ${code}`) => Object.assign(new Error(message), { code });

/**
 * An EIP-1193 wallet on `chainId` that records each request. By default: one account, its chain, a switch to any
 * chain succeeds (and is then reported), a transaction answers HASH. `answers` replaces any of these; a function
 * that throws is the wallet's error.
 */
function fakeWallet(chainId: string, answers: Record<string, Answer> = {}) {
  const requests: Request[] = [];
  let chain = chainId;
  const defaults: Record<string, Answer> = {
    eth_requestAccounts: [PAYER],
    eth_chainId: () => chain,
    wallet_switchEthereumChain: (params: unknown[] | undefined) => {
      chain = (params as [{ chainId: string }])[0].chainId;
      return null;
    },
    eth_sendTransaction: HASH,
  };
  const provider: Eip1193Provider = {
    async request(args) {
      requests.push(structuredClone(args));
      const answer = Object.hasOwn(answers, args.method) ? answers[args.method] : defaults[args.method];
      if (answer === undefined) throw rpcError(4200, `unsupported: ${args.method}`);
      return typeof answer == 'function' ? answer(args.params) : answer;
    },
  };
  return { provider, requests, methods: () => requests.map(({ method }) => method) };
}

/** sendEvm's refusal, checked to be a WalletRefusal: its reason. */
async function refusalOf(sending: Promise<unknown>): Promise<WalletRefusalReason> {
  try {
    await sending;
  } catch (error) {
    assert.ok(error instanceof WalletRefusal, String(error));
    return error.reason;
  }
  assert.fail('the wallet was expected to refuse');
}

const ON_CHAIN = ['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction'];
const SWITCHED = ['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'eth_chainId'];

describe('sendEvm', () => {
  test('on the right chain: accounts, chainId, one eth_sendTransaction of exactly the payment, from the account', async () => {
    const wallet = fakeWallet('0x1');
    assert.equal(await sendEvm(wallet.provider, ETH), HASH);
    assert.deepEqual(wallet.methods(), ON_CHAIN);
    assert.deepEqual(wallet.requests[2]!.params, [
      { from: PAYER, to: ADDRESSES.eth, value: `0x${(5n * 10n ** 17n).toString(16)}` },
    ]);
  });

  test('a token: the transaction goes to its contract with the transfer as data and no value', async () => {
    const wallet = fakeWallet('0x1');
    await sendEvm(wallet.provider, USDC);
    assert.deepEqual(wallet.methods(), ON_CHAIN);
    assert.deepEqual(wallet.requests[2]!.params, [
      {
        from: PAYER,
        to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        data: `0xa9059cbb${ADDRESSES.eth.slice(2).toLowerCase().padStart(64, '0')}${(49_990_000).toString(16).padStart(64, '0')}`,
      },
    ]);
  });

  test('a chain id written with leading zeros (0x01) is the same chain: no switch', async () => {
    const wallet = fakeWallet('0x01');
    assert.equal(await sendEvm(wallet.provider, ETH), HASH);
    assert.deepEqual(wallet.methods(), ON_CHAIN);
  });

  test("on another chain: the switch to the invoice's, the chain read again, then the transaction", async () => {
    const wallet = fakeWallet('0x38');
    assert.equal(await sendEvm(wallet.provider, ETH), HASH);
    assert.deepEqual(wallet.methods(), [...SWITCHED, 'eth_sendTransaction']);
    assert.deepEqual(wallet.requests[2]!.params, [{ chainId: '0x1' }]);
  });

  test('an unreadable chain id is not the invoice’s: the wallet is asked to switch', async () => {
    for (const answer of ['1', 1, null, '0x', 'ethereum']) {
      const wallet = fakeWallet('0x1', { eth_chainId: answer, wallet_switchEthereumChain: null });
      assert.equal(await refusalOf(sendEvm(wallet.provider, ETH)), 'wrong-chain', String(answer));
      assert.deepEqual(wallet.methods(), SWITCHED, String(answer));
    }
  });

  test("the switch refused (4001): 'wrong-chain', and no eth_sendTransaction", async () => {
    const wallet = fakeWallet('0x38', {
      wallet_switchEthereumChain: () => {
        throw rpcError(4001, 'User rejected the request.');
      },
    });
    assert.equal(await refusalOf(sendEvm(wallet.provider, ETH)), 'wrong-chain');
    assert.deepEqual(wallet.methods(), SWITCHED.slice(0, 3));
  });

  test("a chain the wallet does not know (4902): 'chain-unknown', nothing sent", async () => {
    const wallet = fakeWallet('0x1', {
      wallet_switchEthereumChain: () => {
        throw rpcError(4902, 'Unrecognized chain ID "0x38".');
      },
    });
    assert.equal(await refusalOf(sendEvm(wallet.provider, evm('bsc', 'BNB', '1'))), 'chain-unknown');
    assert.deepEqual(wallet.methods(), SWITCHED.slice(0, 3));
  });

  test("the switch answered but the chain still another: 'wrong-chain', nothing sent", async () => {
    const wallet = fakeWallet('0x38', { wallet_switchEthereumChain: null });
    assert.equal(await refusalOf(sendEvm(wallet.provider, ETH)), 'wrong-chain');
    assert.deepEqual(wallet.methods(), SWITCHED);
  });

  test("any other error of the switch is 'wrong-chain', a pending one (-32002) 'busy': nothing sent", async () => {
    for (const [error, reason] of [
      [rpcError(-32603, 'Internal error'), 'wrong-chain'],
      ['a bare string', 'wrong-chain'],
      [rpcError(-32002, 'Request already pending'), 'busy'],
    ] as const) {
      const wallet = fakeWallet('0x38', {
        wallet_switchEthereumChain: () => {
          throw error;
        },
      });
      assert.equal(await refusalOf(sendEvm(wallet.provider, ETH)), reason, String(error));
      assert.ok(!wallet.methods().includes('eth_sendTransaction'));
    }
  });

  test("the payer rejects the transaction (4001): 'cancelled'", async () => {
    const wallet = fakeWallet('0x1', {
      eth_sendTransaction: () => {
        throw rpcError(4001, 'User denied transaction signature.');
      },
    });
    assert.equal(await refusalOf(sendEvm(wallet.provider, ETH)), 'cancelled');
    assert.deepEqual(wallet.methods(), ON_CHAIN);
  });

  test("the payer rejects the connection (4001): 'cancelled', nothing else asked", async () => {
    const wallet = fakeWallet('0x1', {
      eth_requestAccounts: () => {
        throw rpcError(4001);
      },
    });
    assert.equal(await refusalOf(sendEvm(wallet.provider, ETH)), 'cancelled');
    assert.deepEqual(wallet.methods(), ['eth_requestAccounts']);
  });

  test("a request already pending (-32002), at connecting or at sending: 'busy'", async () => {
    for (const method of ['eth_requestAccounts', 'eth_sendTransaction']) {
      const wallet = fakeWallet('0x1', {
        [method]: () => {
          throw rpcError(-32002, 'Already processing eth_requestAccounts. Please wait.');
        },
      });
      assert.equal(await refusalOf(sendEvm(wallet.provider, ETH)), 'busy', method);
    }
  });

  test("no account shared: 'failed', nothing else asked", async () => {
    for (const accounts of [[], null, ['not an address'], [42], 'address']) {
      const wallet = fakeWallet('0x1', { eth_requestAccounts: accounts });
      assert.equal(await refusalOf(sendEvm(wallet.provider, ETH)), 'failed', JSON.stringify(accounts));
      assert.deepEqual(wallet.methods(), ['eth_requestAccounts']);
    }
  });

  test("an answer that is not a transaction hash: 'failed'", async () => {
    for (const answer of [
      null,
      undefined,
      '',
      '0x1234',
      HASH.slice(2),
      `${HASH}00`,
      `0x${'zz'.repeat(32)}`,
      { hash: HASH },
      [HASH],
    ]) {
      const wallet = fakeWallet('0x1', { eth_sendTransaction: () => answer });
      assert.equal(await refusalOf(sendEvm(wallet.provider, ETH)), 'failed', JSON.stringify(answer));
    }
  });

  test("any other error of the wallet: 'failed'", async () => {
    for (const error of [new Error('boom'), rpcError(-32603), rpcError(4100, 'Unauthorized'), 'failed', null]) {
      const wallet = fakeWallet('0x1', {
        eth_sendTransaction: () => {
          throw error;
        },
      });
      assert.equal(await refusalOf(sendEvm(wallet.provider, ETH)), 'failed', String(error));
    }
  });
});

type TronWallet = Extract<BrowserWallet, { kind: 'tron' }>;

/**
 * TronLink and its TronWeb, recording every call. Connecting answers `connect`; the builder answers a stand-in
 * transaction naming what it was given; signing adds a signature (or throws `sign`); broadcasting answers
 * `broadcast` (by default the result true and the transaction's id).
 */
function fakeTronLink(
  options: {
    connect?: unknown;
    fullNode?: string;
    address?: unknown;
    sign?: () => never;
    broadcast?: (signed: { txID: string }) => unknown;
    built?: unknown;
  } = {},
) {
  const {
    connect = { code: 200, message: 'ok' },
    fullNode = 'https://api.trongrid.io',
    sign,
    broadcast,
    built,
  } = options;
  // An address given as undefined is no address, not the default one.
  const address = 'address' in options ? options.address : TRON_PAYER;
  const calls: { name: string; args: unknown[] }[] = [];
  const record = (name: string, args: unknown[]) => calls.push({ name, args: structuredClone(args) });
  const tronWeb: TronWebLike & { fullNode: { host: string } } = {
    fullNode: { host: fullNode },
    defaultAddress: { base58: address },
    trx: {
      async sign(transaction) {
        record('sign', [transaction]);
        if (sign) sign();
        return { ...(transaction as object), signature: ['stand-in'] };
      },
      async sendRawTransaction(signed) {
        record('sendRawTransaction', [signed]);
        return broadcast
          ? broadcast(signed as { txID: string })
          : { result: true, txid: (signed as { txID: string }).txID };
      },
    },
    transactionBuilder: {
      async sendTrx(...args) {
        record('sendTrx', args);
        return { txID: TRON_HASH, raw_data: { built: 'sendTrx' } };
      },
      async triggerSmartContract(...args) {
        record('triggerSmartContract', args);
        return built !== undefined
          ? built
          : { result: { result: true }, transaction: { txID: TRON_HASH, raw_data: {} } };
      },
    },
  };
  const wallet: TronWallet = {
    kind: 'tron',
    id: 'tronlink',
    name: 'TronLink',
    rdns: 'com.tronlink',
    tronLink: {
      async request(args) {
        record('tron_requestAccounts', [args]);
        return connect;
      },
    },
    tronWeb: () => tronWeb,
  };
  return { wallet, calls, names: () => calls.map(({ name }) => name) };
}

const SENT = ['tron_requestAccounts', 'sendTrx', 'sign', 'sendRawTransaction'];

describe('sendTron', () => {
  test('TRX: TronLink connected, sendTrx(deposit address, the amount in sun as a number, the payer), signed, sent', async () => {
    const { wallet, calls, names } = fakeTronLink();
    assert.equal(await sendTron(wallet, tron('tron', 'TRX', '12.345678')), TRON_HASH);
    assert.deepEqual(names(), SENT);
    assert.deepEqual(calls[0]!.args, [{ method: 'tron_requestAccounts' }]);
    assert.deepEqual(calls[1]!.args, [ADDRESSES.tron, 12_345_678, TRON_PAYER]);
    // What was built is what is signed, and what is signed is what is sent.
    assert.deepEqual(calls[2]!.args, [{ txID: TRON_HASH, raw_data: { built: 'sendTrx' } }]);
    assert.deepEqual(calls[3]!.args, [{ txID: TRON_HASH, raw_data: { built: 'sendTrx' }, signature: ['stand-in'] }]);
  });

  test("USDT TRC-20: triggerSmartContract with Tether's contract, transfer(address,uint256), a 100 TRX fee limit, no TRX, the exact parameters", async () => {
    const { wallet, calls, names } = fakeTronLink();
    assert.equal(await sendTron(wallet, tron('tron:usdt', 'USDT', '49.99')), TRON_HASH);
    assert.deepEqual(names(), ['tron_requestAccounts', 'triggerSmartContract', 'sign', 'sendRawTransaction']);
    assert.deepEqual(calls[1]!.args, [
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'transfer(address,uint256)',
      { feeLimit: 100_000_000, callValue: 0 },
      [
        { type: 'address', value: ADDRESSES.tron },
        { type: 'uint256', value: '49990000' },
      ],
      TRON_PAYER,
    ]);
    assert.deepEqual(calls[2]!.args, [{ txID: TRON_HASH, raw_data: {} }]);
  });

  test("TronWeb on a testnet (Shasta, Nile): 'wrong-chain', nothing built or signed", async () => {
    for (const fullNode of ['https://api.shasta.trongrid.io', 'https://nile.trongrid.io', 'https://API.NILEEX.IO']) {
      const { wallet, names } = fakeTronLink({ fullNode });
      assert.equal(await refusalOf(sendTron(wallet, tron('tron', 'TRX', '1'))), 'wrong-chain', fullNode);
      assert.deepEqual(names(), ['tron_requestAccounts'], fullNode);
    }
  });

  test("the payer declines the signature (TronLink's bare string): 'cancelled', nothing broadcast", async () => {
    for (const message of ['Confirmation declined by user', 'User rejected the request']) {
      const { wallet, names } = fakeTronLink({
        sign: () => {
          throw message;
        },
      });
      assert.equal(await refusalOf(sendTron(wallet, tron('tron:usdt', 'USDT', '1'))), 'cancelled', message);
      assert.deepEqual(names(), ['tron_requestAccounts', 'triggerSmartContract', 'sign']);
    }
  });

  test("the payer refuses to connect ({ code: 4001 }): 'cancelled', nothing built", async () => {
    const { wallet, names } = fakeTronLink({ connect: { code: 4001, message: 'User rejected' } });
    assert.equal(await refusalOf(sendTron(wallet, tron('tron', 'TRX', '1'))), 'cancelled');
    assert.deepEqual(names(), ['tron_requestAccounts']);
  });

  test("a connect request still open in TronLink ({ code: 4000 }): 'busy', nothing built", async () => {
    const { wallet, names } = fakeTronLink({ connect: { code: 4000, message: 'in queue' } });
    assert.equal(await refusalOf(sendTron(wallet, tron('tron', 'TRX', '1'))), 'busy');
    assert.deepEqual(names(), ['tron_requestAccounts']);
  });

  test("a locked TronLink (no account, default address false): 'failed', nothing built", async () => {
    for (const address of [false, undefined, 0]) {
      const { wallet, names } = fakeTronLink({ connect: '', address });
      assert.equal(await refusalOf(sendTron(wallet, tron('tron', 'TRX', '1'))), 'failed', String(address));
      assert.deepEqual(names(), ['tron_requestAccounts']);
    }
    const { wallet } = fakeTronLink();
    assert.equal(
      await refusalOf(sendTron({ ...wallet, tronWeb: () => undefined }, tron('tron', 'TRX', '1'))),
      'failed',
    );
  });

  test("TronWeb builds no contract call: 'failed', nothing signed", async () => {
    const { wallet, names } = fakeTronLink({ built: { result: { message: 'contract validate error' } } });
    assert.equal(await refusalOf(sendTron(wallet, tron('tron:usdt', 'USDT', '1'))), 'failed');
    assert.deepEqual(names(), ['tron_requestAccounts', 'triggerSmartContract']);
  });

  test("the network does not take it, or answers no hash: 'failed'", async () => {
    for (const answer of [{ result: false, code: 'SIGERROR' }, undefined, { result: true, txid: 'not a hash' }]) {
      const { wallet } = fakeTronLink({ broadcast: () => answer });
      assert.equal(await refusalOf(sendTron(wallet, tron('tron', 'TRX', '1'))), 'failed', JSON.stringify(answer));
    }
    // Taken without a txid: the hash is the signed transaction's id.
    const { wallet } = fakeTronLink({ broadcast: () => ({ result: true }) });
    assert.equal(await sendTron(wallet, tron('tron', 'TRX', '1')), TRON_HASH);
  });

  test('built by a real TronWeb, the transaction TronLink is given to sign is exactly the invoice’s TRC-20 transfer', async () => {
    const { tronWeb, sent: signed } = tronLinkStub(TRON_PAYER);
    const wallet: TronWallet = {
      kind: 'tron',
      id: 'tronlink',
      name: 'TronLink',
      rdns: 'com.tronlink',
      tronLink: { request: async () => ({ code: 200 }) },
      tronWeb: () => tronWeb as unknown as TronWebLike,
    };
    const hash = await sendTron(wallet, tron('tron:usdt', 'USDT', '49.990001'));
    assert.equal(signed.length, 1);
    const [transaction] = signed as [Types.SignedTransaction];
    assert.equal(hash, transaction.txID);
    const raw = utils.deserializeTx.deserializeTransaction('TriggerSmartContract', transaction.raw_data_hex);
    assert.equal(raw.fee_limit, 100_000_000);
    const [contract] = raw.contract as [{ parameter: { value: Record<string, unknown> } }];
    const { value } = contract.parameter;
    assert.equal(TronWeb.address.fromHex(value.contract_address as string), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    assert.equal(TronWeb.address.fromHex(value.owner_address as string), TRON_PAYER);
    assert.equal(value.call_value, 0);
    const data = value.data as string;
    assert.equal(data.slice(0, 8).toLowerCase(), 'a9059cbb');
    const { to, amount } = utils.abi.decodeParams(['to', 'amount'], ['address', 'uint256'], `0x${data}`, true);
    assert.equal(TronWeb.address.fromHex(to), ADDRESSES.tron);
    assert.equal(amount.toString(), '49990001');
  });
});
