import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseInvoice, type InvoiceError, type InvoiceView, type PaymentDetails } from '../../src/core/invoice.js';
import { ADDRESSES, invoiceDocument, type Fixture, type FixtureOptions } from '../../fixtures/invoices.js';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const MINUTE = 60_000;
const A = '/data/attributes';

// Documents are edited freely in these tests, so they are typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

/** A fresh copy of a fixture document, created at NOW. */
function doc(fixture: Fixture = 'btc', options: FixtureOptions = {}): Doc {
  return structuredClone(invoiceDocument(fixture, { now: NOW, ...options }));
}

function parsed(input: unknown): InvoiceView {
  const result = parseInvoice(input);
  if (!result.ok) throw new Error(`expected a view, got ${JSON.stringify(result.error)}`);
  return result.invoice;
}

function failure(input: unknown): InvoiceError {
  const result = parseInvoice(input);
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.invoice)}`);
  assert.equal(typeof result.error.message, 'string');
  assert.notEqual(result.error.message, '');
  return result.error;
}

function expectError(input: unknown, code: string, path: string): void {
  const error = failure(input);
  assert.deepEqual({ code: error.code, path: error.path }, { code, path });
}

/** What each fixture must read as, from the fixture's own definition in fixtures/invoices.ts. */
const EXPECTED: Record<
  Fixture,
  { amountCharged: string; chargedCurrency: string; network: string; networkName: string; payment: PaymentDetails }
> = {
  btc: {
    amountCharged: '0.00081234',
    chargedCurrency: 'BTC',
    network: 'bitcoin',
    networkName: 'Bitcoin',
    payment: { kind: 'address', address: ADDRESSES.btc, uri: `bitcoin:${ADDRESSES.btc}?amount=0.00081234` },
  },
  eth: {
    amountCharged: '0.000000000000000001',
    chargedCurrency: 'ETH',
    network: 'ethereum',
    networkName: 'Ethereum',
    payment: { kind: 'address', address: ADDRESSES.eth, uri: `ethereum:${ADDRESSES.eth}@1?value=1` },
  },
  'usdt-tron': {
    amountCharged: '49.990000',
    chargedCurrency: 'USDT',
    network: 'tron:usdt',
    networkName: 'Tron (TRC-20)',
    payment: { kind: 'address', address: ADDRESSES.tron },
  },
  usdc: {
    amountCharged: '49.99',
    chargedCurrency: 'USDC',
    network: 'ethereum:usdc',
    networkName: 'Ethereum (ERC-20)',
    payment: { kind: 'address', address: ADDRESSES.eth },
  },
  ltc: {
    amountCharged: '0.71234567',
    chargedCurrency: 'LTC',
    network: 'litecoin',
    networkName: 'Litecoin',
    payment: { kind: 'address', address: ADDRESSES.ltc, uri: `litecoin:${ADDRESSES.ltc}?amount=0.71234567` },
  },
  xrp: {
    amountCharged: '21.834512',
    chargedCurrency: 'XRP',
    network: 'xrp',
    networkName: 'XRP Ledger',
    payment: {
      kind: 'address',
      address: ADDRESSES.xrp,
      memo: { kind: 'destination-tag', value: ADDRESSES.xrpTag },
    },
  },
  'exchange-pay': {
    amountCharged: '49.99',
    chargedCurrency: 'USDT',
    network: 'binance_pay',
    networkName: 'Binance Pay',
    payment: {
      kind: 'instructions',
      fields: [
        { key: 'exchange', value: 'Binance Pay' },
        { key: 'prepayId', value: '29383937493038367292' },
        { key: 'expireTime', value: '1200 s' },
      ],
      link: 'https://pay.binance.example/checkout/29383937493038367292',
      nft: false,
    },
  },
  nft: {
    amountCharged: '0.0213',
    chargedCurrency: 'ETH',
    network: 'ethereum',
    networkName: 'Ethereum',
    payment: {
      kind: 'instructions',
      fields: [
        { key: 'collection', value: 'Checkout Passes' },
        { key: 'tokenId', value: '4021' },
        { key: 'price', value: '0.0213 ETH' },
        { key: 'listedAt', value: '2026-01-15T09:30:00.000Z', time: Date.UTC(2026, 0, 15, 9, 30) },
      ],
      link: 'https://nft.example/buy/4021',
      nft: true,
    },
  },
};

/** The btc fixture's payment: its address, and the BIP21 URI with its amount. */
const BTC_PAYMENT: PaymentDetails = EXPECTED.btc.payment;

function expectedView(fixture: Fixture): InvoiceView {
  const id = `inv_${fixture.replace(/-/g, '_')}_01`;
  return {
    id,
    serviceStatus: { status: 'pending', onHold: false },
    amountBilled: '49.99',
    billedCurrency: 'EUR',
    createdAt: NOW,
    expiresAt: NOW + 20 * MINUTE,
    hostedPageUrl: `https://pay.example/invoices/${id}`,
    successRedirectUrl: 'https://shop.example/checkout/success?order=1001',
    unsuccessRedirectUrl: 'https://shop.example/checkout/failed?order=1001',
    reference: `order-${fixture}-1001`,
    exchangeRate: '61537.21',
    ...EXPECTED[fixture],
  };
}

const FIXTURES = Object.keys(EXPECTED) as Fixture[];

describe('invoice', () => {
  describe('fixtures', () => {
    for (const fixture of FIXTURES) {
      it(`reads the ${fixture} fixture into a complete view`, () => {
        assert.deepEqual(parsed(doc(fixture)), expectedView(fixture));
      });

      it(`reads the ${fixture} fixture from JSON text`, () => {
        assert.deepEqual(parsed(JSON.stringify(doc(fixture))), expectedView(fixture));
      });
    }

    it('does not change the document it reads', () => {
      const input = doc('xrp');
      const copy = structuredClone(input);
      parsed(input);
      assert.deepEqual(input, copy);
    });

    it('keeps amounts byte for byte', () => {
      const input = doc('eth');
      input.data.attributes.amountBilled = '1234567.000000000000000001';
      const view = parsed(input);
      assert.equal(view.amountCharged, '0.000000000000000001');
      assert.equal(view.amountBilled, '1234567.000000000000000001');
    });

    it('takes timestamps with an offset at their UTC time', () => {
      const input = doc();
      input.data.attributes.createdAt = '2026-01-01T13:00:00+01:00';
      input.data.attributes.expiresAt = '2026-01-01T12:20:00.000Z';
      const view = parsed(input);
      assert.equal(view.createdAt, NOW);
      assert.equal(view.expiresAt, NOW + 20 * MINUTE);
    });
  });

  describe('document shape', () => {
    it('reports invalid JSON text', () => {
      for (const text of ['{', '', 'undefined', "{'data':1}", '{"data":}']) expectError(text, 'invalid-json', '');
    });

    it('reports a document that is not an object', () => {
      for (const input of ['null', '[]', '"invoice"', '42', null, undefined, 42, true, []])
        expectError(input, 'not-an-invoice', '');
    });

    it('reports a resource that is not an invoice at /data/type', () => {
      const channel = doc();
      channel.data.type = 'channels';
      expectError(channel, 'not-an-invoice', '/data/type');
      const list = doc();
      list.data = [list.data];
      expectError(list, 'not-an-invoice', '/data/type');
      expectError({}, 'not-an-invoice', '/data/type');
      expectError({ data: null }, 'not-an-invoice', '/data/type');
      expectError({ data: { type: 'Invoices', id: 'x', attributes: {} } }, 'not-an-invoice', '/data/type');
    });

    it('reports a missing id or attributes', () => {
      const noId = doc();
      delete noId.data.id;
      expectError(noId, 'missing-field', '/data/id');
      const emptyId = doc();
      emptyId.data.id = '';
      expectError(emptyId, 'missing-field', '/data/id');
      const noAttributes = doc();
      delete noAttributes.data.attributes;
      expectError(noAttributes, 'missing-field', A);
      const arrayAttributes = doc();
      arrayAttributes.data.attributes = [];
      expectError(arrayAttributes, 'missing-field', A);
    });
  });

  describe('amounts', () => {
    for (const key of ['amountCharged', 'amountBilled']) {
      it(`reports a missing ${key} with its JSON pointer`, () => {
        const input = doc();
        delete input.data.attributes[key];
        expectError(input, 'missing-field', `${A}/${key}`);
        const nulled = doc();
        nulled.data.attributes[key] = null;
        expectError(nulled, 'missing-field', `${A}/${key}`);
      });

      it(`reports ${key} sent as a JSON number`, () => {
        const input = JSON.stringify(doc()).replace(`"${key}":"`, `"${key}":1.5,"was":"`);
        assert.equal(JSON.parse(input).data.attributes[key], 1.5);
        expectError(input, 'invalid-amount', `${A}/${key}`);
      });

      for (const value of ['1e-7', '-1', '1,5', '1.', '.5', ' 1', '', 'NaN', '0x1']) {
        it(`R19: reports ${key} ${JSON.stringify(value)}`, () => {
          const input = doc();
          input.data.attributes[key] = value;
          expectError(input, 'invalid-amount', `${A}/${key}`);
        });
      }
    }

    it('rejects an amount due of zero', () => {
      for (const value of ['0', '0.000', '00']) {
        const input = doc();
        input.data.attributes.amountCharged = value;
        expectError(input, 'invalid-amount', `${A}/amountCharged`);
      }
    });
  });

  describe('currencies', () => {
    for (const key of ['chargedCurrency', 'billedCurrency']) {
      it(`reports a missing ${key}`, () => {
        const input = doc();
        delete input.data.attributes[key];
        expectError(input, 'missing-field', `${A}/${key}`);
      });

      for (const value of ['', 'B TC', '<b>BTC</b>', 'BTC\n', '-BTC', 'A'.repeat(17), 42]) {
        it(`R19: reports ${key} ${JSON.stringify(value)}`, () => {
          const input = doc();
          input.data.attributes[key] = value;
          expectError(input, 'invalid-currency', `${A}/${key}`);
        });
      }
    }

    it('accepts currency codes with digits, dots and dashes', () => {
      const input = doc();
      input.data.attributes.chargedCurrency = 'USDT.e';
      assert.equal(parsed(input).chargedCurrency, 'USDT.e');
    });
  });

  describe('timestamps', () => {
    for (const key of ['createdAt', 'expiresAt']) {
      for (const value of [
        '2026-01-01T10:00:00',
        '2026-01-01T10:00:00.000',
        '2026-01-01',
        '2026-01-01 10:00:00Z',
        '2026-13-01T10:00:00Z',
        '2026-01-01T25:00:00Z',
        'Thu, 01 Jan 2026 12:00:00 GMT',
        '1767268800000',
        1767268800000,
        '',
      ]) {
        it(`R19: reports ${key} ${JSON.stringify(value)}`, () => {
          const input = doc();
          input.data.attributes[key] = value;
          expectError(input, 'invalid-timestamp', `${A}/${key}`);
        });
      }

      it(`reports a missing ${key}`, () => {
        const input = doc();
        delete input.data.attributes[key];
        expectError(input, 'missing-field', `${A}/${key}`);
      });
    }

    for (const value of [
      '2026-02-30T10:00:00.000Z',
      '2026-04-31T10:00:00.000Z',
      '2025-02-29T10:00:00.000Z',
      '2026-01-01T24:00:00.000Z',
      '2026-01-01T23:60:00.000Z',
      '2026-01-01T23:59:60.000Z',
      '2026-00-10T10:00:00.000Z',
      '2026-01-00T10:00:00.000Z',
      '2026-01-01T10:00:00.000+24:00',
      '2026-01-01T10:00:00.000+05:60',
    ]) {
      it(`refuses the date that does not exist ${value}`, () => {
        const created = doc();
        created.data.attributes.createdAt = value;
        expectError(created, 'invalid-timestamp', `${A}/createdAt`);
        const expires = doc();
        expires.data.attributes.expiresAt = value;
        expectError(expires, 'invalid-timestamp', `${A}/expiresAt`);
      });
    }

    it('takes 29 February of a leap year, and an offset of up to 23:59', () => {
      const input = doc();
      input.data.attributes.createdAt = '2028-02-29T23:50:00.000Z';
      input.data.attributes.expiresAt = '2028-03-01T10:09:00.000+10:00';
      const view = parsed(input);
      assert.equal(view.createdAt, Date.UTC(2028, 1, 29, 23, 50));
      assert.equal(view.expiresAt, Date.UTC(2028, 2, 1, 0, 9));
    });

    it("counts down to the rate's 20-minute validity when expiresAt lies beyond it", () => {
      const years = doc();
      years.data.attributes.expiresAt = '2036-01-01T12:00:00.000Z';
      const view = parsed(years);
      assert.equal(view.expiresAt - view.createdAt, 20 * MINUTE);
      assert.equal(view.expiresAt, NOW + 20 * MINUTE);
      // A sooner expiry is the service's to set, and stays.
      assert.equal(parsed(doc('btc', { minutes: 10 })).expiresAt, NOW + 10 * MINUTE);
    });

    it('reports expiresAt at or before createdAt', () => {
      const before = doc();
      before.data.attributes.expiresAt = new Date(NOW - 1).toISOString();
      expectError(before, 'invalid-timestamp', `${A}/expiresAt`);
      const same = doc();
      same.data.attributes.expiresAt = same.data.attributes.createdAt;
      expectError(same, 'invalid-timestamp', `${A}/expiresAt`);
    });
  });

  describe('network', () => {
    it('falls back on the network code when no network name is sent', () => {
      const input = doc();
      delete input.data.attributes.networkName;
      assert.equal(parsed(input).networkName, 'bitcoin');
    });

    it('marks an invoice whose network code and name disagree, and builds no payment URI for it', () => {
      const input = doc('eth');
      input.data.attributes.networkName = 'Base';
      const view = parsed(input);
      assert.equal(view.networkAmbiguous, true);
      assert.equal(view.networkName, 'Base');
      assert.deepEqual(view.payment, { kind: 'address', address: ADDRESSES.eth });
      assert.ok(!('networkAmbiguous' in parsed(doc('eth'))));
      assert.ok('uri' in parsed(doc('eth')).payment);
    });

    it('reports a missing network name and code', () => {
      const input = doc();
      delete input.data.attributes.networkName;
      delete input.data.attributes.network;
      expectError(input, 'missing-field', `${A}/networkName`);
      const blank = doc();
      blank.data.attributes.networkName = '  ';
      delete blank.data.attributes.network;
      expectError(blank, 'missing-field', `${A}/networkName`);
    });
  });

  describe('deposit address', () => {
    const OTHER = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

    function withTwoAddresses(): Doc {
      const input = doc();
      input.included.unshift({ id: 'addr_other', type: 'addresses', attributes: { value: OTHER } });
      return input;
    }

    it('follows the address relationship rather than taking the first addresses resource', () => {
      const payment = parsed(withTwoAddresses()).payment;
      assert.deepEqual(payment, BTC_PAYMENT);
    });

    it('reads the one addresses resource when no relationship names one', () => {
      const input = doc();
      delete input.data.relationships;
      assert.deepEqual(parsed(input).payment, BTC_PAYMENT);
      input.data.relationships = { address: { meta: { included: false } } };
      assert.deepEqual(parsed(input).payment, BTC_PAYMENT);
    });

    it('refuses two addresses resources that no relationship tells apart, instead of guessing', () => {
      const input = withTwoAddresses();
      delete input.data.relationships;
      expectError(input, 'ambiguous-payment-details', '/included');
      const notEmbedded = withTwoAddresses();
      notEmbedded.data.relationships.address = { meta: { included: false } };
      expectError(notEmbedded, 'ambiguous-payment-details', '/included');
    });

    it('refuses an address relationship whose data is null: the document says there is none', () => {
      const input = doc();
      input.data.relationships.address.data = null;
      expectError(input, 'missing-payment-details', '/data/relationships/address');
      const empty = doc();
      empty.data.relationships.address.data = [];
      expectError(empty, 'missing-payment-details', '/data/relationships/address');
    });

    it('refuses a relationship naming more than one resource, or a resource whose identity is not unique', () => {
      const many = withTwoAddresses();
      many.data.relationships.address.data = [
        { type: 'addresses', id: 'addr_other' },
        { type: 'addresses', id: 'addr_btc' },
      ];
      expectError(many, 'ambiguous-payment-details', '/data/relationships/address');
      const twins = doc();
      twins.included.push({ id: 'addr_btc', type: 'addresses', attributes: { value: OTHER } });
      expectError(twins, 'ambiguous-payment-details', '/data/relationships/address');
      const twinsUnnamed = doc();
      delete twinsUnnamed.data.relationships;
      twinsUnnamed.included.push(structuredClone(twinsUnnamed.included[0]));
      expectError(twinsUnnamed, 'ambiguous-payment-details', '/included');
    });

    it('reads a relationship that names one resource in an array', () => {
      const input = withTwoAddresses();
      input.data.relationships.address.data = [{ type: 'addresses', id: 'addr_btc' }];
      assert.deepEqual(parsed(input).payment, BTC_PAYMENT);
    });

    it('refuses an address resource, or an invoice, that carries two different addresses', () => {
      const both = doc();
      both.included[0].attributes.address = OTHER;
      expectError(both, 'ambiguous-payment-details', '/included/0/attributes/address');
      const same = doc();
      same.included[0].attributes.address = ADDRESSES.btc;
      assert.deepEqual(parsed(same).payment, BTC_PAYMENT);
      const onInvoice = doc();
      onInvoice.data.attributes.address = OTHER;
      expectError(onInvoice, 'ambiguous-payment-details', `${A}/address`);
    });

    it('refuses two order resources that no relationship tells apart', () => {
      const input = doc('exchange-pay');
      delete input.data.relationships;
      input.included.push({ id: 'order_2', type: 'exchangeOrders', attributes: { prepayId: '2' } });
      expectError(input, 'ambiguous-payment-details', '/included');
    });

    it('reports a relationship pointing at a resource the document lacks, without guessing', () => {
      const input = withTwoAddresses();
      input.data.relationships.address.data.id = 'addr_gone';
      expectError(input, 'missing-payment-details', '/data/relationships/address');
      const wrongType = withTwoAddresses();
      wrongType.data.relationships.address.data.type = 'wallets';
      expectError(wrongType, 'missing-payment-details', '/data/relationships/address');
    });

    it('reads an `address` attribute on the addresses resource', () => {
      const input = doc();
      input.included[0].attributes = { address: ADDRESSES.btc };
      assert.deepEqual(parsed(input).payment, BTC_PAYMENT);
    });

    it('reads an `address` attribute on the invoice itself', () => {
      const input = doc();
      delete input.included;
      delete input.data.relationships;
      input.data.attributes.address = ADDRESSES.btc;
      assert.deepEqual(parsed(input).payment, BTC_PAYMENT);
    });

    it('refuses an address that is not of the invoice network', () => {
      const input = doc();
      input.included[0].attributes.value = ADDRESSES.ltc;
      expectError(input, 'invalid-address', '/included/0/attributes/value');
      const tron = doc('usdt-tron');
      tron.included[0].attributes.value = ADDRESSES.eth;
      expectError(tron, 'invalid-address', '/included/0/attributes/value');
    });

    it('reports an invoice with no address anywhere', () => {
      const input = doc();
      delete input.included;
      delete input.data.relationships;
      expectError(input, 'missing-payment-details', '/included');
      const empty = doc();
      empty.included[0].attributes = { label: 'BTC deposit' };
      expectError(empty, 'missing-payment-details', '/included/0/attributes/value');
    });

    it('reports an invalid address at the attribute it came from', () => {
      const value = doc();
      value.included[0].attributes.value = 'not an address';
      expectError(value, 'invalid-address', '/included/0/attributes/value');
      const numeric = doc();
      numeric.included[0].attributes.value = 12345678901;
      expectError(numeric, 'invalid-address', '/included/0/attributes/value');
      const address = doc();
      address.included[0].attributes = { address: 'not an address' };
      expectError(address, 'invalid-address', '/included/0/attributes/address');
      const onInvoice = doc();
      delete onInvoice.included;
      delete onInvoice.data.relationships;
      onInvoice.data.attributes.address = 'not an address';
      expectError(onInvoice, 'invalid-address', `${A}/address`);
    });

    it('points at the right entry of `included` when it holds entries that are not objects', () => {
      const input = doc();
      input.included.unshift(null, 'junk', 42);
      assert.deepEqual(parsed(structuredClone(input)).payment, BTC_PAYMENT);
      input.included[3].attributes.value = 'not an address';
      expectError(input, 'invalid-address', '/included/3/attributes/value');
    });

    it('reports an XRP invoice whose address has no ?dt= as missing-memo', () => {
      const input = doc('xrp');
      input.included[0].attributes.value = ADDRESSES.xrp;
      expectError(input, 'missing-memo', '/included/0/attributes/value');
    });

    it('still requires the tag when only the network name says XRP Ledger', () => {
      const input = doc('xrp');
      delete input.data.attributes.network;
      input.included[0].attributes.value = ADDRESSES.xrp;
      expectError(input, 'missing-memo', '/included/0/attributes/value');
    });

    it('an XRP invoice on a network code the element does not know still needs its tag', () => {
      const document_ = invoiceDocument('xrp');
      document_.data.attributes.network = 'xrp-mainnet';
      document_.data.attributes.networkName = 'Ripple (XRP)';
      document_.included[0]!.attributes.value = ADDRESSES.xrp;
      const result = parseInvoice(document_);
      assert.equal(result.ok ? 'ok' : result.error.code, 'missing-memo');
    });

    it('reports an XRP destination tag out of range as invalid-memo', () => {
      for (const tag of ['4294967296', '-1', '01', 'abc', '']) {
        const input = doc('xrp');
        input.included[0].attributes.value = `${ADDRESSES.xrp}?dt=${tag}`;
        expectError(input, 'invalid-memo', '/included/0/attributes/value');
      }
    });

    it('keeps ?dt= out of the XRP address', () => {
      const payment = parsed(doc('xrp')).payment;
      if (payment.kind !== 'address') throw new Error('expected an address');
      assert.ok(!payment.address.includes('?'), payment.address);
      assert.ok(!payment.address.includes('dt='), payment.address);
    });

    it('reports junk after the address of a network without memos', () => {
      const input = doc();
      input.included[0].attributes.value = `${ADDRESSES.btc}?amount=1`;
      expectError(input, 'invalid-address', '/included/0/attributes/value');
      input.included[0].attributes.value = `${ADDRESSES.btc}?dt=1`;
      expectError(input, 'invalid-address', '/included/0/attributes/value');
    });

    it('needs no memo for BNB on BNB Smart Chain', () => {
      const input = doc('eth');
      Object.assign(input.data.attributes, { chargedCurrency: 'BNB', network: 'bsc', networkName: 'BNB Smart Chain' });
      assert.deepEqual(parsed(input).payment, {
        kind: 'address',
        address: ADDRESSES.eth,
        uri: `ethereum:${ADDRESSES.eth}@56?value=1`,
      });
    });

    it('reads a Stellar memo with its type', () => {
      const XLM = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';
      const input = doc();
      Object.assign(input.data.attributes, {
        chargedCurrency: 'USDC',
        network: 'stellar:usdc',
        networkName: 'Stellar',
      });
      input.included[0].attributes = { value: `${XLM}?memo=1001&memo_type=id` };
      assert.deepEqual(parsed(input).payment, {
        kind: 'address',
        address: XLM,
        memo: { kind: 'memo', value: '1001', type: 'id' },
      });
      input.included[0].attributes = { value: XLM };
      expectError(input, 'missing-memo', '/included/0/attributes/value');
    });
  });

  describe('payment instructions', () => {
    it('reads paymentMethods as a string and as an array', () => {
      const asString = doc('exchange-pay');
      asString.data.attributes.paymentMethods = 'exchange_pay';
      assert.deepEqual(parsed(asString).payment, EXPECTED['exchange-pay'].payment);
      const asArray = doc('nft');
      asArray.data.attributes.paymentMethods = ['nft'];
      assert.deepEqual(parsed(asArray).payment, EXPECTED.nft.payment);
      const onChain = doc();
      onChain.data.attributes.paymentMethods = 'on_chain';
      assert.equal(parsed(onChain).payment.kind, 'address');
    });

    it('reads binance_pay instructions from the binanceOrders resource its relationship names', () => {
      const input = doc('exchange-pay');
      input.data.attributes.paymentMethods = ['binance_pay'];
      input.included = [
        {
          id: 'bo_1',
          type: 'binanceOrders',
          attributes: { prepayId: '111', checkoutUrl: 'https://pay.binance.example/checkout/111' },
        },
        {
          id: 'bo_2',
          type: 'binanceOrders',
          attributes: { prepayId: '222', checkoutUrl: 'https://pay.binance.example/checkout/222' },
        },
      ];
      input.data.relationships = { binanceOrder: { data: { type: 'binanceOrders', id: 'bo_2' } } };
      assert.deepEqual(parsed(input).payment, {
        kind: 'instructions',
        fields: [{ key: 'prepayId', value: '222' }],
        link: 'https://pay.binance.example/checkout/222',
        nft: false,
      });
    });

    it('reads binance_pay instructions without a relationship from the first order resource', () => {
      const input = doc('exchange-pay');
      input.data.attributes.paymentMethods = 'binance_pay';
      delete input.data.relationships;
      input.included = [{ id: 'bo_1', type: 'binanceOrders', attributes: { prepayId: '111' } }];
      assert.deepEqual(parsed(input).payment, {
        kind: 'instructions',
        fields: [{ key: 'prepayId', value: '111' }],
        nft: false,
      });
    });

    it('reports an instructions invoice without an order resource', () => {
      const input = doc('exchange-pay');
      input.included = [];
      // The relationship names an order the document does not carry: never another resource in its place.
      expectError(input, 'missing-payment-details', '/data/relationships');
      const unrelated = doc('exchange-pay');
      unrelated.included = [];
      delete (unrelated.data as { relationships?: unknown }).relationships;
      expectError(unrelated, 'missing-payment-details', '/included');
      const withAddressOnly = doc('exchange-pay');
      withAddressOnly.included = [{ id: 'a', type: 'addresses', attributes: { value: ADDRESSES.eth } }];
      expectError(withAddressOnly, 'missing-payment-details', '/data/relationships');
    });

    it('keeps only non-blank string fields and links only http(s) URLs', () => {
      const input = doc('exchange-pay');
      input.included[0].attributes = {
        exchange: 'Binance Pay',
        amount: 49.99,
        paid: false,
        nothing: null,
        nested: { url: 'https://nested.example/' },
        list: ['https://list.example/'],
        empty: '',
        blank: '   ',
        openApp: 'javascript:alert(1)',
        relative: '/pay/here',
        deepLink: 'https://pay.binance.example/qr/1',
        fallback: 'http://second.example/',
      };
      assert.deepEqual(parsed(input).payment, {
        kind: 'instructions',
        fields: [
          { key: 'exchange', value: 'Binance Pay' },
          { key: 'openApp', value: 'javascript:alert(1)' },
          { key: 'relative', value: '/pay/here' },
          { key: 'fallback', value: 'http://second.example/' },
        ],
        link: 'https://pay.binance.example/qr/1',
        nft: false,
      });
    });

    it('has no link when no field is an http(s) URL', () => {
      const input = doc('exchange-pay');
      input.included[0].attributes = { prepayId: '1', openApp: 'bnc://app.binance.com/pay?id=1' };
      const payment = parsed(input).payment;
      assert.deepEqual(payment, {
        kind: 'instructions',
        fields: [
          { key: 'prepayId', value: '1' },
          { key: 'openApp', value: 'bnc://app.binance.com/pay?id=1' },
        ],
        nft: false,
      });
      assert.ok(!('link' in payment));
    });

    const HIDDEN = {
      'zero-width space': '\u200B',
      'zero-width joiner': '\u200D',
      'left-to-right mark': '\u200E',
      'right-to-left override': '\u202E',
      'first strong isolate': '\u2068',
      'byte order mark': '\uFEFF',
      'soft hyphen': '\u00AD',
      'line separator': '\u2028',
      'escape control': '\u001B',
    };
    for (const [name, character] of Object.entries(HIDDEN)) {
      it(`refuses an instruction field with a ${name} in its value or its name`, () => {
        const value = doc('exchange-pay');
        value.included[0].attributes.prepayId = `2938${character}3937`;
        expectError(value, 'hidden-characters', '/included/0/attributes/prepayId');
        const key = doc('exchange-pay');
        key.included[0].attributes[`pay${character}Id/x`] = '1';
        expectError(key, 'hidden-characters', `/included/0/attributes/pay${character}Id~1x`);
      });

      it(`refuses a network name with a ${name}`, () => {
        const input = doc();
        input.data.attributes.networkName = `Bit${character}coin`;
        expectError(input, 'hidden-characters', `${A}/networkName`);
      });
    }

    it('takes line breaks and tabs in prose instructions, which are shown as spaces and never copied', () => {
      const input = doc('exchange-pay');
      input.included[0].attributes = { note: 'Open the app.\n\tThen pay.' };
      assert.deepEqual(parsed(input).payment, {
        kind: 'instructions',
        fields: [{ key: 'note', value: 'Open the app.\n\tThen pay.' }],
        nft: false,
      });
    });

    it('reports instructions with no string field', () => {
      const input = doc('exchange-pay');
      input.included[0].attributes = { amount: 1, ok: true };
      expectError(input, 'missing-payment-details', '/included/0/attributes');
      const none = doc('exchange-pay');
      delete none.included[0].attributes;
      expectError(none, 'missing-payment-details', '/included/0/attributes');
    });
  });

  describe('other attributes', () => {
    it('ignores unknown extra attributes', () => {
      const input = doc('btc');
      Object.assign(input.data.attributes, {
        somethingNew: 'x',
        nested: { deep: [1, 2, 3] },
        amount: 5,
        targetAmount: 12,
        constructor: 'x',
        toString: 'x',
      });
      input.meta = { anything: true };
      input.extra = [1, 2];
      assert.deepEqual(parsed(input), expectedView('btc'));
    });

    it('drops a hostedPageUrl that is not an absolute http(s) URL', () => {
      for (const value of [
        'javascript:alert(1)',
        'JAVASCRIPT:alert(1)',
        'data:text/html,x',
        '//evil.example/pay',
        '/invoices/1',
        '',
        42,
      ]) {
        const input = doc();
        input.data.attributes.hostedPageUrl = value;
        const view = parsed(input);
        assert.ok(!('hostedPageUrl' in view), String(value));
      }
      const local = doc();
      local.data.attributes.hostedPageUrl = 'http://localhost:8080/pay/1';
      assert.equal(parsed(local).hostedPageUrl, 'http://localhost:8080/pay/1');
    });

    it('keeps redirect URLs as sent and leaves them out when absent', () => {
      const view = parsed(doc('btc', { successRedirectUrl: null, unsuccessRedirectUrl: 'javascript:alert(1)' }));
      assert.ok(!('successRedirectUrl' in view));
      // Checked when followed (redirect.ts), so the error is reported then.
      assert.equal(view.unsuccessRedirectUrl, 'javascript:alert(1)');
    });

    const statuses: [string, { status: string; onHold: boolean }][] = [
      ['pending', { status: 'pending', onHold: false }],
      ['processing', { status: 'processing', onHold: false }],
      ['on_hold', { status: 'processing', onHold: true }],
      ['completed', { status: 'complete', onHold: false }],
      ['expired', { status: 'expired', onHold: false }],
      ['cancelled', { status: 'cancelled', onHold: false }],
      ['rejected', { status: 'rejected', onHold: false }],
    ];
    for (const [status, expected] of statuses) {
      it(`carries the service status ${status} to serviceStatus`, () => {
        assert.deepEqual(parsed(doc('btc', { status })).serviceStatus, expected);
      });
    }

    it('leaves serviceStatus out for an unknown or absent status', () => {
      for (const status of ['paid', '__proto__', 'constructor', 'toString']) {
        const view = parsed(doc('btc', { status }));
        assert.ok(!('serviceStatus' in view), status);
      }
      const input = doc();
      delete input.data.attributes.status;
      assert.ok(!('serviceStatus' in parsed(input)));
    });
  });

  describe('hostile documents', () => {
    const texts = [
      '{"__proto__":{"type":"invoices"}}',
      '{"__proto__":{"data":{"type":"invoices","id":"x"}}}',
      '{"data":{"__proto__":{"type":"invoices","id":"x"}}}',
      '{"data":{"type":"invoices","id":"x","attributes":{"__proto__":{"amountCharged":"1"}}}}',
      '{"data":{"type":"invoices","id":"x","attributes":{"amountCharged":"1","__proto__":"x"}}}',
      '{"data":{"type":"invoices","id":"x","__proto__":{"attributes":{}}}}',
      '{"constructor":{"prototype":{"type":"invoices"}}}',
      '{"data":{"type":"invoices","id":"x","attributes":{"constructor":{"prototype":{"polluted":true}}}}}',
      '{"data":{"type":"invoices","id":{"toString":"x"},"attributes":{}}}',
      '{"data":{"type":["invoices"]}}',
      '{"data":"invoices"}',
      '{"data":{"type":"invoices","id":"x","attributes":{}},"included":{"__proto__":[]}}',
    ];
    for (const text of texts) {
      it(`never throws for ${text}`, () => {
        let result: ReturnType<typeof parseInvoice> | undefined;
        assert.doesNotThrow(() => (result = parseInvoice(text)));
        assert.equal(result!.ok, false);
        assert.equal(typeof (result as { error?: { code?: unknown } }).error?.code, 'string');
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
        assert.equal(({} as Record<string, unknown>).type, undefined);
      });
    }

    it('reads only own properties, never inherited ones', () => {
      const valid = doc();
      assert.equal(parseInvoice({ __proto__: valid } as unknown).ok, false);
      const inherited = doc();
      inherited.data.attributes = Object.create(inherited.data.attributes);
      expectError(inherited, 'missing-field', `${A}/amountCharged`);
      const inheritedIncluded = doc();
      inheritedIncluded.included[0] = Object.create(inheritedIncluded.included[0]);
      expectError(inheritedIncluded, 'missing-payment-details', '/data/relationships/address');
    });

    it('reads a document with a __proto__ key in its attributes', () => {
      const text = JSON.stringify(doc()).replace(
        '"amountBilled"',
        '"__proto__":{"amountCharged":"999"},"amountBilled"',
      );
      assert.equal(Object.hasOwn(JSON.parse(text).data.attributes, '__proto__'), true);
      assert.deepEqual(parsed(text), expectedView('btc'));
    });

    it('reads a document made of null-prototype objects', () => {
      const nullProto = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(nullProto);
        if (value && typeof value === 'object') {
          return Object.assign(
            Object.create(null),
            Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nullProto(v)])),
          );
        }
        return value;
      };
      assert.deepEqual(parsed(nullProto(doc('xrp'))), expectedView('xrp'));
    });

    it('never throws even when reading a property throws', () => {
      const input = doc();
      Object.defineProperty(input.data, 'attributes', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      });
      let result: ReturnType<typeof parseInvoice> | undefined;
      assert.doesNotThrow(() => (result = parseInvoice(input)));
      assert.equal(result!.ok, false);
    });

    it('never throws for odd but well-formed JSON values', () => {
      const inputs: unknown[] = [
        { data: { type: 'invoices' } },
        { data: { type: 'invoices', id: 'x', attributes: null } },
        { data: { type: 'invoices', id: 'x', attributes: 'x' } },
        { ...doc(), included: 'x' },
        { ...doc(), included: [[], null, 1, 'addresses'] },
        { ...doc(), data: { ...doc().data, relationships: { address: { data: [] } } } },
        { ...doc(), data: { ...doc().data, relationships: 'x' } },
        { ...doc(), data: { ...doc().data, relationships: { address: null } } },
      ];
      for (const input of inputs) assert.doesNotThrow(() => parseInvoice(input));
    });
  });
});
