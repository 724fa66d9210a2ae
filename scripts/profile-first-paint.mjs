// `npm run profile:first-paint`: where the first paint's time goes. The same measure as `npm run bench`
// (createElement with the invoice set, element appended, to updateComplete and a layout read of the QR
// code), on fresh pages, traced by Chromium with its sampling JS profiler inside; the trace of each run
// is cut to the measured window and added up over the runs:
// - by the renderer's own work (the trace's events: style recalculation, layout, script compilation,
//   garbage collection, font lookups, ...), each by its self time and how many of it each run has;
// - by JS function (the profiler's samples), each by its self time, and grouped by where the function
//   comes from (Lit, the element's own modules).
// The script-tag file is built again without minifying, so functions keep their names (its plugins
// otherwise as in vite.config.ts). Each figure is printed as the median and the mean over the runs; no build
// is needed first.
//
// `--css '<rules>'` appends a style sheet to the element's own before the first one is created, to see what
// a style costs (`--css '* { font-weight: 400 !important }'`: the first layout with one weight).
// `--element floor` profiles the bench's floor instead (scripts/bench-floor/floor-element.ts, bundled as the
// bench does, without minifying), to compare where each spends its time.
//
//   node --import tsx scripts/profile-first-paint.mjs [--runs 9] [--rate 4] [--page new-context|same-tab]
//     [--element checkout|floor] [--css '<rules>']
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { invoiceDocument } from '../fixtures/invoices.ts';
import { whenDefinedWithStyles } from './element-styles.mjs';
import { launchChromium } from './launch-chromium.mjs';
import { serveStatic } from './serve-static.mjs';
import { median } from './statistics.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    rate: { type: 'string', default: '4' },
    page: { type: 'string', default: 'new-context' },
    top: { type: 'string', default: '25' },
    element: { type: 'string', default: 'checkout' },
    css: { type: 'string', default: '' },
  },
});
const RUNS = Number(values.runs);
const RATE = Number(values.rate);
const TOP = Number(values.top);
if (!['new-context', 'same-tab'].includes(values.page)) throw new Error('--page is new-context or same-tab');
if (!['checkout', 'floor'].includes(values.element)) throw new Error('--element is checkout or floor');
const FLOOR = values.element === 'floor';
const TAG = FLOOR ? 'bench-floor' : 'crypto-checkout';
const QR = FLOOR ? 'svg' : 'svg[part~="qr-code"]';

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  // Font lookups (FontCache::GetFontPlatformData, and on Linux the sandboxed renderer's render-style request
  // for each size: WebSandboxSupportLinux::GetWebFontRenderStyleForStrike).
  'fonts',
];

const FLOOR_ENTRY = 'profile-floor-entry.js';
const output = await build(
  FLOOR
    ? {
        // As scripts/bench.mjs bundles the floor: none of our plugins, the script-tag file's target.
        configFile: false,
        logLevel: 'silent',
        plugins: [
          {
            name: 'profile-floor',
            resolveId: (source) => (source.endsWith(FLOOR_ENTRY) ? `\0${FLOOR_ENTRY}` : null),
            load: (source) =>
              source === `\0${FLOOR_ENTRY}`
                ? `import { FloorElement } from ${JSON.stringify(join(root, 'scripts/bench-floor/floor-element.ts'))};\n` +
                  "customElements.define('bench-floor', FloorElement);"
                : null,
          },
        ],
        build: {
          write: false,
          target: 'es2022',
          minify: false,
          lib: { entry: FLOOR_ENTRY, formats: ['es'], fileName: () => 'floor.js' },
        },
      }
    : {
        configFile: 'vite.config.ts',
        logLevel: 'silent',
        build: { write: false, minify: false, rolldownOptions: { output: { minify: false } } },
      },
);
const code = [output]
  .flat()
  .flatMap((result) => result.output)
  .find((file) => file.type === 'chunk' && file.isEntry).code;

const dir = await mkdtemp(join(tmpdir(), 'crypto-checkout-profile-'));
const FILE = FLOOR ? 'floor.js' : 'crypto-checkout.js';
await writeFile(join(dir, FILE), code);
await writeFile(
  join(dir, 'index.html'),
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>profile</title>' +
    `<script type="module" src="/${FILE}"></script><body></body></html>`,
);
const server = await serveStatic(dir, {
  headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
});
const browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']);
const invoice = invoiceDocument('btc');

const totals = [];
/** name → self ms per run */
const byEvent = new Map();
/** name → how many of it per run (outermost ones only, as a nested call of the same name is not another) */
const eventCounts = new Map();
const byFunction = new Map();
const byOrigin = new Map();
const add = (map, key, run, ms) => {
  const list = map.get(key) ?? map.set(key, Array(RUNS).fill(0)).get(key);
  list[run] += ms;
};

try {
  const sameTab = values.page === 'same-tab' ? await browser.newPage() : undefined;
  if (sameTab) {
    // The tab's first page warms its renderer process (ICU data, compiled code): not counted.
    await sameTab.goto(server.url, { waitUntil: 'load' });
    await sameTab.evaluate(
      async (invoice, tag) => {
        const el = Object.assign(document.createElement(tag), { invoice });
        document.body.append(el);
        await el.updateComplete;
      },
      invoice,
      TAG,
    );
  }
  for (let run = 0; run < RUNS; run++) {
    const context = sameTab ? undefined : await browser.createBrowserContext();
    const tab = sameTab ?? (await context.newPage());
    // Slowed from before the page loads, as in the bench.
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await tab.goto(server.url, { waitUntil: 'load' });
    await tab.evaluate(whenDefinedWithStyles, TAG, values.css);
    await tab.tracing.start({ categories: CATEGORIES });
    const ms = await tab.evaluate(
      async (invoice, tag, qr) => {
        performance.mark('first-paint-start');
        const start = performance.now();
        const el = document.createElement(tag);
        el.invoice = invoice;
        document.body.append(el);
        await el.updateComplete;
        el.shadowRoot.querySelector(qr).getBoundingClientRect();
        const ms = performance.now() - start;
        performance.mark('first-paint-end');
        el.remove();
        return ms;
      },
      invoice,
      TAG,
      QR,
    );
    const trace = JSON.parse(Buffer.from(await tab.tracing.stop()).toString());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    await context?.close();
    totals.push(ms);
    analyse(trace.traceEvents ?? trace, run);
  }
} finally {
  await browser.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
}

console.log(
  `${TAG}: first paint at CPU ${RATE}×, ${values.page === 'same-tab' ? 'same tab navigated afresh' : 'a new browser context'} ` +
    `per run: median ${median(totals).toFixed(1)} ms over ${RUNS} runs (${totals.map((t) => t.toFixed(0)).join(', ')}).`,
);
print('Renderer work, by trace event (self time)', byEvent, eventCounts);
print('JS by where the function comes from (self time of sampled functions)', byOrigin);
print('JS functions (self time)', byFunction);

function print(title, map, counts) {
  const rows = [...map]
    .map(([key, perRun]) => [key, median(perRun), perRun.reduce((a, b) => a + b, 0) / RUNS])
    .sort((a, b) => b[2] - a[2])
    .slice(0, TOP);
  console.log(`\n${title}: median and mean ms per run${counts ? ', and the median count per run' : ''}\n`);
  for (const [key, med, mean] of rows) {
    const count = counts ? String(median(counts.get(key) ?? [0])).padStart(6) : '';
    console.log(`${med.toFixed(2).padStart(8)} ${mean.toFixed(2).padStart(8)}${count}  ${key}`);
  }
}

/** Cuts one run's trace to the measured window on the page's main thread and adds it to the tables. */
function analyse(events, run) {
  const mark = (name) => events.find((event) => event.name === name && event.cat?.includes('blink.user_timing'));
  const start = mark('first-paint-start');
  const end = mark('first-paint-end');
  if (!start || !end) throw new Error('The marks are not in the trace.');
  const { pid, tid } = start;
  const from = start.ts;
  const to = end.ts;

  // Trace events on the main thread: self time of each complete event, clipped to the window.
  const slices = [];
  const open = [];
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) continue;
    if (event.ph === 'X' && event.dur !== undefined)
      slices.push({ name: event.name, ts: event.ts, end: event.ts + event.dur });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) slices.push({ name: begin.name, ts: begin.ts, end: event.ts });
    }
  }
  slices.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const stack = [];
  const selfOf = new Map();
  for (const slice of slices) {
    while (stack.length && stack.at(-1).end <= slice.ts) stack.pop();
    const parent = stack.at(-1);
    const clipped = Math.max(0, Math.min(slice.end, to) - Math.max(slice.ts, from));
    selfOf.set(slice, (selfOf.get(slice) ?? 0) + clipped);
    if (parent) {
      const overlap = Math.max(0, Math.min(slice.end, parent.end, to) - Math.max(slice.ts, from));
      selfOf.set(parent, (selfOf.get(parent) ?? 0) - overlap);
    }
    if (slice.ts >= from && slice.ts < to && !stack.some((outer) => outer.name === slice.name))
      add(eventCounts, slice.name, run, 1);
    stack.push(slice);
  }
  for (const [slice, self] of selfOf) if (self > 0) add(byEvent, slice.name, run, self / 1000);

  // The sampling profiler's chunks: nodes (call frames) and samples with time deltas.
  const nodes = new Map();
  const samples = [];
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') samples.time = event.args?.data?.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) samples.push([ids[i], deltas[i]]);
  }
  let time = samples.time ?? 0;
  for (let i = 0; i < samples.length; i++) {
    const [id, delta] = samples[i];
    time += delta;
    const next = samples[i + 1] ? time + samples[i + 1][1] : time;
    if (time < from || time > to) continue;
    const frame = nodes.get(id)?.callFrame ?? {};
    const name = frame.functionName || '(anonymous)';
    const ms = (next - time) / 1000;
    const key = `${name} ${frame.url ? `${frame.url.split('/').pop()}:${frame.lineNumber + 1}` : ''}`.trim();
    add(byFunction, key, run, ms);
    add(byOrigin, originOf(frame), run, ms);
  }
}

/** Which part of the bundle a sampled function is in, by the nearest module banner above its line. */
function originOf(frame) {
  if (!frame.url) return frame.functionName?.startsWith('(') ? frame.functionName : '(native or builtin)';
  return moduleAt(frame.lineNumber + 1);
}

/** Rolldown's unminified output starts each module with a `// path` line. */
function moduleAt(line) {
  moduleAt.regions ??= code
    .split('\n')
    .map((text, index) => [index + 1, /^\/\/ ((?:node_modules|src|scripts)\/\S+)$/.exec(text)?.[1]])
    .filter(([, path]) => path);
  let found = '(bundle glue)';
  for (const [at, path] of moduleAt.regions) {
    if (at > line) break;
    found = path.replace(/^.*node_modules\//, '');
  }
  if (found.startsWith('lit') || found.startsWith('@lit')) return `lit: ${found.split('/').slice(0, 2).join('/')}`;
  return found;
}
