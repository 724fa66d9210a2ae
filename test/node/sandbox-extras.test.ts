// The sandbox's extras by name (src/sandbox/extras.ts): each name turns on its own addition and nothing else, `true`
// all of them, an unknown name is refused (a TypeError from startSandbox and createSandbox, a usage error from the
// command), and the command's banner names those on. Run from the sources: `node --import tsx src/sandbox/cli.ts`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readCommand, readExtras, USAGE } from '../../src/sandbox/args.js';
import { describeExtras, extrasOf, SANDBOX_EXTRAS, type SandboxExtra } from '../../src/sandbox/extras.js';
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../../src/sandbox/index.js';
import { createSandbox } from '../../src/sandbox/sandbox.js';
import { SEED_CHANNELS } from '../../src/sandbox/seed.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const KEY = 'sk_sandbox_extras_test';
const MEDIA = 'application/vnd.api+json';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(sandbox: RunningSandbox, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': MEDIA },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

/** What a sandbox with `extras` answers to each addition: which of them are there. */
async function additionsOf(extras: StartSandboxOptions['extras']): Promise<Record<SandboxExtra, boolean>> {
  const sandbox = await startSandbox({ key: KEY, ...(extras === undefined ? {} : { extras }) });
  try {
    const attributes = { amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'BTC' };
    const created = await call(sandbox, '/api/public/v1/invoices', {
      data: { type: 'invoices', attributes },
      meta: { sandbox: { expiresInSeconds: 30 } },
    });
    assert.equal(created.status, 201);
    const { id, attributes: made } = created.body.data;
    const read = await call(sandbox, `/api/public/v1/invoices/${id}`);
    const outcome = await call(sandbox, `/api/sandbox/invoices/${id}/outcome`, { outcome: 'complete' });
    const deposit = await call(sandbox, `/api/sandbox/channels/${SEED_CHANNELS.usdtTron}/deposits`, {
      payAmount: '25.5',
    });
    // The controls answer together or not at all; without them, as unknown a path as any.
    assert.equal(outcome.status === 200, deposit.status === 201, 'the outcome control and the deposit simulation');
    if (outcome.status !== 200) assert.deepEqual([outcome.status, deposit.status], [404, 404]);
    if (read.status !== 200) assert.equal(read.status, 404);
    // `status` and `network` come together, on the creation's document and the read's alike.
    assert.equal('status' in made, 'network' in made);
    if (read.status === 200) assert.equal('status' in read.body.data.attributes, 'status' in made);
    return {
      'invoice-read': read.status === 200,
      'invoice-attributes': 'status' in made,
      controls: outcome.status === 200,
      'expiry-meta': Date.parse(made.expiresAt) - Date.parse(made.createdAt) === 30_000,
    };
  } finally {
    await sandbox.close();
  }
}

const none = Object.fromEntries(SANDBOX_EXTRAS.map((name) => [name, false])) as Record<SandboxExtra, boolean>;
const all = Object.fromEntries(SANDBOX_EXTRAS.map((name) => [name, true])) as Record<SandboxExtra, boolean>;

describe('startSandbox({ extras })', () => {
  test('the names: one list', () => {
    assert.deepEqual(SANDBOX_EXTRAS, ['invoice-read', 'invoice-attributes', 'controls', 'expiry-meta']);
  });

  test('left out or empty: none, only what the spec shows; true: all of them', async () => {
    assert.deepEqual(await additionsOf(undefined), none);
    assert.deepEqual(await additionsOf([]), none);
    assert.deepEqual(await additionsOf(true), all);
    assert.deepEqual(await additionsOf([...SANDBOX_EXTRAS]), all);
  });

  for (const name of SANDBOX_EXTRAS) {
    test(`['${name}'] turns on its own addition and no other`, async () => {
      assert.deepEqual(await additionsOf([name]), { ...none, [name]: true });
    });
  }

  test('two names: those two', async () => {
    assert.deepEqual(await additionsOf(['controls', 'invoice-read']), {
      ...none,
      controls: true,
      'invoice-read': true,
    });
  });

  test('the outcome control says the status it set, with or without invoice-attributes', async () => {
    for (const extras of [['controls'], ['controls', 'invoice-attributes']] as const) {
      const sandbox = await startSandbox({ key: KEY, extras });
      try {
        const attributes = { amountBilled: '5', billedCurrency: 'EUR', chargedCurrency: 'LTC' };
        const { id } = (await call(sandbox, '/api/public/v1/invoices', { data: { type: 'invoices', attributes } })).body
          .data;
        const decided = (await call(sandbox, `/api/sandbox/invoices/${id}/outcome`, { outcome: 'rejected' })).body;
        assert.equal(decided.data.attributes.status, 'rejected');
        assert.equal('network' in decided.data.attributes, extras.length === 2, 'network with invoice-attributes');
      } finally {
        await sandbox.close();
      }
    }
  });

  test('an unknown name, or anything but true or an array, is a TypeError that lists the names', async () => {
    for (const extras of [['controls', 'contrls'], ['status'], [''], 'controls', false, 1, {}]) {
      const options = { key: KEY, extras } as unknown as StartSandboxOptions;
      await assert.rejects(startSandbox(options), TypeError, JSON.stringify(extras));
      assert.throws(() => createSandbox({ apiKey: KEY, extras } as never), TypeError, JSON.stringify(extras));
    }
    assert.throws(
      () => extrasOf(['controls', 'contrls'] as never),
      /^TypeError: extras names no such extra: "contrls"\. The extras are invoice-read, invoice-attributes, controls, expiry-meta\.$/,
    );
  });
});

describe('the events carry the status they announce, and otherwise what the invoices carry', () => {
  /** The first event's attributes, for a sandbox with `extras` and a webhook, after an outcome. */
  async function firstEventAttributes(extras: readonly SandboxExtra[]): Promise<Json> {
    let received!: (body: string) => void;
    const arrived = new Promise<string>((resolve) => (received = resolve));
    const receiver = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        response.writeHead(204).end();
        received(body);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const sandbox = await startSandbox({ key: KEY, extras, webhookUrl, webhookSecret: 's' });
    try {
      const attributes = { amountBilled: '5', billedCurrency: 'EUR', chargedCurrency: 'BTC' };
      const { id } = (await call(sandbox, '/api/public/v1/invoices', { data: { type: 'invoices', attributes } })).body
        .data;
      assert.equal((await call(sandbox, `/api/sandbox/invoices/${id}/outcome`, { outcome: 'complete' })).status, 200);
      return (JSON.parse(await arrived) as Json).data.attributes;
    } finally {
      await sandbox.close();
      receiver.closeAllConnections();
      receiver.close();
    }
  }

  test('without invoice-attributes: the status, and no network (the document from creation has none)', async () => {
    const attributes = await firstEventAttributes(['controls']);
    assert.equal(attributes.status, 'completed');
    assert.equal('network' in attributes, false);
  });

  test('with invoice-attributes: the status and the network', async () => {
    const attributes = await firstEventAttributes(['controls', 'invoice-attributes']);
    assert.equal(attributes.status, 'completed');
    assert.equal(attributes.network, 'bitcoin');
  });
});

describe('crypto-checkout-sandbox --extras', () => {
  test('--extras: all; --extras=<names>: those, in the list’s order; none: no member', () => {
    const serve = { kind: 'serve', port: 4010, host: '127.0.0.1' };
    assert.deepEqual(readCommand([], {}), serve);
    assert.deepEqual(readCommand(['--extras'], {}), { ...serve, extras: true });
    assert.deepEqual(readCommand(['--extras=controls,invoice-read'], {}), {
      ...serve,
      extras: ['invoice-read', 'controls'],
    });
    assert.deepEqual(readCommand(['--extras=controls', '--port', '0', '--extras=expiry-meta'], {}), {
      ...serve,
      port: 0,
      extras: ['controls', 'expiry-meta'],
    });
    assert.deepEqual(readCommand(['--extras', '--extras=controls'], {}), { ...serve, extras: true });
    assert.deepEqual(readCommand(['--extras= controls , controls'], {}), { ...serve, extras: ['controls'] });
  });

  test('SANDBOX_EXTRAS: 1 for all, or names; the option wins; blank is unset', () => {
    assert.deepEqual(readExtras([], { SANDBOX_EXTRAS: '1' }), { extras: true });
    assert.deepEqual(readExtras([], { SANDBOX_EXTRAS: 'expiry-meta,controls' }), {
      extras: ['controls', 'expiry-meta'],
    });
    assert.deepEqual(readExtras([], { SANDBOX_EXTRAS: ' ' }), {});
    assert.deepEqual(readExtras(['invoice-read'], { SANDBOX_EXTRAS: '1' }), { extras: ['invoice-read'] });
    assert.deepEqual(readExtras([true], { SANDBOX_EXTRAS: 'bogus' }), { extras: true });
  });

  test('an unknown name, or none named, is a usage error that says which and lists the names', () => {
    const reason = (argv: string[], env: Record<string, string> = {}) => {
      const command = readCommand(argv, env);
      assert.equal(command.kind, 'invalid', JSON.stringify(argv));
      return command.kind === 'invalid' ? command.reason : '';
    };
    const names = /The extras are invoice-read, invoice-attributes, controls, expiry-meta\.$/;
    assert.match(reason(['--extras=controls,contrls']), /^--extras names no such extra: "contrls"\./);
    assert.match(reason(['--extras=controls,contrls']), names);
    assert.match(reason(['--extras', '--extras=status']), /^--extras names no such extra: "status"\./);
    assert.match(reason([], { SANDBOX_EXTRAS: 'true' }), /^SANDBOX_EXTRAS names no such extra: "true"\./);
    assert.match(reason([], { SANDBOX_EXTRAS: '0' }), /^SANDBOX_EXTRAS names no such extra: "0"\./);
    assert.match(reason(['--extras=']), /^--extras names no extra: give names/);
    assert.match(reason(['--extras=,']), /^--extras names no extra/);
  });

  test('the usage names each extra and says what it adds, in lines of 80 characters at most', () => {
    assert.match(USAGE, /--extras=<name,\.\.\.>/);
    for (const name of SANDBOX_EXTRAS) assert.match(USAGE, new RegExp(`^ {29}${name}: \\S`, 'm'), name);
    assert.ok(USAGE.split('\n').every((line) => line.length <= 80));
  });

  test('the banner’s words: off, all, or the names on', () => {
    assert.match(describeExtras(new Set()), /^off: only what the specification shows/);
    assert.equal(describeExtras(new Set(SANDBOX_EXTRAS)), `all (${SANDBOX_EXTRAS.join(', ')})`);
    assert.equal(describeExtras(new Set(['expiry-meta', 'controls'] as const)), 'controls, expiry-meta');
  });

  /** Runs the command from its sources with `args` until it serves (then stops it) or exits. */
  function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
    const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
    for (const name of ['SANDBOX_PORT', 'SANDBOX_HOST', 'SANDBOX_API_KEY', 'SANDBOX_EXTRAS']) {
      if (!(name in env)) delete environment[name];
    }
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts', '--port', '0', ...args], {
      cwd: repo,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
    const serving = () => {
      if (!output.includes('Ctrl-C stops it.')) return;
      child.stdout.off('data', serving);
      child.kill('SIGTERM'); // once: a second signal while it closes ends it at once
    };
    child.stdout.on('data', serving);
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    return new Promise((resolve) =>
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      }),
    );
  }

  test('the banner names the extras on; an unknown name exits 2 with the reason', { timeout: 60_000 }, async () => {
    const [named, fromEnv, unknown] = await Promise.all([
      run(['--extras=controls,invoice-read']),
      run([], { SANDBOX_EXTRAS: '1' }),
      run(['--extras=controls,contrls']),
    ]);
    assert.equal(named.code, 0, named.output);
    assert.match(named.output, /^ {2}Extras: +invoice-read, controls$/m);
    assert.equal(fromEnv.code, 0, fromEnv.output);
    assert.match(fromEnv.output, /^ {2}Extras: +all \(invoice-read, invoice-attributes, controls, expiry-meta\)$/m);
    assert.equal(unknown.code, 2);
    assert.match(unknown.output, /^crypto-checkout-sandbox: --extras names no such extra: "contrls"\./);
    assert.doesNotMatch(unknown.output, /Ctrl-C stops it/);
  });
});
