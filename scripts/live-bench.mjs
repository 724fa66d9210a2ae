// `npm run bench:live`: how fast a status change reaches payers who watch an invoice over Server-Sent Events
// through crypto-checkout/server's handler, at 10,000 open streams. Two scenarios, each printed as a Markdown
// table: (a) one handler process with its memory store; (b) two handler processes sharing a Redis store (a
// Debian redis-server started here on a free port, persistence off), where a change written on one instance
// reaches the streams of both through Redis pub/sub. A script, not a test: loopback only, bounded in count and
// time, it stops by itself, prints its figures and never fails on one (exit 1 only when it crashes).
//
// Processes, so each figure belongs to one of them: this one (the driver) holds every subscriber's socket and
// parses its event stream; each handler runs in a child (node:http around the Fetch-API `handle`, through
// demo/server/http-io.ts as the demo shop does), with a stub payment API that creates invoices and answers 404
// to reads (the real service has no invoice read), and a control endpoint, POST /__update/:id?status=…, that
// stamps the time and calls `update(id, { status })`, as a merchant's callback route would.
//
// Method: the invoices are created in a child at start (in (b) on instance A); the driver opens the streams
// (subscriber s watches invoice s mod invoices; in (b) the rounds alternate between A and B, so every invoice
// is watched from both), waits until each has its first event, lets them sit idle (--idle seconds), then
// triggers the updates at an even pace over --seconds: update k changes invoice k mod invoices to
// `processing` (a second round to `on_hold`, a third back to `processing`..., never a final status, which
// would end the streams); in (b) even updates go to A and odd ones to B. Latency is the arrival of the matching
// event at the driver minus the child's stamp just before it calls `update()`; both clocks are
// `performance.timeOrigin + performance.now()` (milliseconds with sub-millisecond fraction, wall-clock based,
// comparable between processes on one machine; the printed clock offset, measured over IPC, checks it).
// CPU time is process.cpuUsage() (user + system) per phase; RSS from process.memoryUsage, peak from
// process.resourceUsage().maxRSS.
//
//   node --import tsx scripts/live-bench.mjs [--subscribers 10000] [--invoices 1000] [--updates 1000]
//     [--seconds 10] [--idle 5] [--scenario both|one|two] [--cpu-prof-dir DIR]
// --cpu-prof-dir: the handler children run with --cpu-prof and write their .cpuprofile files there, one
// directory each (tsx's loader thread writes a second, mostly idle profile: take the larger file).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HOST = '127.0.0.1';
const HANDLER_PATH = /^\/invoices\/([^/?]+)$/;
const UPDATE_PATH = /^\/__update\/([^/?]+)\?status=([a-z_]+)$/;
/** Streams being opened at once: under the listen backlog, so no SYN is dropped and retried a second later. */
const CONNECT_CONCURRENCY = 256;
/** How long all subscribers may take to get their first event. */
const CONNECT_LIMIT_MS = 120_000;
/** How long after the last update the events may take to arrive. */
const SETTLE_LIMIT_MS = 15_000;
/** Update calls under way at once at most (the pace is set by --seconds; this only bounds a slow server). */
const TRIGGERS_IN_FLIGHT = 64;

const now = () => performance.timeOrigin + performance.now();
/** The last IPC question's number (declared before the top-level await below runs). */
let asked = 0;

const role = process.env.LIVE_BENCH_ROLE;
if (role === 'handler') await serveHandler();
else await drive();

// ---- The driver --------------------------------------------------------------------------------------

async function drive() {
  const { values } = parseArgs({
    options: {
      subscribers: { type: 'string', default: '10000' },
      invoices: { type: 'string', default: '1000' },
      updates: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '10' },
      idle: { type: 'string', default: '5' },
      scenario: { type: 'string', default: 'both' },
      'cpu-prof-dir': { type: 'string' },
    },
  });
  const params = {
    subscribers: bounded(values.subscribers, 'subscribers', 1, 19_000),
    invoices: bounded(values.invoices, 'invoices', 1, 10_000),
    updates: bounded(values.updates, 'updates', 1, 100_000),
    seconds: bounded(values.seconds, 'seconds', 1, 600),
    // The quiet time with every stream open, before the updates: what the open streams cost alone (their
    // instance's one read timer fires every 5 s, its one ping timer every 15 s).
    idle: bounded(values.idle, 'idle', 0, 120),
  };
  if (!['both', 'one', 'two'].includes(values.scenario)) throw new Error('--scenario must be both, one or two.');
  const profileDir = values['cpu-prof-dir'] ? resolve(values['cpu-prof-dir']) : undefined;
  const fdLimit = openFileLimit();
  if (fdLimit !== undefined && params.subscribers + 100 > fdLimit) {
    console.log(
      `Warning: ${params.subscribers} subscribers need as many sockets in this process, and its open-file limit ` +
        `is ${fdLimit}; connections past it will fail (EMFILE) and be counted as failed.`,
    );
  }

  const resources = { children: new Set(), redis: undefined };
  const abandon = (code) => {
    for (const child of resources.children) child.kill('SIGKILL');
    void resources.redis?.stop();
    setTimeout(() => process.exit(code), 200);
  };
  const scenarios = values.scenario === 'both' ? 2 : 1;
  // Whatever happens, the run ends: each scenario's connect, idle, update and settle limits, plus start and stop.
  const watchdog = setTimeout(
    () => {
      console.error('live-bench: over its time limit, stopping.');
      abandon(1);
    },
    scenarios * (CONNECT_LIMIT_MS + SETTLE_LIMIT_MS + (params.idle + 2 * params.seconds) * 1000 + 90_000),
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => abandon(130));
  process.once('uncaughtException', (error) => (console.error(error), abandon(1)));
  process.once('unhandledRejection', (error) => (console.error(error), abandon(1)));

  console.log(
    `# Live bench: update → Server-Sent Event latency\n\n` +
      `Machine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'} × ${cpus().length} cores, Node ${process.version}, ` +
      `open-file limit ${fdLimit ?? 'unknown'} per process, load average ${loads()} at start.\n` +
      `Parameters: ${params.subscribers} subscribers, ${params.invoices} invoices ` +
      `(${Math.ceil(params.subscribers / params.invoices)} subscribers per invoice at most), ` +
      `${params.updates} updates over ${params.seconds} s, ${CONNECT_CONCURRENCY} connections opened at once, ` +
      `${params.idle} s idle before the updates; clocks: performance.timeOrigin + performance.now().`,
  );

  if (values.scenario !== 'two') {
    const server = await startHandler({ name: 'Server', create: params.invoices, profileDir }, resources);
    const result = await measure({
      instances: [server],
      ids: server.ids,
      params,
      subscriberInstance: () => 0,
      updateInstance: () => 0,
    });
    await stopHandlers([server], resources);
    print(`a) One process, memory store`, result, params);
  }

  if (values.scenario !== 'one') {
    const { startRedis } = await import('./redis-server.mjs');
    resources.redis = await startRedis();
    const redis = resources.redis;
    const prefix = `live-bench-${process.pid}:`;
    const a = await startHandler(
      { name: 'Server A', create: params.invoices, redis: redis.url, prefix, profileDir },
      resources,
    );
    const b = await startHandler({ name: 'Server B', create: 0, redis: redis.url, prefix, profileDir }, resources);
    const info = await redisInfo(redis.url);
    const result = await measure({
      instances: [a, b],
      ids: a.ids,
      params,
      // Subscriber s watches invoice s mod n; its round floor(s / n) alternates between A and B.
      subscriberInstance: (s) => Math.floor(s / params.invoices) % 2,
      updateInstance: (k) => k % 2,
      redisInfo: info,
    });
    await stopHandlers([a, b], resources);
    await info.close();
    await redis.stop();
    resources.redis = undefined;
    print(`b) Two processes sharing a Redis store (redis-server ${info.version})`, result, params);
  }

  clearTimeout(watchdog);
  if (profileDir) console.log(`\nCPU profiles of the handler children: ${profileDir}`);
  console.log(`\nLoad average at the end: ${loads()}.`);
  process.exit(0);
}

/** One scenario: connect every subscriber, idle, trigger the updates, wait for the events, disconnect. */
async function measure({ instances, ids, params, subscriberInstance, updateInstance, redisInfo }) {
  const n = ids.length;
  const loadBefore = loads();
  const clocks = [];
  for (const instance of instances) clocks.push(await clockOffset(instance));
  const snapshots = { ready: await snapshot(instances) };
  const memory = { ready: await redisInfo?.memory() };

  // Connect.
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity, maxTotalSockets: Infinity });
  const subscribers = Array.from({ length: params.subscribers }, (_, s) => ({
    invoice: s % n,
    instance: subscriberInstance(s),
    events: [],
    pings: 0,
  }));
  const connectStart = now();
  const connectDeadline = performance.now() + CONNECT_LIMIT_MS;
  await pool(subscribers, CONNECT_CONCURRENCY, (subscriber) =>
    performance.now() < connectDeadline
      ? subscribe(agent, instances[subscriber.instance].url, ids[subscriber.invoice], subscriber, connectDeadline)
      : ((subscriber.error = 'not tried: connect time limit'), undefined),
  );
  const connected = subscribers.filter((subscriber) => subscriber.firstAt !== undefined);
  const connectEnd = Math.max(connectStart, ...connected.map((subscriber) => subscriber.firstAt));
  snapshots.connected = await snapshot(instances);
  memory.connected = await redisInfo?.memory();
  await sleep(params.idle * 1000);
  snapshots.idle = await snapshot(instances);

  // Update, at an even pace; the same invoice's rounds one after the other.
  const gap = (params.seconds * 1000) / params.updates;
  const control = new Agent({ keepAlive: true, maxSockets: TRIGGERS_IN_FLIGHT });
  const stamps = new Map();
  const durations = [];
  const triggerErrors = new Map();
  const rounds = new Array(n).fill(0);
  const previous = new Map();
  const inFlight = new Set();
  const updateStart = performance.now();
  for (let k = 0; k < params.updates; k++) {
    const wait = updateStart + k * gap - performance.now();
    if (wait > 0) await sleep(wait);
    while (inFlight.size >= TRIGGERS_IN_FLIGHT) await Promise.race(inFlight);
    const invoice = k % n;
    const round = rounds[invoice]++;
    const target = instances[updateInstance(k)];
    const url = `${target.url}/__update/${encodeURIComponent(ids[invoice])}?status=${statusOf(round)}`;
    const trigger = (previous.get(invoice) ?? Promise.resolve())
      .then(() => post(control, url))
      .then(
        (answer) => {
          stamps.set(`${invoice}:${round}`, answer.at);
          durations.push(answer.took);
        },
        (error) => triggerErrors.set(error.message, (triggerErrors.get(error.message) ?? 0) + 1),
      )
      .finally(() => inFlight.delete(trigger));
    previous.set(invoice, trigger);
    inFlight.add(trigger);
  }
  await Promise.all(inFlight);
  const triggersDone = performance.now();
  control.destroy();

  // Each subscriber expects one event per successful update of its invoice.
  const expectedOf = (invoice) => {
    let count = 0;
    for (let round = 0; round < rounds[invoice]; round++) if (stamps.has(`${invoice}:${round}`)) count++;
    return count;
  };
  const expectedPer = Array.from({ length: n }, (_, invoice) => expectedOf(invoice));
  const expected = connected.reduce((sum, subscriber) => sum + expectedPer[subscriber.invoice], 0);
  const received = () => connected.reduce((sum, subscriber) => sum + subscriber.events.length - 1, 0);
  while (received() < expected && performance.now() < triggersDone + SETTLE_LIMIT_MS) await sleep(20);
  const settled = performance.now();
  snapshots.updated = await snapshot(instances);
  memory.updated = await redisInfo?.memory();

  // Match: event j after the first is round j - 1 of its invoice, unless a round was skipped (lost), which the
  // alternating status shows.
  const latencies = [];
  const delivered = instances.map(() => 0);
  let matched = 0;
  let unexpected = 0;
  for (const subscriber of connected) {
    let round = 0;
    for (const event of subscriber.events.slice(1)) {
      while (round < rounds[subscriber.invoice] && statusOf(round) !== event.status) round++;
      if (round >= rounds[subscriber.invoice]) {
        unexpected++;
        continue;
      }
      const at = stamps.get(`${subscriber.invoice}:${round}`);
      if (at !== undefined) {
        latencies.push(event.t - at);
        delivered[subscriber.instance]++;
        matched++;
      } else unexpected++;
      round++;
    }
  }

  // Disconnect, and see that every stream let go of its timers and subscription.
  for (const subscriber of subscribers) subscriber.request?.destroy();
  agent.destroy();
  const closeDeadline = performance.now() + 10_000;
  let after = await snapshot(instances);
  while (after.instances.some((stats) => stats.connections > 0) && performance.now() < closeDeadline) {
    await sleep(100);
    after = await snapshot(instances);
  }
  await sleep(200);
  snapshots.closed = await snapshot(instances);

  const firstTimes = connected.map((subscriber) => subscriber.firstAt - subscriber.sentAt).sort((x, y) => x - y);
  const errors = new Map();
  for (const subscriber of subscribers) {
    if (subscriber.error) errors.set(subscriber.error, (errors.get(subscriber.error) ?? 0) + 1);
  }
  return {
    instances,
    clocks,
    loadBefore,
    loadAfter: loads(),
    connected: connected.length,
    connectErrors: errors,
    connectMs: connectEnd - connectStart,
    firstTimes,
    ended: connected.filter((subscriber) => subscriber.ended).length,
    triggered: stamps.size,
    triggerErrors,
    durations: durations.sort((x, y) => x - y),
    updateMs: triggersDone - updateStart,
    settleMs: settled - triggersDone,
    latencies: latencies.sort((x, y) => x - y),
    expected,
    matched,
    delivered,
    unexpected,
    pings: connected.reduce((sum, subscriber) => sum + subscriber.pings, 0),
    snapshots,
    memory,
  };
}

/** Opens one stream and parses it; resolves at its first event (or its failure). */
function subscribe(agent, base, id, subscriber, deadline) {
  return new Promise((resolve) => {
    const fail = (reason) => {
      subscriber.error ??= reason;
      resolve();
    };
    const timer = setTimeout(
      () => (fail('no first event in time'), subscriber.request.destroy()),
      Math.max(0, deadline - performance.now()),
    );
    const done = () => (clearTimeout(timer), resolve());
    subscriber.sentAt = now();
    const request = httpRequest(
      `${base}/invoices/${encodeURIComponent(id)}`,
      { agent, headers: { Accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          clearTimeout(timer);
          return fail(`HTTP ${response.statusCode}`);
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const t = now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = [];
            let type = 'message';
            for (const line of block.split('\n')) {
              if (line.startsWith('data:')) data.push(line.slice(line[5] === ' ' ? 6 : 5));
              else if (line.startsWith('event:')) type = line.slice(6).trim();
            }
            // The heartbeat: a `ping` event with an empty `data`.
            if (type === 'ping') subscriber.pings++;
            if (type !== 'message' || data.length === 0) continue;
            const document = JSON.parse(data.join('\n'));
            if (document?.data?.id !== id) {
              subscriber.error ??= 'an event of another invoice';
              continue;
            }
            subscriber.events.push({ t, status: document.data.attributes.status });
            if (subscriber.events.length === 1) {
              subscriber.firstAt = t;
              done();
            }
          }
        });
        response.on('end', () => (subscriber.ended = true));
        response.on('error', () => {});
      },
    );
    subscriber.request = request;
    request.on('error', (error) => (clearTimeout(timer), fail(error.code ?? error.message)));
    request.end();
  });
}

/** POST to a child's control endpoint; resolves with its JSON answer. */
function post(agent, url) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent, method: 'POST', timeout: 30_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(JSON.parse(text)) : reject(new Error(`HTTP ${response.statusCode}`)),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}

/** The children's figures (and the driver's own), at one moment. */
async function snapshot(instances) {
  const stats = [];
  for (const instance of instances) stats.push(await ask(instance.child, 'stats'));
  return { instances: stats, driver: ownStats(), at: performance.now() };
}

function ownStats() {
  return {
    rss: process.memoryUsage.rss(),
    maxRss: process.resourceUsage().maxRSS * 1024,
    cpu: process.cpuUsage(),
  };
}

/** The child's clock minus this one's, from the IPC round trip with the shortest time (of 20). */
async function clockOffset(instance) {
  let best = { rtt: Infinity, offset: NaN };
  for (let i = 0; i < 20; i++) {
    const sent = now();
    const theirs = await ask(instance.child, 'clock');
    const back = now();
    if (back - sent < best.rtt) best = { rtt: back - sent, offset: theirs - (sent + back) / 2 };
  }
  return best;
}

/** used_memory and the Redis version, over a connection of its own. */
async function redisInfo(url) {
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', () => {});
  await client.connect();
  const field = (text, name) => new RegExp(`^${name}:(.*)$`, 'm').exec(text)?.[1]?.trim();
  const version = field(await client.info('server'), 'redis_version') ?? 'unknown';
  return {
    version,
    memory: async () => {
      const text = await client.info('memory');
      return { used: Number(field(text, 'used_memory')), keys: await client.dbSize() };
    },
    close: () => client.close(),
  };
}

// ---- The report -------------------------------------------------------------------------------------

function print(title, result, params) {
  const { snapshots: snap } = result;
  const rows = [];
  const errors = (map) => (map.size ? ` (${[...map].map(([reason, count]) => `${count}× ${reason}`).join('; ')})` : '');
  rows.push([
    'Subscribers with their first event',
    `${result.connected} of ${params.subscribers}${errors(result.connectErrors)}`,
  ]);
  rows.push(['Connect time, all subscribers (first request to last first event)', seconds(result.connectMs)]);
  rows.push([
    'Time to first event per subscriber, p50 / p99 / max',
    `${ms(pct(result.firstTimes, 0.5))} / ${ms(pct(result.firstTimes, 0.99))} / ${ms(result.firstTimes.at(-1))}`,
  ]);
  result.instances.forEach((instance, i) =>
    rows.push([
      `Clock offset, ${instance.name} − driver (IPC, best of 20 round trips)`,
      `${signed(result.clocks[i].offset)} (round trip ${ms(result.clocks[i].rtt)})`,
    ]),
  );
  rows.push([
    'Updates answered by the control endpoint',
    `${result.triggered} of ${params.updates} in ${seconds(result.updateMs)}${errors(result.triggerErrors)}`,
  ]);
  rows.push([
    'update() call in the server, p50 / p99 / max',
    `${ms(pct(result.durations, 0.5))} / ${ms(pct(result.durations, 0.99))} / ${ms(result.durations.at(-1))}`,
  ]);
  for (const [label, p] of [
    ['p50', 0.5],
    ['p90', 0.9],
    ['p99', 0.99],
  ]) {
    rows.push([`Update → event latency ${label}`, ms(pct(result.latencies, p))]);
  }
  rows.push(['Update → event latency max', ms(result.latencies.at(-1))]);
  rows.push([
    'Events expected / received / lost (expected − received)',
    `${result.expected} / ${result.matched} / ${result.expected - result.matched}` +
      (result.unexpected ? ` (and ${result.unexpected} unexpected)` : ''),
  ]);
  rows.push(['Wait for the last event after the last update was answered', seconds(result.settleMs)]);
  rows.push(['Heartbeat ping events received; streams ended early', `${result.pings}; ${result.ended}`]);

  const phases = [
    ['connect', 'ready', 'connected'],
    [`idle ${params.idle} s`, 'connected', 'idle'],
    ['updates', 'idle', 'updated'],
    ['disconnect', 'updated', 'closed'],
  ];
  const cpuOf = (pick) =>
    phases.map(([label, from, to]) => `${label} ${cpuMs(pick(snap[from]).cpu, pick(snap[to]).cpu)}`).join(', ');
  const describe = (name, pick, isServer, events) => {
    rows.push([
      `${name}: RSS ready → connected → after updates (peak)`,
      `${mb(pick(snap.ready).rss)} → ${mb(pick(snap.connected).rss)} → ${mb(pick(snap.updated).rss)} ` +
        `(${mb(pick(snap.updated).maxRss)})`,
    ]);
    if (isServer) {
      rows.push([
        `${name}: JS heap used ready → connected → after updates`,
        `${mb(pick(snap.ready).heapUsed)} → ${mb(pick(snap.connected).heapUsed)} → ${mb(pick(snap.updated).heapUsed)}`,
      ]);
      const streams = pick(snap.connected).connections;
      const per = (field) => kb((pick(snap.connected)[field] - pick(snap.ready)[field]) / streams);
      if (streams > 0) rows.push([`${name}: per open stream, RSS / JS heap`, `${per('rss')} / ${per('heapUsed')}`]);
    }
    rows.push([`${name}: CPU time (user + system) by phase`, cpuOf(pick)]);
    const updateCpu = cpuMs(pick(snap.idle).cpu, pick(snap.updated).cpu, true);
    rows.push([
      `${name}: CPU in the update phase per event it delivered or received (update calls included)`,
      events ? `${((updateCpu * 1000) / events).toFixed(1)} µs (${events} events)` : '—',
    ]);
    if (isServer) {
      rows.push([
        `${name}: open connections / active timers, ready → connected → after clients left`,
        `${pick(snap.ready).connections} / ${pick(snap.ready).timers} → ` +
          `${pick(snap.connected).connections} / ${pick(snap.connected).timers} → ` +
          `${pick(snap.closed).connections} / ${pick(snap.closed).timers}`,
      ]);
      const errorCount = pick(snap.closed).errors;
      if (errorCount) rows.push([`${name}: request errors`, String(errorCount)]);
    }
  };
  result.instances.forEach((instance, i) => describe(instance.name, (s) => s.instances[i], true, result.delivered[i]));
  describe('Driver', (s) => s.driver, false, result.matched);
  if (result.memory.ready) {
    rows.push([
      'Redis used_memory ready → connected → after updates (keys)',
      `${mb(result.memory.ready.used)} → ${mb(result.memory.connected.used)} → ${mb(result.memory.updated.used)} ` +
        `(${result.memory.updated.keys})`,
    ]);
  }
  console.log(
    `\n## ${title}\n\n${params.subscribers} subscribers, ${params.invoices} invoices, ${params.updates} updates over ` +
      `${params.seconds} s; load average ${result.loadBefore} before, ${result.loadAfter} after.\n\n` +
      table(['Measure', 'Value'], rows),
  );
}

// ---- The handler children ---------------------------------------------------------------------------

/** Forks this script as a handler and waits for it to listen (and to have created its invoices). */
async function startHandler(settings, resources) {
  const execArgv = [...process.execArgv, '--expose-gc'];
  if (settings.profileDir) {
    const name = `${settings.name.replace(/\W+/g, '-')}-${settings.redis ? 'redis' : 'memory'}`.toLowerCase();
    // A directory per child: tsx's loader thread writes a profile of its own next to the main thread's.
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${resolve(settings.profileDir, name)}`);
  }
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, LIVE_BENCH_ROLE: 'handler', LIVE_BENCH_SETTINGS: JSON.stringify(settings) },
    execArgv,
  });
  resources.children.add(child);
  child.setMaxListeners(0);
  const [message] = await once(child, 'message');
  return { child, name: settings.name, ...message };
}

/** Asks the children to exit (so a CPU profile is written), and kills one that does not within 5 s. */
async function stopHandlers(instances, resources) {
  await Promise.all(
    instances.map(async ({ child }) => {
      const exited = child.exitCode === null ? once(child, 'exit') : Promise.resolve();
      child.send({ id: 0, question: 'exit' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      resources.children.delete(child);
    }),
  );
}

/** Asks a child by IPC and waits for the answer to this question. */
async function ask(child, question) {
  const id = ++asked;
  child.send({ id, question });
  for (;;) {
    const [answer] = await once(child, 'message');
    if (answer.id === id) return answer.value;
  }
}

async function serveHandler() {
  const settings = JSON.parse(process.env.LIVE_BENCH_SETTINGS);
  const { createInvoiceHandler, memoryStore } = await import('../src/server/index.ts');
  const { toFetchRequest, sendFetchResponse } = await import('../demo/server/http-io.ts');
  const { invoiceDocument } = await import('../fixtures/invoices.ts');
  const store = settings.redis
    ? (await import('../src/server/redis.ts')).redisStore({ url: settings.redis, prefix: settings.prefix })
    : memoryStore();
  let created = 0;
  // The payment API: creates invoices; reads answer 404, as the real service has none. Nothing leaves the process.
  const api = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = { 'Content-Type': 'application/vnd.api+json' };
    if ((init?.method ?? 'GET') === 'POST' && url.pathname.endsWith('/invoices')) {
      const { data } = JSON.parse(init.body);
      const document = invoiceDocument('btc');
      document.data.id = `inv_live_${process.pid}_${++created}`;
      document.data.attributes.reference = data.attributes.reference;
      return new Response(JSON.stringify(document), { status: 201, headers });
    }
    const body = { errors: [{ status: '404', code: 'not_found', detail: 'No invoice read here.' }] };
    return new Response(JSON.stringify(body), { status: 404, headers });
  };
  const invoices = createInvoiceHandler({
    api: { baseUrl: `http://${HOST}:1`, apiKey: 'sk_live_bench', fetch: api },
    store,
  });
  const ids = [];
  for (let i = 0; i < settings.create; i++) {
    const document = await invoices.createInvoice({
      amountBilled: '49.99',
      billedCurrency: 'EUR',
      chargedCurrency: 'BTC',
      reference: `live-bench-${i}`,
    });
    ids.push(document.data.id);
  }

  let errors = 0;
  const server = createServer(async (request, response) => {
    try {
      const url = request.url ?? '';
      const change = request.method === 'POST' && UPDATE_PATH.exec(url);
      if (change) {
        request.resume();
        const at = now();
        await invoices.update(decodeURIComponent(change[1]), { status: change[2] });
        const took = now() - at;
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ at, took }));
        return;
      }
      const match = HANDLER_PATH.exec(url);
      if (!match) return void response.writeHead(404).end();
      // node:http to the Fetch API and back, as the demo shop calls `handle`: the stream ends when the client goes.
      const answer = await invoices.handle(toFetchRequest(request, response), decodeURIComponent(match[1]));
      await sendFetchResponse(response, answer);
    } catch (error) {
      if (errors++ < 5) console.error('live-bench handler:', error);
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    }
  });
  server.listen(0, HOST, 4096);
  await once(server, 'listening');

  const answers = {
    clock: () => now(),
    stats: async () => ({
      rss: process.memoryUsage.rss(),
      heapUsed: process.memoryUsage().heapUsed,
      maxRss: process.resourceUsage().maxRSS * 1024,
      cpu: process.cpuUsage(),
      connections: await new Promise((done) => server.getConnections((error, count) => done(error ? -1 : count))),
      timers: process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length,
      errors,
    }),
    exit: () => {
      server.closeAllConnections();
      process.exit(0);
    },
  };
  process.on('message', async ({ id, question }) => process.send({ id, value: await answers[question]() }));
  process.on('disconnect', () => process.exit(0));
  process.send({ url: `http://${HOST}:${server.address().port}`, ids });
}

// ---- Helpers ----------------------------------------------------------------------------------------

/** Runs `task` over `items`, `limit` at a time. */
async function pool(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The status of an invoice's update round: it moves on every round and is never final. */
function statusOf(round) {
  return round % 2 === 0 ? 'processing' : 'on_hold';
}

/** This process's soft limit on open files (Linux), or undefined. */
function openFileLimit() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const value = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function bounded(text, name, min, max) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

function sleep(delay) {
  return new Promise((done) => setTimeout(done, delay));
}

function pct(sorted, p) {
  return sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] : NaN;
}

function loads() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

function cpuMs(from, to, raw = false) {
  const value = (to.user - from.user + to.system - from.system) / 1000;
  return raw ? value : `${Math.round(value)} ms`;
}

function ms(value) {
  return value === undefined || Number.isNaN(value) ? '—' : `${value.toFixed(2)} ms`;
}

function signed(value) {
  return `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(3)} ms`;
}

function seconds(value) {
  return `${(value / 1000).toFixed(2)} s`;
}

function kb(bytes) {
  return `${(bytes / 1e3).toFixed(1)} kB`;
}

function mb(bytes) {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

function table(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
