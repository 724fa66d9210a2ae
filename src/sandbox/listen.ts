/**
 * A connect middleware on a plain node:http server: how startSandbox serves
 * the sandbox, and the demo's test server the sandbox and the shop together.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson, type Middleware } from './http-io.js';

export interface Listening {
  /** `http://<host>:<port>` (see baseUrl), without a trailing slash. */
  url: string;
  /** Stops listening and ends open connections (keep-alive ones too); calling it again waits for the same close. */
  close(): Promise<void>;
}

/** True for the addresses that mean "every interface", which take connections but are none to connect to. */
export function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::';
}

/** The address to reach a server bound to `host` from this machine: for a wildcard, its loopback. */
export function baseUrl(host: string, port: number): string {
  const reachable = !isWildcard(host) ? host : host === '::' ? '::1' : '127.0.0.1';
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Serves `middleware` on `host` and `port` (0: a free port); what it passes on is a 404, what it throws a 500. */
export async function listen(middleware: Middleware, host: string, port: number): Promise<Listening> {
  const server = createServer((request, response) => {
    middleware(request, response, (error) => {
      if (error) console.error(error);
      sendJson(
        response,
        error ? 500 : 404,
        { errors: [{ status: error ? '500' : '404', title: error ? 'Internal Server Error' : 'Not Found' }] },
        'application/json',
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let closing: Promise<void> | undefined;
  return {
    url: baseUrl(host, (server.address() as AddressInfo).port),
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      })),
  };
}
