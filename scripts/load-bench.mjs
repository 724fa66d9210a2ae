// `npm run bench:load`: simulated payers poll invoices through crypto-checkout/server's handler, which reads
// them from the embedded sandbox; first with the handler's cache on, then off (`cache: false`), and prints
// upstream calls per invoice per interval, the share of 304 answers, p50/p99 latency and the handler's memory,
// with the ratio of the two runs. A script, not a test: loopback only, bounded in count and time, and it
// stops by itself.
//
// Three processes, so each figure belongs to one of them: this one runs the payers; a child serves the
// sandbox over HTTP and counts its invoice reads; another child serves the handler over HTTP (node:http
// around its Fetch-API `handle`, as a merchant server would) and reports its own memory.
//
// Payers behave like the element: each starts at a random moment within the first interval, asks with
// If-None-Match carrying the last ETag, and asks again when the answer has settled, after the interval or
// the answer's max-age when longer (openPollDelayMs), after a failure with the element's backoff.
//
//   node --import tsx scripts/load-bench.mjs [--seconds 60] [--payers 1000] [--invoices 50] [--interval 5]
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PaymentApiClient } from '../src/client/index.ts';
import { backoffDelay, openPollDelayMs } from '../src/core/polling.ts';
import { createInvoiceHandler, memoryStore } from '../src/server/index.ts';
// The embedded sandbox (src/sandbox), the one the demo and `npx crypto-checkout-sandbox` serve.
import { createSandbox, generateApiKey } from '../src/sandbox/sandbox.ts';

const HOST = '127.0.0.1';
const INVOICE_READ = /^\/api\/public\/v1\/invoices\/([^/?]+)$/;
const HANDLER_PATH = /^\/invoices\/([^/?]+)$/;
/** How long one request may take, as the element's poller allows. */
const REQUEST_TIMEOUT_MS = 10_000;

const role = process.env.LOAD_BENCH_ROLE;
if (role === 'upstream') await serveUpstream();
else if (role === 'handler') await serveHandler();
else await drive();

// ---- The driver: payers, and the two runs ----------------------------------------------------------

async function drive() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      payers: { type: 'string', default: '1000' },
      invoices: { type: 'string', default: '50' },
      interval: { type: 'string', default: '5' },
    },
  });
  const seconds = bounded(values.seconds, 'seconds', 1, 600);
  const payers = bounded(values.payers, 'payers', 1, 10_000);
  const invoices = bounded(values.invoices, 'invoices', 1, 1000);
  const interval = bounded(values.interval, 'interval', 1, 60);
  const children = new Set();
  // Whatever happens, the run ends: twice the measured time plus a minute for starting and stopping.
  const watchdog = setTimeout(
    () => {
      console.error('load-bench: over its time limit, stopping.');
      for (const child of children) child.kill();
      process.exit(1);
    },
    (2 * seconds + 60) * 1000,
  );

  const upstream = await start('upstream', {}, children);
  const client = new PaymentApiClient({ baseUrl: upstream.url, apiKey: upstream.apiKey });
  const ids = [];
  for (let i = 0; i < invoices; i++) {
    const document = await client.createInvoice({
      amountBilled: '49.99',
      billedCurrency: 'EUR',
      chargedCurrency: 'BTC',
      reference: `load-bench-${i}`,
    });
    ids.push(document.data.id);
  }
  console.log(
    `${payers} payers polling ${invoices} invoices every ${interval} s for ${seconds} s, cache on, then off ` +
      `(${Math.ceil(payers / invoices)} payers share an invoice at most).`,
  );

  const runs = {};
  for (const cache of [true, false]) {
    const handler = await start(
      'handler',
      { upstream: upstream.url, apiKey: upstream.apiKey, interval, cache },
      children,
    );
    await ask(upstream.child, 'reset');
    const load = await poll(handler.url, ids, { payers, seconds, interval });
    const reads = await ask(upstream.child, 'reads');
    const memory = await ask(handler.child, 'memory');
    handler.child.kill();
    children.delete(handler.child);
    runs[cache ? 'on' : 'off'] = summarise(load, reads, memory, { invoices, seconds, interval });
    console.log(`  cache ${cache ? 'on' : 'off'}: ${load.latencies.length} answers, ${load.errors} failed.`);
  }
  upstream.child.kill();
  clearTimeout(watchdog);

  const { on, off } = runs;
  const rows = [
    [
      `Upstream calls per invoice per ${interval} s (mean; most for one invoice)`,
      `${on.callsPerInterval.toFixed(2)}; ${on.mostPerInterval.toFixed(2)}`,
      `${off.callsPerInterval.toFixed(2)}; ${off.mostPerInterval.toFixed(2)}`,
      ratio(on.callsPerInterval, off.callsPerInterval),
    ],
    ['Upstream calls in all', String(on.reads), String(off.reads), ratio(on.reads, off.reads)],
    ['Answers (200 and 304)', String(on.answers), String(off.answers), ratio(on.answers, off.answers)],
    ['Share of 304 answers', percent(on.share304), percent(off.share304), ratio(on.share304, off.share304)],
    ['Latency p50', ms(on.p50), ms(off.p50), ratio(on.p50, off.p50)],
    ['Latency p99', ms(on.p99), ms(off.p99), ratio(on.p99, off.p99)],
    [
      'Handler process: JS heap used after GC, at the end',
      mb(on.heapUsed),
      mb(off.heapUsed),
      ratio(on.heapUsed, off.heapUsed),
    ],
    ['Handler process: peak resident set size', mb(on.peakRss), mb(off.peakRss), ratio(on.peakRss, off.peakRss)],
    ['Handler: invoices in its store at the end', String(on.cached), String(off.cached), '—'],
  ];
  console.log(`\n${table(['Measure', 'Cache on', 'Cache off', 'On ÷ off'], rows)}`);
  console.log(
    `\nMachine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}. ` +
      'Latency: from sending the request to the end of the answer, as a payer sees it, over keep-alive ' +
      'connections on 127.0.0.1.',
  );
  const failed = [];
  if (on.errors + off.errors > 0) failed.push(`${on.errors + off.errors} requests failed`);
  if (!(on.callsPerInterval <= 1))
    failed.push('more than one upstream call per invoice per interval with the cache on');
  if (failed.length > 0) {
    console.error(`\nload-bench: ${failed.join('; ')}.`);
    process.exit(1);
  }
}

/**
 * The payers: each polls one invoice (payer i polls invoice i mod n) until `seconds` have passed, then
 * finishes the request under way. At most one request in flight per payer, at least a second apart.
 */
async function poll(url, ids, { payers, seconds, interval }) {
  const agent = new Agent({ keepAlive: true });
  const intervalMs = interval * 1000;
  const start = performance.now();
  const end = start + seconds * 1000;
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  const payer = async (index) => {
    const path = `/invoices/${ids[index % ids.length]}`;
    let etag;
    let failures = 0;
    await sleep(Math.random() * intervalMs);
    while (performance.now() < end) {
      const sent = performance.now();
      let next;
      try {
        const answer = await get(agent, `${url}${path}`, etag);
        latencies.push(performance.now() - sent);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 200 && answer.status !== 304) throw new Error(`HTTP ${answer.status}`);
        if (answer.status === 200) etag = answer.etag;
        failures = 0;
        next = openPollDelayMs(intervalMs, answer.cacheControl);
      } catch {
        errors++;
        etag = undefined;
        next = backoffDelay(++failures, intervalMs);
      }
      await sleep(Math.min(next, Math.max(0, end - performance.now())));
    }
  };
  await Promise.all(Array.from({ length: payers }, (_, index) => payer(index)));
  agent.destroy();
  return { latencies, statuses, errors };
}

/** One GET over the keep-alive agent; resolves when the whole answer has arrived. */
function get(agent, url, etag) {
  return new Promise((resolve, reject) => {
    const headers = {
      Accept: 'application/vnd.api+json, application/json',
      ...(etag ? { 'If-None-Match': etag } : {}),
    };
    const request = httpRequest(url, { agent, headers, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          etag: response.headers.etag,
          cacheControl: response.headers['cache-control'] ?? null,
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}

function summarise(load, reads, memory, { invoices, seconds, interval }) {
  const intervals = seconds / interval;
  const counts = Object.values(reads);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const answers = (load.statuses.get(200) ?? 0) + (load.statuses.get(304) ?? 0);
  const sorted = [...load.latencies].sort((a, b) => a - b);
  return {
    reads: total,
    callsPerInterval: total / invoices / intervals,
    mostPerInterval: Math.max(0, ...counts) / intervals,
    answers,
    share304: answers ? (load.statuses.get(304) ?? 0) / answers : 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: load.errors,
    ...memory,
  };
}

// ---- The two servers, each in a child process ------------------------------------------------------

/** Forks this script in `name`'s role and waits for it to listen. */
async function start(name, settings, children) {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, LOAD_BENCH_ROLE: name, LOAD_BENCH_SETTINGS: JSON.stringify(settings) },
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  children.add(child);
  const [message] = await once(child, 'message');
  return { child, ...message };
}

/** Asks a child for something by IPC and waits for its answer. */
async function ask(child, question) {
  child.send(question);
  const [answer] = await once(child, 'message');
  return answer;
}

/** Answers the driver's questions; exits with it (a child never outlives the run). */
function listen(answers) {
  process.on('message', async (question) => process.send(await answers[question]()));
  process.on('disconnect', () => process.exit(0));
}

async function serveUpstream() {
  const sandbox = createSandbox({ apiKey: generateApiKey(), extras: true }); // the invoice read, which the bench measures
  let reads = {};
  const server = createServer((request, response) => {
    const read = request.method === 'GET' && INVOICE_READ.exec(request.url ?? '');
    if (read) reads[read[1]] = (reads[read[1]] ?? 0) + 1;
    sandbox.middleware(request, response, () => {
      response.writeHead(404).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await listenOn(server);
  listen({
    reset: () => {
      reads = {};
      return 'ok';
    },
    reads: () => reads,
  });
  process.send({ url: `http://${HOST}:${server.address().port}`, apiKey: sandbox.apiKey });
}

async function serveHandler() {
  const { upstream, apiKey, interval, cache } = JSON.parse(process.env.LOAD_BENCH_SETTINGS);
  const store = memoryStore();
  const invoices = createInvoiceHandler({ api: { baseUrl: upstream, apiKey }, store, pollInterval: interval, cache });
  const server = createServer(async (request, response) => {
    const match = HANDLER_PATH.exec(request.url ?? '');
    if (!match) return response.writeHead(404).end();
    // node:http to the Fetch API and back, as a merchant's node:http server would call `handle`.
    const answer = await invoices.handle(
      new Request(`http://${HOST}${request.url}`, { method: request.method, headers: fetchHeaders(request.headers) }),
      decodeURIComponent(match[1]),
    );
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(body);
  });
  server.keepAliveTimeout = 60_000;
  await listenOn(server);
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 250);
  listen({
    memory: () => {
      clearInterval(sampler);
      globalThis.gc?.();
      return { heapUsed: process.memoryUsage().heapUsed, peakRss, cached: store.size };
    },
  });
  process.send({ url: `http://${HOST}:${server.address().port}` });
}

function fetchHeaders(incoming) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  return headers;
}

async function listenOn(server) {
  server.listen(0, HOST);
  await once(server, 'listening');
}

// ---- Helpers ---------------------------------------------------------------------------------------

function bounded(text, name, min, max) {
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`--${name} must be a number from ${min} to ${max}.`);
  }
  return value;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] : NaN;
}

function ratio(a, b) {
  return b > 0 ? `${(a / b).toFixed(2)}×` : '—';
}

function percent(value) {
  return `${(value * 100).toFixed(1)} %`;
}

function ms(value) {
  return `${value.toFixed(2)} ms`;
}

function mb(bytes) {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

function table(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
