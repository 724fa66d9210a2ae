// `npm run bench:ssr`: what a payer sees while the element's script is slow to arrive, with and without
// crypto-checkout/server's renderCheckoutHTML. Two pages of the same invoice (loaded from `src`, then polled),
// served by a local server that holds the script-tag file back for --delay ms (default 3000): one with the
// server's HTML (the element in a declarative shadow root), one with `<crypto-checkout src>` alone. Chromium
// records, before each frame it paints, what the checkout shows (the amount and the address, "Loading", the
// number of QR codes) and when the element was defined. Each figure is the median over --runs fresh pages.
// Measures what ships: run it after `npm run build` (the npm script does).
//
//   node --import tsx scripts/ssr-first-paint.mjs [--runs 5] [--delay 3000]
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.ts';
import { launchChromium } from './launch-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, delay: { type: 'string', default: '3000' } },
});
const RUNS = Number(values.runs);
const DELAY = Number(values.delay);

const { renderCheckoutHTML } = await import(join(root, 'dist/server/index.js'));
const script = await readFile(join(root, 'dist/crypto-checkout.min.js'));
const invoice = invoiceDocument('btc');
const AMOUNT = invoice.data.attributes.amountCharged;
const ADDRESS = ADDRESSES.btc;

const page = (checkout) =>
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Pay order 1001</title>' +
  '<script type="module" src="/crypto-checkout.min.js"></script>' +
  `<body><h1>Order 1001</h1><div style="width: 600px">${checkout}</div></body></html>`;
// The server's side: the first render in a process loads Lit, @lit-labs/ssr and the element; then each page's.
let started = performance.now();
const checkout = await renderCheckoutHTML(invoice, { src: '/invoice' });
const firstRender = performance.now() - started;
const renders = [];
for (let i = 0; i < 50; i++) {
  started = performance.now();
  await renderCheckoutHTML(invoice, { src: '/invoice' });
  renders.push(performance.now() - started);
}
const pages = {
  'server-rendered': page(checkout),
  'client only': page('<crypto-checkout src="/invoice"></crypto-checkout>'),
};

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path === '/crypto-checkout.min.js') {
    setTimeout(() => response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script), DELAY);
  } else if (path === '/invoice') {
    response.writeHead(200, { 'Content-Type': 'application/vnd.api+json' }).end(JSON.stringify(invoice));
  } else if (path.startsWith('/page/')) {
    const html = pages[decodeURIComponent(path.slice('/page/'.length))];
    response.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  } else response.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

// Before each frame: what the checkout shows (text inside its shadow root, laid out), and whether its script ran.
const WATCH = `(${(amount, address) => {
  const frames = (window.__frames = []);
  const shown = (node) => !!node && node.getBoundingClientRect().height > 0;
  const frame = () => {
    const root = document.querySelector('crypto-checkout')?.shadowRoot;
    const amountNode = root?.querySelector('[part~="amount"]');
    const addressNode = root?.querySelector('[part~="address"]');
    frames.push({
      t: performance.now(),
      defined: !!customElements.get('crypto-checkout'),
      amount: shown(amountNode) && amountNode.textContent.includes(amount),
      address: shown(addressNode) && addressNode.textContent === address,
      loading: !!root && /Loading/.test(root.textContent),
      qrCodes: root?.querySelectorAll('svg[part~="qr-code"]').length ?? 0,
    });
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}})(${JSON.stringify(AMOUNT)}, ${JSON.stringify(ADDRESS)})`;

const browser = await launchChromium();
const results = {};
for (const name of Object.keys(pages)) {
  results[name] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.createBrowserContext();
    const tab = await context.newPage();
    await tab.evaluateOnNewDocument(WATCH);
    await tab.goto(`${base}/page/${encodeURIComponent(name)}`, { waitUntil: 'domcontentloaded' });
    await tab.waitForFunction(() => window.__frames.some((frame) => frame.defined && frame.amount), {
      timeout: DELAY + 10_000,
    });
    // A second more after the amount shows with the script: a flash or a second QR code would be in there.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { frames, firstPaint } = await tab.evaluate(() => ({
      frames: window.__frames,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    results[name].push(summarize(frames, firstPaint));
    await context.close();
  }
}
await browser.close();
server.close();

/** One page load's figures (ms from navigation start). */
function summarize(frames, firstPaint) {
  const readable = (frame) => frame.amount && frame.address;
  const firstReadable = frames.findIndex(readable);
  const defined = frames.find((frame) => frame.defined)?.t;
  return {
    firstPaint,
    // The first frame painted at or after the first contentful paint: what the payer saw first.
    readableAtFirstPaint: readable(frames.find((frame) => frame.t >= firstPaint - 20) ?? {}),
    readableFrom: frames[firstReadable]?.t,
    defined,
    loadingFrames: frames.filter((frame) => frame.loading).length,
    // Once readable, frames where the amount or address was missing (a flash), and the most QR codes at once.
    framesLostAfterReadable: frames.slice(firstReadable).filter((frame) => !readable(frame)).length,
    mostQrCodes: Math.max(...frames.map((frame) => frame.qrCodes)),
    nothingShownUntil: frames.find((frame) => frame.loading || frame.amount)?.t,
  };
}

const median = (list) => {
  const sorted = list.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};
const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
const dirty = execFileSync('git', ['status', '--porcelain', 'src'], { cwd: root }).toString().trim() !== '';

console.log(
  `Script-tag file held back ${DELAY} ms; median of ${RUNS} fresh pages in headless Chromium; commit ${commit}` +
    `${dirty ? ' (src/ modified)' : ''}\n`,
);
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} KB`;
console.log(
  `Server: the first render in a process ${ms(firstRender)} (loading Lit, @lit-labs/ssr and the element), then ` +
    `${median(renders).toFixed(2)} ms (median of ${renders.length}); the element's HTML ${kb(Buffer.byteLength(checkout))}, ` +
    `${kb(gzipSync(checkout, { level: 9 }).length)} gzip -9.\n`,
);
console.log(
  '| Page | First contentful paint | Amount and address readable at first paint | Checkout empty until | Readable from | Script ran | "Loading" shown | Frames without them once readable | Most QR codes at once |',
);
console.log('| --- | --: | --- | --: | --: | --: | --: | --: | --: |');
for (const [name, runs] of Object.entries(results)) {
  const all = (key) => runs.map((run) => run[key]);
  const yes = all('readableAtFirstPaint').filter(Boolean).length;
  console.log(
    `| ${name} | ${ms(median(all('firstPaint')))} | ${yes === RUNS ? 'yes' : yes ? `${yes} of ${RUNS}` : 'no'} | ` +
      `${ms(median(all('nothingShownUntil')))} | ${ms(median(all('readableFrom')))} | ${ms(median(all('defined')))} | ` +
      `${median(all('loadingFrames')) ? `${median(all('loadingFrames'))} frame(s)` : 'never'} | ` +
      `${Math.max(...all('framesLostAfterReadable'))} | ${Math.max(...all('mostQrCodes'))} |`,
  );
}
