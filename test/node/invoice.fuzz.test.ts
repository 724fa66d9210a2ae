// Property-based tests of the invoice parser: generated and mutated documents, 10,000 of each
// kind per run. Whatever comes in, it returns a complete view or one error with a code and a
// path, and never a view whose address is not exactly the address part of the input, whose memo
// is not exactly the memo as written, whose address resource the document does not name alone,
// whose dates do not exist or whose window outlasts the rate, or whose shown text hides characters.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { parseInvoice, type InvoiceView } from '../../src/core/invoice.js';
import { ADDRESSES, invoiceDocument, type Fixture } from '../../fixtures/invoices.js';
import { HIDDEN, hiddenCharacter, key, mutate, mutation, oddValue } from '../helpers/fuzz.js';

const RUNS = 10_000;
const FIXTURES: Fixture[] = ['btc', 'eth', 'usdt-tron', 'usdc', 'ltc', 'xrp', 'exchange-pay', 'nft'];
const ERROR_CODES = [
  'invalid-json',
  'not-an-invoice',
  'missing-field',
  'invalid-amount',
  'invalid-currency',
  'invalid-timestamp',
  'invalid-address',
  'invalid-memo',
  'missing-memo',
  'missing-payment-details',
  'ambiguous-payment-details',
  'ambiguous-memo',
  'hidden-characters',
];
const RATE_VALIDITY_MS = 20 * 60_000;

const mutatedDocument = fc
  .tuple(fc.constantFrom(...FIXTURES), fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(([fixture, mutations, asText]) => {
    const document = mutations.reduce<unknown>((doc, next) => mutate(doc, next), invoiceDocument(fixture));
    return asText ? JSON.stringify(document) : document;
  });

/** The raw address strings a document offers, wherever the parser may read one. */
function offeredAddresses(input: unknown): string[] {
  let document = input;
  if (typeof input === 'string') {
    try {
      document = JSON.parse(input);
    } catch {
      return [];
    }
  }
  const found: string[] = [];
  const doc = document as { data?: { attributes?: { address?: unknown } }; included?: unknown };
  if (typeof doc?.data?.attributes?.address === 'string') found.push(doc.data.attributes.address);
  if (Array.isArray(doc?.included)) {
    for (const resource of doc.included as { attributes?: Record<string, unknown> }[]) {
      for (const field of ['value', 'address']) {
        const value = resource?.attributes?.[field];
        if (typeof value === 'string') found.push(value);
      }
    }
  }
  return found;
}

/** The document as an object, whether it came as one or as JSON text. */
function asObject(input: unknown): Record<string, unknown> | undefined {
  try {
    const document: unknown = typeof input === 'string' ? JSON.parse(input) : input;
    return typeof document === 'object' && document !== null ? (document as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

type Resource = { type?: unknown; id?: unknown; attributes?: Record<string, unknown> };

/**
 * The addresses resources the document names: those its `address` relationship links to when the
 * relationship has linkage (null and [] link to none), else every resource of type `addresses`.
 */
function namedAddressResources(input: unknown): Resource[] {
  const document = asObject(input) as { data?: { relationships?: { address?: unknown } }; included?: unknown };
  const included = (Array.isArray(document?.included) ? document.included : []) as (Resource | null)[];
  const relationship = document?.data?.relationships?.address;
  if (typeof relationship === 'object' && relationship !== null && Object.hasOwn(relationship, 'data')) {
    const data = (relationship as { data: unknown }).data;
    const linkage = (data === null ? [] : Array.isArray(data) ? data : [data]) as (Resource | null)[];
    return linkage.flatMap((link) =>
      included.filter((resource): resource is Resource => resource?.type === link?.type && resource?.id === link?.id),
    );
  }
  return included.filter((resource): resource is Resource => resource?.type === 'addresses');
}

/** The values of each `key=value` pair after the first `?` of `raw`, as written. */
function rawParameterValues(raw: string): string[] {
  const query = raw.slice(raw.indexOf('?') + 1);
  return query.split('&').map((pair) => pair.slice(pair.indexOf('=') + 1));
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** True when an ISO 8601 timestamp names a moment that exists on the Gregorian calendar, offset included. */
function isRealDate(value: unknown): boolean {
  const match = typeof value === 'string' && /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const days = month === 2 && isLeapYear(year!) ? 29 : DAYS_IN_MONTH[month! - 1];
  const offset = /([+-])(\d\d):(\d\d)$/.exec(value as string);
  return (
    days !== undefined &&
    day! >= 1 &&
    day! <= days &&
    hour! < 24 &&
    minute! < 60 &&
    second < 60 &&
    (!offset || (Number(offset[2]) < 24 && Number(offset[3]) < 60))
  );
}

function checkResult(input: unknown): void {
  let result: ReturnType<typeof parseInvoice>;
  assert.doesNotThrow(() => (result = parseInvoice(input)));
  result = result!;
  if (!result.ok) {
    assert.ok(ERROR_CODES.includes(result.error.code), result.error.code);
    assert.equal(typeof result.error.path, 'string');
    assert.equal(typeof result.error.message, 'string');
    assert.notEqual(result.error.message, '');
    return;
  }
  checkCompleteView(result.invoice, input);
}

function checkCompleteView(view: InvoiceView, input: unknown): void {
  for (const field of [
    'id',
    'amountCharged',
    'chargedCurrency',
    'amountBilled',
    'billedCurrency',
    'networkName',
  ] as const) {
    assert.equal(typeof view[field], 'string', field);
    assert.notEqual(view[field], '', field);
  }
  assert.match(view.amountCharged, /^\d+(\.\d+)?$/);
  assert.match(view.amountBilled, /^\d+(\.\d+)?$/);
  assert.equal(Number.isFinite(view.createdAt) && Number.isFinite(view.expiresAt), true);
  assert.ok(view.expiresAt > view.createdAt);
  // The countdown never outlasts the rate's validity, whatever expiresAt says.
  assert.ok(view.expiresAt - view.createdAt <= RATE_VALIDITY_MS);
  const attributes = (asObject(input) as { data: { attributes: Record<string, unknown> } }).data.attributes;
  assert.equal(isRealDate(attributes.createdAt), true, `createdAt ${String(attributes.createdAt)}`);
  assert.equal(isRealDate(attributes.expiresAt), true, `expiresAt ${String(attributes.expiresAt)}`);
  assert.doesNotMatch(view.networkName, HIDDEN);
  if (view.payment.kind === 'address') {
    const { address, memo } = view.payment;
    // Exactly the part before `?` of an address the document carries, and its memo exactly as sent.
    const matches = offeredAddresses(input).filter((raw) => raw.split('?')[0] === address);
    assert.notEqual(matches.length, 0, `address ${address}`);
    if (memo) {
      assert.equal(
        matches.some((raw) => rawParameterValues(raw).includes(memo.value)),
        true,
        `memo ${memo.value}`,
      );
      assert.doesNotMatch(memo.value, /%[0-9A-Fa-f]{2}/);
      assert.doesNotMatch(memo.value, HIDDEN);
    } else
      assert.equal(
        matches.some((raw) => !raw.includes('?')),
        true,
      );
    // Shown only when the document names exactly one addresses resource (or none, and the invoice carries it).
    const named = namedAddressResources(input);
    assert.ok(named.length <= 1, 'addresses resources named');
    if (named.length === 1) {
      const raw = [named[0]!.attributes?.value, named[0]!.attributes?.address].filter((v) => typeof v === 'string');
      assert.ok(raw.map((value) => (value as string).split('?')[0]).includes(address), address);
    }
  } else {
    // Something to act on: a field, or the link (then the main button, and no longer a field of its own).
    const { fields, link } = view.payment;
    assert.equal(fields.length > 0 || link !== undefined, true, 'fields or a link');
    if (link !== undefined) assert.match(link, /^https?:\/\//);
    for (const field of fields) {
      assert.equal(typeof field.value, 'string');
      assert.doesNotMatch(field.key + field.value, HIDDEN, field.key);
    }
  }
}

describe('invoice parser, fuzzed', () => {
  it(`never throws and returns a complete view or a located error for ${RUNS} mutated documents`, () => {
    fc.assert(fc.property(mutatedDocument, checkResult), { numRuns: RUNS });
  });

  it(`never throws for ${RUNS} arbitrary JSON values and strings`, () => {
    const arbitrary = fc.oneof(
      fc.jsonValue(),
      fc.json(),
      fc.string({ unit: 'grapheme' }),
      fc.anything({ key, withNullPrototype: true, withMap: true, withSet: true, withBigInt: true, withDate: true }),
      fc.record({
        data: fc.record({ type: fc.constant('invoices'), id: fc.string(), attributes: fc.dictionary(key, oddValue) }),
      }),
    );
    fc.assert(fc.property(arbitrary, checkResult), { numRuns: RUNS });
  });

  it(`never shows an address that differs from the input's address part, for ${RUNS} generated addresses`, () => {
    const rawAddress = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc
        .tuple(
          fc.constantFrom('rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
          fc.string({ maxLength: 20 }),
        )
        .map(([address, rest]) => `${address}${rest}`),
      fc
        .tuple(fc.constantFrom('?dt=', '?memo=', '?tag=', '&dt=', '?dt=1&dt=', '?'), fc.string({ maxLength: 12 }))
        .map(([suffix, tail]) => `rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY${suffix}${tail}`),
    );
    const document = fc.tuple(fc.constantFrom<Fixture>('btc', 'xrp', 'eth'), rawAddress).map(([fixture, raw]) => {
      const doc = invoiceDocument(fixture);
      doc.included[0]!.attributes.value = raw;
      return doc;
    });
    fc.assert(fc.property(document, checkResult), { numRuns: RUNS });
  });

  it(`reads memos exactly as written or refuses them, for ${RUNS} generated memos`, () => {
    const XLM = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';
    const TON = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
    const piece = fc.oneof(
      fc.constantFrom('+', '%', '%20', '%2B', '%25', '%zz', '=', '&', ' ', '/', '?', '#', 'é', '1001', 'order'),
      hiddenCharacter,
      fc.string({ unit: 'grapheme', maxLength: 4 }),
    );
    const memo = fc.array(piece, { minLength: 1, maxLength: 6 }).map((pieces) => pieces.join(''));
    const document = fc
      .tuple(
        fc.constantFrom(
          { network: 'stellar', networkName: 'Stellar', currency: 'XLM', address: XLM, key: 'memo' },
          { network: 'ton', networkName: 'TON', currency: 'TON', address: TON, key: 'text' },
          { network: 'xrp', networkName: 'XRP Ledger', currency: 'XRP', address: ADDRESSES.xrp, key: 'dt' },
        ),
        memo,
      )
      .map(([coin, value]) => {
        const doc = invoiceDocument('xrp');
        Object.assign(doc.data.attributes, {
          network: coin.network,
          networkName: coin.networkName,
          chargedCurrency: coin.currency,
        });
        doc.included[0]!.attributes.value = `${coin.address}?${coin.key}=${value}`;
        return doc;
      });
    fc.assert(fc.property(document, checkResult), { numRuns: RUNS });
  });

  it(`shows an address only when the document names exactly one, for ${RUNS} generated resource sets`, () => {
    const id = fc.constantFrom('addr_a', 'addr_b', 'addr_c');
    const resource = fc
      .tuple(id, fc.constantFrom(ADDRESSES.btc, 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'))
      .map(([resourceId, value]) => ({ id: resourceId, type: 'addresses', attributes: { value } }));
    const link = id.map((linkId) => ({ type: 'addresses', id: linkId }));
    const relationship = fc.oneof(
      fc.constant(undefined),
      fc.constant({ meta: { included: false } }),
      fc.constant({ data: null }),
      link.map((data) => ({ data })),
      fc.array(link, { maxLength: 3 }).map((data) => ({ data })),
    );
    const document = fc
      .tuple(fc.array(resource, { maxLength: 3 }), relationship, fc.option(fc.constant(ADDRESSES.btc)))
      .map(([resources, address, onInvoice]) => {
        const doc = invoiceDocument('btc');
        doc.included = resources;
        (doc.data as { relationships?: unknown }).relationships = address === undefined ? {} : { address };
        if (onInvoice) doc.data.attributes.address = onInvoice;
        return doc;
      });
    fc.assert(fc.property(document, checkResult), { numRuns: RUNS });
  });

  it(`refuses dates that do not exist and hidden characters in shown text, for ${RUNS} generated documents`, () => {
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
    const timestamp = fc
      .tuple(
        fc.integer({ min: 1999, max: 2101 }),
        two(13),
        two(32),
        two(25),
        two(61),
        two(61),
        fc.oneof(
          fc.constant('Z'),
          fc.tuple(fc.constantFrom('+', '-'), two(25), two(61)).map((p) => p.join('')),
        ),
      )
      .map(
        ([y, mo, d, h, mi, s, zone]) =>
          `${y}-${mo}-${d}T${h}:${mi}:${s}.000${zone === 'Z' ? 'Z' : zone.replace(/^(.)(..)(..)$/, '$1$2:$3')}`,
      );
    const hide = (text: string, at: number, hidden: string) => text.slice(0, at) + hidden + text.slice(at);
    const document = fc
      .tuple(
        fc.constantFrom<Fixture>('btc', 'exchange-pay', 'nft'),
        fc.option(timestamp),
        fc.option(timestamp),
        fc.option(fc.tuple(fc.nat(), hiddenCharacter)),
        fc.option(fc.tuple(fc.nat(), fc.nat(), hiddenCharacter, fc.boolean())),
      )
      .map(([fixture, created, expires, inName, inField]) => {
        const doc = invoiceDocument(fixture);
        const attributes = doc.data.attributes;
        if (created) attributes.createdAt = created;
        if (expires) attributes.expiresAt = expires;
        if (inName) attributes.networkName = hide(String(attributes.networkName), inName[0] % 8, inName[1]);
        const fields = doc.included[0]!.attributes;
        if (inField && doc.included[0]!.type !== 'addresses') {
          const [which, at, hidden, inKey] = inField;
          const key = Object.keys(fields)[which % Object.keys(fields).length]!;
          const value = String(fields[key]);
          delete fields[key];
          if (inKey) fields[hide(key, at % key.length, hidden)] = value;
          else fields[key] = hide(value, at % value.length, hidden);
        }
        return doc;
      });
    fc.assert(fc.property(document, checkResult), { numRuns: RUNS });
  });

  it(`never builds a URI for a chain the network code and name do not both name, for ${RUNS} pairs`, () => {
    // The chain id each name stands for, as wallets know them (ERC-155), written out here, apart from the code.
    const CHAINS: Record<string, number> = {
      ethereum: 1,
      eth: 1,
      'ethereum mainnet': 1,
      arbitrum: 42161,
      'arbitrum one': 42161,
      optimism: 10,
      'op mainnet': 10,
      base: 8453,
      bsc: 56,
      'bnb smart chain': 56,
      polygon: 137,
      avalanche: 43114,
    };
    const named = fc.constantFrom(...Object.keys(CHAINS), 'tron', 'bitcoin', 'zksync', 'linea', 'binance_pay');
    const spelled = fc
      .tuple(named, fc.constantFrom('', ' (ERC-20)', ' Mainnet', ' L2', ' (Ethereum L2)', ' network'))
      .map(([name, suffix]) => `${name.replace(/\b\w/g, (letter) => letter.toUpperCase())}${suffix}`);
    const pair = fc.tuple(fc.option(named, { nil: undefined }), fc.option(spelled, { nil: undefined }));
    fc.assert(
      fc.property(pair, ([network, networkName]) => {
        const document = invoiceDocument('eth');
        document.data.attributes.amountCharged = '0.5';
        if (network === undefined) delete (document.data.attributes as { network?: string }).network;
        else document.data.attributes.network = network;
        if (networkName === undefined) delete (document.data.attributes as { networkName?: string }).networkName;
        else document.data.attributes.networkName = networkName;
        const result = parseInvoice(document);
        if (!result.ok) return;
        const { payment, networkAmbiguous } = result.invoice;
        const uri = payment.kind === 'address' ? payment.uri : undefined;
        if (networkAmbiguous) assert.equal(uri, undefined);
        if (!uri) return;
        const chain = Number(/@(\d+)/.exec(uri)![1]);
        // Every chain the code or the name names (as whole words) is the URI's.
        const words = ` ${[network, networkName]
          .join(' ')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, ' ')} `;
        const mentioned = Object.keys(CHAINS).filter((name) => words.includes(` ${name} `));
        assert.ok(mentioned.length > 0, words);
        for (const name of mentioned) assert.equal(CHAINS[name], chain, `${name} in ${words}`);
      }),
      { numRuns: RUNS },
    );
  });
});
