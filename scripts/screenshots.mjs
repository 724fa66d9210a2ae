// Screenshots of the demo page for visual QA: `npm run screenshots`.
// Starts Vite's dev server (the demo), opens Chromium through puppeteer-core and writes
// full-page PNGs to .screenshots/<scenario>-<width>-<light|dark>.png. Dark shots emulate
// `prefers-color-scheme: dark`, so what shows is the element's own dark styles.
// Options (comma-separated): SCENARIOS=btc,xrp (any demo scenario)  WIDTHS=320,768  SCHEMES=dark;
// QUERY='lang=de&dark=1' adds demo options to every URL and to the file names.
import { mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { createServer } from 'vite';
import { findChromium } from './find-browser.mjs';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectRoot, '.screenshots');

const list = (name, fallback) =>
  process.env[name]
    ?.split(',')
    .map((value) => value.trim())
    .filter(Boolean) ?? fallback;
const SCENARIOS = list('SCENARIOS', [
  'btc',
  'eth',
  'usdt-tron',
  'xrp',
  'exchange-pay',
  'complete',
  'expired',
  'malformed',
]);
const WIDTHS = list('WIDTHS', ['320', '1280'])
  .map(Number)
  .filter((width) => width >= 200 && width <= 4000);
const SCHEMES = list('SCHEMES', ['light', 'dark']).filter((scheme) => scheme === 'light' || scheme === 'dark');
const EXTRA = new URLSearchParams(process.env.QUERY ?? '');
const SUFFIX = [...EXTRA]
  .map(([key, value]) => `-${key}${value === '1' ? '' : `-${value}`}`)
  .join('')
  .replace(/[^A-Za-z0-9-]/g, '');

const executablePath = findChromium();
if (!executablePath) {
  console.error('No Chromium found: install one (Debian: `sudo apt-get install chromium`) or set CHROME_PATH.');
  process.exit(1);
}

// vite.config.ts resolves `root: 'demo'` against the working directory.
process.chdir(projectRoot);

let server;
let browser;
let failures = 0;
try {
  server = await createServer({
    configFile: 'vite.config.ts',
    mode: 'development',
    logLevel: 'warn',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  await server.listen();
  const { port } = server.httpServer.address();
  const origin = `http://127.0.0.1:${port}`;
  console.log(`Vite dev server on ${origin}`);

  browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });

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
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );

  for (const scheme of SCHEMES) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
    for (const width of WIDTHS) {
      // A phone-sized viewport gets a phone's pixel density, so small text stays legible.
      await page.setViewport({ width, height: width < 600 ? 640 : 900, deviceScaleFactor: width < 600 ? 2 : 1 });
      for (const scenario of SCENARIOS) {
        const name = `${scenario}-${width}-${scheme}${SUFFIX}`;
        problems.length = 0;
        const query = new URLSearchParams(EXTRA);
        query.set('scenario', scenario);
        query.set('bare', '1');
        const url = `${origin}/?${query}`;
        await page.goto(url, { waitUntil: 'load' });
        // Ready: the element has read its invoice and rendered what it shows.
        await page.waitForFunction(
          () => {
            const element = document.querySelector('crypto-checkout');
            return element && element.status !== 'loading' && element.shadowRoot?.querySelector('.base');
          },
          { timeout: 10_000 },
        );
        if (new URL(page.url()).searchParams.get('scenario') !== scenario) {
          problems.push(
            `the demo has no scenario "${scenario}": it showed ${new URL(page.url()).searchParams.get('scenario')}`,
          );
        }
        await page.evaluate(async () => {
          await document.querySelector('crypto-checkout').updateComplete;
          await document.fonts.ready;
        });
        const path = join(outDir, `${name}.png`);
        await page.screenshot({ path, fullPage: true });
        const info = await page.evaluate(() => {
          const element = document.querySelector('crypto-checkout');
          const overflow = document.documentElement.scrollWidth > document.documentElement.clientWidth;
          return { status: element.status, overflow };
        });
        const notes = [`status=${info.status}`];
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
