// The invoice handler's streams (src/server/stream.ts), driven directly against a store whose deliveries the test
// makes: which requests ask for a stream, what a stream sends and in what order, its shared timers, and its end
// (the payer leaving, the reader cancelling, a final status, close()), after which nothing is written and
// nothing throws, whoever still calls it.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { invoiceDocument } from '../../fixtures/invoices.js';
import { isFinal } from '../../src/server/invoice-rules.js';
import type { Fault } from '../../src/server/logger.js';
import type { InvoiceStore, StoredInvoice } from '../../src/server/store.js';
import { asksForStream, invoiceStreams } from '../../src/server/stream.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The invoice `inv_s` at `version` with `status`, as a store keeps it. */
function stored(version: number, status = 'pending'): StoredInvoice {
  const document = invoiceDocument('btc', { status: status as 'pending' });
  document.data.id = 'inv_s';
  return { body: JSON.stringify(document), version };
}

/** A store whose reads answer `current` and whose deliveries the test makes with `tell`. */
function handStore(current: StoredInvoice | undefined = undefined) {
  const listeners = new Set<(invoice: StoredInvoice) => void>();
  const state = { current, failing: false };
  const store: InvoiceStore = {
    get: async () => {
      if (state.failing) throw new Error('store down');
      return state.current;
    },
    compareAndSet: async () => undefined,
    subscribe(_id, listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { store, state, listeners, tell: (invoice: StoredInvoice) => [...listeners].forEach((each) => each(invoice)) };
}

/** The intervals set and not yet cleared while a test runs. */
const intervals = new Set<unknown>();
const real = { setInterval: globalThis.setInterval, clearInterval: globalThis.clearInterval };
beforeEach(() => {
  intervals.clear();
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const interval = real.setInterval(...args);
    intervals.add(interval);
    return interval;
  }) as typeof setInterval;
  globalThis.clearInterval = ((interval: Parameters<typeof clearInterval>[0]) => {
    intervals.delete(interval);
    real.clearInterval(interval);
  }) as typeof clearInterval;
});
/** Each test's streams, closed after it so that no timer outlives it. */
const opened: { close(): void }[] = [];
afterEach(() => {
  opened.splice(0).forEach((streams) => streams.close());
  Object.assign(globalThis, real);
});

function setup(options: { heartbeatMs?: number; pollMs?: number } = {}) {
  const hand = handStore(stored(1));
  const faults: Fault[] = [];
  const polls: string[][] = [];
  const streams = invoiceStreams({
    store: hand.store,
    heartbeatMs: options.heartbeatMs ?? 60_000,
    pollMs: options.pollMs ?? 60_000,
    poll: (ids) => polls.push([...ids]),
    isFinal,
    report: (fault) => faults.push(fault),
  });
  opened.push(streams);
  const open = (signal?: AbortSignal) =>
    streams.open(
      new Request('https://shop.example/invoices/inv_s', {
        headers: { Accept: 'text/event-stream' },
        ...(signal ? { signal } : {}),
      }),
      'inv_s',
      stored(1),
    );
  return { ...hand, faults, polls, streams, open };
}

/** Reads what the stream sent until `until` matches it, or the stream ends; the text and whether it ended. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: RegExp, text = '') {
  const decoder = new TextDecoder();
  while (!until.test(text)) {
    const { value, done } = await reader.read();
    if (done) return { text, ended: true };
    text += decoder.decode(value);
  }
  return { text, ended: false };
}

/** Reads what the stream sends until it ends. */
const readToEnd = async (reader: ReadableStreamDefaultReader<Uint8Array>, text = '') =>
  (await readUntil(reader, /(?!)/, text)).text;

/** The statuses of the documents in `text`, in order. */
const statuses = (text: string) =>
  [...text.matchAll(/^data: (.+)$/gm)].map((line) => JSON.parse(line[1]!).data.attributes.status as string);

describe('asksForStream', () => {
  test('a GET whose Accept names text/event-stream, as EventSource sends it; nothing else', () => {
    const ask = (accept: string | undefined, method = 'GET') =>
      asksForStream(
        new Request('https://shop.example/x', { method, headers: accept === undefined ? {} : { Accept: accept } }),
      );
    assert.equal(ask('text/event-stream'), true);
    assert.equal(ask('application/json, text/event-stream;q=0.9'), true);
    assert.equal(ask('text/event-stream', 'HEAD'), false);
    assert.equal(ask('application/vnd.api+json, application/json'), false);
    assert.equal(ask('text/event-streams'), false);
    assert.equal(ask(undefined), false);
  });
});

describe('invoiceStreams', () => {
  test('the document at once, each newer version, never an older one, and the end after a final status', async () => {
    const { open, tell, state, listeners } = setup();
    const response = open();
    assert.equal(response.headers.get('Content-Type'), 'text/event-stream; charset=utf-8');
    assert.equal(response.headers.get('Cache-Control'), 'no-store');
    assert.equal(response.headers.get('X-Accel-Buffering'), 'no');
    const reader = response.body!.getReader();
    let { text } = await readUntil(reader, /"pending"/);
    tell(stored(3, 'processing'));
    tell(stored(2, 'on_hold')); // older than what was sent: never follows it
    tell(stored(3, 'processing')); // the same version again (the store's read after subscribing)
    state.current = stored(4, 'completed');
    tell(state.current);
    text = await readToEnd(reader, text);
    assert.deepEqual(statuses(text), ['pending', 'processing', 'completed'], 'and then the end');
    assert.equal(listeners.size, 0, 'unsubscribed');
    assert.equal(intervals.size, 0, 'no timer left');
  });

  test('a write between the first read and the subscription is not missed: the store is read once more', async () => {
    const { open, state } = setup();
    state.current = stored(2, 'processing');
    const { text } = await readUntil(open().body!.getReader(), /"processing"/);
    assert.deepEqual(statuses(text), ['pending', 'processing']);
  });

  test('a ping at each heartbeat, and the poll with the streamed ids, on two timers shared by every stream', async () => {
    const { open, polls } = setup({ heartbeatMs: 10, pollMs: 15 });
    const leave = new AbortController();
    const readers = [open(leave.signal), open(leave.signal)].map((response) => response.body!.getReader());
    assert.equal(intervals.size, 2, 'two timers for two streams');
    await readUntil(readers[0]!, /event: ping\ndata:\n\n/);
    await sleep(40);
    assert.ok(polls.length >= 1);
    assert.deepEqual(polls[0], ['inv_s'], 'each streamed invoice once');
    leave.abort();
    assert.equal(intervals.size, 0, 'stopped with the last stream');
  });

  test('after the payer leaves nothing is written and nothing throws: a late delivery, the heartbeat', async () => {
    const { open, tell, listeners, state, faults } = setup({ heartbeatMs: 5 });
    const leave = new AbortController();
    const reader = open(leave.signal).body!.getReader();
    await readUntil(reader, /"pending"/);
    const [listener] = [...listeners];
    leave.abort();
    assert.equal((await reader.read()).done, true, 'ended at once');
    assert.equal(listeners.size, 0, 'unsubscribed');
    assert.equal(intervals.size, 0, 'the heartbeat is cleared');
    // A store that still delivers to the listener it was given (a late pub/sub message) writes nothing.
    assert.doesNotThrow(() => listener!(stored(9, 'completed')));
    tell(stored(10, 'completed'));
    await sleep(20);
    assert.deepEqual(faults, []);
    // A stream whose request was aborted before it was asked for is over before it starts.
    state.current = stored(2, 'processing');
    const gone = open(AbortSignal.abort()).body!.getReader();
    assert.equal((await gone.read()).done, true);
    assert.equal(listeners.size, 0);
  });

  test('a reader that cancels ends the stream the same way', async () => {
    const { open, listeners } = setup({ heartbeatMs: 5 });
    const reader = open().body!.getReader();
    await readUntil(reader, /"pending"/);
    await reader.cancel();
    assert.equal(listeners.size, 0);
    assert.equal(intervals.size, 0);
    await sleep(20); // heartbeats that would have come
  });

  test('close() ends every open stream and stops the timers; a stream opened after it sends the document and ends', async () => {
    const { open, streams, listeners, tell } = setup({ heartbeatMs: 5, pollMs: 5 });
    const readers = Array.from({ length: 5 }, () => open().body!.getReader());
    await Promise.all(readers.map((reader) => readUntil(reader, /"pending"/)));
    const [listener] = [...listeners];
    streams.close();
    for (const reader of readers) assert.deepEqual(statuses(await readToEnd(reader)), [], 'ended, nothing more');
    assert.equal(intervals.size, 0);
    assert.equal(listeners.size, 0);
    assert.doesNotThrow(() => listener!(stored(5, 'completed')));
    tell(stored(6, 'completed'));
    assert.deepEqual(statuses(await readToEnd(open().body!.getReader())), ['pending']);
    assert.equal(intervals.size, 0);
    assert.equal(listeners.size, 0);
  });

  test('a store read that fails is reported, and the stream goes on with what it has', async () => {
    const { open, state, faults, tell } = setup();
    state.failing = true;
    const reader = open().body!.getReader();
    await readUntil(reader, /"pending"/);
    await sleep(5);
    assert.deepEqual(
      faults.map(({ level, operation, invoiceId }) => [level, operation, invoiceId]),
      [['error', 'stream', 'inv_s']],
    );
    tell(stored(2, 'completed'));
    assert.deepEqual(statuses(await readToEnd(reader)), ['completed']);
  });
});
