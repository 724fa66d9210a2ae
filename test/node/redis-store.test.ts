// crypto-checkout/server/redis against Debian's redis-server, started here on a free port with persistence off:
// two handler instances on one Redis (created on A, read on B, updated on B, pushed to a stream opened on A),
// concurrent updates from both, an instance restarted, and a subscription that loses its connection.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient } from 'redis';
import { invoiceDocument } from '../../fixtures/invoices.js';
import type { InvoiceDocument } from '../../src/client/index.js';
import { createInvoiceHandler, type InvoiceHandler } from '../../src/server/index.js';
import { redisStore, type RedisInvoiceStore } from '../../src/server/redis.js';
import { startRedis, type RunningRedis } from '../../scripts/redis-server.mjs';

const MEDIA = 'application/vnd.api+json';

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
  const instance = (): InvoiceHandler => {
    const store = redisStore({ url: redis.url, prefix: 'test:' });
    stores.push(store);
    return createInvoiceHandler({ api: { baseUrl: 'https://api.example', apiKey: 'sk_live', fetch }, store });
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
    const store = redisStore({ url: redis.url, prefix: 'lost:' });
    stores.push(store);
    await store.compareAndSet('inv_lost', undefined, '{"v":1}', 60);
    const seen: number[] = [];
    store.subscribe('inv_lost', (invoice) => seen.push(invoice.version));
    await store.compareAndSet('inv_lost', 1, '{"v":2}', 60);
    await waitFor(() => seen.includes(2));
    // Cut every pub/sub connection from the server side; a write lands while the subscriber is away.
    const admin = createClient({ url: redis.url });
    await admin.connect();
    await admin.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
    await admin.eval(`redis.call('HSET', KEYS[1], 'v', '3', 'b', '{"v":3}')`, { keys: ['lost:invoice:inv_lost'] });
    await admin.close();
    await waitFor(() => seen.includes(3), 5000);
  });
});

async function waitFor(condition: () => boolean, timeout = 2000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
