// On a real local EVM chain (test/helpers/local-chain.ts: Ganache, in this process), the transaction
// src/wallets/transaction.ts builds for an invoice, sent through an EIP-1193 `request()` the way the "Pay with"
// button will send it, moves exactly the invoice's amount: the recipient's ether balance for the chain's coin; the
// recipient's token balance for a 6-decimal token (USDC at its Ethereum address) and an 18-decimal one (USDT at its
// BNB Smart Chain address), each chain started with the invoice's chain id, so the wallet never has to switch. The
// expected base units are written out here, not taken from walletPayment(): the test checks its conversion too.
// The chains must run: one that cannot start fails the test, it is not skipped.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADDRESSES } from '../../fixtures/invoices.js';
import { evmToken } from '../../src/wallets/tokens.js';
import {
  TRANSFER_SELECTOR,
  walletPayment,
  type EvmPayment,
  type WalletInvoice,
} from '../../src/wallets/transaction.js';
import { compileTestToken, startLocalChain, type Eip1193Provider, type LocalChain } from '../helpers/local-chain.js';

const PAYEE = ADDRESSES.eth;

const evmInvoice = (network: string, currency: string, amount: string): WalletInvoice => ({
  network,
  networkName: network,
  chargedCurrency: currency,
  amountCharged: amount,
  payment: { kind: 'address', address: PAYEE },
});

function built(view: WalletInvoice): EvmPayment {
  const payment = walletPayment(view);
  assert.equal(payment.kind, 'evm', JSON.stringify(payment));
  return payment as EvmPayment;
}

interface Receipt {
  status: string;
  from: string;
  to: string;
  gasUsed: string;
  effectiveGasPrice: string;
}

interface Paid {
  hash: string;
  from: string;
  receipt: Receipt;
  /** The wallet methods the payment called, in order. */
  methods: string[];
}

/**
 * What the "Pay with <wallet>" button does: ask for the account, check the chain (switch, then read it again, when
 * it is another), send the one transaction. Answers the mined transaction's receipt and the methods called.
 */
async function payWithWallet(wallet: Eip1193Provider, payment: EvmPayment): Promise<Paid> {
  const methods: string[] = [];
  const request = (args: { method: string; params?: unknown[] }) => {
    methods.push(args.method);
    return wallet.request(args);
  };
  const [from] = (await request({ method: 'eth_requestAccounts' })) as [string];
  if ((await request({ method: 'eth_chainId' })) !== payment.chainId) {
    await request({ method: 'wallet_switchEthereumChain', params: [{ chainId: payment.chainId }] });
    assert.equal(await request({ method: 'eth_chainId' }), payment.chainId);
  }
  const hash = (await request({ method: 'eth_sendTransaction', params: [{ from, ...payment.transaction }] })) as string;
  const receipt = (await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as Receipt;
  assert.equal(receipt?.status, '0x1', `${hash} did not succeed`);
  return { hash, from, receipt, methods };
}

/** The chain matched the invoice's: the payment asked for the account, read the chain, sent; no switch. */
const NO_SWITCH = ['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction'];

test('TestToken.sol compiles offline with solc-js, and its transfer selector is the one the calldata uses', async () => {
  const { bytecode, selectors } = await compileTestToken();
  assert.match(bytecode, /^0x[0-9a-f]+$/);
  assert.equal(`0x${selectors['transfer(address,uint256)']}`, TRANSFER_SELECTOR);
  assert.ok(selectors['balanceOf(address)'] && selectors['decimals()'] && selectors['mint(address,uint256)']);
});

describe('on a local chain', () => {
  // One chain per chain id, started once for the file: Ethereum (1) and BNB Smart Chain (56).
  let ethereum: LocalChain;
  let bsc: LocalChain;
  before(async () => {
    [ethereum, bsc] = await Promise.all([startLocalChain({ chainId: 1 }), startLocalChain({ chainId: 56 })]);
  });
  after(async () => {
    await Promise.all([ethereum?.stop(), bsc?.stop()]);
  });

  /** Puts the token of tokens.ts at its real address on `chain`, checks it is there with its decimals, funds `payer`. */
  async function tokenAt(chain: LocalChain, address: string, decimals: number, payer: string, funds: bigint) {
    const { selectors } = await compileTestToken();
    assert.equal(await chain.deployToken(decimals, { at: address }), address);
    const code = (await chain.request({ method: 'eth_getCode', params: [address, 'latest'] })) as string;
    assert.ok(code.length > 2, `no code at ${address}`);
    const answer = await chain.request({
      method: 'eth_call',
      params: [{ to: address, data: `0x${selectors['decimals()']}` }, 'latest'],
    });
    assert.equal(BigInt(answer as string), BigInt(decimals));
    await chain.mint(address, payer, funds);
  }

  test('the chains answer the invoices’ chain ids, so no wallet_switchEthereumChain is needed', async () => {
    assert.equal(await ethereum.request({ method: 'eth_chainId' }), built(evmInvoice('ethereum', 'ETH', '1')).chainId);
    assert.equal(await bsc.request({ method: 'eth_chainId' }), built(evmInvoice('bsc', 'USDT', '1')).chainId);
  });

  test('ETH (18 decimals): the recipient gets exactly the invoice amount in wei, the payer that plus gas', async () => {
    for (const [amount, wei] of [
      ['0.123456789012345678', 123_456_789_012_345_678n],
      ['0.000000000000000001', 1n],
    ] as const) {
      const payment = built(evmInvoice('ethereum', 'ETH', amount));
      assert.deepEqual(payment.transaction, { to: PAYEE, value: `0x${wei.toString(16)}` });
      const [payer] = ethereum.accounts as [string];
      const [payeeBefore, payerBefore] = [await ethereum.balance(PAYEE), await ethereum.balance(payer)];
      const { from, receipt, methods } = await payWithWallet(ethereum, payment);
      assert.deepEqual(methods, NO_SWITCH);
      assert.equal(from, payer);
      assert.equal(receipt.to.toLowerCase(), PAYEE.toLowerCase());
      assert.equal((await ethereum.balance(PAYEE)) - payeeBefore, wei, amount);
      const gas = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
      assert.equal(payerBefore - (await ethereum.balance(payer)), wei + gas, amount);
    }
  });

  test("USDC (6 decimals) at its Ethereum address: balanceOf the recipient grows by exactly the invoice's units", async () => {
    const usdc = evmToken(1, 'USDC')!;
    assert.equal(usdc.address, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
    const [payer] = ethereum.accounts as [string];
    await tokenAt(ethereum, usdc.address, 6, payer, 1_000_000_000n);
    const etherBefore = await ethereum.balance(PAYEE);
    let paid = 0n;
    for (const [amount, units] of [
      ['49.99', 49_990_000n],
      ['0.000001', 1n],
    ] as const) {
      const payment = built(evmInvoice('ethereum:usdc', 'USDC', amount));
      assert.equal(payment.transaction.to, usdc.address);
      assert.ok(!('value' in payment.transaction), 'a token payment carries no ether');
      const { receipt, methods } = await payWithWallet(ethereum, payment);
      assert.deepEqual(methods, NO_SWITCH);
      assert.equal(receipt.to.toLowerCase(), usdc.address.toLowerCase());
      paid += units;
      assert.equal(await ethereum.balanceOf(usdc.address, PAYEE), paid, amount);
      assert.equal(await ethereum.balanceOf(usdc.address, payer), 1_000_000_000n - paid, amount);
    }
    assert.equal(await ethereum.balance(PAYEE), etherBefore, 'no ether moved');
  });

  test('USDT (18 decimals) at its BNB Smart Chain address: all 18 decimals of the amount arrive', async () => {
    const usdt = evmToken(56, 'USDT')!;
    assert.equal(usdt.address, '0x55d398326f99059fF775485246999027B3197955');
    const [payer] = bsc.accounts as [string];
    await tokenAt(bsc, usdt.address, 18, payer, 10n ** 30n);
    const payment = built(evmInvoice('bsc', 'USDT', '49.990000000000000001'));
    assert.equal(payment.transaction.to, usdt.address);
    const { methods } = await payWithWallet(bsc, payment);
    assert.deepEqual(methods, NO_SWITCH);
    assert.equal(await bsc.balanceOf(usdt.address, PAYEE), 49_990_000_000_000_000_001n);
    assert.equal(await bsc.balanceOf(usdt.address, payer), 10n ** 30n - 49_990_000_000_000_000_001n);
  });

  test("a wallet on another chain that cannot switch to the invoice's stops the payment: nothing is sent", async () => {
    // Polygon's POL asked of a chain that is Ethereum: wallet_switchEthereumChain fails (4902, a chain the wallet
    // does not know), and no transaction follows: the payer's nonce and the recipient's balance stay as they were.
    const payment = built(evmInvoice('polygon', 'POL', '1'));
    const [payer] = ethereum.accounts as [string];
    const nonce = () => ethereum.request({ method: 'eth_getTransactionCount', params: [payer, 'latest'] });
    const [balanceBefore, nonceBefore] = [await ethereum.balance(PAYEE), await nonce()];
    await assert.rejects(payWithWallet(ethereum, payment), { code: 4902 });
    assert.equal(await ethereum.balance(PAYEE), balanceBefore);
    assert.equal(await nonce(), nonceBefore);
  });
});
