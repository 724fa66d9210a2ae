// What a browser wallet is asked to send for an invoice (src/wallets/transaction.ts): the chain, the native transfer
// in wei or the token transfer's calldata to the token's contract, TRX in sun or a TRC-20 transfer's parameters;
// amounts moved exactly (18 and 6 decimals, huge ones), refused when they have more decimals than the coin; and
// no payment at all for memo networks, unknown tokens, off-chain methods or a network named loosely or twice.
// The calldata is checked digit by digit and against an ABI encoder it does not use (ethers', inside tronweb).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { utils } from 'tronweb';
import { ADDRESSES, invoiceDocument, type Fixture } from '../../fixtures/invoices.js';
import { canonicalDecimal } from '../../src/core/decimal.js';
import { parseInvoice } from '../../src/core/invoice.js';
import {
  TRANSFER_SELECTOR,
  erc20TransferData,
  hexQuantity,
  walletPayment,
  type EvmPayment,
  type TronPayment,
  type WalletInvoice,
} from '../../src/wallets/transaction.js';

const PAYEE = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRON_PAYEE = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ETH_USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const BSC_USDT = '0x55d398326f99059fF775485246999027B3197955';

/** An invoice view with what the wallet payment reads; the address is Ethereum's unless given. */
function invoice(
  network: string | undefined,
  networkName: string,
  currency: string,
  amount: string,
  address = PAYEE,
  memo?: { kind: 'destination-tag' | 'memo' | 'comment'; value: string },
): WalletInvoice {
  return {
    ...(network ? { network } : {}),
    networkName,
    chargedCurrency: currency,
    amountCharged: amount,
    payment: { kind: 'address', address, ...(memo ? { memo } : {}) },
  };
}

const evm = (view: WalletInvoice) => {
  const payment = walletPayment(view);
  assert.equal(payment.kind, 'evm', JSON.stringify(payment));
  return payment as EvmPayment;
};
const tron = (view: WalletInvoice) => {
  const payment = walletPayment(view);
  assert.equal(payment.kind, 'tron', JSON.stringify(payment));
  return payment as TronPayment;
};
const reason = (view: WalletInvoice) => {
  const payment = walletPayment(view);
  return payment.kind === 'none' ? payment.reason : payment.kind;
};

/** The ABI's `transfer(to, amount)` calldata by ethers' coder, an encoder transaction.ts does not use. */
function ethersTransferData(to: string, amount: string): string {
  const selector = utils.ethersUtils.keccak256(utils.ethersUtils.toUtf8Bytes('transfer(address,uint256)')).slice(0, 10);
  return selector + new utils.ethersUtils.AbiCoder().encode(['address', 'uint256'], [to, amount]).slice(2);
}

test('the transfer selector is the keccak-256 of transfer(address,uint256)', () => {
  assert.equal(
    utils.ethersUtils.keccak256(utils.ethersUtils.toUtf8Bytes('transfer(address,uint256)')).slice(0, 10),
    TRANSFER_SELECTOR,
  );
});

test("ETH on Ethereum: to the deposit address, the amount in wei as a hex quantity, the chain's id", () => {
  const payment = evm(invoice('ethereum', 'Ethereum', 'ETH', '0.0213'));
  assert.equal(payment.chainId, '0x1');
  // Exactly these keys: the wallet adds `from`; no data, no gas guesses.
  assert.deepEqual(payment.transaction, { to: PAYEE, value: '0x4bac3cb5b74000' });
  // 0x4bac3cb5b74000 is 21 300 000 000 000 000 wei.
  assert.equal(0x4bac3cb5b74000n, 21_300_000_000_000_000n);
  assert.equal(payment.baseUnits, '21300000000000000');
  assert.equal(payment.token, undefined);
  // One wei, the smallest amount there is.
  assert.deepEqual(evm(invoice('ethereum', 'Ethereum', 'ETH', '0.000000000000000001')).transaction, {
    to: PAYEE,
    value: '0x1',
  });
  // Trailing zeros are digits like any other: 1.5 and 1.500000 are the same wei.
  assert.equal(evm(invoice('ethereum', 'Ethereum', 'ETH', '1.500000')).baseUnits, '1500000000000000000');
});

test("each EVM chain's own coin, by code or by exact name, on its chain id", () => {
  const cases: [string | undefined, string, string, string][] = [
    ['arbitrum', 'Arbitrum One', 'ETH', '0xa4b1'],
    ['optimism', 'OP Mainnet', 'ETH', '0xa'],
    ['base', 'Base', 'ETH', '0x2105'],
    ['bsc', 'BNB Smart Chain', 'BNB', '0x38'],
    ['polygon', 'Polygon', 'POL', '0x89'],
    ['polygon', 'Polygon', 'MATIC', '0x89'],
    ['avalanche', 'Avalanche C-Chain', 'AVAX', '0xa86a'],
    [undefined, 'Avalanche C-Chain', 'avax', '0xa86a'],
  ];
  for (const [network, name, currency, chainId] of cases) {
    const payment = evm(invoice(network, name, currency, '2.25'));
    assert.equal(payment.chainId, chainId, `${name} ${currency}`);
    assert.deepEqual(payment.transaction, { to: PAYEE, value: hexQuantity(2_250_000_000_000_000_000n) });
  }
});

test('USDT on Ethereum (6 decimals): transfer(address, amount) to the contract, no value, the calldata exact', () => {
  const payment = evm(invoice('ethereum', 'Ethereum', 'USDT', '49.99'));
  assert.equal(payment.chainId, '0x1');
  assert.equal(payment.baseUnits, '49990000');
  assert.deepEqual(payment.transaction, {
    to: ETH_USDT,
    data:
      '0xa9059cbb' +
      '00000000000000000000000052908400098527886e0f7030069857d2e4169ee7' +
      '0000000000000000000000000000000000000000000000000000000002fac970',
  });
  assert.ok(!('value' in payment.transaction));
  assert.equal(0x2fac970, 49_990_000);
  assert.equal(payment.token?.symbol, 'USDT');
  assert.equal((payment.transaction as { data: string }).data, ethersTransferData(PAYEE, '49990000'));
});

test('USDT on BNB Smart Chain has 18 decimals: the same 49.99 is 49.99 × 10^18 base units', () => {
  const payment = evm(invoice('bsc', 'BNB Smart Chain', 'USDT', '49.99'));
  assert.equal(payment.chainId, '0x38');
  assert.equal(payment.baseUnits, '49990000000000000000');
  assert.deepEqual(payment.transaction, { to: BSC_USDT, data: ethersTransferData(PAYEE, '49990000000000000000') });
  // 18 decimals are fine there, 19 are not.
  assert.equal(evm(invoice('bsc', 'BEP20', 'USDT', '0.000000000000000001')).baseUnits, '1');
  assert.equal(reason(invoice('bsc', 'BEP20', 'USDT', '0.0000000000000000001')), 'invalid-amount');
});

test('more decimals than the coin has is refused, never rounded; zero and malformed amounts too', () => {
  assert.equal(reason(invoice('ethereum', 'Ethereum', 'USDT', '1.0000001')), 'invalid-amount');
  assert.equal(reason(invoice('polygon', 'Polygon', 'USDC', '0.0000005')), 'invalid-amount');
  assert.equal(reason(invoice('ethereum', 'Ethereum', 'ETH', '0.0000000000000000001')), 'invalid-amount');
  assert.equal(reason(invoice('tron', 'Tron', 'TRX', '1.0000001', TRON_PAYEE)), 'invalid-amount');
  assert.equal(reason(invoice('tron', 'Tron', 'USDT', '1.0000001', TRON_PAYEE)), 'invalid-amount');
  for (const amount of ['0', '0.000000', '', '1e18', '-1', '1.', '.5', ' 1', '0x10', '1,5']) {
    assert.equal(reason(invoice('ethereum', 'Ethereum', 'ETH', amount)), 'invalid-amount', JSON.stringify(amount));
  }
  // Six decimals that end in zeros beyond the sixth are still more than six.
  assert.equal(reason(invoice('ethereum', 'Ethereum', 'USDC', '1.0000000')), 'invalid-amount');
});

test('huge amounts are exact to the last digit, up to what a uint256 holds', () => {
  const amount = '123456789012345678901234567890.123456789012345678';
  const wei = 123456789012345678901234567890123456789012345678n;
  assert.deepEqual(evm(invoice('ethereum', 'Ethereum', 'ETH', amount)).transaction, {
    to: PAYEE,
    value: `0x${wei.toString(16)}`,
  });
  const usdt = '98765432109876543210.123456';
  const payment = evm(invoice('ethereum', 'Ethereum', 'USDT', usdt));
  assert.equal(payment.baseUnits, '98765432109876543210123456');
  assert.equal((payment.transaction as { data: string }).data, ethersTransferData(PAYEE, '98765432109876543210123456'));
  // 2^256 − 1 base units is the largest transfer; one more does not fit.
  const max = (1n << 256n) - 1n;
  assert.equal(
    evm(invoice('ethereum', 'Ethereum', 'USDT', `${max / 10n ** 6n}.${max % 10n ** 6n}`)).baseUnits,
    `${max}`,
  );
  const over = 1n << 256n;
  assert.equal(
    reason(invoice('ethereum', 'Ethereum', 'USDT', `${over / 10n ** 6n}.${over % 10n ** 6n}`)),
    'invalid-amount',
  );
});

test('any amount with at most the decimals of the coin becomes exactly its digits in base units (property)', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^(0|[1-9]\d{0,40})$/),
      fc.stringMatching(/^\d{0,18}$/),
      fc.constantFrom(['ETH', 18] as const, ['USDT', 6] as const, ['USDC', 6] as const),
      (integer, fraction, [currency, decimals]) => {
        fraction = fraction.slice(0, decimals);
        const amount = fraction ? `${integer}.${fraction}` : integer;
        const payment = walletPayment(invoice('ethereum', 'Ethereum', currency, amount));
        if (!/[1-9]/.test(amount)) return payment.kind === 'none' && payment.reason === 'invalid-amount';
        assert.equal(payment.kind, 'evm');
        const units = BigInt((payment as EvmPayment).baseUnits);
        // Back from base units to a decimal, by digits: the same number as the invoice's.
        const digits = units.toString().padStart(decimals + 1, '0');
        const back = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
        assert.equal(canonicalDecimal(back), canonicalDecimal(amount));
        return true;
      },
    ),
  );
});

test('erc20TransferData writes the address and the amount as two 32-byte words, whatever the case', () => {
  const lower = erc20TransferData(PAYEE.toLowerCase(), 1n);
  assert.equal(lower, erc20TransferData(PAYEE, 1n));
  assert.equal(lower.length, 2 + 8 + 64 + 64);
  assert.equal(lower.slice(-64), `${'0'.repeat(63)}1`);
  assert.equal(erc20TransferData(PAYEE, 0n), ethersTransferData(PAYEE, '0'));
  assert.throws(() => erc20TransferData('0x1234', 1n), RangeError);
  assert.throws(() => erc20TransferData(PAYEE, 1n << 256n), RangeError);
  assert.throws(() => erc20TransferData(PAYEE, -1n), RangeError);
});

test('TRX on Tron: the amount in sun; USDT TRC-20: transfer(address,uint256) to the Tether contract', () => {
  assert.deepEqual(tron(invoice('tron', 'Tron', 'TRX', '12.5', TRON_PAYEE)).transfer, {
    type: 'trx',
    to: TRON_PAYEE,
    sun: '12500000',
  });
  const usdt = tron(invoice('tron:usdt', 'Tron (TRC-20)', 'USDT', '49.990000', TRON_PAYEE));
  assert.equal(usdt.baseUnits, '49990000');
  assert.deepEqual(usdt.transfer, {
    type: 'trc20',
    contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    functionSelector: 'transfer(address,uint256)',
    parameters: [
      { type: 'address', value: TRON_PAYEE },
      { type: 'uint256', value: '49990000' },
    ],
    token: { symbol: 'USDT', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6, issuer: 'Tether' },
  });
  // TronWeb makes a JavaScript number of a TRX amount: past 2^53 − 1 sun it would round, so none is built.
  assert.equal(tron(invoice('tron', 'Tron', 'TRX', '9007199254.740991', TRON_PAYEE)).baseUnits, '9007199254740991');
  assert.equal(reason(invoice('tron', 'Tron', 'TRX', '9007199254.740992', TRON_PAYEE)), 'invalid-amount');
  // A TRC-20 amount stays a string: no such limit.
  assert.equal(tron(invoice('tron', 'Tron', 'USDT', '9007199254.740993', TRON_PAYEE)).baseUnits, '9007199254740993');
  assert.equal(reason(invoice('tron', 'Tron', 'USDC', '1', TRON_PAYEE)), 'unknown-coin');
  assert.equal(reason(invoice('tron', 'Tron', 'TRX', '1', PAYEE)), 'invalid-address');
});

test('memo networks get nothing: a transfer without its tag or memo is not credited', () => {
  const tag = { kind: 'destination-tag', value: '3963112154' } as const;
  assert.equal(reason(invoice('xrp', 'XRP Ledger', 'XRP', '21.8', ADDRESSES.xrp, tag)), 'memo');
  assert.equal(
    reason(invoice('xlm', 'Stellar', 'XLM', '10', 'G'.padEnd(56, 'A'), { kind: 'memo', value: '42' })),
    'memo',
  );
  assert.equal(
    reason(invoice('ton', 'TON', 'TON', '1', 'EQ'.padEnd(48, 'A'), { kind: 'comment', value: 'x' })),
    'memo',
  );
  // A memo network is one even when the address came without its memo, and an EVM address with a memo is not sent.
  assert.equal(reason(invoice('xrp', 'XRP Ledger', 'XRP', '21.8', ADDRESSES.xrp)), 'memo');
  assert.equal(reason(invoice('ethereum', 'Ethereum', 'ETH', '1', PAYEE, { kind: 'memo', value: '1' })), 'memo');
});

test('unknown tokens, non-EVM networks, loose or contradictory names and off-chain methods get nothing', () => {
  assert.equal(reason(invoice('ethereum', 'Ethereum', 'DAI', '1')), 'unknown-coin');
  assert.equal(reason(invoice('base', 'Base', 'USDT', '1')), 'unknown-coin');
  assert.equal(reason(invoice('ethereum', 'Ethereum', 'BNB', '1')), 'unknown-coin');
  assert.equal(reason(invoice('ethereum', 'Ethereum', 'constructor', '1')), 'unknown-coin');
  assert.equal(reason(invoice('bitcoin', 'Bitcoin', 'BTC', '1', ADDRESSES.btc)), 'unknown-network');
  assert.equal(reason(invoice('madeupchain', 'Made-up Chain', 'ETH', '1')), 'unknown-network');
  // Words of a name are not its name: "Arbitrum (Ethereum L2)" could be either chain.
  assert.equal(reason(invoice(undefined, 'Arbitrum (Ethereum L2)', 'ETH', '1')), 'unknown-network');
  assert.equal(reason(invoice('ethereum', 'Base', 'ETH', '1')), 'network-ambiguous');
  assert.equal(reason(invoice('ethereum:usdc', 'Ethereum', 'USDT', '1')), 'currency-mismatch');
  assert.equal(reason(invoice('ethereum', 'Ethereum', 'ETH', '1', TRON_PAYEE)), 'invalid-address');
  assert.equal(
    reason({
      ...invoice('ethereum', 'Ethereum', 'ETH', '1'),
      payment: { kind: 'instructions', fields: [], nft: false },
    }),
    'no-address',
  );
});

test('from the parsed invoice documents of the fixtures, as the element has them', () => {
  const view = (fixture: Fixture) => {
    const parsed = parseInvoice(invoiceDocument(fixture));
    assert.ok(parsed.ok);
    return walletPayment(parsed.invoice);
  };
  assert.deepEqual(view('eth'), {
    kind: 'evm',
    chainId: '0x1',
    transaction: { to: ADDRESSES.eth, value: '0x1' },
    recipient: ADDRESSES.eth,
    baseUnits: '1',
  });
  const usdc = view('usdc') as EvmPayment;
  assert.equal(usdc.transaction.to, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
  assert.equal((usdc.transaction as { data: string }).data, ethersTransferData(ADDRESSES.eth, '49990000'));
  assert.deepEqual((view('usdt-tron') as TronPayment).transfer.type, 'trc20');
  assert.equal((view('usdt-tron') as TronPayment).baseUnits, '49990000');
  assert.deepEqual(view('xrp'), { kind: 'none', reason: 'memo' });
  assert.deepEqual(view('btc'), { kind: 'none', reason: 'unknown-network' });
  assert.deepEqual(view('exchange-pay'), { kind: 'none', reason: 'no-address' });
  assert.deepEqual(view('nft'), { kind: 'none', reason: 'no-address' });
});
