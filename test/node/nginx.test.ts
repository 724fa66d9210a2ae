// docs/production.md's deployment on one machine, from the files the doc shows: Debian's redis-server with
// examples/deploy/redis-shop.conf, two instances of examples/deploy/shop.mjs (crypto-checkout/server from the built
// package, on node:http through srvx's toNodeHandler) and Debian's nginx with examples/deploy/nginx-shop.conf in
// front of them, over TLS with HTTP/2 (a self-signed certificate made here) and over plain HTTP, every port a free
// one. Through nginx: an order's invoice created from the shop's own page, polls with ETag and 304, and streams, one
// of them served by instance A; a status written on instance B reaches every stream in under a second, and the next
// poll. Needs nginx (`npm test` installs Debian's as root) and the built package (`npm run build`).
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as http2Connect, type ClientHttp2Session } from 'node:http2';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { findNginx } from '../../scripts/nginx.mjs';
import { startRedis, type RunningRedis } from '../../scripts/redis-server.mjs';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';

const DOC = 'docs/production.md';
const NGINX_SITE = 'examples/deploy/nginx-shop.conf';
const REDIS_CONF = 'examples/deploy/redis-shop.conf';
const UNIT = 'examples/deploy/shop.service';
const SHOP = 'examples/deploy/shop.mjs';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const work = mkdtempSync(join(tmpdir(), 'crypto-checkout-nginx-'));
// nginx's workers (nobody, when the test runs as root) reach their temp directories in here.
chmodSync(work, 0o755);

let sandbox: RunningSandbox;
let redis: RunningRedis;
const children: { name: string; child: ChildProcess; output: string[] }[] = [];
let instanceA: number;
let instanceB: number;
let plain: string;
let tls: string;
let certificate: string;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Runs `args` as a child whose output is kept for the failure messages; killed when this process exits. */
function launch(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  children.push({ name, child, output });
  // nginx's master takes its workers with it on SIGTERM; killed outright, it would leave them listening.
  process.once('exit', () => child.kill(name === 'nginx' ? 'SIGTERM' : 'SIGKILL'));
  return { child, output };
}

/** SIGTERM, then SIGKILL (for it and its own children: nginx's workers) after 3 s; resolves when it has exited. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    const own = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout ?? '';
    for (const pid of own.split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // gone already
      }
    }
    child.kill('SIGKILL');
  }, 3000);
  await exited;
  clearTimeout(timer);
}

/** Waits, at most `ms`, until `ready()` is true; `why()` says what went wrong otherwise. */
async function until(ready: () => boolean | Promise<boolean>, ms: number, why: () => string) {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) assert.fail(why());
    await new Promise((done) => setTimeout(done, 50));
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1', () => (socket.end(), done(true)));
    socket.on('error', () => done(false));
  });

/** Replaces `from` in `text` by `to`, where `from` occurs exactly once: a changed file fails here, not later. */
function replaceOnce(text: string, from: string, to: string): string {
  assert.equal(text.split(from).length - 1, 1, `${NGINX_SITE} has ${JSON.stringify(from)} once`);
  return text.replace(from, () => to);
}

before(async () => {
  const nginx = findNginx();
  assert.ok(
    nginx,
    'No nginx: `npm test` installs it on Debian as root (sudo apt-get install nginx), or set NGINX to its path.',
  );
  assert.ok(existsSync('dist/server/index.js'), 'Build the package first: npm run build');

  sandbox = await startSandbox(); // only what the spec shows, as the real service
  // Redis with the doc's settings (its append-only file in the temporary directory).
  const settings = readFileSync(REDIS_CONF, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .flatMap((line) => {
      const [name, ...values] = line.trim().split(/\s+/);
      return [`--${name}`, ...values];
    });
  redis = await startRedis({ args: ['--dir', work, ...settings] });

  [instanceA, instanceB] = [await freePort(), await freePort()];
  for (const [name, port] of [
    ['shop A', instanceA],
    ['shop B', instanceB],
  ] as const) {
    const { child, output } = launch(name, process.execPath, [SHOP], {
      PORT: String(port),
      REDIS_URL: redis.url,
      PAYMENT_API_BASE_URL: sandbox.url,
      PAYMENT_API_KEY: sandbox.key,
    });
    await until(
      () => child.exitCode === null && output.join('').includes(`listening on http://127.0.0.1:${port}`),
      10_000,
      () => `${name} did not start:\n${output.join('')}`,
    );
  }

  // The certificate a real host gets from its CA (Let's Encrypt): a self-signed one for 127.0.0.1 here.
  certificate = join(work, 'cert.pem');
  const key = join(work, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      ...'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=127.0.0.1'.split(' '),
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
    ],
    { encoding: 'utf8' },
  );
  assert.equal(made.status, 0, `openssl could not make a certificate: ${made.error?.message ?? made.stderr}`);

  // The doc's site, with this run's ports and certificate in place of the host's.
  const [plainPort, tlsPort] = [await freePort(), await freePort()];
  let site = readFileSync(NGINX_SITE, 'utf8');
  site = replaceOnce(site, 'server 127.0.0.1:3001;', `server 127.0.0.1:${instanceA};`);
  site = replaceOnce(site, 'server 127.0.0.1:3002;', `server 127.0.0.1:${instanceB};`);
  site = replaceOnce(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`);
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${plainPort};`);
  site = replaceOnce(site, '/etc/letsencrypt/live/shop.example/fullchain.pem', certificate);
  site = replaceOnce(site, '/etc/letsencrypt/live/shop.example/privkey.pem', key);
  writeFileSync(join(work, 'shop.conf'), site);
  // What Debian's /etc/nginx/nginx.conf is to the site: one worker (so the round robin is the test's to follow),
  // and every path in the temporary directory. The access log names the instance behind each request.
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
      'worker_processes 1;',
      'error_log stderr;',
      `pid ${join(work, 'nginx.pid')};`,
      'events { worker_connections 256; }',
      'http {',
      "  log_format upstreams '$upstream_addr|$server_protocol|$http_accept|$request_method $request_uri|$status';",
      `  access_log ${join(work, 'access.log')} upstreams;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(work, kind)};`),
      `  include ${join(work, 'shop.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const options = ['-p', work, '-c', join(work, 'nginx.conf'), '-e', 'stderr'];
  const checked = spawnSync(nginx, ['-t', ...options], { encoding: 'utf8' });
  assert.equal(checked.status, 0, `nginx -t:\n${checked.stderr}`);
  const proxy = launch('nginx', nginx, [...options, '-g', 'daemon off;']);
  await until(
    async () => {
      assert.equal(proxy.child.exitCode, null, `nginx exited:\n${proxy.output.join('')}`);
      return (await accepts(plainPort)) && (await accepts(tlsPort));
    },
    5000,
    () => `nginx did not listen:\n${proxy.output.join('')}`,
  );
  plain = `http://127.0.0.1:${plainPort}`;
  tls = `https://127.0.0.1:${tlsPort}`;
});

after(async () => {
  // nginx first: its connections to the instances go with it, and each instance then stops at once.
  for (const name of ['nginx', 'shop A', 'shop B']) {
    const running = children.find((entry) => entry.name === name);
    if (running) await stop(running.child);
  }
  await redis?.stop();
  await sandbox?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The invoice documents a stream has sent (pings left out), each with when it arrived, and whether it ended. */
class EventStream {
  readonly documents: { document: Json; at: number }[] = [];
  ended = false;
  #buffer = '';

  feed(text: string) {
    this.#buffer += text;
    for (let end = this.#buffer.indexOf('\n\n'); end !== -1; end = this.#buffer.indexOf('\n\n')) {
      const block = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!/^event:/m.test(block) && data) this.documents.push({ document: JSON.parse(data), at: Date.now() });
    }
  }

  get status(): unknown {
    return this.documents.at(-1)?.document.data.attributes.status;
  }

  /** Waits, at most `ms`, for a document with `status`; resolves with when it arrived. */
  async arrival(status: string, ms: number): Promise<number> {
    let found: { at: number } | undefined;
    await until(
      () => !!(found = this.documents.find((entry) => entry.document.data.attributes.status === status)),
      ms,
      () => `no ${status} on the stream within ${ms} ms (got ${this.documents.length} documents)`,
    );
    return found!.at;
  }
}

/** A stream over HTTP/1.1 through fetch, read as it comes. */
async function streamOverHttp1(url: string, abort: AbortController): Promise<EventStream> {
  const response = await fetch(url, { headers: { Accept: 'text/event-stream' }, signal: abort.signal });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('Content-Type'), 'text/event-stream; charset=utf-8');
  const events = new EventStream();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      events.feed(decoder.decode(value, { stream: true }));
    }
  })()
    .catch(() => undefined)
    .finally(() => (events.ended = true));
  await until(
    () => events.documents.length > 0,
    3000,
    () => `${url}: no document on the stream`,
  );
  return events;
}

/** One HTTP/2 request on `session`: status, headers and body, read whole. */
async function http2Request(session: ClientHttp2Session, headers: Record<string, string>, body?: string) {
  const request = session.request(headers, { endStream: body === undefined });
  if (body !== undefined) request.end(body);
  const [response] = (await once(request, 'response')) as [Record<string, string | number>];
  let text = '';
  request.setEncoding('utf8');
  for await (const chunk of request) text += chunk;
  return { status: Number(response[':status']), headers: response, text };
}

test('the doc shows the files the test runs, as they are', () => {
  const doc = readFileSync(DOC, 'utf8');
  const fences = [...doc.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  for (const path of [NGINX_SITE, REDIS_CONF, UNIT]) {
    assert.ok(fences.includes(readFileSync(path, 'utf8')), `${DOC} shows ${path} exactly, in a fenced block`);
  }
  for (const path of [NGINX_SITE, REDIS_CONF, UNIT, SHOP]) {
    // Linked where the repository shows it: the docs travel in the npm package, the examples do not.
    assert.ok(
      doc.includes(`](https://github.com/crypto-checkout/crypto-checkout/blob/main/${path})`),
      `${DOC} links ${path}`,
    );
  }
});

test("through nginx: an order's invoice, polls with 304, and streams on both instances that a write on B reaches in under a second", async () => {
  const checkout = `${plain}/orders/demo/checkout`;
  const choose = (origin: string) =>
    fetch(checkout, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ chargedCurrency: 'BTC', network: 'bitcoin' }),
    });
  assert.equal((await choose('https://evil.example')).status, 403, "another site's page is refused");
  const created = await choose(plain);
  assert.equal(created.status, 201, await created.clone().text());
  const location = created.headers.get('Location')!;
  assert.match(location, /^\/invoices\/[\w-]+$/);
  const id = location.split('/').pop()!;

  // A poll, then the same document unchanged (304) from each instance in turn.
  const first = await fetch(`${plain}${location}`);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('Invoice-Stream'), 'sse');
  const etag = first.headers.get('ETag')!;
  assert.ok(etag);
  for (let poll = 0; poll < 2; poll++) {
    const again = await fetch(`${plain}${location}`, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
  }

  // Over TLS and HTTP/2: the shop's own page there gets the same open invoice, and its document.
  const session = http2Connect(tls, { ca: readFileSync(certificate) });
  session.on('error', () => undefined); // each request fails with it
  const aborts: AbortController[] = [];
  try {
    const resumed = await http2Request(
      session,
      { ':method': 'POST', ':path': '/orders/demo/checkout', 'content-type': 'application/json', origin: tls },
      JSON.stringify({ chargedCurrency: 'BTC', network: 'bitcoin' }),
    );
    assert.equal(resumed.status, 200, resumed.text);
    assert.equal(resumed.headers.location, location);
    const polled = await http2Request(session, { ':path': location, 'if-none-match': etag });
    assert.equal(polled.status, 304);

    // A stream over HTTP/2, then two over HTTP/1.1 one after the other: the round robin gives one to each instance.
    const overHttp2 = new EventStream();
    const http2Stream = session.request({ ':path': location, accept: 'text/event-stream' });
    http2Stream.setEncoding('utf8');
    http2Stream.on('data', (chunk: string) => overHttp2.feed(chunk));
    http2Stream.on('close', () => (overHttp2.ended = true));
    await until(
      () => overHttp2.documents.length > 0,
      3000,
      () => 'no document on the HTTP/2 stream',
    );
    aborts.push(new AbortController(), new AbortController());
    const streams = [
      overHttp2,
      await streamOverHttp1(`${plain}${location}`, aborts[0]!),
      await streamOverHttp1(`${plain}${location}`, aborts[1]!),
    ];
    for (const stream of streams) assert.notEqual(stream.status, 'completed');

    // The status source takes requests from this machine only, never through the proxy.
    const proxied = await fetch(`${plain}/admin/update/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'completed' }),
    });
    assert.equal(proxied.status, 403);

    const written = Date.now();
    const update = await fetch(`http://127.0.0.1:${instanceB}/admin/update/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'completed' }),
    });
    assert.equal(update.status, 200, await update.clone().text());
    assert.equal(((await update.json()) as Json).data.attributes.status, 'completed');
    for (const [index, stream] of streams.entries()) {
      const delay = (await stream.arrival('completed', 1000)) - written;
      assert.ok(delay < 1000, `stream ${index} had the update after ${delay} ms`);
    }
    const after = await fetch(`${plain}${location}`, { headers: { 'If-None-Match': etag } });
    assert.equal(after.status, 200);
    assert.notEqual(after.headers.get('ETag'), etag);
    assert.equal(((await after.json()) as Json).data.attributes.status, 'completed');

    // A final status ends each stream; nginx then logs which instance served it.
    await until(
      () => streams.every((stream) => stream.ended),
      3000,
      () => 'the streams did not end',
    );
    const log = join(work, 'access.log');
    const streamed = () =>
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((line) => line.includes('|text/event-stream|'))
        : [];
    await until(
      () => streamed().length === 3,
      3000,
      () => `nginx logged ${streamed().length} of 3 streams`,
    );
    const servedBy = (protocol: string) =>
      streamed()
        .filter((line) => line.split('|')[1] === protocol)
        .map((line) => line.split('|')[0])
        .sort();
    assert.deepEqual(
      servedBy('HTTP/1.1'),
      [`127.0.0.1:${instanceA}`, `127.0.0.1:${instanceB}`].sort(),
      'one HTTP/1.1 stream on each instance',
    );
    assert.equal(servedBy('HTTP/2.0').length, 1);
  } finally {
    for (const abort of aborts) abort.abort();
    session.destroy();
  }
});
