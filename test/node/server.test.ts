// crypto-checkout/server against a stub payment API (a `fetch` handed to its client): single-flight, ETag and
// 304, cache lifetimes for open and final invoices, upstream errors never cached, bad ids, the cache's bound,
// the pause of the service's read, a store that cannot be reached (503), the errors thrown and the logger.
import assert from 'node:assert/strict';
import { describe, mock, test } from 'node:test';
import { invoiceDocument } from '../../fixtures/invoices.js';
import type { InvoiceDocument } from '../../src/client/index.js';
import {
  createInvoiceHandler,
  InvoiceStoreError,
  InvoiceUpdateError,
  memoryStore,
  type InvoiceHandlerOptions,
  type InvoiceLogger,
  type InvoiceStore,
  type LogFields,
} from '../../src/server/index.js';
import { faultReporter } from '../../src/server/logger.js';

const MEDIA = 'application/vnd.api+json';

interface Upstream {
  fetch: typeof fetch;
  calls: string[];
  /** What the stub answers for an invoice id: a status, or a Response to return. */
  answer: (id: string) => string | Response;
  /** Resolves the held answers (when `hold` is on). */
  release: () => void;
  hold: boolean;
}

const FIXED = Date.UTC(2026, 10, 24, 9, 0, 0);

function document(id: string, status: string) {
  const doc = invoiceDocument('btc', { now: FIXED });
  doc.data.id = id;
  doc.data.attributes.status = status;
  return doc as unknown as InvoiceDocument;
}

function upstream(): Upstream {
  let waiting: (() => void)[] = [];
  const stub: Upstream = {
    calls: [],
    hold: false,
    answer: () => 'pending',
    release: () => {
      const list = waiting;
      waiting = [];
      for (const resolve of list) resolve();
    },
    fetch: async (input) => {
      const url = new URL(String(input));
      stub.calls.push(url.pathname);
      if (stub.hold) await new Promise<void>((resolve) => waiting.push(resolve));
      const id = decodeURIComponent(url.pathname.split('/').pop()!);
      const answer = stub.answer(id);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(document(id, answer)), { headers: { 'Content-Type': MEDIA } });
    },
  };
  return stub;
}

function setup(options: Partial<InvoiceHandlerOptions> = {}, maxEntries?: number) {
  const api = upstream();
  let time = Date.UTC(2026, 10, 24, 9, 0, 0);
  const store = memoryStore({ now: () => time, ...(maxEntries ? { maxEntries } : {}) });
  const handler = createInvoiceHandler({
    api: { baseUrl: 'https://api.sandbox.example', apiKey: 'sk_test', fetch: api.fetch },
    now: () => time,
    store,
    ...options,
  });
  const get = (id: string, headers: Record<string, string> = {}) =>
    handler.handle(new Request(`https://shop.example/invoices/${id}`, { headers }), id);
  return { api, handler, store, get, advance: (ms: number) => (time += ms) };
}

describe('crypto-checkout/server: the invoice handler', () => {
  test('serves the document with an ETag, Cache-Control private, max-age=5 and Date', async () => {
    const { get } = setup();
    const answer = await get('inv_1');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), MEDIA);
    assert.equal(answer.headers.get('cache-control'), 'private, max-age=5');
    assert.match(answer.headers.get('etag')!, /^"[A-Za-z0-9_-]{22}"$/);
    assert.ok(Number.isFinite(Date.parse(answer.headers.get('date')!)));
    assert.deepEqual(await answer.json(), document('inv_1', 'pending'));
  });

  test('100 concurrent requests for one invoice make exactly one upstream call', async () => {
    const { api, get } = setup();
    api.hold = true;
    const answers = Array.from({ length: 100 }, () => get('inv_many'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(api.calls.length, 1);
    api.release();
    const done = await Promise.all(answers);
    assert.deepEqual(new Set(done.map((answer) => answer.status)), new Set([200]));
    const bodies = await Promise.all(done.map((answer) => answer.text()));
    assert.equal(new Set(bodies).size, 1);
    assert.equal(api.calls.length, 1);
  });

  test('one upstream call at a time per invoice, and one per invoice', async () => {
    const { api, get } = setup();
    api.hold = true;
    const answers = ['a', 'b', 'a', 'b', 'c'].map((id) => get(id));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(api.calls.sort(), [
      '/api/public/v1/invoices/a',
      '/api/public/v1/invoices/b',
      '/api/public/v1/invoices/c',
    ]);
    api.release();
    await Promise.all(answers);
  });

  test('ETag round trip: If-None-Match with the current ETag is 304 without a body', async () => {
    const { get, advance, api } = setup();
    const first = await get('inv_etag');
    const etag = first.headers.get('etag')!;
    const again = await get('inv_etag', { 'If-None-Match': etag, 'Cache-Control': 'no-cache' });
    assert.equal(again.status, 304);
    assert.equal(await again.text(), '');
    assert.equal(again.headers.get('etag'), etag);
    assert.equal(again.headers.get('cache-control'), 'private, max-age=5');
    // After the cache time the upstream is asked again; the same document keeps its ETag, so still 304.
    advance(5_000);
    const later = await get('inv_etag', { 'If-None-Match': `W/${etag}, "other"` });
    assert.equal(later.status, 304);
    assert.equal(api.calls.length, 2);
    // Another ETag, or none: the document.
    assert.equal((await get('inv_etag', { 'If-None-Match': '"other"' })).status, 200);
    assert.equal((await get('inv_etag')).status, 200);
    // The status changes: a new ETag, so the old one gets the document.
    api.answer = () => 'completed';
    advance(5_000);
    const changed = await get('inv_etag', { 'If-None-Match': etag });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.get('etag'), etag);
    assert.equal((await changed.json()).data.attributes.status, 'completed');
  });

  test('an open invoice is read from the payment API once per poll interval; a final one never again', async () => {
    const { api, get, advance } = setup({ pollInterval: 5, finalCacheSeconds: 300 });
    api.answer = (id) => (id === 'done' ? 'completed' : 'pending');
    await get('open');
    await get('done');
    assert.equal(api.calls.length, 2);
    advance(4_999);
    await get('open');
    await get('done');
    assert.equal(api.calls.length, 2, 'both from the cache within 5 s');
    advance(1);
    await get('open');
    const done = await get('done');
    assert.deepEqual(api.calls, [
      '/api/public/v1/invoices/open',
      '/api/public/v1/invoices/done',
      '/api/public/v1/invoices/open',
    ]);
    assert.equal(done.headers.get('cache-control'), 'private, max-age=300');
    advance(295_000);
    await get('done');
    assert.equal(api.calls.length, 3, 'a final status never changes: not read again');
    for (const status of ['expired', 'cancelled', 'rejected']) {
      api.answer = () => status;
      assert.equal((await get(`final-${status}`)).headers.get('cache-control'), 'private, max-age=300', status);
    }
    api.answer = () => 'on_hold';
    assert.equal((await get('held')).headers.get('cache-control'), 'private, max-age=5');
  });

  test('an upstream error is not kept: the next request calls upstream again', async () => {
    const { api, get } = setup();
    api.answer = () =>
      new Response(JSON.stringify({ errors: [{ status: '500' }] }), {
        status: 500,
        headers: { 'Content-Type': MEDIA },
      });
    const failed = await get('inv_err');
    assert.equal(failed.status, 502);
    assert.equal(failed.headers.get('cache-control'), 'no-store');
    api.answer = () => 'pending';
    const next = await get('inv_err');
    assert.equal(next.status, 200);
    assert.equal(api.calls.length, 2);
  });

  test('upstream statuses: 404 stays 404, 5xx with Retry-After is 503 with it, 429 too, no answer 502', async () => {
    const { api, get, store } = setup();
    const error =
      (status: number, headers: Record<string, string> = {}) =>
      () =>
        new Response(JSON.stringify({ errors: [{ status: String(status) }] }), {
          status,
          headers: { 'Content-Type': MEDIA, ...headers },
        });
    api.answer = error(404);
    assert.equal((await get('gone')).status, 404);
    api.answer = error(503, { 'Retry-After': '7' });
    const busy = await get('busy');
    assert.equal(busy.status, 503);
    assert.equal(busy.headers.get('retry-after'), '7');
    api.answer = error(500);
    const failed = await get('busy');
    assert.equal(failed.status, 502);
    assert.equal(failed.headers.get('retry-after'), null, 'an earlier Retry-After is not reused');
    api.answer = error(429, { 'Retry-After': '30' });
    const limited = await get('limited');
    assert.equal(limited.status, 503);
    assert.equal(limited.headers.get('retry-after'), '30');
    api.answer = error(401);
    const refused = await get('refused');
    assert.equal(refused.status, 502);
    assert.ok(!(await refused.text()).includes('sk_test'), 'never the key');
    api.answer = () => {
      throw new TypeError('fetch failed');
    };
    assert.equal((await get('down')).status, 502);
    assert.equal(store.size, 0, 'no error was kept');
  });

  test('a 404 from a service without the invoice read serves the fallback document', async () => {
    const created = document('inv_made', 'pending');
    const { api, get } = setup({ fallback: (id) => (id === 'inv_made' ? created : undefined) });
    api.answer = () => new Response('{"errors":[]}', { status: 404, headers: { 'Content-Type': MEDIA } });
    const answer = await get('inv_made');
    assert.equal(answer.status, 200);
    assert.deepEqual(await answer.json(), created);
    assert.equal((await get('inv_other')).status, 404);
  });

  test("another invoice's document, from the API or the fallback, is 502 no-store and never kept", async () => {
    const { api, get, store } = setup({ fallback: () => document('inv_OTHER', 'pending') });
    api.answer = () =>
      new Response(JSON.stringify(document('inv_OTHER', 'pending')), { headers: { 'Content-Type': MEDIA } });
    const relayed = await get('inv_A');
    assert.equal(relayed.status, 502);
    assert.equal(relayed.headers.get('cache-control'), 'no-store');
    assert.equal((await relayed.json()).errors[0].code, 'payment_api_mismatch');
    api.answer = () => new Response('{"errors":[]}', { status: 404, headers: { 'Content-Type': MEDIA } });
    assert.equal((await get('inv_A')).status, 502, 'the fallback is checked alike');
    assert.equal(store.size, 0);
    // The next read that brings the right document is served: nothing of the wrong one was kept.
    api.answer = () => 'pending';
    const right = await get('inv_A');
    assert.equal(right.status, 200);
    assert.equal((await right.json()).data.id, 'inv_A');
  });

  test('a 200 that is no invoice document is 502 no-store, so the element retries', async () => {
    const invoice = document('inv_B', 'pending');
    const bodies = [
      { data: null },
      [],
      'null',
      { data: [invoice.data] },
      { data: { ...invoice.data, type: 'channels' } },
      { data: { id: 'inv_B', type: 'invoices' } },
      { data: { id: 'inv_B', type: 'invoices', attributes: null } },
      { data: { id: 'inv_B', type: 'invoices', attributes: [] } },
    ];
    const { api, get, store } = setup();
    for (const body of bodies) {
      api.answer = () => new Response(JSON.stringify(body), { headers: { 'Content-Type': MEDIA } });
      const answer = await get('inv_B');
      assert.equal(answer.status, 502, JSON.stringify(body));
      assert.equal(answer.headers.get('cache-control'), 'no-store');
    }
    assert.equal(store.size, 0);
  });

  test("createInvoice keeps only the created invoice's own document", async () => {
    const { handler, store } = setup();
    const created = document('inv_C', 'pending');
    handler.client.createInvoice = async () => ({ data: { ...created.data, attributes: undefined } }) as never;
    await handler.createInvoice({ amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' });
    assert.equal(store.size, 0);
    handler.client.createInvoice = async () => created;
    await handler.createInvoice({ amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' });
    assert.equal(store.size, 1);
  });

  test('malformed invoice ids are 404 without an upstream call', async () => {
    const { api, handler } = setup();
    for (const id of ['', 'a'.repeat(101), '../accounts/x', 'a/b', 'a b', 'inv%2F1', 'é', 'a.b', 'a\n']) {
      const answer = await handler.handle(new Request('https://shop.example/invoices/x'), id);
      assert.equal(answer.status, 404, JSON.stringify(id));
    }
    assert.equal(api.calls.length, 0);
    assert.equal((await handler.handle(new Request('https://shop.example/x'), 'a'.repeat(100))).status, 200);
  });

  test('only GET and HEAD; HEAD has no body', async () => {
    const { handler } = setup();
    const post = await handler.handle(new Request('https://shop.example/x', { method: 'POST' }), 'inv_1');
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
    const head = await handler.handle(new Request('https://shop.example/x', { method: 'HEAD' }), 'inv_1');
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
  });

  test('the memory store is bounded: at most maxEntries; an invoice is kept for its life plus the grace period', async () => {
    const { get, store, advance } = setup({ graceSeconds: 60 }, 50);
    for (let index = 0; index < 200; index += 1) await get(`inv_${index}`);
    assert.equal(store.size, 50);
    // The fixture's invoice expires 20 minutes after it was made, at FIXED: kept until then plus 60 s.
    advance(20 * 60_000 + 59_000);
    assert.ok(await store.get('inv_199'));
    advance(2_000);
    assert.equal(await store.get('inv_199'), undefined);
  });

  test('cache: false reads upstream for every request, still one read at a time, with the same ETag and 304', async () => {
    const { api, get, store } = setup({ cache: false });
    const first = await get('inv_live');
    const etag = first.headers.get('etag')!;
    assert.equal(first.headers.get('cache-control'), 'private, max-age=5');
    const again = await get('inv_live', { 'If-None-Match': etag });
    assert.equal(again.status, 304);
    assert.equal(api.calls.length, 2, 'no answer from a cache');
    api.hold = true;
    const together = Array.from({ length: 10 }, () => get('inv_live'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(api.calls.length, 3, 'concurrent requests share the read under way');
    api.release();
    await Promise.all(together);
    assert.equal(store.size, 1, 'what is read is kept');
  });

  test('shared: public, max-age and stale-while-revalidate', async () => {
    const { get } = setup({ shared: { staleWhileRevalidate: 30 } });
    assert.equal((await get('inv_1')).headers.get('cache-control'), 'public, max-age=5, stale-while-revalidate=30');
  });

  test('createInvoice creates through the client and caches the document; forget drops it', async () => {
    const { api } = setup();
    const created = document('inv_new', 'pending');
    const apiFetch = api.fetch;
    const calls: RequestInit[] = [];
    const creating = createInvoiceHandler({
      api: {
        baseUrl: 'https://api.sandbox.example',
        apiKey: 'sk_test',
        fetch: async (input, init) => {
          calls.push(init ?? {});
          if (init?.method === 'POST') return new Response(JSON.stringify(created), { status: 201 });
          return apiFetch(input, init);
        },
      },
    });
    const invoice = await creating.createInvoice({ amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' });
    assert.deepEqual(invoice, created);
    assert.equal(new Headers(calls[0]!.headers).get('authorization'), 'Bearer sk_test');
    const answer = await creating.handle(new Request('https://shop.example/x'), 'inv_new');
    assert.equal(answer.status, 200);
    assert.equal(calls.length, 1, 'served from the cache');
    creating.forget('inv_new');
    await creating.handle(new Request('https://shop.example/x'), 'inv_new');
    assert.equal(calls.length, 2);
  });
});

/** A payment service with only `POST /invoices`, as the real one: no invoice read (404). */
function serviceWithoutRead(created: InvoiceDocument) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    if (init?.method === 'POST') return new Response(JSON.stringify(created), { status: 201 });
    return new Response('{"errors":[{"status":"404"}]}', { status: 404, headers: { 'Content-Type': MEDIA } });
  };
  return { fetch, calls };
}

/** Reads Server-Sent Events from a stream's body: each `data` as JSON, until `count` or the end. */
async function events(response: Response, count: number): Promise<{ documents: InvoiceDocument[]; ended: boolean }> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const documents: InvoiceDocument[] = [];
  let buffer = '';
  while (documents.length < count) {
    const { value, done } = await reader.read();
    if (done) return { documents, ended: true };
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) documents.push(JSON.parse(data.slice(6)) as InvoiceDocument);
    }
  }
  reader.releaseLock();
  return { documents, ended: false };
}

describe('crypto-checkout/server: the store, update() and the stream', () => {
  const api = (fetch: typeof globalThis.fetch) => ({ baseUrl: 'https://api.example', apiKey: 'sk_live', fetch });
  const request = (id: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
    new Request(`https://shop.example/invoices/${id}`, { headers, ...(signal ? { signal } : {}) });
  const attributes = { amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'BTC' } as const;

  test("against a service without an invoice read: created on A, served by A and B for the invoice's life, never 404", async () => {
    const created = document('inv_live', 'pending');
    created.data.attributes.expiresAt = new Date(Date.now() + 20 * 60_000).toISOString();
    const service = serviceWithoutRead(created);
    const store = memoryStore();
    let time = Date.now();
    const a = createInvoiceHandler({ api: api(service.fetch), store, now: () => time });
    const b = createInvoiceHandler({ api: api(service.fetch), store, now: () => time });
    await a.createInvoice(attributes);
    const reads = () => service.calls.filter((call) => call.startsWith('GET')).length;
    for (const seconds of [0, 6, 60, 300]) {
      time += seconds * 1000;
      for (const handler of [a, b]) assert.equal((await handler.handle(request('inv_live'), 'inv_live')).status, 200);
    }
    // One read each found there is none; after that neither asks the service again for 10 minutes.
    assert.ok(reads() <= 2, `${reads()} reads`);
    time += 600_000;
    for (let round = 0; round < 3; round++) {
      for (const handler of [a, b]) assert.equal((await handler.handle(request('inv_live'), 'inv_live')).status, 200);
      time += 6_000;
    }
    assert.ok(reads() <= 4, `then one more each: ${reads()} reads`);
    await b.update('inv_live', { status: 'completed' });
    const answer = await a.handle(request('inv_live'), 'inv_live');
    assert.equal((await answer.json()).data.attributes.status, 'completed');
    assert.equal(answer.headers.get('invoice-stream'), null, 'a final invoice offers no stream');
  });

  test('update() moves the status forward only; a repeated or late change is a no-op returning the stored document', async () => {
    const { handler, get } = setup();
    await get('inv_u');
    assert.equal((await handler.update('inv_u', { status: 'processing' })).data.attributes.status, 'processing');
    assert.equal((await handler.update('inv_u', { status: 'pending' })).data.attributes.status, 'processing');
    assert.equal((await handler.update('inv_u', { status: 'on_hold' })).data.attributes.status, 'on_hold');
    const done = await handler.update('inv_u', { status: 'completed' });
    assert.equal(done.data.attributes.status, 'completed');
    for (const status of ['completed', 'expired', 'pending', 'processing'] as const) {
      assert.deepEqual(await handler.update('inv_u', { status }), done, status);
    }
    // A whole document (a callback's) is taken the same way.
    const late = document('inv_u', 'expired');
    assert.equal((await handler.update('inv_u', late)).data.attributes.status, 'completed');
  });

  test('update() refuses what would change the payment, another invoice, an unknown id or status, with a typed error', async () => {
    const { handler, get } = setup();
    await get('inv_r');
    const refused = async (change: Parameters<typeof handler.update>[1], code: string, id = 'inv_r') => {
      await assert.rejects(handler.update(id, change), (error: unknown) => {
        assert.ok(error instanceof InvoiceUpdateError);
        assert.equal(error.code, code);
        assert.equal(error.invoiceId, id);
        assert.ok(error.message);
        return true;
      });
    };
    const amount = document('inv_r', 'completed');
    amount.data.attributes.amountCharged = '0.00081235';
    await refused(amount, 'payment_changed');
    const address = document('inv_r', 'completed');
    (address.included![0]!.attributes as { value: string }).value = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
    await refused(address, 'payment_changed');
    const network = document('inv_r', 'completed');
    network.data.attributes.networkName = 'Litecoin';
    await refused(network, 'payment_changed');
    await refused(document('inv_other', 'completed'), 'mismatch');
    await refused({ data: null } as never, 'mismatch');
    await refused({ status: 'paid' } as never, 'invalid_status');
    await refused({ status: 'completed' }, 'not_found', 'inv_unknown');
    // Nothing was written by any of them.
    assert.equal((await (await get('inv_r')).json()).data.attributes.status, 'pending');
  });

  test('concurrent update() calls on two instances never lose the final status', async () => {
    for (let round = 0; round < 20; round += 1) {
      const store = memoryStore();
      const service = serviceWithoutRead(document(`inv_c${round}`, 'pending'));
      const [a, b] = [0, 1].map(() => createInvoiceHandler({ api: api(service.fetch), store }));
      await a!.createInvoice(attributes);
      const id = `inv_c${round}`;
      const changes = ['processing', 'completed', 'on_hold', 'processing', 'pending'] as const;
      await Promise.all(changes.flatMap((status) => [a!.update(id, { status }), b!.update(id, { status })]));
      assert.equal(JSON.parse((await store.get(id))!.body).data.attributes.status, 'completed', `round ${round}`);
    }
  });

  test('the stream: the document on connect, each change at once, a heartbeat, the end after a final status', async () => {
    const store = memoryStore();
    const service = serviceWithoutRead(document('inv_s', 'pending'));
    const a = createInvoiceHandler({ api: api(service.fetch), store, heartbeatSeconds: 0.05 });
    const b = createInvoiceHandler({ api: api(service.fetch), store });
    await a.createInvoice(attributes);
    const polled = await a.handle(request('inv_s'), 'inv_s');
    assert.equal(polled.headers.get('invoice-stream'), 'sse');
    const streamed = await a.handle(request('inv_s', { Accept: 'text/event-stream' }), 'inv_s');
    assert.equal(streamed.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    assert.equal(streamed.headers.get('x-accel-buffering'), 'no');
    assert.equal(streamed.headers.get('cache-control'), 'no-store');
    const [first, rest] = streamed.body!.tee();
    const opening = await events(new Response(first), 1);
    assert.equal(opening.documents[0]!.data.attributes.status, 'pending');
    // A heartbeat comes while nothing changes.
    const raw = rest.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: ping\ndata:\n\n')) text += (await raw.read()).value;
    const started = performance.now();
    await b.update('inv_s', { status: 'processing' });
    await b.update('inv_s', { status: 'completed' });
    while (!/"completed"/.test(text)) {
      const { value, done } = await raw.read();
      if (done) break;
      text += value;
    }
    assert.ok(performance.now() - started < 1000, 'pushed within a second');
    assert.match(text, /"processing"/);
    // After the final status the stream ends.
    assert.equal((await raw.read()).done, true);
  });

  test('a stream ends when the payer leaves, and a handler without streams answers polls only', async () => {
    const { handler, get, store } = setup();
    await get('inv_x');
    const leave = new AbortController();
    const streamed = await handler.handle(request('inv_x', { Accept: 'text/event-stream' }, leave.signal), 'inv_x');
    const reader = streamed.body!.getReader();
    await reader.read();
    leave.abort();
    assert.equal((await reader.read()).done, true);
    // Nothing of it is left subscribed: an update reaches no one and throws nothing.
    await handler.update('inv_x', { status: 'completed' });
    assert.equal(store.size, 1);
    const polling = createInvoiceHandler({ api: api(upstream().fetch), stream: false });
    const answer = await polling.handle(request('inv_p', { Accept: 'text/event-stream' }), 'inv_p');
    assert.equal(answer.headers.get('content-type'), MEDIA);
    assert.equal(answer.headers.get('invoice-stream'), null);
  });
});

/** A logger that keeps each call as it was made. */
function keptLogger() {
  const calls: { level: string; args: unknown[] }[] = [];
  const keep =
    (level: string) =>
    (...args: unknown[]) =>
      void calls.push({ level, args });
  const logger: InvoiceLogger = { error: keep('error'), warn: keep('warn'), info: keep('info') };
  return { logger, calls };
}

/** A memory store that fails every read and write while `down`, as a Redis that cannot be reached. */
function unreachableStore() {
  const inner = memoryStore();
  const state = { down: false };
  const refused = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' }));
  const store: InvoiceStore = {
    get: (id) => (state.down ? refused() : inner.get(id)),
    compareAndSet: (...args) => (state.down ? refused() : inner.compareAndSet(...args)),
    subscribe: (id, listener) => inner.subscribe(id, listener),
  };
  return { store, state };
}

describe('crypto-checkout/server: the service read, an unreachable store, errors and the logger', () => {
  const errorAnswer = (status: number) => () =>
    new Response('{"errors":[]}', { status, headers: { 'Content-Type': MEDIA } });

  test('a 404, 401, 403 or 405 to the read means no read for 10 minutes, then one try; a 5xx does not', async () => {
    for (const status of [404, 401, 403, 405]) {
      const { logger, calls: logged } = keptLogger();
      const { api, get, advance } = setup({ logger });
      await get('inv_q');
      api.answer = errorAnswer(status);
      advance(5_000);
      assert.equal((await get('inv_q')).status, 200, `${status}: the stored document`);
      assert.equal(api.calls.length, 2);
      for (let minute = 0; minute < 9; minute++) {
        advance(60_000);
        assert.equal((await get('inv_q')).status, 200);
      }
      assert.equal(api.calls.length, 2, `${status}: no read for 10 minutes`);
      advance(60_000);
      await get('inv_q');
      assert.equal(api.calls.length, 3, `${status}: then one try`);
      advance(5_000);
      await get('inv_q');
      assert.equal(api.calls.length, 3, `${status}: the same answer pauses again`);
      advance(10 * 60_000);
      api.answer = () => 'processing';
      assert.equal((await (await get('inv_q')).json()).data.attributes.status, 'processing');
      advance(5_000);
      await get('inv_q');
      assert.equal(api.calls.length, 5, `${status}: a read that answers brings reads back, every pollInterval`);
      assert.ok(logged.length >= 1, 'the pause is reported');
      const fields = logged[0]!.args[0] as LogFields;
      assert.deepEqual(
        [fields.operation, fields.invoiceId, (fields.err as { status: number }).status],
        ['read', 'inv_q', status],
      );
    }
    const { api, get, advance } = setup({ logger: keptLogger().logger });
    await get('inv_5');
    api.answer = errorAnswer(500);
    advance(5_000);
    await get('inv_5');
    advance(5_000);
    await get('inv_5');
    assert.equal(api.calls.length, 3, 'a 5xx is no answer about the read: asked again');
  });

  test('after the pause one read tries, and the others wait for its answer', async () => {
    const { api, get, advance } = setup({ logger: keptLogger().logger });
    await Promise.all([get('inv_1'), get('inv_2'), get('inv_3')]);
    api.answer = errorAnswer(404);
    advance(5_000);
    await get('inv_1');
    const before = api.calls.length;
    advance(10 * 60_000);
    api.hold = true;
    const answers = [get('inv_1'), get('inv_2'), get('inv_3')];
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(api.calls.length, before + 1);
    api.release();
    assert.deepEqual(
      (await Promise.all(answers)).map((answer) => answer.status),
      [200, 200, 200],
    );
  });

  test('a store that cannot be reached: 503 store_unavailable with Retry-After, and nothing created upstream', async () => {
    const { store, state } = unreachableStore();
    const { logger, calls: logged } = keptLogger();
    const posts: string[] = [];
    const created = document('inv_d', 'pending');
    const handler = createInvoiceHandler({
      api: {
        baseUrl: 'https://api.example',
        apiKey: 'sk_live',
        fetch: async (input, init) => {
          if (init?.method === 'POST') posts.push(String(input));
          return init?.method === 'POST'
            ? new Response(JSON.stringify(created), { status: 201, headers: { 'Content-Type': MEDIA } })
            : errorAnswer(404)();
        },
      },
      store,
      logger,
    });
    await handler.createInvoice({ amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' });
    state.down = true;
    const settings = {
      order: { amountBilled: '1', billedCurrency: 'EUR', reference: '1001' },
      methods: [{ currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' }],
    };
    const post = () =>
      new Request('https://shop.example/orders/1001', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ chargedCurrency: 'BTC', network: 'bitcoin' }),
      });
    const answers = [
      await handler.handle(new Request('https://shop.example/invoices/inv_d'), 'inv_d'),
      await handler.handle(
        new Request('https://shop.example/invoices/inv_d', { headers: { Accept: 'text/event-stream' } }),
        'inv_d',
      ),
      await handler.handleOrder(new Request('https://shop.example/orders/1001'), settings),
      await handler.handleOrder(post(), settings),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 503);
      assert.equal(answer.headers.get('retry-after'), '5');
      assert.equal(answer.headers.get('cache-control'), 'no-store');
      assert.equal((await answer.json()).errors[0].code, 'store_unavailable');
    }
    await assert.rejects(
      handler.createInvoice({ amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' }),
      (error: unknown) => {
        assert.ok(error instanceof InvoiceStoreError);
        assert.equal(error.code, 'store_unavailable');
        assert.match(String((error.cause as Error).message), /ECONNREFUSED/);
        return true;
      },
    );
    assert.equal(posts.length, 1, 'only the invoice created before the store went down');
    await assert.rejects(handler.update('inv_d', { status: 'completed' }), (error: unknown) => {
      assert.ok(error instanceof InvoiceStoreError);
      assert.equal(error.code, 'store_unavailable');
      assert.equal(error.invoiceId, 'inv_d');
      assert.match(error.message, /inv_d.*ECONNREFUSED/);
      assert.match(String((error.cause as Error).message), /ECONNREFUSED/);
      return true;
    });
    // Each report: an object, then a message; one per kind (rate-limited), each naming its operation.
    assert.ok(logged.length >= 1);
    for (const { args } of logged) {
      assert.equal(args.length, 2);
      assert.equal(typeof (args[0] as LogFields).operation, 'string');
      assert.equal(typeof args[1], 'string');
    }
    const reads = logged.filter(({ args }) => (args[0] as LogFields).operation === 'read');
    assert.equal(reads.length, 1, 'two failed reads, one report');
    assert.equal((reads[0]!.args[0] as LogFields).invoiceId, 'inv_d');
    assert.equal((reads[0]!.args[0] as LogFields).code, 'store_unavailable');
    state.down = false;
    assert.equal((await handler.handle(new Request('https://shop.example/invoices/inv_d'), 'inv_d')).status, 200);
  });

  test('update() that loses every compare-and-set gives up with InvoiceStoreError conflict', async () => {
    const inner = memoryStore();
    const store: InvoiceStore = {
      get: (id) => inner.get(id),
      compareAndSet: async (id, expected, body, ttl) =>
        expected === undefined ? inner.compareAndSet(id, expected, body, ttl) : undefined,
      subscribe: (id, listener) => inner.subscribe(id, listener),
    };
    const handler = createInvoiceHandler({ api: { baseUrl: 'https://api.example', apiKey: 'sk' }, store });
    await handler.update('inv_k', document('inv_k', 'pending'));
    await assert.rejects(handler.update('inv_k', { status: 'completed' }), (error: unknown) => {
      assert.ok(error instanceof InvoiceStoreError);
      assert.equal(error.code, 'conflict');
      assert.equal(error.invoiceId, 'inv_k');
      assert.match(error.message, /inv_k/);
      return true;
    });
  });

  test('with a logger nothing is printed; without one, one line per fault with the time, operation and id', async (t) => {
    const printed = [
      mock.method(console, 'error', () => {}),
      mock.method(console, 'warn', () => {}),
      mock.method(console, 'log', () => {}),
      mock.method(console, 'info', () => {}),
    ];
    t.after(() => printed.forEach((spy) => spy.mock.restore()));
    const count = () => printed.reduce((sum, spy) => sum + spy.mock.callCount(), 0);
    const run = async (logger?: InvoiceLogger) => {
      const { store, state } = unreachableStore();
      const handler = createInvoiceHandler({
        api: { baseUrl: 'https://api.example', apiKey: 'sk', fetch: async () => errorAnswer(404)() },
        store,
        ...(logger ? { logger } : {}),
      });
      await handler.update('inv_l', document('inv_l', 'pending'));
      await handler.handle(new Request('https://shop.example/invoices/inv_l'), 'inv_l'); // the read: 404, a note
      state.down = true;
      for (let request = 0; request < 5; request++) {
        assert.equal((await handler.handle(new Request('https://shop.example/invoices/inv_l'), 'inv_l')).status, 503);
      }
    };
    const { logger, calls } = keptLogger();
    await run(logger);
    assert.equal(count(), 0, 'the package printed nothing itself');
    assert.deepEqual(
      calls.map(({ level, args }) => [level, (args[0] as LogFields).operation]),
      [
        ['info', 'read'],
        ['error', 'read'],
      ],
    );
    await run();
    const lines = printed[0]!.mock.calls.map((call) => String(call.arguments[0]));
    assert.equal(lines.length, 1, 'five failed reads, one line');
    assert.match(lines[0]!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z \[crypto-checkout\/server\] read inv_l: /);
    assert.match(lines[0]!, /store_unavailable.*ECONNREFUSED/);
    assert.equal(printed[0]!.mock.calls[0]!.arguments.length, 1);
    assert.equal(count(), 1, 'the note about the read (info) is not printed');
  });

  test('the rate limit: one report per kind every 10 s, the next one counting those left out', () => {
    let time = 0;
    const { logger, calls } = keptLogger();
    const report = faultReporter(logger, { now: () => time });
    const fault = (operation: string) => ({
      level: 'error' as const,
      operation,
      message: 'failed',
      error: new InvoiceStoreError('store_unavailable', 'down'),
    });
    for (let index = 0; index < 5; index++) report(fault('read'));
    report(fault('update'));
    time += 9_999;
    report(fault('read'));
    time += 1;
    report(fault('read'));
    assert.deepEqual(
      calls.map(({ args }) => args[0] as LogFields).map(({ operation, suppressed }) => [operation, suppressed]),
      [
        ['read', undefined],
        ['update', undefined],
        ['read', 5],
      ],
    );
  });
});
