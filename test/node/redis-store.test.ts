// crypto-checkout/server/redis against Debian's redis-server, started here on a free port with persistence off:
// two handler instances on one Redis (created on A, read on B, updated on B, pushed to a stream opened on A),
// concurrent updates from both, an instance restarted, a subscription that loses its connection, an invoice
// lost while connected (FLUSHALL, DEL), subscriptions per invoice, Redis killed and started again, and close().
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient } from 'redis';
import { invoiceDocument } from '../../fixtures/invoices.js';
import type { InvoiceDocument } from '../../src/client/index.js';
import {
  createInvoiceHandler,
  InvoiceStoreError,
  type InvoiceHandler,
  type InvoiceLogger,
  type LogFields,
} from '../../src/server/index.js';
import { redisStore, type RedisInvoiceStore } from '../../src/server/redis.js';
import { startRedis, type RunningRedis } from '../../scripts/redis-server.mjs';

const MEDIA = 'application/vnd.api+json';

/** A logger that keeps what it is given, so the tests print nothing. */
function keptLogger() {
  const lines: { level: string; fields: LogFields; message: string }[] = [];
  const keep = (level: string) => (fields: LogFields, message: string) => void lines.push({ level, fields, message });
  const logger: InvoiceLogger = { error: keep('error'), warn: keep('warn'), info: keep('info') };
  return { logger, lines };
}

/** A payment service with only `POST /invoices`, as the real one: every read is 404. */
function serviceWithoutRead() {
  let made = 0;
  return async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== 'POST')
      return new Response('{"errors":[]}', { status: 404, headers: { 'Content-Type': MEDIA } });
    const document = invoiceDocument('xrp') as unknown as InvoiceDocument;
    document.data.id = `inv_redis_${process.pid}_${(made += 1)}_${Date.now()}`;
    return new Response(JSON.stringify(document), { status: 201, headers: { 'Content-Type': MEDIA } });
  };
}

describe('redisStore: several instances on one Redis', () => {
  let redis: RunningRedis;
  const stores: RedisInvoiceStore[] = [];
  const fetch = serviceWithoutRead();
  const { logger } = keptLogger();
  const instance = (): InvoiceHandler => {
    const store = redisStore({ url: redis.url, prefix: 'test:' });
    stores.push(store);
    return createInvoiceHandler({ api: { baseUrl: 'https://api.example', apiKey: 'sk_live', fetch }, store, logger });
  };
  const get = (handler: InvoiceHandler, id: string, accept?: string) =>
    handler.handle(
      new Request(`https://shop.example/invoices/${id}`, accept ? { headers: { Accept: accept } } : {}),
      id,
    );
  const attributes = { amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'XRP' } as const;

  before(async () => {
    redis = await startRedis();
  });
  after(async () => {
    await Promise.all(stores.map((store) => store.close().catch(() => {})));
    await redis.stop();
  });

  test('created on A, read on B, updated on B, pushed within a second to a stream opened on A', async () => {
    const [a, b] = [instance(), instance()];
    const { data } = await a.createInvoice(attributes);
    const onB = await get(b, data.id);
    assert.equal(onB.status, 200);
    assert.equal((await onB.json()).data.id, data.id);
    const stream = await get(a, data.id, 'text/event-stream');
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value!;
    assert.match(text, /"status":"pending"/);
    const started = performance.now();
    await b.update(data.id, { status: 'completed' });
    while (!text.includes('"status":"completed"')) text += (await reader.read()).value;
    const elapsed = performance.now() - started;
    assert.ok(elapsed < 1000, `${elapsed} ms`);
    assert.equal((await reader.read()).done, true, 'the stream ends after the final status');
  });

  test('concurrent update() calls from both instances never lose the final status', async () => {
    const [a, b] = [instance(), instance()];
    for (let round = 0; round < 10; round += 1) {
      const { data } = await a.createInvoice(attributes);
      const statuses = ['processing', 'on_hold', 'completed', 'processing', 'pending', 'on_hold'] as const;
      await Promise.all(statuses.flatMap((status) => [a.update(data.id, { status }), b.update(data.id, { status })]));
      for (const handler of [a, b]) {
        assert.equal(
          (await (await get(handler, data.id)).json()).data.attributes.status,
          'completed',
          `round ${round}`,
        );
      }
    }
  });

  test('a restarted instance still serves the invoice and its status', async () => {
    const a = instance();
    const { data } = await a.createInvoice(attributes);
    await a.update(data.id, { status: 'processing' });
    await stores.at(-1)!.close();
    const restarted = instance();
    const answer = await get(restarted, data.id);
    assert.equal(answer.status, 200);
    assert.equal((await answer.json()).data.attributes.status, 'processing');
  });

  test('the invoice is kept for its life plus the grace period, then it is gone', async () => {
    const store = redisStore({ url: redis.url, prefix: 'ttl:' });
    stores.push(store);
    await store.compareAndSet('inv_ttl', undefined, '{}', 1);
    assert.ok(await store.get('inv_ttl'));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    assert.equal(await store.get('inv_ttl'), undefined);
  });

  test('a subscription that loses its connection reads the stored invoice again when it is back', async () => {
    const store = redisStore({ url: redis.url, prefix: 'lost:', logger });
    stores.push(store);
    const first = await store.compareAndSet('inv_lost', undefined, '{"v":1}', 60);
    const seen: string[] = [];
    store.subscribe('inv_lost', (invoice) => seen.push(invoice.body));
    await store.compareAndSet('inv_lost', first!.version, '{"v":2}', 60);
    await waitFor(() => seen.includes('{"v":2}'));
    // Cut every pub/sub connection from the server side; a write lands while the subscriber is away.
    const admin = createClient({ url: redis.url });
    await admin.connect();
    await admin.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
    await admin.eval(`redis.call('HSET', KEYS[1], 'v', '9007199254740991', 'b', '{"v":3}')`, {
      keys: ['lost:invoice:inv_lost'],
    });
    await admin.close();
    await waitFor(() => seen.includes('{"v":3}'), 5000);
  });

  test('an invoice lost while connected (FLUSHALL, then DEL) and written again reaches an open stream within a second', async () => {
    const admin = createClient({ url: redis.url });
    await admin.connect();
    const a = instance();
    for (const lose of [(): unknown => admin.flushAll(), (id: string) => admin.del(`test:invoice:${id}`)]) {
      const created = await a.createInvoice(attributes);
      const id = created.data.id;
      const reader = (await get(a, id, 'text/event-stream')).body!.pipeThrough(new TextDecoderStream()).getReader();
      assert.match((await reader.read()).value!, /"status":"pending"/);
      await lose(id);
      // The service's callback brings the whole document: the invoice is written again, from nothing.
      const processing = structuredClone(created);
      processing.data.attributes.status = 'processing';
      const started = performance.now();
      await a.update(id, processing);
      assert.match(await readUntil(reader, '"status":"processing"', 1000), /"status":"processing"/);
      const elapsed = performance.now() - started;
      assert.ok(elapsed < 1000, `${elapsed} ms`);
      await reader.cancel();
    }
    await admin.close();
  });

  test('each instance subscribes only to the invoices streamed from it, and leaves with the last listener', async () => {
    const admin = createClient({ url: redis.url });
    await admin.connect();
    const [one, two] = [0, 1].map(() => redisStore({ url: redis.url, prefix: 'sub:', logger }));
    stores.push(one!, two!);
    const subscribers = async (id: string) =>
      Number(((await admin.sendCommand(['PUBSUB', 'NUMSUB', `sub:invoice-changed:${id}`])) as unknown[])[1]);
    const heard = { one: [] as string[], two: [] as string[] };
    const leave = [
      one!.subscribe('inv_a', (invoice) => heard.one.push(invoice.body)),
      one!.subscribe('inv_a', (invoice) => heard.one.push(`again ${invoice.body}`)),
    ];
    const leaveB = two!.subscribe('inv_b', (invoice) => heard.two.push(invoice.body));
    await waitForAsync(async () => (await subscribers('inv_a')) === 1 && (await subscribers('inv_b')) === 1);
    const written = await two!.compareAndSet('inv_a', undefined, '{"a":1}', 60);
    await one!.compareAndSet('inv_a', written!.version, '{"a":2}', 60);
    await waitFor(() => heard.one.length === 4);
    // Redis sends `two` nothing of inv_a: it has no such subscription and no pattern.
    assert.equal(await subscribers('inv_a'), 1);
    assert.equal(Number(await admin.sendCommand(['PUBSUB', 'NUMPAT'])), 0);
    assert.deepEqual(((await admin.sendCommand(['PUBSUB', 'CHANNELS', 'sub:*'])) as string[]).sort(), [
      'sub:invoice-changed:inv_a',
      'sub:invoice-changed:inv_b',
    ]);
    assert.deepEqual(heard.two, []);
    leave[0]!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(await subscribers('inv_a'), 1, 'kept while one listener is left');
    leave[1]!();
    leaveB();
    await waitForAsync(async () => (await subscribers('inv_a')) === 0 && (await subscribers('inv_b')) === 0);
    await admin.close();
  });

  test('Redis killed: 503 with Retry-After within a second and no invoice created upstream; started again, all works', async () => {
    const own = await startRedis();
    let posts = 0;
    const counting: typeof globalThis.fetch = async (input, init) => {
      if (init?.method === 'POST') posts++;
      return fetch(input as RequestInfo, init);
    };
    const { logger: quiet, lines } = keptLogger();
    const store = redisStore({ url: own.url, prefix: 'down:' });
    stores.push(store);
    const handler = createInvoiceHandler({
      api: { baseUrl: 'https://api.example', apiKey: 'sk_live', fetch: counting },
      store,
      logger: quiet,
    });
    const created = await handler.createInvoice(attributes);
    const id = created.data.id;
    const reader = (await get(handler, id, 'text/event-stream')).body!.pipeThrough(new TextDecoderStream()).getReader();
    assert.match((await reader.read()).value!, /"status":"pending"/);
    assert.equal(posts, 1);

    await own.stop();
    const order = () =>
      handler.handleOrder(
        new Request('https://shop.example/orders/1001/checkout', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ chargedCurrency: 'XRP', network: 'xrp' }),
        }),
        {
          order: { amountBilled: '49.99', billedCurrency: 'EUR', reference: '1001' },
          methods: [{ currency: 'XRP', network: 'xrp', name: 'XRP Ledger' }],
        },
      );
    for (const [what, ask] of [
      ['a poll', () => get(handler, id)],
      ['a stream', () => get(handler, id, 'text/event-stream')],
      ['an order', order],
    ] as const) {
      const started = performance.now();
      const answer = await ask();
      const elapsed = performance.now() - started;
      assert.equal(answer.status, 503, what);
      assert.equal(answer.headers.get('retry-after'), '5', what);
      assert.equal((await answer.json()).errors[0].code, 'store_unavailable', what);
      assert.ok(elapsed < 1000, `${what}: ${elapsed} ms`);
    }
    const started = performance.now();
    await assert.rejects(handler.createInvoice(attributes), (error: unknown) => {
      assert.ok(error instanceof InvoiceStoreError);
      assert.equal(error.code, 'store_unavailable');
      assert.ok(error.cause, 'the store failure as the cause');
      return true;
    });
    await assert.rejects(handler.update(id, { status: 'completed' }), (error: unknown) => {
      assert.ok(error instanceof InvoiceStoreError);
      assert.equal(error.code, 'store_unavailable');
      assert.equal(error.invoiceId, id);
      assert.ok(error.message);
      assert.ok(error.cause);
      return true;
    });
    assert.ok(performance.now() - started < 1000);
    assert.equal(posts, 1, 'nothing created upstream while the store is down');

    // Reconnect attempts go on; each kind of fault is reported at most once per 10 s.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const redisLines = lines.filter((line) => line.fields.operation === 'redis');
    const kinds = redisLines.map((line) => `${line.level} ${line.fields.code}`);
    assert.ok(redisLines.length >= 1, 'the lost connection is reported');
    assert.equal(new Set(kinds).size, kinds.length, `one line per kind: ${kinds.join(', ')}`);
    assert.ok(lines.every((line) => typeof line.message === 'string' && line.message.length > 0));

    // Started again, with nothing kept: the service's callback writes the invoice again, and the open stream,
    // subscribed again (or reading what is stored once it is), shows it.
    await own.restart();
    const processing = structuredClone(created);
    processing.data.attributes.status = 'processing';
    await waitForAsync(async () => {
      try {
        await handler.update(id, processing);
        return true;
      } catch (error) {
        if (!(error instanceof InvoiceStoreError)) throw error;
        return false;
      }
    }, 5000);
    assert.match(await readUntil(reader, '"status":"processing"', 3000), /"status":"processing"/);
    await reader.cancel();
    assert.equal((await get(handler, id)).status, 200);
    await handler.createInvoice(attributes);
    assert.equal(posts, 2);
    await handler.close();
    await own.stop();
  });

  test('a Redis never reachable: 503 within a second from the start, nothing created upstream', async () => {
    let posts = 0;
    const counting: typeof globalThis.fetch = async (input, init) => {
      if (init?.method === 'POST') posts++;
      return fetch(input as RequestInfo, init);
    };
    // Port 1 on the loopback: nothing listens there, every connection attempt is refused.
    const store = redisStore({ url: 'redis://127.0.0.1:1', prefix: 'never:' });
    const handler = createInvoiceHandler({
      api: { baseUrl: 'https://api.example', apiKey: 'sk_live', fetch: counting },
      store,
      logger,
    });
    const started = performance.now();
    const answer = await get(handler, 'inv_never');
    assert.equal(answer.status, 503);
    assert.equal(answer.headers.get('retry-after'), '5');
    await assert.rejects(handler.createInvoice(attributes), InvoiceStoreError);
    assert.ok(performance.now() - started < 1000, `${performance.now() - started} ms`);
    assert.equal(posts, 0);
    await handler.close();
  });

  test('close() ends the streams and closes both connections within a second', async () => {
    const store = redisStore({ url: redis.url, prefix: 'close:', logger });
    const handler = createInvoiceHandler({
      api: { baseUrl: 'https://api.example', apiKey: 'sk_live', fetch },
      store,
      logger,
    });
    const { data } = await handler.createInvoice(attributes);
    const readers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const reader = (await get(handler, data.id, 'text/event-stream')).body!.getReader();
        await reader.read();
        return reader;
      }),
    );
    const started = performance.now();
    await handler.close();
    for (const reader of readers) assert.equal((await reader.read()).done, true);
    assert.ok(performance.now() - started < 1000);
    await assert.rejects(store.get(data.id), InvoiceStoreError);
  });
});

async function waitFor(condition: () => boolean, timeout = 2000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function waitForAsync(condition: () => Promise<boolean>, timeout = 2000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What `reader` brings until it holds `expected`, or its end, or `ms` have passed. */
async function readUntil(reader: ReadableStreamDefaultReader<string>, expected: string, ms: number): Promise<string> {
  let text = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  while (!text.includes(expected)) {
    const next = await Promise.race([reader.read(), late]);
    if (next === 'late' || next.done) break;
    text += next.value;
  }
  clearTimeout(timer);
  return text;
}
