// The invoices as the handler reads and creates them (src/server/invoices.ts), against a stub payment API: one
// read at a time per invoice (single-flight), at most one per pollInterval, none for a final invoice; what is
// stored wins where the read fails; the fallback; a read that would change what to pay; creation that checks
// the store first; and a store that cannot be reached.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { invoiceDocument } from '../../fixtures/invoices.js';
import { PaymentApiClient, type InvoiceDocument } from '../../src/client/index.js';
import { JSON_API_MEDIA_TYPE } from '../../src/core/protocol.js';
import { InvoiceStoreError } from '../../src/server/errors.js';
import { invoiceWriter } from '../../src/server/invoice-writes.js';
import { keptInvoices, type KeptInvoicesSettings, type Loaded } from '../../src/server/invoices.js';
import type { Fault } from '../../src/server/logger.js';
import { memoryStore, withStoreErrors, type InvoiceStore } from '../../src/server/store.js';
import { serviceReadPause } from '../../src/server/upstream.js';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const ATTRIBUTES = { amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' } as const;

function document(id: string, status = 'pending'): InvoiceDocument {
  const doc = invoiceDocument('btc', { now: NOW, status: status as 'pending' });
  doc.data.id = id;
  return doc as unknown as InvoiceDocument;
}

/** A store that cannot be reached, as a Redis that is down. */
const unreachableStore: InvoiceStore = {
  get: () => Promise.reject(new Error('ECONNREFUSED')),
  compareAndSet: () => Promise.reject(new Error('ECONNREFUSED')),
  subscribe: () => () => {},
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': JSON_API_MEDIA_TYPE } });

/**
 * keptInvoices over a memory store and a stub API: `answer(id)` is what its invoice read answers (held while
 * `hold`), `created` what its creation answers.
 */
function setup(settings: Partial<KeptInvoicesSettings> = {}, unreachable = false) {
  let time = NOW;
  const store: InvoiceStore = unreachable ? unreachableStore : memoryStore({ now: () => time });
  const calls: string[] = [];
  const faults: Fault[] = [];
  const api = {
    answer: (id: string): Response => json(document(id)),
    created: (): Response => json(document('inv_new'), 201),
    hold: undefined as Promise<void> | undefined,
  };
  const client = new PaymentApiClient({
    baseUrl: 'https://api.example',
    apiKey: 'sk_test',
    fetch: async (input, init) => {
      const path = new URL(String(input)).pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      await api.hold;
      return init?.method === 'POST' ? api.created() : api.answer(path.split('/').pop()!);
    },
  });
  const now = () => time;
  const report = (fault: Fault) => void faults.push(fault);
  const kept = withStoreErrors(store);
  const invoices = keptInvoices({
    client,
    store: kept,
    writer: invoiceWriter({ store: kept, now, graceSeconds: 60 }),
    readPause: serviceReadPause(now, report),
    now,
    intervalMs: 5000,
    cache: true,
    report,
    ...settings,
  });
  const status = async (id: string) => {
    const loaded = await invoices.current(id);
    return 'error' in loaded ? loaded.error.status : JSON.parse(loaded.invoice.body).data.attributes.status;
  };
  const reads = () => calls.filter((call) => call.startsWith('GET')).length;
  return { invoices, api, calls, faults, reads, status, advance: (ms: number) => (time += ms) };
}

describe('keptInvoices: reading', () => {
  test('50 requests for one invoice at once make one read; two invoices, two', async () => {
    const { invoices, api, reads } = setup();
    let release = () => {};
    api.hold = new Promise((resolve) => (release = resolve));
    const together = [...Array.from({ length: 50 }, () => invoices.current('inv_a')), invoices.current('inv_b')];
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(reads(), 2);
    release();
    const loaded = await Promise.all(together);
    assert.equal(
      new Set(loaded.slice(0, 50).map((each: Loaded) => ('invoice' in each ? each.invoice.body : ''))).size,
      1,
    );
    assert.equal(reads(), 2);
  });

  test('an open invoice is read at most once per interval, a final one never again; cache: false reads each time', async () => {
    const { status, api, reads, advance } = setup();
    assert.equal(await status('inv_a'), 'pending');
    advance(4999);
    await status('inv_a');
    assert.equal(reads(), 1);
    advance(1);
    api.answer = (id) => json(document(id, 'completed'));
    assert.equal(await status('inv_a'), 'completed');
    advance(600_000);
    await status('inv_a');
    assert.equal(reads(), 2, 'final: not read again');
    const live = setup({ cache: false });
    for (let request = 0; request < 3; request++) await live.status('inv_a');
    assert.equal(live.reads(), 3);
  });

  test('what is stored wins where the read fails; 404 pauses the reads (refresh too), a 5xx does not', async () => {
    const { status, api, reads, advance, invoices, faults } = setup();
    await status('inv_a');
    api.answer = () => json({ errors: [] }, 500);
    advance(5000);
    assert.equal(await status('inv_a'), 'pending');
    advance(5000);
    await status('inv_a');
    assert.equal(reads(), 3, 'a 5xx: asked again at the next interval');
    api.answer = () => json({ errors: [] }, 404);
    advance(5000);
    assert.equal(await status('inv_a'), 'pending');
    assert.deepEqual(
      faults.map(({ level, operation }) => [level, operation]),
      [['info', 'read']],
    );
    advance(5000);
    invoices.refresh(['inv_a']);
    await status('inv_a');
    assert.equal(reads(), 4, 'no read while paused');
  });

  test('an invoice not stored: the read kept; a 404 the fallback or 404; another invoice 502 and never kept', async () => {
    const fallback = document('inv_old');
    const { status, api, invoices } = setup({ fallback: (id) => (id === 'inv_old' ? fallback : undefined) });
    api.answer = () => json({ errors: [] }, 404);
    assert.equal(await status('inv_old'), 'pending', 'the fallback, kept');
    assert.equal(await status('inv_none'), 404);
    api.answer = () => json(document('inv_other'));
    const relayed = await invoices.current('inv_x');
    assert.ok('error' in relayed);
    assert.equal(relayed.error.status, 502);
    assert.equal((await relayed.error.json()).errors[0].code, 'payment_api_mismatch');
    api.answer = () => json({ errors: [] }, 503);
    assert.equal(await status('inv_x'), 502, 'an upstream error answered as upstreamError does, and not kept');
  });

  test('a read that changes what to pay is not kept: the stored document is served and the fault reported', async () => {
    const { status, api, advance, faults } = setup();
    await status('inv_a');
    api.answer = (id) => {
      const changed = document(id, 'processing');
      changed.data.attributes.amountCharged = '0.5';
      return json(changed);
    };
    advance(5000);
    assert.equal(await status('inv_a'), 'pending');
    assert.deepEqual(
      faults.map(({ level, operation, invoiceId }) => [level, operation, invoiceId]),
      [['warn', 'read', 'inv_a']],
    );
  });

  test('a store that cannot be reached: 503 store_unavailable, reported', async () => {
    const { invoices, faults, reads } = setup({}, true);
    const loaded = await invoices.current('inv_a');
    assert.ok('error' in loaded);
    assert.equal(loaded.error.status, 503);
    assert.equal(loaded.error.headers.get('Retry-After'), '5');
    assert.deepEqual(
      faults.map(({ level, operation }) => [level, operation]),
      [['error', 'read']],
    );
    assert.equal(reads(), 0);
  });

  test('forget: the next request reads at once', async () => {
    const { status, invoices, reads } = setup();
    await status('inv_a');
    invoices.forget('inv_a');
    await status('inv_a');
    assert.equal(reads(), 2);
  });
});

describe('keptInvoices: creating', () => {
  test('the created invoice is kept, and counts as read', async () => {
    const { invoices, status, reads } = setup();
    const created = await invoices.createInvoice(ATTRIBUTES);
    assert.equal(created.data.id, 'inv_new');
    assert.equal(await status('inv_new'), 'pending');
    assert.equal(reads(), 0);
  });

  test('a created document that is not that invoice is returned and not kept', async () => {
    const { invoices, api, status } = setup();
    api.created = () => json({ data: { id: 'inv_new', type: 'invoices' } }, 201);
    await invoices.createInvoice(ATTRIBUTES);
    api.answer = () => json({ errors: [] }, 404);
    assert.equal(await status('inv_new'), 404);
  });

  test('while the store cannot be reached nothing is created upstream: InvoiceStoreError store_unavailable', async () => {
    const { invoices, calls } = setup({}, true);
    await assert.rejects(invoices.createInvoice(ATTRIBUTES), (error: unknown) => {
      assert.ok(error instanceof InvoiceStoreError);
      assert.equal(error.code, 'store_unavailable');
      return true;
    });
    assert.deepEqual(calls, []);
    // createAndKeep is for a caller that has shown the store answers: it creates, then reports what it could not keep.
    await assert.rejects(invoices.createAndKeep(ATTRIBUTES), InvoiceStoreError);
    assert.deepEqual(calls, ['POST /api/public/v1/invoices']);
  });
});
