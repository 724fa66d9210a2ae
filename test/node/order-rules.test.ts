// The coin picker's rules (src/core/order.ts), pure: which methods may be offered, their grouping under a coin, the
// search, what an order's GET answered, the POST body, and whether an invoice charges the method chosen.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  chargesMethod,
  groupByCoin,
  orderRequestBody,
  parseMethods,
  readOrderAnswer,
  searchMethods,
} from '../../src/core/order.js';

const TRON = { currency: 'USDT', network: 'tron:usdt', name: 'Tron (TRC-20)' };
const ERC = { currency: 'USDT', network: 'ethereum:usdt', name: 'Ethereum (ERC-20)' };
const BTC = { currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' };

describe('order.ts', () => {
  describe('parseMethods', () => {
    it('keeps plain codes, each method once, in order; a missing or hidden name becomes the code', () => {
      assert.deepEqual(
        parseMethods([
          TRON,
          BTC,
          { ...TRON, name: 'again' },
          { currency: 'ETH', network: 'ethereum' },
          { currency: 'LTC', network: 'litecoin', name: 'Lite\u200bcoin' },
          { currency: 'XRP', network: 'xrp', name: '   ' },
        ]),
        [
          TRON,
          BTC,
          { currency: 'ETH', network: 'ethereum', name: 'ethereum' },
          { currency: 'LTC', network: 'litecoin', name: 'litecoin' },
          { currency: 'XRP', network: 'xrp', name: 'xrp' },
        ],
      );
    });

    it('leaves out what a backend cannot have meant: bad codes, other types, a name past 80 characters', () => {
      assert.deepEqual(
        parseMethods([
          null,
          'USDT',
          { currency: 'US DT', network: 'tron' },
          { currency: '', network: 'tron' },
          { currency: 'USDT', network: 'tron usdt' },
          { currency: 'USDT', network: 'x'.repeat(65) },
          { currency: 'USDT', network: 7 },
          { currency: 'USDT\u202e', network: 'tron' },
        ]),
        [],
      );
      assert.deepEqual(parseMethods([{ ...BTC, name: 'n'.repeat(81) }]), [{ ...BTC, name: 'bitcoin' }]);
      for (const notAList of [undefined, null, {}, 'x', 3]) assert.equal(parseMethods(notAList), undefined);
    });

    it('takes at most 200 methods', () => {
      const many = Array.from({ length: 300 }, (_, index) => ({ currency: `C${index}`, network: `n${index}` }));
      assert.equal(parseMethods(many)!.length, 200);
    });
  });

  it('groupByCoin: methods under their coin, coins in the order they first appear', () => {
    assert.deepEqual(groupByCoin([TRON, BTC, ERC]), [
      { currency: 'USDT', methods: [TRON, ERC] },
      { currency: 'BTC', methods: [BTC] },
    ]);
  });

  it('searchMethods: by coin (whole group), by network name or code, any case or accent; empty keeps all', () => {
    const groups = groupByCoin([TRON, ERC, BTC]);
    assert.deepEqual(searchMethods(groups, '  '), groups);
    assert.deepEqual(searchMethods(groups, 'usdt'), [groups[0]]);
    assert.deepEqual(searchMethods(groups, 'TRC'), [{ currency: 'USDT', methods: [TRON] }]);
    assert.deepEqual(searchMethods(groups, 'ethereum:'), [{ currency: 'USDT', methods: [ERC] }]);
    assert.equal(
      searchMethods(groupByCoin([{ currency: 'XMR', network: 'monero', name: 'Moneró' }]), 'monero').length,
      1,
    );
    assert.deepEqual(searchMethods(groups, 'doge'), []);
  });

  describe('readOrderAnswer', () => {
    it('{ methods } is the list; an invoice document is resumed, with meta.methods when it names some', () => {
      assert.deepEqual(readOrderAnswer({ methods: [TRON] }), { kind: 'methods', methods: [TRON] });
      assert.deepEqual(readOrderAnswer({ methods: [] }), { kind: 'methods', methods: [] });
      const document = { data: { id: 'inv' } };
      assert.deepEqual(readOrderAnswer(document), { kind: 'invoice', document });
      const resumed = { ...document, meta: { methods: [BTC] } };
      assert.deepEqual(readOrderAnswer(resumed), { kind: 'invoice', document: resumed, methods: [BTC] });
    });

    it('anything else is nothing', () => {
      for (const body of [null, [], 'x', { methods: 'BTC' }, {}]) assert.equal(readOrderAnswer(body), undefined);
    });
  });

  it('orderRequestBody: the currency and network, nothing else', () => {
    assert.equal(orderRequestBody(TRON), '{"chargedCurrency":"USDT","network":"tron:usdt"}');
  });

  it('chargesMethod: the same coin, on the same network when the invoice names one', () => {
    assert.equal(chargesMethod({ chargedCurrency: 'USDT', network: 'tron:usdt' }, TRON), true);
    assert.equal(chargesMethod({ chargedCurrency: 'USDT', network: 'ethereum:usdt' }, TRON), false);
    assert.equal(chargesMethod({ chargedCurrency: 'BTC', network: 'tron:usdt' }, TRON), false);
    // The spec's invoice has no network code: the coin is what the element can check.
    assert.equal(chargesMethod({ chargedCurrency: 'USDT' }, TRON), true);
    assert.equal(chargesMethod({ chargedCurrency: 'BTC' }, TRON), false);
  });
});
