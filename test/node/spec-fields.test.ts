// Every field of an invoice that the element and the server read, walked on the documents of a sandbox that
// answers only what the spec shows: each attribute read is one the spec's Invoice table names, or one that
// docs/invoice.md documents as optional (read when there, with a fallback when not). A new read of a field the
// real service may not send fails here until it is guarded and documented.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { PaymentApiClient, type CreateInvoiceAttributes } from '../../src/client/index.js';
import { changedPaymentField, isOpenInvoice, parseInvoice } from '../../src/core/invoice.js';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { SPEC_INVOICE_ATTRIBUTES } from '../helpers/spec.js';

const SPEC_ATTRIBUTES = new Set<string>(SPEC_INVOICE_ATTRIBUTES);

const INVOICES: [string, CreateInvoiceAttributes][] = [
  ['BTC', { amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'BTC' }],
  ['XRP, with its destination tag', { amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'XRP' }],
  ['USDT on Tron', { amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'USDT', network: 'tron:usdt' }],
  [
    'an exchange-app payment',
    { amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'USDT', paymentMethods: ['exchange_pay'] },
  ],
];

/** `value` behind a proxy that notes the JSON pointer of every property looked up, present or not. */
function recording(value: unknown, reads: Set<string>, path = ''): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const note = (key: string | symbol) => typeof key === 'string' && reads.add(`${path}/${key}`);
  return new Proxy(value, {
    get(target, key, receiver) {
      note(key);
      const child = Reflect.get(target, key, receiver);
      return typeof key === 'string' ? recording(child, reads, `${path}/${key}`) : child;
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
}

/** The attributes docs/invoice.md's "Attributes" table lists as not required: read when there, never relied on. */
async function documentedOptional(): Promise<Set<string>> {
  const page = await readFile('docs/invoice.md', 'utf8');
  const table = page.slice(page.indexOf('## Attributes'), page.indexOf('## How to pay'));
  const optional = new Set<string>();
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const [names, required] = row.split('|').slice(1, 3) as [string, string];
    if (required.trim() === 'yes') continue;
    for (const [, name] of names.matchAll(/`(\w+)`/g)) optional.add(name!);
  }
  return optional;
}

let sandbox: RunningSandbox;
before(async () => {
  sandbox = await startSandbox(); // no extras: only what the spec shows
});
after(() => sandbox.close());

for (const [name, attributes] of INVOICES) {
  test(`${name}: what the element and the server read is the spec's, or documented as optional`, async () => {
    const client = new PaymentApiClient({ baseUrl: sandbox.url, apiKey: sandbox.key });
    const document = await client.createInvoice(attributes);
    assert.deepEqual(
      Object.keys(document.data.attributes).filter((key) => !SPEC_ATTRIBUTES.has(key)),
      [],
      "the spec-only sandbox sends the spec's attributes only",
    );

    const reads = new Set<string>();
    const parsed = parseInvoice(recording(document, reads));
    assert.equal(parsed.ok, true, JSON.stringify(parsed));
    isOpenInvoice(recording(document, reads), Date.now());
    if (parsed.ok) changedPaymentField(parsed.invoice, parsed.invoice);

    const optional = await documentedOptional();
    const attributesRead = [...reads]
      .filter((pointer) => /^\/data\/attributes\/[^/]+$/.test(pointer))
      .map((pointer) => pointer.slice('/data/attributes/'.length));
    // The walk sees the reads, the spec's and the guarded others (the sandbox's `status` and `network`).
    for (const key of ['amountCharged', 'expiresAt', 'status', 'network']) assert.ok(attributesRead.includes(key), key);
    const unguarded = attributesRead.filter((key) => !SPEC_ATTRIBUTES.has(key) && !optional.has(key));
    assert.deepEqual(unguarded, [], 'read, but neither in the spec nor documented as optional in docs/invoice.md');
  });
}
