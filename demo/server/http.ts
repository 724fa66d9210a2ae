/**
 * The sandbox and the shop on a plain node:http server: what the tests start
 * (on 127.0.0.1, port 0 for a free one), and a way to run them without Vite.
 */
import { createApp, type App, type AppOptions } from './app.js';
import { listen } from '../../src/sandbox/listen.js';

export interface ServerOptions extends AppOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  app: App;
  /** Stops the sandbox's events, stops listening and ends open connections (keep-alive ones too). */
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const app = createApp(options);
  const { url, close } = await listen(app.middleware, options.host ?? '127.0.0.1', options.port ?? 0);
  app.setOrigin(url);
  return {
    url,
    app,
    close: () => {
      // Its event timers and deliveries under way, with the server.
      app.sandbox.close();
      return close();
    },
  };
}
