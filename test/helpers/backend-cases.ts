// The cases every backend runs, whatever its language: crypto-checkout/server (test/node/order.test.ts,
// test/node/sandbox-events.test.ts) and the Python, PHP and Go backends of examples/backends
// (test/node/backends.test.ts). Each order case names its own order reference, so the cases run in any order.
import assert from 'node:assert/strict';

/** What a case needs of an order route under test. */
export interface OrderRoutes {
  /** The origin the route is served at: what its own pages send as `Origin`. */
  origin: string;
  /** Makes the order `reference` exist, or changes it, as the shop's cart would: its billed amount and currency. */
  setOrder(reference: string, order: { amountBilled: string; billedCurrency: string }): Promise<void>;
  /** Sends `method` to the order's checkout URL with exactly these headers (none added) and body. */
  send(reference: string, method: 'GET' | 'POST', body?: string, headers?: Record<string, string>): Promise<Response>;
  /**
   * Runs `create` while the payment service makes invoices whose rate lapsed a minute ago (created 21 minutes
   * ago) but whose `expiresAt` is still ahead.
   */
  withLapsedRate<T>(create: () => Promise<T>): Promise<T>;
}

export interface OrderRouteCase {
  name: string;
  run(routes: OrderRoutes): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const BTC = JSON.stringify({ chargedCurrency: 'BTC', network: 'bitcoin' });
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** POSTs a choice of BTC as the element does from the route's own page; checks the status; answers the invoice. */
async function chooseBtc(routes: OrderRoutes, reference: string, status: 200 | 201): Promise<Json> {
  const response = await routes.send(reference, 'POST', BTC, { ...JSON_TYPE, Origin: routes.origin });
  assert.equal(response.status, status, `POST ${reference}: ${await response.clone().text()}`);
  return ((await response.json()) as Json).data;
}

/** The order's GET: the id of the invoice it resumes, or undefined when it lists the methods. */
async function resumed(routes: OrderRoutes, reference: string): Promise<string | undefined> {
  const response = await routes.send(reference, 'GET');
  assert.equal(response.status, 200);
  const body = (await response.json()) as Json;
  return body.data?.id;
}

/** `origin` on another port: the same host name, another origin. */
function otherPort(origin: string): string {
  const url = new URL(origin);
  url.port = url.port === '1' ? '2' : '1';
  return url.origin;
}

export const ORDER_ROUTE_CASES: OrderRouteCase[] = [
  {
    name: "the list of methods says what is owed: the order's billed amount and currency, as the order has them",
    async run(routes) {
      const reference = 'owed-1';
      await routes.setOrder(reference, { amountBilled: '49.99', billedCurrency: 'EUR' });
      const listed = async () => {
        const response = await routes.send(reference, 'GET');
        assert.equal(response.status, 200);
        const { methods, amountBilled, billedCurrency } = (await response.json()) as Json;
        assert.ok(Array.isArray(methods) && methods.length > 0, 'the methods');
        return [amountBilled, billedCurrency];
      };
      assert.deepEqual(await listed(), ['49.99', 'EUR']);
      await routes.setOrder(reference, { amountBilled: '100.10', billedCurrency: 'USD' });
      assert.deepEqual(await listed(), ['100.10', 'USD'], 'a changed order: its new amount, digits as given');
    },
  },
  {
    name: "cross-site: a foreign or opaque Origin, or Fetch Metadata from another site, is 403; a body that is not JSON is 415; the shop's own page is served",
    async run(routes) {
      const reference = 'csrf-1';
      await routes.setOrder(reference, { amountBilled: '49.99', billedCurrency: 'EUR' });
      const refused: [number, Record<string, string>, string][] = [
        [403, { ...JSON_TYPE, Origin: 'https://evil.example' }, 'a foreign Origin'],
        [403, { ...JSON_TYPE, Origin: 'null' }, 'an opaque Origin (a sandboxed frame, a data: page)'],
        [403, { ...JSON_TYPE, Origin: otherPort(routes.origin) }, 'the same host on another port'],
        [403, { ...JSON_TYPE, 'Sec-Fetch-Site': 'cross-site' }, 'no Origin, Sec-Fetch-Site: cross-site'],
        [403, { ...JSON_TYPE, 'Sec-Fetch-Site': 'same-site' }, 'no Origin, Sec-Fetch-Site: same-site'],
        [403, { ...JSON_TYPE, Origin: routes.origin, 'Sec-Fetch-Site': 'cross-site' }, 'its Origin, but cross-site'],
        [403, { 'Content-Type': 'text/plain', Origin: 'https://evil.example' }, 'a form of another site'],
        [415, { 'Content-Type': 'text/plain', Origin: routes.origin }, 'text/plain (a form can send it)'],
        [415, { 'Content-Type': 'application/x-www-form-urlencoded' }, 'urlencoded, no Origin (an older browser)'],
        [415, { 'Content-Type': 'multipart/form-data; boundary=x', Origin: routes.origin }, 'multipart'],
        [415, { 'Content-Type': 'text/plain;charset=UTF-8' }, 'text/plain with a charset, no Origin'],
        [415, {}, 'no Content-Type'],
        [415, { 'Content-Type': 'application/jsonx' }, 'a type that only starts like JSON'],
      ];
      for (const [status, headers, why] of refused) {
        const response = await routes.send(reference, 'POST', BTC, headers);
        assert.equal(response.status, status, `${why}: ${await response.clone().text()}`);
      }
      assert.equal(await resumed(routes, reference), undefined, 'no refused request made an invoice');

      // The shop's own page (Origin and Fetch Metadata), with a charset; then a client that sends no Origin.
      const own = await routes.send(reference, 'POST', BTC, {
        'Content-Type': 'application/json; charset=utf-8',
        Origin: routes.origin,
        'Sec-Fetch-Site': 'same-origin',
      });
      assert.equal(own.status, 201, await own.clone().text());
      const { data } = (await own.json()) as Json;
      const again = await routes.send(reference, 'POST', BTC, JSON_TYPE);
      assert.equal(again.status, 200, 'no Origin and JSON: a server-side client, or a same-origin request');
      assert.equal(((await again.json()) as Json).data.id, data.id);
    },
  },
  {
    name: 'an order whose amount or currency changed gets a new invoice; the old one is neither resumed nor answered',
    async run(routes) {
      const reference = 'changed-1';
      await routes.setOrder(reference, { amountBilled: '10.00', billedCurrency: 'EUR' });
      const first = await chooseBtc(routes, reference, 201);
      assert.deepEqual([first.attributes.amountBilled, first.attributes.billedCurrency], ['10.00', 'EUR']);
      assert.equal((await chooseBtc(routes, reference, 200)).id, first.id, 'unchanged: the same invoice');
      assert.equal(await resumed(routes, reference), first.id);

      await routes.setOrder(reference, { amountBilled: '100.00', billedCurrency: 'EUR' });
      assert.equal(
        await resumed(routes, reference),
        undefined,
        'a reload lists the methods, not the 10.00 EUR invoice',
      );
      const raised = await chooseBtc(routes, reference, 201);
      assert.notEqual(raised.id, first.id);
      assert.deepEqual([raised.attributes.amountBilled, raised.attributes.billedCurrency], ['100.00', 'EUR']);
      assert.equal(await resumed(routes, reference), raised.id);

      await routes.setOrder(reference, { amountBilled: '100.00', billedCurrency: 'USD' });
      assert.equal(await resumed(routes, reference), undefined, 'another currency: not resumed either');
      const dollars = await chooseBtc(routes, reference, 201);
      assert.notEqual(dollars.id, raised.id);
      assert.deepEqual([dollars.attributes.amountBilled, dollars.attributes.billedCurrency], ['100.00', 'USD']);
    },
  },
  {
    name: 'an invoice whose rate lapsed (20 minutes from createdAt) is not open, though its expiresAt is ahead: the payer chooses again',
    async run(routes) {
      const reference = 'lapsed-1';
      await routes.setOrder(reference, { amountBilled: '49.99', billedCurrency: 'EUR' });
      const lapsed = await routes.withLapsedRate(() => chooseBtc(routes, reference, 201));
      const { createdAt, expiresAt } = lapsed.attributes;
      assert.ok(Date.parse(expiresAt) > Date.now(), `expiresAt ${expiresAt} is ahead`);
      assert.ok(Date.parse(createdAt) + 20 * 60_000 < Date.now(), `the rate of ${createdAt} lapsed`);
      assert.equal(await resumed(routes, reference), undefined, 'a reload lists the methods');
      const fresh = await chooseBtc(routes, reference, 201);
      assert.notEqual(fresh.id, lapsed.id, 'a fresh rate');
      assert.equal(await resumed(routes, reference), fresh.id);
    },
  },
];

/**
 * `Sandbox-Signature` values no signature check may throw on, each a string of bytes (one character per byte,
 * as HTTP carries header values): bytes past ASCII, invalid UTF-8, a signature of the right length in another
 * alphabet, and junk where the timestamp goes. Each is refused (400), and the server answers.
 */
export function oddSignatures(now = Math.floor(Date.now() / 1000)): string[] {
  const latin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
  return [
    `t=${now},v1=${'\xff'.repeat(64)}`,
    `t=${now},v1=${latin1('é'.repeat(32))}`,
    `t=${now},v1=${latin1('€'.repeat(21))}\xe2`,
    `t=${now},v1=${'\x80\xfe'.repeat(32)}`,
    `t=${now},v1=${'g'.repeat(64)}`,
    `t=${latin1('١٢٣')},v1=${'0'.repeat(64)}`,
    `t=${now}\xff,v1=${'a'.repeat(64)}`,
    `\xff=\xff,\xfe`,
  ];
}
