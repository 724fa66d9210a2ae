/**
 * A Vite plugin that serves the payment sandbox and the demo shop from the dev
 * server (`npm start`), and prints where they are and the sandbox API key.
 */
import type { AddressInfo } from 'node:net';
import type { Plugin } from 'vite';
import { createApp } from './app.js';
import { readConfig, type ServerConfig } from './config.js';
import { API_PREFIX } from '../../src/client/index.js';
import { SEED_ACCOUNTS } from '../../src/sandbox/seed.js';

// Vite re-runs plugins when it restarts the server: keep the key the first start printed.
const CONFIG = Symbol.for('crypto-checkout.demo-server-config');
type Global = typeof globalThis & { [CONFIG]?: ServerConfig };

function config(): ServerConfig {
  const global = globalThis as Global;
  return (global[CONFIG] ??= readConfig(process.env));
}

export function checkoutServer(): Plugin {
  return {
    name: 'crypto-checkout:demo-server',
    apply: 'serve',
    configureServer(server) {
      const settings = config();
      const app = createApp({
        sandboxApiKey: settings.sandboxApiKey,
        ...(settings.paymentApi ? { paymentApi: settings.paymentApi } : {}),
        ...(settings.webhookSecret ? { webhookSecret: settings.webhookSecret } : {}),
        ...(settings.paymentAccountId ? { paymentAccountId: settings.paymentAccountId } : {}),
      });
      // Before Vite's own middleware: /api/** and /shop/** never reach the file server.
      server.middlewares.use(app.middleware);

      // Vite closes its server on exit and on a restart (which builds a new app): the old sandbox's timers go too.
      server.httpServer?.once('close', () => app.sandbox.close());
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address() as AddressInfo | null;
        if (!address) return;
        const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
        app.setOrigin(`http://${host === '[::]' || host === '0.0.0.0' ? 'localhost' : host}:${address.port}`);
      });

      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const log = (line: string) => server.config.logger.info(line);
        const origin = app.origin();
        log('');
        log(`  Payment sandbox:  ${origin}${API_PREFIX}`);
        log(
          `  Sandbox API key:  ${settings.sandboxApiKey}${settings.generatedKey ? '  (generated; set SANDBOX_API_KEY to fix it)' : ''}`,
        );
        log(`  Master account:   ${SEED_ACCOUNTS.eurMaster} (EUR)`);
        log(
          `  Shop:             ${origin}/shop/checkout → ${settings.paymentApi ? settings.paymentApi.baseUrl : 'the embedded sandbox'}`,
        );
        for (const warning of settings.warnings) server.config.logger.warn(`  ${warning}`);
      };
    },
  };
}
