// Events that are not lost (src/sandbox/events.ts, event-log.ts): retries over hours (here on a quick schedule,
// the default's waits divided by 80), a shop's receiver that is down for 60 s at the real pace (750 ms here; four
// tries 1 s, 4 s and 16 s apart would span 21 s) and then fulfils the order once, the event list with each event's delivery state, and resending an event over
// HTTP. The command's `events` subcommands are in sandbox-cli.test.ts.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, test, type TestContext } from 'node:test';
import { RETRY_DELAYS_MS } from '../../src/sandbox/events.js';
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../../src/sandbox/index.js';
import { createSandbox } from '../../src/sandbox/sandbox.js';
import { verifySandboxEvent } from '../../src/server/index.js';

const KEY = 'sk_sandbox_event_log';
const SECRET = 'whsec_event_log';
const MEDIA = 'application/vnd.api+json';
const HEADERS = { Authorization: `Bearer ${KEY}`, 'Content-Type': MEDIA };
/** The default schedule, 80 times faster: 125 ms, 250 ms, 500 ms, 1 s… (10 s, 20 s, 40 s, 80 s… in real life). */
const QUICK = RETRY_DELAYS_MS.map((ms) => Math.round(ms / 80));
/** Four attempts 1 s, 4 s and 16 s apart span 21 s: 21 s / 80 at the quick pace. The receiver is down for longer. */
const FOUR_QUICK_TRIES_MS = 21_000 / 80;
/** How long the shop is down in the first test: 750 ms, 60 s at the real schedule's pace. */
const DOWN_MS = 60_000 / 80;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(
  sandbox: { url: string },
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; key?: string } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...HEADERS, ...(init.key === undefined ? {} : { Authorization: `Bearer ${init.key}` }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Json, headers: response.headers };
}

async function ok(sandbox: { url: string }, path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) {
  const answer = await call(sandbox, path, init);
  assert.ok(answer.status < 300, `${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const createInvoice = async (sandbox: { url: string }): Promise<string> =>
  (
    await ok(sandbox, '/api/public/v1/invoices', {
      body: {
        data: { type: 'invoices', attributes: { amountBilled: '25', billedCurrency: 'EUR', chargedCurrency: 'BTC' } },
      },
    })
  ).data.id;

const decide = (sandbox: { url: string }, id: string, outcome: string) =>
  ok(sandbox, `/api/sandbox/invoices/${id}/outcome`, { body: { outcome } });

const event = async (sandbox: { url: string }, id: string) => (await ok(sandbox, `/api/sandbox/events/${id}`)).data;

const resend = (sandbox: { url: string }, id: string) =>
  ok(sandbox, `/api/sandbox/events/${id}/resend`, { method: 'POST' });

/** Polls until `check` holds; fails after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, `not within ${ms} ms: ${what}`);
    await sleep(10);
  }
}

interface Delivery {
  eventId: string;
  invoiceId: string;
  status: string;
  raw: string;
  at: number;
  /** What the shop answered: a status, or nothing (the connection cut). */
  answered?: number | 'lost';
}

/**
 * A shop's webhook endpoint, written as a shop would write it: verifySandboxEvent on the raw body, then a
 * fulfilment recorded once per invoice (a unique key: the invoice id), then 204. Before that, `answer` may
 * refuse the request (a status), or `loseAnswerTo` may cut the connection after the fulfilment is recorded (the
 * shop did its work, the sandbox never hears it: it retries).
 */
class Shop {
  server: Server;
  deliveries: Delivery[] = [];
  /** invoice id → the event id that fulfilled it: the shop's table with a unique key. */
  fulfilments = new Map<string, string>();
  fulfilmentsTried = 0;
  answer: number | undefined;
  /** The status whose next event's answer is lost (once). */
  loseAnswerTo: string | undefined;
  /** Invoices whose events it answers with a 500. */
  refused = new Set<string>();

  constructor() {
    this.server = createServer((request, response) => void this.#handle(request, response));
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const body = JSON.parse(raw.toString('utf8')) as Json;
    const delivery: Delivery = {
      eventId: body.meta.event.id,
      invoiceId: body.data.id,
      status: body.data.attributes.status,
      raw: raw.toString('utf8'),
      at: Date.now(),
    };
    this.deliveries.push(delivery);
    const reply = (status: number, text?: string) => {
      delivery.answered = status;
      response.writeHead(status).end(text);
    };
    if (this.answer !== undefined) return reply(this.answer);
    if (this.refused.has(body.data.id)) return reply(500);
    const verified = await verifySandboxEvent(
      new Request('http://shop.test/hooks', {
        method: 'POST',
        headers: { 'Sandbox-Signature': String(request.headers['sandbox-signature'] ?? '') },
        body: new Uint8Array(raw),
      }),
      SECRET,
    );
    if (!verified.ok) return reply(400, verified.reason);
    const { id, attributes } = verified.document.data;
    if (attributes.status === 'completed') {
      this.fulfilmentsTried += 1;
      // INSERT … ON CONFLICT DO NOTHING: a repeat is a success, not a second shipment.
      if (!this.fulfilments.has(id)) this.fulfilments.set(id, verified.eventId);
    }
    if (this.loseAnswerTo === attributes.status) {
      this.loseAnswerTo = undefined;
      delivery.answered = 'lost';
      return void request.socket.destroy();
    }
    reply(204);
  }

  listen(port = 0): Promise<string> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/sandbox`),
      );
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.server.listening) return resolve();
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

/** A port nothing listens on (yet): connections to it are refused. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const eventsOptions = (webhookUrl: string, extra: Partial<StartSandboxOptions> = {}): StartSandboxOptions => ({
  key: KEY,
  extras: true,
  webhookUrl,
  webhookSecret: SECRET,
  ...extra,
});

describe('the retry schedule', () => {
  test('by default: 10 s, doubling up to an hour a wait, 15 retries: 16 attempts over about 7 h 25 min', () => {
    assert.deepEqual(
      RETRY_DELAYS_MS.map((ms) => ms / 1000),
      [10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600, 3600, 3600, 3600, 3600, 3600],
    );
    const total = RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    assert.equal(total, 26_710_000);
    assert.ok(total > 7 * 3600_000 && total < 7.5 * 3600_000);
  });

  test('webhookRetryDelays that are not whole milliseconds from 0 up are refused (RangeError)', async () => {
    for (const delays of [[-1], [1.5], [Number.NaN], [2 ** 31], ['10']]) {
      assert.throws(
        () =>
          createSandbox({
            apiKey: KEY,
            webhookUrl: 'http://127.0.0.1:9/hooks',
            webhookSecret: SECRET,
            webhookRetryDelays: delays as number[],
          }),
        { name: 'RangeError', message: /^webhookRetryDelays must be a list of whole numbers of milliseconds/ },
        JSON.stringify(delays),
      );
    }
    await assert.rejects(
      startSandbox(eventsOptions('http://127.0.0.1:9/hooks', { webhookRetryDelays: [-5] })),
      RangeError,
    );
  });
});

describe('a receiver down for 60 s at the real pace (750 ms here), then up', () => {
  test('refused, then 503, then up: the events arrive by themselves, in order, and the shop fulfils once', async (t) => {
    t.mock.method(console, 'error', () => undefined);
    assert.ok(DOWN_MS > 2 * FOUR_QUICK_TRIES_MS, 'down for over twice what four tries in 21 s cover');
    const port = await freePort();
    const shop = new Shop();
    const sandbox = await startSandbox(
      eventsOptions(`http://127.0.0.1:${port}/hooks/sandbox`, { webhookRetryDelays: QUICK }),
    );
    try {
      const invoice = await createInvoice(sandbox);
      const started = Date.now();
      await decide(sandbox, invoice, 'on_hold'); // event A
      await decide(sandbox, invoice, 'complete'); // event B, behind A
      const [b, a] = (await ok(sandbox, `/api/sandbox/events?invoice_id=${invoice}`)).data as Json[];
      assert.deepEqual([a!.attributes.invoiceStatus, b!.attributes.invoiceStatus], ['on_hold', 'completed']);

      // Nothing listens for DOWN_MS: A's attempts are refused, B waits behind it.
      // Read between two attempts: while one is in flight, no next attempt is due yet (nextAttemptAt is null).
      let waiting: Json = {};
      await until('2 attempts of A, waiting for the next', async () => {
        waiting = (await event(sandbox, a!.id)).attributes;
        return waiting.attempts >= 2 && waiting.nextAttemptAt !== null;
      });
      assert.equal(waiting.delivery, 'pending');
      assert.equal(waiting.lastHttpStatus, null);
      assert.match(waiting.lastError, /ECONNREFUSED/);
      assert.ok(
        Date.parse(waiting.nextAttemptAt) > Date.parse(waiting.lastAttemptAt),
        'the next attempt after the last',
      );
      const behind = await event(sandbox, b!.id);
      assert.deepEqual(
        [behind.attributes.delivery, behind.attributes.attempts, behind.attributes.waitingFor],
        ['pending', 0, a!.id],
      );

      // Half way, the shop's server is back but its app is not: 503.
      await sleep(started + DOWN_MS / 2 - Date.now());
      shop.answer = 503;
      await shop.listen(port);
      await until('a 503', async () => (await event(sandbox, a!.id)).attributes.lastHttpStatus === 503);
      await sleep(started + DOWN_MS - Date.now());

      // The app is up, with nobody acting on the sandbox; its first answer to B is lost after the fulfilment is
      // recorded.
      shop.answer = undefined;
      shop.loseAnswerTo = 'completed';
      await until('both delivered', async () => {
        const states = await Promise.all([a!.id, b!.id].map(async (id) => (await event(sandbox, id)).attributes));
        return states.every((state) => state.delivery === 'delivered');
      });

      const ofA = shop.deliveries.filter((delivery) => delivery.eventId === a!.id);
      const ofB = shop.deliveries.filter((delivery) => delivery.eventId === b!.id);
      // A got through once the shop was up: after 4 attempts, and after their 21 s (quick) had passed.
      assert.ok((await event(sandbox, a!.id)).attributes.attempts > 4 - 1);
      assert.ok(ofA.at(-1)!.at - started >= DOWN_MS, `${ofA.at(-1)!.at - started} ms`);
      assert.deepEqual(
        ofA.map((delivery) => delivery.answered),
        [...ofA.slice(0, -1).map(() => 503), 204],
      );
      assert.ok(ofB[0]!.at >= ofA.at(-1)!.at, 'B only after A');
      assert.equal(ofB.length, 2, 'B twice: its first answer was lost');
      assert.equal(new Set(ofB.map((delivery) => delivery.raw)).size, 1, 'the same event, byte for byte');
      const last = (await event(sandbox, b!.id)).attributes;
      assert.deepEqual([last.attempts, last.lastHttpStatus, last.lastError], [2, 204, null]);

      // A resend of the delivered B: delivered again, same event; still one fulfilment.
      const again = await resend(sandbox, b!.id);
      assert.deepEqual(again.meta.attempt, { delivered: true, httpStatus: 204, error: null });
      assert.equal(shop.deliveries.filter((delivery) => delivery.eventId === b!.id).length, 3);
      assert.equal(shop.fulfilmentsTried, 3);
      assert.deepEqual([...shop.fulfilments], [[invoice, b!.id]]);
    } finally {
      await sandbox.close();
      await shop.close();
    }
  });
});

describe('the event list, one event, and resending', () => {
  let sandbox: RunningSandbox;
  let shop: Shop;
  beforeEach(async () => {
    shop = new Shop();
    // Two quick retries: an event the shop refuses fails for good after 3 attempts, within ~50 ms.
    sandbox = await startSandbox(eventsOptions(await shop.listen(), { webhookRetryDelays: [20, 20] }));
  });
  afterEach(async () => {
    await sandbox.close();
    await shop.close();
  });

  /** An invoice completed (its event delivered) and one rejected whose event failed for good. */
  async function deliveredAndFailed(t: TestContext) {
    t.mock.method(console, 'error', () => undefined);
    const good = await createInvoice(sandbox);
    const bad = await createInvoice(sandbox);
    shop.refused.add(bad);
    await decide(sandbox, good, 'complete');
    await decide(sandbox, bad, 'rejected');
    await until('both settled', async () => {
      const { data } = await ok(sandbox, '/api/sandbox/events');
      return data.length === 2 && data.every((item: Json) => item.attributes.delivery !== 'pending');
    });
    return { good, bad };
  }

  test('the list: newest first, each with its delivery state; filters by invoice and by state; pages', async (t) => {
    const { good, bad } = await deliveredAndFailed(t);
    const list = await ok(sandbox, '/api/sandbox/events');
    assert.deepEqual(list.meta, { page: 1, per_page: 25, total: 2 });
    assert.deepEqual(list.jsonapi, { version: '1.0' });
    const [failed, delivered] = list.data as Json[];
    assert.equal(failed!.relationships.invoice.data.id, bad, 'newest first');
    assert.deepEqual(delivered!.relationships.invoice, { data: { type: 'invoices', id: good } });
    assert.equal(delivered!.type, 'events');
    assert.match(delivered!.id, /^evt_[0-9a-f]{24}$/);
    const { lastAttemptAt, deliveredAt, createdAt, ...rest } = delivered!.attributes;
    assert.deepEqual(rest, {
      eventType: 'invoice.updated',
      invoiceStatus: 'completed',
      delivery: 'delivered',
      attempts: 1,
      lastHttpStatus: 204,
      lastError: null,
      nextAttemptAt: null,
      waitingFor: null,
    });
    assert.equal(lastAttemptAt, deliveredAt);
    assert.ok(Date.parse(createdAt) <= Date.parse(deliveredAt));
    assert.equal(delivered!.id, shop.deliveries.find((delivery) => delivery.invoiceId === good)!.eventId);
    assert.deepEqual(
      [
        failed!.attributes.delivery,
        failed!.attributes.attempts,
        failed!.attributes.lastHttpStatus,
        failed!.attributes.lastError,
        failed!.attributes.nextAttemptAt,
        failed!.attributes.deliveredAt,
      ],
      ['failed', 3, 500, 'HTTP 500', null, null],
    );

    const ofGood = await ok(sandbox, `/api/sandbox/events?invoice_id=${good}`);
    assert.deepEqual(
      ofGood.data.map((item: Json) => item.id),
      [delivered!.id],
    );
    assert.equal((await ok(sandbox, '/api/sandbox/events?invoice_id=nope')).meta.total, 0);
    const onlyFailed = await ok(sandbox, '/api/sandbox/events?delivery=failed');
    assert.deepEqual(
      onlyFailed.data.map((item: Json) => item.id),
      [failed!.id],
    );
    const oldestFirst = await ok(sandbox, '/api/sandbox/events?order_type=asc&per_page=1&page=2');
    assert.deepEqual(
      oldestFirst.data.map((item: Json) => item.id),
      [failed!.id],
    );
    const wrong = await call(sandbox, '/api/sandbox/events?delivery=lost&per_page=0');
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body.errors.map((error: Json) => error.source.parameter).sort(), ['delivery', 'per_page']);
  });

  test('one event: its state and the body every attempt sends; an unknown id is a 404', async (t) => {
    const { good } = await deliveredAndFailed(t);
    const [sent] = shop.deliveries.filter((delivery) => delivery.invoiceId === good);
    const one = await ok(sandbox, `/api/sandbox/events/${sent!.eventId}`);
    assert.equal(one.data.id, sent!.eventId);
    assert.equal(one.data.attributes.delivery, 'delivered');
    assert.deepEqual(one.meta.payload, JSON.parse(sent!.raw));
    for (const path of ['/api/sandbox/events/evt_000000000000000000000000', '/api/sandbox/events/nope/resend']) {
      const missing = await call(sandbox, path, path.endsWith('resend') ? { method: 'POST' } : {});
      assert.equal(missing.status, 404, path);
      assert.equal(missing.body.errors[0].code, 'event_not_found');
    }
  });

  test('the key: none or another is a 401, as on every sandbox route; another method is a 405', async () => {
    for (const path of ['/api/sandbox/events', '/api/sandbox/events/evt_x', '/api/sandbox/events/evt_x/resend']) {
      const method = path.endsWith('resend') ? 'POST' : 'GET';
      const wrong = await call(sandbox, path, { method, key: 'sk_wrong' });
      assert.equal(wrong.status, 401, path);
      assert.equal(wrong.body.errors[0].code, 'invalid_api_key');
      assert.match(wrong.headers.get('www-authenticate') ?? '', /^Bearer realm="payment-sandbox"/);
      const none = await fetch(`${sandbox.url}${path}`, { method, headers: { 'Content-Type': MEDIA } });
      assert.equal(none.status, 401);
      assert.equal(((await none.json()) as Json).errors[0].code, 'missing_api_key');
    }
    const post = await call(sandbox, '/api/sandbox/events', { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET');
  });

  test('resend of a delivered event: delivered again, the same event id and bytes', async (t) => {
    const { good } = await deliveredAndFailed(t);
    const [first] = shop.deliveries.filter((delivery) => delivery.invoiceId === good);
    const answer = await resend(sandbox, first!.eventId);
    assert.deepEqual(answer.meta.attempt, { delivered: true, httpStatus: 204, error: null });
    assert.equal(answer.data.attributes.delivery, 'delivered');
    assert.equal(answer.data.attributes.attempts, 2);
    const again = shop.deliveries.filter((delivery) => delivery.invoiceId === good);
    assert.equal(again.length, 2);
    assert.equal(again[1]!.eventId, first!.eventId);
    assert.equal(again[1]!.raw, first!.raw);
    assert.deepEqual([...shop.fulfilments], [[good, first!.eventId]], 'fulfilled once');
  });

  test('resend of a failed event: refused again it stays failed; once the shop takes it, delivered', async (t) => {
    const { bad } = await deliveredAndFailed(t);
    const [failed] = (await ok(sandbox, '/api/sandbox/events?delivery=failed')).data as Json[];
    const still = await resend(sandbox, failed!.id);
    assert.deepEqual(still.meta.attempt, { delivered: false, httpStatus: 500, error: 'HTTP 500' });
    assert.deepEqual([still.data.attributes.delivery, still.data.attributes.attempts], ['failed', 4]);

    shop.refused.delete(bad);
    // An empty body, a JSON one: both are a resend.
    const taken = await ok(sandbox, `/api/sandbox/events/${failed!.id}/resend`, { body: {} });
    assert.deepEqual(taken.meta.attempt, { delivered: true, httpStatus: 204, error: null });
    assert.deepEqual(
      [taken.data.attributes.delivery, taken.data.attributes.attempts, taken.data.attributes.lastError],
      ['delivered', 5, null],
    );
    assert.equal((await event(sandbox, failed!.id)).attributes.delivery, 'delivered');
    assert.equal(shop.deliveries.filter((delivery) => delivery.eventId === failed!.id).length, 5);
  });
});

describe('resending an event that waits for its next attempt', () => {
  test('a resend that delivers ends the wait: no scheduled attempt follows, the next event goes', async (t) => {
    t.mock.method(console, 'error', () => undefined);
    const shop = new Shop();
    shop.answer = 503;
    // A wait longer than the test: only the resend can deliver it in time.
    const sandbox = await startSandbox(eventsOptions(await shop.listen(), { webhookRetryDelays: [60_000] }));
    try {
      const invoice = await createInvoice(sandbox);
      await decide(sandbox, invoice, 'on_hold');
      await decide(sandbox, invoice, 'cancelled');
      const [later, first] = (await ok(sandbox, '/api/sandbox/events')).data as Json[];
      await until('the first attempt', async () => (await event(sandbox, first!.id)).attributes.attempts === 1);
      const waiting = await event(sandbox, first!.id);
      assert.ok(Date.parse(waiting.attributes.nextAttemptAt) - Date.now() > 50_000);
      assert.equal((await event(sandbox, later!.id)).attributes.waitingFor, first!.id);

      shop.answer = undefined;
      const answer = await resend(sandbox, first!.id);
      assert.equal(answer.data.attributes.delivery, 'delivered');
      assert.equal(answer.data.attributes.nextAttemptAt, null);
      // The invoice's next event is sent at once, behind it.
      await until('the later one', async () => (await event(sandbox, later!.id)).attributes.delivery === 'delivered');
      assert.deepEqual(
        shop.deliveries.map((delivery) => delivery.status),
        ['on_hold', 'on_hold', 'cancelled'],
      );
    } finally {
      await sandbox.close();
      await shop.close();
    }
  });
});

describe('where there is no event list', () => {
  test('a sandbox that sends no events: 404 events_off, saying how to turn them on', async () => {
    const sandbox = await startSandbox({ key: KEY, extras: true });
    try {
      const answer = await call(sandbox, '/api/sandbox/events');
      assert.equal(answer.status, 404);
      assert.equal(answer.body.errors[0].code, 'events_off');
      assert.match(answer.body.errors[0].detail, /webhook URL and secret/);
    } finally {
      await sandbox.close();
    }
  });
});
