// `npm run bench` (after `npm run build`): sizes, first paint (1× and with the CPU throttled 4×), warm
// render, the countdown tick, memory and QR encoding, printed as one Markdown table with the budgets beside
// the figures; then the checkout against the floor (scripts/bench-floor/floor-element.ts, a bare Lit and
// qrcode element drawing the same invoice, built here from the project's own lit and qrcode), with the
// ratio; then what each feature costs in gzip bytes; then the QR encoders side by side (QR_ENCODERS: what each
// adds to the script-tag file, and its encoding time); then the peers side by side (`wui-qr-code` of
// @reown/appkit-ui and `sl-qr-code` of @shoelace-style/shoelace). Every browser figure comes from one run
// and one Chromium, the candidates taking turns, for the same address.
// Sizes are deterministic: a size over budget exits 1, and so does a countdown tick that touches more
// than the countdown, its text and bar (a fact, not a timing). Times and heap figures vary by machine: printed, never failed on.
// The size budgets of the script-tag files are package.json's `size-limit` config (`npx size-limit` checks them
// too), measured here with its own @size-limit/file: the script-tag file, with every
// feature but the coin picker and the browser wallets and English inside, within 26 KB gzip (`<crypto-channel>`'s
// own within 25 KB); the part files beside it (scripts/part-files.mjs): the coin picker's, which only pages with
// `order-src` or `methods` load, within 4 KB, and the browser wallets', which a page loads to offer them, within
// 6 KB. The wallets' plug point (src/ui/payment-addon.ts and the names only the wallets file takes from the
// script-tag file) may add at most 0.30 KB gzip to the script-tag file: measured against the file built without
// it. Each locale file in dist/i18n/locales must be within 1.75 KB gzip: budgets size-limit (one sum per check)
// does not express. A module of a part file's own inside the script-tag file fails the run. The element's own
// code and the libraries' parts are printed to show where the bytes are.
// docs/performance.md says what each figure means. Run with `node --import tsx` (package.json does): the
// invoices come from fixtures/invoices.ts.
//
//   npm run bench [-- --runs 21] [-- --no-peers]   (fewer runs or no peers: quicker, for trying a change)
//   npm run bench -- --encoders                    (each QR encoder's script-tag file in the first-paint turns too)
//   npm run bench -- --css '<rules>'               (the checkout with those rules added too: what a style costs)
//   npm run bench -- --sizes                       (the sizes, their budgets and the parts' costs only: no browser)
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sizeLimitFile from '@size-limit/file';
import { build, parseAst } from 'vite';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.ts';
import { whenDefinedWithStyles } from './element-styles.mjs';
import { launchChromium } from './launch-chromium.mjs';
import { loaderSource, partFileConfig, PARTS as PART_FILES, SHARED, sharedNamesOf } from './part-files.mjs';
import { serveStatic } from './serve-static.mjs';
import { median, medianInterval } from './statistics.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root); // vite.config.ts and its entry paths are relative to the project

const KB = 1000; // as Vite reports sizes
const BUDGET = {
  localeGzip: 1.75 * KB,
  /** What the wallets' plug point may add to the script-tag file, which every invoice page loads. */
  plugPointGzip: 0.3 * KB,
  heapGrowth: 1000 * KB,
};
// The libraries' parts are a virtual module; Vite resolves a library entry against the root, hence the suffix match.
const LIBRARIES_ID = 'bench-libraries-entry.js';
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '21' },
    'no-peers': { type: 'boolean', default: false },
    encoders: { type: 'boolean', default: false },
    css: { type: 'string' },
    sizes: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(`node --import tsx scripts/bench.mjs [options]   (npm run bench builds first)

  --runs N      fresh pages per candidate and CPU rate for first paint, odd (default 21)
  --no-peers    leave out wui-qr-code and sl-qr-code
  --encoders    each QR encoder's script-tag file in the first-paint turns too
  --css RULES   the script-tag file with RULES added to the element's styles, in the turns too (what a style costs)
  --sizes       the sizes, their budgets and the parts' costs only: no browser (exits 1 over a budget)
  --help        this

  BENCH_BASELINE=<an earlier build's crypto-checkout.min.js> measures that file too, in the same turns.`);
  process.exit(0);
}
/** Fresh pages per candidate and CPU rate for first paint; odd, so the median is a run. */
const COLD_RUNS = Number(options.runs);
if (!(COLD_RUNS % 2 === 1)) throw new Error('--runs is an odd number');
/** The key of a first visit's main-thread CPU time (unthrottled) in a candidate's results. */
const MAIN_THREAD = 'first visit main thread 1';
/**
 * A first visit's two parts, each under its key (before the CPU rate): the element's script, createElement to
 * `updateComplete`; then the layout read, `updateComplete` to the QR code's box read, in which the renderer computes
 * the styles of what the element rendered, looks up its fonts and lays it out.
 */
const FIRST_VISIT_PARTS = [
  {
    part: 'scriptMs',
    key: 'first visit script',
    label: "First paint's script",
    window: 'createElement to updateComplete',
  },
  {
    part: 'layoutMs',
    key: 'first visit layout read',
    label: "First paint's style, fonts and layout",
    window: 'updateComplete to laid out',
  },
];
const WARM_RUNS = 100;
/** CPU slowdowns first paint is measured at (CDP Emulation.setCPUThrottlingRate): none, and 4× (a phone's, roughly). */
const CPU_RATES = [1, 4];
const TICKS = 10;
const ENCODE_RUNS = 50;
/** The texts a checkout's QR code typically holds: a payment URI with the amount, or a bare address. */
const QR_TEXTS = {
  'BIP-21 URI with an amount (BTC)': `bitcoin:${ADDRESSES.btc}?amount=0.00081234`,
  'ERC-681 URI (USDT transfer on Ethereum)': `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${ADDRESSES.eth}&uint256=49990000`,
  'XRP address': ADDRESSES.xrp,
};

/**
 * The QR encoders compared (docs/performance.md, "The QR encoder"): each a module in place of src/qr/encoder.ts,
 * with its export `encodeQr(text) → { size, modules }` (modules row by row, 1 dark), byte mode and level M where
 * the library lets it be asked for. `source: null` is src/qr/encoder.ts itself; "none" draws an empty symbol, the
 * script-tag file without an encoder, which the others' bytes are counted from.
 */
const QR_ENCODERS = [
  {
    name: 'none',
    label: 'none (an empty symbol)',
    source: 'export const encodeQr = () => ({ size: 21, modules: new Uint8Array(441) });',
  },
  { name: 'own', label: "src/qr/encoder.ts (the project's own)", source: null },
  {
    name: 'qrcode',
    label: `qrcode ${await versionOf('qrcode')}, public API (QRCode.create)`,
    source: `import QRCode from 'qrcode';
      export function encodeQr(text) {
        const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], { errorCorrectionLevel: 'M' });
        return { size: modules.size, modules: modules.data };
      }`,
  },
  {
    name: 'uqr',
    label: `uqr ${await versionOf('uqr')}`,
    source: `import { encode } from 'uqr';
      export function encodeQr(text) {
        const { size, data } = encode([...new TextEncoder().encode(text)], { ecc: 'M', boostEcc: false, border: 0 });
        return { size, modules: Uint8Array.from(data.flat(), Number) };
      }`,
  },
  {
    name: 'lean-qr',
    label: `lean-qr ${await versionOf('lean-qr')}`,
    source: `import { correction, generate, mode } from 'lean-qr';
      export function encodeQr(text) {
        const code = generate(mode.bytes(new TextEncoder().encode(text)), { minCorrectionLevel: correction.M, maxCorrectionLevel: correction.M });
        const modules = new Uint8Array(code.size * code.size);
        for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) modules[y * code.size + x] = code.get(x, y) ? 1 : 0;
        return { size: code.size, modules };
      }`,
  },
  {
    name: 'lean-qr-nano',
    label: `lean-qr/nano ${await versionOf('lean-qr')} (level M or higher where it fits)`,
    source: `import { correction, generate } from 'lean-qr/nano';
      export function encodeQr(text) {
        const code = generate(text, { minCorrectionLevel: correction.M });
        const modules = new Uint8Array(code.size * code.size);
        for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) modules[y * code.size + x] = code.get(x, y) ? 1 : 0;
        return { size: code.size, modules };
      }`,
  },
  {
    name: 'paulmillr-qr',
    label: `@paulmillr/qr ${await versionOf('@paulmillr/qr')}`,
    source: `import encodeQR from '@paulmillr/qr';
      export function encodeQr(text) {
        const rows = encodeQR(text, 'raw', { ecc: 'medium', encoding: 'byte', border: 0 });
        return { size: rows.length, modules: Uint8Array.from(rows.flat(), Number) };
      }`,
  },
];

/**
 * Each part of the script-tag file, by what the payer gets from it, and the modules that make it. A module
 * the list does not name fails the run: a new module must say which part it belongs to.
 */
const PARTS = [
  ['Lit (`lit-html`, `reactive-element`, `lit-element`)', /node_modules\/(lit|lit-html|lit-element|@lit)\//],
  ['QR codes: the encoder and the SVG path (`qr/`)', /src\/qr\//],
  [
    'Reading and checking the invoice (`invoice.ts`, `json.ts`, `address.ts`, `status.ts`, `text.ts`)',
    /src\/core\/(invoice|json|address|status|text)\.ts$/,
  ],
  ["Amounts grouped in the payer's language (`decimal.ts`)", /src\/core\/decimal\.ts$/],
  ['What happens when (`checkout-state.ts`)', /src\/checkout\/checkout-state\.ts$/],
  ['English words (`messages.ts`)', /src\/i18n\/messages\.ts$/],
  [
    'Other languages: the runtime (`localize.ts`, its controller)',
    /src\/(i18n\/localize|ui\/controllers\/locale-controller)\.ts$/,
  ],
  [
    'Status from `src`: polling and the live stream (`invoice-poller.ts`, `polling.ts`, `http-date.ts`, `protocol.ts`)',
    /src\/(ui\/controllers\/invoice-poller|core\/(polling|http-date|protocol))\.ts$/,
  ],
  [
    'Payment URIs and "Open in wallet" (`payment-uri.ts`, its controller)',
    /src\/(core\/payment-uri|ui\/controllers\/wallet-link-controller)\.ts$/,
  ],
  // The picker and the wallets are files of their own (scripts/part-files.mjs): their modules here fail the run.
  [
    "The part files' loader (`picker/load.ts`: what the part files take from this one, and the wait for the picker's)",
    /src\/picker\/load\.ts$/,
  ],
  ["The browser wallets' plug point (`ui/payment-addon.ts`)", /src\/ui\/payment-addon\.ts$/],
  ['Countdown (its controller)', /src\/ui\/controllers\/countdown-controller\.ts$/],
  ['Copy buttons (`clipboard.ts`, its controller)', /src\/ui\/(clipboard|controllers\/copy-controller)\.ts$/],
  ['Redirects (`redirect.ts`, its controller)', /src\/(core\/redirect|ui\/controllers\/redirect-controller)\.ts$/],
  ['Phone layout (its controller)', /src\/ui\/controllers\/layout-controller\.ts$/],
  [
    'Screens (`checkout/*-screen.ts`, `ui/parts.ts`, `ui/message.ts`, `ui/deposit-address.ts`, `ui/context.ts`)',
    /src\/(checkout\/[a-z]+-screen|ui\/(parts|message|deposit-address|context))\.ts$/,
  ],
  ['Styles (`ui/styles.ts`)', /src\/ui\/styles\.ts$/],
  [
    'The element and its plumbing (`crypto-checkout.ts`, `define.ts`, `events.ts`, `host-attributes.ts`, focus and object-attribute controllers)',
    /src\/(checkout\/(crypto-checkout|define)|index|ui\/(events|host-attributes|controllers\/(focus|object-attribute)-controller)|core\/object-attribute)\.ts$/,
  ],
];

const rows = [];
const failures = [];
const row = (measure, figure, budget = '—', verdict = '') => rows.push([measure, figure, budget, verdict]);
const within = (ok, what) => {
  if (!ok) failures.push(what);
  return ok ? '✓' : '✗ over';
};

// ---- Sizes -----------------------------------------------------------------------------------------

const scriptTag = await readFile('dist/crypto-checkout.min.js');
const ownCode = await bundle('src/index.ts', { external: [/^lit(\/|$)/] });
const libraries = await bundle(LIBRARIES_ID, { librariesOf: ownCode });

// The script-tag files against package.json's size-limit config, each measured by @size-limit/file as
// `npx size-limit` measures it: `<crypto-channel>`'s file (a top-up page loads it instead), and the coin
// picker's, which a page with order-src or methods loads beside the checkout's (its Lit is that file's).
const SCRIPT_TAG_FILES = {
  'dist/crypto-checkout.min.js': 'Script-tag file `dist/crypto-checkout.min.js` (Lit and the QR encoder inside)',
  'dist/crypto-channel.min.js':
    'Script-tag file `dist/crypto-channel.min.js` (`<crypto-channel>`, Lit and the QR encoder inside)',
  'dist/crypto-checkout-picker.min.js':
    'Script-tag file `dist/crypto-checkout-picker.min.js` (the coin picker and its English words)',
  'dist/crypto-checkout-wallets.min.js':
    'Script-tag file `dist/crypto-checkout-wallets.min.js` (the browser wallets and their English words)',
};
for (const check of await sizeLimitChecks()) {
  row(
    SCRIPT_TAG_FILES[check.path] ?? check.path,
    formatSizes(sizes(await readFile(check.path))),
    `≤ ${kb(check.limit)} gzip`,
    within(check.size <= check.limit, check.path),
  );
  if (check.path === 'dist/crypto-checkout.min.js') {
    row("Element's own code (`lit` external)", formatSizes(sizes(ownCode)));
    const plugPoint = await plugPointCost();
    row(
      "The browser wallets' plug point in it: `ui/payment-addon.ts` and the names only the wallets file takes",
      `+${plugPoint} B gzip (over the file built without them)`,
      `≤ ${kb(BUDGET.plugPointGzip)} gzip`,
      within(plugPoint <= BUDGET.plugPointGzip, "the wallets' plug point"),
    );
  }
}
row("Libraries: just the `lit` parts the element's own code imports", formatSizes(sizes(libraries)));
// Each language beside the script-tag file, as a page loads it (scripts/build-locales.mjs).
// The channel's, the coin picker's (order-src, methods) and the browser wallets' words are files of their own per
// language, held to the same budget.
const localeFiles = (
  await Promise.all(
    ['', 'channel/', 'picker/', 'wallets/'].map(async (folder) =>
      (await readdir(`dist/i18n/locales/${folder}`))
        .filter((name) => name.endsWith('.js'))
        .sort()
        .map((name) => `${folder}${name}`),
    ),
  )
).flat();
for (const file of localeFiles) {
  const size = sizes(await readFile(`dist/i18n/locales/${file}`));
  row(
    `Locale file \`dist/i18n/locales/${file}\``,
    formatSizes(size),
    `≤ ${kb(BUDGET.localeGzip)} gzip`,
    within(size.gzip <= BUDGET.localeGzip, `locale ${file}`),
  );
}
// @shoelace-style/localize was the alternative to our own module, which had to be smaller and as capable: both built the same way (Lit and our English words external), for docs/languages.md.
row(
  'Language runtime: `src/i18n/localize.ts` and its controller',
  formatSizes(sizes(await bundle('src/ui/controllers/locale-controller.ts', { external: [/^lit/, /messages\.js$/] }))),
);
row(
  'For comparison: `@shoelace-style/localize`',
  formatSizes(sizes(await bundle('node_modules/@shoelace-style/localize/dist/index.js', { external: [/^lit/] }))),
);

const partCosts = await featureCosts();
if (options.sizes) {
  console.log(
    `${table(['Measure', 'Figure', 'Budget', ''], rows)}\n\nWhat each part of the script-tag file costs:\n\n${partCosts}`,
  );
  if (failures.length > 0) console.error(`\nOver budget or failed: ${failures.join(', ')}.`);
  process.exit(failures.length > 0 ? 1 : 0);
}
const encoderFiles = await encoderScriptTagFiles();

// ---- Browser ---------------------------------------------------------------------------------------

// The candidates: our script-tag file and each peer's element, bundled by Vite into one file (peerBundle).
// Each draws a QR code of the same Bitcoin address, 200 px a side.
// The invoice's rate stays valid for two hours: a run with --encoders can take longer than the usual 20 minutes,
// and an expired invoice draws no QR code.
const benchInvoice = invoiceDocument('btc', { minutes: 120 });
const address = ADDRESSES.btc;
const CANDIDATES = [
  {
    name: 'crypto-checkout',
    label: 'crypto-checkout: script-tag file',
    tag: 'crypto-checkout',
    files: { 'crypto-checkout.min.js': scriptTag },
    invoice: benchInvoice,
    attributes: {},
    qr: 'svg[part~="qr-code"]',
  },
  {
    name: 'floor',
    label: 'floor: bare Lit and qrcode element',
    tag: 'bench-floor',
    files: await peerBundle(
      `import { FloorElement } from ${JSON.stringify(join(root, 'scripts/bench-floor/floor-element.ts'))};\n` +
        "customElements.define('bench-floor', FloorElement);",
    ),
    invoice: benchInvoice,
    attributes: {},
    qr: 'svg',
  },
  {
    name: 'wui-qr-code',
    label: `wui-qr-code: @reown/appkit-ui ${await versionOf('@reown/appkit-ui')}`,
    tag: 'wui-qr-code',
    files: await peerBundle("import '@reown/appkit-ui/wui-qr-code';"),
    // Its error correction is Q, fixed.
    attributes: { uri: address, size: '200' },
    qr: 'svg',
  },
  {
    name: 'sl-qr-code',
    label: `sl-qr-code: @shoelace-style/shoelace ${await versionOf('@shoelace-style/shoelace')}`,
    tag: 'sl-qr-code',
    files: await peerBundle("import '@shoelace-style/shoelace/dist/components/qr-code/qr-code.js';"),
    // M, as ours (its default is H).
    attributes: { value: address, size: '200', 'error-correction': 'M' },
    qr: 'canvas',
  },
];
// BENCH_BASELINE=<an earlier build's crypto-checkout.min.js>: that file too, in the same run and the same
// Chromium, so a change is measured as a ratio rather than against a figure from another run.
if (options['no-peers']) CANDIDATES.splice(2);
// --encoders: the script-tag file built with each other QR encoder, in the same turns (QR_ENCODERS).
if (options.encoders)
  for (const encoder of QR_ENCODERS.filter(({ source }) => source !== null))
    CANDIDATES.push({
      ...CANDIDATES[0],
      name: `encoder-${encoder.name}`,
      label: `crypto-checkout with ${encoder.label}`,
      files: { 'crypto-checkout.min.js': encoderFiles.get(encoder.name).scriptTag },
    });
// --css: the checkout with more rules in its shadow root, so what a style costs is measured against the floor.
if (options.css)
  CANDIDATES.push({ ...CANDIDATES[0], name: 'styled', label: 'crypto-checkout with --css', css: options.css });
if (process.env.BENCH_BASELINE) {
  CANDIDATES.push({
    ...CANDIDATES[0],
    name: 'baseline',
    label: `baseline: ${process.env.BENCH_BASELINE}`,
    files: { 'crypto-checkout.min.js': await readFile(process.env.BENCH_BASELINE) },
  });
}

const page = await mkdtemp(join(tmpdir(), 'crypto-checkout-bench-'));
for (const candidate of CANDIDATES) {
  await mkdir(join(page, candidate.name));
  for (const [file, bytes] of Object.entries(candidate.files)) await writeFile(join(page, candidate.name, file), bytes);
  await writeFile(
    join(page, candidate.name, 'index.html'),
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>bench</title>' +
      `<script type="module" src="./${Object.keys(candidate.files)[0]}"></script><body></body></html>`,
  );
}
// The QR module (src/qr/qr-path.ts) with each encoder, for the encoding times.
for (const [name, { qrModule }] of encoderFiles) await writeFile(join(page, `qr-${name}.js`), qrModule);
// Cross-origin isolation gives performance.now() 5 µs steps instead of 100 µs.
const server = await serveStatic(page, {
  headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
});
// Loopback only: any other host name resolves to nothing.
const browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']);
const ours = CANDIDATES[0];
const floorCandidate = CANDIDATES[1];
const invoice = ours.invoice;
try {
  /** @type {Map<string, { loaded: Set<string>, cold: Record<number, number[]>, warm: number[] }>} */
  const results = new Map(CANDIDATES.map((c) => [c.name, { loaded: new Set(), cold: {}, warm: [] }]));

  // First paint: the time from createElement (invoice or attributes set, element appended) to the
  // checkout laid out (updateComplete, then a layout read of the QR code), on a fresh page whose script
  // has defined the element, with the CPU slowed from before the page loads. Two kinds of fresh page:
  // - first visit: a new browser context, so a new renderer process (nothing compiled, ICU data not loaded);
  // - warm browser: the same tab navigated afresh (a new document, in a renderer that has run the page).
  // The candidates take turns, so a slow moment of the machine falls on all of them alike, and each run
  // starts with the next one, so none always goes first (after the previous turn's renderer closed).
  const warmTabs = new Map();
  for (const candidate of CANDIDATES) {
    const tab = await browser.newPage();
    await openCandidate(tab, candidate);
    await firstPaint(tab, candidate);
    warmTabs.set(candidate.name, { tab, cdp: await tab.createCDPSession() });
  }
  for (let run = 0; run < COLD_RUNS; run++) {
    for (const rate of CPU_RATES) {
      for (const candidate of [
        ...CANDIDATES.slice(run % CANDIDATES.length),
        ...CANDIDATES.slice(0, run % CANDIDATES.length),
      ]) {
        const result = results.get(candidate.name);
        const context = await browser.createBrowserContext();
        try {
          const tab = await context.newPage();
          tab.on('request', (request) => result.loaded.add(new URL(request.url()).pathname));
          const cdp = await tab.createCDPSession();
          await cdp.send('Performance.enable');
          await cdp.send('Emulation.setCPUThrottlingRate', { rate });
          await openCandidate(tab, candidate);
          const before = await mainThreadTime(cdp);
          recordFirstPaint(result, 'first visit', rate, await firstPaint(tab, candidate));
          // The renderer's main thread's own CPU time for the same window: unthrottled only, where no pause of
          // the throttling counts in it.
          if (rate === 1) (result.cold[MAIN_THREAD] ??= []).push((await mainThreadTime(cdp)) - before);
        } finally {
          await context.close();
        }
        const { tab, cdp } = warmTabs.get(candidate.name);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await openCandidate(tab, candidate);
        recordFirstPaint(result, 'warm browser', rate, await firstPaint(tab, candidate));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
    }
  }
  for (const { tab } of warmTabs.values()) await tab.close();

  // Warm render: the same measure for later elements on one page, each removed after it is laid out.
  const tab = await browser.newPage();
  for (const candidate of CANDIDATES) {
    await openCandidate(tab, candidate);
    await firstPaint(tab, candidate);
    for (let i = 0; i < WARM_RUNS; i++) results.get(candidate.name).warm.push((await firstPaint(tab, candidate)).ms);
  }

  const FIRST_PAINTS = [
    ...['first visit', 'warm browser'].flatMap((kind) =>
      CPU_RATES.map((rate) => ({
        key: `${kind} ${rate}`,
        label: `First paint, ${kind === 'first visit' ? 'first visit (new browser context)' : 'warm browser (same tab, new page)'}, CPU ${rate}×`,
      })),
    ),
    { key: MAIN_THREAD, label: "First paint, first visit, CPU 1×: the renderer's main thread's CPU time" },
    ...FIRST_VISIT_PARTS.flatMap(({ key, label, window }) =>
      CPU_RATES.map((rate) => ({
        key: `${key} ${rate}`,
        label: `${label}, first visit (new browser context), CPU ${rate}×`,
        window,
      })),
    ),
  ];
  const coldOf = (name, key) => median(results.get(name).cold[key]);
  /**
   * A first paint against another candidate's (the floor's, unless `against` names another): each run's ratio (the
   * two took turns in it), their median and its 95 % confidence interval, so a reader sees whether a goal such as
   * 1.3× holds or the runs cannot tell.
   */
  const pairedRatio = (name, key, against = floorCandidate.name) => {
    const otherTimes = results.get(against).cold[key];
    const ratios = results
      .get(name)
      .cold[key].map((time, run) => time / otherTimes[run])
      .sort((a, b) => a - b);
    const [low, high] = medianInterval(ratios);
    return `${median(ratios).toFixed(2)}× (${low.toFixed(2)}–${high.toFixed(2)}×)`;
  };
  for (const { key, label, window = 'createElement to laid out' } of FIRST_PAINTS) {
    row(
      `${label}: ${window} (median of ${COLD_RUNS})`,
      `${ms(coldOf(ours.name, key))} (${pairedRatio(ours.name, key)} the floor)`,
    );
  }
  row(
    `Warm render: later elements, createElement to laid out (median of ${WARM_RUNS})`,
    ms(median(results.get(ours.name).warm)),
  );

  await countdownTick(tab, invoice);
  await memory(tab, invoice);
  const encodeTimes = await qrEncoding(tab);
  console.log(table(['Measure', 'Figure', 'Budget', ''], rows));

  // The checkout (and the baseline, when given) against the floor: the ratio is the figure to cite, both
  // measured in this run, taking turns; a first paint's is the median of the runs' ratios, with its 95 % confidence interval.
  const baseline = CANDIDATES.find((c) => c.name === 'baseline');
  const againstFloor = [ours, ...CANDIDATES.filter((c) => c === baseline || c.css)];
  const plainRatio = (figure) => (c) => ratio(figure(c), figure(floorCandidate));
  const floorRows = [
    ['Gzip of the script file', (c) => sizes(c.files[Object.keys(c.files)[0]]).gzip, kb],
    ...FIRST_PAINTS.map(({ key, label }) => [
      `${label} (median of ${COLD_RUNS})`,
      (c) => coldOf(c.name, key),
      ms,
      (c) => pairedRatio(c.name, key),
    ]),
    [`Warm render (median of ${WARM_RUNS})`, (c) => median(results.get(c.name).warm), ms],
  ].map(([measure, figure, format, againstTheFloor = plainRatio(figure)]) => [
    measure,
    format(figure(floorCandidate)),
    ...againstFloor.flatMap((c) => [format(figure(c)), againstTheFloor(c)]),
  ]);
  const floorHeader = [
    'Same invoice, same Chromium',
    floorCandidate.label,
    ...againstFloor.flatMap((c) => [c.label, '÷ floor']),
  ];
  console.log(
    "\nAgainst the floor (ratios: the checkout's figure ÷ the floor's; for a first paint, the median of the runs'" +
      ` ratios, and in brackets its 95 % confidence interval):\n\n${table(floorHeader, floorRows)}`,
  );

  // With BENCH_BASELINE, the change itself: the checkout against the earlier build, run by run, as against the floor.
  if (baseline) {
    const baselineRows = FIRST_PAINTS.map(({ key, label }) => [
      `${label} (median of ${COLD_RUNS})`,
      pairedRatio(ours.name, key, baseline.name),
    ]);
    console.log(
      "\nThe checkout against the baseline (the median of the runs' ratios, the checkout's time ÷ the baseline's in" +
        ` the same run, and in brackets its 95 % confidence interval):\n\n${table(['First paint', '÷ baseline'], baselineRows)}`,
    );
  }

  console.log(`\nWhat each part of the script-tag file costs:\n\n${partCosts}`);

  // The QR encoders: what each adds to the script-tag file (over the file with none), its encoding time for
  // each text, and with --encoders the first visit's first paint of the file built with it.
  const noEncoder = sizes(encoderFiles.get('none').scriptTag).gzip;
  const paintOf = (encoder, rate) => {
    const name = encoder.source === null ? ours.name : `encoder-${encoder.name}`;
    return results.has(name) ? ms(coldOf(name, `first visit ${rate}`)) : '—';
  };
  const encoderRows = QR_ENCODERS.map((encoder) => {
    const gzip = sizes(encoderFiles.get(encoder.name).scriptTag).gzip;
    return [
      encoder.label,
      encoder.name === 'none' ? '—' : `+${gzip - noEncoder}`,
      kb(gzip),
      ...Object.keys(QR_TEXTS).map((text) => encodeTimes.get(encoder.name)?.get(text) ?? '—'),
      ...CPU_RATES.map((rate) => paintOf(encoder, rate)),
    ];
  });
  const encoderHeader = [
    'QR encoder (in place of src/qr/encoder.ts)',
    'Gzip bytes it adds',
    'Script-tag file, gzip (no banner)',
    ...Object.keys(QR_TEXTS).map((text) => `Encode: ${text} (median of ${ENCODE_RUNS}, version)`),
    ...CPU_RATES.map((rate) => `First paint, first visit, CPU ${rate}× (median of ${COLD_RUNS})`),
  ];
  console.log(`\nThe QR encoders side by side:\n\n${table(encoderHeader, encoderRows)}`);

  // Peers: what a page loads is every file it requested, each gzipped (level 9) and summed.
  const loadedGzip = (candidate) =>
    [...results.get(candidate.name).loaded]
      .map((path) => path.split('/').pop())
      .filter((file) => file in candidate.files)
      .reduce((sum, file) => sum + sizes(candidate.files[file]).gzip, 0);
  const peerRows = [
    ['Gzip of what the page loads', (c) => loadedGzip(c), kb],
    ...FIRST_PAINTS.map(({ key, label }) => [`${label} (median of ${COLD_RUNS})`, (c) => coldOf(c.name, key), ms]),
    [`Warm render (median of ${WARM_RUNS})`, (c) => median(results.get(c.name).warm), ms],
  ].map(([measure, figure, format]) => [
    measure,
    ...CANDIDATES.flatMap((candidate, index) => {
      const value = figure(candidate);
      return index === 0 ? [format(value)] : [format(value), `${(value / figure(ours)).toFixed(2)}×`];
    }),
  ]);
  const peerHeader = [
    'Same address, same Chromium',
    ...CANDIDATES.flatMap((c, index) => (index === 0 ? [c.label] : [c.label, '÷ ours'])),
  ];
  console.log(`\nEvery candidate side by side (ratios: its figure ÷ ours):\n\n${table(peerHeader, peerRows)}`);
  for (const candidate of CANDIDATES) {
    const files = [...results.get(candidate.name).loaded].filter((path) => path.endsWith('.js'));
    console.log(`- ${candidate.tag} loaded ${files.join(', ')}`);
  }
  console.log(
    `\nMachine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'} × ${cpus().length}, ${await browser.version()}, Node ${process.version}.` +
      ' Sizes: Vite builds with the settings of vite.config.ts (the peers: the same target and minifier, none of our' +
      ' plugins); gzip level 9 and brotli quality 11 (node:zlib); 1 KB = 1,000 bytes.',
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

/** Loads the candidate's page and waits for its element to be defined (its `--css` rules added, if it has any). */
async function openCandidate(tab, candidate) {
  await tab.goto(`${server.url}/${candidate.name}/`, { waitUntil: 'load' });
  await tab.evaluate(whenDefinedWithStyles, candidate.tag, candidate.css ?? '');
}

/**
 * The CPU time the page's renderer main thread has used, in ms (the DevTools protocol's `ThreadTime`; the session
 * has sent `Performance.enable`): unlike the wall clock, it leaves out the time the thread waits while other
 * processes run on the machine's cores.
 */
async function mainThreadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find(({ name }) => name === 'ThreadTime').value * 1000;
}

/** Files a first paint under its kind and rate, and a first visit's parts under theirs (FIRST_VISIT_PARTS). */
function recordFirstPaint(result, kind, rate, paint) {
  (result.cold[`${kind} ${rate}`] ??= []).push(paint.ms);
  if (kind !== 'first visit') return;
  for (const { part, key } of FIRST_VISIT_PARTS) (result.cold[`${key} ${rate}`] ??= []).push(paint[part]);
}

/**
 * createElement to laid out, in ms (`ms`), and its two parts (FIRST_VISIT_PARTS): to `updateComplete` (`scriptMs`),
 * then the layout read (`layoutMs`). Throws when no QR code was laid out. The element is removed after.
 */
function firstPaint(tab, { tag, invoice, attributes, qr }) {
  return tab.evaluate(
    async (tag, invoice, attributes, qr) => {
      const start = performance.now();
      const el = document.createElement(tag);
      if (invoice) el.invoice = invoice;
      for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
      document.body.append(el);
      await el.updateComplete;
      const rendered = performance.now();
      const box = el.shadowRoot.querySelector(qr)?.getBoundingClientRect();
      const end = performance.now();
      if (!(box?.width > 0)) throw new Error(`${tag}: no QR code laid out`);
      el.remove();
      return { ms: end - start, scriptMs: rendered - start, layoutMs: end - rendered };
    },
    tag,
    invoice ?? null,
    attributes,
    qr,
  );
}

// ---- The countdown tick ----------------------------------------------------------------------------

/**
 * Times every setTimeout callback on a page holding one pending checkout (the countdown's tick is the
 * only timer there) and records, per tick, which nodes a MutationObserver on the shadow root saw change.
 */
async function countdownTick(tab, doc) {
  await openCandidate(tab, ours);
  const result = await tab.evaluate(
    async (doc, ticks) => {
      const el = document.createElement('crypto-checkout');
      el.invoice = doc;
      document.body.append(el);
      await el.updateComplete;
      const root = el.shadowRoot;
      // The countdown's box: the timer's text, and the share of time left its bar is drawn from.
      const countdown = root.querySelector('[part~="countdown"]');
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
              inCountdown: [...touched].every((node) => countdown.contains(node)),
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
  const inCountdown =
    result.perTick.length === TICKS &&
    result.perTick.every((tick) => tick.inCountdown && tick.touched > 0) &&
    result.qrUnchanged;
  if (!inCountdown) failures.push('countdown tick');
  row(`Countdown tick: time (median of ${TICKS})`, ms(median(result.perTick.map((tick) => tick.ms))));
  row(
    'Countdown tick: nodes it mutates',
    `${result.perTick.length} ticks, ${touched || 'no'} node(s) each, ` +
      `${result.perTick.every((tick) => tick.inCountdown) ? 'all inside the countdown' : 'NOT ALL inside the countdown'}; ` +
      `QR path ${result.qrUnchanged ? 'unchanged' : 'CHANGED'}`,
    'only the countdown',
    inCountdown ? '✓' : '✗',
  );
}

// ---- Memory ----------------------------------------------------------------------------------------

/** JS heap after 1,000 mount/render/unmount cycles against after 10, garbage collected before each read. */
async function memory(tab, doc) {
  await openCandidate(tab, ours);
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

/**
 * qrPath (the encoder, then the SVG path) on the page, as the element calls it, with each QR encoder but
 * "none": the medians by encoder and text, with the version drawn. Ours go in the main table too.
 */
async function qrEncoding(tab) {
  await openCandidate(tab, ours);
  const byEncoder = new Map();
  for (const encoder of QR_ENCODERS.filter(({ name }) => name !== 'none')) {
    const byText = new Map();
    byEncoder.set(encoder.name, byText);
    for (const [name, text] of Object.entries(QR_TEXTS)) {
      const { times, version } = await tab.evaluate(
        async (text, runs, module) => {
          const { qrPath, QUIET_ZONE } = await import(module);
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
        `/qr-${encoder.name}.js`,
      );
      byText.set(name, `${ms(median(times))} (${version})`);
      if (encoder.source === null)
        row(
          `QR encode: ${name}, ${text.length} chars, version ${version} (median of ${ENCODE_RUNS})`,
          ms(median(times)),
        );
    }
  }
  return byEncoder;
}

// ---- Helpers ---------------------------------------------------------------------------------------

/**
 * One minified ES module built by Vite with vite.config.ts's build settings (the template minifier
 * included), so each size is measured the way the script-tag file is made.
 */
async function bundle(entry, { external = [], librariesOf, encoder = null, plugins = [] } = {}) {
  const output = await build({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    plugins: [
      ...(librariesOf ? [librariesEntry(librariesOf)] : []),
      ...(encoder === null ? [] : [encoderIn(encoder)]),
      ...plugins,
    ],
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

/**
 * A peer's element as a page would load it: Vite bundles `entry` (an import of the element's module) with
 * the script-tag file's target and minifier, without our plugins (they rewrite qrcode, which a peer may
 * use). Returns every file it wrote, the entry first: code behind a dynamic import stays in chunks of its
 * own, loaded only when asked for, and the bench counts only the files the page did request.
 */
async function peerBundle(entry) {
  const id = 'bench-peer-entry.js';
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'bench-peer',
        resolveId: (source) => (source.endsWith(id) ? `\0${id}` : null),
        load: (source) => (source === `\0${id}` ? entry : null),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: id, formats: ['es'], fileName: () => 'peer.js' },
      rolldownOptions: { output: { minify: true, comments: { annotation: false, legal: false } } },
    },
  });
  const files = [output]
    .flat()
    .flatMap((result) => result.output)
    .sort((a, b) => Number(b.type === 'chunk' && b.isEntry) - Number(a.type === 'chunk' && a.isEntry));
  return Object.fromEntries(
    files.map((file) => [file.fileName, Buffer.from(file.type === 'chunk' ? file.code : file.source)]),
  );
}

/**
 * Each QR encoder's script-tag file (src/index.ts built as vite.config.ts builds it, not written) and its QR
 * module (src/qr/qr-path.ts, for the encoding times), by encoder name.
 */
async function encoderScriptTagFiles() {
  const files = new Map();
  for (const { name, source } of QR_ENCODERS)
    files.set(name, {
      scriptTag: await bundle('src/index.ts', { encoder: source }),
      qrModule: await bundle('src/qr/qr-path.ts', { encoder: source }),
    });
  return files;
}

/**
 * What the browser wallets' plug point adds to the script-tag file, in gzip bytes: the file (src/index.ts built as
 * vite.config.ts builds it, not written) less the same file with src/ui/payment-addon.ts's element side left
 * empty and without the names of SHARED only the wallets file takes (the names each part file takes are read from
 * its build). The element's two calls of the plug point stay in both: a few bytes the figure leaves out.
 */
async function plugPointCost() {
  const takes = async (part) => {
    const config = partFileConfig(part, []);
    return sharedNamesOf(await build({ ...config, logLevel: 'silent', build: { ...config.build, write: false } }));
  };
  const picker = await takes(PART_FILES.picker);
  const walletsOnly = (await takes(PART_FILES.wallets)).filter((name) => !picker.includes(name));
  const published = Object.values(SHARED)
    .flat()
    .filter((name) => !walletsOnly.includes(name));
  const without = {
    name: 'bench-without-plug-point',
    enforce: 'pre',
    load(id) {
      const path = id.replaceAll('\\', '/');
      if (path.endsWith('/src/picker/load.ts')) return loaderSource(published);
      if (path.endsWith('/src/ui/payment-addon.ts')) return 'export class PaymentAddonController { render() {} }';
      return null;
    },
  };
  const gzip = async (plugins) => sizes(await bundle('src/index.ts', { plugins })).gzip;
  return (await gzip([])) - (await gzip([without]));
}

/** A plugin that puts the module `source` where the code imports src/qr/encoder.ts. */
function encoderIn(source) {
  const id = '\0bench-qr-encoder';
  return {
    name: 'bench-qr-encoder',
    enforce: 'pre',
    async resolveId(specifier, importer, resolveOptions) {
      if (!importer || importer === id) return null;
      const resolved = await this.resolve(specifier, importer, { ...resolveOptions, skipSelf: true });
      return resolved?.id.replaceAll('\\', '/').endsWith('/src/qr/encoder.ts') ? id : resolved;
    },
    load: (module) => (module === id ? source : null),
  };
}

/**
 * The checks of package.json's `size-limit` config, each measured by @size-limit/file (gzip level 9) as
 * `npx size-limit` measures it: `{ path, limit, size }` in bytes. Each check names one file, with gzip and a
 * limit in kB (1,000 bytes, as size-limit reads them).
 */
async function sizeLimitChecks() {
  const { 'size-limit': config } = JSON.parse(await readFile('package.json', 'utf8'));
  return Promise.all(
    config.map(async ({ path, limit, gzip }) => {
      const kilobytes = /^(\d+(?:\.\d+)?) kB$/.exec(limit)?.[1];
      if (typeof path !== 'string' || gzip !== true || !kilobytes)
        throw new Error(`size-limit config: ${JSON.stringify({ path, limit, gzip })} is not one file, gzip, in kB`);
      const check = { files: [join(root, path)], gzip: true };
      await sizeLimitFile[0].step60({}, check);
      return { path, limit: Number(kilobytes) * KB, size: check.size };
    }),
  );
}

async function versionOf(name) {
  return JSON.parse(await readFile(join('node_modules', name, 'package.json'), 'utf8')).version;
}

// ---- What each part costs ---------------------------------------------------------------------------

/**
 * What each part adds to the script-tag file, in gzip bytes: the file is built again (vite.config.ts, not
 * written), and each part's cost is the gzip of every module's minified code joined, less the same without
 * that part's modules. Leaving a part out of the build would not compile (the element calls it), so this
 * is the modules' own size, counted where they sit among the rest; the costs add up to about the whole.
 */
async function featureCosts() {
  const output = await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { write: false } });
  const chunk = [output]
    .flat()
    .flatMap((result) => result.output)
    .find((file) => file.type === 'chunk' && file.isEntry);
  const modules = Object.entries(chunk.modules).map(([id, module]) => ({
    id: id.replaceAll('\\', '/'),
    code: module.code ?? '',
  }));
  const partOf = (id) => PARTS.findIndex(([, pattern]) => pattern.test(id));
  const unnamed = modules.filter(({ id, code }) => code && partOf(id) < 0).map(({ id }) => id);
  if (unnamed.length) failures.push(`feature costs: no part named for ${unnamed.join(', ')}`);
  // What a part file carries stays out of the script-tag file.
  for (const part of Object.values(PART_FILES)) {
    const carried = modules.filter(({ id, code }) => code && part.own.test(id)).map(({ id }) => id);
    if (carried.length) failures.push(`the script-tag file carries ${part.file}'s ${carried.join(', ')}`);
  }
  const gzipOf = (kept) => gzipSync(kept.map(({ code }) => code).join('\n'), { level: 9 }).length;
  const whole = gzipOf(modules);
  const costs = PARTS.map(([name], index) => [name, whole - gzipOf(modules.filter(({ id }) => partOf(id) !== index))]);
  return table(
    ['Part', 'Gzip bytes', 'Share'],
    [
      ...costs.map(([name, bytes]) => [name, String(bytes), `${((100 * bytes) / whole).toFixed(1)} %`]),
      ['Sum of the parts', String(costs.reduce((sum, [, bytes]) => sum + bytes, 0)), '—'],
      ['All modules joined, gzip (the script-tag file adds its banner)', String(whole), '100 %'],
    ],
  );
}

/** The libraries' entry re-exports exactly what the element's own code imports from lit. */
function librariesEntry(ownCode) {
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
    name: 'bench-libraries',
    resolveId: (id) => (id.endsWith(LIBRARIES_ID) ? `\0${LIBRARIES_ID}` : null),
    load: (id) => (id === `\0${LIBRARIES_ID}` ? lines.join('\n') : null),
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

/** `a ÷ b` as `1.23×`. */
function ratio(a, b) {
  return `${(a / b).toFixed(2)}×`;
}

function ms(value) {
  return `${value.toFixed(value < 1 ? 3 : 2)} ms`;
}

function formatSizes({ min, gzip, brotli }) {
  return `${kb(min)} min · **${kb(gzip)} gzip** · ${kb(brotli)} brotli`;
}

function table(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
