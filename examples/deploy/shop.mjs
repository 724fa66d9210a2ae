// One instance of a shop behind nginx (docs/production.md, "Several instances with Redis"): crypto-checkout/server's
// invoice handler on Node's own http server through srvx's toNodeHandler, with its invoices in Redis, so that every
// instance answers for every invoice and a status written on one reaches the streams open on all of them.
//
//   PORT=3001 REDIS_URL=redis://127.0.0.1:6379 PAYMENT_API_BASE_URL=https://… PAYMENT_API_KEY=… node shop.mjs
//
// npm install crypto-checkout redis srvx (Node 20.19 or later). The routes:
// - GET, HEAD /invoices/:id: the element's `src` (the document with its ETag, 304, or the stream).
// - GET, POST /orders/demo/checkout: the element's `order-src`, for one fixed demo order.
// - POST /admin/update/:id {"status": "completed"}: stands for where your backend learns a status (the service's
//   callbacks, an operator). It takes requests made on this machine and not through the proxy only.
import { createServer } from 'node:http';
import { createInvoiceHandler, InvoiceUpdateError } from 'crypto-checkout/server';
import { redisStore } from 'crypto-checkout/server/redis';
import { toNodeHandler } from 'srvx/node';

const required = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}.`);
  return value;
};
const port = Number(process.env.PORT ?? 3001);

const invoices = createInvoiceHandler({
  api: { baseUrl: required('PAYMENT_API_BASE_URL'), apiKey: required('PAYMENT_API_KEY') },
  store: redisStore({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }),
});

// Yours comes from the cart, for the payer's own order (check the session first).
const demoOrder = {
  order: { amountBilled: '49.99', billedCurrency: 'EUR', reference: 'demo-1001' },
  methods: [
    { currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' },
    { currency: 'ETH', network: 'ethereum', name: 'Ethereum' },
  ],
};

/** A request from this machine that did not come through nginx (which always adds X-Forwarded-For). */
const fromThisMachine = (request) =>
  /^(127\.|::1$|::ffff:127\.)/.test(request.ip ?? '') && !request.headers.has('X-Forwarded-For');

async function updateStatus(request, id) {
  if (!fromThisMachine(request)) return new Response('Forbidden', { status: 403 });
  const { status } = await request.json().catch(() => ({}));
  try {
    return Response.json(await invoices.update(id, { status }));
  } catch (error) {
    if (!(error instanceof InvoiceUpdateError)) throw error;
    return Response.json({ error: error.code }, { status: error.code === 'not_found' ? 404 : 422 });
  }
}

async function app(request) {
  const { pathname } = new URL(request.url);
  const invoice = /^\/invoices\/([\w-]+)$/.exec(pathname);
  // Yours checks first that this payer may see this invoice.
  if (invoice) return invoices.handle(request, invoice[1]);
  if (pathname === '/orders/demo/checkout') return invoices.handleOrder(request, demoOrder);
  const update = /^\/admin\/update\/([\w-]+)$/.exec(pathname);
  if (update && request.method === 'POST') return updateStatus(request, update[1]);
  return new Response('Not found', { status: 404 });
}

const server = createServer(toNodeHandler(app));
// Only nginx, on this machine, reaches the instances.
server.listen(port, '127.0.0.1', () => console.log(`shop listening on http://127.0.0.1:${port}`));

// systemctl stop (SIGTERM): take no new requests, end this instance's streams (each page polls, then streams from
// the other instance), close Redis, and exit.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    server.close();
    await invoices.close();
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
