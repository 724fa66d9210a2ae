// The merchant backends of examples/backends (Python, PHP, Go: docs/backends.md), each run as a child process
// against its own sandbox, whose signed events it receives: a checkout, its `src` with ETag and 304, the page it
// serves showing the invoice in Chromium until the sandbox's outcome makes it complete, forged, changed and odd
// events refused, the coin picker's order routes held to handleOrder's contract (src/server/order.ts) and to the
// cases every order route runs (test/helpers/backend-cases.ts), and each backend's own tests of its signature
// check. Needs python3, php-cli and golang-go (Debian packages) and `npm run build` (dist/crypto-checkout.min.js).
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { launchTestChromium } from '../../scripts/launch-chromium.mjs';
import { NETWORKS } from '../../src/sandbox/currencies.js';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { ORDER_ROUTE_CASES, oddSignatures, type OrderRoutes } from '../helpers/backend-cases.js';

const EXAMPLES = resolve('examples/backends');
const STATIC_DIR = resolve('dist');
const SECRET = 'whsec_backends_test';
const work = mkdtempSync(join(tmpdir(), 'crypto-checkout-backends-'));

// Go builds and tests offline, with its cache outside the repository.
const GO_ENV = { GOCACHE: join(tmpdir(), 'crypto-checkout-go-cache'), GOPROXY: 'off', GOTOOLCHAIN: 'local' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Backend {
  name: string;
  /** Checks the toolchain, builds when there is something to build; the command that serves on `port`. */
  prepare: () => { command: string; args: (port: number) => string[]; cwd: string; env?: Record<string, string> };
  /** Its own tests of the signature check, in its language: exit code 0 when they pass. */
  unitTests: { command: string; args: string[]; cwd: string; env?: Record<string, string> };
}

/** Fails with how to install it when `command` is not on the PATH. */
function requireTool(command: string, versionArg: string, apt: string): void {
  const result = spawnSync(command, [versionArg], { stdio: 'ignore' });
  assert.ok(!result.error, `${command} not found: install it (Debian: apt-get install ${apt})`);
}

const BACKENDS: Backend[] = [
  {
    name: 'Python',
    prepare: () => {
      requireTool('python3', '--version', 'python3');
      const cwd = join(EXAMPLES, 'python');
      return { command: 'python3', args: () => ['server.py'], cwd };
    },
    unitTests: {
      command: 'python3',
      args: ['-m', 'unittest', '-v'],
      cwd: join(EXAMPLES, 'python'),
      env: { PYTHONDONTWRITEBYTECODE: '1' },
    },
  },
  {
    name: 'PHP',
    prepare: () => {
      requireTool('php', '--version', 'php-cli');
      const cwd = join(EXAMPLES, 'php');
      // PHP keeps its invoices in files between requests: a fresh directory per run.
      const env = { DATA_DIR: mkdtempSync(join(work, 'php-data-')) };
      return { command: 'php', args: (port) => ['-S', `127.0.0.1:${port}`, 'index.php'], cwd, env };
    },
    unitTests: { command: 'php', args: ['tests.php'], cwd: join(EXAMPLES, 'php') },
  },
  {
    name: 'Go',
    prepare: () => {
      requireTool('go', 'version', 'golang-go');
      const cwd = join(EXAMPLES, 'go');
      const binary = join(work, 'go-backend');
      // Built once, then run: faster than `go run .` at every start. No dependencies, so nothing is fetched.
      const build = spawnSync('go', ['build', '-o', binary, '.'], { cwd, env: { ...process.env, ...GO_ENV } });
      assert.equal(build.status, 0, `go build failed:\n${build.stderr}`);
      return { command: binary, args: () => [], cwd };
    },
    unitTests: { command: 'go', args: ['test', '-v', '.'], cwd: join(EXAMPLES, 'go'), env: GO_ENV },
  },
];

/** A port nobody listens on now: the sandbox's webhook URL needs the backend's port before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function sign(body: string, secret = SECRET, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/**
 * POSTs with node:http, which writes each header value as latin-1 bytes, as they are (fetch refuses some); answers
 * the status.
 */
function postBytes(url: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolveStatus, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } },
      (response) => {
        response.resume();
        response.on('end', () => resolveStatus(response.statusCode!));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let browser: Browser;
before(async () => {
  assert.ok(
    existsSync(join(STATIC_DIR, 'crypto-checkout.min.js')),
    'dist/crypto-checkout.min.js missing: npm run build',
  );
  browser = await launchTestChromium();
});
after(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

for (const backend of BACKENDS) {
  describe(`the ${backend.name} backend (examples/backends)`, () => {
    let sandbox: RunningSandbox;
    let child: ChildProcess | undefined;
    let base: string;
    let output = '';
    /** Added to the sandbox's clock: set back, it creates an invoice whose rate has lapsed by the backend's clock. */
    let sandboxClockOffset = 0;
    /** The backend's ORDERS_FILE: its orders table, which the order route cases change. */
    const ordersFile = join(work, `${backend.name.toLowerCase()}-orders.json`);
    let routes: OrderRoutes;

    const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    const event = (document: Json, signature = sign(JSON.stringify(document))) =>
      post('/payment-events', JSON.stringify(document), {
        'Content-Type': 'application/vnd.api+json',
        'Sandbox-Signature': signature,
      });
    const statusOf = async (src: string) =>
      ((await (await fetch(`${base}${src}`)).json()) as Json).data.attributes.status;
    const checkout = async () => {
      const response = await post('/checkout', { currency: 'BTC' });
      assert.equal(response.status, 201, await response.clone().text());
      return ((await response.json()) as { src: string }).src;
    };

    before(async () => {
      const { command, args, cwd, env } = backend.prepare();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      writeFileSync(ordersFile, JSON.stringify({ '1001': { amountBilled: '49.99', billedCurrency: 'EUR' } }));
      routes = {
        origin: base,
        setOrder: async (reference, order) => {
          const table = JSON.parse(readFileSync(ordersFile, 'utf8')) as Json;
          writeFileSync(ordersFile, JSON.stringify({ ...table, [reference]: order }));
        },
        send: (reference, method, body, headers = {}) =>
          fetch(`${base}/order/${reference}/checkout`, { method, headers, ...(body === undefined ? {} : { body }) }),
        withLapsedRate: async (create) => {
          sandboxClockOffset = -21 * 60_000;
          try {
            return await create();
          } finally {
            sandboxClockOffset = 0;
          }
        },
      };
      sandbox = await startSandbox({
        extras: true, // the outcome control and the signed events
        port: 0,
        now: () => Date.now() + sandboxClockOffset,
        // Invoices that outlive their rate's 20 minutes: the backend must end them with the rate.
        invoiceLifetimeSeconds: 3600,
        webhookUrl: `${base}/payment-events`,
        webhookSecret: SECRET,
      });
      child = spawn(command, args(port), {
        cwd,
        env: {
          ...process.env,
          ...env,
          PAYMENT_API_BASE_URL: sandbox.url,
          PAYMENT_API_KEY: sandbox.key,
          SANDBOX_WEBHOOK_SECRET: SECRET,
          PORT: String(port),
          STATIC_DIR,
          ORDERS_FILE: ordersFile,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
      const deadline = Date.now() + 10_000;
      for (;;) {
        assert.equal(child.exitCode, null, `the ${backend.name} backend exited:\n${output}`);
        const answered = await fetch(`${base}/`).then(
          (response) => response.ok,
          () => false,
        );
        if (answered) break;
        assert.ok(Date.now() < deadline, `the ${backend.name} backend did not answer within 10 s:\n${output}`);
        await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      }
    });

    after(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolveExit) => child!.once('exit', resolveExit));
        child.kill('SIGTERM');
        await exited;
      }
      await sandbox?.close();
    });

    test('POST /checkout creates the cart invoice; its src answers with ETag, Cache-Control and Date, then 304', async () => {
      const created = await post('/checkout', { currency: 'BTC', amountBilled: '0.01' });
      assert.equal(created.status, 201);
      const { src } = (await created.json()) as { src: string };
      assert.match(src, /^\/invoices\/[A-Za-z0-9_-]{1,100}$/);
      assert.equal(created.headers.get('location'), src);

      const first = await fetch(`${base}${src}`);
      assert.equal(first.status, 200);
      assert.equal(first.headers.get('content-type'), 'application/vnd.api+json');
      assert.equal(first.headers.get('cache-control'), 'private, max-age=5');
      assert.ok(first.headers.get('date'));
      assert.equal(first.headers.get('invoice-stream'), null, 'polling only: no stream offered');
      const etag = first.headers.get('etag');
      assert.match(etag ?? '', /^"[^"]+"$/);
      const { data } = (await first.json()) as Json;
      assert.equal(data.id, src.slice('/invoices/'.length));
      // The amount is the cart's, whatever the request said.
      assert.deepEqual([data.attributes.amountBilled, data.attributes.billedCurrency], ['49.99', 'EUR']);
      assert.equal(data.attributes.status, 'pending');

      for (const tag of [etag!, `W/${etag}`, `"other", ${etag}`]) {
        const again = await fetch(`${base}${src}`, { headers: { 'If-None-Match': tag } });
        assert.equal(again.status, 304, tag);
        assert.equal(again.headers.get('etag'), etag);
        assert.equal(await again.text(), '');
      }
      assert.equal((await fetch(`${base}${src}`, { headers: { 'If-None-Match': '"other"' } })).status, 200);

      // An empty body takes the default currency; unknown and malformed ids are 404.
      const empty = await post('/checkout');
      assert.equal(empty.status, 201);
      const defaulted = (await (await fetch(`${base}${((await empty.json()) as Json).src}`)).json()) as Json;
      assert.equal(defaulted.data.attributes.chargedCurrency, 'BTC');
      // Another site's page may not create invoices here: 403 for its Origin or Fetch Metadata, 415 for a body a
      // form could send; the shop's own page (its Origin) is served.
      assert.equal((await post('/checkout', {}, { 'Sec-Fetch-Site': 'cross-site' })).status, 403);
      assert.equal((await post('/checkout', {}, { Origin: 'https://evil.example' })).status, 403);
      assert.equal((await post('/checkout', {}, { Origin: 'null' })).status, 403);
      assert.equal((await post('/checkout', '{}', { 'Content-Type': 'text/plain' })).status, 415);
      assert.equal((await post('/checkout', '{}', { 'Content-Type': 'application/jsonx' })).status, 415);
      assert.equal((await fetch(`${base}/checkout`, { method: 'POST' })).status, 415, 'no Content-Type');
      const own = { Origin: base, 'Content-Type': 'application/vnd.api+json; charset=utf-8' };
      assert.equal((await post('/checkout', { currency: 'BTC' }, own)).status, 201);
      for (const id of ['no-such-invoice', 'a.b', 'x'.repeat(101)]) {
        assert.equal((await fetch(`${base}/invoices/${id}`)).status, 404, id);
      }
    });

    test("the page shows the invoice as pending, then complete after the sandbox's outcome (its signed event)", async () => {
      const src = await checkout();
      const { data } = (await (await fetch(`${base}${src}`)).json()) as Json;
      const page = await browser.newPage();
      try {
        await page.goto(`${base}/?src=${encodeURIComponent(src)}`);
        await page.waitForFunction(
          () => (document.querySelector('crypto-checkout') as HTMLElement & { status?: string })?.status === 'pending',
          { timeout: 10_000 },
        );
        const amount = await page.$eval('crypto-checkout', (element) =>
          element.shadowRoot!.querySelector('[part~="amount"]')?.textContent?.replace(/\s+/g, ' ').trim(),
        );
        assert.match(amount ?? '', new RegExp(`${data.attributes.amountCharged.replace('.', '\\.')}\\s*BTC`));

        const outcome = await fetch(`${sandbox.url}/api/sandbox/invoices/${data.id}/outcome`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${sandbox.key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ outcome: 'complete' }),
        });
        assert.equal(outcome.status, 200);
        // The event reaches the backend at once; the element sees it at its next poll (max-age=5: within ~5 s).
        await page.waitForFunction(
          () => (document.querySelector('crypto-checkout') as HTMLElement & { status?: string })?.status === 'complete',
          { timeout: 15_000 },
        );
        assert.equal(await statusOf(src), 'completed');
      } finally {
        await page.close();
      }
    });

    test('events: forged, stale, changed or unknown ones are refused and change nothing; statuses only move forward', async () => {
      const src = await checkout();
      const stored = (await (await fetch(`${base}${src}`)).json()) as Json;
      const withStatus = (status: string, change: (document: Json) => void = () => {}) => {
        const document = structuredClone(stored);
        document.data.attributes.status = status;
        change(document);
        return document;
      };
      const completed = withStatus('completed');
      const body = JSON.stringify(completed);

      // Another secret, no header, a changed body, a time more than 300 s off either way: 400.
      assert.equal((await event(completed, sign(body, 'whsec_someone_else'))).status, 400);
      assert.equal((await post('/payment-events', body, { 'Content-Type': 'application/vnd.api+json' })).status, 400);
      assert.equal((await event(completed, sign(JSON.stringify(withStatus('cancelled'))))).status, 400);
      // 310 s, not 301: the backend reads its own clock a moment later, maybe in the next second.
      const now = Math.floor(Date.now() / 1000);
      assert.equal((await event(completed, sign(body, SECRET, now - 310))).status, 400);
      assert.equal((await event(completed, sign(body, SECRET, now + 310))).status, 400);
      // Signed, but changing what to pay, or with an unknown status: 422; another invoice: 404.
      const changes: ((document: Json) => void)[] = [
        (document) => (document.data.attributes.amountCharged = '0.00000001'),
        (document) => (document.data.attributes.chargedCurrency = 'LTC'),
        (document) => (document.data.attributes.network = 'litecoin'),
        (document) => (document.data.attributes.networkName = 'Litecoin'),
        (document) => (document.included[0].attributes.value = 'bc1qattackeraddress'),
      ];
      for (const change of changes) assert.equal((await event(withStatus('completed', change))).status, 422);
      assert.equal((await event(withStatus('paid'))).status, 422);
      const other = withStatus('completed', (document) => (document.data.id = 'not-this-shops-invoice'));
      assert.equal((await event(other)).status, 404);
      assert.equal(await statusOf(src), 'pending', 'no refused event changed the status');

      // Forward only: processing, then a late pending changes nothing; completed is final; repeats are no-ops.
      for (const [status, after] of [
        ['processing', 'processing'],
        ['pending', 'processing'],
        ['on_hold', 'on_hold'],
        ['completed', 'completed'],
        ['completed', 'completed'],
        ['cancelled', 'completed'],
      ]) {
        assert.equal((await event(withStatus(status!))).status, 204, status);
        assert.equal(await statusOf(src), after, `after ${status}`);
      }
    });

    test('events: odd bytes in Sandbox-Signature are refused (400), and the backend still answers', async () => {
      const body = JSON.stringify({ data: { type: 'invoices', id: 'no-such-invoice', attributes: {} } });
      for (const signature of oddSignatures()) {
        const status = await postBytes(`${base}/payment-events`, body, {
          'Content-Type': 'application/vnd.api+json',
          'Sandbox-Signature': signature,
        });
        assert.equal(status, 400, JSON.stringify(signature));
      }
      assert.equal((await fetch(`${base}/`)).status, 200);
    });

    test('its own tests of the signature check pass', () => {
      const { command, args, cwd, env } = backend.unitTests;
      const run = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
      assert.ok(!run.error, `${command} did not run: ${run.error}`);
      assert.equal(run.status, 0, `${command} ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
    });

    for (const orderCase of ORDER_ROUTE_CASES) {
      test(`order routes: ${orderCase.name}`, () => orderCase.run(routes));
    }

    test("the coin picker's order routes: handleOrder's contract, from the methods to the resumed invoice, to 409 once paid", async () => {
      const ORDER = '/order/1001/checkout';
      const offered = NETWORKS.map(({ currency, code, name }) => ({ currency, network: code, name }));
      const choose = (chargedCurrency: string, network: string) => post(ORDER, { chargedCurrency, network });
      /** POSTs a choice; checks the status, `Location` and the document; answers the invoice's id. */
      const chosen = async (chargedCurrency: string, network: string, status: 200 | 201) => {
        const response = await choose(chargedCurrency, network);
        assert.equal(response.status, status, `${chargedCurrency} on ${network}: ${await response.clone().text()}`);
        const { data } = (await response.json()) as Json;
        assert.equal(response.headers.get('location'), `/invoices/${data.id}`);
        assert.equal(response.headers.get('content-type'), 'application/vnd.api+json');
        assert.deepEqual([data.attributes.chargedCurrency, data.attributes.network], [chargedCurrency, network]);
        return data.id as string;
      };
      /**
       * The order's GET: `undefined` for the methods, else the resumed invoice's id and status. Checks the headers
       * of either, and that a resumed invoice is the stored document with meta.methods merged into its meta.
       */
      const resumed = async () => {
        const response = await fetch(`${base}${ORDER}`);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('cache-control'), 'no-store');
        const body = (await response.json()) as Json;
        if (response.headers.get('content-type') === 'application/json') {
          assert.deepEqual(body, { methods: offered, amountBilled: '49.99', billedCurrency: 'EUR' });
          assert.equal(response.headers.get('content-location'), null);
          return undefined;
        }
        assert.equal(response.headers.get('content-type'), 'application/vnd.api+json');
        const { id, attributes } = body.data;
        assert.equal(response.headers.get('content-location'), `/invoices/${id}`, 'where to follow it');
        const stored = (await (await fetch(`${base}/invoices/${id}`)).json()) as Json;
        assert.deepEqual(body, { ...stored, meta: { ...stored.meta, methods: offered } });
        return { id: id as string, status: attributes.status as string };
      };
      /** Moves an invoice to `status` by a signed event, as the payment service would tell the backend. */
      const settle = async (id: string, status: string) => {
        const document = (await (await fetch(`${base}/invoices/${id}`)).json()) as Json;
        document.data.attributes.status = status;
        assert.equal((await event(document)).status, 204);
        assert.equal(await statusOf(`/invoices/${id}`), status);
      };

      // A new order: the methods, which are the sandbox's networks.
      assert.equal(await resumed(), undefined);
      assert.equal((await fetch(`${base}/order/9999/checkout`)).status, 404);
      // Refusals: an unlisted pair (exact, case-sensitive), a body that is no JSON object or too long, another site.
      for (const [currency, network] of [
        ['USDT', 'bitcoin'],
        ['DOGE', 'dogecoin'],
        ['usdt', 'tron:usdt'],
        ['USDT', 'TRON:USDT'],
      ]) {
        assert.equal((await choose(currency!, network!)).status, 422, `${currency} on ${network}`);
      }
      const long = JSON.stringify({ chargedCurrency: 'USDT', network: 'tron:usdt', note: 'x'.repeat(2100) });
      for (const body of ['[]', '', 'null', '"USDT"', '{"chargedCurrency":', long]) {
        assert.equal((await post(ORDER, body)).status, 400, body.slice(0, 40));
      }
      const crossSite = await post(
        ORDER,
        { chargedCurrency: 'BTC', network: 'bitcoin' },
        { 'Sec-Fetch-Site': 'cross-site' },
      );
      assert.equal(crossSite.status, 403);
      assert.equal(await resumed(), undefined, 'no refusal made an invoice');

      // The first choice creates the invoice for the order's amount, whatever the body says; again, the same one.
      const first = await post(ORDER, { chargedCurrency: 'USDT', network: 'tron:usdt', amountBilled: '0.01' });
      assert.equal(first.status, 201);
      const created = (await first.json()) as Json;
      assert.equal(first.headers.get('location'), `/invoices/${created.data.id}`);
      const { attributes } = created.data;
      assert.deepEqual(
        [attributes.amountBilled, attributes.billedCurrency, attributes.chargedCurrency, attributes.network],
        ['49.99', 'EUR', 'USDT', 'tron:usdt'],
        "the order's amount, the chosen method",
      );
      assert.match(attributes.reference, /^1001-[0-9a-f]{8}$/, "the order's reference, unique per invoice");
      const usdt = created.data.id as string;
      assert.deepEqual((await (await fetch(`${base}/invoices/${usdt}`)).json()) as Json, created);
      assert.equal(await chosen('USDT', 'tron:usdt', 200), usdt, 'the same open invoice');
      assert.deepEqual(await resumed(), { id: usdt, status: 'pending' }, 'a reload resumes it');

      // Two clicks at once on another method: one invoice, 201 only for the request that created it.
      const both = await Promise.all([1, 2].map(() => choose('ETH', 'ethereum')));
      const ids = await Promise.all(both.map(async (response) => ((await response.json()) as Json).data.id));
      assert.deepEqual(both.map((response) => response.status).sort(), [200, 201]);
      assert.equal(ids[0], ids[1]);
      assert.deepEqual(await resumed(), { id: ids[0], status: 'pending' }, 'the latest invoice');

      // The latest expired: the methods again (the USDT invoice is still open, but not the latest). Choosing that
      // method again makes a new invoice; the open one of another method is answered as it is.
      await settle(ids[0], 'expired');
      assert.equal(await resumed(), undefined);
      const eth = await chosen('ETH', 'ethereum', 201);
      assert.notEqual(eth, ids[0]);
      assert.equal(await chosen('USDT', 'tron:usdt', 200), usdt);
      assert.deepEqual(await resumed(), { id: eth, status: 'pending' }, 'the latest created, not the latest answered');

      // Pending, but its rate lapsed by the backend's clock (created 21 minutes ago by the sandbox's clock, set back;
      // its expiresAt an hour later): not resumed, and a new invoice for that method.
      sandboxClockOffset = -21 * 60_000;
      let stale: string;
      try {
        stale = await chosen('BTC', 'bitcoin', 201);
      } finally {
        sandboxClockOffset = 0;
      }
      assert.equal(await statusOf(`/invoices/${stale}`), 'pending');
      assert.equal(await resumed(), undefined);
      const btc = await chosen('BTC', 'bitcoin', 201);
      assert.notEqual(btc, stale);

      // Rejected: the payer sees it on a reload, and may still choose.
      await settle(btc, 'rejected');
      assert.deepEqual(await resumed(), { id: btc, status: 'rejected' });
      const ltc = await chosen('LTC', 'litecoin', 201);

      // Being paid, then paid: a reload shows the payment, never the list; the order takes no other invoice.
      for (const status of ['processing', 'on_hold', 'completed']) {
        await settle(ltc, status);
        assert.deepEqual(await resumed(), { id: ltc, status });
        for (const [currency, network] of [
          ['USDT', 'tron:usdt'],
          ['LTC', 'litecoin'],
          ['XRP', 'xrp'],
        ]) {
          assert.equal((await choose(currency!, network!)).status, 409, `${currency} on ${network} once ${status}`);
        }
      }
    });
  });
}
