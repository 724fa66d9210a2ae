// A stream of crypto-checkout/server ends whenever its request does, before, during or after its setup, and
// leaves nothing behind: no timer, no store subscription, no write after its end (an unhandled rejection, which
// ends a Node process), no memory. Against a store whose reads take a while, as Redis's do.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { invoiceDocument } from '../../fixtures/invoices.js';
import type { InvoiceDocument } from '../../src/client/index.js';
import { createInvoiceHandler, memoryStore, type InvoiceStore } from '../../src/server/index.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const rejections: unknown[] = [];
const noteRejection = (reason: unknown) => rejections.push(reason);
before(() => process.on('unhandledRejection', noteRejection));
after(() => process.off('unhandledRejection', noteRejection));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lets the store reads still under way end, then collects what is garbage (twice: finalizers free more). */
async function settle() {
  await sleep(100);
  collectGarbage();
  await sleep(10);
  collectGarbage();
}

/**
 * A memory store whose reads take `delay()` ms, counting the subscriptions still open; while `deaf()`, its
 * subscribers hear nothing (Redis pub/sub delivers at most once).
 */
function slowStore(delay: () => number, deaf = () => false) {
  const inner = memoryStore();
  let open = 0;
  const store: InvoiceStore = {
    get: async (id) => {
      await sleep(delay());
      return inner.get(id);
    },
    compareAndSet: (...args) => inner.compareAndSet(...args),
    subscribe(id, listener) {
      open++;
      const unsubscribe = inner.subscribe(id, (invoice) => deaf() || listener(invoice));
      let done = false;
      return () => {
        if (!done) open--;
        done = true;
        unsubscribe();
      };
    },
  };
  return { store, subscriptions: () => open, inner };
}

/** A handler on `store` for a payment API without an invoice read, holding the open invoice `inv_t`. */
async function handlerWith(store: InvoiceStore) {
  const handler = createInvoiceHandler({
    api: { baseUrl: 'https://api.example', apiKey: 'sk_live', fetch: async () => new Response(null, { status: 404 }) },
    store,
    heartbeatSeconds: 0.02,
  });
  const document = invoiceDocument('btc') as unknown as InvoiceDocument;
  document.data.id = 'inv_t';
  await handler.update('inv_t', document);
  return handler;
}

/** The intervals set and not cleared since this file loaded: the handler's heartbeat and read timers. */
const intervals = new Set<unknown>();
const { setInterval: realSetInterval, clearInterval: realClearInterval } = globalThis;
globalThis.setInterval = ((...args: Parameters<typeof realSetInterval>) => {
  const interval = realSetInterval(...args);
  intervals.add(interval);
  return interval;
}) as typeof setInterval;
globalThis.clearInterval = ((interval: Parameters<typeof realClearInterval>[0]) => {
  intervals.delete(interval);
  realClearInterval(interval);
}) as typeof clearInterval;

/** Opens a stream of `inv_t` and aborts its request after `abortAfter` ms (below 0: before asking); reads it to its end. */
async function streamAborted(handler: Awaited<ReturnType<typeof handlerWith>>, abortAfter: number) {
  const leave = new AbortController();
  if (abortAfter < 0) leave.abort();
  else setTimeout(() => leave.abort(), abortAfter);
  const request = new Request('https://shop.example/invoices/inv_t', {
    headers: { Accept: 'text/event-stream' },
    signal: leave.signal,
  });
  const response = await handler.handle(request, 'inv_t');
  const reader = response.body!.getReader();
  while (!(await reader.read()).done);
}

/** Resolves when every stream ended; fails after `ms` with how many never did. */
async function allEnded(streams: Promise<void>[], ms: number) {
  let ended = 0;
  const counted = streams.map((each) => each.then(() => void ended++));
  const deadline = sleep(ms).then(() => 'late' as const);
  const result = await Promise.race([Promise.all(counted), deadline]);
  assert.notEqual(result, 'late', `${streams.length - ended} of ${streams.length} streams never ended`);
}

test('a request aborted before the handler answers gets a stream that is already over', async () => {
  const { store, subscriptions } = slowStore(() => 5);
  const handler = await handlerWith(store);
  await allEnded([streamAborted(handler, -1)], 2000);
  assert.equal(subscriptions(), 0);
  assert.equal(intervals.size, 0);
});

test("an abort while the handler reads the store (the setup's first await) ends the stream, which the old 'abort' listener never heard", async () => {
  const { store, subscriptions } = slowStore(() => 30);
  const handler = await handlerWith(store);
  await allEnded([streamAborted(handler, 5)], 2000);
  assert.equal(subscriptions(), 0);
});

test('no write after the end: a store read that resolves after the abort sends nothing and rejects nothing', async () => {
  let slow = false;
  const {
    store,
    subscriptions,
    inner: stored,
  } = slowStore(
    () => (slow ? 50 : 0),
    () => slow,
  );
  const handler = await handlerWith(store);
  await handler.handle(new Request('https://shop.example/invoices/inv_t'), 'inv_t'); // the service's read, done
  slow = true;
  const leave = new AbortController();
  const request = new Request('https://shop.example/invoices/inv_t', {
    headers: { Accept: 'text/event-stream' },
    signal: leave.signal,
  });
  const response = await handler.handle(request, 'inv_t');
  const reader = response.body!.getReader();
  // A newer version the stream did not hear of, written at once: its own store read, which comes back late, finds it.
  const first = new TextDecoder().decode((await reader.read()).value);
  const processing = JSON.parse(first.slice('data: '.length));
  processing.data.attributes.status = 'processing';
  const { version } = (await stored.get('inv_t'))!; // the memory store under it: no delay
  assert.ok(await store.compareAndSet('inv_t', version, JSON.stringify(processing), 60));
  leave.abort(); // before the stream's own store read (50 ms) comes back
  while (!(await reader.read()).done);
  await sleep(100);
  assert.deepEqual(rejections, []);
  assert.equal(subscriptions(), 0);
});

test('1,000 streams aborted at random points of their setup leave no timer, no subscription, no rejection and no memory behind', async () => {
  const { store, subscriptions } = slowStore(() => Math.random() * 20);
  const handler = await handlerWith(store);
  const run = async (count: number) => {
    // Before asking, during the store's reads (0 to 20 ms each), or after the stream has begun.
    const streams = Array.from({ length: count }, () => streamAborted(handler, Math.random() * 60 - 5));
    await allEnded(streams, 20_000);
  };
  await run(100); // warms up what is kept once (compiled code, caches of the runtime)
  await settle();
  const heapBefore = process.memoryUsage().heapUsed;

  await run(1000);
  await settle();
  const grown = process.memoryUsage().heapUsed - heapBefore;

  assert.equal(subscriptions(), 0, 'subscriptions left');
  assert.equal(intervals.size, 0, 'intervals left (the heartbeat and the read timer)');
  assert.deepEqual(rejections, []);
  // What one stream holds (its request, body, closures, subscription) is kilobytes: 1,000 kept would be megabytes.
  assert.ok(grown < 2 * 1024 * 1024, `the heap grew by ${Math.round(grown / 1024)} KB`);
});

test('close() ends 50 open streams within a second, stops the timers, closes the store, and ends later streams at once', async () => {
  const { store, subscriptions } = slowStore(() => 0);
  let storeClosed = 0;
  const handler = await handlerWith({ ...store, close: async () => void storeClosed++ });
  const open = () =>
    handler.handle(
      new Request('https://shop.example/invoices/inv_t', { headers: { Accept: 'text/event-stream' } }),
      'inv_t',
    );
  const readers = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const reader = (await open()).body!.getReader();
      await reader.read(); // the document
      return reader;
    }),
  );
  assert.equal(intervals.size, 2, 'the heartbeat and the read timer');
  const started = performance.now();
  await handler.close();
  await allEnded(
    readers.map(async (reader) => {
      while (!(await reader.read()).done);
    }),
    1000,
  );
  assert.ok(performance.now() - started < 1000);
  assert.equal(intervals.size, 0);
  assert.equal(subscriptions(), 0);
  assert.equal(storeClosed, 1);
  // A stream asked for after close(): the document, then the end, with no timer left.
  const late = new TextDecoder().decode(await new Response((await open()).body).arrayBuffer());
  assert.match(late, /^data: \{/);
  assert.equal(intervals.size, 0);
  await handler.close();
  assert.equal(storeClosed, 1, 'once');
});
