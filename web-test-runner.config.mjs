// Runs every test in headless Chromium (Debian's package), straight from the TypeScript sources.
import rollupCommonjs from '@rollup/plugin-commonjs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { findChromium } from './scripts/find-browser.mjs';

// qrcode and jsqr are CommonJS; plugin-commonjs 18.1.0 is the last that works under @web/dev-server.
const commonjs = fromRollup(rollupCommonjs);

export default {
  files: ['test/**/*.test.ts', '!test/node/**'],
  nodeResolve: { exportConditions: ['development', 'browser'], browser: true },
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' }),
    commonjs({ include: ['**/node_modules/qrcode/**', '**/node_modules/dijkstrajs/**', '**/node_modules/jsqr/**'] }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: findChromium(),
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
          '--disable-sync',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 5000, ...(process.env.GREP ? { grep: process.env.GREP } : {}) } },
  testsFinishTimeout: 300_000,
};
