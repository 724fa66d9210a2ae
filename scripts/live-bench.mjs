// `npm run bench:live`: how fast a status change reaches payers who watch an invoice over Server-Sent Events
// through crypto-checkout/server's handler, with up to 100,000 open streams, what a stream costs, and whether an
// instance hears of invoices it does not stream. Two scenarios, each printed as Markdown tables: (a) one handler
// process with its memory store; (b) --instances handler processes sharing a Redis store (a Debian redis-server
// started here on a free port, persistence off), where a change written on one instance reaches the streams of
// the others through Redis pub/sub. A script, not a test: loopback only, bounded in count and time, it stops
// every child and redis-server it started, prints its figures and never fails on one (exit 1 only on a crash).
//
// Processes, so each figure belongs to one of them: this one (the coordinator) starts the others, triggers the
// updates and prints the report. Each handler runs in a child: node:http around the Fetch-API `handle` through
// srvx's `toNodeHandler`, with a stub payment API that creates invoices and answers 404 to reads (the real
// service has no invoice read), and a control route, POST /__update/:id?status=…, that stamps the time and calls
// `update(id, { status })`, as a merchant's callback route would. Driver children (scripts/live-bench-driver.mjs)
// hold the subscribers' sockets and parse their event streams. A process holds at most as many sockets as its
// open-file limit (`ulimit -n`) allows, so the streams are spread over the handlers and over as many drivers as
// that limit needs; a layout that cannot fit is reported at start, with what it would need, and not run. Each
// handler listens on a port of its own, so no (source, destination) pair carries more connections than one
// handler holds, under the loopback's ephemeral ports (about 28,000 per pair; the limit is checked too).
//
// Method: the invoices are created in the first handler at start. Subscriber s watches invoice i = s mod
// invoices, on instance i mod N in its even rounds (floor(s / invoices)) and (i + 1) mod N in its odd ones, so
// with three instances or more each one streams about two invoices in N. The drivers open every stream, wait
// for each one's first event, let them sit idle (--idle seconds), then this process triggers the updates at an
// even pace over --seconds: update k changes invoice i = k mod invoices to `processing` (a second round to
// `on_hold`, a third back to `processing`..., never a final status, which would end the streams), on instance
// (i + 2) mod N, which with three instances or more streams none of the invoice's subscribers: every event
// crosses Redis. Latency is the arrival of the matching event at a driver minus the handler's stamp just before
// it calls `update()`; both clocks are `performance.timeOrigin + performance.now()` (milliseconds with a
// sub-millisecond fraction, wall-clock based, comparable between processes on one machine; the printed offset of
// each child's clock to this one's, measured over IPC, checks it).
// Pub/sub messages: each handler counts the Redis pub/sub messages that reach its sockets, sorted by whether the
// message's invoice has a stream open on that instance then (the store takes a URL, not a client, so the child
// watches the sockets node:net opens for it, through node:diagnostics_channel's `net.client.socket`, and reads
// the channel of each `message` push). Redis's CLIENT LIST gives each instance's channel subscriptions from the
// server's side. CPU time is process.cpuUsage() (user + system) per phase, Redis's from INFO cpu; RSS from
// process.memoryUsage, peak from process.resourceUsage().maxRSS; RSS per stream is a handler's RSS growth while
// its streams opened, divided by them. Limits: the streams get a minute and 5 ms each to open, the updates three
// times --seconds to be sent; what is not done by then is reported as not done, and a watchdog ends the run (and
// every process it started) past the sum of the limits.
//
//   node --import tsx scripts/live-bench.mjs [--streams 10000] [--invoices 1000] [--updates 1000]
//     [--seconds 10] [--idle 5] [--scenario both|memory|redis] [--instances 4] [--drivers N] [--cpu-prof-dir DIR]
// --instances: handler processes in scenario (b). --drivers: driver processes (default: the fewest the open-file
// limit allows). --cpu-prof-dir: the handler children run with --cpu-prof and write their .cpuprofile files
// there, one directory each (tsx's loader thread writes a second, mostly idle profile: take the larger file).
import { fork } from 'node:child_process';
import { subscribe as observe } from 'node:diagnostics_channel';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HOST = '127.0.0.1';
const HANDLER_PATH = /^\/invoices\/([^/]+)$/;
const UPDATE_PATH = /^\/__update\/([^/]+)$/;
/** File descriptors a child keeps besides its streams: stdio, IPC, the event loop's, tsx's, Redis, update calls. */
const FDS_BESIDES_STREAMS = 128;
/** Streams being opened at once over all drivers: under a handler's listen backlog, so no SYN waits a second. */
const CONNECT_CONCURRENCY = 512;
/** How long all streams may take to get their first event: a minute, and 5 ms a stream (a loaded machine's pace). */
const connectLimitMs = (streams) => 60_000 + 5 * streams;
/** How long the children may take to start (the first handler creates the invoices). */
const START_LIMIT_MS = 60_000;
/** How long the updates may take to be sent: three times their schedule (a slow server answers late). */
const updateLimitMs = (seconds) => 3 * seconds * 1000;
/** How long an update call may take (the last ones are waited for after the update limit). */
const UPDATE_CALL_LIMIT_MS = 30_000;
/** How long after the last update the events may take to arrive. */
const SETTLE_LIMIT_MS = 30_000;
/** Update calls under way at once at most (the pace is set by --seconds; this only bounds a slow server). */
const TRIGGERS_IN_FLIGHT = 64;
/** The statuses an invoice's update rounds go through in turn: each round changes it, none is final. */
const STATUSES = ['processing', 'on_hold'];

/** A pub/sub message's head, RESP2 (`*3`) or RESP3 (`>3`): its kind, then its channel's length. */
const PUSH_HEAD = /[*>]3\r\n\$(?:7\r\nmessage|8\r\nsmessage)\r\n\$(\d+)\r\n/g;
/** Kept from a chunk's end when no head is complete there: the longest head is shorter. */
const PUSH_HEAD_TAIL = 40;

const now = () => performance.timeOrigin + performance.now();

if (process.env.LIVE_BENCH_ROLE === 'handler') await serveHandler();
else await coordinate();

// ---- The coordinator --------------------------------------------------------------------------------

async function coordinate() {
  const { values } = parseArgs({
    options: {
      streams: { type: 'string', default: '10000' },
      invoices: { type: 'string', default: '1000' },
      updates: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '10' },
      idle: { type: 'string', default: '5' },
      scenario: { type: 'string', default: 'both' },
      instances: { type: 'string', default: '4' },
      drivers: { type: 'string' },
      'cpu-prof-dir': { type: 'string' },
    },
  });
  const params = {
    streams: bounded(values.streams, 'streams', 1, 200_000),
    invoices: bounded(values.invoices, 'invoices', 1, 100_000),
    updates: bounded(values.updates, 'updates', 1, 100_000),
    seconds: bounded(values.seconds, 'seconds', 1, 600),
    // The quiet time with every stream open, before the updates: what the open streams cost alone (their
    // instance's one read timer fires every 5 s, its one ping timer every 15 s).
    idle: bounded(values.idle, 'idle', 0, 120),
    instances: bounded(values.instances, 'instances', 1, 64),
    drivers: values.drivers === undefined ? undefined : bounded(values.drivers, 'drivers', 1, 64),
  };
  if (!['both', 'memory', 'redis'].includes(values.scenario)) {
    throw new Error('--scenario must be both, memory or redis.');
  }
  const profileDir = values['cpu-prof-dir'] ? resolve(values['cpu-prof-dir']) : undefined;
  const fdLimit = openFileLimit();
  const ports = ephemeralPorts();
  const plans = (values.scenario === 'both' ? ['memory', 'redis'] : [values.scenario]).map((kind) =>
    planScenario(kind, params, fdLimit, ports),
  );

  console.log(
    `# Live bench: update → Server-Sent Event latency\n\n` +
      `Machine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'} × ${cpus().length} cores, Node ${process.version}, ` +
      `open-file limit ${fdLimit ?? 'unknown'} per process, ${ports ?? 'unknown'} ephemeral ports, ` +
      `load average ${loads()} at start.\n` +
      `Parameters: ${count(params.streams)} streams, ${count(params.invoices)} invoices ` +
      `(${Math.ceil(params.streams / params.invoices)} streams per invoice at most), ` +
      `${count(params.updates)} updates over ${params.seconds} s, ${params.idle} s idle before the updates, ` +
      `${CONNECT_CONCURRENCY} streams opened at once; clocks: performance.timeOrigin + performance.now().\n`,
  );
  for (const plan of plans) console.log(plan.summary);
  const runnable = plans.filter((plan) => plan.fits);
  if (runnable.length === 0) return;

  const resources = { children: new Set(), redis: undefined, phase: 'start' };
  const killAll = () => {
    for (const child of resources.children) child.kill('SIGKILL');
  };
  const abandon = (code) => {
    killAll();
    void resources.redis?.stop();
    setTimeout(() => process.exit(code), 200);
  };
  // Whatever happens, the run ends: each scenario's start, connect, idle, update and settle limits, and two
  // minutes for the snapshots, the disconnect and the stop.
  const watchdog = setTimeout(
    () => {
      console.error(`live-bench: over its time limit (${resources.phase}), stopping.`);
      abandon(1);
    },
    runnable.length *
      (START_LIMIT_MS +
        connectLimitMs(params.streams) +
        params.idle * 1000 +
        updateLimitMs(params.seconds) +
        UPDATE_CALL_LIMIT_MS +
        SETTLE_LIMIT_MS +
        120_000),
  );
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => abandon(130));
  process.once('uncaughtException', (error) => (console.error(error), abandon(1)));
  process.once('unhandledRejection', (error) => (console.error(error), abandon(1)));

  try {
    for (const plan of runnable) {
      const result = await runScenario(plan, params, profileDir, resources);
      print(result, plan, params);
    }
  } catch (error) {
    console.error(error);
    return abandon(1);
  }
  clearTimeout(watchdog);
  if (profileDir) console.log(`\nCPU profiles of the handler children: ${profileDir}`);
  console.log(`\nLoad average at the end: ${loads()}.`);
  process.exit(0);
}

/**
 * Where each stream goes and how many processes that takes, and whether it fits this machine's open-file limit
 * (and the ephemeral ports to one handler); when it does not, what it would need.
 */
function planScenario(kind, params, fdLimit, ports) {
  const instances = kind === 'memory' ? 1 : params.instances;
  const capacity = fdLimit === undefined ? Infinity : fdLimit - FDS_BESIDES_STREAMS;
  const perHandler = Math.min(capacity, ports ?? Infinity);
  const busiest = (streams, handlers) =>
    Math.max(...countBy(placeStreams(streams, params.invoices, handlers), handlers));
  const drivers = params.drivers ?? Math.max(1, Math.ceil(params.streams / capacity));
  const placement = placeStreams(params.streams, params.invoices, instances);
  const perInstance = countBy(placement, instances);
  const perDriver = Math.ceil(params.streams / drivers);
  const label =
    kind === 'memory'
      ? 'a) One handler process, memory store'
      : `b) ${instances} handler processes sharing a Redis store`;
  const problems = [];
  if (Math.max(...perInstance) > perHandler) {
    const limit = `${count(perHandler)} (${perHandler < capacity ? 'the ephemeral ports to one address' : `open-file limit ${count(fdLimit)} less ${FDS_BESIDES_STREAMS}`})`;
    if (kind === 'memory') {
      problems.push(
        `its handler would hold ${count(params.streams)} streams, over the ${limit} one process can; ` +
          `it needs --streams ${count(perHandler)} or fewer (more run in scenario b, over several processes)`,
      );
    } else {
      let fewest = instances + 1;
      while (fewest < 64 && busiest(params.streams, fewest) > perHandler) fewest++;
      let low = 1;
      let high = params.streams;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (busiest(middle, instances) <= perHandler) low = middle;
        else high = middle - 1;
      }
      problems.push(
        `its busiest handler would hold ${count(Math.max(...perInstance))} streams, over the ${limit} one ` +
          `process can; it needs --instances ${fewest} or more, or --streams ${count(low)} or fewer with ` +
          `${instances} instances`,
      );
    }
  }
  if (perDriver > capacity) {
    problems.push(
      `${drivers} driver${drivers > 1 ? 's' : ''} would hold ${count(perDriver)} sockets each, over the ${count(capacity)} one process ` +
        `can; it needs --drivers ${Math.ceil(params.streams / capacity)} or more`,
    );
  }
  const layout =
    `${instances} handler process${instances > 1 ? 'es' : ''} (streams: ${perInstance.map(count).join(', ')}), ` +
    `${drivers} driver process${drivers > 1 ? 'es' : ''} (≤ ${count(perDriver)} sockets each)`;
  return {
    kind,
    label,
    instances,
    drivers,
    placement,
    perInstance,
    layout,
    fits: problems.length === 0,
    summary: problems.length
      ? `${label}: does not fit this machine, skipped: ${problems.join('; ')}.`
      : `${label}: ${layout}${kind === 'redis' ? ', one redis-server' : ''}.`,
  };
}

/** One scenario: its processes, the measure, and every process stopped. */
async function runScenario(plan, params, profileDir, resources) {
  let redis;
  if (plan.kind === 'redis') {
    const { startRedis } = await import('./redis-server.mjs');
    resources.redis = await startRedis();
    redis = await observeRedis(resources.redis.url);
  }
  resources.phase = `${plan.label}: start`;
  const prefix = `live-bench-${process.pid}:`;
  const handlers = await Promise.all(
    Array.from({ length: plan.instances }, (_, i) =>
      startChild(
        fileURLToPath(import.meta.url),
        {
          name: plan.instances > 1 ? `Handler ${i + 1}` : 'Handler',
          role: 'handler',
          create: i === 0 ? params.invoices : 0,
          redis: resources.redis?.url,
          prefix,
          profileDir,
        },
        resources,
      ),
    ),
  );
  const drivers = await Promise.all(
    Array.from({ length: plan.drivers }, (_, i) =>
      startChild(
        fileURLToPath(new URL('./live-bench-driver.mjs', import.meta.url)),
        { name: plan.drivers > 1 ? `Driver ${i + 1}` : 'Driver', role: 'driver' },
        resources,
      ),
    ),
  );
  const result = await measure({ handlers, drivers, plan, params, redis, resources });
  resources.phase = `${plan.label}: stop`;
  await stopChildren([...handlers, ...drivers], resources);
  if (redis) {
    result.redisVersion = redis.version;
    await redis.close();
    await resources.redis.stop();
    resources.redis = undefined;
  }
  return result;
}

/** Connect every stream, idle, trigger the updates, wait for the events, disconnect. */
async function measure({ handlers, drivers, plan, params, redis, resources }) {
  const enter = (phase) => (resources.phase = `${plan.label}: ${phase}`);
  const { ids } = handlers[0].ready;
  const urls = handlers.map((handler) => handler.ready.url);
  const everyone = [...handlers, ...drivers];
  const loadBefore = loads();
  const clocks = [];
  for (const child of everyone) clocks.push(await clockOffset(child));
  const snapshots = { ready: await snapshot(everyone, redis) };

  // Connect: each driver opens its share of the streams, all drivers at once.
  enter('connect');
  const shares = drivers.map((_, d) => [
    Math.floor((d * params.streams) / drivers.length),
    Math.floor(((d + 1) * params.streams) / drivers.length),
  ]);
  const connects = await Promise.all(
    drivers.map((driver, d) =>
      driver.ask('connect', {
        urls,
        ids,
        from: shares[d][0],
        instances: plan.placement.slice(shares[d][0], shares[d][1]),
        concurrency: Math.ceil(CONNECT_CONCURRENCY / drivers.length),
        limitMs: connectLimitMs(params.streams),
      }),
    ),
  );
  snapshots.connected = await snapshot(everyone, redis);
  const subscriptions = await redis?.subscriptions();
  enter('idle');
  await sleep(params.idle * 1000);
  snapshots.idle = await snapshot(everyone, redis);

  // Update, at an even pace; the same invoice's rounds one after the other.
  const n = ids.length;
  const gap = (params.seconds * 1000) / params.updates;
  const control = new Agent({ keepAlive: true, maxSockets: TRIGGERS_IN_FLIGHT });
  const stamps = new Map();
  const durations = [];
  const triggerErrors = new Map();
  const rounds = new Array(n).fill(0);
  const answeredPerInvoice = new Array(n).fill(0);
  const previous = new Map();
  const inFlight = new Set();
  enter('updates');
  const updateStart = performance.now();
  for (let k = 0; k < params.updates; k++) {
    if (performance.now() > updateStart + updateLimitMs(params.seconds)) {
      triggerErrors.set('not sent: update time limit', params.updates - k);
      break;
    }
    const wait = updateStart + k * gap - performance.now();
    if (wait > 0) await sleep(wait);
    while (inFlight.size >= TRIGGERS_IN_FLIGHT) await Promise.race(inFlight);
    const invoice = k % n;
    const round = rounds[invoice]++;
    const target = urls[(invoice + 2) % urls.length];
    const url = `${target}/__update/${encodeURIComponent(ids[invoice])}?status=${STATUSES[round % STATUSES.length]}`;
    const trigger = (previous.get(invoice) ?? Promise.resolve())
      .then(() => post(control, url))
      .then(
        (answer) => {
          stamps.set(`${invoice}:${round}`, answer.at);
          answeredPerInvoice[invoice]++;
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

  // Each stream expects one event per update of its invoice that was answered.
  enter('settle');
  const progress = async () => {
    const answers = await Promise.all(drivers.map((driver) => driver.ask('progress', { answeredPerInvoice })));
    return answers.reduce((sum, { expected, received }) => ({
      expected: sum.expected + expected,
      received: sum.received + received,
    }));
  };
  let tally = await progress();
  while (tally.received < tally.expected && performance.now() < triggersDone + SETTLE_LIMIT_MS) {
    await sleep(50);
    tally = await progress();
  }
  const settled = performance.now();
  snapshots.updated = await snapshot(everyone, redis);
  const outcomes = await Promise.all(
    drivers.map((driver) => driver.ask('results', { stamps, rounds, statuses: STATUSES })),
  );

  // Disconnect, and see that every stream let go of its timers and subscription.
  enter('disconnect');
  await Promise.all(drivers.map((driver) => driver.ask('disconnect')));
  const closeDeadline = performance.now() + 10_000;
  let after = await snapshot(handlers);
  while (handlers.some((handler) => after[handler.name].connections > 0) && performance.now() < closeDeadline) {
    await sleep(100);
    after = await snapshot(handlers);
  }
  await sleep(200);
  snapshots.closed = await snapshot(everyone, redis);

  const connectErrors = new Map();
  for (const { errors } of connects) {
    for (const [reason, times] of errors) connectErrors.set(reason, (connectErrors.get(reason) ?? 0) + times);
  }
  const sorted = (arrays) => Float64Array.from(arrays.flatMap((array) => [...array])).sort();
  const latencies = sorted(outcomes.map((outcome) => outcome.latencies));
  return {
    handlers,
    drivers,
    clocks,
    loadBefore,
    loadAfter: loads(),
    connected: connects.reduce((sum, answer) => sum + answer.connected, 0),
    perDriver: connects.map((answer) => answer.connected),
    connectErrors,
    connectMs:
      Math.max(...connects.map((answer) => answer.lastFirstAt)) -
      Math.min(...connects.map((answer) => answer.startedAt)),
    firstTimes: sorted(connects.map((answer) => answer.firstTimes)),
    ended: outcomes.reduce((sum, outcome) => sum + outcome.ended, 0),
    pings: outcomes.reduce((sum, outcome) => sum + outcome.pings, 0),
    unexpected: outcomes.reduce((sum, outcome) => sum + outcome.unexpected, 0),
    triggered: stamps.size,
    triggerErrors,
    durations: Float64Array.from(durations).sort(),
    updateMs: triggersDone - updateStart,
    settleMs: settled - triggersDone,
    latencies,
    expected: tally.expected,
    matched: latencies.length,
    subscriptions,
    snapshots,
  };
}

/** POST to a child's control route; resolves with its JSON answer. */
function post(agent, url) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent, method: 'POST', timeout: UPDATE_CALL_LIMIT_MS }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(JSON.parse(text))
          : reject(new Error(`HTTP ${response.statusCode} ${text}`.trim())),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}

/** Every child's figures (and Redis's), at one moment, by the child's name. */
async function snapshot(children, redis) {
  const stats = await Promise.all(children.map((child) => child.ask('stats')));
  const taken = Object.fromEntries(children.map((child, i) => [child.name, stats[i]]));
  if (redis) taken.redis = await redis.stats();
  return taken;
}

/** The child's clock minus this one's, from the IPC round trip with the shortest time (of 20). */
async function clockOffset(child) {
  let best = { rtt: Infinity, offset: NaN };
  for (let i = 0; i < 20; i++) {
    const sent = now();
    const theirs = await child.ask('clock');
    const back = now();
    if (back - sent < best.rtt) best = { rtt: back - sent, offset: theirs - (sent + back) / 2 };
  }
  return best;
}

/** Redis's own figures over a connection of its own: version, memory, CPU, and each client's subscriptions. */
async function observeRedis(url) {
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', () => {});
  await client.connect();
  const field = (text, name) => new RegExp(`^${name}:(.*)$`, 'm').exec(text)?.[1]?.trim();
  const version = field(await client.info('server'), 'redis_version') ?? 'unknown';
  return {
    version,
    async stats() {
      const memory = await client.info('memory');
      const cpu = await client.info('cpu');
      return {
        used: Number(field(memory, 'used_memory')),
        keys: await client.dbSize(),
        // In microseconds, as process.cpuUsage() counts.
        cpu: { user: Number(field(cpu, 'used_cpu_user')) * 1e6, system: Number(field(cpu, 'used_cpu_sys')) * 1e6 },
      };
    },
    /** Channel (sub, ssub) and pattern (psub) subscriptions by the client's port, from CLIENT LIST. */
    async subscriptions() {
      const byPort = new Map();
      for (const line of String(await client.sendCommand(['CLIENT', 'LIST'])).split('\n')) {
        const entry = Object.fromEntries(line.split(' ').map((pair) => pair.split('=')));
        const port = Number(entry.addr?.split(':').at(-1));
        if (!port) continue;
        byPort.set(port, {
          channels: Number(entry.sub ?? 0) + Number(entry.ssub ?? 0),
          patterns: Number(entry.psub ?? 0),
        });
      }
      return byPort;
    },
    close: () => client.close(),
  };
}

// ---- The report -------------------------------------------------------------------------------------

function print(result, plan, params) {
  const { snapshots: snap, handlers, drivers } = result;
  const title = result.redisVersion ? `${plan.label} (redis-server ${result.redisVersion})` : plan.label;
  const errors = (map) =>
    map.size ? ` (${[...map].map(([reason, times]) => `${count(times)}× ${reason}`).join('; ')})` : '';
  const phases = [
    ['connect', 'ready', 'connected'],
    ['idle', 'connected', 'idle'],
    ['updates', 'idle', 'updated'],
    ['disconnect', 'updated', 'closed'],
  ];
  const cpuOf = (names) =>
    phases.map(([label, from, to]) => `${label} ${Math.round(cpuSum(names, snap[from], snap[to]))} ms`).join(', ');
  const handlerNames = handlers.map((handler) => handler.name);
  const driverNames = drivers.map((driver) => driver.name);
  const sum = (names, phase, pick) => names.reduce((total, name) => total + pick(snap[phase][name]), 0);
  const streamsOf = (name) => snap.connected[name].connections;
  const allStreams = sum(handlerNames, 'connected', (stats) => stats.connections);
  const growth =
    sum(handlerNames, 'connected', (stats) => stats.rss) - sum(handlerNames, 'ready', (stats) => stats.rss);
  const updateCpu = cpuSum(handlerNames, snap.idle, snap.updated);
  const offsets = result.clocks.map((clock) => Math.abs(clock.offset));

  const rows = [
    ['Processes', `${plan.layout}${result.redisVersion ? ', one redis-server' : ''}`],
    [
      'Streams with their first event',
      `${count(result.connected)} of ${count(params.streams)}${errors(result.connectErrors)}`,
    ],
    ['Connect time, all streams (first request to last first event)', seconds(result.connectMs)],
    ['Time to first event per stream, p50 / p99 / max', triple(result.firstTimes)],
    [
      'Clock offset of the children to this process, largest (IPC, best of 20 round trips)',
      `${ms(Math.max(...offsets))} (round trip ${ms(Math.max(...result.clocks.map((clock) => clock.rtt)))} at most)`,
    ],
    [
      'Updates answered by the control routes',
      `${count(result.triggered)} of ${count(params.updates)} in ${seconds(result.updateMs)}${errors(result.triggerErrors)}`,
    ],
    ['update() call in the server, p50 / p99 / max', triple(result.durations)],
    ['Update → event latency p50', ms(pct(result.latencies, 0.5))],
    ['Update → event latency p90', ms(pct(result.latencies, 0.9))],
    ['Update → event latency p99', ms(pct(result.latencies, 0.99))],
    ['Update → event latency max', ms(result.latencies.at(-1))],
    [
      'Events expected / received / lost (expected − received)',
      `${count(result.expected)} / ${count(result.matched)} / ${count(result.expected - result.matched)}` +
        (result.unexpected ? ` (and ${count(result.unexpected)} unexpected)` : ''),
    ],
    ['Wait for the last event after the last update was answered', seconds(result.settleMs)],
    ['Heartbeat ping events received; streams ended early', `${count(result.pings)}; ${count(result.ended)}`],
    [
      'Handlers: RSS with every stream open, all together (after the updates)',
      `${mb(sum(handlerNames, 'connected', (stats) => stats.rss))} (${mb(sum(handlerNames, 'updated', (stats) => stats.rss))})`,
    ],
    [
      'Handlers: RSS per stream (RSS growth while the streams opened ÷ streams)',
      allStreams ? kb(growth / allStreams) : '—',
    ],
    ['Handlers: CPU time (user + system), all together, by phase', cpuOf(handlerNames)],
    [
      'Handlers: CPU in the update phase per event delivered (update calls included)',
      result.matched ? `${((updateCpu * 1000) / result.matched).toFixed(1)} µs` : '—',
    ],
    ['Drivers: RSS with every stream open, all together', mb(sum(driverNames, 'connected', (stats) => stats.rss))],
    ['Drivers: CPU time, all together, by phase', cpuOf(driverNames)],
  ];
  const failures = sum(handlerNames, 'closed', (stats) => stats.errors);
  if (failures)
    rows.push(['Handlers: requests that failed with an error (the first is printed above)', count(failures)]);
  if (result.subscriptions) {
    const pubsub = (name, pick) => pick(snap.updated[name].pubsub) - pick(snap.idle[name].pubsub);
    const messages = handlerNames.reduce((total, name) => total + pubsub(name, (counts) => counts.messages), 0);
    const elsewhere = handlerNames.reduce((total, name) => total + pubsub(name, (counts) => counts.elsewhere), 0);
    const channels = handlerNames.map((name) => redisSubscriptions(result.subscriptions, snap.connected[name]));
    rows.push(
      [
        'Handlers: pub/sub messages received in the update phase, all / for an invoice not streamed there',
        `${count(messages)} / ${count(elsewhere)}`,
      ],
      [
        'Redis: channels the handlers subscribe to (CLIENT LIST) / invoices they stream; pattern subscriptions',
        `${count(channels.reduce((total, entry) => total + entry.channels, 0))} / ` +
          `${count(sum(handlerNames, 'connected', (stats) => stats.invoicesStreamed))}; ` +
          `${count(channels.reduce((total, entry) => total + entry.patterns, 0))}`,
      ],
      [
        'Redis: used_memory ready → connected → after updates (keys)',
        `${mb(snap.ready.redis.used)} → ${mb(snap.connected.redis.used)} → ${mb(snap.updated.redis.used)} ` +
          `(${count(snap.updated.redis.keys)})`,
      ],
      ['Redis: CPU time by phase', cpuOf(['redis'])],
    );
  }
  console.log(
    `\n## ${title}\n\n${count(params.streams)} streams, ${count(params.invoices)} invoices, ${count(params.updates)} ` +
      `updates over ${params.seconds} s; load average ${result.loadBefore} before, ${result.loadAfter} after.\n\n` +
      table(['Measure', 'Value'], rows),
  );

  // Per process.
  const processRows = [...handlers, ...drivers].map((child, i) => {
    const name = child.name;
    const isHandler = i < handlers.length;
    const cpu = phases.map(([, from, to]) => Math.round(cpuSum([name], snap[from], snap[to]))).join(' / ');
    const rss =
      `${mb(snap.ready[name].rss)} → ${mb(snap.connected[name].rss)} → ${mb(snap.updated[name].rss)} ` +
      `(${mb(snap.updated[name].maxRss)})`;
    if (!isHandler) {
      return [
        name,
        count(result.perDriver[i - handlers.length]),
        rss,
        '—',
        cpu,
        '—',
        '—',
        signed(result.clocks[i].offset),
      ];
    }
    const streams = streamsOf(name);
    const perStream = streams ? kb((snap.connected[name].rss - snap.ready[name].rss) / streams) : '—';
    const timers = `${snap.connected[name].timers} → ${snap.closed[name].timers}`;
    let messages = '—';
    if (result.subscriptions) {
      const heard = (pick) => pick(snap.updated[name].pubsub) - pick(snap.idle[name].pubsub);
      const { channels } = redisSubscriptions(result.subscriptions, snap.connected[name]);
      messages =
        `${count(heard((counts) => counts.messages))} / ${count(heard((counts) => counts.elsewhere))}; ` +
        `${count(channels)} / ${count(snap.connected[name].invoicesStreamed)}`;
    }
    return [name, count(streams), rss, perStream, cpu, timers, messages, signed(result.clocks[i].offset)];
  });
  console.log(
    `\n${table(
      [
        'Process',
        'Streams',
        'RSS ready → connected → after updates (peak)',
        'RSS per stream',
        `CPU ms: ${phases.map(([label]) => label).join(' / ')}`,
        'Timers: connected → clients gone',
        'Pub/sub messages in the update phase: all / not streamed here; channels (Redis) / invoices streamed',
        'Clock offset',
      ],
      processRows,
    )}`,
  );
}

/** A handler's channel and pattern subscriptions as Redis lists them, found by the ports of its connections. */
function redisSubscriptions(byPort, stats) {
  const total = { channels: 0, patterns: 0 };
  for (const port of stats.pubsub.ports) {
    const entry = byPort.get(port);
    total.channels += entry?.channels ?? 0;
    total.patterns += entry?.patterns ?? 0;
  }
  return total;
}

// ---- The children -----------------------------------------------------------------------------------

/**
 * Forks a child (a handler: this script; a driver: live-bench-driver.mjs), waits for its first message (what it
 * has ready: a handler's URL and invoices), and gives it `ask(question, payload)` over IPC.
 */
async function startChild(path, settings, resources) {
  const execArgv = settings.role === 'handler' ? [...process.execArgv, '--expose-gc'] : [];
  if (settings.role === 'handler' && settings.profileDir) {
    const name = `${settings.name.replace(/\W+/g, '-')}-${settings.redis ? 'redis' : 'memory'}`.toLowerCase();
    // A directory per child: tsx's loader thread writes a profile of its own next to the main thread's.
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${resolve(settings.profileDir, name)}`);
  }
  const child = fork(path, [], {
    env: { ...process.env, LIVE_BENCH_ROLE: settings.role, LIVE_BENCH_SETTINGS: JSON.stringify(settings) },
    execArgv,
    // Typed arrays and maps as they are (latencies, stamps).
    serialization: 'advanced',
  });
  resources.children.add(child);
  const pending = new Map();
  let asked = 0;
  child.on('message', ({ id, value, error }) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (error) waiting.reject(new Error(`${settings.name}: ${error}`));
    else waiting.resolve(value);
  });
  child.once('exit', (code, signal) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`${settings.name} exited (${code ?? signal}).`));
    pending.clear();
  });
  const ask = (question, payload) =>
    new Promise((resolve, reject) => {
      const id = ++asked;
      pending.set(id, { resolve, reject });
      child.send({ id, question, payload }, (error) => error && (pending.delete(id), reject(error)));
    });
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${settings.name} did not start in time.`)), START_LIMIT_MS);
    pending.set(0, {
      resolve: (value) => (clearTimeout(timer), resolve(value)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    });
  });
  return { child, name: settings.name, ask, ready };
}

/** Asks the children to exit (so a CPU profile is written), and kills one that does not within 5 s. */
async function stopChildren(children, resources) {
  await Promise.all(
    children.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return void resources.children.delete(child);
      const exited = once(child, 'exit');
      if (child.connected) child.send({ id: -1, question: 'exit' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      resources.children.delete(child);
    }),
  );
}

/** A handler child: the invoice handler behind srvx's node:http adapter, and its control route. */
async function serveHandler() {
  const settings = JSON.parse(process.env.LIVE_BENCH_SETTINGS);
  // Streams open here, by invoice: what tells a pub/sub message for an invoice streamed here from one that is not.
  const streaming = new Map();
  const channelPrefix = `${settings.prefix}invoice-changed:`; // as src/server/redis.ts names its channels
  const pubsub = settings.redis
    ? countPubSubMessages(
        (channel) => channel.startsWith(channelPrefix) && streaming.has(channel.slice(channelPrefix.length)),
      )
    : undefined;
  const { createInvoiceHandler, memoryStore } = await import('../src/server/index.ts');
  const { toNodeHandler } = await import('srvx/node');
  const { invoiceDocument } = await import('../fixtures/invoices.ts');
  const inner = settings.redis
    ? (await import('../src/server/redis.ts')).redisStore({ url: settings.redis, prefix: settings.prefix })
    : memoryStore();
  const store = {
    ...inner,
    subscribe(id, listener) {
      streaming.set(id, (streaming.get(id) ?? 0) + 1);
      const unsubscribe = inner.subscribe(id, listener);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        const left = streaming.get(id) - 1;
        if (left > 0) streaming.set(id, left);
        else streaming.delete(id);
        unsubscribe();
      };
    },
  };
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
  // The merchant's routes as a Fetch handler: the invoice's stream, and the control route.
  const app = async (request) => {
    try {
      const url = new URL(request.url);
      const change = request.method === 'POST' && UPDATE_PATH.exec(url.pathname);
      if (change) {
        const at = now();
        await invoices.update(decodeURIComponent(change[1]), { status: url.searchParams.get('status') });
        return Response.json({ at, took: now() - at });
      }
      const match = HANDLER_PATH.exec(url.pathname);
      if (!match) return new Response('Not found', { status: 404 });
      return await invoices.handle(request, decodeURIComponent(match[1]));
    } catch (error) {
      // The first in full; the report counts them all, and an update's failure by its code.
      if (errors++ === 0) console.error(`${settings.name}:`, error);
      return new Response(error?.code ?? error?.name ?? 'error', { status: 500 });
    }
  };
  const server = createServer(toNodeHandler(app));
  // The control route's connections are reused between updates however slow a loaded machine makes them: a
  // socket the server closes for idling just as the coordinator reuses it would fail that update.
  server.keepAliveTimeout = 10 * 60_000;
  server.listen(0, HOST, 4096);
  await once(server, 'listening');

  const answers = {
    clock: () => now(),
    stats: async () => ({
      rss: process.memoryUsage.rss(),
      maxRss: process.resourceUsage().maxRSS * 1024,
      cpu: process.cpuUsage(),
      connections: await new Promise((done) => server.getConnections((error, open) => done(error ? -1 : open))),
      timers: process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length,
      invoicesStreamed: streaming.size,
      pubsub: pubsub && { ...pubsub, ports: [...pubsub.ports] },
      errors,
    }),
    exit: () => {
      server.closeAllConnections();
      process.exit(0);
    },
  };
  process.on('message', async ({ id, question }) => {
    try {
      process.send({ id, value: await answers[question]() });
    } catch (error) {
      process.send({ id, error: String(error?.stack ?? error) });
    }
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ id: 0, value: { url: `http://${HOST}:${server.address().port}`, ids } });
}

/**
 * Counts the pub/sub messages that reach this process on the wire, and those whose channel `isStreamed` says no
 * to. The Redis store opens its connections from a URL, so they are found as node:net creates them (the only
 * connections a handler child opens); a 'data' listener of our own reads the pushes without changing the store's
 * reading. Message bodies are JSON, which has no raw CR LF, so a head is never found inside one.
 */
function countPubSubMessages(isStreamed) {
  const counts = { messages: 0, elsewhere: 0, ports: new Set() };
  observe('net.client.socket', ({ socket }) => {
    socket.once('connect', () => counts.ports.add(socket.localPort));
    let rest = '';
    socket.on('data', (chunk) => {
      const text = rest + chunk.toString('latin1');
      let scanned = 0;
      let cut;
      PUSH_HEAD.lastIndex = 0;
      for (let head = PUSH_HEAD.exec(text); head; head = PUSH_HEAD.exec(text)) {
        const start = head.index + head[0].length;
        const end = start + Number(head[1]);
        if (end > text.length) {
          cut = head.index; // the channel goes on in the next chunk
          break;
        }
        counts.messages++;
        if (!isStreamed(text.slice(start, end))) counts.elsewhere++;
        scanned = PUSH_HEAD.lastIndex = end;
      }
      rest = text.slice(cut ?? Math.max(scanned, text.length - PUSH_HEAD_TAIL));
    });
  });
  return counts;
}

// ---- Helpers ----------------------------------------------------------------------------------------

/** Subscriber s watches invoice i = s mod invoices, on instance (i + floor(s / invoices) mod 2) mod instances. */
function placeStreams(streams, invoices, instances) {
  const placement = new Uint8Array(streams);
  for (let s = 0; s < streams; s++) placement[s] = ((s % invoices) + (Math.floor(s / invoices) % 2)) % instances;
  return placement;
}

function countBy(placement, instances) {
  const counts = new Array(instances).fill(0);
  for (const instance of placement) counts[instance]++;
  return counts;
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

/** How many local ports connect() may pick from (Linux), or undefined. */
function ephemeralPorts() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return high - low + 1;
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

function triple(sorted) {
  return `${ms(pct(sorted, 0.5))} / ${ms(pct(sorted, 0.99))} / ${ms(sorted.at(-1))}`;
}

function loads() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

/** CPU milliseconds (user + system) of the named processes between two snapshots. */
function cpuSum(names, from, to) {
  return names.reduce(
    (total, name) =>
      total + (to[name].cpu.user - from[name].cpu.user + to[name].cpu.system - from[name].cpu.system) / 1000,
    0,
  );
}

function count(value) {
  return value.toLocaleString('en-US');
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
