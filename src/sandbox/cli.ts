#!/usr/bin/env node
/**
 * `npx crypto-checkout-sandbox`: the sandbox as a command. Starts it as
 * args.ts reads the arguments and the environment, prints where it is and its
 * key (and where its events go, if anywhere), and closes it on Ctrl-C (SIGINT)
 * or SIGTERM. Exit codes: 0 after a clean stop or `--help`, 1 when the sandbox
 * cannot start, 2 for a usage error. `events …` asks a running sandbox about
 * its events instead (events-cli.ts).
 */
import { API_PREFIX } from '../core/protocol.js';
import { readCommand, USAGE } from './args.js';
import { readEventsCommand, runEventsCommand } from './events-cli.js';
import { describeExtras, extrasOf } from './extras.js';
import { startSandbox } from './index.js';
import { isWildcard } from './listen.js';
import { SEED_ACCOUNTS } from './seed.js';

const NAME = 'crypto-checkout-sandbox';
const command = readCommand(process.argv.slice(2), process.env);

if (command.kind === 'help') {
  console.log(USAGE);
} else if (command.kind === 'invalid') {
  console.error(`${NAME}: ${command.reason}\nRun ${NAME} --help for the options.`);
  process.exitCode = 2;
} else if (command.kind === 'events') {
  process.exitCode = await runEventsCommand(readEventsCommand(command.args, process.env), {
    fetch,
    out: (text) => console.log(text),
    err: (text) => console.error(text),
    now: Date.now,
  });
} else {
  try {
    const sandbox = await startSandbox({
      port: command.port,
      host: command.host,
      ...(command.key === undefined ? {} : { key: command.key }),
      ...(command.extras === undefined ? {} : { extras: command.extras }),
      ...(command.webhook === undefined
        ? {}
        : { webhookUrl: command.webhook.url, webhookSecret: command.webhook.secret }),
      ...(command.webhook?.retryDelays ? { webhookRetryDelays: command.webhook.retryDelays } : {}),
    });
    const stop = (signal: NodeJS.Signals) => {
      // A second signal while closing gets Node's default: the process ends at once.
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      sandbox.close().then(
        () => console.log(`Stopped (${signal}).`),
        (error: unknown) => {
          console.error(`${NAME}: ${(error as Error).message}`);
          process.exitCode = 1;
        },
      );
    };
    // Ready to stop before saying it serves: whoever reads the banner may send a signal at once.
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);

    const lines = [
      'Payment sandbox (crypto-checkout)',
      `  Base URL:        ${sandbox.url}`,
      `  API:             ${sandbox.url}${API_PREFIX}`,
      `  API key:         ${sandbox.key}${command.key === undefined ? '  (new at each start; --key or SANDBOX_API_KEY keeps one)' : ''}`,
      `  Master account:  ${SEED_ACCOUNTS.eurMaster} (EUR)`,
      `  Extras:          ${describeExtras(extrasOf(command.extras))}`,
    ];
    // The base URL is this machine's loopback then, but other machines can reach the sandbox too.
    if (isWildcard(command.host)) lines.push(`  Listening on:    ${command.host} (every interface)`);
    // Where the events go, never the secret that signs them.
    if (command.webhook) lines.push(`  Events:          POST ${command.webhook.url} (signed: Sandbox-Signature)`);
    console.log([...lines, 'Ctrl-C stops it.'].join('\n'));
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    // A system error (address taken, unknown host) is about where to listen; anything else says what it is.
    const reason =
      code === 'EADDRINUSE'
        ? `port ${command.port} on ${command.host} is taken; choose another with --port (0 picks a free one).`
        : code
          ? `cannot listen on ${command.host}, port ${command.port}: ${message}`
          : message;
    console.error(`${NAME}: ${reason}`);
    process.exitCode = 1;
  }
}
