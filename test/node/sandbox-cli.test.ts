// `crypto-checkout-sandbox` (src/sandbox/cli.ts and args.ts): the rules for its arguments and environment, and
// the built command run as npx runs it, `node dist/sandbox/cli.js` without tsx (run `npm run build` first): it
// prints its URL and key, serves the sandbox, and stops cleanly on SIGTERM and Ctrl-C.
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { after, before, describe, mock, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT, readCommand, USAGE } from '../../src/sandbox/args.js';
import { DEFAULT_SANDBOX_URL, EVENTS_USAGE, readEventsCommand } from '../../src/sandbox/events-cli.js';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = join(repo, 'dist/sandbox/cli.js');
const MEDIA = 'application/vnd.api+json';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('readCommand: arguments and environment', () => {
  test('defaults: port 4010 on 127.0.0.1, no key (the sandbox makes one)', () => {
    assert.equal(DEFAULT_PORT, 4010);
    assert.equal(DEFAULT_HOST, '127.0.0.1');
    assert.deepEqual(readCommand([], {}), { kind: 'serve', port: 4010, host: '127.0.0.1' });
  });

  test('--port, --host and --key, as two arguments or with =', () => {
    const expected = { kind: 'serve', port: 0, host: '0.0.0.0', key: 'k' };
    assert.deepEqual(readCommand(['--port', '0', '--host', '0.0.0.0', '--key', 'k'], {}), expected);
    assert.deepEqual(readCommand(['--port=0', '--host=0.0.0.0', '--key=k'], {}), expected);
  });

  test('SANDBOX_PORT, SANDBOX_HOST and SANDBOX_API_KEY; blank ones count as unset; options win', () => {
    const env = { SANDBOX_PORT: '8080', SANDBOX_HOST: '::', SANDBOX_API_KEY: ' env-key ' };
    assert.deepEqual(readCommand([], env), { kind: 'serve', port: 8080, host: '::', key: 'env-key' });
    assert.deepEqual(readCommand(['--port', '9090', '--host', 'localhost', '--key', 'arg-key'], env), {
      kind: 'serve',
      port: 9090,
      host: 'localhost',
      key: 'arg-key',
    });
    assert.deepEqual(readCommand([], { SANDBOX_PORT: ' ', SANDBOX_HOST: '', SANDBOX_API_KEY: '' }), {
      kind: 'serve',
      port: 4010,
      host: '127.0.0.1',
    });
  });

  test('--help and -h', () => {
    assert.deepEqual(readCommand(['--help'], {}), { kind: 'help' });
    assert.deepEqual(readCommand(['-h', '--port', 'x'], {}), { kind: 'help' });
  });

  test('refused with a reason: unknown options, positionals, bad ports, hosts and empty keys', () => {
    const reason = (argv: string[], env: Record<string, string> = {}) => {
      const command = readCommand(argv, env);
      assert.equal(command.kind, 'invalid', JSON.stringify(argv));
      return command.kind === 'invalid' ? command.reason : '';
    };
    assert.match(reason(['--prot', '1']), /--prot/);
    assert.match(reason(['4010']), /4010/);
    assert.match(reason(['--port']), /--port/);
    for (const port of ['65536', '-1', '1.5', 'http', '', '123456']) {
      assert.match(reason([`--port=${port}`]), /^--port must be a whole number from 0 to 65535/);
    }
    assert.match(reason([], { SANDBOX_PORT: 'x' }), /^SANDBOX_PORT must be/);
    assert.match(reason(['--host', '']), /^--host must be an address or a host name/);
    assert.match(reason([], { SANDBOX_HOST: 'two words' }), /^SANDBOX_HOST must be/);
    assert.match(reason(['--key', '']), /^--key must not be empty/);
  });

  test('--webhook-url and --webhook-secret together, as two arguments or with =', () => {
    const webhook = { url: 'http://127.0.0.1:3000/hooks/sandbox', secret: 'whsec_1' };
    const expected = { kind: 'serve', port: 4010, host: '127.0.0.1', webhook };
    assert.deepEqual(readCommand(['--webhook-url', webhook.url, '--webhook-secret', 'whsec_1'], {}), expected);
    assert.deepEqual(readCommand([`--webhook-url=${webhook.url}`, '--webhook-secret=whsec_1'], {}), expected);
    const https = readCommand(['--webhook-url', 'https://shop.example/hooks?token=a', '--webhook-secret', 's'], {});
    assert.deepEqual(https.kind === 'serve' && https.webhook, {
      url: 'https://shop.example/hooks?token=a',
      secret: 's',
    });
  });

  test('SANDBOX_WEBHOOK_URL and SANDBOX_WEBHOOK_SECRET; blank ones count as unset; each option wins over its variable', () => {
    const env = { SANDBOX_WEBHOOK_URL: ' http://localhost:3000/hook ', SANDBOX_WEBHOOK_SECRET: 'env-secret' };
    const webhook = (argv: string[], variables: Record<string, string> = env) => {
      const command = readCommand(argv, variables);
      assert.equal(command.kind, 'serve', JSON.stringify(command));
      return command.kind === 'serve' ? command.webhook : undefined;
    };
    assert.deepEqual(webhook([]), { url: 'http://localhost:3000/hook', secret: 'env-secret' });
    assert.deepEqual(webhook(['--webhook-secret', 'arg-secret']), {
      url: 'http://localhost:3000/hook',
      secret: 'arg-secret',
    });
    assert.deepEqual(webhook(['--webhook-url', 'https://other.example/h']), {
      url: 'https://other.example/h',
      secret: 'env-secret',
    });
    assert.equal(webhook([], { SANDBOX_WEBHOOK_URL: '', SANDBOX_WEBHOOK_SECRET: ' ' }), undefined);
    assert.deepEqual(readCommand([], {}), { kind: 'serve', port: 4010, host: '127.0.0.1' }, 'no webhook: no member');
  });

  test('refused with a reason: one without the other, a URL that is not http(s), an empty secret', () => {
    const reason = (argv: string[], env: Record<string, string> = {}) => {
      const command = readCommand(argv, env);
      assert.equal(command.kind, 'invalid', JSON.stringify(argv));
      return command.kind === 'invalid' ? command.reason : '';
    };
    const url = 'http://127.0.0.1:3000/hook';
    assert.match(
      reason(['--webhook-url', url]),
      /^--webhook-url needs a secret .*--webhook-secret or SANDBOX_WEBHOOK_SECRET/,
    );
    assert.match(
      reason(['--webhook-secret', 's']),
      /^--webhook-secret needs a URL .*--webhook-url or SANDBOX_WEBHOOK_URL/,
    );
    assert.match(reason([], { SANDBOX_WEBHOOK_URL: url }), /^SANDBOX_WEBHOOK_URL needs a secret/);
    assert.match(reason([], { SANDBOX_WEBHOOK_SECRET: 's' }), /^SANDBOX_WEBHOOK_SECRET needs a URL/);
    assert.match(reason(['--webhook-url', url], { SANDBOX_WEBHOOK_SECRET: '' }), /needs a secret/);
    for (const bad of ['ftp://127.0.0.1/hook', '/hook', 'localhost:3000', 'not a url', 'http://']) {
      assert.match(
        reason(['--webhook-url', bad, '--webhook-secret', 's']),
        /^--webhook-url must be an absolute http or https URL, not /,
        bad,
      );
    }
    assert.match(
      reason([], { SANDBOX_WEBHOOK_URL: 'file:///tmp/x', SANDBOX_WEBHOOK_SECRET: 's' }),
      /^SANDBOX_WEBHOOK_URL must be/,
    );
    assert.match(
      reason(['--webhook-url', 'http://user:pass@127.0.0.1/hook', '--webhook-secret', 's']),
      /^--webhook-url must not carry a user name or password/,
    );
    assert.match(reason(['--webhook-url', url, '--webhook-secret', '']), /^--webhook-secret must not be empty/);
    assert.match(reason(['--webhook-url']), /--webhook-url/);
  });

  test('the usage names the webhook options and their variables', () => {
    for (const word of ['--webhook-url', '--webhook-secret', 'SANDBOX_WEBHOOK_URL', 'SANDBOX_WEBHOOK_SECRET']) {
      assert.ok(USAGE.includes(word), word);
    }
    assert.ok(USAGE.split('\n').every((line) => line.length <= 80));
  });

  test('--webhook-retry-delays and SANDBOX_WEBHOOK_RETRY_DELAYS: milliseconds, with a webhook only', () => {
    const hook = ['--webhook-url', 'http://127.0.0.1:3000/hook', '--webhook-secret', 's'];
    const webhook = (argv: string[], env: Record<string, string> = {}) => {
      const command = readCommand(argv, env);
      assert.equal(command.kind, 'serve', JSON.stringify(command));
      return command.kind === 'serve' ? command.webhook : undefined;
    };
    assert.deepEqual(webhook([...hook, '--webhook-retry-delays', '100,200, 400']), {
      url: 'http://127.0.0.1:3000/hook',
      secret: 's',
      retryDelays: [100, 200, 400],
    });
    assert.deepEqual(webhook(hook, { SANDBOX_WEBHOOK_RETRY_DELAYS: '0' })?.retryDelays, [0]);
    assert.deepEqual(
      webhook([...hook, '--webhook-retry-delays=50'], { SANDBOX_WEBHOOK_RETRY_DELAYS: '9' })?.retryDelays,
      [50],
    );
    assert.equal(webhook(hook, { SANDBOX_WEBHOOK_RETRY_DELAYS: ' ' })?.retryDelays, undefined);
    const reason = (argv: string[], env: Record<string, string> = {}) => {
      const command = readCommand(argv, env);
      assert.equal(command.kind, 'invalid', JSON.stringify(argv));
      return command.kind === 'invalid' ? command.reason : '';
    };
    for (const bad of ['1.5', '-1', '1,,2', 'fast', '', '2147483648']) {
      assert.match(
        reason([...hook, `--webhook-retry-delays=${bad}`]),
        /^--webhook-retry-delays must be whole numbers of milliseconds from 0 to 2147483647, separated by commas/,
        bad,
      );
    }
    assert.match(reason(['--webhook-retry-delays', '100']), /^--webhook-retry-delays needs events to retry/);
    assert.match(reason([], { SANDBOX_WEBHOOK_RETRY_DELAYS: 'x' }), /^SANDBOX_WEBHOOK_RETRY_DELAYS must be/);
    for (const word of ['--webhook-retry-delays', 'SANDBOX_WEBHOOK_RETRY_DELAYS', 'events list|show|resend']) {
      assert.ok(USAGE.includes(word), word);
    }
  });

  test('events …: the rest is for the events subcommands, whatever it holds', () => {
    assert.deepEqual(readCommand(['events', 'list', '--key', 'k'], {}), {
      kind: 'events',
      args: ['list', '--key', 'k'],
    });
    assert.deepEqual(readCommand(['events'], {}), { kind: 'events', args: [] });
    assert.equal(readCommand(['--port', '0', 'events'], {}).kind, 'invalid', 'only as the first word');
  });
});

describe("readEventsCommand: the events subcommands' arguments", () => {
  const read = (args: string[], env: Record<string, string> = {}) => readEventsCommand(args, env);
  const reason = (args: string[], env: Record<string, string> = {}) => {
    const command = read(args, env);
    assert.equal(command.kind, 'invalid', JSON.stringify(args));
    return command.kind === 'invalid' ? command.reason : '';
  };

  test("list, show and resend; the URL from --url or SANDBOX_URL, else the command's default; the key", () => {
    assert.equal(DEFAULT_SANDBOX_URL, 'http://127.0.0.1:4010');
    assert.deepEqual(read(['list', '--key', 'k']), {
      kind: 'list',
      url: 'http://127.0.0.1:4010',
      key: 'k',
      json: false,
      page: 1,
    });
    assert.deepEqual(
      read(['list', '--invoice', 'inv', '--delivery', 'failed', '--page', '2', '--json'], {
        SANDBOX_URL: 'http://127.0.0.1:9000/',
        SANDBOX_API_KEY: 'env-key',
      }),
      {
        kind: 'list',
        url: 'http://127.0.0.1:9000',
        key: 'env-key',
        json: true,
        invoice: 'inv',
        delivery: 'failed',
        page: 2,
      },
    );
    assert.deepEqual(read(['resend', 'evt_1', '--url', 'https://sandbox.test', '--key', 'k'], { SANDBOX_URL: 'x' }), {
      kind: 'resend',
      id: 'evt_1',
      url: 'https://sandbox.test',
      key: 'k',
      json: false,
    });
    assert.equal(read(['show', 'evt_1', '--key=k']).kind, 'show');
    assert.deepEqual(read(['--help']), { kind: 'help' });
    assert.deepEqual(read(['resend', '-h']), { kind: 'help' });
  });

  test('refused with a reason: no key, no action or another, no id or two, a bad URL, state or page', () => {
    assert.match(reason(['list']), /needs the sandbox's API key.*--key or SANDBOX_API_KEY/);
    assert.match(reason(['list'], { SANDBOX_API_KEY: ' ' }), /needs the sandbox's API key/);
    assert.match(reason(['--key', 'k']), /needs an action: list, show or resend/);
    assert.match(reason(['delete', 'evt_1', '--key', 'k']), /takes list, show or resend, not "delete"/);
    assert.match(reason(['resend', '--key', 'k']), /^events resend takes one event id/);
    assert.match(reason(['show', 'a', 'b', '--key', 'k']), /^events show takes one event id/);
    assert.match(reason(['list', 'evt_1', '--key', 'k']), /^events list takes no "evt_1"/);
    assert.match(reason(['list', '--key', 'k', '--url', 'ftp://x']), /^--url must be the sandbox's http\(s\) base URL/);
    assert.match(reason(['list', '--key', 'k'], { SANDBOX_URL: 'localhost:4010' }), /^SANDBOX_URL must be/);
    assert.match(
      reason(['list', '--key', 'k', '--delivery', 'lost']),
      /^--delivery must be pending, delivered or failed/,
    );
    assert.match(reason(['list', '--key', 'k', '--page', '0']), /^--page must be a whole number/);
    assert.match(reason(['resend', 'evt_1', '--key', 'k', '--invoice', 'i']), /^--invoice is for events list only/);
    assert.match(reason(['list', '--key', 'k', '--verbose']), /--verbose/);
  });

  test('the usage: every action and option, lines of 80 characters at most', () => {
    for (const word of ['list', 'show', 'resend', '--url', '--key', '--invoice', '--delivery', '--page', '--json']) {
      assert.ok(EVENTS_USAGE.includes(word), word);
    }
    for (const word of ['SANDBOX_URL', 'SANDBOX_API_KEY']) assert.ok(EVENTS_USAGE.includes(word), word);
    assert.ok(EVENTS_USAGE.split('\n').every((line) => line.length <= 80));
  });
});

interface Started {
  child: ChildProcess;
  url: string;
  key: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The command's environment: this process's, without the variables the command reads. */
function environment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const name of ['SANDBOX_PORT', 'SANDBOX_HOST', 'SANDBOX_API_KEY']) if (!(name in extra)) delete env[name];
  return env;
}

/** Runs the built command until it says it serves; rejects when it ends first or takes over 10 s. */
function startCommand(args: string[], env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [cli, ...args], { env: environment(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no banner within 10 s:\n${output}`));
    }, 10_000);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`ended before serving:\n${output}`));
    });
    child.stdout!.on('data', () => {
      if (!output.includes('Ctrl-C stops it.')) return;
      clearTimeout(timer);
      resolve({
        child,
        url: /Base URL: +(\S+)/.exec(output)![1]!,
        key: /API key: +(\S+)/.exec(output)![1]!,
        output: () => output,
        exited,
      });
    });
  });
}

/**
 * A hang detector for each suite that runs the built command, not a budget: a suite starts Node a dozen times or
 * more, and the events suite took 63 s on a 2-core machine while the browser tests ran beside it.
 */
const COMMAND_SUITE_TIMEOUT = 240_000;

async function api(url: string, key: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': MEDIA },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('the built command (node dist/sandbox/cli.js)', { timeout: COMMAND_SUITE_TIMEOUT }, () => {
  before(() => assert.ok(existsSync(cli), 'dist/sandbox/cli.js is missing: run npm run build first'));

  test('is plain JavaScript with a node shebang', async () => {
    assert.match(await readFile(cli, 'utf8'), /^#!\/usr\/bin\/env node\n/);
  });

  test('without --extras: only what the spec shows (no status or network, no invoice read, no controls)', async () => {
    const run = await startCommand(['--port', '0', '--host', '127.0.0.1', '--key', 'k']);
    try {
      assert.match(run.output(), /Extras: +off/);
      const created = await api(run.url, 'k', '/api/public/v1/invoices', {
        method: 'POST',
        body: {
          data: { type: 'invoices', attributes: { amountBilled: '10', billedCurrency: 'EUR', chargedCurrency: 'LTC' } },
        },
      });
      assert.equal(created.status, 201);
      const { id, attributes } = created.body.data;
      assert.equal(attributes.status, undefined);
      assert.equal(attributes.network, undefined);
      assert.equal((await api(run.url, 'k', `/api/public/v1/invoices/${id}`)).status, 404);
      const outcome = await api(run.url, 'k', `/api/sandbox/invoices/${id}/outcome`, {
        method: 'POST',
        body: { outcome: 'complete' },
      });
      assert.equal(outcome.status, 404);
    } finally {
      run.child.kill('SIGTERM');
    }
    assert.deepEqual(await run.exited, { code: 0, signal: null });
  });

  test('--port 0 --host 127.0.0.1 --key k --extras: prints the URL and key, serves every endpoint, stops on SIGTERM', async () => {
    const run = await startCommand(['--port', '0', '--host', '127.0.0.1', '--key', 'k', '--extras']);
    try {
      assert.match(run.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal(run.key, 'k');
      assert.match(run.output(), new RegExp(`API: +${run.url}/api/public/v1`));

      const created = await api(run.url, 'k', '/api/public/v1/invoices', {
        method: 'POST',
        body: {
          data: { type: 'invoices', attributes: { amountBilled: '10', billedCurrency: 'EUR', chargedCurrency: 'LTC' } },
        },
      });
      assert.equal(created.status, 201);
      const { id } = created.body.data;
      assert.equal((await api(run.url, 'k', `/api/public/v1/invoices/${id}`)).body.data.attributes.status, 'pending');
      const decided = await api(run.url, 'k', `/api/sandbox/invoices/${id}/outcome`, {
        method: 'POST',
        body: { outcome: 'rejected' },
      });
      assert.equal(decided.body.data.attributes.status, 'rejected');
      const master = /Master account: +(\S+)/.exec(run.output())![1];
      assert.equal((await api(run.url, 'k', `/api/public/v1/accounts/${master}`)).status, 200);
      for (const list of ['/api/public/v1/channels', '/api/public/v1/transactions/bank_withdrawals']) {
        assert.equal((await api(run.url, 'k', list)).status, 200, list);
      }
      assert.equal((await api(run.url, 'wrong', '/api/public/v1/channels')).status, 401);
    } finally {
      run.child.kill('SIGTERM');
    }
    // The fetches above left a keep-alive connection open: closing ends it rather than waiting on it.
    assert.deepEqual(await run.exited, { code: 0, signal: null });
    assert.match(run.output(), /Stopped \(SIGTERM\)\.\n$/);
  });

  test('Ctrl-C (SIGINT) stops it cleanly too', async () => {
    const run = await startCommand(['--port', '0']);
    run.child.kill('SIGINT');
    assert.deepEqual(await run.exited, { code: 0, signal: null });
    assert.match(run.output(), /Stopped \(SIGINT\)\.\n$/);
  });

  test('reads SANDBOX_PORT and SANDBOX_API_KEY; without a key it prints the one it made', async () => {
    const fixed = await startCommand([], { SANDBOX_PORT: '0', SANDBOX_API_KEY: 'env-key' });
    fixed.child.kill('SIGTERM');
    assert.equal(fixed.key, 'env-key');
    assert.doesNotMatch(fixed.output(), /new at each start/);
    await fixed.exited;

    const fresh = await startCommand(['--port', '0']);
    try {
      assert.match(fresh.key, /^sk_sandbox_/);
      assert.match(fresh.output(), /new at each start/);
      assert.equal((await api(fresh.url, fresh.key, '/api/public/v1/channels')).status, 200);
    } finally {
      fresh.child.kill('SIGTERM');
    }
    await fresh.exited;
  });

  test('--help prints the usage and exits 0', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, '--help'], { env: environment() });
    assert.match(stdout, /^Usage: crypto-checkout-sandbox /);
    for (const word of ['--port', '--host', '--key', 'SANDBOX_PORT', 'SANDBOX_HOST', 'SANDBOX_API_KEY']) {
      assert.ok(stdout.includes(word), word);
    }
  });

  test('a usage error exits 2; a port that is taken exits 1; both say why on stderr', async () => {
    const failure = async (args: string[]) => {
      const error = await promisify(execFile)(process.execPath, [cli, ...args], { env: environment() }).then(
        () => assert.fail(`${args.join(' ')} succeeded`),
        (caught: { code: number; stderr: string }) => caught,
      );
      return { code: error.code, stderr: error.stderr };
    };
    const usage = await failure(['--port', 'x']);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /--port must be a whole number/);

    const taken = await startSandbox();
    try {
      const { port } = new URL(taken.url);
      const busy = await failure(['--port', port]);
      assert.equal(busy.code, 1);
      assert.match(busy.stderr, new RegExp(`port ${port} on 127\\.0\\.0\\.1 is taken`));
    } finally {
      await taken.close();
    }
  });
});

/** A webhook receiver on a free port: 204, or 500 for the invoices in `refused`; it counts each event's deliveries. */
async function startReceiver() {
  const refused = new Set<string>();
  const deliveries: { eventId: string; invoiceId: string }[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
    deliveries.push({ eventId: body.meta.event.id, invoiceId: body.data.id });
    response.writeHead(refused.has(body.data.id) ? 500 : 204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/sandbox`,
    refused,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs the built command to its end: its exit code and output, whatever the code. */
async function run(args: string[], env: Record<string, string> = {}) {
  const variables = environment(env);
  if (!('SANDBOX_URL' in env)) delete variables.SANDBOX_URL;
  return promisify(execFile)(process.execPath, [cli, ...args], { env: variables }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const until = async (what: string, check: () => Promise<boolean>) => {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, what);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe(
  'the built command: events list, show and resend against a running sandbox',
  { timeout: COMMAND_SUITE_TIMEOUT },
  () => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let sandbox: RunningSandbox;
    let good: string;
    let bad: string;
    const options = () => ['--url', sandbox.url, '--key', 'k'];
    const eventIdOf = (invoice: string) =>
      receiver.deliveries.find((delivery) => delivery.invoiceId === invoice)!.eventId;

    before(async () => {
      assert.ok(existsSync(cli), 'dist/sandbox/cli.js is missing: run npm run build first');
      mock.method(console, 'error', () => undefined);
      receiver = await startReceiver();
      sandbox = await startSandbox({
        key: 'k',
        extras: true,
        webhookUrl: receiver.url,
        webhookSecret: 's',
        webhookRetryDelays: [20, 20],
      });
      const invoice = async () =>
        (
          await api(sandbox.url, 'k', '/api/public/v1/invoices', {
            method: 'POST',
            body: {
              data: {
                type: 'invoices',
                attributes: { amountBilled: '10', billedCurrency: 'EUR', chargedCurrency: 'LTC' },
              },
            },
          })
        ).body.data.id as string;
      good = await invoice();
      bad = await invoice();
      receiver.refused.add(bad);
      for (const [id, outcome] of [
        [good, 'complete'],
        [bad, 'rejected'],
      ]) {
        await api(sandbox.url, 'k', `/api/sandbox/invoices/${id}/outcome`, { method: 'POST', body: { outcome } });
      }
      await until('the rejected event fails for good', async () => {
        const { body } = await api(sandbox.url, 'k', '/api/sandbox/events?delivery=failed');
        return body.data.length === 1;
      });
    });
    after(async () => {
      mock.restoreAll();
      await sandbox.close();
      await receiver.close();
    });

    test('list: a table, newest first, with each delivery; --delivery, --invoice and --json', async () => {
      const all = await run(['events', 'list', ...options()]);
      assert.equal(all.code, 0, all.stderr);
      const lines = all.stdout.trimEnd().split('\n');
      assert.match(lines[0]!, /^EVENT +CREATED +INVOICE +STATUS +DELIVERY +ATTEMPTS +LAST ATTEMPT +NEXT ATTEMPT$/);
      assert.match(lines[1]!, new RegExp(`^${eventIdOf(bad)} +\\S+Z +${bad} +rejected +failed +3 +HTTP 500 +-$`));
      assert.match(lines[2]!, new RegExp(`^${eventIdOf(good)} +\\S+Z +${good} +completed +delivered +1 +HTTP 204 +-$`));
      assert.equal(lines[3], '2 events, newest first.');

      const failed = await run(['events', 'list', '--delivery', 'failed', ...options()]);
      assert.equal(failed.stdout.trimEnd().split('\n').length, 3);
      assert.ok(failed.stdout.includes(eventIdOf(bad)) && !failed.stdout.includes(eventIdOf(good)));
      assert.match(failed.stdout, /^1 event \(delivery failed\), newest first\.$/m);
      const none = await run(['events', 'list', '--invoice', 'nope', ...options()]);
      assert.equal(none.stdout, 'No events (invoice nope).\n');

      const json = await run(['events', 'list', '--invoice', good, '--json', ...options()]);
      const document = JSON.parse(json.stdout) as Json;
      assert.deepEqual(
        document.data.map((event: Json) => event.id),
        [eventIdOf(good)],
      );
    });

    test('show: one event, its delivery and last attempt', async () => {
      const shown = await run(['events', 'show', eventIdOf(good), ...options()]);
      assert.equal(shown.code, 0, shown.stderr);
      assert.match(shown.stdout, new RegExp(`^${eventIdOf(good)}  invoice\\.updated$`, 'm'));
      assert.match(shown.stdout, new RegExp(`^  Invoice: +${good}, status completed$`, 'm'));
      assert.match(shown.stdout, /^ {2}Delivery: +delivered after 1 attempt$/m);
      assert.match(shown.stdout, /^ {2}Last attempt: +\S+Z: HTTP 204$/m);
      const json = JSON.parse((await run(['events', 'show', eventIdOf(good), '--json', ...options()])).stdout) as Json;
      assert.equal(json.meta.payload.meta.event.id, eventIdOf(good));
    });

    test('resend: exit 1 while the receiver refuses it, 0 once it takes it; the same event again', async () => {
      const refused = await run(['events', 'resend', eventIdOf(bad), ...options()]);
      assert.equal(refused.code, 1);
      assert.equal(refused.stdout, '');
      assert.match(
        refused.stderr,
        new RegExp(
          `^crypto-checkout-sandbox: ${eventIdOf(bad)} \\(invoice ${bad}, rejected\\) was not delivered: HTTP 500\\. Its delivery: failed after 4 attempts\\.\\n$`,
        ),
      );
      receiver.refused.delete(bad);
      const before = receiver.deliveries.length;
      // The URL and key from the environment this time.
      const taken = await run(['events', 'resend', eventIdOf(bad)], { SANDBOX_URL: sandbox.url, SANDBOX_API_KEY: 'k' });
      assert.equal(taken.code, 0, taken.stderr);
      assert.equal(
        taken.stdout,
        `Delivered ${eventIdOf(bad)} (invoice ${bad}, rejected): HTTP 204. Its delivery: delivered after 5 attempts.\n`,
      );
      assert.deepEqual(receiver.deliveries.slice(before), [{ eventId: eventIdOf(bad), invoiceId: bad }]);
    });

    test('errors: exit 1 for an unknown id, another key, no sandbox; 2 for a usage error; --help', async () => {
      const unknown = await run(['events', 'resend', 'evt_nope', ...options()]);
      assert.equal(unknown.code, 1);
      assert.match(unknown.stderr, /^crypto-checkout-sandbox: No event has the id "evt_nope"\. \(event_not_found\)\n$/);
      const wrongKey = await run(['events', 'list', '--url', sandbox.url, '--key', 'wrong']);
      assert.equal(wrongKey.code, 1);
      assert.match(wrongKey.stderr, /refused the key \(invalid_api_key\): give the key it printed at start/);

      const closed = await startSandbox();
      const { url } = closed;
      await closed.close();
      const nobody = await run(['events', 'list', '--url', url, '--key', 'k']);
      assert.equal(nobody.code, 1);
      assert.match(
        nobody.stderr,
        new RegExp(`cannot reach a sandbox at ${url.replace(/\./g, '\\.')} \\(ECONNREFUSED\\)`),
      );

      const usage = await run(['events', 'list']);
      assert.equal(usage.code, 2);
      assert.match(usage.stderr, /needs the sandbox's API key[^]*Run crypto-checkout-sandbox events --help/);
      const help = await run(['events', '--help']);
      assert.equal(help.code, 0);
      assert.equal(help.stdout, `${EVENTS_USAGE}\n`);
    });

    test('a sandbox without events, with or without --extras: exit 1, saying how to turn them on', async () => {
      for (const extras of [true, undefined]) {
        const plain = await startSandbox({ key: 'k', ...(extras ? { extras } : {}) });
        try {
          const off = await run(['events', 'list', '--url', plain.url, '--key', 'k']);
          assert.equal(off.code, 1);
          assert.match(off.stderr, /sends no events, so it keeps none: start it with a webhook URL and secret/);
        } finally {
          await plain.close();
        }
      }
    });
  },
);

describe('the built command serving with --webhook-retry-delays', { timeout: COMMAND_SUITE_TIMEOUT }, () => {
  test('its events are retried on that schedule; events list and resend reach it', async () => {
    assert.ok(existsSync(cli), 'dist/sandbox/cli.js is missing: run npm run build first');
    const receiver = await startReceiver();
    const served = await startCommand([
      ...['--port', '0', '--key', 'k', '--extras'],
      ...['--webhook-url', receiver.url, '--webhook-secret', 's', '--webhook-retry-delays', '30,30'],
    ]);
    try {
      const created = await api(served.url, 'k', '/api/public/v1/invoices', {
        method: 'POST',
        body: {
          data: { type: 'invoices', attributes: { amountBilled: '10', billedCurrency: 'EUR', chargedCurrency: 'LTC' } },
        },
      });
      const id = created.body.data.id as string;
      receiver.refused.add(id);
      await api(served.url, 'k', `/api/sandbox/invoices/${id}/outcome`, {
        method: 'POST',
        body: { outcome: 'cancelled' },
      });
      await until('3 attempts, then failed', async () => receiver.deliveries.length === 3);
      const listed = await run(['events', 'list', '--url', served.url, '--key', 'k']);
      assert.match(listed.stdout, new RegExp(`${id} +cancelled +failed +3 +HTTP 500`));
      // What the command printed on its stderr: the first failure, then giving up.
      await until('the give-up line', async () => served.output().includes('after 3 attempts'));
      assert.match(served.output(), /Trying again in 30 ms \(retry 1 of 2\)/);

      receiver.refused.clear();
      const resent = await run([
        'events',
        'resend',
        receiver.deliveries[0]!.eventId,
        '--url',
        served.url,
        '--key',
        'k',
      ]);
      assert.equal(resent.code, 0, resent.stderr);
      assert.equal(receiver.deliveries.length, 4);
    } finally {
      served.child.kill('SIGTERM');
      await served.exited;
      await receiver.close();
    }
  });
});
