// The demo shop's channel routes over real HTTP on loopback: one channel found in the payment API's list (across
// its pages), the deposit relay with its ETag, the sandbox-only deposit simulation, and the channel page's
// scenarios checked against the sandbox's seed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CHANNEL_SCENARIOS } from '../../demo/channel-scenarios.js';
import { startServer, type RunningServer } from '../../demo/server/http.js';
import { parseChannel, parseDeposits } from '../../src/core/channel.js';
import { SEED_CHANNELS } from '../../src/sandbox/seed.js';

const KEY = 'sk_sandbox_shop_channels_test';
const MEDIA = 'application/vnd.api+json';
const USDT = SEED_CHANNELS.usdtTron;
/** A well-formed id no channel has. */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let server: RunningServer;

before(async () => {
  server = await startServer({ sandboxApiKey: KEY });
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
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; base?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${init.base ?? server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: Json = {};
  try {
    body = JSON.parse(text);
  } catch {
    // A 304 has no body.
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** What the sandbox itself answers, with the key (the shop's answers are compared with it). */
async function upstream(path: string): Promise<Json> {
  const response = await fetch(`${server.url}/api/public/v1${path}`, {
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': MEDIA },
  });
  assert.equal(response.status, 200);
  return (await response.json()) as Json;
}

const channelOf = (id: string, base?: string) => call(`/shop/channels/${id}`, base ? { base } : {});
const depositsOf = (id: string, headers: Record<string, string> = {}) =>
  call(`/shop/channels/${id}/deposits`, { headers });
const simulate = (id: string, body: unknown) => call(`/shop/channels/${id}/deposits`, { method: 'POST', body });

describe('GET /shop/channels/:id', () => {
  test('one channel document, as the payment API lists it, that <crypto-channel> reads', async () => {
    const answer = await channelOf(USDT);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.get('content-type'), MEDIA);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const listed = (await upstream('/channels?per_page=100')).data.find((channel: Json) => channel.id === USDT);
    assert.deepEqual(answer.body, { data: listed, jsonapi: { version: '1.0' } });
    const parsed = parseChannel(answer.body);
    assert.ok(parsed.ok);
    assert.equal(parsed.channel.status, 'enabled');
  });

  test('a channel beyond the first page of the list is found', async () => {
    // A service that pages by 10 whatever it is asked: the 48 seeded channels take five pages.
    const asked: string[] = [];
    const shop = await startServer({
      sandboxApiKey: KEY,
      fetch: (input, init) => {
        const url = new URL(String(input));
        if (url.pathname.endsWith('/channels')) {
          url.searchParams.set('per_page', '10');
          asked.push(url.searchParams.get('page') ?? '');
        }
        return fetch(url, init);
      },
    });
    try {
      // The shop's own sandbox is seeded like every other: its oldest channel is on the last page.
      const oldest = (await upstream('/channels?order_type=asc&per_page=1')).data[0].id as string;
      const answer = await channelOf(oldest, shop.url);
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.data.id, oldest);
      assert.deepEqual(asked, ['1', '2', '3', '4', '5']);

      asked.length = 0;
      assert.equal((await channelOf(UNKNOWN, shop.url)).status, 404);
      assert.deepEqual(asked, ['1', '2', '3', '4', '5'], 'the search ends at the list’s total');
    } finally {
      await shop.close();
    }
  });

  test('no such channel: 404 with a JSON:API error; other methods 405', async () => {
    for (const id of [UNKNOWN, 'not-a-channel', '%E0%A4%A']) {
      const answer = await channelOf(id);
      assert.equal(answer.status, 404, id);
      assert.equal(answer.body.errors[0].status, '404');
      assert.equal(answer.body.errors[0].code, 'not_found');
    }
    const post = await call(`/shop/channels/${USDT}`, { method: 'POST', body: {} });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET');
  });

  test('the channel page’s scenarios are the sandbox’s seeded channels, each what its scenario says', async () => {
    assert.deepEqual(
      [CHANNEL_SCENARIOS.usdt.id, CHANNEL_SCENARIOS.xrp.id, CHANNEL_SCENARIOS.disabled.id],
      [SEED_CHANNELS.usdtTron, SEED_CHANNELS.xrpTag, SEED_CHANNELS.disabled],
    );
    for (const scenario of Object.values(CHANNEL_SCENARIOS)) {
      const { attributes } = (await channelOf(scenario.id)).body.data;
      assert.deepEqual(
        { payCurrency: attributes.payCurrency, networkCode: attributes.networkCode, status: attributes.status },
        scenario.expect,
      );
    }
  });
});

describe('GET /shop/channels/:id/deposits', () => {
  test('relays the newest 10 deposits, newest first, as the payment API lists them', async () => {
    const answer = await depositsOf(USDT);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.get('content-type'), MEDIA);
    assert.deepEqual(
      answer.body,
      await upstream(`/channels/${USDT}/transactions?order=created_at&order_type=desc&per_page=10`),
    );
    assert.deepEqual(answer.body.meta, { page: 1, per_page: 10, total: 60 });
    const parsed = parseDeposits(answer.body);
    assert.ok(parsed.ok);
    const times = parsed.deposits.map((deposit) => deposit.createdAt);
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });

  test('an ETag, and 304 without a body while the list is unchanged', async () => {
    const etag = (await depositsOf(SEED_CHANNELS.xrpTag)).headers.get('etag');
    assert.match(etag ?? '', /^"[\w-]{22}"$/);
    const again = await depositsOf(SEED_CHANNELS.xrpTag, { 'If-None-Match': etag! });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    assert.equal(again.headers.get('etag'), etag);
    assert.equal((await depositsOf(SEED_CHANNELS.xrpTag, { 'If-None-Match': `W/${etag}, "other"` })).status, 304);
    assert.equal((await depositsOf(SEED_CHANNELS.xrpTag, { 'If-None-Match': '"other"' })).status, 200);
  });

  test('an unknown channel is 404; other methods 405', async () => {
    const answer = await depositsOf(UNKNOWN);
    assert.equal(answer.status, 404);
    assert.equal(answer.body.errors[0].code, 'not_found');
    const put = await call(`/shop/channels/${USDT}/deposits`, { method: 'PUT' });
    assert.equal(put.status, 405);
    assert.equal(put.headers.get('allow'), 'GET, POST');
  });
});

describe('sandbox only: POST /shop/channels/:id/deposits', () => {
  test('forwards to the sandbox’s simulation; the deposit then heads the relayed list, with a new ETag', async () => {
    const before = await depositsOf(USDT);
    const answer = await simulate(USDT, { payAmount: '25.5' });
    assert.equal(answer.status, 201, answer.text);
    assert.equal(answer.headers.get('content-type'), MEDIA);
    const { data } = answer.body;
    assert.equal(data.type, 'channelTransactions');
    assert.deepEqual(
      [data.attributes.payAmount, data.attributes.payCurrency, data.attributes.channelId, data.attributes.status],
      ['25.500000', 'USDT', USDT, 'completed'],
    );

    const after = await depositsOf(USDT, { 'If-None-Match': before.headers.get('etag')! });
    assert.equal(after.status, 200);
    assert.notEqual(after.headers.get('etag'), before.headers.get('etag'));
    assert.equal(after.body.meta.total, before.body.meta.total + 1);
    assert.equal(after.body.data.length, 10);
    assert.deepEqual(after.body.data[0], data);
    assert.deepEqual(after.body.data.slice(1), before.body.data.slice(0, 9));
  });

  test('a status is passed on; a disabled channel records the deposit as rejected', async () => {
    const pending = await simulate(SEED_CHANNELS.xrpTag, { payAmount: '10', status: 'pending' });
    assert.equal(pending.status, 201);
    assert.equal(pending.body.data.attributes.status, 'pending');

    const disabled = await simulate(SEED_CHANNELS.disabled, { payAmount: '0.5' });
    assert.equal(disabled.status, 201);
    assert.equal(disabled.body.data.attributes.status, 'rejected');
    assert.equal(disabled.body.data.attributes.amount, '0.00');
    assert.deepEqual(
      (await depositsOf(SEED_CHANNELS.disabled)).body.data.map((deposit: Json) => deposit.id),
      [disabled.body.data.id],
    );
  });

  test('passes the sandbox’s refusals on, with their pointers', async () => {
    const number = await simulate(USDT, { payAmount: 25.5, status: 'lost' });
    assert.equal(number.status, 422);
    assert.deepEqual(
      number.body.errors.map((error: Json) => [error.code, error.source.pointer]),
      [
        ['invalid_type', '/payAmount'],
        ['invalid_status', '/status'],
      ],
    );
    const completed = await simulate(SEED_CHANNELS.disabled, { payAmount: '1', status: 'completed' });
    assert.equal(completed.status, 422);
    assert.equal(completed.body.errors[0].code, 'channel_disabled');
    const notObject = await simulate(USDT, '[1]');
    assert.equal(notObject.status, 400);
    const unknown = await simulate(UNKNOWN, { payAmount: '1' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.errors[0].code, 'channel_not_found');
  });

  test('JSON from the shop’s own pages only', async () => {
    const form = await call(`/shop/channels/${USDT}/deposits`, {
      method: 'POST',
      body: 'payAmount=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(form.status, 415);
    const foreign = await call(`/shop/channels/${USDT}/deposits`, {
      method: 'POST',
      body: { payAmount: '1' },
      headers: { Origin: 'http://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.errors[0].code, 'cross_origin');
  });

  test('the API key never reaches the browser', async () => {
    const answers = [
      await channelOf(USDT),
      await channelOf(UNKNOWN),
      await depositsOf(USDT),
      await depositsOf(UNKNOWN),
      await simulate(USDT, { payAmount: '1' }),
      await simulate(USDT, { payAmount: 1 }),
    ];
    for (const answer of answers) {
      assert.ok(!answer.text.includes(KEY), answer.text);
      for (const [, value] of answer.headers) assert.ok(!value.includes(KEY));
    }
  });
});
