// @ts-check
// Debian's redis-server for the tests and benches that need one: started on a free port of 127.0.0.1 with
// persistence off, and stopped after. REDIS_SERVER names another binary.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';

/** Where redis-server is: REDIS_SERVER, else Debian's path, else undefined. */
export function findRedisServer() {
  return [process.env.REDIS_SERVER, '/usr/bin/redis-server'].find((path) => path && existsSync(path));
}

/**
 * @typedef {object} RunningRedis
 * @property {string} url
 * @property {number} port
 * @property {() => Promise<void>} stop
 * @property {() => Promise<void>} restart Stops it and starts it again on the same port (with the defaults, nothing
 *   is kept).
 */

/** @returns {Promise<number>} */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** @param {number} port @param {number} deadline */
async function accepting(port, deadline) {
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not accept on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * @param {{ args?: readonly string[] }} [options] `args`: more of redis-server's options, after (and over) the
 *   defaults, e.g. `['--dir', tmp, '--appendonly', 'yes']` to run with a deployment's settings.
 * @returns {Promise<RunningRedis>}
 */
export async function startRedis(options = {}) {
  const binary = findRedisServer();
  if (!binary) throw new Error('No redis-server: `npm test` installs it on Debian as root, or set REDIS_SERVER.');
  const port = await freePort();
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  const launch = async () => {
    const defaults = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    child = spawn(binary, [...defaults, ...(options.args ?? [])], { stdio: 'ignore' });
    await accepting(port, Date.now() + 10_000);
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await launch();
  // Never outlive the process that started it.
  process.once('exit', () => child.kill('SIGKILL'));
  return { url: `redis://127.0.0.1:${port}`, port, stop, restart: async () => (await stop(), await launch()) };
}
