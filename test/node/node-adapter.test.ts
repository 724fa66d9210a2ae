// crypto-checkout/server on Node's own http server through a well-kept Fetch adapter (srvx's toNodeHandler), as
// docs/src-endpoint.md shows it: the order route's POST from the shop's own page (its Origin against the request's
// host), the invoice's stream, and a payer who leaves: the stream ends and lets go of its subscription.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { NodeHttp1Handler } from 'srvx';
import { toNodeHandler } from 'srvx/node';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { NETWORKS } from '../../src/sandbox/currencies.js';
import { createInvoiceHandler, memoryStore, type InvoiceStore } from '../../src/server/index.js';

let sandbox: RunningSandbox;
let base: string;
let server: ReturnType<typeof createServer>;
let subscriptions = 0;

before(async () => {
  sandbox = await startSandbox(); // only what the spec shows
  const inner = memoryStore();
  const store: InvoiceStore = {
    get: (id) => inner.get(id),
    compareAndSet: (...args) => inner.compareAndSet(...args),
    subscribe(id, listener) {
      subscriptions++;
      const unsubscribe = inner.subscribe(id, listener);
      return () => {
        subscriptions--;
        unsubscribe();
      };
    },
  };
  const invoices = createInvoiceHandler({ api: { baseUrl: sandbox.url, apiKey: sandbox.key }, store });
  const methods = NETWORKS.map(({ currency, code, name }) => ({ currency, network: code, name }));
  // The merchant's routes, as a Fetch handler.
  const app = (request: Request): Promise<Response> | Response => {
    const { pathname } = new URL(request.url);
    const order = /^\/orders\/([\w-]+)\/checkout$/.exec(pathname);
    if (order) {
      const settings = { order: { amountBilled: '49.99', billedCurrency: 'EUR', reference: order[1]! }, methods };
      return invoices.handleOrder(request, settings);
    }
    const invoice = /^\/invoices\/([\w-]+)$/.exec(pathname);
    if (invoice) return invoices.handle(request, invoice[1]!);
    return new Response('Not found', { status: 404 });
  };
  // srvx types its handler for HTTP/1 and HTTP/2 alike; node:http's server is HTTP/1.
  server = createServer(toNodeHandler(app) as NodeHttp1Handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  server.closeAllConnections();
  server.close();
  await sandbox.close();
});

test("the order route takes the shop's own page's POST and refuses another site's; the invoice streams, and a payer who leaves ends it", async () => {
  const choose = (origin: string) =>
    fetch(`${base}/orders/node-1/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ chargedCurrency: 'BTC', network: 'bitcoin' }),
    });
  assert.equal((await choose('https://evil.example')).status, 403);
  const created = await choose(base);
  assert.equal(created.status, 201, await created.clone().text());
  const location = created.headers.get('Location')!;
  assert.match(location, /^\/invoices\//);

  // A payer's stream: the document at once, then the payer leaves.
  const opened = new Promise<IncomingMessage>((resolve, reject) => {
    const asking = httpRequest(`${base}${location}`, { headers: { Accept: 'text/event-stream' } }, resolve);
    asking.on('error', reject);
    asking.end();
  });
  const response = await opened;
  assert.equal(response.headers['content-type'], 'text/event-stream; charset=utf-8');
  const [first] = (await once(response, 'data')) as [Buffer];
  assert.match(first.toString(), /^data: \{/);
  assert.equal(subscriptions, 1);
  response.destroy();
  const deadline = Date.now() + 2000;
  while (subscriptions > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(subscriptions, 0, 'the stream let go of its subscription when the payer left');
});
