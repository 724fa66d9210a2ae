// `npm run bench` (after `npm run build`): sizes, render times, the countdown tick, memory and QR
// encoding, printed as one Markdown table with the budgets beside the figures.
// Sizes are deterministic: a size over budget exits 1, and so does a countdown tick that touches more
// than the timer (a fact, not a timing). Times and heap figures vary by machine: printed, never failed on.
// The size budget is the developers' guide's: the script-tag file, with every feature and English inside,
// within 25 KB gzip. The element's own code and the floor are printed to show where the bytes are.
// Run with `node --import tsx` (package.json does): the invoices come from fixtures/invoices.ts.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, parseAst } from 'vite';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.ts';
import { launchChromium } from './launch-chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root); // vite.config.ts and its entry paths are relative to the project

const KB = 1000; // as Vite reports sizes
const BUDGET = {
  scriptTagGzip: 25 * KB,
  coldMs: 15,
  warmMs: 2,
  heapGrowth: 1000 * KB,
};
// The floor is a virtual module; Vite resolves a library entry against the root, hence the suffix match.
const FLOOR_ID = 'bench-floor-entry.js';
const COLD_RUNS = 30;
const WARM_RUNS = 100;
const TICKS = 10;
const ENCODE_RUNS = 50;
const QR_TEXTS = {
  'BTC address': ADDRESSES.btc,
  'XRP address': ADDRESSES.xrp,
  'EIP-681 URI (USDC transfer)': `ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=${ADDRESSES.eth}&uint256=4.999e7`,
};

const rows = [];
const failures = [];
const row = (measure, figure, budget = '—', verdict = '') => rows.push([measure, figure, budget, verdict]);
const within = (ok, what) => {
  if (!ok) failures.push(what);
  return ok ? '✓' : '✗ over';
};

// ---- Sizes -----------------------------------------------------------------------------------------

const scriptTag = await readFile('dist/crypto-checkout.min.js');
const ownCode = await bundle('src/index.ts', { external: [/^lit(\/|$)/, /^qrcode(\/|$)/] });
const floor = await bundle(FLOOR_ID, { floorOf: ownCode });

const scriptTagSize = sizes(scriptTag);
const ownSize = sizes(ownCode);
row(
  'Script-tag file `dist/crypto-checkout.min.js` (Lit, qrcode inside)',
  formatSizes(scriptTagSize),
  `≤ ${kb(BUDGET.scriptTagGzip)} gzip`,
  within(scriptTagSize.gzip <= BUDGET.scriptTagGzip, 'script-tag file'),
);
row("Element's own code (`lit`, `qrcode` external)", formatSizes(ownSize));
row('Floor: just the `lit` and `qrcode` parts it imports', formatSizes(sizes(floor)));

// ---- Browser ---------------------------------------------------------------------------------------

const page = await mkdtemp(join(tmpdir(), 'crypto-checkout-bench-'));
await writeFile(join(page, 'crypto-checkout.min.js'), scriptTag);
await writeFile(join(page, 'qr.js'), await bundle('src/qr.ts'));
await writeFile(
  join(page, 'index.html'),
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>bench</title>' +
    '<script type="module" src="/crypto-checkout.min.js"></script><body></body></html>',
);
// Cross-origin isolation gives performance.now() 5 µs steps instead of 100 µs.
const server = await serveStatic(page, {
  headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
});
const browser = await launchChromium();
const invoice = invoiceDocument('btc');
try {
  const tab = await browser.newPage();
  const open = async () => {
    await tab.goto(server.url, { waitUntil: 'load' });
    await tab.evaluate(() => customElements.whenDefined('crypto-checkout'));
  };

  // Render: a connected element (its waiting state already drawn) is given the invoice; the time runs
  // until updateComplete, and the QR path must be in the shadow root by then.
  const renderOnce = (doc) =>
    tab.evaluate(async (doc) => {
      const el = document.createElement('crypto-checkout');
      document.body.append(el);
      await el.updateComplete;
      const start = performance.now();
      el.invoice = doc;
      await el.updateComplete;
      const ms = performance.now() - start;
      if (!el.shadowRoot.querySelector('svg[part~="qr-code"] path')?.getAttribute('d')) throw new Error('no QR code');
      el.remove();
      return ms;
    }, doc);

  const cold = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    await open();
    cold.push(await renderOnce(invoice));
  }
  const warm = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push(await renderOnce(invoice));
  const coldMs = median(cold);
  const warmMs = median(warm);
  row(
    `Render, cold: first element of a fresh page (median of ${COLD_RUNS})`,
    ms(coldMs),
    `≤ ${BUDGET.coldMs} ms`,
    coldMs <= BUDGET.coldMs ? '✓' : '✗ over (not failed: times vary)',
  );
  row(
    `Render, warm: later elements (median of ${WARM_RUNS})`,
    ms(warmMs),
    `≤ ${BUDGET.warmMs} ms`,
    warmMs <= BUDGET.warmMs ? '✓' : '✗ over (not failed: times vary)',
  );

  await countdownTick(tab, open, invoice);
  await memory(tab, open, invoice);
  await qrEncoding(tab, open);
  console.log(table());
  console.log(
    `\nMachine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'} × ${cpus().length}, ${await browser.version()}, Node ${process.version}.` +
      ' Sizes: Vite builds with the settings of vite.config.ts; gzip level 9 and brotli quality 11 (node:zlib); 1 KB = 1,000 bytes.',
  );
} finally {
  await browser.close();
  await server.close();
  await rm(page, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nOver budget or failed: ${failures.join(', ')}.`);
  process.exit(1);
}

// ---- The countdown tick ----------------------------------------------------------------------------

/**
 * Times every setTimeout callback on a page holding one pending checkout (the countdown's tick is the
 * only timer there) and records, per tick, which nodes a MutationObserver on the shadow root saw change.
 */
async function countdownTick(tab, open, doc) {
  await open();
  const result = await tab.evaluate(
    async (doc, ticks) => {
      const el = document.createElement('crypto-checkout');
      el.invoice = doc;
      document.body.append(el);
      await el.updateComplete;
      const root = el.shadowRoot;
      const timer = root.querySelector('[role="timer"]');
      const qrPath = root.querySelector('svg[part~="qr-code"] path');
      const qrBefore = qrPath.getAttribute('d');

      const perTick = [];
      const observer = new MutationObserver(() => {});
      observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
      const nativeSetTimeout = window.setTimeout;
      await new Promise((done) => {
        // A countdown that stops ticking must fail the proof, not hang the bench.
        nativeSetTimeout(done, (ticks + 5) * 1000);
        window.setTimeout = (callback, delay, ...args) =>
          nativeSetTimeout(() => {
            const start = performance.now();
            callback(...args);
            const ms = performance.now() - start;
            const touched = new Set(observer.takeRecords().map((record) => record.target));
            perTick.push({
              ms,
              touched: touched.size,
              onlyTimer: [...touched].every((node) => timer.contains(node)),
            });
            if (perTick.length === ticks) done();
          }, delay);
      });
      window.setTimeout = nativeSetTimeout;
      observer.disconnect();
      const qrAfter = root.querySelector('svg[part~="qr-code"] path');
      return { perTick, qrUnchanged: qrAfter === qrPath && qrAfter.getAttribute('d') === qrBefore };
    },
    doc,
    TICKS,
  );
  const touched = [...new Set(result.perTick.map((tick) => tick.touched))].join(' or ');
  const onlyTimer =
    result.perTick.length === TICKS &&
    result.perTick.every((tick) => tick.onlyTimer && tick.touched > 0) &&
    result.qrUnchanged;
  if (!onlyTimer) failures.push('countdown tick');
  row(`Countdown tick: time (median of ${TICKS})`, ms(median(result.perTick.map((tick) => tick.ms))));
  row(
    'Countdown tick: nodes it mutates',
    `${result.perTick.length} ticks, ${touched || 'no'} node(s) each, ` +
      `${result.perTick.every((tick) => tick.onlyTimer) ? 'all inside the timer' : 'NOT ALL inside the timer'}; ` +
      `QR path ${result.qrUnchanged ? 'unchanged' : 'CHANGED'}`,
    'only the timer',
    onlyTimer ? '✓' : '✗',
  );
}

// ---- Memory ----------------------------------------------------------------------------------------

/** JS heap after 1,000 mount/render/unmount cycles against after 10, garbage collected before each read. */
async function memory(tab, open, doc) {
  await open();
  const cdp = await tab.createCDPSession();
  const cycles = (count) =>
    tab.evaluate(
      async (doc, count) => {
        for (let i = 0; i < count; i++) {
          const el = document.createElement('crypto-checkout');
          el.invoice = doc;
          document.body.append(el);
          await el.updateComplete;
          el.remove();
        }
      },
      doc,
      count,
    );
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await cycles(10);
  const after10 = await heap();
  await cycles(990);
  const after1000 = await heap();
  await cdp.detach();
  const growth = after1000 - after10;
  row(
    'JS heap: after 1,000 mount/render/unmount cycles vs 10',
    `${growth >= 0 ? '+' : '−'}${kb(Math.abs(growth))} (${kb(after10)} → ${kb(after1000)})`,
    '< 1 MB growth',
    growth < BUDGET.heapGrowth ? '✓' : '✗ over (not failed: heap figures vary)',
  );
}

// ---- QR encoding -----------------------------------------------------------------------------------

/** qrPath (qrcode's encoder, then the SVG path) on the page, as the element calls it. */
async function qrEncoding(tab, open) {
  await open();
  for (const [name, text] of Object.entries(QR_TEXTS)) {
    const { times, version } = await tab.evaluate(
      async (text, runs) => {
        const { qrPath, QUIET_ZONE } = await import('/qr.js');
        for (let i = 0; i < 5; i++) qrPath(text);
        const times = [];
        let size = 0;
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          size = qrPath(text).size;
          times.push(performance.now() - start);
        }
        // A version-N symbol is 17 + 4N modules a side, quiet zone aside.
        return { times, version: (size - 2 * QUIET_ZONE - 17) / 4 };
      },
      text,
      ENCODE_RUNS,
    );
    row(`QR encode: ${name}, ${text.length} chars, version ${version} (median of ${ENCODE_RUNS})`, ms(median(times)));
  }
}

// ---- Helpers ---------------------------------------------------------------------------------------

/**
 * One minified ES module built by Vite with vite.config.ts's build settings (the template minifier
 * included), so each size is measured the way the script-tag file is made.
 */
async function bundle(entry, { external = [], floorOf } = {}) {
  const output = await build({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    plugins: floorOf ? [floorEntry(floorOf)] : [],
    build: {
      write: false,
      lib: { entry, formats: ['es'], fileName: () => 'bench.js' },
      // The licence banner names what the script-tag file includes: not part of the element's own code.
      rolldownOptions: { external, output: { postBanner: '' } },
    },
  });
  const chunk = [output]
    .flat()
    .flatMap((result) => result.output)
    .find((file) => file.type === 'chunk' && file.isEntry);
  return Buffer.from(chunk.code);
}

/** The floor's entry re-exports exactly what the element's own code imports from lit and qrcode. */
function floorEntry(ownCode) {
  const program = parseAst(ownCode.toString());
  const lines = program.body
    .filter((node) => node.type === 'ImportDeclaration')
    .map((node, index) => {
      const names = node.specifiers.map((spec) =>
        spec.type === 'ImportDefaultSpecifier' ? `default as default${index}` : spec.imported.name,
      );
      return `export { ${names.join(', ')} } from ${JSON.stringify(node.source.value)};`;
    });
  return {
    name: 'bench-floor',
    resolveId: (id) => (id.endsWith(FLOOR_ID) ? `\0${FLOOR_ID}` : null),
    load: (id) => (id === `\0${FLOOR_ID}` ? lines.join('\n') : null),
  };
}

function sizes(bytes) {
  return {
    min: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(2)} KB`;
}

function ms(value) {
  return `${value.toFixed(value < 1 ? 3 : 2)} ms`;
}

function formatSizes({ min, gzip, brotli }) {
  return `${kb(min)} min · **${kb(gzip)} gzip** · ${kb(brotli)} brotli`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function table() {
  const header = ['Measure', 'Figure', 'Budget', ''];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
