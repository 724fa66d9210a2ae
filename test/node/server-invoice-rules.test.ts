// The rules of a kept invoice (src/server/invoice-rules.ts), pure: the ids the handler serves, which document is
// the invoice asked for, how update()'s change applies to what is stored, and how long the store keeps it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { invoiceDocument } from '../../fixtures/invoices.js';
import type { InvoiceDocument } from '../../src/client/index.js';
import { InvoiceUpdateError } from '../../src/server/errors.js';
import {
  INVOICE_ID_PATTERN,
  RATE_VALIDITY_SECONDS,
  changedBody,
  isFinal,
  isInvoiceDocument,
  keepSeconds,
  type InvoiceChange,
} from '../../src/server/invoice-rules.js';
import type { StoredInvoice } from '../../src/server/store.js';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);

function document(status = 'pending', id = 'inv_r'): InvoiceDocument {
  const doc = invoiceDocument('btc', { now: NOW, status: status as 'pending' });
  doc.data.id = id;
  return doc as unknown as InvoiceDocument;
}

const stored = (status: string): StoredInvoice => ({ body: JSON.stringify(document(status)), version: 1 });

/** The status `change` leaves stored over `from`, or `unchanged`. */
function after(from: string, change: InvoiceChange): string {
  const body = changedBody('inv_r', stored(from), change);
  return body === undefined ? 'unchanged' : JSON.parse(body).data.attributes.status;
}

/** The code of the InvoiceUpdateError `change` over `current` (null: nothing stored) throws. */
function refusal(change: unknown, current: StoredInvoice | null = stored('pending')): string {
  try {
    changedBody('inv_r', current ?? undefined, change as InvoiceChange);
  } catch (error) {
    assert.ok(error instanceof InvoiceUpdateError);
    assert.equal(error.invoiceId, 'inv_r');
    return error.code;
  }
  return 'accepted';
}

describe('invoice ids and documents', () => {
  test('an id is 1 to 100 of A-Z a-z 0-9 _ -', () => {
    for (const id of ['a', 'inv_1', 'A-z_09', 'a'.repeat(100)]) assert.ok(INVOICE_ID_PATTERN.test(id), id);
    for (const id of ['', 'a'.repeat(101), 'a/b', 'a.b', 'inv%2F1', 'é', 'a\n', 'probe:store']) {
      assert.ok(!INVOICE_ID_PATTERN.test(id), JSON.stringify(id));
    }
  });

  test('only an invoices resource with the id asked for and its attributes is the invoice', () => {
    assert.equal(isInvoiceDocument(document(), 'inv_r'), true);
    const { data } = document();
    for (const other of [
      document('pending', 'inv_other'),
      { data: null },
      { data: [data] },
      { data: { ...data, type: 'channels' } },
      { data: { id: 'inv_r', type: 'invoices' } },
      { data: { id: 'inv_r', type: 'invoices', attributes: [] } },
      null,
      'inv_r',
    ]) {
      assert.equal(isInvoiceDocument(other, 'inv_r'), false, JSON.stringify(other));
    }
  });

  test('final means completed, expired, cancelled or rejected', () => {
    for (const status of ['completed', 'expired', 'cancelled', 'rejected']) assert.equal(isFinal(stored(status)), true);
    for (const status of ['pending', 'processing', 'on_hold']) assert.equal(isFinal(stored(status)), false);
  });
});

describe("changedBody: update()'s rules", () => {
  test('the status moves forward only; between processing and on hold either way; a final one never', () => {
    assert.equal(after('pending', { status: 'processing' }), 'processing');
    assert.equal(after('pending', { status: 'completed' }), 'completed');
    assert.equal(after('processing', { status: 'on_hold' }), 'on_hold');
    assert.equal(after('on_hold', { status: 'processing' }), 'processing');
    assert.equal(after('on_hold', { status: 'rejected' }), 'rejected');
    assert.equal(after('processing', { status: 'pending' }), 'unchanged');
    assert.equal(after('pending', { status: 'pending' }), 'unchanged', 'a repeated change');
    for (const status of ['pending', 'processing', 'expired', 'completed'] as const) {
      assert.equal(after('completed', { status }), 'unchanged', status);
    }
  });

  test('a whole document moves the status the same way, and is stored without the event envelope', () => {
    assert.equal(after('pending', document('expired')), 'expired');
    assert.equal(after('completed', document('expired')), 'unchanged');
    const event = { ...document('processing'), meta: { event: { id: 'evt_1' }, note: 'kept' } };
    const body = JSON.parse(changedBody('inv_r', stored('pending'), event as InvoiceDocument)!);
    assert.deepEqual(body.meta, { note: 'kept' });
    const only = { ...document('processing'), meta: { event: { id: 'evt_2' } } };
    assert.equal('meta' in JSON.parse(changedBody('inv_r', undefined, only as InvoiceDocument)!), false);
  });

  test('a status change keeps everything else of the stored document', () => {
    const body = JSON.parse(changedBody('inv_r', stored('pending'), { status: 'processing' })!);
    const expected = document('processing');
    assert.deepEqual(body, expected);
  });

  test('refused: another invoice or none, an unknown status, a status for nothing stored, a change of what to pay', () => {
    assert.equal(refusal(document('completed', 'inv_other')), 'mismatch');
    assert.equal(refusal({ data: null }), 'mismatch');
    assert.equal(refusal({ status: 'paid' }), 'invalid_status');
    assert.equal(
      refusal({ ...document(), data: { ...document().data, attributes: { status: 'paid' } } }),
      'invalid_status',
    );
    assert.equal(refusal({ status: 'completed' }, null), 'not_found');
    assert.equal(refusal(document('completed'), null), 'accepted', 'a whole document is stored when nothing is');
    const amount = document('completed');
    amount.data.attributes.amountCharged = '0.00081235';
    assert.equal(refusal(amount), 'payment_changed');
    const network = document('completed');
    network.data.attributes.networkName = 'Litecoin';
    assert.equal(refusal(network), 'payment_changed');
  });
});

describe('keepSeconds', () => {
  test("the invoice's life to its expiresAt plus the grace; without one, the rate's 20 minutes; past, the grace", () => {
    const expiring = (minutes: number) => ({
      data: { attributes: { expiresAt: new Date(NOW + minutes * 60_000).toISOString() } },
    });
    assert.equal(keepSeconds(expiring(20), NOW, 60), 20 * 60 + 60);
    assert.equal(keepSeconds(expiring(-5), NOW, 60), 60);
    assert.equal(keepSeconds({ data: { attributes: {} } }, NOW, 60), RATE_VALIDITY_SECONDS + 60);
    assert.equal(RATE_VALIDITY_SECONDS, 20 * 60);
    assert.equal(keepSeconds(expiring(20), NOW + 500, 0), 20 * 60, 'rounded up');
  });
});
