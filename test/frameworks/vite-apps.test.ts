// The React 19, Vue 3 and Svelte 5 apps of demo/frameworks/: each type-checks with its framework's
// checker (the element's types come from crypto-checkout/<framework>), builds with Vite to
// dist-frameworks/<name>, and in Chromium renders the checkout, hears `checkout-status`, prevents
// `checkout-redirect` and routes itself to its own page without leaving the document.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'puppeteer-core';
import { build } from 'vite';
import { launchTestChromium } from '../../scripts/launch-chromium.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { ADDRESSES } from '../../fixtures/invoices.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string) => join(repo, 'node_modules/.bin', name);

const APPS = {
  react: [bin('tsc'), '--noEmit', '-p', 'demo/frameworks/react/tsconfig.json'],
  vue: [bin('vue-tsc'), '--noEmit', '-p', 'demo/frameworks/vue/tsconfig.json'],
  svelte: [bin('svelte-check'), '--workspace', 'demo/frameworks/svelte', '--fail-on-warnings', '--output', 'machine'],
};

/** What the shared invoice (fixtures/, BTC) makes each app log, in order. */
const EXPECTED_EVENTS = [
  'checkout-status: loading → pending',
  'checkout-status: pending → complete',
  'checkout-redirect: complete, https://shop.example/checkout/success?order=1001 (prevented)',
];

describe('framework apps', { timeout: 300_000 }, () => {
  let browser: Browser;
  before(async () => {
    browser = await launchTestChromium();
  });
  after(() => browser?.close());

  for (const [name, [checker, ...args]] of Object.entries(APPS)) {
    test(`${name}: type-checks, element and events included`, async () => {
      try {
        await promisify(execFile)(checker!, args, { cwd: repo });
      } catch (error) {
        const { stdout, stderr } = error as { stdout: string; stderr: string };
        assert.fail(`${name} does not type-check:\n${stdout}${stderr}`);
      }
    });

    test(`${name}: builds, renders the checkout, hears its events and routes itself`, async () => {
      await build({ configFile: join(repo, `demo/frameworks/${name}/vite.config.ts`), logLevel: 'warn' });
      const server = await serveStatic(join(repo, 'dist-frameworks', name), { fallback: 'index.html' });
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      try {
        await page.goto(`${server.url}/`);
        await page.waitForFunction(
          () =>
            document
              .querySelector('crypto-checkout')
              ?.shadowRoot?.querySelector('svg[part~="qr-code"] path')
              ?.getAttribute('d'),
          { timeout: 10_000 },
        );
        const address = await page.evaluate(
          () => document.querySelector('crypto-checkout')!.shadowRoot!.querySelector('[part~="address"]')?.textContent,
        );
        assert.equal(address, ADDRESSES.btc);

        // A mark on the window: still there after routing means the app never left the document.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        await page.click('main button');
        await page.waitForFunction(() => location.pathname === '/paid', { timeout: 10_000 });
        const after = await page.evaluate(() => ({
          sameDocument: (window as { sameDocument?: boolean }).sameDocument,
          heading: document.querySelector('h1')?.textContent,
          events: [...document.querySelectorAll('#events li')].map((li) => li.textContent),
        }));
        assert.deepEqual(after, { sameDocument: true, heading: 'Thank you for your order', events: EXPECTED_EVENTS });
        assert.deepEqual(errors, []);
      } finally {
        await page.close();
        await server.close();
      }
    });
  }
});
