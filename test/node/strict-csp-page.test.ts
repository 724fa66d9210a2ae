// The demo's strict-CSP page, served by the dev server with its Content-Security-Policy header,
// renders the checkout in Chromium with no violation reported, and a checkout from the shop that follows its
// stream (EventSource under connect-src) to the paid screen.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'puppeteer-core';
import { createServer, type ViteDevServer } from 'vite';
import { STRICT_CSP } from '../../demo/strict-csp-policy.js';
import { launchTestChromium } from '../../scripts/launch-chromium.mjs';

let server: ViteDevServer;
let browser: Browser;
let origin: string;

before(async () => {
  server = await createServer({
    configFile: 'demo/vite.config.ts',
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  await server.listen();
  const address = server.httpServer!.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchTestChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('the strict-CSP demo page is served with the policy and renders with zero violations', async () => {
  const page = await browser.newPage();
  const response = await page.goto(`${origin}/strict-csp.html`, { waitUntil: 'networkidle0' });
  assert.equal(response!.headers()['content-security-policy'], STRICT_CSP);
  await page.waitForFunction(() => document.querySelector('crypto-checkout')?.matches(':state(pending)'));
  // Violations are reported asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(await page.$eval('#violation-count', (element) => element.textContent), '0');
  // The XRP invoice shows its address once the payer confirms the destination tag.
  await page.$eval('crypto-checkout', (element) =>
    element.shadowRoot!.querySelector<HTMLElement>('[part~="memo-confirm"]')!.click(),
  );
  await page.waitForFunction(
    () => document.querySelector('crypto-checkout')?.shadowRoot?.querySelector('[part~="address"]') !== null,
  );
  const address = await page.$eval(
    'crypto-checkout',
    (element) => element.shadowRoot!.querySelector('[part~="address"]')!.textContent,
  );
  assert.equal(address, 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY');
  assert.equal(await page.$eval('#violation-count', (element) => element.textContent), '0');
});

test('under the policy, a checkout from the shop follows its stream to the paid screen, with zero violations', async () => {
  const page = await browser.newPage();
  const streams: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['accept']?.includes('text/event-stream')) streams.push(new URL(request.url()).pathname);
  });
  await page.goto(`${origin}/strict-csp.html`);
  await page.waitForFunction(() => document.querySelector('#live')?.matches(':state(pending)'));
  const src = await page.$eval('#live', (element) => (element as HTMLElement & { src: string }).src);
  // The stream is opened a second after the answer that offered it.
  await page.waitForFunction(
    (path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)),
    {},
    src,
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.deepEqual(streams, [src]);
  // Paid in the sandbox: its signed event reaches the shop, whose update() is pushed down the stream.
  const paid = await fetch(`${origin}${src}/outcome`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ outcome: 'complete' }),
  });
  assert.equal(paid.status, 200);
  await page.waitForFunction(() => document.querySelector('#live')?.matches(':state(complete)'), {
    timeout: 3000,
  });
  assert.deepEqual(streams, [src], 'the one stream brought it');
  assert.equal(await page.$eval('#violation-count', (element) => element.textContent), '0');
});
