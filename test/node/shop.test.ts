// The demo merchant backend over real HTTP on loopback: checkout, the invoice for `src`, outcomes and the signed
// events that bring their status back, return URLs, the key staying on the server, a separate payment API, its
// failures, what srvx's toNodeHandler (the shop's adapter to node:http) does for it, the environment, and the
// Vite plugin.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { readConfig } from '../../demo/server/config.js';
import { startServer, type RunningServer } from '../../demo/server/http.js';
import { listen } from '../../src/sandbox/listen.js';
import { demoCart } from '../../demo/server/shop.js';
import { parseInvoice } from '../../src/core/invoice.js';
import type { NodeHttp1Handler } from 'srvx';
import { toNodeHandler } from 'srvx/node';
import { createSandbox } from '../../src/sandbox/sandbox.js';

const KEY = 'sk_sandbox_shop_test';
const SECRET = 'whsec_shop_test';
const MEDIA = 'application/vnd.api+json';

let server: RunningServer;
let now = Date.UTC(2026, 10, 22, 9, 30, 0);

before(async () => {
  server = await startServer({ sandboxApiKey: KEY, now: () => now, webhookSecret: SECRET });
});
after(() => server.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: Json;
}

async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; contentType?: string | null } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.contentType !== null) headers['Content-Type'] = init.contentType ?? 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: Json = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a redirect): `text` has it.
  }
  return { status: response.status, headers: response.headers, text, body };
}

const checkout = (body: unknown = {}, base = server.url) => call(base, '/shop/checkout', { method: 'POST', body });
const invoiceOf = (src: string, base = server.url) => call(base, src);
const outcomeOf = (src: string, body: unknown, base = server.url) =>
  call(base, `${src}/outcome`, { method: 'POST', body });

/**
 * The shop's status for `src` once it is `status`: the sandbox's event arrives just after the outcome's answer.
 * The demo's sandbox has no invoice read (only the `controls` and `expiry-meta` extras), so only the event brings it.
 */
async function statusBecomes(src: string, status: string, base = server.url, withinMs = 1000): Promise<Json> {
  const until = Date.now() + withinMs;
  for (;;) {
    const answer = await invoiceOf(src, base);
    if (answer.body.data?.attributes.status === status) return answer.body;
    if (Date.now() > until) assert.fail(`${src} is still ${answer.body.data?.attributes.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * What the sandbox's own timer does when the invoice at `src` is due to change: works its status out on the
 * tests' clock, which sends the event to the shop. That timer keeps real time; the tests' clock jumps.
 */
function sandboxNotices(src: string): void {
  const { store } = server.app.sandbox;
  store.status(store.invoices.get(src.split('/').pop()!)!);
}

/** POSTs `document` as the sandbox would, signed with `secret` at `timestamp` (unix seconds). */
function sendEvent(document: unknown, secret = SECRET, timestamp = Math.floor(Date.now() / 1000)): Promise<Answer> {
  const body = JSON.stringify(document);
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return fetch(`${server.url}/shop/payment-events`, {
    method: 'POST',
    headers: { 'Content-Type': MEDIA, 'Sandbox-Signature': `t=${timestamp},v1=${mac}` },
    body,
  }).then(async (response) => {
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : {} };
  });
}

/** `invoice` as an event announcing `status` would carry it, with `changes` to its attributes. */
function eventOf(invoice: Json, status: string, changes: Json = {}): Json {
  const copy = structuredClone(invoice);
  Object.assign(copy.data.attributes, { status, ...changes });
  copy.meta = { event: { id: `evt_${Math.random().toString(16).slice(2)}`, type: 'invoice.updated' } };
  return copy;
}

/** The events of a Server-Sent Events body, one document at a time; `next()` fails after `withinMs`. */
function eventStream(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(withinMs = 1000): Promise<Json> {
      const until = Date.now() + withinMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('data: ')) return JSON.parse(block.slice(6)) as Json;
          continue; // a heartbeat
        }
        const left = until - Date.now();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const read = await Promise.race([
          reader.read(),
          new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(left, 0)))),
        ]);
        clearTimeout(timer);
        if (read === 'late') assert.fail(`no event within ${withinMs} ms`);
        if (read.done) assert.fail('the stream ended');
        buffer += decoder.decode(read.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('POST /shop/checkout', () => {
  test('creates an invoice for the demo cart, in BTC by default, and answers the document and its src', async () => {
    const answer = await checkout();
    assert.equal(answer.status, 201, answer.text);
    assert.equal(answer.headers.get('content-type'), 'application/json');
    const { invoice, src, cart } = answer.body;
    assert.equal(src, `/shop/invoices/${invoice.data.id}`);
    assert.equal(answer.headers.get('location'), src);
    assert.deepEqual(cart, demoCart());
    assert.equal(cart.total, '49.99');
    const { attributes } = invoice.data;
    assert.equal(attributes.amountBilled, '49.99');
    assert.equal(attributes.billedCurrency, 'EUR');
    assert.equal(attributes.chargedCurrency, 'BTC');
    // The spec's invoice: the demo's sandbox adds no `status` or `network` (docs/sandbox.md, "Extras").
    assert.equal(attributes.status, undefined);
    assert.equal(attributes.network, undefined);
    assert.match(attributes.reference, /^order-[0-9a-f-]{36}$/);
    assert.ok(parseInvoice(invoice).ok);
    // The invoice is in the sandbox: the shop really called it.
    assert.ok(server.app.sandbox.store.invoices.has(invoice.data.id));
  });

  test('the redirect URLs go to the shop’s return pages, on its own origin, unless given', async () => {
    const { invoice } = (await checkout()).body;
    const { reference, successRedirectUrl, unsuccessRedirectUrl } = invoice.data.attributes;
    assert.equal(successRedirectUrl, `${server.url}/shop/orders/${reference}/success`);
    assert.equal(unsuccessRedirectUrl, `${server.url}/shop/orders/${reference}/failed`);
    const given = (
      await checkout({
        successRedirectUrl: 'https://shop.example/thanks',
        unsuccessRedirectUrl: 'https://shop.example/sorry',
      })
    ).body.invoice.data.attributes;
    assert.equal(given.successRedirectUrl, 'https://shop.example/thanks');
    assert.equal(given.unsuccessRedirectUrl, 'https://shop.example/sorry');
  });

  test('currency, network and payment method are passed on', async () => {
    const xrp = (await checkout({ currency: 'XRP' })).body.invoice;
    assert.match(xrp.included[0].attributes.value, /^r\w+\?dt=\d+$/);
    const usdt = (await checkout({ currency: 'USDT', network: 'ethereum:usdt' })).body.invoice;
    assert.equal(usdt.data.attributes.networkName, 'Ethereum (ERC-20)');
    assert.match(usdt.included[0].attributes.value, /^0x[0-9a-f]{40}$/);
    const exchange = (await checkout({ currency: 'USDT', paymentMethods: 'exchange_pay' })).body.invoice;
    assert.equal(exchange.included[0].type, 'exchangeOrders');
    assert.equal(exchange.data.attributes.paymentMethods, 'exchange_pay');
  });

  test('expiresInSeconds (sandbox only) reaches the sandbox', async () => {
    const { attributes } = (await checkout({ expiresInSeconds: 30 })).body.invoice.data;
    assert.equal(Date.parse(attributes.expiresAt) - Date.parse(attributes.createdAt), 30_000);
  });

  test('the payment API’s refusals come back as 422 with its pointers', async () => {
    const answer = await checkout({ currency: 'DOGE' });
    assert.equal(answer.status, 422);
    assert.equal(answer.body.errors[0].code, 'unsupported_currency');
    assert.equal(answer.body.errors[0].source.pointer, '/data/attributes/chargedCurrency');
    const network = await checkout({ currency: 'BTC', network: 'tron:usdt' });
    assert.equal(network.body.errors[0].code, 'unsupported_network');
    const url = await checkout({ successRedirectUrl: 'javascript:alert(1)' });
    assert.equal(url.body.errors[0].code, 'invalid_url');
  });

  test('the shop checks its own input', async () => {
    const wrongType = await checkout({ currency: 42, network: '' });
    assert.equal(wrongType.status, 422);
    assert.deepEqual(
      wrongType.body.errors.map((error: Json) => error.source.pointer),
      ['/currency', '/network'],
    );
    for (const expiresInSeconds of [0, 1201, 2.5, '30']) {
      const answer = await checkout({ expiresInSeconds });
      assert.equal(answer.status, 422);
      assert.equal(answer.body.errors[0].source.pointer, '/expiresInSeconds');
    }
    assert.equal((await checkout('[1]')).status, 400);
    assert.equal((await checkout('{"currency":')).body.errors[0].code, 'invalid_json');
    const empty = await call(server.url, '/shop/checkout', { method: 'POST', body: '' });
    assert.equal(empty.status, 201);
  });

  test('only JSON bodies (a cross-site form cannot post one) and only POST', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', null]) {
      const answer = await call(server.url, '/shop/checkout', { method: 'POST', body: '{}', contentType });
      assert.equal(answer.status, 415, String(contentType));
    }
    const get = await call(server.url, '/shop/checkout');
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST');
  });

  test('only from the shop’s own pages: another origin’s POSTs are 403', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/shop/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: '{}',
      });
    const { host } = new URL(server.url);
    const foreign: Record<string, string>[] = [
      { Origin: 'http://localhost:3000' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of foreign) {
      const response = await post(headers);
      assert.equal(response.status, 403, JSON.stringify(headers));
      assert.equal(((await response.json()) as Json).errors[0].code, 'cross_origin');
    }
    assert.equal((await post({ Origin: `http://${host}`, 'Sec-Fetch-Site': 'same-origin' })).status, 201);
    // Not a browser (curl, another server): no Origin, no Sec-Fetch-Site.
    assert.equal((await post({})).status, 201);
  });

  test('the API key never reaches the browser', async () => {
    const answers = [await checkout(), await checkout({ currency: 'DOGE' }), await checkout('{')];
    const src = answers[0]!.body.src;
    answers.push(
      await invoiceOf(src),
      await call(server.url, `${src}/outcome`, { method: 'POST', body: { outcome: 'x' } }),
    );
    for (const answer of answers) {
      assert.ok(!answer.text.includes(KEY), answer.text);
      for (const [, value] of answer.headers) assert.ok(!value.includes(KEY));
    }
  });
});

describe('GET /shop/invoices/:id', () => {
  test('the current document as JSON:API, private to the payer, with a Date for the element’s clock', async () => {
    const { src, invoice } = (await checkout({ currency: 'LTC' })).body;
    const answer = await invoiceOf(src);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), MEDIA);
    // crypto-checkout/server's default: no shared cache keeps it, the browser at most for the poll interval.
    assert.equal(answer.headers.get('cache-control'), 'private, max-age=5');
    const date = answer.headers.get('date');
    assert.ok(date && Number.isFinite(Date.parse(date)), `Date: ${date}`);
    assert.deepEqual(answer.body, invoice);
    const parsed = parseInvoice(answer.body);
    assert.ok(parsed.ok);
    assert.equal(parsed.invoice.serviceStatus, undefined, 'the spec’s invoice: no status until an event brings one');
  });

  test('an ETag, and 304 without a body when If-None-Match names it', async () => {
    const { src } = (await checkout()).body;
    const first = await invoiceOf(src);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^"[\w-]+"$/);
    const again = await fetch(`${server.url}${src}`, {
      headers: { 'If-None-Match': etag!, 'Cache-Control': 'no-cache' },
    });
    assert.equal(again.status, 304);
    assert.equal(await again.text(), '');
  });

  test('follows the invoice as it changes: expiry by the clock, brought by the sandbox’s event', async () => {
    const { src } = (await checkout({ expiresInSeconds: 10 })).body;
    const start = now;
    try {
      now = start + 10_000;
      sandboxNotices(src);
      await statusBecomes(src, 'expired');
    } finally {
      now = start;
    }
  });

  test('only the shop’s own invoices', async () => {
    assert.equal((await invoiceOf('/shop/invoices/unknown')).status, 404);
    // An invoice that exists in the sandbox but was not made by the shop.
    const response = await fetch(`${server.url}/api/public/v1/invoices`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': MEDIA },
      body: JSON.stringify({
        data: { type: 'invoices', attributes: { amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' } },
      }),
    });
    const { data } = (await response.json()) as Json;
    assert.equal((await invoiceOf(`/shop/invoices/${data.id}`)).status, 404);
    assert.equal((await call(server.url, '/shop/invoices/x', { method: 'DELETE' })).status, 405);
    assert.equal((await call(server.url, '/shop/nothing')).status, 404);
  });
});

describe('sandbox only: POST /shop/invoices/:id/outcome', () => {
  test('forwards to the sandbox’s control endpoint; the invoice follows by the sandbox’s event', async () => {
    const { src } = (await checkout()).body;
    const answer = await outcomeOf(src, { outcome: 'complete' });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.attributes.status, 'completed');
    await statusBecomes(src, 'completed');
    const again = await call(server.url, `${src}/outcome`, { method: 'POST', body: { outcome: 'cancelled' } });
    assert.equal(again.status, 409);
    assert.equal(again.body.errors[0].code, 'invoice_final');
  });

  test('paid_in: processing, then completed', async () => {
    const { src } = (await checkout()).body;
    const start = now;
    try {
      const answer = await outcomeOf(src, { outcome: 'paid_in', seconds: 3 });
      assert.equal(answer.body.data.attributes.status, 'processing');
      await statusBecomes(src, 'processing');
      now = start + 3_000;
      sandboxNotices(src);
      await statusBecomes(src, 'completed');
    } finally {
      now = start;
    }
  });

  test('passes the sandbox’s refusals on; unknown invoices are 404', async () => {
    const { src } = (await checkout()).body;
    const bad = await call(server.url, `${src}/outcome`, { method: 'POST', body: { outcome: 'paid', seconds: -1 } });
    assert.equal(bad.status, 422);
    assert.deepEqual(
      bad.body.errors.map((error: Json) => error.source.pointer),
      ['/outcome', '/seconds'],
    );
    assert.equal((await call(server.url, '/shop/invoices/nope/outcome', { method: 'POST', body: {} })).status, 404);
    assert.equal((await call(server.url, `${src}/outcome`)).status, 405);
  });
});

describe('POST /shop/payment-events: the sandbox’s signed events', () => {
  test('an outcome brings a signed event to the shop: its GET answers the new status, its stream pushes it within 1 s', async () => {
    const { src, invoice } = (await checkout()).body;
    const stream = await fetch(`${server.url}${src}`, { headers: { Accept: 'text/event-stream' } });
    assert.equal(stream.status, 200);
    assert.match(stream.headers.get('content-type') ?? '', /^text\/event-stream/);
    const events = eventStream(stream.body!);
    const first = await events.next();
    assert.deepEqual(first, invoice, 'the document from creation: the spec’s, without a status');

    // Every request the sandbox makes goes through the global fetch: watch the ones to the shop's event route.
    const delivered: { signature: string | null; status: number }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (String(input) === `${server.url}/shop/payment-events`) {
        delivered.push({ signature: new Headers(init?.headers).get('Sandbox-Signature'), status: response.status });
      }
      return response;
    };
    try {
      const sent = Date.now();
      assert.equal((await outcomeOf(src, { outcome: 'complete' })).status, 200);
      const pushed = await events.next(1000);
      assert.ok(Date.now() - sent < 1000);
      assert.equal(pushed.data.id, invoice.data.id);
      assert.equal(pushed.data.attributes.status, 'completed');
      assert.equal(pushed.meta?.event, undefined, 'the event’s envelope is not the invoice’s');
      await events.next(1000).then(
        () => assert.fail('the stream goes on after a final status'),
        (error: Error) => assert.match(error.message, /the stream ended/),
      );
      while (delivered.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      globalThis.fetch = realFetch;
    }
    assert.equal(delivered.length, 1);
    assert.match(delivered[0]!.signature ?? '', /^t=\d+,v1=[0-9a-f]{64}$/);
    assert.equal(delivered[0]!.status, 204);
    const after = await invoiceOf(src);
    assert.equal(after.status, 200);
    assert.equal(after.body.data.attributes.status, 'completed');
    assert.equal(after.headers.get('invoice-stream'), null, 'a final invoice offers no stream');
  });

  test('a forged event (no signature, another secret, a changed body, an old one) is 400 and changes nothing', async (t) => {
    const { src, invoice } = (await checkout()).body;
    const paid = eventOf(invoice, 'completed');
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (message: unknown) => void warnings.push(message);
    t.after(() => (console.warn = warn));
    const unsigned = await fetch(`${server.url}/shop/payment-events`, {
      method: 'POST',
      headers: { 'Content-Type': MEDIA },
      body: JSON.stringify(paid),
    });
    assert.equal(unsigned.status, 400);
    assert.equal(((await unsigned.json()) as Json).errors[0].code, 'missing_signature');
    const forged = await sendEvent(paid, 'whsec_guessed');
    assert.equal(forged.status, 400);
    assert.equal(forged.body.errors[0].code, 'bad_signature');
    const stale = await sendEvent(paid, SECRET, Math.floor(Date.now() / 1000) - 600);
    assert.equal(stale.status, 400);
    assert.equal(stale.body.errors[0].code, 'stale');
    // Signed, then changed on the way: the signature covers the exact bytes.
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify(eventOf(invoice, 'processing'));
    const mac = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
    const tampered = await fetch(`${server.url}/shop/payment-events`, {
      method: 'POST',
      headers: { 'Content-Type': MEDIA, 'Sandbox-Signature': `t=${timestamp},v1=${mac}` },
      body: body.replace('"processing"', '"completed"'),
    });
    assert.equal(tampered.status, 400);
    const answer = await invoiceOf(src);
    assert.deepEqual(answer.body, invoice);
    assert.equal(warnings.length, 4, 'each refusal is logged');
    assert.match(String(warnings[1]), /bad-signature/);
  });

  test('an event for an invoice the shop did not create is 404', async () => {
    const response = await fetch(`${server.url}/api/public/v1/invoices`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': MEDIA },
      body: JSON.stringify({
        data: { type: 'invoices', attributes: { amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' } },
      }),
    });
    const foreign = (await response.json()) as Json;
    const answer = await sendEvent(eventOf(foreign, 'completed'));
    assert.equal(answer.status, 404);
    assert.equal(answer.body.errors[0].code, 'not_found');
    assert.equal((await invoiceOf(`/shop/invoices/${foreign.data.id}`)).status, 404);
  });

  test('an event that changes what to pay is 422 (payment_changed) and changes nothing; another invoice’s is 422 (mismatch)', async () => {
    const { src, invoice } = (await checkout()).body;
    const errors: unknown[][] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const amount = await sendEvent(eventOf(invoice, 'completed', { amountCharged: '0.00000001' }));
      assert.equal(amount.status, 422, amount.text);
      assert.equal(amount.body.errors[0].code, 'payment_changed');
      const other = eventOf(invoice, 'completed');
      other.data.type = 'accounts';
      const mismatch = await sendEvent(other);
      assert.equal(mismatch.status, 422);
      assert.equal(mismatch.body.errors[0].code, 'mismatch');
    } finally {
      console.error = log;
    }
    assert.equal(errors.length, 2, 'each refusal is logged');
    assert.match(String(errors[0]![0]), /payment_changed/);
    assert.deepEqual((await invoiceOf(src)).body, invoice);
  });

  test('a retried event changes nothing more; the route takes POST only, from anywhere', async () => {
    const { src, invoice } = (await checkout()).body;
    const event = eventOf(invoice, 'processing');
    assert.equal((await sendEvent(event)).status, 204);
    assert.equal((await sendEvent(event)).status, 204);
    // A later event with an earlier status is a no-op too (statuses only move forward).
    assert.equal((await sendEvent(eventOf(invoice, 'pending'))).status, 204);
    assert.equal((await invoiceOf(src)).body.data.attributes.status, 'processing');
    const get = await call(server.url, '/shop/payment-events');
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST');
  });
});

describe('the embedded sandbox’s webhookUrl as a function (the shop’s origin is known once the server listens)', () => {
  /** A sandbox sending its events to what `webhookUrl` answers; one invoice, made and completed over HTTP. */
  async function completeOne(webhookUrl: () => string): Promise<() => Promise<void>> {
    const sandbox = createSandbox({
      apiKey: KEY,
      extras: ['controls'], // the outcome control
      webhookUrl,
      webhookSecret: SECRET,
      webhookRetryDelays: [20, 20],
    });
    const served = await listen(sandbox.middleware, '127.0.0.1', 0);
    const headers = { Authorization: `Bearer ${KEY}`, 'Content-Type': MEDIA };
    const created = await fetch(`${served.url}/api/public/v1/invoices`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        data: { type: 'invoices', attributes: { amountBilled: '1', billedCurrency: 'EUR', chargedCurrency: 'BTC' } },
      }),
    });
    const { data } = (await created.json()) as Json;
    const decided = await fetch(`${served.url}/api/sandbox/invoices/${data.id}/outcome`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'complete' }),
    });
    assert.equal(decided.status, 200);
    return async () => {
      sandbox.close();
      await served.close();
    };
  }

  test('is called at each attempt: a throw or a bad URL is a failed attempt, retried', async () => {
    const received: string[] = [];
    const receiver = await listen(
      (request, response) => {
        received.push(String(request.headers['sandbox-signature']));
        response.writeHead(204).end();
      },
      '127.0.0.1',
      0,
    );
    const answers = [
      () => {
        throw new Error('The server is not listening yet.');
      },
      () => 'ftp://127.0.0.1/hook',
      () => `${receiver.url}/hook`,
    ];
    let calls = 0;
    const stop = await completeOne(() => answers[Math.min(calls++, 2)]!());
    try {
      while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(calls, 3);
      assert.match(received[0]!, /^t=\d+,v1=[0-9a-f]{64}$/);
    } finally {
      await stop();
      await receiver.close();
    }
  });

  test('an answer that is never a URL is logged after the last attempt; anything but a string or a function is refused', async (t) => {
    const errors: string[] = [];
    const error = console.error;
    console.error = (message: unknown) => void errors.push(String(message));
    t.after(() => (console.error = error));
    const stop = await completeOne(() => 'http://user:secret@127.0.0.1/hook');
    try {
      // A line at the first failure, then one when the sandbox gives up.
      while (errors.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await stop();
    }
    assert.match(errors[1]!, /not delivered to webhookUrl\(\) after 3 attempts/);
    for (const line of errors) {
      assert.match(line, /must not carry a user name or password/);
      assert.doesNotMatch(line, /secret/, 'the log shows no credentials');
    }
    assert.throws(
      () => createSandbox({ apiKey: KEY, webhookUrl: 42 as unknown as string, webhookSecret: SECRET }),
      TypeError,
    );
  });
});

describe('return pages', () => {
  test('the invoice’s redirect URLs lead to /success.html and /failed.html with the invoice id', async () => {
    const { invoice } = (await checkout()).body;
    for (const [key, page] of [
      ['successRedirectUrl', '/success.html'],
      ['unsuccessRedirectUrl', '/failed.html'],
    ] as const) {
      const response = await fetch(invoice.data.attributes[key], { redirect: 'manual' });
      assert.equal(response.status, 303);
      assert.equal(response.headers.get('location'), `${page}?invoice=${invoice.data.id}`);
      assert.equal(response.headers.get('cache-control'), 'no-store');
    }
    assert.equal((await call(server.url, '/shop/orders/order-unknown/success')).status, 404);
    assert.equal((await call(server.url, '/shop/orders/x/elsewhere')).status, 404);
  });
});

describe('a separate payment API (PAYMENT_API_BASE_URL and PAYMENT_API_KEY)', () => {
  test('the shop imports nothing of the sandbox: it reaches the payment API only through src/client over HTTP', () => {
    const files = [new URL('../../demo/server/shop.ts', import.meta.url)];
    // The shop's own modules and every one they import, followed to the end (the client's own files included).
    for (const url of files) {
      const source = readFileSync(url, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const [, specifier] of source.matchAll(/\bfrom\s+'(\.[^']+)'/g)) {
        const imported = new URL(specifier!.replace(/\.js$/, '.ts'), url);
        assert.doesNotMatch(imported.pathname, /\/src\/sandbox\//, `${url.pathname} imports ${specifier}`);
        if (!files.some((file) => file.href === imported.href)) files.push(imported);
      }
    }
    assert.ok(files.some((file) => file.pathname.endsWith('/src/client/index.ts')));
  });

  let provider: RunningServer;
  before(async () => {
    provider = await startServer({ sandboxApiKey: 'provider-key' });
  });
  after(() => provider.close());

  test('the shop creates and reads invoices there, with that key', async () => {
    const shop = await startServer({
      sandboxApiKey: 'own-key',
      paymentApi: { baseUrl: provider.url, apiKey: 'provider-key' },
    });
    try {
      const { invoice, src } = (await checkout({}, shop.url)).body;
      assert.ok(provider.app.sandbox.store.invoices.has(invoice.data.id));
      assert.ok(!shop.app.sandbox.store.invoices.has(invoice.data.id));
      assert.match(invoice.data.attributes.successRedirectUrl, new RegExp(`^${shop.url}/shop/orders/`));
      assert.equal((await invoiceOf(src, shop.url)).body.data.id, invoice.data.id);
    } finally {
      await shop.close();
    }
  });

  test('a refused key is a 502 that names the problem, not the key', async () => {
    const shop = await startServer({
      sandboxApiKey: 'own-key',
      paymentApi: { baseUrl: provider.url, apiKey: 'wrong-key' },
    });
    try {
      const answer = await checkout({}, shop.url);
      assert.equal(answer.status, 502);
      assert.equal(answer.body.errors[0].code, 'payment_api_auth');
      assert.ok(!answer.text.includes('wrong-key'));
    } finally {
      await shop.close();
    }
  });

  test('an unreachable API is a 502', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const shop = await startServer({
      sandboxApiKey: 'own-key',
      paymentApi: { baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' },
    });
    try {
      const answer = await checkout({}, shop.url);
      assert.equal(answer.status, 502);
      assert.equal(answer.body.errors[0].code, 'payment_api_unreachable');
    } finally {
      await shop.close();
    }
  });

  test('an API without the sandbox-only invoice read: the document from creation is served', async () => {
    // A "real" service: the sandbox, minus GET /invoices/:id.
    const real = createServer((request, response) => {
      if (request.method === 'GET' && request.url?.startsWith('/api/public/v1/invoices/')) {
        response.writeHead(404, { 'Content-Type': MEDIA });
        response.end(JSON.stringify({ errors: [{ status: '404', code: 'not_found' }] }));
        return;
      }
      const forward = new URL(request.url ?? '/', provider.url);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const upstream = await fetch(forward, {
          method: request.method ?? 'GET',
          headers: request.headers as Record<string, string>,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? MEDIA });
        response.end(await upstream.text());
      });
    });
    await new Promise<void>((resolve) => real.listen(0, '127.0.0.1', resolve));
    const realUrl = `http://127.0.0.1:${(real.address() as AddressInfo).port}`;
    const shop = await startServer({
      sandboxApiKey: 'own-key',
      paymentApi: { baseUrl: realUrl, apiKey: 'provider-key' },
    });
    try {
      const { invoice, src } = (await checkout({}, shop.url)).body;
      const answer = await invoiceOf(src, shop.url);
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, invoice);
    } finally {
      await shop.close();
      real.closeAllConnections();
      real.close();
    }
  });
});

describe('srvx’s toNodeHandler, which serves the shop on node:http (demo/server/app.ts)', () => {
  /** A node:http server answering through toNodeHandler(`handler`), on a free port; `close()` ends it. */
  async function serve(handler: (request: Request) => Promise<Response>) {
    const server = createServer(toNodeHandler(handler) as NodeHttp1Handler);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const close = () => {
      server.closeAllConnections();
      server.close();
    };
    return { port: (server.address() as AddressInfo).port, close };
  }

  /** Waits until `condition()` holds, for at most 1 s. */
  async function until(condition: () => boolean, what: string): Promise<void> {
    const end = Date.now() + 1000;
    while (!condition()) {
      if (Date.now() > end) assert.fail(`not within 1 s: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  test('the Request is on the request’s own host, as the shop’s Origin check needs', async () => {
    const { port, close } = await serve(async (request) => new Response(request.url));
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const client = httpRequest({
          port,
          host: '127.0.0.1',
          path: '/shop/x?y=1',
          headers: { Host: 'shop.test:8080' },
        });
        client.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk));
          response.on('end', () => resolve(text));
        });
        client.on('error', reject);
        client.end();
      });
      assert.equal(answer, 'http://shop.test:8080/shop/x?y=1');
    } finally {
      close();
    }
  });

  test('a client that leaves aborts the signal and cancels the answer, even one made after it left', async () => {
    let cancelled = 0;
    let aborted = false;
    const { port, close } = await serve(async (request) => {
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
      aborted = true;
      const body = new ReadableStream({ cancel: () => void cancelled++ });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    try {
      const client = httpRequest({ port, host: '127.0.0.1', path: '/shop/invoices/x' });
      client.on('error', () => undefined);
      client.end();
      setTimeout(() => client.destroy(), 50);
      await until(() => aborted && cancelled === 1, 'the signal aborted and the answer cancelled');
    } finally {
      close();
    }
  });

  test('a client that leaves a stream cancels it', async () => {
    let cancelled = false;
    const { port, close } = await serve(async () => {
      const body = new ReadableStream({
        start: (controller) => controller.enqueue(new TextEncoder().encode('data: {}\n\n')),
        cancel: () => void (cancelled = true),
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    try {
      const client = httpRequest({ port, host: '127.0.0.1', path: '/shop/invoices/x' });
      client.on('error', () => undefined);
      client.on('response', (response) => response.once('data', () => client.destroy()));
      client.end();
      await until(() => cancelled, 'the stream cancelled');
    } finally {
      close();
    }
  });
});

describe('the environment', () => {
  test('SANDBOX_WEBHOOK_SECRET is the secret of the sandbox’s events to the shop when set', () => {
    assert.equal(readConfig({ SANDBOX_WEBHOOK_SECRET: ' whsec_mine ' }).webhookSecret, 'whsec_mine');
    assert.equal(readConfig({ SANDBOX_WEBHOOK_SECRET: '' }).webhookSecret, undefined);
    assert.equal(readConfig({}).webhookSecret, undefined);
  });

  test('SANDBOX_API_KEY is used when set, else a fresh key is generated', () => {
    const given = readConfig({ SANDBOX_API_KEY: 'mine' });
    assert.equal(given.sandboxApiKey, 'mine');
    assert.equal(given.generatedKey, false);
    const first = readConfig({});
    const second = readConfig({ SANDBOX_API_KEY: '  ' });
    assert.match(first.sandboxApiKey, /^sk_sandbox_[A-Za-z0-9_-]{32}$/);
    assert.equal(first.generatedKey, true);
    assert.notEqual(first.sandboxApiKey, second.sandboxApiKey);
  });

  test('PAYMENT_API_BASE_URL and PAYMENT_API_KEY together select a real account; one alone is a warning', () => {
    const both = readConfig({ PAYMENT_API_BASE_URL: 'https://api.sandbox.example', PAYMENT_API_KEY: 'live' });
    assert.deepEqual(both.paymentApi, { baseUrl: 'https://api.sandbox.example', apiKey: 'live' });
    assert.deepEqual(both.warnings, []);
    for (const env of [{ PAYMENT_API_BASE_URL: 'https://api.sandbox.example' }, { PAYMENT_API_KEY: 'live' }]) {
      const config = readConfig(env);
      assert.equal(config.paymentApi, undefined);
      assert.equal(config.warnings.length, 1);
    }
    const notUrl = readConfig({ PAYMENT_API_BASE_URL: 'api.sandbox.example', PAYMENT_API_KEY: 'live' });
    assert.equal(notUrl.paymentApi, undefined);
    assert.match(notUrl.warnings[0]!, /not an http/);
  });
});

describe('the Vite plugin (npm start)', () => {
  test('serves the sandbox and the shop from the dev server and prints the URL and the key', async () => {
    const { createServer: createViteServer } = await import('vite');
    const { checkoutServer } = await import('../../demo/server/plugin.js');
    const saved = process.env.SANDBOX_API_KEY;
    process.env.SANDBOX_API_KEY = 'sk_sandbox_vite_test';
    const lines: string[] = [];
    const vite = await createViteServer({
      configFile: false,
      root: new URL('../../demo/', import.meta.url).pathname,
      plugins: [checkoutServer()],
      server: { host: '127.0.0.1', port: 0, strictPort: true, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
      customLogger: {
        info: (message: string) => lines.push(message),
        warn: (message: string) => lines.push(message),
        warnOnce: (message: string) => lines.push(message),
        error: (message: string) => lines.push(message),
        clearScreen: () => undefined,
        hasErrorLogged: () => false,
        hasWarned: false,
      },
    });
    try {
      await vite.listen();
      vite.printUrls();
      const { port } = vite.httpServer!.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}`;
      const output = lines.join('\n');
      assert.match(output, new RegExp(`Payment sandbox: +${url}/api/public/v1`));
      assert.match(output, /Sandbox API key: +sk_sandbox_vite_test/);

      const channels = await fetch(`${url}/api/public/v1/channels`, {
        headers: { Authorization: 'Bearer sk_sandbox_vite_test', 'Content-Type': MEDIA },
      });
      assert.equal(channels.status, 200);
      assert.equal(((await channels.json()) as Json).meta.total, 48);

      const { src } = (await checkout({ currency: 'ETH' }, url)).body;
      const invoice = await invoiceOf(src, url);
      assert.equal(invoice.status, 200);
      assert.ok(parseInvoice(invoice.body).ok);
      // The embedded sandbox sends its event to the shop on the dev server's origin.
      assert.equal((await outcomeOf(src, { outcome: 'cancelled' }, url)).status, 200);
      await statusBecomes(src, 'cancelled', url);

      // Everything else is still Vite's: the demo page.
      const page = await fetch(`${url}/`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /crypto-checkout/);
    } finally {
      await vite.close();
      if (saved === undefined) delete process.env.SANDBOX_API_KEY;
      else process.env.SANDBOX_API_KEY = saved;
    }
  });
});
