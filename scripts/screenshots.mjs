// Screenshots of the demo pages for visual QA: `npm run screenshots`.
// Starts Vite's dev server (the demo with its payment sandbox and shop), opens Chromium through puppeteer-core
// and writes full-page PNGs to .screenshots/<shot>-<width>-<light|dark>.png. Dark shots emulate
// `prefers-color-scheme: dark`, so what shows is the element's own dark styles. The script-tag page needs
// dist/crypto-checkout.min.js: `npm run build` (or `npm start`) first.
//
// Shots: every QA demo scenario (a live invoice each, shown bare: the element and its event log), plus
//   choose-paying  the choose scenario once USDT on Tron is chosen: its invoice, "Pay with another coin"
//   unsafe-redirect-refused  the unsafe-redirect scenario after the sandbox completed it
//   demo      the QA demo page with its controls
//   success   the success page, reached by completing a BTC invoice
//   failed    the failure page, reached by cancelling an XRP invoice
//   cdn       the script-tag page (the built file only)
//   spa       the React 19 app
//   spa-done  the React 19 app once the sandbox completed its invoice: its own page
//   channel-usdt, channel-xrp, channel-disabled  the channel page's scenarios (<crypto-channel>, bare, its
//             deposits loaded; the XRP memo not confirmed)
// Options (comma-separated): SHOTS=btc,xrp,success  WIDTHS=320,768  SCHEMES=dark;
// QUERY='lang=de&dark=1' adds demo options to every QA demo and channel page URL and to the file names.
import { mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { launchChromium } from './launch-chromium.mjs';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectRoot, '.screenshots');

const list = (name, fallback) =>
  process.env[name]
    ?.split(',')
    .map((value) => value.trim())
    .filter(Boolean) ?? fallback;

const SCENARIOS = [
  'choose',
  'btc',
  'eth',
  'usdt-tron',
  'usdc',
  'ltc',
  'xrp',
  'xrp-no-confirm',
  'btc-uri',
  'eth-uri',
  'exchange-pay',
  'nft',
  'expiry-30s',
  'renew',
  'paid-10s',
  'cancelled',
  'rejected',
  'unsafe-redirect',
  'malformed',
  'payment-changed',
];
const PAGES = ['choose-paying', 'unsafe-redirect-refused', 'demo', 'success', 'failed', 'cdn', 'spa', 'spa-done'];
const CHANNELS = ['channel-usdt', 'channel-xrp', 'channel-disabled'];
const SHOTS = list('SHOTS', list('SCENARIOS', [...SCENARIOS, ...PAGES, ...CHANNELS]));
const WIDTHS = list('WIDTHS', ['320', '1280'])
  .map(Number)
  .filter((width) => width >= 200 && width <= 4000);
const SCHEMES = list('SCHEMES', ['light', 'dark']).filter((scheme) => scheme === 'light' || scheme === 'dark');
const EXTRA = new URLSearchParams(process.env.QUERY ?? '');
const SUFFIX = [...EXTRA]
  .map(([key, value]) => `-${key}${value === '1' ? '' : `-${value}`}`)
  .join('')
  .replace(/[^A-Za-z0-9-]/g, '');

const unknown = SHOTS.filter((shot) => ![...SCENARIOS, ...PAGES, ...CHANNELS].includes(shot));
if (unknown.length > 0) {
  console.error(`No such shot: ${unknown.join(', ')}. Shots: ${[...SCENARIOS, ...PAGES, ...CHANNELS].join(', ')}.`);
  process.exit(1);
}

// demo/vite.config.ts, below, is named relative to the project.
process.chdir(projectRoot);

/** The QA demo's URL for a scenario, with the QUERY options. */
function demoUrl(origin, scenario, options = {}) {
  const query = new URLSearchParams(EXTRA);
  query.set('scenario', scenario);
  for (const [key, value] of Object.entries(options)) query.set(key, value);
  return `${origin}/?${query}`;
}

/** The channel page's URL for a scenario, bare, with the QUERY options. */
function channelUrl(origin, scenario) {
  const query = new URLSearchParams(EXTRA);
  query.set('scenario', scenario);
  query.set('bare', '1');
  return `${origin}/channel.html?${query}`;
}

/** Waits until the channel page's element shows its channel and the first answer about its deposits. */
function untilDeposits(page) {
  return page.waitForFunction(
    () => document.querySelector('crypto-channel')?.shadowRoot?.querySelector('[part~="deposits"] :is(ul, p)'),
    { timeout: 15_000 },
  );
}

/** Waits until the demo's element shows `status` (any status but loading when not given). */
function untilStatus(page, status) {
  return page.waitForFunction(
    (wanted) => {
      const element = document.querySelector('crypto-checkout');
      const shown = element?.shadowRoot?.querySelector('.base');
      return shown && (wanted ? element.status === wanted : element.status !== 'loading');
    },
    { timeout: 15_000 },
    status,
  );
}

/** Waits until the demo's element lists the payment methods. */
function untilPicker(page) {
  return page.waitForFunction(
    () => document.querySelector('crypto-checkout')?.shadowRoot?.querySelector('input[type="radio"]'),
    { timeout: 15_000 },
  );
}

/** Tells the sandbox the outcome of the demo's invoice, as its buttons do. */
function outcome(page, value) {
  return page.evaluate(async (wanted) => {
    const id = document.getElementById('invoice-id').textContent;
    const response = await fetch(`/shop/invoices/${encodeURIComponent(id)}/outcome`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: wanted }),
    });
    if (!response.ok) throw new Error(`outcome ${wanted}: HTTP ${response.status}`);
  }, value);
}

/** Drives a live invoice to its end and waits for the landing page. */
async function land(page, origin, scenario, value, path) {
  await page.goto(demoUrl(origin, scenario, { bare: '1', delay: '0', poll: '1' }), { waitUntil: 'load' });
  await untilStatus(page, 'pending');
  await outcome(page, value);
  await page.waitForFunction((wanted) => location.pathname === wanted, { timeout: 15_000 }, path);
  await page.waitForSelector('#landing-id', { timeout: 15_000 });
}

/** Opens a shot and waits until it shows what it is for. */
async function open(page, origin, shot) {
  switch (shot) {
    case 'demo':
      await page.goto(demoUrl(origin, 'xrp'), { waitUntil: 'load' });
      return untilStatus(page, 'pending');
    case 'unsafe-redirect-refused':
      await page.goto(demoUrl(origin, 'unsafe-redirect', { bare: '1', poll: '1' }), { waitUntil: 'load' });
      await untilStatus(page, 'pending');
      await outcome(page, 'complete');
      await untilStatus(page, 'complete');
      return page.waitForSelector('#log li.checkout-error', { timeout: 15_000 });
    case 'success':
      return land(page, origin, 'btc', 'complete', '/success.html');
    case 'failed':
      return land(page, origin, 'xrp', 'cancelled', '/failed.html');
    case 'cdn':
      await page.goto(`${origin}/cdn.html`, { waitUntil: 'load' });
      return untilStatus(page, 'pending');
    case 'spa':
      await page.goto(`${origin}/spa.html`, { waitUntil: 'load' });
      await untilStatus(page, 'pending');
      return page.waitForFunction(() => document.getElementById('spa-status')?.textContent === 'pending');
    case 'spa-done': {
      await page.goto(`${origin}/spa.html?poll=1&delay=0`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.getElementById('spa-status')?.textContent === 'pending');
      const [pay] = await page.$$('xpath/.//button[contains(., "paid (complete)")]');
      await pay.click();
      return page.waitForSelector('#spa-done-invoice', { timeout: 15_000 });
    }
    case 'choose':
      await page.goto(demoUrl(origin, shot, { bare: '1' }), { waitUntil: 'load' });
      return untilPicker(page);
    case 'choose-paying':
      await page.goto(demoUrl(origin, 'choose', { bare: '1' }), { waitUntil: 'load' });
      await untilPicker(page);
      await page.evaluate(() => {
        const root = document.querySelector('crypto-checkout').shadowRoot;
        const radios = [...root.querySelectorAll('input[type="radio"]')];
        radios.find((radio) => radio.closest('label').textContent.includes('TRC-20')).click();
      });
      await page.evaluate(() =>
        document.querySelector('crypto-checkout').shadowRoot.querySelector('[part~="picker-continue"]').click(),
      );
      return untilStatus(page, 'pending');
    case 'paid-10s':
      await page.goto(demoUrl(origin, shot, { bare: '1', poll: '1' }), { waitUntil: 'load' });
      return untilStatus(page, 'processing');
    case 'cancelled':
    case 'rejected':
      await page.goto(demoUrl(origin, shot, { bare: '1', poll: '1', navigate: '0' }), { waitUntil: 'load' });
      return untilStatus(page, shot);
    case 'channel-usdt':
    case 'channel-xrp':
    case 'channel-disabled':
      await page.goto(channelUrl(origin, shot.replace(/^channel-/, '')), { waitUntil: 'load' });
      return untilDeposits(page);
    default:
      await page.goto(demoUrl(origin, shot, { bare: '1' }), { waitUntil: 'load' });
      return untilStatus(page);
  }
}

let server;
let browser;
let failures = 0;
try {
  server = await createServer({
    configFile: 'demo/vite.config.ts',
    mode: 'development',
    logLevel: 'warn',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  await server.listen();
  const { port } = server.httpServer.address();
  const origin = `http://127.0.0.1:${port}`;
  console.log(`Vite dev server on ${origin}`);

  browser = await launchChromium();
  await mkdir(outDir, { recursive: true });

  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Lit's dev-mode notice, and the console's copy of an HTTP error (logged with its URL below).
    if (message.text().startsWith('Lit is in dev mode') || message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warn')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A page left for the next one cancels what it still had under way (the element's last poll).
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });

  for (const scheme of SCHEMES) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
    for (const width of WIDTHS) {
      // A phone-sized viewport gets a phone's pixel density, so small text stays legible.
      await page.setViewport({ width, height: width < 600 ? 640 : 900, deviceScaleFactor: width < 600 ? 2 : 1 });
      for (const shot of SHOTS) {
        const name = `${shot}-${width}-${scheme}${SUFFIX}`;
        problems.length = 0;
        try {
          await open(page, origin, shot);
          await page.evaluate(async () => {
            await document.querySelector('crypto-checkout, crypto-channel')?.updateComplete;
            await document.fonts.ready;
          });
        } catch (error) {
          problems.push(`page error: ${shot} did not get ready: ${error.message}`);
        }
        const path = join(outDir, `${name}.png`);
        await page.screenshot({ path, fullPage: true });
        const info = await page.evaluate(() => ({
          status: document.querySelector('crypto-checkout')?.status,
          overflow: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        }));
        const notes = [new URL(page.url()).pathname];
        if (info.status) notes.push(`status=${info.status}`);
        if (info.overflow) notes.push('PAGE SCROLLS SIDEWAYS');
        console.log(`${relative(projectRoot, path)}  ${notes.join('  ')}`);
        for (const problem of problems) console.log(`    ${problem}`);
        if (problems.some((problem) => problem.startsWith('page error'))) failures += 1;
      }
    }
  }
} catch (error) {
  console.error(error);
  failures += 1;
} finally {
  await browser?.close();
  await server?.close();
}
process.exitCode = failures ? 1 : 0;
