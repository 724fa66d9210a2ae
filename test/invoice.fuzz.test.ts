// Property-based tests of the invoice parser: generated and mutated documents, 10,000 of each
// kind per run. Whatever comes in, it returns a complete view or one error with a code and a
// path, and never a view whose address is not exactly the address part of the input.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { parseInvoice, type InvoiceView } from '../src/invoice.js';
import { invoiceDocument, type Fixture } from './fixtures/invoices.js';

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
];

/** Keys that trip naive parsers: prototype keys, the service's own names, and odd ones. */
const key = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'),
  fc.constantFrom('data', 'type', 'id', 'attributes', 'included', 'relationships', 'value', 'address', 'status'),
  fc.string({ maxLength: 12 }),
);
const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((length) => 'A'.repeat(length));
const oddValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  hugeString,
  fc.constantFrom('', ' ', '0', '1e-7', 'NaN', 'undefined', '-1', '1.', '.5', '١٢٣', '0x10', '2026-01-01T00:00:00'),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(key, fc.string(), { maxKeys: 3 }),
);

type Path = (string | number)[];

/** Every path to a value inside `value`, containers included. */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const children = Object.keys(value).flatMap((child) =>
    paths((value as Record<string, unknown>)[child], [...prefix, Array.isArray(value) ? Number(child) : child]),
  );
  return [prefix, ...children];
}

type Mutation = { kind: 'delete' | 'replace' | 'add'; at: number; value: unknown; key: string };

/** Applies one mutation to a copy of the document, at the `at`-th of its paths. */
function mutate(document: unknown, mutation: Mutation): unknown {
  // A JSON round trip, as the document would arrive: own `__proto__` keys stay keys.
  const copy: unknown = JSON.parse(JSON.stringify(document));
  const all = paths(copy).filter((path) => path.length > 0);
  const path = all[mutation.at % all.length]!;
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], copy) as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (mutation.kind === 'delete') delete parent[last];
  else if (mutation.kind === 'replace') parent[last] = mutation.value;
  else if (typeof parent[last] === 'object' && parent[last] !== null) {
    // Defined as an own property, as JSON.parse would, so `__proto__` is a key and not the prototype.
    Object.defineProperty(parent[last], mutation.key, {
      value: mutation.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

const mutation = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('delete', 'replace', 'add'),
  at: fc.nat(),
  value: oddValue,
  key,
});

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

function checkResult(input: unknown): void {
  let result: ReturnType<typeof parseInvoice>;
  expect(() => (result = parseInvoice(input))).not.to.throw();
  result = result!;
  if (!result.ok) {
    expect(ERROR_CODES).to.include(result.error.code);
    expect(result.error.path).to.be.a('string');
    expect(result.error.message).to.be.a('string').and.not.equal('');
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
    expect(view[field], field).to.be.a('string').and.not.equal('');
  }
  expect(view.amountCharged).to.match(/^\d+(\.\d+)?$/);
  expect(view.amountBilled).to.match(/^\d+(\.\d+)?$/);
  expect(Number.isFinite(view.createdAt) && Number.isFinite(view.expiresAt)).to.equal(true);
  expect(view.expiresAt).to.be.greaterThan(view.createdAt);
  if (view.payment.kind === 'address') {
    const { address, memo } = view.payment;
    // Exactly the part before `?` of an address the document carries, and its memo exactly as sent.
    const matches = offeredAddresses(input).filter((raw) => raw.split('?')[0] === address);
    expect(matches, `address ${address}`).not.to.be.empty;
    if (memo) expect(matches.some((raw) => raw.includes('?'))).to.equal(true);
    else expect(matches.some((raw) => !raw.includes('?'))).to.equal(true);
  } else {
    expect(view.payment.fields).not.to.be.empty;
    for (const field of view.payment.fields) expect(field.value).to.be.a('string');
  }
}

describe('invoice parser, fuzzed', function () {
  this.timeout(120_000);

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
});
