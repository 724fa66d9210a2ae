// The channel and deposit-list parsers (src/core/channel.ts): the fixtures read as they should, every error
// code at its field, and, property-based, that whatever comes in they never throw and never show an
// address that is not exactly the address part of the input.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  changedChannelField,
  parseChannel,
  parseDeposits,
  type ChannelError,
  type ChannelView,
  type DepositView,
} from '../../src/core/channel.js';
import { channelDocument, channelId, depositsDocument, type ChannelFixture } from '../../fixtures/channels.js';
import { ADDRESSES } from '../../fixtures/invoices.js';
import { HIDDEN, key, mutate, mutation, oddValue } from '../helpers/fuzz.js';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const MINUTE = 60_000;
const A = '/data/attributes';
const RUNS = 5_000;
const ERROR_CODES: ChannelError['code'][] = [
  'invalid-json',
  'wrong-type',
  'not-one-channel',
  'missing-field',
  'unknown-status',
  'invalid-currency',
  'missing-address',
  'malformed-address',
  'invalid-memo',
  'ambiguous-memo',
  'missing-memo',
  'hidden-characters',
  'invalid-amount',
  'invalid-timestamp',
  'invalid-pagination',
];

// Documents are edited freely in these tests, so they are typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

const channel = (fixture: ChannelFixture = 'usdt-tron'): Doc => structuredClone(channelDocument(fixture, { now: NOW }));
const deposits = (): Doc => structuredClone(depositsDocument({ now: NOW }));

function parsed(input: unknown): ChannelView {
  const result = parseChannel(input);
  if (!result.ok) throw new Error(`expected a channel, got ${JSON.stringify(result.error)}`);
  return result.channel;
}

function parsedDeposits(input: unknown): DepositView[] {
  const result = parseDeposits(input);
  if (!result.ok) throw new Error(`expected deposits, got ${JSON.stringify(result.error)}`);
  return result.deposits;
}

function expectError(result: ReturnType<typeof parseChannel | typeof parseDeposits>, code: string, path: string) {
  if (result.ok) throw new Error(`expected ${code} at ${path}, got ${JSON.stringify(result)}`);
  assert.deepEqual({ code: result.error.code, path: result.error.path }, { code, path });
  assert.equal(typeof result.error.message, 'string');
  assert.notEqual(result.error.message, '');
}

const channelError = (input: unknown, code: string, path: string) => expectError(parseChannel(input), code, path);
const depositsError = (input: unknown, code: string, path: string) => expectError(parseDeposits(input), code, path);

/** A channel fixture with some attributes replaced (`undefined` deletes one). */
function edited(fixture: ChannelFixture, attributes: Record<string, unknown>): Doc {
  const document = channel(fixture);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) delete document.data.attributes[name];
    else document.data.attributes[name] = value;
  }
  return document;
}

describe('parseChannel', () => {
  describe('reads', () => {
    it('USDT on Tron: every field, the bare address, no memo', () => {
      assert.deepEqual(parsed(channel('usdt-tron')), {
        id: channelId('usdt-tron'),
        reference: '100101',
        status: 'enabled',
        payCurrency: 'USDT',
        targetCurrency: 'EUR',
        localCurrency: 'GBP',
        networkName: 'Tron (TRC-20)',
        networkCode: 'tron:usdt',
        hostedPageUrl: 'https://pay.example/channels/chn_usdt_tron_01',
        address: ADDRESSES.tron,
        payment: { address: ADDRESSES.tron },
      });
    });

    it('XRP: the destination tag split out of the address, exactly as written', () => {
      const view = parsed(channel('xrp-tag'));
      assert.equal(view.status, 'enabled');
      if (view.status !== 'enabled') return;
      assert.deepEqual(view.payment, {
        address: ADDRESSES.xrp,
        memo: { kind: 'destination-tag', value: ADDRESSES.xrpTag },
      });
      // Unset on this channel: absent from the view too.
      assert.ok(!('localCurrency' in view));
    });

    it('a disabled channel reads without any payment target, whatever its address', () => {
      const view = parsed(channel('disabled'));
      assert.equal(view.status, 'disabled');
      assert.ok(!('payment' in view));
      assert.ok(!JSON.stringify(view).includes(ADDRESSES.xrp));
      // Never shown, so never checked: a missing or broken address does not stop the "not credited" notice.
      assert.ok(!('payment' in parsed(edited('disabled', { address: undefined }))));
      assert.ok(!('payment' in parsed(edited('disabled', { address: 'rBROKEN?dt=x' }))));
    });

    it('JSON text, and a list holding exactly one channel', () => {
      assert.deepEqual(parsed(JSON.stringify(channel('xrp-tag'))), parsed(channel('xrp-tag')));
      const list = { data: [channel().data], meta: { page: '1', per_page: '25', total: 1 } };
      assert.deepEqual(parsed(list), parsed(channel()));
    });

    it('keeps hostedPageUrl only when it is an http(s) URL', () => {
      assert.ok(!('hostedPageUrl' in parsed(edited('usdt-tron', { hostedPageUrl: 'javascript:alert(1)' }))));
      assert.ok(!('hostedPageUrl' in parsed(edited('usdt-tron', { hostedPageUrl: undefined }))));
    });

    it('takes null and empty optional attributes as absent', () => {
      assert.ok(!('localCurrency' in parsed(edited('usdt-tron', { localCurrency: null }))));
      assert.ok(!('localCurrency' in parsed(edited('usdt-tron', { localCurrency: '' }))));
    });
  });

  describe('refuses', () => {
    it('invalid-json: text that is not JSON', () => {
      channelError('{"data":', 'invalid-json', '');
    });

    it('wrong-type: not a document, or not a channels resource', () => {
      for (const input of [null, 42, [], 'null']) channelError(input, 'wrong-type', '');
      channelError({ data: { ...channel().data, type: 'invoices' } }, 'wrong-type', '/data/type');
      channelError({}, 'wrong-type', '/data/type');
      channelError({ data: [{ ...channel().data, type: 'channelTransactions' }] }, 'wrong-type', '/data/0/type');
    });

    it('not-one-channel: a list of none or of several', () => {
      channelError({ data: [] }, 'not-one-channel', '/data');
      channelError({ data: [channel().data, channel('xrp-tag').data] }, 'not-one-channel', '/data');
    });

    it('missing-field: id, attributes and each required attribute', () => {
      const noId = channel();
      delete noId.data.id;
      channelError(noId, 'missing-field', '/data/id');
      const noAttributes = channel();
      noAttributes.data.attributes = 'none';
      channelError(noAttributes, 'missing-field', `/data/attributes`);
      for (const name of ['status', 'reference', 'payCurrency', 'targetCurrency', 'networkName', 'networkCode']) {
        channelError(edited('usdt-tron', { [name]: undefined }), 'missing-field', `${A}/${name}`);
        channelError(edited('usdt-tron', { [name]: null }), 'missing-field', `${A}/${name}`);
      }
      channelError(edited('usdt-tron', { networkName: '   ' }), 'missing-field', `${A}/networkName`);
    });

    it('unknown-status: anything but enabled and disabled', () => {
      for (const status of ['active', 'Enabled', 'completed', 1, true]) {
        channelError(edited('usdt-tron', { status }), 'unknown-status', `${A}/status`);
      }
    });

    it('invalid-currency: pay, target and local currencies', () => {
      channelError(edited('usdt-tron', { payCurrency: 'US DT' }), 'invalid-currency', `${A}/payCurrency`);
      channelError(edited('usdt-tron', { targetCurrency: 978 }), 'invalid-currency', `${A}/targetCurrency`);
      channelError(edited('usdt-tron', { localCurrency: '€' }), 'invalid-currency', `${A}/localCurrency`);
    });

    it('missing-address: an enabled channel without an address', () => {
      for (const address of [undefined, null, '']) {
        channelError(edited('usdt-tron', { address }), 'missing-address', `${A}/address`);
      }
    });

    it('malformed-address: not a string, not the network’s format, or anything after it', () => {
      for (const address of [
        42,
        ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'],
        `${ADDRESSES.tron} `,
        ` ${ADDRESSES.tron}`,
        `${ADDRESSES.tron}?memo=1`,
        ADDRESSES.tron.slice(0, -1),
        ADDRESSES.eth,
        `${ADDRESSES.tron.slice(0, 10)}\u200B${ADDRESSES.tron.slice(10)}`,
      ]) {
        channelError(edited('usdt-tron', { address }), 'malformed-address', `${A}/address`);
      }
      channelError(edited('xrp-tag', { address: `x${ADDRESSES.xrp}?dt=1` }), 'malformed-address', `${A}/address`);
    });

    it('missing-memo, invalid-memo and ambiguous-memo: the memo network’s rules', () => {
      channelError(edited('xrp-tag', { address: ADDRESSES.xrp }), 'missing-memo', `${A}/address`);
      for (const tag of ['abc', '01', '4294967296', '', '1&dt=2']) {
        channelError(edited('xrp-tag', { address: `${ADDRESSES.xrp}?dt=${tag}` }), 'invalid-memo', `${A}/address`);
      }
      const stellar = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';
      const onStellar = { payCurrency: 'XLM', networkName: 'Stellar', networkCode: 'stellar' };
      const onStellarView = parsed(edited('xrp-tag', { ...onStellar, address: `${stellar}?memo=order+1` }));
      assert.ok('payment' in onStellarView);
      assert.deepEqual(onStellarView.payment, { address: stellar, memo: { kind: 'memo', value: 'order+1' } });
      channelError(
        edited('xrp-tag', { ...onStellar, address: `${stellar}?memo=a%41` }),
        'ambiguous-memo',
        `${A}/address`,
      );
    });

    it('hidden-characters: in the text the payer reads', () => {
      channelError(
        edited('usdt-tron', { networkName: 'Tron\u202E (TRC-20)' }),
        'hidden-characters',
        `${A}/networkName`,
      );
      channelError(edited('usdt-tron', { reference: '1001\u200B01' }), 'hidden-characters', `${A}/reference`);
    });

    it('the status before the address: an unknown status never shows an address', () => {
      channelError(edited('usdt-tron', { status: 'paused', address: 'nonsense' }), 'unknown-status', `${A}/status`);
    });
  });
});

describe('parseDeposits', () => {
  it('reads the list: amounts as the exact strings sent, times as milliseconds', () => {
    assert.deepEqual(parsedDeposits(deposits()), [
      {
        id: 'dep_usdt_tron_01',
        hash: '11111111a3f5c2e1b7d9046e8f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c',
        payAmount: '25.500000',
        payCurrency: 'USDT',
        amount: '24.79',
        amountCurrency: 'EUR',
        localAmount: '19.90',
        localCurrency: 'GBP',
        exchangeRate: '1.00021733',
        fee: '0.26',
        consolidationFee: '0.45',
        feeCurrency: 'EUR',
        status: 'completed',
        createdAt: NOW - 5 * MINUTE,
      },
      {
        id: 'dep_usdt_tron_02',
        hash: '22222222a3f5c2e1b7d9046e8f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c',
        payAmount: '100.000000',
        payCurrency: 'USDT',
        amount: '98.57',
        amountCurrency: 'EUR',
        localAmount: '78.05',
        localCurrency: 'GBP',
        exchangeRate: '1.00021733',
        fee: '1.00',
        consolidationFee: '0.45',
        feeCurrency: 'EUR',
        status: 'completed',
        createdAt: NOW - 3 * 24 * 60 * MINUTE,
      },
      {
        id: 'dep_usdt_tron_03',
        hash: '33333333a3f5c2e1b7d9046e8f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c',
        payAmount: '1250.000000',
        payCurrency: 'USDT',
        amount: '1237.32',
        amountCurrency: 'EUR',
        localAmount: '975.60',
        localCurrency: 'GBP',
        exchangeRate: '1.00021733',
        fee: '12.50',
        consolidationFee: '0.45',
        feeCurrency: 'EUR',
        status: 'completed',
        createdAt: NOW - 40 * 24 * 60 * MINUTE,
      },
    ]);
  });

  it('an empty list, a list without meta, JSON text, and amounts no float could hold', () => {
    assert.deepEqual(parsedDeposits({ data: [], meta: { page: 3, per_page: 25, total: 0 } }), []);
    const bare = deposits();
    delete bare.meta;
    assert.equal(parsedDeposits(bare).length, 3);
    assert.deepEqual(parsedDeposits(JSON.stringify(deposits())), parsedDeposits(deposits()));
    const tiny = deposits();
    Object.assign(tiny.data[0].attributes, { payAmount: '0.000000000000000001', payCurrency: 'ETH' });
    Object.assign(tiny.data[1].attributes, { amount: '12345678901234567890.123456789' });
    const [first, second] = parsedDeposits(tiny);
    assert.equal(first!.payAmount, '0.000000000000000001');
    assert.equal(second!.amount, '12345678901234567890.123456789');
  });

  it('shows the display amount only with its currency', () => {
    const document = deposits();
    delete document.data[0].attributes.localCurrency;
    document.data[1].attributes.localAmount = null;
    const [first, second, third] = parsedDeposits(document);
    for (const view of [first, second]) {
      assert.ok(!('localAmount' in view));
      assert.ok(!('localCurrency' in view));
    }
    assert.equal(third!.localAmount, '975.60');
    assert.equal(third!.localCurrency, 'GBP');
  });

  it('keeps the rate and the fees as the exact strings sent; a fee only with its currency', () => {
    const document = deposits();
    Object.assign(document.data[0].attributes, { exchangeRate: '0.000000000000000001', fee: '0' });
    delete document.data[1].attributes.feeCurrency;
    for (const name of ['exchangeRate', 'consolidationFee']) document.data[2].attributes[name] = null;
    const [first, second, third] = parsedDeposits(document);
    assert.equal(first!.exchangeRate, '0.000000000000000001');
    assert.equal(first!.fee, '0');
    assert.equal(first!.consolidationFee, '0.45');
    assert.equal(first!.feeCurrency, 'EUR');
    // Fees without their currency are not shown: no currency is guessed for them.
    for (const name of ['fee', 'consolidationFee', 'feeCurrency']) assert.ok(!(name in second));
    assert.equal(second!.exchangeRate, '1.00021733');
    assert.equal(third!.fee, '12.50');
    assert.equal(third!.feeCurrency, 'EUR');
    for (const name of ['exchangeRate', 'consolidationFee']) assert.ok(!(name in third));
  });

  it("given its channel, keeps only that channel's deposits, each once, and counts the rest", () => {
    const list = deposits();
    const [first, second, third] = list.data;
    const foreign = (attribute: string, value: string) => {
      const entry = structuredClone(first);
      entry.id = `dep_${attribute}`;
      entry.attributes.hash = `${attribute}`.padEnd(64, '0');
      entry.attributes[attribute] = value;
      return entry;
    };
    const sameId = { ...structuredClone(second), attributes: { ...second.attributes, hash: 'f'.repeat(64) } };
    const sameHash = { ...structuredClone(third), id: 'dep_replayed' };
    list.data.push(
      foreign('channelId', 'chn_other'),
      foreign('address', ADDRESSES.tron.replace(/.$/, 'X')),
      foreign('reference', '999'),
      sameId,
      sameHash,
    );
    const result = parseDeposits(list, parsed(channel()));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    assert.deepEqual(
      result.deposits.map(({ id }) => id),
      ['dep_usdt_tron_01', 'dep_usdt_tron_02', 'dep_usdt_tron_03'],
    );
    assert.equal(result.ignored, 5);
    // Without its channel only the repeats go; a deposit naming nothing of the channel is the channel's.
    assert.equal((parseDeposits(list) as { ignored?: number }).ignored, 2);
    for (const attribute of ['channelId', 'address', 'reference']) delete first.attributes[attribute];
    assert.equal((parseDeposits({ data: [first] }, parsed(channel())) as { ignored?: number }).ignored, 0);
  });

  it('an XRP deposit is the channel’s at its address with the tag, or the bare address, never another tag', () => {
    const xrp = parsed(channel('xrp-tag'));
    const entry = (address: string) => {
      const deposit = structuredClone(deposits().data[0]);
      Object.assign(deposit.attributes, { address, channelId: xrp.id, hash: address.padEnd(64, '0').slice(-64) });
      deposit.id = address;
      return deposit;
    };
    const list = {
      data: [
        entry(`${ADDRESSES.xrp}?dt=${ADDRESSES.xrpTag}`),
        entry(ADDRESSES.xrp),
        entry(`${ADDRESSES.xrp}?dt=1`),
        entry(`${ADDRESSES.xrp}?dt=${ADDRESSES.xrpTag}0`),
      ],
    };
    const result = parseDeposits(list, xrp);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    assert.deepEqual(
      result.deposits.map(({ id }) => id),
      [`${ADDRESSES.xrp}?dt=${ADDRESSES.xrpTag}`, ADDRESSES.xrp],
    );
    assert.equal(result.ignored, 2);
  });

  it('wrong-type: not a list, or an entry that is not a channelTransactions resource', () => {
    depositsError('[]', 'wrong-type', '');
    depositsError({ data: deposits().data[0] }, 'wrong-type', '/data');
    depositsError(channel(), 'wrong-type', '/data');
    const document = deposits();
    document.data[1].type = 'transactions';
    depositsError(document, 'wrong-type', '/data/1/type');
  });

  it('invalid-pagination: meta holds whole numbers, as the spec has them in this list', () => {
    const cases: [Record<string, unknown> | unknown, string][] = [
      ['1', '/meta'],
      [{ page: '1', per_page: 25, total: 3 }, '/meta/page'],
      [{ page: 0, per_page: 25, total: 3 }, '/meta/page'],
      [{ page: 1, per_page: '25', total: 3 }, '/meta/per_page'],
      [{ page: 1, per_page: 0, total: 3 }, '/meta/per_page'],
      [{ page: 1, per_page: 2.5, total: 3 }, '/meta/per_page'],
      [{ page: 1, per_page: 25, total: -1 }, '/meta/total'],
      [{ page: 1, per_page: 25, total: '3' }, '/meta/total'],
      [{ page: 1, per_page: 25, total: null }, '/meta/total'],
      [{ page: 1, per_page: 25, total: 2 ** 53 }, '/meta/total'],
    ];
    for (const [meta, path] of cases) depositsError({ ...deposits(), meta }, 'invalid-pagination', path);
  });

  it('missing-field, invalid-amount, invalid-currency, invalid-timestamp, hidden-characters: at the entry’s field', () => {
    const at = (index: number, name: string) => `/data/${index}/attributes/${name}`;
    const with1 = (attributes: Record<string, unknown>) => {
      const document = deposits();
      for (const [name, value] of Object.entries(attributes)) {
        if (value === undefined) delete document.data[1].attributes[name];
        else document.data[1].attributes[name] = value;
      }
      return document;
    };
    const noId = deposits();
    noId.data[1].id = '';
    depositsError(noId, 'missing-field', '/data/1/id');
    for (const name of ['hash', 'payAmount', 'payCurrency', 'amount', 'amountCurrency', 'status', 'createdAt']) {
      depositsError(with1({ [name]: undefined }), 'missing-field', at(1, name));
    }
    for (const amount of ['1e3', '-1', '1,50', '.5', '1.', ' 1', 25.5, 'NaN']) {
      depositsError(with1({ payAmount: amount }), 'invalid-amount', at(1, 'payAmount'));
      depositsError(with1({ amount }), 'invalid-amount', at(1, 'amount'));
    }
    for (const name of ['localAmount', 'exchangeRate', 'fee', 'consolidationFee']) {
      depositsError(with1({ [name]: '19,90' }), 'invalid-amount', at(1, name));
      depositsError(with1({ [name]: 0.26 }), 'invalid-amount', at(1, name));
    }
    depositsError(with1({ feeCurrency: '€' }), 'invalid-currency', at(1, 'feeCurrency'));
    depositsError(with1({ payCurrency: 'US DT' }), 'invalid-currency', at(1, 'payCurrency'));
    depositsError(with1({ localCurrency: '£' }), 'invalid-currency', at(1, 'localCurrency'));
    for (const createdAt of ['2026-02-30T10:00:00.000Z', '2026-01-01T10:00:00', 'yesterday', 1767268800000]) {
      depositsError(with1({ createdAt }), 'invalid-timestamp', at(1, 'createdAt'));
    }
    depositsError(with1({ status: 'com\u202Epleted' }), 'hidden-characters', at(1, 'status'));
    depositsError(with1({ hash: 'ab\u200Bcd' }), 'hidden-characters', at(1, 'hash'));
  });
});

/** The address string a channel document offers, where the parser reads it. */
function offeredAddress(input: unknown): unknown {
  const document: Doc = typeof input === 'string' ? JSON.parse(input) : input;
  const data = Array.isArray(document?.data) ? document.data[0] : document?.data;
  return data?.attributes?.address;
}

/** Never throws; a complete view or a located error; an address only on an enabled channel, exactly as sent. */
function checkChannel(input: unknown): void {
  let result: ReturnType<typeof parseChannel>;
  assert.doesNotThrow(() => (result = parseChannel(input)));
  result = result!;
  if (!result.ok) {
    assert.ok(ERROR_CODES.includes(result.error.code), result.error.code);
    assert.equal(typeof result.error.path, 'string');
    return;
  }
  const view = result.channel;
  for (const field of ['id', 'reference', 'payCurrency', 'targetCurrency', 'networkName', 'networkCode'] as const) {
    assert.equal(typeof view[field], 'string', field);
    assert.notEqual(view[field], '', field);
  }
  assert.doesNotMatch(view.networkName + view.reference, HIDDEN);
  if (view.status === 'disabled') {
    assert.ok(!('payment' in view));
    return;
  }
  assert.equal(view.status, 'enabled');
  const raw = offeredAddress(input);
  assert.equal(typeof raw, 'string');
  const { address, memo } = view.payment;
  // The address is the input's whole address part: not trimmed, not a piece of it, nothing added.
  if (memo) {
    assert.equal((raw as string).startsWith(`${address}?`), true, `${address} of ${String(raw)}`);
    const query = (raw as string).slice(address.length + 1);
    assert.ok(
      query
        .split('&')
        .map((pair) => pair.slice(pair.indexOf('=') + 1))
        .includes(memo.value),
      memo.value,
    );
    assert.doesNotMatch(memo.value, HIDDEN);
  } else {
    assert.equal(address, raw);
  }
  assert.doesNotMatch(address, /[\s?]/);
}

/** Never throws; every amount shown is a decimal string copied exactly from the entry it came from. */
function checkDeposits(input: unknown): void {
  let result: ReturnType<typeof parseDeposits>;
  assert.doesNotThrow(() => (result = parseDeposits(input)));
  result = result!;
  if (!result.ok) {
    assert.ok(ERROR_CODES.includes(result.error.code), result.error.code);
    return;
  }
  const document: Doc = typeof input === 'string' ? JSON.parse(input) : input;
  assert.equal(result.deposits.length + result.ignored, document.data.length);
  result.deposits.forEach((view) => {
    // The first entry with the deposit's id: a later one with the same id or hash is left out.
    const attributes = document.data.find((entry: Doc) => entry.id === view.id).attributes;
    for (const field of ['payAmount', 'amount', 'localAmount'] as const) {
      if (view[field] === undefined) continue;
      assert.equal(view[field], attributes[field]);
      assert.match(view[field], /^\d+(\.\d+)?$/);
    }
    assert.equal(Number.isFinite(view.createdAt), true);
    assert.doesNotMatch(view.status + view.hash, HIDDEN);
  });
}

describe('changedChannelField', () => {
  it('names what a later document of the channel changed of what to pay to', () => {
    const shown = parsed(channel('xrp-tag'));
    assert.equal(changedChannelField(shown, parsed(channel('xrp-tag'))), undefined);
    const otherTag = edited('xrp-tag', { address: `${ADDRESSES.xrp}?dt=1` });
    assert.equal(changedChannelField(shown, parsed(otherTag)), 'payment');
    assert.equal(changedChannelField(shown, parsed(edited('xrp-tag', { networkName: 'Ripple' }))), 'networkName');
    assert.equal(changedChannelField(shown, parsed(edited('xrp-tag', { networkCode: 'xrpl' }))), 'networkCode');
    // Disabled shows no target, so there is nothing to compare: enabling it again is compared with the first.
    assert.equal(changedChannelField(shown, parsed(edited('xrp-tag', { status: 'disabled' }))), undefined);
    // What the merchant is credited in is not what the payer sends.
    assert.equal(changedChannelField(shown, parsed(edited('xrp-tag', { targetCurrency: 'USD' }))), undefined);
  });
});

describe('channel parsers, fuzzed', () => {
  const FIXTURES: ChannelFixture[] = ['usdt-tron', 'xrp-tag', 'disabled'];

  it(`parseChannel never throws and never shows an address but the input's, for ${RUNS} mutated documents`, () => {
    const document = fc
      .tuple(fc.constantFrom(...FIXTURES), fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.boolean())
      .map(([fixture, mutations, asText]) => {
        const mutated = mutations.reduce<unknown>((doc, next) => mutate(doc, next), channelDocument(fixture));
        return asText ? JSON.stringify(mutated) : mutated;
      });
    fc.assert(fc.property(document, checkChannel), { numRuns: RUNS });
  });

  it(`parseChannel shows exactly the input's address part or nothing, for ${RUNS} generated addresses`, () => {
    const raw = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc
        .tuple(fc.constantFrom(ADDRESSES.tron, ADDRESSES.xrp), fc.string({ maxLength: 20 }))
        .map(([address, rest]) => `${address}${rest}`),
      fc
        .tuple(fc.string({ maxLength: 4 }), fc.constantFrom(ADDRESSES.tron, ADDRESSES.xrp), fc.string({ maxLength: 4 }))
        .map(([before, address, after]) => `${before}${address}${after}`),
      fc
        .tuple(fc.constantFrom('?dt=', '?tag=', '&dt=', '?dt=1&dt=', '?', '?memo='), fc.string({ maxLength: 12 }))
        .map(([suffix, tail]) => `${ADDRESSES.xrp}${suffix}${tail}`),
    );
    const document = fc.tuple(fc.constantFrom(...FIXTURES), raw).map(([fixture, address]) => {
      const doc = channelDocument(fixture);
      doc.data.attributes.address = address;
      return doc;
    });
    fc.assert(fc.property(document, checkChannel), { numRuns: RUNS });
  });

  it(`parseChannel never throws for ${RUNS} arbitrary values`, () => {
    const arbitrary = fc.oneof(
      fc.jsonValue(),
      fc.json(),
      fc.anything({ key, withNullPrototype: true, withMap: true, withSet: true, withBigInt: true }),
      fc.record({
        data: fc.record({ type: fc.constant('channels'), id: fc.string(), attributes: fc.dictionary(key, oddValue) }),
      }),
    );
    fc.assert(fc.property(arbitrary, checkChannel), { numRuns: RUNS });
  });

  it(`parseDeposits keeps only the channel's deposits, each once, for ${RUNS} lists with foreign, repeated and malformed entries`, () => {
    const usdt = parsed(channelDocument('usdt-tron'));
    const [model] = depositsDocument().data;
    const entry = fc
      .record({
        n: fc.integer({ min: 0, max: 5 }),
        hashOf: fc.integer({ min: 0, max: 5 }),
        channelId: fc.constantFrom(undefined, null, '', usdt.id, 'chn_other', usdt.id.toUpperCase()),
        address: fc.constantFrom(
          undefined,
          ADDRESSES.tron,
          ADDRESSES.xrp,
          `${ADDRESSES.tron}?dt=1`,
          ` ${ADDRESSES.tron}`,
        ),
        reference: fc.constantFrom(undefined, usdt.reference, '100102', 100101),
        mutations: fc.array(mutation, { maxLength: 1 }),
      })
      .map(({ n, hashOf, mutations, ...owner }) => {
        const deposit = structuredClone(model!) as Doc;
        deposit.id = `dep_${n}`;
        deposit.attributes.hash = `${hashOf}`.repeat(64);
        for (const [name, value] of Object.entries(owner)) {
          if (value === undefined) delete deposit.attributes[name];
          else deposit.attributes[name] = value;
        }
        return mutations.reduce<unknown>((doc, next) => mutate(doc, next), deposit);
      });
    const list = fc.array(entry, { maxLength: 8 }).map((data) => ({ data }));
    fc.assert(
      fc.property(list, (document) => {
        let result: ReturnType<typeof parseDeposits>;
        assert.doesNotThrow(() => (result = parseDeposits(document, usdt)));
        result = result!;
        if (!result.ok) return void assert.ok(ERROR_CODES.includes(result.error.code), result.error.code);
        assert.equal(result.deposits.length + result.ignored, document.data.length);
        assert.equal(new Set(result.deposits.map(({ id }) => id)).size, result.deposits.length);
        assert.equal(new Set(result.deposits.map(({ hash }) => hash)).size, result.deposits.length);
        for (const view of result.deposits) {
          const { attributes } = (document.data as Doc[]).find((deposit) => deposit.id === view.id)!;
          const named = (key: string) =>
            attributes[key] === undefined || attributes[key] === null || attributes[key] === '';
          assert.equal(named('channelId') || attributes.channelId === usdt.id, true, 'channelId');
          assert.equal(named('address') || attributes.address === ADDRESSES.tron, true, 'address');
          assert.equal(named('reference') || attributes.reference === usdt.reference, true, 'reference');
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(`parseDeposits never throws and copies amounts exactly, for ${RUNS} mutated lists`, () => {
    const document = fc
      .tuple(fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.boolean())
      .map(([mutations, asText]) => {
        const mutated = mutations.reduce<unknown>((doc, next) => mutate(doc, next), depositsDocument());
        return asText ? JSON.stringify(mutated) : mutated;
      });
    fc.assert(fc.property(document, checkDeposits), { numRuns: RUNS });
  });
});
