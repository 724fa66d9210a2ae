// Runs every browser test straight from the TypeScript sources, in each engine installed:
// Chromium always (Debian's package: its headless shell when installed), Firefox ESR over WebDriver BiDi, and
// WebKit (WebKitGTK's MiniBrowser over WebDriver; it needs a display, so `npm test` runs it under xvfb-run).
// BROWSERS=chromium,firefox narrows the run.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import rollupCommonjs from '@rollup/plugin-commonjs';
import rollupReplace from '@rollup/plugin-replace';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import puppeteer from 'puppeteer-core';
import { findFirefox, findHeadlessShell, findTestChromium, findWebKit } from './scripts/find-browser.mjs';
import { CHROMIUM_ARGS } from './scripts/launch-chromium.mjs';

// jsqr, React and ReactDOM (test/react-component.test.ts) are CommonJS; plugin-commonjs 18.1.0 is the
// last that works under @web/dev-server.
const commonjs = fromRollup(rollupCommonjs);
const replace = fromRollup(rollupReplace);
/** How long a test file may run in one engine: a hang detector, generous for a machine loaded by other jobs. */
const TESTS_FINISH_TIMEOUT = 300_000;
const wanted = (name) => !process.env.BROWSERS || process.env.BROWSERS.split(',').includes(name);

const browsers = [];
if (wanted('chromium')) {
  browsers.push(
    chromeLauncher({
      // See `concurrency` below.
      concurrency: findTestChromium() === findHeadlessShell() ? 2 : 1,
      launchOptions: {
        executablePath: findTestChromium(),
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  );
}
const firefox = findFirefox();
if (firefox && wanted('firefox')) {
  browsers.push(
    chromeLauncher({ puppeteer, launchOptions: { browser: 'firefox', executablePath: firefox, headless: true } }),
  );
}
const webkit = findWebKit();
if (webkit && wanted('webkit') && process.env.DISPLAY) {
  const port = await freePort();
  // Its output (and MiniBrowser's: a web process that crashed or was killed says so there) goes to a log file,
  // WEBKIT_LOG (scripts/test-browsers.mjs names it when a run fails).
  const output = openSync(process.env.WEBKIT_LOG ?? join(tmpdir(), `crypto-checkout-webkit-${port}.log`), 'w');
  // MiniBrowser under xvfb has no GPU: its accelerated compositing draws through a software GL, which cost about a
  // quarter of WebKit's CPU in the browser tests for no part of what they check (layout, style, events are the same).
  const driver = spawn(webkit.driver, [`--port=${port}`], {
    stdio: ['ignore', output, output],
    env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
  });
  process.on('exit', () => driver.kill());
  await waitForPort(port);
  browsers.push(
    webdriverLauncher({
      automationProtocol: 'webdriver',
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      // A WebDriver command is never sent twice: webdriverio re-sends one that failed or took over 2 minutes (its
      // defaults). A test file's navigation waited for the page's load, which WebKit did not always report (seen
      // with test/clipboard.test.ts); re-sent 2 minutes later, it reloaded that file's page under the next file's
      // running tests ("the page was reloaded" for the one, "the browser disconnected" for the other: one page
      // per engine, whose URL the runner takes from what it asked for). So navigations do not wait for the load
      // (pageLoadStrategy none: the runner waits for the page's own message), and a slow command is waited for
      // as long as a test file may take.
      connectionRetryCount: 0,
      connectionRetryTimeout: TESTS_FINISH_TIMEOUT,
      capabilities: {
        pageLoadStrategy: 'none',
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: webkit.browser, args: ['--automation'] },
      },
    }),
  );
}

export default {
  // test/node and test/frameworks run in Node (npm run test:node, npm run test:frameworks), not in web-test-runner.
  files: ['test/**/*.test.ts', '!test/node/**', '!test/frameworks/**'],
  nodeResolve: { exportConditions: ['development', 'browser'], browser: true },
  plugins: [
    // TypeScript only: dist/'s built files and the packages' JavaScript are served byte for byte, so the engines
    // run the script-tag files as published. (With a target set, esbuild rewrites every .js file too, with an inline
    // source map: dist/crypto-checkout.min.js would reach the engines as 288 KB of esbuild's output, not its 69 KB.)
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json' }),
    // React picks its build by process.env.NODE_ENV, which a bundler would replace and a browser lacks.
    replace({
      include: ['**/node_modules/react/**', '**/node_modules/react-dom/**', '**/node_modules/scheduler/**'],
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('development') },
    }),
    commonjs({
      include: [
        '**/node_modules/jsqr/**',
        '**/node_modules/react/**',
        '**/node_modules/react-dom/**',
        '**/node_modules/scheduler/**',
      ],
    }),
    walletChains(),
  ],
  browsers,
  middleware: [conditionalEndpoint(), streamEndpoint(), liveShop(), specOnlyShop(), serverRender(), tamperedBuild()],
  // A test's time limit catches a hang, not slowness: a machine loaded by other jobs runs a fake-timer test's
  // minutes of renders several times slower than an idle one, and the three engines share two cores. Budgets
  // are the bench's.
  testFramework: { config: { timeout: 60_000, ...(process.env.GREP ? { grep: process.env.GREP } : {}) } },
  testsFinishTimeout: TESTS_FINISH_TIMEOUT,
  // Hang detectors too: three engines starting at once on a loaded 2-core machine took Firefox over the default
  // 30 s to open its first page, and a cold test server over 20 s to serve a page its modules.
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  // The three engines at once, Firefox and WebKit one file at a time: most of a file's time is waiting (timers,
  // the test server, streams), which the engines can do side by side on two cores. One page per engine keeps
  // focus, visibility and keyboard input as a payer's single tab has them (WebKit's driver would otherwise run the
  // files in iframes of one page; in Firefox, and in Chromium's full browser, a run with two at a time never
  // finished). Chromium's headless shell runs two files at a time (its launcher's concurrency), and every test
  // passes: its share of the run ends in about 60% of the time, at the same CPU.
  concurrentBrowsers: 3,
  concurrency: 1,
};

/**
 * A merchant backend's `src` endpoint with a validator, for test/invoice-poller.test.ts: under
 * /__conditional/<name>, PUT stores a body (its ETag "1", then "2" ...), GET serves it as JSON:API and
 * answers 304 to an If-None-Match naming its ETag; <name>/log lists the GETs
 * (their If-None-Match and Cache-Control, and the status answered). A name per test run,
 * as the engines run at once.
 */
function conditionalEndpoint() {
  const stored = new Map();
  return async (ctx, next) => {
    const [, name, log] = /^\/__conditional\/(\w+)(\/log)?$/.exec(ctx.path) ?? [];
    if (!name) return next();
    if (ctx.method === 'PUT') {
      const chunks = [];
      for await (const chunk of ctx.req) chunks.push(chunk);
      const version = (stored.get(name)?.version ?? 0) + 1;
      stored.set(name, { body: Buffer.concat(chunks).toString(), version, etag: `"${version}"`, gets: [] });
      ctx.status = 204;
      return;
    }
    const entry = stored.get(name);
    if (!entry) return next();
    if (log) {
      ctx.body = entry.gets;
      return;
    }
    const ifNoneMatch = ctx.get('If-None-Match');
    ctx.set('ETag', entry.etag);
    ctx.set('Cache-Control', 'private');
    if (ifNoneMatch === entry.etag) ctx.status = 304;
    else {
      ctx.type = 'application/vnd.api+json';
      ctx.body = entry.body;
    }
    entry.gets.push({ ifNoneMatch, cacheControl: ctx.get('Cache-Control'), status: ctx.status });
  };
}

/**
 * A merchant backend's `src` endpoint that offers a stream, for test/invoice-stream.test.ts. Under /__sse/<name>:
 * PUT stores a document (query `offer=0`: answers carry no `Invoice-Stream: sse`; `refuse=status` or
 * `refuse=type`: a stream is answered 503, or 200 as JSON) and sends it on the open streams; a GET asking for
 * text/event-stream gets the document as an event and stays open, any other GET gets the document as JSON;
 * POST <name>/push sends its body as an event, POST <name>/cut ends the open streams; <name>/log tells how many
 * polls and streams were asked for, every Accept received, how many streams are open, and, by this server's
 * clock, when the streams were last cut and when each stream was asked for (with the polls answered by then).
 */
function streamEndpoint() {
  const stored = new Map();
  const event = (data) => `data: ${data}\n\n`;
  return async (ctx, next) => {
    const [, name, action] = /^\/__sse\/(\w+)(?:\/(push|cut|log))?$/.exec(ctx.path) ?? [];
    if (!name) return next();
    let entry = stored.get(name);
    if (ctx.method === 'PUT' || ctx.method === 'POST') {
      const chunks = [];
      for await (const chunk of ctx.req) chunks.push(chunk);
      const body = Buffer.concat(chunks).toString();
      if (ctx.method === 'PUT') {
        entry ??= { streams: new Set(), polls: 0, accepts: [], opens: [] };
        Object.assign(entry, { body, offer: ctx.query.offer !== '0', refuse: ctx.query.refuse });
        stored.set(name, entry);
      }
      if (entry && action === 'cut') entry.cutAt = Date.now();
      for (const res of entry?.streams ?? []) {
        if (action === 'cut') res.end();
        else res.write(event(body));
      }
      ctx.status = 204;
      return;
    }
    if (!entry) return next();
    if (action === 'log') {
      const { polls, accepts, streams, cutAt, opens } = entry;
      ctx.body = { polls, opened: opens.length, accepts, open: streams.size, cutAt, opens };
      return;
    }
    const accept = ctx.get('Accept');
    entry.accepts.push(accept);
    const jsonHeaders = { 'Content-Type': 'application/vnd.api+json', 'Cache-Control': 'no-store' };
    if (!accept.includes('text/event-stream')) {
      entry.polls++;
      ctx.set({ ...jsonHeaders, ...(entry.offer ? { 'Invoice-Stream': 'sse' } : {}) });
      ctx.body = entry.body;
      return;
    }
    entry.opens.push({ at: Date.now(), polls: entry.polls });
    if (entry.refuse === 'status') {
      ctx.status = 503;
      ctx.body = 'busy';
      return;
    }
    if (entry.refuse === 'type') {
      ctx.set(jsonHeaders);
      ctx.body = entry.body;
      return;
    }
    // Written straight to Node's response, past Koa, so nothing buffers or compresses it.
    ctx.respond = false;
    const { res } = ctx;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    res.write(`event: ping\ndata:\n\n${event(entry.body)}`);
    entry.streams.add(res);
    res.on('close', () => entry.streams.delete(res));
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForPort(port) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not start on port ${port}`);
}

/**
 * A built file one byte off, for the script-tag files' tests (test/helpers/script-tag-page.ts): GET /__tampered/dist/<file>.js serves dist/<file>.js with its first
 * space made a tab, still valid JavaScript, so only an integrity check can refuse it.
 */
function tamperedBuild() {
  return async (ctx, next) => {
    const [, file] = /^\/__tampered\/(dist\/[\w/.-]+\.js)$/.exec(ctx.path) ?? [];
    if (!file || file.includes('..')) return next();
    const bytes = await readFile(file);
    bytes[bytes.indexOf(0x20)] = 0x09;
    ctx.type = 'text/javascript';
    ctx.body = bytes;
  };
}

/**
 * A shop in production, for test/live-status.test.ts: three instances of crypto-checkout/server's handler (the
 * built package, dist/server) on one Redis (Debian's redis-server, started here on first use), in front of a
 * payment service that has only `POST /invoices` and answers 404 to every invoice read, as the real one.
 * POST /__live/create with an invoice document: instance A creates it (the service answers with that document).
 * GET /__live/<a|b|c>/invoices/<id>: that instance's `src` endpoint. B streams with a `ping` every second; C offers
 * no stream and a max-age of 1 s: it is polled.
 * POST /__live/a/update/<id>?status=<status>: `update()` on instance A.
 */
function liveShop() {
  let shop;
  const start = async () => {
    const [{ createInvoiceHandler }, { redisStore }, { startRedis }] = await Promise.all([
      import('./dist/server/index.js'),
      import('./dist/server/redis.js'),
      import('./scripts/redis-server.mjs'),
    ]);
    const redis = await startRedis();
    let next;
    const service = async (_url, init) =>
      init?.method === 'POST'
        ? new Response(next, { status: 201, headers: { 'Content-Type': 'application/vnd.api+json' } })
        : new Response('{"errors":[{"status":"404"}]}', {
            status: 404,
            headers: { 'Content-Type': 'application/vnd.api+json' },
          });
    const instance = (options = {}) =>
      createInvoiceHandler({
        api: { baseUrl: 'https://payments.example', apiKey: 'sk_live_wtr', fetch: service },
        store: redisStore({ url: redis.url, prefix: 'wtr:' }),
        ...options,
      });
    // b: a heartbeat every second (production's default is 15 s), so a few seconds of pending hold several.
    // c: polled every second (its max-age follows pollInterval).
    const instances = {
      a: instance(),
      b: instance({ heartbeatSeconds: 1 }),
      c: instance({ stream: false, pollInterval: 1 }),
    };
    // One creation at a time: the three engines may create at once, and the service answers with `next`.
    let creating = Promise.resolve();
    const create = (document) => {
      const created = creating.then(() => {
        next = document;
        return instances.a.createInvoice({ amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'BTC' });
      });
      creating = created.catch(() => {});
      return created;
    };
    return { instances, create };
  };
  return async (ctx, next) => {
    const match = /^\/__live\/(?:(create)|([abc])\/(invoices|update)\/([\w-]+))$/.exec(ctx.path);
    if (!match) return next();
    shop ??= start();
    const { instances, create } = await shop;
    const [, creating, name, action, id] = match;
    if (creating || action === 'update') {
      const chunks = [];
      for await (const chunk of ctx.req) chunks.push(chunk);
      if (creating) await create(Buffer.concat(chunks).toString());
      else await instances[name].update(id, { status: ctx.query.status });
      ctx.status = 204;
      return;
    }
    await answerWith(ctx, (request) => instances[name].handle(request, id));
  };
}

/** Answers `ctx` with what `handler` makes of it as a Fetch `Request` on its own host, a stream chunk by chunk. */
async function answerWith(ctx, handler) {
  const gone = new AbortController();
  ctx.res.once('close', () => gone.abort());
  const chunks = [];
  if (ctx.method === 'POST') for await (const chunk of ctx.req) chunks.push(chunk);
  const answer = await handler(
    new Request(`http://${ctx.host}${ctx.url}`, {
      method: ctx.method,
      headers: ctx.req.headers,
      signal: gone.signal,
      ...(ctx.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
    }),
  );
  // Written straight to Node's response, chunk by chunk, so a stream is not buffered.
  ctx.respond = false;
  ctx.res.writeHead(answer.status, { ...ctx.response.headers, ...Object.fromEntries(answer.headers) });
  if (!answer.body) return void ctx.res.end();
  ctx.res.flushHeaders();
  try {
    for await (const chunk of answer.body) ctx.res.write(chunk);
  } catch {
    // The payer left.
  }
  ctx.res.end();
}

/**
 * A shop against a payment service that answers only what the spec shows, for test/journey.test.ts: the
 * sandbox without its extras (no invoice read, no `status` or `network` on an invoice) and crypto-checkout/server
 * (the built package), which learns each status through `update()` only.
 * GET and POST /__journey/orders/<ref>/checkout: handleOrder, the order 49.99 EUR, returning to SUCCESS.
 * GET /__journey/invoices/<id>: handle(), its document or its stream.
 * POST /__journey/update/<id>?status=<status>: update(), as the shop's backend would on learning the status.
 * GET /__journey/busy: 503 with Retry-After: 7. Every answer allows other origins as docs/src-endpoint.md says.
 */
function specOnlyShop() {
  let shop;
  const start = async () => {
    const [{ createInvoiceHandler, methodsFromAccount }, { startSandbox, SEED_ACCOUNTS }] = await Promise.all([
      import('./dist/server/index.js'),
      import('./dist/sandbox/index.js'),
    ]);
    const sandbox = await startSandbox();
    process.on('exit', () => void sandbox.close());
    const invoices = createInvoiceHandler({ api: { baseUrl: sandbox.url, apiKey: sandbox.key } });
    const methods = methodsFromAccount(await invoices.client.getAccount(SEED_ACCOUNTS.eurMaster));
    return { invoices, methods };
  };
  return async (ctx, next) => {
    const match = /^\/__journey\/(?:orders\/([\w-]+)\/checkout|(invoices|update)\/([\w-]+)|(busy))$/.exec(ctx.path);
    if (!match) return next();
    // Pages of another origin (the test page on localhost asking 127.0.0.1) read it as docs/src-endpoint.md says.
    const origin = ctx.get('Origin');
    if (origin) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Expose-Headers', 'Date, ETag, Retry-After, Invoice-Stream');
      if (ctx.method === 'OPTIONS') {
        ctx.set('Access-Control-Allow-Headers', 'If-None-Match, Content-Type');
        ctx.status = 204;
        return;
      }
    }
    if (match[4]) {
      ctx.status = 503;
      ctx.set('Retry-After', '7');
      ctx.body = '';
      return;
    }
    shop ??= start();
    const { invoices, methods } = await shop;
    const [, reference, action, id] = match;
    if (action === 'update') {
      await invoices.update(id, { status: ctx.query.status });
      ctx.status = 204;
      return;
    }
    await answerWith(ctx, (request) =>
      reference
        ? invoices.handleOrder(request, {
            order: {
              amountBilled: '49.99',
              billedCurrency: 'EUR',
              reference,
              successRedirectUrl: 'https://shop.example/orders/thanks',
            },
            methods,
            invoiceUrl: (invoice) => `/__journey/invoices/${invoice}`,
          })
        : invoices.handle(request, id),
    );
  };
}

/**
 * crypto-checkout/server's renderCheckoutHTML, for test/server-render.test.ts: POST /__ssr with
 * `{ invoice, options }` answers the HTML it renders, run from the TypeScript sources (tsx) as the browser
 * side is, with the locale module of `options.lang` (a bare tag such as `ar`) loaded first.
 */
function serverRender() {
  let render;
  const locales = new Map();
  const load = (path) => import('tsx/esm/api').then(({ tsImport }) => tsImport(path, import.meta.url));
  return async (ctx, next) => {
    if (ctx.path !== '/__ssr' || ctx.method !== 'POST') return next();
    const chunks = [];
    for await (const chunk of ctx.req) chunks.push(chunk);
    const { invoice, options = {} } = JSON.parse(Buffer.concat(chunks).toString());
    const lang = options.lang ?? 'en';
    if (!/^[a-z]{2,3}$/.test(lang)) ctx.throw(400, 'lang: a bare language tag');
    render ??= load('./src/server/render.ts');
    if (lang !== 'en' && !locales.has(lang)) locales.set(lang, load(`./src/i18n/locales/${lang}.ts`));
    const [{ renderCheckoutHTML }] = await Promise.all([render, locales.get(lang)]);
    ctx.type = 'text/html';
    ctx.body = await renderCheckoutHTML(invoice, options);
  };
}

/**
 * The chains and the wallet tools of test/wallets.test.ts and test/wallets-order.test.ts, as commands
 * (`executeServerCommand` of @web/test-runner-commands); started on first use, once for the run, shared by the
 * engines (each test pays a deposit address of its own, so the engines running at once never read each other's
 * payments). Two local chains (test/helpers/local-chain.ts: Ganache, served on 127.0.0.1) with the chain ids of
 * Ethereum (1) and BNB Smart Chain (56): they answer those ids themselves, nothing in between pretends. On each,
 * a token of src/wallets/tokens.ts is put at its real address (Circle's USDC, 6 decimals, on 1; Binance-Peg USDT,
 * 18 decimals, on 56) and the payer, the chains' first unlocked account, is funded with it.
 * - wallet-chains: `{ chains: [{ chainId }], payer, tokens: { <chainId>: { <symbol>: address } } }`, or false while the
 *   chains are starting.
 * - wallet-balance `{ chainId, owner, token? }`: the owner's ether (or token) balance in base units, as digits.
 * - wallet-transaction `{ chainId, hash }`: the mined transaction (from, to, value as digits, input) and its status.
 * - tron-build `{ method, args }`: what a TronWeb on Tron's main chain builds for `sendTrx` or
 *   `triggerSmartContract` (test/helpers/tron-wallet.ts: a real TronWeb that asks no node).
 * - tron-read `{ transaction }`: that transaction read back from its bytes (its id checked against them).
 * - wallet-screenshot `{ name, clip }`: a PNG of `clip` at .screenshots/wallets/<name>.png, answering its path; in
 *   Chromium only (elsewhere it answers '' and writes nothing).
 */
/** Accounts that pay in the wallet tests: more than the test pages open at once. */
const PAYERS = 8;

function walletChains() {
  let started;
  const load = (path) => import('tsx/esm/api').then(({ tsImport }) => tsImport(path, import.meta.url));
  const start = async () => {
    const [{ startLocalChain }, { evmToken }] = await Promise.all([
      load('./test/helpers/local-chain.ts'),
      load('./src/wallets/tokens.ts'),
    ]);
    const chains = await Promise.all([1, 56].map((chainId) => startLocalChain({ chainId, totalAccounts: PAYERS + 1 })));
    process.on('exit', () => chains.forEach((chain) => void chain.stop()));
    // The first account deploys; each test page pays from one of the others. Pages of the three engines run at
    // once, and Ganache may give two transactions sent at the same moment from one account the same nonce.
    const payers = chains[0].accounts.slice(1);
    const tokens = {};
    for (const [chain, symbol, decimals] of [
      [chains[0], 'USDC', 6],
      [chains[1], 'USDT', 18],
    ]) {
      const { address } = evmToken(chain.chainId, symbol);
      await chain.deployToken(decimals, { at: address });
      for (const payer of payers) await chain.mint(address, payer, 10n ** BigInt(decimals + 12));
      tokens[hex(chain.chainId)] = { [symbol]: address };
    }
    return { chains: new Map(chains.map((chain) => [hex(chain.chainId), chain])), payers, tokens };
  };
  /** Each test page's payer, by its session: a page of its own never shares an account with another at once. */
  const payerOf = new Map();
  /** The last wallet-rpc request passed to a chain: the next waits for its answer. */
  let queue = Promise.resolve();
  const hex = (id) => `0x${id.toString(16)}`;
  let tron;
  const tronWeb = async () => {
    const [{ TronWeb, utils }, { offlineTronWeb }] = await Promise.all([
      import('tronweb'),
      load('./test/helpers/tron-wallet.ts'),
    ]);
    return { TronWeb, utils, builder: offlineTronWeb() };
  };
  return {
    name: 'wallet-chains',
    async executeCommand({ command, payload, session }) {
      if (command === 'wallet-screenshot') {
        // Answered, not left to other plugins (an answer of null would be "unknown command"): no file.
        if (session.browser.type !== 'puppeteer' || session.browser.name !== 'Chrome') return '';
        const { mkdir } = await import('node:fs/promises');
        const { name, clip } = payload;
        if (!/^[\w-]+$/.test(name)) throw new Error(`wallet-screenshot: ${name} is not a file name`);
        await mkdir('.screenshots/wallets', { recursive: true });
        const path = `.screenshots/wallets/${name}.png`;
        await session.browser.getPage(session.id).screenshot({ path, clip, captureBeyondViewport: true });
        return path;
      }
      if (command === 'tron-build' || command === 'tron-read') {
        tron ??= tronWeb();
        const { TronWeb, utils, builder } = await tron;
        if (command === 'tron-build') {
          const { method, args } = payload;
          if (method === 'sendTrx') return builder.transactionBuilder.sendTrx(...args);
          return builder.transactionBuilder.triggerSmartContract(...args);
        }
        const { transaction } = payload;
        const type = transaction.raw_data.contract[0].type;
        const raw = utils.deserializeTx.deserializeTransaction(type, transaction.raw_data_hex);
        const { value } = raw.contract[0].parameter;
        const read = {
          type,
          idMatches: utils.transaction.txCheck(transaction),
          owner: TronWeb.address.fromHex(value.owner_address),
        };
        if (type === 'TransferContract')
          return { ...read, to: TronWeb.address.fromHex(value.to_address), amount: String(value.amount) };
        const { to, amount } = utils.abi.decodeParams(
          ['to', 'amount'],
          ['address', 'uint256'],
          `0x${value.data}`,
          true,
        );
        return {
          ...read,
          contract: TronWeb.address.fromHex(value.contract_address),
          selector: value.data.slice(0, 8).toLowerCase(),
          callValue: value.call_value ?? 0,
          feeLimit: raw.fee_limit,
          to: TronWeb.address.fromHex(to),
          amount: amount.toString(),
        };
      }
      if (!['wallet-chains', 'wallet-balance', 'wallet-transaction', 'wallet-rpc'].includes(command)) return undefined;
      started ??= start();
      // A page's command fails after 20 s unanswered, and a loaded machine may take longer to start the chains:
      // wallet-chains answers false after 10 s of waiting (null would be no answer), and the page asks again.
      if (command === 'wallet-chains' && !(await Promise.race([started, delay(10_000, undefined, { ref: false })])))
        return false;
      const { chains, payers, tokens } = await started;
      if (command === 'wallet-chains') {
        const list = [...chains.keys()].map((chainId) => ({ chainId }));
        if (!payerOf.has(session.id)) payerOf.set(session.id, payers[payerOf.size % payers.length]);
        return { chains: list, payer: payerOf.get(session.id), tokens };
      }
      const chain = chains.get(payload.chainId);
      if (!chain) throw new Error(`${command}: no chain ${payload.chainId}`);
      if (command === 'wallet-rpc') {
        // One request at a time, whichever page asks: Ganache left a transaction unanswered when the pages of
        // the three engines sent at the same moment.
        const { method, params } = payload;
        const answer = queue.then(() =>
          chain.request({ method, params }).then(
            (result) => ({ result: result ?? null }),
            (error) => ({ error: { code: error.code ?? -32603, message: String(error.message ?? error) } }),
          ),
        );
        queue = answer;
        return answer;
      }
      if (command === 'wallet-balance') {
        const { owner, token } = payload;
        return String(await (token ? chain.balanceOf(token, owner) : chain.balance(owner)));
      }
      const [transaction, receipt] = await Promise.all(
        ['eth_getTransactionByHash', 'eth_getTransactionReceipt'].map((method) =>
          chain.request({ method, params: [payload.hash] }),
        ),
      );
      if (!transaction) return { found: false };
      const { from, to, value, input } = transaction;
      return { found: true, from, to, value: BigInt(value).toString(), input, status: receipt?.status };
    },
  };
}
