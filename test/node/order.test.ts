// crypto-checkout/server's order handler (`handleOrder`, behind `<crypto-checkout order-src>`) against the
// embedded sandbox: the methods, the amount only ever the order's, a method not offered refused, one
// upstream call for 20 concurrent POSTs (on one instance, and on two sharing Redis), the resume on GET;
// and methodsFromAccount on the spec's account shapes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startRedis, type RunningRedis } from '../../scripts/redis-server.mjs';
import { PaymentApiClient } from '../../src/client/index.js';
import { SEED_ACCOUNTS, startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { NETWORKS } from '../../src/sandbox/currencies.js';
import {
  createInvoiceHandler,
  methodsFromAccount,
  type InvoiceHandler,
  type OrderSettings,
} from '../../src/server/index.js';
import { redisStore, type RedisInvoiceStore } from '../../src/server/redis.js';
import type { InvoiceStore } from '../../src/server/store.js';
import { ORDER_ROUTE_CASES, type OrderRoutes } from '../helpers/backend-cases.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const ORDER: OrderSettings['order'] = {
  amountBilled: '49.99',
  billedCurrency: 'EUR',
  reference: '1001',
  successRedirectUrl: 'https://shop.example/paid',
};
const METHODS = NETWORKS.map(({ currency, code, name }) => ({ currency, network: code, name }));
const URL_OF = 'https://shop.example/shop/orders/1001/checkout';

describe('handleOrder: the order behind order-src', () => {
  let sandbox: RunningSandbox;
  /** The paths of every request the handlers made to the payment API, with their method. */
  const calls: string[] = [];
  const instance = (store?: InvoiceStore): InvoiceHandler =>
    createInvoiceHandler({
      api: {
        baseUrl: sandbox.url,
        apiKey: sandbox.key,
        fetch: async (input, init) => {
          calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
          return fetch(input, init);
        },
      },
      ...(store ? { store } : {}),
    });
  const settings = (reference = ORDER.reference): OrderSettings => ({
    order: { ...ORDER, reference },
    methods: METHODS,
  });
  const get = (handler: InvoiceHandler, reference?: string) =>
    handler.handleOrder(new Request(URL_OF), settings(reference));
  const post = (handler: InvoiceHandler, body: unknown, reference?: string, headers: Record<string, string> = {}) =>
    handler.handleOrder(
      new Request(URL_OF, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body == 'string' ? body : JSON.stringify(body),
      }),
      settings(reference),
    );
  const creations = () => calls.filter((call) => call === 'POST /api/public/v1/invoices').length;

  before(async () => {
    sandbox = await startSandbox();
  });
  after(() => sandbox.close());

  test('GET lists the methods, no-store; an order with an open invoice answers it, with meta.methods and Content-Location', async () => {
    const handler = instance();
    const list = await get(handler, 'get-1');
    assert.equal(list.status, 200);
    assert.equal(list.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await list.json(), { methods: METHODS, amountBilled: '49.99', billedCurrency: 'EUR' });

    const created = await post(handler, { chargedCurrency: 'USDT', network: 'tron:usdt' }, 'get-1');
    const { data } = (await created.json()) as Json;
    const resumed = await get(handler, 'get-1');
    assert.equal(resumed.headers.get('content-location'), `/invoices/${data.id}`);
    const body = (await resumed.json()) as Json;
    assert.equal(body.data.id, data.id);
    assert.deepEqual(body.meta.methods, METHODS);
    // The invoice's own document, as handle() serves it, carries no methods.
    const served = (await (
      await handler.handle(new Request(`https://shop.example/invoices/${data.id}`), data.id)
    ).json()) as Json;
    assert.equal(served.meta?.methods, undefined);
  });

  test("POST creates the invoice at the order's amount: an amount, currency or anything else in the body is ignored", async () => {
    const handler = instance();
    const answer = await post(
      handler,
      { chargedCurrency: 'USDT', network: 'tron:usdt', amountBilled: '0.01', billedCurrency: 'USD', reference: 'x' },
      'amount-1',
    );
    assert.equal(answer.status, 201);
    const { data } = (await answer.json()) as Json;
    assert.equal(answer.headers.get('location'), `/invoices/${data.id}`);
    const { amountBilled, billedCurrency, chargedCurrency, networkName, reference, successRedirectUrl } =
      data.attributes;
    assert.deepEqual(
      { amountBilled, billedCurrency, chargedCurrency, networkName, successRedirectUrl },
      {
        amountBilled: '49.99',
        billedCurrency: 'EUR',
        chargedCurrency: 'USDT',
        networkName: 'Tron (TRC-20)',
        successRedirectUrl: ORDER.successRedirectUrl,
      },
    );
    // The spec's invoice names no network code: the sandbox, answering only what the spec shows, sends none.
    assert.equal(data.attributes.network, undefined);
    assert.match(reference, /^amount-1-[0-9a-f]{8}$/);
    // The same method again: the same open invoice, 200.
    const again = await post(handler, { chargedCurrency: 'USDT', network: 'tron:usdt' }, 'amount-1');
    assert.equal(again.status, 200);
    assert.equal(((await again.json()) as Json).data.id, data.id);
  });

  test('a method not offered is 422, a body that is no JSON object 400, another site 403, other verbs 405: no invoice made', async () => {
    const handler = instance();
    const before = creations();
    for (const body of [
      { chargedCurrency: 'USDT', network: 'bitcoin' },
      { chargedCurrency: 'DOGE', network: 'dogecoin' },
      { chargedCurrency: 'usdt', network: 'tron:usdt' },
      { chargedCurrency: ['USDT'], network: 'tron:usdt' },
      {},
    ]) {
      const answer = await post(handler, body, 'refused-1');
      assert.equal(answer.status, 422, JSON.stringify(body));
      assert.equal(((await answer.json()) as Json).errors[0].code, 'method_not_offered');
    }
    for (const body of ['[]', 'null', '{', 'x'.repeat(5000)])
      assert.equal((await post(handler, body, 'refused-1')).status, 400, body.slice(0, 9));
    const crossSite = await post(handler, { chargedCurrency: 'BTC', network: 'bitcoin' }, 'refused-1', {
      'Sec-Fetch-Site': 'cross-site',
    });
    assert.equal(crossSite.status, 403);
    const put = await handler.handleOrder(new Request(URL_OF, { method: 'PUT', body: '{}' }), settings('refused-1'));
    assert.equal(put.status, 405);
    assert.equal(creations(), before);
  });

  test('20 concurrent POSTs for one method make one upstream call and answer one invoice', async () => {
    const handler = instance();
    const before = creations();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(handler, { chargedCurrency: 'ETH', network: 'ethereum' }, 'burst-1')),
    );
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as Json).data.id)));
    assert.equal(creations() - before, 1);
    assert.equal(ids.size, 1);
    assert.deepEqual(
      answers.map((answer) => answer.status).sort(),
      [201, ...Array<number>(19).fill(200)].sort(),
      'one created it, the others share it',
    );
  });

  test('another method creates another invoice, which a reload resumes; a paid order takes no other (409)', async () => {
    const handler = instance();
    const first = (await (
      await post(handler, { chargedCurrency: 'BTC', network: 'bitcoin' }, 'switch-1')
    ).json()) as Json;
    const second = (await (
      await post(handler, { chargedCurrency: 'LTC', network: 'litecoin' }, 'switch-1')
    ).json()) as Json;
    assert.notEqual(first.data.id, second.data.id);
    assert.equal(((await (await get(handler, 'switch-1')).json()) as Json).data.id, second.data.id);

    await handler.update(second.data.id, { status: 'completed' });
    const paid = await get(handler, 'switch-1');
    assert.equal(((await paid.json()) as Json).data.attributes.status, 'completed', 'a paid order shows its payment');
    const refused = await post(handler, { chargedCurrency: 'BTC', network: 'bitcoin' }, 'switch-1');
    assert.equal(refused.status, 409);
  });

  test('an expired or cancelled invoice is not resumed: the order lists the methods again, and a new choice creates anew', async () => {
    const handler = instance();
    const created = (await (
      await post(handler, { chargedCurrency: 'XRP', network: 'xrp' }, 'expired-1')
    ).json()) as Json;
    await handler.update(created.data.id, { status: 'expired' });
    assert.deepEqual(await (await get(handler, 'expired-1')).json(), {
      methods: METHODS,
      amountBilled: '49.99',
      billedCurrency: 'EUR',
    });
    const fresh = await post(handler, { chargedCurrency: 'XRP', network: 'xrp' }, 'expired-1');
    assert.equal(fresh.status, 201);
    assert.notEqual(((await fresh.json()) as Json).data.id, created.data.id);
  });

  test('a failed creation answers the upstream error and leaves no claim: the next POST creates', async () => {
    const failing = createInvoiceHandler({
      api: { baseUrl: sandbox.url, apiKey: 'sk_wrong' },
    });
    const refused = await post(failing, { chargedCurrency: 'BTC', network: 'bitcoin' }, 'fail-1');
    assert.equal(refused.status, 502);
    // The claim is gone at once: a handler with the right key on the same store creates without waiting 30 s.
    const handler = createInvoiceHandler({ api: { baseUrl: sandbox.url, apiKey: sandbox.key }, store: failing.store });
    const started = Date.now();
    assert.equal((await post(handler, { chargedCurrency: 'BTC', network: 'bitcoin' }, 'fail-1')).status, 201);
    assert.ok(Date.now() - started < 5000);
  });

  test('a creation the payment API answers 503 with Retry-After is answered 503 with that Retry-After', async () => {
    const busy = createInvoiceHandler({
      api: {
        baseUrl: 'https://api.example',
        apiKey: 'sk_live',
        fetch: async () =>
          new Response(JSON.stringify({ errors: [{ status: '503' }] }), {
            status: 503,
            headers: { 'Content-Type': 'application/vnd.api+json', 'Retry-After': '120' },
          }),
      },
    });
    const answer = await post(busy, { chargedCurrency: 'BTC', network: 'bitcoin' }, 'busy-1');
    assert.equal(answer.status, 503);
    assert.equal(answer.headers.get('retry-after'), '120');
  });

  test('concurrent creations the payment API answers 503 each carry their own Retry-After', async () => {
    let release!: () => void;
    const both = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const busy = createInvoiceHandler({
      api: {
        baseUrl: 'https://api.example',
        apiKey: 'sk_live',
        // Two creations of one URL, answered at the same moment with their own Retry-After.
        fetch: async (_input, init) => {
          const { reference } = JSON.parse(String(init?.body)).data.attributes;
          if (++asked === 2) release();
          await both;
          return new Response(JSON.stringify({ errors: [{ status: '503' }] }), {
            status: 503,
            headers: {
              'Content-Type': 'application/vnd.api+json',
              'Retry-After': reference.startsWith('a-') ? '7' : '30',
            },
          });
        },
      },
    });
    const [a, b] = await Promise.all([
      post(busy, { chargedCurrency: 'BTC', network: 'bitcoin' }, 'a'),
      post(busy, { chargedCurrency: 'BTC', network: 'bitcoin' }, 'b'),
    ]);
    assert.deepEqual([a.status, b.status], [503, 503]);
    assert.deepEqual([a.headers.get('retry-after'), b.headers.get('retry-after')], ['7', '30']);
  });

  describe('two instances sharing Redis', () => {
    let redis: RunningRedis;
    const stores: RedisInvoiceStore[] = [];
    before(async () => {
      redis = await startRedis();
    });
    after(async () => {
      await Promise.all(stores.map((store) => store.close()));
      await redis.stop();
    });

    test('20 concurrent POSTs spread over two instances make one upstream call', async () => {
      const [a, b] = [0, 1].map(() => {
        const store = redisStore({ url: redis.url, prefix: 'order:' });
        stores.push(store);
        return instance(store);
      });
      const before = creations();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          post(index % 2 ? a! : b!, { chargedCurrency: 'USDC', network: 'ethereum:usdc' }, 'redis-1'),
        ),
      );
      const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as Json).data.id)));
      assert.equal(creations() - before, 1);
      assert.equal(ids.size, 1);
      assert.equal(answers.filter((answer) => answer.status === 201).length, 1);
    });
  });
});

describe('methodsFromAccount', () => {
  test("the spec's account document: its included networks, as methods", () => {
    const account = {
      data: {
        id: 'acc-1',
        type: 'accounts',
        attributes: { master: true, currencyCode: 'USDT', currencyType: 'crypto' },
        relationships: {
          company: { meta: { included: false } },
          networks: {
            data: [
              { type: 'network', id: 'n1' },
              { type: 'network', id: 'n2' },
            ],
          },
        },
      },
      included: [
        { id: 'n1', type: 'network', attributes: { currencyCode: 'USDT', name: 'Tron (TRC-20)', code: 'tron:usdt' } },
        {
          id: 'n2',
          type: 'network',
          attributes: { currencyCode: 'USDT', name: 'Ethereum (ERC-20)', code: 'ethereum:usdt' },
        },
        { id: 'n3', type: 'network', attributes: { currencyCode: 'BTC', name: 'Bitcoin', code: 'bitcoin' } },
      ],
      meta: {},
      jsonapi: { version: '1.0' },
    };
    assert.deepEqual(methodsFromAccount(account), [
      { currency: 'USDT', network: 'tron:usdt', name: 'Tron (TRC-20)' },
      { currency: 'USDT', network: 'ethereum:usdt', name: 'Ethereum (ERC-20)' },
    ]);
    // Relationships not embedded: every included network.
    const bare = structuredClone(account) as Json;
    delete bare.data.relationships;
    assert.equal(methodsFromAccount(bare).length, 3);
  });

  test('no networks, a fiat account of a bank-withdrawal list, or junk: no methods; a hidden or bad code is left out', () => {
    assert.deepEqual(methodsFromAccount({ data: { relationships: { networks: { data: [] } } }, included: [] }), []);
    assert.deepEqual(methodsFromAccount({ data: { attributes: { currencyCode: 'EUR' } } }), []);
    for (const junk of [null, undefined, 'x', [], { included: 'x' }]) assert.deepEqual(methodsFromAccount(junk), []);
    const networks = [
      { currencyCode: 'USDT', name: 'Tron\u202e (TRC-20)', code: 'tron:usdt' },
      { currencyCode: 'US DT', name: 'Spaces', code: 'spaces' },
      { currencyCode: 'BTC', name: 'Bitcoin', code: 'bit coin' },
    ].map((attributes, index) => ({ id: String(index), type: 'network', attributes }));
    assert.deepEqual(methodsFromAccount({ data: {}, included: networks }), [
      { currency: 'USDT', network: 'tron:usdt', name: 'tron:usdt' },
    ]);
  });

  test("the sandbox's accounts: a fiat account offers all eight networks, a crypto one its coin's", async () => {
    const sandbox = await startSandbox();
    try {
      const client = new PaymentApiClient({ baseUrl: sandbox.url, apiKey: sandbox.key });
      const read = (id: string) => client.getAccount(id);
      assert.deepEqual(methodsFromAccount(await read(SEED_ACCOUNTS.eurMaster)), METHODS);
      assert.deepEqual(
        methodsFromAccount(await read(SEED_ACCOUNTS.usdtMaster)).map(({ network }) => network),
        ['tron:usdt', 'ethereum:usdt'],
      );
    } finally {
      await sandbox.close();
    }
  });
});

describe("the order routes' shared cases (test/helpers/backend-cases.ts), against handleOrder", () => {
  let sandbox: RunningSandbox;
  let clockOffset = 0;
  let handler: InvoiceHandler;
  const orders = new Map<string, { amountBilled: string; billedCurrency: string }>();
  const routes: OrderRoutes = {
    origin: 'https://shop.example',
    async setOrder(reference, order) {
      orders.set(reference, order);
    },
    async send(reference, method, body, headers = {}) {
      const url = `https://shop.example/shop/orders/${reference}/checkout`;
      return handler.handleOrder(new Request(url, { method, headers, ...(body === undefined ? {} : { body }) }), {
        order: { ...ORDER, ...orders.get(reference), reference },
        methods: METHODS,
      });
    },
    async withLapsedRate(create) {
      clockOffset = -21 * 60_000;
      try {
        return await create();
      } finally {
        clockOffset = 0;
      }
    },
  };
  before(async () => {
    // Invoices live an hour: one can outlive its 20-minute rate.
    sandbox = await startSandbox({ now: () => Date.now() + clockOffset, invoiceLifetimeSeconds: 3600 });
    handler = createInvoiceHandler({ api: { baseUrl: sandbox.url, apiKey: sandbox.key } });
  });
  after(() => sandbox.close());

  for (const { name, run } of ORDER_ROUTE_CASES) test(name, () => run(routes));

  test('a change of anything else the order sets (a redirect URL) is a change too; the amount compares by value', async () => {
    const choose = (order: Partial<OrderSettings['order']>) =>
      handler.handleOrder(
        new Request(URL_OF, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ chargedCurrency: 'BTC', network: 'bitcoin' }),
        }),
        { order: { ...ORDER, reference: 'terms-1', ...order }, methods: METHODS },
      );
    const first = await choose({ amountBilled: '10.00' });
    assert.equal(first.status, 201);
    const { data } = (await first.json()) as Json;
    const same = await choose({ amountBilled: '10.0' });
    assert.equal(same.status, 200, '10.0 is 10.00');
    assert.equal(((await same.json()) as Json).data.id, data.id);
    const moved = await choose({ amountBilled: '10.00', successRedirectUrl: 'https://shop.example/elsewhere' });
    assert.equal(moved.status, 201, 'another success URL: another invoice');
  });

  test('an allowed origin of another host may POST; other origins may not', async () => {
    const allowing = createInvoiceHandler({
      api: { baseUrl: sandbox.url, apiKey: sandbox.key },
      origins: ['https://pay.shop.example'],
    });
    const from = (origin: string, site: string) =>
      allowing.handleOrder(
        new Request(URL_OF, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': site },
          body: JSON.stringify({ chargedCurrency: 'BTC', network: 'bitcoin' }),
        }),
        { order: { ...ORDER, reference: 'origins-1' }, methods: METHODS },
      );
    assert.equal((await from('https://pay.shop.example', 'same-site')).status, 201);
    assert.equal((await from('https://other.shop.example', 'same-site')).status, 403);
  });
});
