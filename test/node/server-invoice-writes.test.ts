// Every write of an invoice by compare-and-set (src/server/invoice-writes.ts): a lost race reads again and decides
// again, a change that changes nothing writes nothing, the invoice is kept for its life plus the grace, and
// writes that keep losing give up with InvoiceStoreError conflict.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { invoiceDocument } from '../../fixtures/invoices.js';
import type { InvoiceDocument } from '../../src/client/index.js';
import { InvoiceStoreError, InvoiceUpdateError } from '../../src/server/errors.js';
import { WRITE_ATTEMPTS, invoiceWriter } from '../../src/server/invoice-writes.js';
import { memoryStore, type InvoiceStore } from '../../src/server/store.js';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);

function document(status = 'pending'): InvoiceDocument {
  const doc = invoiceDocument('btc', { now: NOW, status: status as 'pending' });
  doc.data.id = 'inv_w';
  return doc as unknown as InvoiceDocument;
}

/** A memory store that counts compare-and-sets and lets another writer, writing `status`, come first `lose` times. */
function racedStore(lose: number, status = 'processing') {
  const inner = memoryStore({ now: () => NOW });
  const log = { sets: 0, ttls: [] as number[] };
  const store: InvoiceStore = {
    get: (id) => inner.get(id),
    async compareAndSet(id, expected, body, ttl) {
      log.sets++;
      log.ttls.push(ttl);
      if (lose-- > 0) {
        // Another instance writes first.
        const other = JSON.parse((await inner.get(id))!.body);
        other.data.attributes.status = status;
        await inner.compareAndSet(id, expected, JSON.stringify(other), ttl);
        return undefined;
      }
      return inner.compareAndSet(id, expected, body, ttl);
    },
    subscribe: (id, listener) => inner.subscribe(id, listener),
  };
  return { store, log, inner };
}

describe('invoiceWriter', () => {
  test('a lost race reads again and decides again: the later status wins, the earlier one is not forced over it', async () => {
    const { store, log } = racedStore(0);
    const writer = invoiceWriter({ store, now: () => NOW, graceSeconds: 60 });
    await writer.update('inv_w', document());
    assert.deepEqual(log.ttls, [20 * 60 + 60], "kept for the invoice's life plus the grace");
    const raced = racedStore(1);
    await raced.inner.compareAndSet('inv_w', undefined, JSON.stringify(document()), 60);
    const racing = invoiceWriter({ store: raced.store, now: () => NOW, graceSeconds: 60 });
    // on_hold over processing is allowed (a review), so the second try writes it.
    assert.equal((await racing.update('inv_w', { status: 'on_hold' })).data.attributes.status, 'on_hold');
    assert.equal(raced.log.sets, 2);
    // Processing over completed is not: the second try writes nothing, and the final status stays.
    const final = racedStore(1, 'completed');
    await final.inner.compareAndSet('inv_w', undefined, JSON.stringify(document()), 60);
    const late = invoiceWriter({ store: final.store, now: () => NOW, graceSeconds: 60 });
    assert.equal((await late.update('inv_w', { status: 'processing' })).data.attributes.status, 'completed');
    assert.equal(final.log.sets, 1);
  });

  test('a change that changes nothing writes nothing and returns what is stored', async () => {
    const { store, log } = racedStore(0);
    const writer = invoiceWriter({ store, now: () => NOW, graceSeconds: 60 });
    const first = await writer.update('inv_w', document('completed'));
    assert.deepEqual(await writer.update('inv_w', { status: 'pending' }), first);
    assert.equal(log.sets, 1);
    assert.equal(await writer.write('inv_x', () => undefined), undefined, 'nothing stored, nothing to write');
  });

  test(`writes that lose ${WRITE_ATTEMPTS} races give up with InvoiceStoreError conflict; a refused change writes nothing`, async () => {
    const { store, log, inner } = racedStore(Infinity);
    await inner.compareAndSet('inv_w', undefined, JSON.stringify(document()), 60);
    const writer = invoiceWriter({ store, now: () => NOW, graceSeconds: 60 });
    await assert.rejects(writer.update('inv_w', { status: 'completed' }), (error: unknown) => {
      assert.ok(error instanceof InvoiceStoreError);
      assert.equal(error.code, 'conflict');
      assert.equal(error.invoiceId, 'inv_w');
      return true;
    });
    assert.equal(log.sets, WRITE_ATTEMPTS);
    const calm = racedStore(0);
    const refusing = invoiceWriter({ store: calm.store, now: () => NOW, graceSeconds: 60 });
    await assert.rejects(refusing.update('inv_w', { status: 'completed' }), InvoiceUpdateError);
    assert.equal(calm.log.sets, 0);
  });
});
