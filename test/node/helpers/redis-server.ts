// Debian's redis-server, started by a test on a free port with persistence off, and stopped after it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { findRedisServer } from '../../../scripts/find-redis.mjs';

export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Stops it and starts it again on the same port (a Redis restart, with nothing kept). */
  restart(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function accepting(port: number, deadline: number): Promise<void> {
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not accept on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startRedis(): Promise<RunningRedis> {
  const binary = findRedisServer();
  if (!binary) throw new Error('No redis-server: `npm test` installs it on Debian as root, or set REDIS_SERVER.');
  const port = await freePort();
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await accepting(port, Date.now() + 10_000);
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await launch();
  return { url: `redis://127.0.0.1:${port}`, port, stop, restart: async () => (await stop(), await launch()) };
}
