// The sandbox's own invoice events (src/sandbox/events.ts) received by a real HTTP server on loopback, and their
// check (src/server/sandbox-events.ts): what is sent and when (outcomes, expiry, a payment confirmed), the
// signature and its refusals, retries with the same event id, one invoice's order, the command's options, and
// close() stopping every timer.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { after, before, describe, mock, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SIGNATURE_HEADER, signatureHeader } from '../../src/sandbox/events.js';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { listen } from '../../src/sandbox/listen.js';
import { oddSignatures } from '../helpers/backend-cases.js';
import { createSandbox, type SandboxOptions } from '../../src/sandbox/sandbox.js';
import {
  DEFAULT_SANDBOX_EVENT_TOLERANCE_SECONDS,
  SANDBOX_SIGNATURE_HEADER,
  verifySandboxEvent,
} from '../../src/server/sandbox-events.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const KEY = 'sk_sandbox_events';
const SECRET = 'whsec_sandbox_test';
const MEDIA = 'application/vnd.api+json';
const HEADERS = { Authorization: `Bearer ${KEY}`, 'Content-Type': MEDIA };
const SIGNATURE = /^t=(\d+),v1=([0-9a-f]{64})$/;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Delivery {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  raw: Buffer;
  body: Json;
  /** When it arrived (Date.now()). */
  at: number;
}

/** How the receiver answers a delivery: a status, or 'hang' (never), or 'drop' (the connection is cut). */
type Answer = number | 'hang' | 'drop';

interface Receiver {
  url: string;
  deliveries: Delivery[];
  /** Resolves once `count` deliveries arrived in all; rejects after `ms`. */
  received(count: number, ms?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

/** A webhook receiver: node:http on 127.0.0.1, a free port, reading raw bodies as a merchant's handler would. */
async function startReceiver(answer: (delivery: Delivery, index: number) => Answer = () => 204): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const waiters = new Set<() => void>();
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const delivery: Delivery = {
      method: request.method!,
      path: request.url!,
      headers: request.headers,
      raw,
      body: JSON.parse(raw.toString('utf8')),
      at: Date.now(),
    };
    deliveries.push(delivery);
    for (const waiter of waiters) waiter();
    const reply = answer(delivery, deliveries.length - 1);
    if (reply === 'hang') hanging.add(response);
    else if (reply === 'drop') request.socket.destroy();
    else response.writeHead(reply).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/sandbox`,
    deliveries,
    received(count, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (deliveries.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(deliveries.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${deliveries.length} of ${count} deliveries within ${ms} ms`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The delivery as a Fetch API request, as a Node handler hands it to verifySandboxEvent. */
function asRequest(delivery: Pick<Delivery, 'raw' | 'headers'>, body: Uint8Array | string = delivery.raw): Request {
  const signature = delivery.headers[SANDBOX_SIGNATURE_HEADER.toLowerCase()];
  return new Request('http://127.0.0.1/hooks/sandbox', {
    method: 'POST',
    headers: {
      'Content-Type': String(delivery.headers['content-type']),
      ...(signature === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: String(signature) }),
    },
    // A copy into a plain ArrayBuffer (a Buffer may sit in a shared pool).
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

async function call(sandbox: { url: string }, path: string, body?: unknown): Promise<Json> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: HEADERS,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const document = (await response.json()) as Json;
  assert.ok(response.ok, JSON.stringify(document));
  return document;
}

const createInvoice = (sandbox: { url: string }, meta?: Json) =>
  call(sandbox, '/api/public/v1/invoices', {
    data: { type: 'invoices', attributes: { amountBilled: '25', billedCurrency: 'EUR', chargedCurrency: 'BTC' } },
    ...(meta ? { meta } : {}),
  });

const decide = (sandbox: { url: string }, id: string, outcome: string, seconds?: number) =>
  call(sandbox, `/api/sandbox/invoices/${id}/outcome`, { outcome, ...(seconds === undefined ? {} : { seconds }) });

const read = (sandbox: { url: string }, id: string) => call(sandbox, `/api/public/v1/invoices/${id}`);

const statusOf = (delivery: Delivery): string => delivery.body.data.attributes.status;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sandbox from the factory the demo uses, with its own retry waits, served on a free port. */
async function serveSandbox(options: Omit<SandboxOptions, 'apiKey'>) {
  const sandbox = createSandbox({ apiKey: KEY, extras: true, ...options });
  const { url, close } = await listen(sandbox.middleware, '127.0.0.1', 0);
  return {
    url,
    close: () => {
      sandbox.close();
      return close();
    },
  };
}

describe('events from startSandbox({ webhookUrl, webhookSecret })', () => {
  let receiver: Receiver;
  let sandbox: RunningSandbox;
  before(async () => {
    receiver = await startReceiver();
    sandbox = await startSandbox({ key: KEY, extras: true, webhookUrl: receiver.url, webhookSecret: SECRET });
  });
  after(async () => {
    await sandbox.close();
    await receiver.close();
  });

  test('an outcome: one signed POST whose body is the invoice read plus meta.event', async () => {
    const start = receiver.deliveries.length;
    const created = await createInvoice(sandbox);
    const { id } = created.data;
    await sleep(100);
    assert.equal(receiver.deliveries.length, start, 'creating an invoice sends no event');

    const before = Math.floor(Date.now() / 1000);
    const answer = await decide(sandbox, id, 'complete');
    const [delivery] = (await receiver.received(start + 1)).slice(start);
    const after = Math.ceil(Date.now() / 1000);

    assert.equal(delivery!.method, 'POST');
    assert.equal(delivery!.path, '/hooks/sandbox');
    assert.equal(delivery!.headers['content-type'], MEDIA);
    const header = String(delivery!.headers['sandbox-signature']);
    const [, t, v1] = SIGNATURE.exec(header) ?? assert.fail(`Sandbox-Signature: ${header}`);
    assert.ok(Number(t) >= before && Number(t) <= after, `t=${t} is now`);
    // The recipe for other languages: lowercase hex HMAC-SHA256 of "<t>.<raw body>", keyed with the secret.
    assert.equal(v1, createHmac('sha256', SECRET).update(`${t}.`).update(delivery!.raw).digest('hex'));

    const { meta, ...document } = delivery!.body;
    const { event, ...otherMeta } = meta;
    assert.match(event.id, /^evt_[0-9a-f]{24}$/);
    assert.equal(event.type, 'invoice.updated');
    assert.match(event.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.ok(Math.abs(Date.parse(event.createdAt) - Date.now()) < 5000);
    const { meta: readMeta, ...readDocument } = await read(sandbox, id);
    assert.deepEqual(document, readDocument, 'the document the invoice read answers');
    assert.deepEqual(otherMeta, readMeta);
    assert.deepEqual(Object.keys(delivery!.body), Object.keys(answer));
    assert.equal(document.data.attributes.status, 'completed');

    const verified = await verifySandboxEvent(asRequest(delivery!), SECRET);
    assert.ok(verified.ok, JSON.stringify(verified));
    assert.equal(verified.eventId, event.id);
    assert.deepEqual(verified.document, delivery!.body);
  });

  test('expiry: the sandbox notices it by itself (meta.sandbox.expiresInSeconds), nobody reading', async () => {
    const start = receiver.deliveries.length;
    const created = await createInvoice(sandbox, { sandbox: { expiresInSeconds: 1 } });
    const expiresAt = Date.parse(created.data.attributes.expiresAt);
    const [delivery] = (await receiver.received(start + 1, 5000)).slice(start);
    assert.equal(delivery!.body.data.id, created.data.id);
    assert.equal(statusOf(delivery!), 'expired');
    assert.ok(delivery!.at >= expiresAt, 'not before expiresAt');
    assert.ok(delivery!.at - expiresAt < 1500, `${delivery!.at - expiresAt} ms after expiresAt`);
    assert.ok((await verifySandboxEvent(asRequest(delivery!), SECRET)).ok);
    await sleep(200);
    assert.equal(receiver.deliveries.length, start + 1, 'expired once');
    assert.equal((await read(sandbox, created.data.id)).data.attributes.status, 'expired');
    await sleep(100);
    assert.equal(receiver.deliveries.length, start + 1, 'reading it back sends nothing more');
  });

  test('paid_in with seconds: processing at once, completed when the timer confirms it, in that order', async () => {
    const start = receiver.deliveries.length;
    const { data } = await createInvoice(sandbox);
    const decided = Date.now();
    await decide(sandbox, data.id, 'paid_in', 1);
    const events = (await receiver.received(start + 2, 5000)).slice(start);
    assert.deepEqual(events.map(statusOf), ['processing', 'completed']);
    assert.ok(events[1]!.at - decided >= 1000, 'completed after the seconds');
    assert.notEqual(events[0]!.body.meta.event.id, events[1]!.body.meta.event.id);
  });

  test('every outcome that changes the status sends one event; a refused one (409) sends none', async () => {
    const start = receiver.deliveries.length;
    const { data } = await createInvoice(sandbox);
    await decide(sandbox, data.id, 'on_hold');
    await decide(sandbox, data.id, 'cancelled');
    const refused = await fetch(`${sandbox.url}/api/sandbox/invoices/${data.id}/outcome`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ outcome: 'complete' }),
    });
    assert.equal(refused.status, 409);
    const events = (await receiver.received(start + 2)).slice(start);
    assert.deepEqual(events.map(statusOf), ['on_hold', 'cancelled']);
    await sleep(200);
    assert.equal(receiver.deliveries.length, start + 2);
  });

  test('a moved clock: the read that finds the change sends its event', async () => {
    let now = Date.now();
    const moved = await startSandbox({
      key: KEY,
      extras: true,
      now: () => now,
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
    });
    try {
      const start = receiver.deliveries.length;
      const { data } = await createInvoice(moved);
      now += 21 * 60_000;
      assert.equal((await read(moved, data.id)).data.attributes.status, 'expired');
      const [delivery] = (await receiver.received(start + 1)).slice(start);
      assert.equal(statusOf(delivery!), 'expired');
      // The event's times follow the sandbox's clock; `t` is the real one, which receivers check.
      assert.equal(delivery!.body.meta.event.createdAt, new Date(now).toISOString());
      assert.ok((await verifySandboxEvent(asRequest(delivery!), SECRET)).ok);
    } finally {
      await moved.close();
    }
  });
});

describe('verifySandboxEvent refuses what the sandbox did not sign just now', () => {
  let delivery: Delivery;
  before(async () => {
    const receiver = await startReceiver();
    const sandbox = await startSandbox({ key: KEY, extras: true, webhookUrl: receiver.url, webhookSecret: SECRET });
    try {
      const { data } = await createInvoice(sandbox);
      await decide(sandbox, data.id, 'rejected');
      [delivery] = await receiver.received(1);
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });

  test('the genuine event passes, with the 5-minute default tolerance', async () => {
    assert.equal(DEFAULT_SANDBOX_EVENT_TOLERANCE_SECONDS, 300);
    const result = await verifySandboxEvent(asRequest(delivery), SECRET);
    assert.deepEqual(result, { ok: true, document: delivery.body, eventId: delivery.body.meta.event.id });
  });

  test('a tampered body: bad-signature (one byte, or the same JSON re-serialised)', async () => {
    const text = delivery.raw.toString('utf8');
    const tampered = text.replace('"rejected"', '"completed"');
    assert.notEqual(tampered, text);
    assert.deepEqual(await verifySandboxEvent(asRequest(delivery, tampered), SECRET), {
      ok: false,
      reason: 'bad-signature',
    });
    const reformatted = JSON.stringify(JSON.parse(text), null, 2);
    assert.deepEqual(await verifySandboxEvent(asRequest(delivery, reformatted), SECRET), {
      ok: false,
      reason: 'bad-signature',
    });
  });

  test('another secret: bad-signature', async () => {
    assert.deepEqual(await verifySandboxEvent(asRequest(delivery), `${SECRET}x`), {
      ok: false,
      reason: 'bad-signature',
    });
  });

  test('a timestamp outside the tolerance, either way: stale; a tolerance of its own', async () => {
    const t = Number(SIGNATURE.exec(String(delivery.headers['sandbox-signature']))![1]) * 1000;
    const at = (ms: number) => ({ now: () => ms });
    assert.deepEqual(await verifySandboxEvent(asRequest(delivery), SECRET, at(t + 301_000)), {
      ok: false,
      reason: 'stale',
    });
    assert.deepEqual(await verifySandboxEvent(asRequest(delivery), SECRET, at(t - 301_000)), {
      ok: false,
      reason: 'stale',
    });
    assert.ok((await verifySandboxEvent(asRequest(delivery), SECRET, at(t + 299_000))).ok);
    const short = { toleranceSeconds: 10, now: () => t + 11_000 };
    assert.deepEqual(await verifySandboxEvent(asRequest(delivery), SECRET, short), { ok: false, reason: 'stale' });
    // A replayed request, re-signed by nobody: its old `t` makes it stale even with a right signature.
    const old = Math.floor(Date.now() / 1000) - 600;
    const replay = {
      raw: delivery.raw,
      headers: { 'sandbox-signature': signatureHeader(SECRET, old, `${delivery.raw}`) },
    };
    assert.deepEqual(await verifySandboxEvent(asRequest(replay), SECRET), { ok: false, reason: 'stale' });
  });

  test('no header, or an empty one: missing-signature; a malformed one: bad-signature', async () => {
    const without = { raw: delivery.raw, headers: { 'content-type': MEDIA } };
    assert.deepEqual(await verifySandboxEvent(asRequest(without), SECRET), {
      ok: false,
      reason: 'missing-signature',
    });
    const v1 = SIGNATURE.exec(String(delivery.headers['sandbox-signature']))![2];
    const t = Math.floor(Date.now() / 1000);
    for (const [value, reason] of [
      [' ', 'missing-signature'],
      [`v1=${v1}`, 'bad-signature'],
      [`t=${t}`, 'bad-signature'],
      [`t=soon,v1=${v1}`, 'bad-signature'],
      [`t=${t},t=${t},v1=${v1}`, 'bad-signature'],
      [`t=${t},v1=${v1!.slice(2)}`, 'bad-signature'],
      [`t=${t},v0=${v1}`, 'bad-signature'],
    ] as const) {
      const request = asRequest({ raw: delivery.raw, headers: { 'sandbox-signature': value } });
      assert.deepEqual(await verifySandboxEvent(request, SECRET), { ok: false, reason }, value);
    }
  });

  test('any bytes in the header (past ASCII, invalid UTF-8, other digits): bad-signature, never a throw', async () => {
    // The same odd values the Python, PHP and Go backends are held to (test/node/backends.test.ts).
    for (const value of oddSignatures()) {
      const request = asRequest({ raw: delivery.raw, headers: { 'sandbox-signature': value } });
      assert.deepEqual(await verifySandboxEvent(request, SECRET), { ok: false, reason: 'bad-signature' }, value);
    }
  });

  test('several v1 (a secret being rotated): one right one is enough', async () => {
    const t = Math.floor(Date.now() / 1000);
    const right = signatureHeader(SECRET, t, delivery.raw.toString('utf8'));
    const header = `t=${t},v1=${'0'.repeat(64)},${right.split(',')[1]}`;
    assert.ok(
      (await verifySandboxEvent(asRequest({ raw: delivery.raw, headers: { 'sandbox-signature': header } }), SECRET)).ok,
    );
  });

  test('a signed body that is not JSON, or not an event document: not-json', async () => {
    const t = Math.floor(Date.now() / 1000);
    for (const body of ['not json', '{"data": {"id": "x"}}', '[]', '{"data": {}, "meta": {"event": {}}}']) {
      const headers = { 'sandbox-signature': signatureHeader(SECRET, t, body) };
      assert.deepEqual(
        await verifySandboxEvent(asRequest({ raw: Buffer.from(body), headers }), SECRET),
        { ok: false, reason: 'not-json' },
        body,
      );
    }
    const latin1 = Buffer.from([0x7b, 0xff, 0x7d]);
    const headers = {
      'sandbox-signature': `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.`).update(latin1).digest('hex')}`,
    };
    assert.deepEqual(await verifySandboxEvent(asRequest({ raw: latin1, headers }), SECRET), {
      ok: false,
      reason: 'not-json',
    });
  });

  test('misuse throws: an empty secret, a body read already, a negative tolerance', async () => {
    await assert.rejects(verifySandboxEvent(asRequest(delivery), ''), TypeError);
    const request = asRequest(delivery);
    await request.text();
    await assert.rejects(verifySandboxEvent(request, SECRET), TypeError);
    await assert.rejects(verifySandboxEvent(asRequest(delivery), SECRET, { toleranceSeconds: -1 }), RangeError);
  });

  test('signatureHeader (the sandbox) and the header name agree with the verifier', () => {
    assert.equal(SIGNATURE_HEADER, SANDBOX_SIGNATURE_HEADER);
    assert.match(signatureHeader('k', 1700000000, '{}'), /^t=1700000000,v1=[0-9a-f]{64}$/);
  });
});

describe('delivery: at least once, in order, never holding up the API', () => {
  test('500, 500, then 200: three attempts of one event (same id and bytes, fresh t), after the waits given', async (t) => {
    t.mock.method(console, 'error', () => undefined);
    const receiver = await startReceiver((_delivery, index) => (index < 2 ? 500 : 200));
    // The default waits (10 s, 20 s…) with a test's: 1 s then 2 s (a fresh t needs a new second).
    const sandbox = await startSandbox({
      key: KEY,
      extras: true,
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      webhookRetryDelays: [1000, 2000, 4000],
    });
    try {
      const { data } = await createInvoice(sandbox);
      await decide(sandbox, data.id, 'expired');
      const attempts = await receiver.received(3, 10_000);
      assert.equal(new Set(attempts.map((attempt) => attempt.body.meta.event.id)).size, 1);
      assert.equal(new Set(attempts.map((attempt) => attempt.raw.toString('hex'))).size, 1);
      const stamps = attempts.map((attempt) =>
        Number(SIGNATURE.exec(String(attempt.headers['sandbox-signature']))![1]),
      );
      assert.ok(stamps[0]! < stamps[1]! && stamps[1]! < stamps[2]!, `fresh t each time: ${stamps.join(', ')}`);
      const gaps = [attempts[1]!.at - attempts[0]!.at, attempts[2]!.at - attempts[1]!.at];
      assert.ok(gaps[0]! >= 950 && gaps[0]! < 2500, `first retry after ${gaps[0]} ms`);
      assert.ok(gaps[1]! >= 1950 && gaps[1]! < 3500, `second retry after ${gaps[1]} ms`);
      for (const attempt of attempts) assert.ok((await verifySandboxEvent(asRequest(attempt), SECRET)).ok);
      await sleep(300);
      assert.equal(receiver.deliveries.length, 3, 'a 2xx ends it');
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });

  test('a network failure is retried too; a line on stderr at the first failure and at the last, without the secret', async (t) => {
    const errors = t.mock.method(console, 'error', () => undefined);
    const receiver = await startReceiver(() => 'drop');
    const sandbox = await serveSandbox({
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      webhookRetryDelays: [20, 20, 20],
    });
    try {
      const { data } = await createInvoice(sandbox);
      await decide(sandbox, data.id, 'cancelled');
      await receiver.received(4);
      const deadline = Date.now() + 2000;
      while (errors.mock.callCount() < 2 && Date.now() < deadline) await sleep(20);
      await sleep(100);
      assert.equal(receiver.deliveries.length, 4, '1 attempt + 3 retries');
      assert.equal(errors.mock.callCount(), 2);
      const [first, last] = errors.mock.calls.map((call) => String(call.arguments[0]));
      assert.match(
        first!,
        /^\[sandbox\] Event (evt_[0-9a-f]{24}) \(invoice \S+ cancelled\) was not delivered to http:\/\/127\.0\.0\.1:\d+\/hooks\/sandbox: fetch failed \(\w+\)\. Trying again in 20 ms \(retry 1 of 3\)/,
      );
      const id = /evt_[0-9a-f]{24}/.exec(first!)![0];
      assert.match(
        last!,
        /^\[sandbox\] Event evt_[0-9a-f]{24} \(invoice \S+ cancelled\) was not delivered to http:\/\/127\.0\.0\.1:\d+\/hooks\/sandbox after 4 attempts; the last one: .+\. Resend it: POST \/api\/sandbox\/events\/evt_[0-9a-f]{24}\/resend\.$/,
      );
      assert.ok(last!.includes(id), 'the same event');
      assert.ok(!first!.includes(SECRET) && !last!.includes(SECRET));
    } finally {
      mock.restoreAll();
      await sandbox.close();
      await receiver.close();
    }
  });

  test("one invoice's events in order, even through retries; another invoice's are not held up", async () => {
    const failFirst = new Set<string>();
    // The first delivery of each invoice's first event fails; every later one succeeds.
    const receiver = await startReceiver((delivery) => {
      const id = delivery.body.data.id as string;
      if (failFirst.has(id)) return 204;
      failFirst.add(id);
      return 500;
    });
    const sandbox = await serveSandbox({
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      webhookRetryDelays: [300, 300, 300],
    });
    try {
      const first = (await createInvoice(sandbox)).data.id as string;
      const second = (await createInvoice(sandbox)).data.id as string;
      await decide(sandbox, first, 'on_hold'); // fails once, retried 300 ms later
      await decide(sandbox, first, 'paid_in', 0); // completed at once: must wait for on_hold
      await decide(sandbox, second, 'complete');
      const events = await receiver.received(5, 5000);
      const ofFirst = events.filter((event) => event.body.data.id === first).map(statusOf);
      assert.deepEqual(ofFirst, ['on_hold', 'on_hold', 'completed']);
      const ofSecond = events.filter((event) => event.body.data.id === second).map(statusOf);
      assert.deepEqual(ofSecond, ['completed', 'completed']);
      const order = events.map((event) => `${event.body.data.id === first ? 'first' : 'second'} ${statusOf(event)}`);
      assert.ok(order.indexOf('second completed') < order.lastIndexOf('first on_hold'), order.join(', '));
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });

  test('a receiver that takes its time does not hold up the API answer', async () => {
    const receiver = await startReceiver(() => 'hang');
    const sandbox = await startSandbox({ key: KEY, extras: true, webhookUrl: receiver.url, webhookSecret: SECRET });
    try {
      const { data } = await createInvoice(sandbox);
      const started = Date.now();
      const answer = await decide(sandbox, data.id, 'on_hold');
      assert.equal(answer.data.attributes.status, 'on_hold');
      await receiver.received(1);
      const read = await call(sandbox, `/api/public/v1/invoices/${data.id}`);
      assert.equal(read.data.attributes.status, 'on_hold');
      assert.ok(Date.now() - started < 1000, 'answered while the event waits for the receiver');
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });
});

describe('options', () => {
  test('createSandbox and startSandbox refuse one without the other, a URL that is not http(s), an empty secret', async () => {
    assert.throws(() => createSandbox({ apiKey: KEY, webhookUrl: 'http://127.0.0.1/' }), {
      name: 'TypeError',
      message: /webhookUrl was given without webhookSecret/,
    });
    assert.throws(() => createSandbox({ apiKey: KEY, webhookSecret: SECRET }), {
      name: 'TypeError',
      message: /webhookSecret was given without webhookUrl/,
    });
    for (const url of ['ftp://127.0.0.1/', '/hooks', 'not a url', 'http://user:pass@127.0.0.1/']) {
      assert.throws(() => createSandbox({ apiKey: KEY, webhookUrl: url, webhookSecret: SECRET }), RangeError, url);
    }
    assert.throws(
      () => createSandbox({ apiKey: KEY, webhookUrl: 'https://example.test/', webhookSecret: '' }),
      RangeError,
    );
    await assert.rejects(startSandbox({ webhookUrl: 'https://example.test/hook' }), TypeError);
  });

  test('the command (src/sandbox/cli.ts) with SANDBOX_WEBHOOK_URL and SANDBOX_WEBHOOK_SECRET sends signed events', async () => {
    const receiver = await startReceiver();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SANDBOX_WEBHOOK_URL: receiver.url,
      SANDBOX_WEBHOOK_SECRET: SECRET,
    };
    for (const name of ['SANDBOX_PORT', 'SANDBOX_HOST', 'SANDBOX_API_KEY']) delete env[name];
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/sandbox/cli.ts', '--port', '0', '--key', KEY, '--extras'],
      {
        cwd: repo,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 20_000;
      while (!output.includes('Ctrl-C stops it.')) {
        assert.ok(Date.now() < deadline && child.exitCode === null, `no banner:\n${output}`);
        await sleep(50);
      }
      assert.match(output, new RegExp(`Events: +POST ${receiver.url.replace(/[.]/g, '\\.')} `));
      assert.ok(!output.includes(SECRET), 'the banner does not show the secret');
      const url = /Base URL: +(\S+)/.exec(output)![1]!;
      const { data } = await createInvoice({ url });
      await decide({ url }, data.id, 'complete');
      const [delivery] = await receiver.received(1);
      const verified = await verifySandboxEvent(asRequest(delivery!), SECRET);
      assert.ok(verified.ok && verified.document.data.attributes.status === 'completed');
    } finally {
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
      await receiver.close();
    }
  });
});

describe('close()', () => {
  test('clears every timer (expiry, confirmation, retry, attempt) and the process exits by itself', async () => {
    // The receiver lets the processing event hang (an attempt under way) and refuses the cancelled one (a retry
    // waits); one invoice waits to expire, another to be confirmed in an hour.
    const receiver = await startReceiver((delivery) => (statusOf(delivery) === 'processing' ? 'hang' : 500));
    const index = pathToFileURL(join(repo, 'src/sandbox/index.ts')).href;
    const script = `
      const live = new Map();
      const { setTimeout: set, clearTimeout: clear } = globalThis;
      globalThis.setTimeout = (callback, ms, ...args) => {
        const fromSandbox = /src[\\\\/]sandbox[\\\\/]/.test(new Error().stack.split('\\n').slice(2, 3).join(''));
        const timer = set((...a) => { live.delete(timer); callback(...a); }, ms, ...args);
        if (fromSandbox) live.set(timer, ms);
        return timer;
      };
      globalThis.clearTimeout = (timer) => { live.delete(timer); clear(timer); };
      const { startSandbox } = await import(${JSON.stringify(index)});
      const sandbox = await startSandbox({ key: 'k', extras: true, webhookUrl: process.env.HOOK, webhookSecret: 's' });
      const call = async (path, body) => (await fetch(sandbox.url + path, {
        method: body ? 'POST' : 'GET',
        headers: { Authorization: 'Bearer k', 'Content-Type': 'application/vnd.api+json' },
        body: body && JSON.stringify(body),
      })).json();
      const invoice = () => call('/api/public/v1/invoices', {
        data: { type: 'invoices', attributes: { amountBilled: '5', billedCurrency: 'EUR', chargedCurrency: 'LTC' } },
      });
      await invoice();
      const paid = await invoice();
      await call('/api/sandbox/invoices/' + paid.data.id + '/outcome', { outcome: 'paid_in', seconds: 3600 });
      const cancelled = await invoice();
      await call('/api/sandbox/invoices/' + cancelled.data.id + '/outcome', { outcome: 'cancelled' });
      await new Promise((resolve) => set(resolve, 300));
      console.log('before ' + live.size);
      await sandbox.close();
      console.log('after ' + live.size);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repo,
      env: { ...process.env, HOOK: receiver.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    try {
      assert.equal(await exit, 0, output);
      // An expiry watch, a confirmation watch, an attempt's timeout and a retry wait: then none.
      const before = Number(/before (\d+)/.exec(output)?.[1]);
      assert.ok(before >= 4, output);
      assert.match(output, /after 0\n/);
      const count = receiver.deliveries.length;
      assert.deepEqual(receiver.deliveries.map(statusOf).sort(), ['cancelled', 'processing']);
      await sleep(1300);
      assert.equal(receiver.deliveries.length, count, 'no retry after close');
    } finally {
      clearTimeout(killer);
      await receiver.close();
    }
  });
});
