// The coin picker's rules (src/order.ts), pure: which methods may be offered, their grouping under a coin, the
// search, what an order's GET answered, the POST body, and whether an invoice charges the method chosen.
import { expect } from '@open-wc/testing';
import {
  chargesMethod,
  groupByCoin,
  orderRequestBody,
  parseMethods,
  readOrderAnswer,
  searchMethods,
} from '../src/order.js';

const TRON = { currency: 'USDT', network: 'tron:usdt', name: 'Tron (TRC-20)' };
const ERC = { currency: 'USDT', network: 'ethereum:usdt', name: 'Ethereum (ERC-20)' };
const BTC = { currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' };

describe('order.ts', () => {
  describe('parseMethods', () => {
    it('keeps plain codes, each method once, in order; a missing or hidden name becomes the code', () => {
      expect(
        parseMethods([
          TRON,
          BTC,
          { ...TRON, name: 'again' },
          { currency: 'ETH', network: 'ethereum' },
          { currency: 'LTC', network: 'litecoin', name: 'Lite\u200bcoin' },
          { currency: 'XRP', network: 'xrp', name: '   ' },
        ]),
      ).to.deep.equal([
        TRON,
        BTC,
        { currency: 'ETH', network: 'ethereum', name: 'ethereum' },
        { currency: 'LTC', network: 'litecoin', name: 'litecoin' },
        { currency: 'XRP', network: 'xrp', name: 'xrp' },
      ]);
    });

    it('leaves out what a backend cannot have meant: bad codes, other types, a name past 80 characters', () => {
      expect(
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
      ).to.deep.equal([]);
      expect(parseMethods([{ ...BTC, name: 'n'.repeat(81) }])).to.deep.equal([{ ...BTC, name: 'bitcoin' }]);
      for (const notAList of [undefined, null, {}, 'x', 3]) expect(parseMethods(notAList)).to.equal(undefined);
    });

    it('takes at most 200 methods', () => {
      const many = Array.from({ length: 300 }, (_, index) => ({ currency: `C${index}`, network: `n${index}` }));
      expect(parseMethods(many)).to.have.length(200);
    });
  });

  it('groupByCoin: methods under their coin, coins in the order they first appear', () => {
    expect(groupByCoin([TRON, BTC, ERC])).to.deep.equal([
      { currency: 'USDT', methods: [TRON, ERC] },
      { currency: 'BTC', methods: [BTC] },
    ]);
  });

  it('searchMethods: by coin (whole group), by network name or code, any case or accent; empty keeps all', () => {
    const groups = groupByCoin([TRON, ERC, BTC]);
    expect(searchMethods(groups, '  ')).to.deep.equal(groups);
    expect(searchMethods(groups, 'usdt')).to.deep.equal([groups[0]]);
    expect(searchMethods(groups, 'TRC')).to.deep.equal([{ currency: 'USDT', methods: [TRON] }]);
    expect(searchMethods(groups, 'ethereum:')).to.deep.equal([{ currency: 'USDT', methods: [ERC] }]);
    expect(
      searchMethods(groupByCoin([{ currency: 'XMR', network: 'monero', name: 'Moneró' }]), 'monero'),
    ).to.have.length(1);
    expect(searchMethods(groups, 'doge')).to.deep.equal([]);
  });

  describe('readOrderAnswer', () => {
    it('{ methods } is the list; an invoice document is resumed, with meta.methods when it names some', () => {
      expect(readOrderAnswer({ methods: [TRON] })).to.deep.equal({ kind: 'methods', methods: [TRON] });
      expect(readOrderAnswer({ methods: [] })).to.deep.equal({ kind: 'methods', methods: [] });
      const document = { data: { id: 'inv' } };
      expect(readOrderAnswer(document)).to.deep.equal({ kind: 'invoice', document });
      const resumed = { ...document, meta: { methods: [BTC] } };
      expect(readOrderAnswer(resumed)).to.deep.equal({ kind: 'invoice', document: resumed, methods: [BTC] });
    });

    it('anything else is nothing', () => {
      for (const body of [null, [], 'x', { methods: 'BTC' }, {}]) expect(readOrderAnswer(body)).to.equal(undefined);
    });
  });

  it('orderRequestBody: the currency and network, nothing else', () => {
    expect(orderRequestBody(TRON)).to.equal('{"chargedCurrency":"USDT","network":"tron:usdt"}');
  });

  it('chargesMethod: the same coin, on the same network when the invoice names one', () => {
    expect(chargesMethod({ chargedCurrency: 'USDT', network: 'tron:usdt' }, TRON)).to.equal(true);
    expect(chargesMethod({ chargedCurrency: 'USDT', network: 'ethereum:usdt' }, TRON)).to.equal(false);
    expect(chargesMethod({ chargedCurrency: 'BTC', network: 'tron:usdt' }, TRON)).to.equal(false);
    // The spec's invoice has no network code: the coin is what the element can check.
    expect(chargesMethod({ chargedCurrency: 'USDT' }, TRON)).to.equal(true);
    expect(chargesMethod({ chargedCurrency: 'BTC' }, TRON)).to.equal(false);
  });
});
