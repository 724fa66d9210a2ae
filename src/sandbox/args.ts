/**
 * What `crypto-checkout-sandbox` is asked to do, read from its arguments and
 * the environment (an argument wins over its variable): serve on a port and a
 * host with a key (and send events to a webhook), print the usage, or refuse
 * with a reason. No I/O, so the command's rules are tested without starting a
 * process.
 */
import { parseArgs } from 'node:util';
import { retryDelaysProblem, webhookUrlProblem } from './events.js';
import { EXTRA_SUMMARIES, readExtraNames, SANDBOX_EXTRAS, type SandboxExtra } from './extras.js';

/** The command's port when neither `--port` nor `SANDBOX_PORT` names one. */
export const DEFAULT_PORT = 4010;
/** Loopback only, unless asked: the sandbox is for this machine. */
export const DEFAULT_HOST = '127.0.0.1';

/** Where to send the sandbox's invoice events and the secret to sign them with. */
export interface Webhook {
  url: string;
  secret: string;
  /** The waits between delivery attempts (ms), when not the sandbox's default schedule. */
  retryDelays?: number[];
}

/** Serve with these settings (no key: the sandbox makes one; no webhook: no events), print the usage, or refuse. */
export type Command =
  | { kind: 'serve'; port: number; host: string; key?: string; webhook?: Webhook; extras?: true | SandboxExtra[] }
  | { kind: 'help' }
  | { kind: 'invalid'; reason: string }
  /** `events …`: talk to a running sandbox about its events (events-cli.ts reads the rest). */
  | { kind: 'events'; args: string[] };

/** What `--help` prints. */
export const USAGE = `Usage: crypto-checkout-sandbox [--port <port>] [--host <host>] [--key <key>]
                             [--extras | --extras=<name,...>]
                             [--webhook-url <url> --webhook-secret <secret>
                              [--webhook-retry-delays <ms,ms,...>]]
       crypto-checkout-sandbox events list|show|resend ... (events --help)

Serves the crypto-checkout payment sandbox: the payment API's five documented
endpoints under /api/public/v1, in memory with the same seed data on every
start, answering only what the specification shows. --extras adds the
sandbox's own, all of them or those named. Prints the base URL and the API
key; Ctrl-C stops it.

Options:
  --port <port>              port to listen on; 0 picks a free one
                             (SANDBOX_PORT; default ${DEFAULT_PORT})
  --host <host>              address to listen on; 0.0.0.0 or :: for every
                             interface (SANDBOX_HOST; default ${DEFAULT_HOST})
  --key <key>                API key every request must carry as
                             "Authorization: Bearer <key>"
                             (SANDBOX_API_KEY; default: a new random key at
                             each start)
  --extras                   every one of the sandbox's additions to the
                             specification (SANDBOX_EXTRAS=1; default: none)
  --extras=<name,...>        only those named (SANDBOX_EXTRAS=<name,...>):
${SANDBOX_EXTRAS.map((name) => `${' '.repeat(29)}${name}: ${EXTRA_SUMMARIES[name]}`).join('\n')}
  --webhook-url <url>        http(s) URL to POST a signed invoice.updated event
                             to whenever an invoice's status changes (the
                             sandbox's own events: the spec has none); needs
                             --webhook-secret
                             (SANDBOX_WEBHOOK_URL; default: no events)
  --webhook-secret <secret>  secret that signs each event in its
                             Sandbox-Signature header (HMAC-SHA256); needs
                             --webhook-url (SANDBOX_WEBHOOK_SECRET)
  --webhook-retry-delays <ms,ms,...>
                             the waits between attempts to deliver an event,
                             in milliseconds, e.g. 100,200,400 in tests
                             (SANDBOX_WEBHOOK_RETRY_DELAYS; default: 10 s,
                             doubling up to 1 h, 15 retries over about 7 h)
  -h, --help                 print this and exit

An option wins over its environment variable. Every endpoint, with curl
examples, and the events: docs/sandbox.md in the crypto-checkout package.`;

/** A variable's value, or undefined when unset or blank. */
function variable(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

/** A setting from its option, else its variable, and which of the two it came from (for the messages). */
function setting(option: string | undefined, env: Record<string, string | undefined>, name: string, flag: string) {
  return option === undefined ? { value: variable(env, name), source: name } : { value: option, source: flag };
}

/**
 * The webhook that the options (undefined when not given) and the variables `SANDBOX_WEBHOOK_URL`,
 * `SANDBOX_WEBHOOK_SECRET` and `SANDBOX_WEBHOOK_RETRY_DELAYS` ask for: none, both (with the retry waits, if
 * given), or a reason to refuse (one without the other, a URL that is not http(s), an empty secret, waits
 * without a webhook or that are not whole milliseconds). An option wins over its variable; a blank variable
 * counts as unset.
 */
export function readWebhook(
  options: { url?: string | undefined; secret?: string | undefined; retryDelays?: string | undefined },
  env: Record<string, string | undefined>,
): { webhook?: Webhook } | { reason: string } {
  const url = setting(options.url, env, 'SANDBOX_WEBHOOK_URL', '--webhook-url');
  const secret = setting(options.secret, env, 'SANDBOX_WEBHOOK_SECRET', '--webhook-secret');
  const delays = setting(options.retryDelays, env, 'SANDBOX_WEBHOOK_RETRY_DELAYS', '--webhook-retry-delays');
  let retryDelays: number[] | undefined;
  if (delays.value !== undefined) {
    const text = delays.value.replace(/\s+/g, '');
    retryDelays = /^\d+(,\d+)*$/.test(text) ? text.split(',').map(Number) : undefined;
    if (retryDelays === undefined || retryDelaysProblem(retryDelays) !== undefined) {
      return {
        reason: `${delays.source} must be whole numbers of milliseconds from 0 to ${2 ** 31 - 1}, separated by commas (e.g. 100,200,400), not ${JSON.stringify(delays.value)}.`,
      };
    }
    if (url.value === undefined && secret.value === undefined) {
      return { reason: `${delays.source} needs events to retry: give --webhook-url and --webhook-secret too.` };
    }
  }
  if (url.value === undefined && secret.value === undefined) return {};
  if (url.value === undefined) {
    return {
      reason: `${secret.source} needs a URL to send the events to: give --webhook-url or SANDBOX_WEBHOOK_URL too.`,
    };
  }
  if (secret.value === undefined) {
    return {
      reason: `${url.source} needs a secret to sign the events with: give --webhook-secret or SANDBOX_WEBHOOK_SECRET too.`,
    };
  }
  const problem = webhookUrlProblem(url.value);
  if (problem) return { reason: `${url.source} ${problem}, not ${JSON.stringify(url.value)}.` };
  if (secret.value === '') return { reason: `${secret.source} must not be empty.` };
  return { webhook: { url: url.value, secret: secret.value, ...(retryDelays ? { retryDelays } : {}) } };
}

/**
 * `argv` without its `--extras` and `--extras=<names>`, and what each of those said (`true` for the bare flag):
 * parseArgs takes an option as a flag or with a value, and this one is either.
 */
function takeExtras(argv: string[]): { rest: string[]; given: (true | string)[] } {
  const isExtras = (arg: string) => arg === '--extras' || arg.startsWith('--extras=');
  return {
    rest: argv.filter((arg) => !isExtras(arg)),
    given: argv.filter(isExtras).map((arg) => (arg === '--extras' ? true : arg.slice('--extras='.length))),
  };
}

/**
 * The extras that `--extras` (all), `--extras=<names>` or else `SANDBOX_EXTRAS` (`1` for all, or names
 * separated by commas) ask for: none, all, those named, or a reason to refuse (an unknown name, or none named).
 */
export function readExtras(
  given: readonly (true | string)[],
  env: Record<string, string | undefined>,
): { extras?: true | SandboxExtra[] } | { reason: string } {
  if (given.length === 0) {
    const value = variable(env, 'SANDBOX_EXTRAS');
    if (value === undefined) return {};
    return value === '1' ? { extras: true } : readExtraNames(value, 'SANDBOX_EXTRAS');
  }
  const lists = given.filter((option) => option !== true);
  // Names given beside the bare flag are checked all the same: a misspelt one is refused, never ignored.
  const named = lists.length === 0 ? { extras: [] } : readExtraNames(lists.join(','), '--extras');
  return 'reason' in named || !given.includes(true) ? named : { extras: true };
}

/** The command that `argv` (without node and the script) and `env` ask for. */
export function readCommand(argv: string[], env: Record<string, string | undefined>): Command {
  if (argv[0] === 'events') return { kind: 'events', args: argv.slice(1) };
  const { rest, given } = takeExtras(argv);
  let values: {
    port?: string;
    host?: string;
    key?: string;
    'webhook-url'?: string;
    'webhook-secret'?: string;
    'webhook-retry-delays'?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        key: { type: 'string' },
        'webhook-url': { type: 'string' },
        'webhook-secret': { type: 'string' },
        'webhook-retry-delays': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'invalid', reason: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };

  const port = setting(values.port, env, 'SANDBOX_PORT', '--port');
  if (port.value !== undefined && (!/^\d{1,5}$/.test(port.value) || Number(port.value) > 65535)) {
    return {
      kind: 'invalid',
      reason: `${port.source} must be a whole number from 0 to 65535, not ${JSON.stringify(port.value)}.`,
    };
  }
  const host = setting(values.host, env, 'SANDBOX_HOST', '--host');
  if (host.value !== undefined && !/^\S+$/.test(host.value)) {
    return {
      kind: 'invalid',
      reason: `${host.source} must be an address or a host name, not ${JSON.stringify(host.value)}.`,
    };
  }
  const key = setting(values.key, env, 'SANDBOX_API_KEY', '--key');
  if (key.value === '') return { kind: 'invalid', reason: '--key must not be empty.' };
  const webhook = readWebhook(
    { url: values['webhook-url'], secret: values['webhook-secret'], retryDelays: values['webhook-retry-delays'] },
    env,
  );
  if ('reason' in webhook) return { kind: 'invalid', reason: webhook.reason };
  const extras = readExtras(given, env);
  if ('reason' in extras) return { kind: 'invalid', reason: extras.reason };
  return {
    kind: 'serve',
    port: port.value === undefined ? DEFAULT_PORT : Number(port.value),
    host: host.value ?? DEFAULT_HOST,
    ...(key.value === undefined ? {} : { key: key.value }),
    ...webhook,
    ...extras,
  };
}
