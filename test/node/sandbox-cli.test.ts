// `crypto-checkout-sandbox` (src/sandbox/cli.ts and args.ts): the rules for its arguments and environment, and
// the built command run as npx runs it, `node dist/sandbox/cli.js` without tsx (run `npm run build` first): it
// prints its URL and key, serves the sandbox, and stops cleanly on SIGTERM and Ctrl-C.
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT, readCommand, USAGE } from '../../src/sandbox/args.js';
import { startSandbox } from '../../src/sandbox/index.js';

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

async function api(url: string, key: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': MEDIA },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('the built command (node dist/sandbox/cli.js)', { timeout: 60_000 }, () => {
  before(() => assert.ok(existsSync(cli), 'dist/sandbox/cli.js is missing: run npm run build first'));

  test('is plain JavaScript with a node shebang', async () => {
    assert.match(await readFile(cli, 'utf8'), /^#!\/usr\/bin\/env node\n/);
  });

  test('--port 0 --host 127.0.0.1 --key k: prints the URL and key, serves every endpoint, stops on SIGTERM', async () => {
    const run = await startCommand(['--port', '0', '--host', '127.0.0.1', '--key', 'k']);
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
