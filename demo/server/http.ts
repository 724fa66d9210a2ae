/**
 * The sandbox and the shop on a plain node:http server: what the tests start
 * (on 127.0.0.1, port 0 for a free one), and a way to run them without Vite.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type App, type AppOptions } from './app.js';
import { sendJson } from './http-io.js';

export interface ServerOptions extends AppOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  app: App;
  /** Stops listening and ends open connections (keep-alive ones too). */
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const app = createApp(options);
  const server = createServer((request, response) => {
    app.middleware(request, response, (error) => {
      if (error) console.error(error);
      sendJson(
        response,
        error ? 500 : 404,
        { errors: [{ status: error ? '500' : '404', title: error ? 'Internal Server Error' : 'Not Found' }] },
        'application/json',
      );
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  app.setOrigin(url);
  return {
    url,
    app,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
