import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Memo } from '../../src/core/address.js';
import { paymentUri, type PaymentTarget } from '../../src/core/payment-uri.js';
import { ADDRESSES } from '../../fixtures/invoices.js';

const XLM = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';
const TON = 'EQD4FPq-PRDieyQKkizFTRtSDyucUIqrj0v_zXJmqaDp6_0t';
const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const DOGE = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';

const target = (
  currency: string,
  network: string,
  address: string,
  amount: string | undefined,
  memo?: Memo,
): PaymentTarget => ({
  currency,
  network,
  networkName: network,
  address,
  amount,
  memo,
});

describe('paymentUri', () => {
  describe('BIP21 (bitcoin and its forks), the amount in the coin as the service wrote it', () => {
    it('bitcoin', () => {
      assert.equal(
        paymentUri(target('BTC', 'bitcoin', ADDRESSES.btc, '0.00081234')),
        `bitcoin:${ADDRESSES.btc}?amount=0.00081234`,
      );
    });
    it('litecoin, by the network name alone', () => {
      assert.equal(
        paymentUri({ currency: 'LTC', networkName: 'Litecoin', address: ADDRESSES.ltc, amount: '0.7' }),
        `litecoin:${ADDRESSES.ltc}?amount=0.7`,
      );
    });
    it('dogecoin', () => {
      assert.equal(paymentUri(target('DOGE', 'dogecoin', DOGE, '125.5')), `dogecoin:${DOGE}?amount=125.5`);
    });
    it('writes an all-capital bech32 address in lower case, the same address', () => {
      assert.equal(
        paymentUri(target('BTC', 'bitcoin', ADDRESSES.btc.toUpperCase(), '1')),
        `bitcoin:${ADDRESSES.btc}?amount=1`,
      );
    });
    it('never changes the case of a base58 address, where case is part of the address', () => {
      const legacy = 'LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz';
      assert.equal(paymentUri(target('LTC', 'litecoin', legacy, '1')), `litecoin:${legacy}?amount=1`);
    });
    it('has no URI for an amount finer than a satoshi (no exact amount to write)', () => {
      assert.equal(paymentUri(target('BTC', 'bitcoin', ADDRESSES.btc, '0.000000001')), undefined);
    });
  });

  describe('ERC-681 for the native coin of an EVM chain, value in wei with the chain id', () => {
    it('ether with 18 decimals, converted exactly (no float could hold it)', () => {
      assert.equal(
        paymentUri(target('ETH', 'ethereum', ADDRESSES.eth, '0.017385225861871095')),
        `ethereum:${ADDRESSES.eth}@1?value=17385225861871095`,
      );
    });
    it('whole ether and a large amount', () => {
      assert.equal(
        paymentUri(target('ETH', 'ethereum', ADDRESSES.eth, '12345678901234567890.5')),
        `ethereum:${ADDRESSES.eth}@1?value=12345678901234567890500000000000000000`,
      );
    });
    it('names the chain: Arbitrum, Base, BNB Smart Chain', () => {
      assert.ok(paymentUri(target('ETH', 'arbitrum', ADDRESSES.eth, '1'))!.includes('@42161?value='));
      assert.ok(paymentUri(target('ETH', 'base', ADDRESSES.eth, '1'))!.includes('@8453?value='));
      assert.ok(paymentUri(target('BNB', 'bsc', ADDRESSES.eth, '1'))!.includes('@56?value='));
    });
    it('has no URI for more than 18 decimals', () => {
      assert.equal(paymentUri(target('ETH', 'ethereum', ADDRESSES.eth, '0.0000000000000000001')), undefined);
    });
  });

  describe('Solana Pay, SEP-7 and TON', () => {
    it('Solana Pay: SOL in SOL, at most 9 decimals', () => {
      assert.equal(paymentUri(target('SOL', 'solana', SOL, '1.123456789')), `solana:${SOL}?amount=1.123456789`);
      assert.equal(paymentUri(target('SOL', 'solana', SOL, '1.1234567891')), undefined);
    });
    it('SEP-7 with a text memo, URL-encoded, and its type', () => {
      const memo: Memo = { kind: 'memo', value: 'order 1001/ä' };
      assert.equal(
        paymentUri(target('XLM', 'stellar', XLM, '12.5', memo)),
        `web+stellar:pay?destination=${XLM}&amount=12.5&memo=order%201001%2F%C3%A4&memo_type=MEMO_TEXT`,
      );
    });
    it('SEP-7 with an id memo the service typed', () => {
      const memo: Memo = { kind: 'memo', value: '18446744073709551615', type: 'id' };
      assert.equal(
        paymentUri(target('XLM', 'stellar', XLM, '1', memo)),
        `web+stellar:pay?destination=${XLM}&amount=1&memo=18446744073709551615&memo_type=MEMO_ID`,
      );
    });
    it('SEP-7 carries a hash memo in base64, converted from the hex a service may send, or builds none', () => {
      const hex = '7d1e5b6d0c3a4f2e1b9c8a7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f';
      const base64 = btoa(String.fromCharCode(...hex.match(/../g)!.map((byte) => parseInt(byte, 16))));
      const uri = (value: string, type = 'hash') =>
        paymentUri(target('XLM', 'stellar', XLM, '1', { kind: 'memo', value, type }));
      const expected = `web+stellar:pay?destination=${XLM}&amount=1&memo=${encodeURIComponent(base64)}&memo_type=MEMO_HASH`;
      assert.equal(uri(hex), expected);
      assert.equal(uri(hex.toUpperCase()), expected);
      assert.equal(uri(base64), expected);
      assert.equal(uri(hex, 'return'), expected.replace('MEMO_HASH', 'MEMO_RETURN'));
      for (const bad of [hex.slice(2), `${hex}00`, 'order-1001', base64.replace('=', 'A'), `${base64.slice(0, 42)}B=`])
        assert.equal(uri(bad), undefined, bad);
    });
    it("no SEP-7 for a text memo past Stellar's 28 bytes, counted in UTF-8", () => {
      const uri = (value: string) =>
        paymentUri(target('XLM', 'stellar', XLM, '1', { kind: 'memo', value, type: 'text' }));
      assert.equal(typeof uri('a'.repeat(28)), 'string');
      assert.equal(uri('a'.repeat(29)), undefined);
      assert.equal(typeof uri('ä'.repeat(14)), 'string');
      assert.equal(uri(`${'ä'.repeat(14)}a`), undefined);
    });
    it('no SEP-7 for an id memo past 64 bits', () => {
      const uri = (value: string) =>
        paymentUri(target('XLM', 'stellar', XLM, '1', { kind: 'memo', value, type: 'id' }));
      assert.equal(uri('18446744073709551616'), undefined);
      assert.equal(typeof uri('0'), 'string');
    });
    it('no SEP-7 for a memo of digits without a type: an id or a text memo would be a guess', () => {
      assert.equal(paymentUri(target('XLM', 'stellar', XLM, '1', { kind: 'memo', value: '1001' })), undefined);
    });
    it('TON: nanotons, and the comment as URL-encoded text', () => {
      const memo: Memo = { kind: 'comment', value: 'Order #1001 ✓' };
      assert.equal(
        paymentUri(target('TON', 'ton', TON, '2.5', memo)),
        `ton://transfer/${TON}?amount=2500000000&text=Order%20%231001%20%E2%9C%93`,
      );
    });
  });

  describe('for a standing address (a channel): no amount, the payer chooses it in the wallet', () => {
    it('writes each standard without its amount field, and keeps the memo', () => {
      assert.equal(paymentUri(target('BTC', 'bitcoin', ADDRESSES.btc, undefined)), `bitcoin:${ADDRESSES.btc}`);
      assert.equal(paymentUri(target('ETH', 'base', ADDRESSES.eth, undefined)), `ethereum:${ADDRESSES.eth}@8453`);
      assert.equal(paymentUri(target('SOL', 'solana', SOL, undefined)), `solana:${SOL}`);
      assert.equal(
        paymentUri(target('XLM', 'stellar', XLM, undefined, { kind: 'memo', value: 'top-up 7', type: 'text' })),
        `web+stellar:pay?destination=${XLM}&memo=top-up%207&memo_type=MEMO_TEXT`,
      );
      assert.equal(
        paymentUri(target('TON', 'ton', TON, undefined, { kind: 'comment', value: 'u42' })),
        `ton://transfer/${TON}?text=u42`,
      );
      assert.equal(paymentUri(target('TON', 'ton', TON, undefined)), `ton://transfer/${TON}`);
    });
  });

  describe('keeps the bare address where no standard carries the payment safely', () => {
    const cases: [string, PaymentTarget][] = [
      // Wallets have sent EIP-681 token transfers to the token contract.
      ['a token on Ethereum', target('USDC', 'ethereum:usdc', ADDRESSES.eth, '49.99')],
      [
        'a token named by network name only',
        { currency: 'USDT', networkName: 'Ethereum', address: ADDRESSES.eth, amount: '1' },
      ],
      ['ETH under a token network code', target('ETH', 'ethereum:usdc', ADDRESSES.eth, '1')],
      // No Tron URI is a standard, and TronLink's scanner rejects `tron:`.
      ['USDT on Tron', target('USDT', 'tron:usdt', ADDRESSES.tron, '49.99')],
      // No adopted XRP URI carries the destination tag.
      [
        'XRP with its tag',
        target('XRP', 'xrp', ADDRESSES.xrp, '21.8', { kind: 'destination-tag', value: ADDRESSES.xrpTag }),
      ],
      // A loose name could point the wallet at another chain.
      [
        'a network name that is not exactly one the element knows',
        { currency: 'ETH', networkName: 'Arbitrum (Ethereum L2)', address: ADDRESSES.eth, amount: '1' },
      ],
      ['a network the element does not know', target('ETH', 'zksync', ADDRESSES.eth, '1')],
    ];
    for (const [name, payment] of cases) {
      it(name, () => {
        assert.equal(paymentUri(payment), undefined);
      });
    }
  });

  describe('an invoice that contradicts itself about its network', () => {
    for (const [network, networkName] of [
      ['ethereum', 'Base'],
      ['base', 'Ethereum'],
      ['arbitrum', 'Optimism'],
      ['optimism', 'Arbitrum One'],
      ['ethereum', 'Arbitrum (Ethereum L2)'],
      ['bitcoin', 'Litecoin'],
    ]) {
      it(`builds no URI for code ${network} named ${networkName}`, () => {
        const address = network === 'bitcoin' ? ADDRESSES.btc : ADDRESSES.eth;
        const currency = network === 'bitcoin' ? 'BTC' : 'ETH';
        assert.equal(paymentUri({ currency, network, networkName, address, amount: '1' }), undefined);
      });
    }
    it('still builds one where the name only adds words of the same network', () => {
      for (const [network, networkName] of [
        ['ethereum', 'Ethereum Mainnet'],
        ['arbitrum', 'Arbitrum One'],
        ['base', 'Base'],
        ['ethereum', 'Ethereum (ERC-20)'],
      ])
        assert.equal(
          typeof paymentUri({ currency: 'ETH', network, networkName, address: ADDRESSES.eth, amount: '1' }),
          'string',
        );
    });
  });
});
