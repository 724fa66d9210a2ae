// The answer to a poll of an invoice (src/server/poll-answer.ts): the document or 304, with ETag, Cache-Control
// (private or public, max-age by whether the invoice is final), Date, and Invoice-Stream while it is open.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { invoiceDocument } from '../../fixtures/invoices.js';
import { cacheControl, pollAnswers, type PollAnswerSettings } from '../../src/server/poll-answer.js';
import type { StoredInvoice } from '../../src/server/store.js';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const SETTINGS: PollAnswerSettings = {
  now: () => NOW,
  openSeconds: 5,
  finalSeconds: 300,
  shared: false,
  streaming: true,
};

function stored(status: string, version = 1): StoredInvoice {
  const document = invoiceDocument('btc', { now: NOW, status: status as 'pending' });
  return { body: JSON.stringify(document), version };
}

const ask = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('https://shop.example/invoices/inv_1', { method, headers });

describe('cacheControl', () => {
  test('private, max-age of the poll interval while open and of finalCacheSeconds once final; shared: public with stale-while-revalidate', () => {
    assert.equal(cacheControl(false, SETTINGS), 'private, max-age=5');
    assert.equal(cacheControl(true, SETTINGS), 'private, max-age=300');
    const shared = { ...SETTINGS, shared: { staleWhileRevalidate: 30.7 } };
    assert.equal(cacheControl(false, shared), 'public, max-age=5, stale-while-revalidate=30');
    assert.equal(
      cacheControl(true, { ...SETTINGS, shared: { staleWhileRevalidate: -4 } }),
      'public, max-age=300, stale-while-revalidate=0',
    );
  });
});

describe('pollAnswers', () => {
  test('200 with the document as application/vnd.api+json, ETag, Cache-Control, Date and Invoice-Stream while open', async () => {
    const answer = await pollAnswers(SETTINGS)(ask(), 'inv_1', stored('pending'));
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('Content-Type'), 'application/vnd.api+json');
    assert.equal(answer.headers.get('X-Content-Type-Options'), 'nosniff');
    assert.match(answer.headers.get('ETag')!, /^"[A-Za-z0-9_-]{22}"$/);
    assert.equal(answer.headers.get('Cache-Control'), 'private, max-age=5');
    assert.equal(answer.headers.get('Date'), new Date(NOW).toUTCString());
    assert.equal(answer.headers.get('Invoice-Stream'), 'sse');
    assert.equal(await answer.text(), stored('pending').body);
  });

  test('304 without a body when If-None-Match names the ETag, with the same headers; HEAD has no body', async () => {
    const answer = pollAnswers(SETTINGS);
    const etag = (await answer(ask(), 'inv_1', stored('pending'))).headers.get('ETag')!;
    const same = await answer(ask({ 'If-None-Match': etag }), 'inv_1', stored('pending'));
    assert.equal(same.status, 304);
    assert.equal(await same.text(), '');
    assert.deepEqual(
      ['ETag', 'Cache-Control', 'Invoice-Stream'].map((name) => same.headers.get(name)),
      [etag, 'private, max-age=5', 'sse'],
    );
    const changed = await answer(ask({ 'If-None-Match': etag }), 'inv_1', stored('processing', 2));
    assert.equal(changed.status, 200);
    const head = await answer(ask({}, 'HEAD'), 'inv_1', stored('pending'));
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
  });

  test('no Invoice-Stream once final, nor without streams', async () => {
    const final = await pollAnswers(SETTINGS)(ask(), 'inv_1', stored('completed'));
    assert.equal(final.headers.get('Invoice-Stream'), null);
    assert.equal(final.headers.get('Cache-Control'), 'private, max-age=300');
    const polling = await pollAnswers({ ...SETTINGS, streaming: false })(ask(), 'inv_1', stored('pending'));
    assert.equal(polling.headers.get('Invoice-Stream'), null);
  });
});
