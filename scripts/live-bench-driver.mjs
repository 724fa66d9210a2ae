// A driver of `npm run bench:live` (scripts/live-bench.mjs forks it; it does nothing run by itself): it holds one
// share of the subscribers' sockets, parses their Server-Sent Events, and answers the bench's questions over IPC.
// Several drivers split the subscribers because one process may hold only as many sockets as its open-file limit.
import { Agent, request as httpRequest } from 'node:http';

const now = () => performance.timeOrigin + performance.now();

/** This driver's subscribers, once `connect` has made them. */
let subscribers = [];
const agent = new Agent({ keepAlive: false, maxSockets: Infinity, maxTotalSockets: Infinity });

const answers = {
  clock: () => now(),
  stats: () => ({
    rss: process.memoryUsage.rss(),
    maxRss: process.resourceUsage().maxRSS * 1024,
    cpu: process.cpuUsage(),
  }),
  connect,
  progress,
  results,
  disconnect: () => {
    for (const subscriber of subscribers) subscriber.request?.destroy();
    agent.destroy();
  },
  exit: () => process.exit(0),
};
process.on('message', async ({ id, question, payload }) => {
  try {
    process.send({ id, value: await answers[question](payload) });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) });
  }
});
// The bench is gone: so is this driver, and its sockets with it.
process.on('disconnect', () => process.exit(0));
process.send({ id: 0, value: { pid: process.pid } });

/**
 * Opens the streams of subscribers `from` onwards, subscriber `from + i` watching invoice `(from + i) mod ids` on
 * instance `instances[i]`, `concurrency` at a time, until each has its first event or `limitMs` has passed.
 */
async function connect({ urls, ids, from, instances, concurrency, limitMs }) {
  subscribers = Array.from(instances, (instance, i) => ({
    invoice: (from + i) % ids.length,
    instance,
    events: [],
    pings: 0,
  }));
  const startedAt = now();
  const deadline = performance.now() + limitMs;
  await pool(subscribers, concurrency, (subscriber) =>
    performance.now() < deadline
      ? subscribe(urls[subscriber.instance], ids[subscriber.invoice], subscriber, deadline)
      : ((subscriber.error = 'not tried: connect time limit'), undefined),
  );
  const connected = subscribers.filter((subscriber) => subscriber.firstAt !== undefined);
  const errors = new Map();
  for (const subscriber of subscribers) {
    if (subscriber.error) errors.set(subscriber.error, (errors.get(subscriber.error) ?? 0) + 1);
  }
  return {
    connected: connected.length,
    errors: [...errors],
    firstTimes: Float64Array.from(connected, (subscriber) => subscriber.firstAt - subscriber.sentAt),
    startedAt,
    lastFirstAt: connected.reduce((last, subscriber) => Math.max(last, subscriber.firstAt), startedAt),
  };
}

/** Events expected so far (one per update answered of the subscriber's invoice) and received after the first. */
function progress({ answeredPerInvoice }) {
  let expected = 0;
  let received = 0;
  for (const subscriber of subscribers) {
    if (subscriber.firstAt === undefined) continue;
    expected += answeredPerInvoice[subscriber.invoice];
    received += subscriber.events.length - 1;
  }
  return { expected, received };
}

/**
 * Matches each event after the first with the update it shows: event j is round j - 1 of its invoice, unless a
 * round was skipped (lost), which the alternating status shows. `stamps` holds `invoice:round` → the time the
 * handler called update(); `rounds` the number of rounds sent per invoice; `statuses` the status of each round.
 */
function results({ stamps, rounds, statuses }) {
  const latencies = [];
  let unexpected = 0;
  let pings = 0;
  let ended = 0;
  for (const subscriber of subscribers) {
    if (subscriber.firstAt === undefined) continue;
    pings += subscriber.pings;
    if (subscriber.ended) ended++;
    let round = 0;
    for (const event of subscriber.events.slice(1)) {
      while (round < rounds[subscriber.invoice] && statuses[round % statuses.length] !== event.status) round++;
      const at = round < rounds[subscriber.invoice] ? stamps.get(`${subscriber.invoice}:${round}`) : undefined;
      if (at === undefined) unexpected++;
      else latencies.push(event.t - at);
      round++;
    }
  }
  return { latencies: Float64Array.from(latencies), unexpected, pings, ended };
}

/** Opens one stream and parses it; resolves at its first event (or its failure). */
function subscribe(base, id, subscriber, deadline) {
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

/** Runs `task` over `items`, `limit` at a time. */
async function pool(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
