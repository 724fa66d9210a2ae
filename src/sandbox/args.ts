/**
 * What `crypto-checkout-sandbox` is asked to do, read from its arguments and
 * the environment (an argument wins over its variable): serve on a port and a
 * host with a key, print the usage, or refuse with a reason. No I/O, so the
 * command's rules are tested without starting a process.
 */
import { parseArgs } from 'node:util';

/** The command's port when neither `--port` nor `SANDBOX_PORT` names one. */
export const DEFAULT_PORT = 4010;
/** Loopback only, unless asked: the sandbox is for this machine. */
export const DEFAULT_HOST = '127.0.0.1';

/** Serve with these settings (no key: the sandbox makes one), print the usage, or refuse. */
export type Command =
  { kind: 'serve'; port: number; host: string; key?: string } | { kind: 'help' } | { kind: 'invalid'; reason: string };

/** What `--help` prints. */
export const USAGE = `Usage: crypto-checkout-sandbox [--port <port>] [--host <host>] [--key <key>]

Serves the crypto-checkout payment sandbox: the payment API's five documented
endpoints under /api/public/v1, in memory with the same seed data on every
start, plus the sandbox-only invoice read and outcome control. Prints the base
URL and the API key; Ctrl-C stops it.

Options:
  --port <port>  port to listen on; 0 picks a free one
                 (SANDBOX_PORT; default ${DEFAULT_PORT})
  --host <host>  address to listen on; 0.0.0.0 or :: for every interface
                 (SANDBOX_HOST; default ${DEFAULT_HOST})
  --key <key>    API key every request must carry as "Authorization: Bearer <key>"
                 (SANDBOX_API_KEY; default: a new random key at each start)
  -h, --help     print this and exit

An option wins over its environment variable. Every endpoint, with curl
examples: docs/sandbox.md in the crypto-checkout package.`;

/** A variable's value, or undefined when unset or blank. */
function variable(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

/** The command that `argv` (without node and the script) and `env` ask for. */
export function readCommand(argv: string[], env: Record<string, string | undefined>): Command {
  let values: { port?: string; host?: string; key?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        key: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'invalid', reason: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };

  // Each setting from its option, else its variable, and which of the two it came from (for the message).
  const setting = (option: string | undefined, name: string, flag: string) =>
    option === undefined ? { value: variable(env, name), source: name } : { value: option, source: flag };

  const port = setting(values.port, 'SANDBOX_PORT', '--port');
  if (port.value !== undefined && (!/^\d{1,5}$/.test(port.value) || Number(port.value) > 65535)) {
    return {
      kind: 'invalid',
      reason: `${port.source} must be a whole number from 0 to 65535, not ${JSON.stringify(port.value)}.`,
    };
  }
  const host = setting(values.host, 'SANDBOX_HOST', '--host');
  if (host.value !== undefined && !/^\S+$/.test(host.value)) {
    return {
      kind: 'invalid',
      reason: `${host.source} must be an address or a host name, not ${JSON.stringify(host.value)}.`,
    };
  }
  const key = setting(values.key, 'SANDBOX_API_KEY', '--key');
  if (key.value === '') return { kind: 'invalid', reason: '--key must not be empty.' };
  return {
    kind: 'serve',
    port: port.value === undefined ? DEFAULT_PORT : Number(port.value),
    host: host.value ?? DEFAULT_HOST,
    ...(key.value === undefined ? {} : { key: key.value }),
  };
}
