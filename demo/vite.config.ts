import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { cdnPage } from './cdn-plugin.js';
import { checkoutServer } from './server/plugin.js';
import { strictCspPage } from './strict-csp-policy.js';

/**
 * The QA demo (`npm start`, which builds the script-tag file first with the
 * root vite.config.ts): the pages in demo/, the payment sandbox and the demo
 * shop from one dev server. The library build never loads this file.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
  plugins: [checkoutServer(), strictCspPage(), cdnPage()],
  // The React page imports the package by its npm name, as an app does: here it is the sources.
  resolve: {
    alias: [{ find: /^crypto-checkout$/, replacement: fileURLToPath(new URL('../src/index.ts', import.meta.url)) }],
  },
});
