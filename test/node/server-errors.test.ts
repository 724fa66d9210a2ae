// The handler's own error answers (src/server/errors.ts): JSON:API errors never cached, a store failure as an
// InvoiceStoreError, and a failure as the answer to it: 503 with Retry-After while the store cannot be reached,
// else 500, each reported once to the logger.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  InvoiceStoreError,
  STORE_RETRY_AFTER_SECONDS,
  errorResponse,
  failureResponse,
  storeFailure,
} from '../../src/server/errors.js';
import type { Fault } from '../../src/server/logger.js';

describe('the error answers', () => {
  test('errorResponse: a JSON:API error, no-store and nosniff, with the headers given', async () => {
    const answer = errorResponse(405, 'method_not_allowed', 'Use GET.', { Allow: 'GET, HEAD' });
    assert.equal(answer.status, 405);
    assert.equal(answer.headers.get('Content-Type'), 'application/vnd.api+json');
    assert.equal(answer.headers.get('Cache-Control'), 'no-store');
    assert.equal(answer.headers.get('X-Content-Type-Options'), 'nosniff');
    assert.equal(answer.headers.get('Allow'), 'GET, HEAD');
    assert.deepEqual(await answer.json(), {
      errors: [{ status: '405', code: 'method_not_allowed', detail: 'Use GET.' }],
    });
  });

  test('storeFailure: any error of a store as store_unavailable with it as the cause; an InvoiceStoreError as it is', () => {
    const cause = new Error('connect ECONNREFUSED');
    const failure = storeFailure(cause, 'inv_1', 'read');
    assert.equal(failure.code, 'store_unavailable');
    assert.equal(failure.invoiceId, 'inv_1');
    assert.equal(failure.cause, cause);
    assert.match(failure.message, /could not read inv_1: connect ECONNREFUSED/);
    const conflict = new InvoiceStoreError('conflict', 'kept changing');
    assert.equal(storeFailure(conflict, 'inv_1', 'write'), conflict);
  });

  test('failureResponse: 503 store_unavailable with Retry-After for an unreachable store, else 500; each reported', async () => {
    const faults: Fault[] = [];
    const report = (fault: Fault) => void faults.push(fault);
    const unavailable = failureResponse(report, storeFailure(new Error('down'), 'inv_1', 'read'), 'read', 'inv_1', 'x');
    assert.equal(unavailable.status, 503);
    assert.equal(unavailable.headers.get('Retry-After'), String(STORE_RETRY_AFTER_SECONDS));
    assert.equal((await unavailable.json()).errors[0].code, 'store_unavailable');
    const conflict = new InvoiceStoreError('conflict', 'kept changing');
    const fault = failureResponse(report, conflict, 'handleOrder', undefined, 'The invoice could not be created.');
    assert.equal(fault.status, 500);
    assert.equal(fault.headers.get('Retry-After'), null);
    assert.deepEqual(await fault.json(), {
      errors: [{ status: '500', code: 'internal_error', detail: 'The invoice could not be created.' }],
    });
    assert.deepEqual(
      faults.map(({ level, operation, invoiceId, error }) => [level, operation, invoiceId, error === conflict]),
      [
        ['error', 'read', 'inv_1', false],
        ['error', 'handleOrder', undefined, true],
      ],
    );
  });
});
