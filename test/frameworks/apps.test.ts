// `npm run test:frameworks`: the apps of examples/frameworks/, each installed as a new user would (its own
// locked dependencies from the npm registry, then crypto-checkout from the tarball `npm pack` makes of this
// checkout), built for production, served by its framework's own server and opened in Chromium.
//
// Each app gets a fresh pending invoice from fixtures/ (written to its invoice.json before the build) and
// lists in `#events` every `checkout-status` its own handler heard. For each page: the server's HTML has the
// element where the app renders it on the server, the amount shows, the handler heard exactly one status,
// `loading → pending`, and the page logged no error, no hydration warning and no `checkout-error`. The Next.js app's top-up page does the same for `<crypto-channel>` through
// `crypto-checkout/react-channel`: the address shows and its `onCheckoutCopy` callback hears a copy. Its
// /jsx-hydrated page keeps the JSX way that React 19 cannot hydrate, and checks it still fails silently.
//
// The installs live outside the repository (FRAMEWORKS_DIR, else <tmp>/crypto-checkout-frameworks), so no
// app can resolve a package from the repository's own node_modules. An app whose package-lock.json has not
// changed since its last `npm ci` there keeps its node_modules; crypto-checkout is installed again every run.
// FRAMEWORKS=next,astro runs only those apps.
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'puppeteer-core';
import { launchTestChromium } from '../../scripts/launch-chromium.mjs';
import { channelDocument } from '../../fixtures/channels.js';
import { ADDRESSES, invoiceDocument } from '../../fixtures/invoices.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const examples = join(repo, 'examples/frameworks');
const root = process.env.FRAMEWORKS_DIR ?? join(tmpdir(), 'crypto-checkout-frameworks');

/**
 * Each app, where it reads the invoice document (a file its server imports, or one it serves for `src`), and
 * the pages of it to open: one per way of using the element. `serverRendered`: its server's HTML has the
 * element. Next.js also has a top-up page, with `crypto-checkout/react-channel`, and reads the channel
 * document from channel.json.
 */
const APPS: Record<
  string,
  { invoice: string; paths: string[]; serverRendered?: boolean; channelPath?: string; hydratedJsxPath?: string }
> = {
  next: {
    invoice: 'invoice.json',
    paths: ['/wrapper', '/jsx'],
    channelPath: '/channel',
    hydratedJsxPath: '/jsx-hydrated',
  },
  nuxt: { invoice: 'invoice.json', paths: ['/'], serverRendered: true },
  sveltekit: { invoice: 'invoice.json', paths: ['/'], serverRendered: true },
  astro: { invoice: 'invoice.json', paths: ['/'], serverRendered: true },
  angular: { invoice: 'invoice.json', paths: ['/'], serverRendered: true },
  react18: { invoice: 'public/invoice.json', paths: ['/'] },
};

/** The amount of the fixture invoice (BTC), as the checkout shows it. */
const AMOUNT = '0.00081234';

/** What a page of an app logged and fired that no page should: errors, hydration warnings, `checkout-error`. */
async function openPage(browser: Browser, url: string) {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()} (${message.location().url ?? 'no url'})`);
    }
  });
  // Every checkout-error, whoever listens: the events are composed and bubble to the document.
  await page.evaluateOnNewDocument(() => {
    const errors: string[] = [];
    Object.assign(window, { checkoutErrors: errors });
    document.addEventListener('checkout-error', (event) => errors.push(JSON.stringify((event as CustomEvent).detail)));
  });
  await page.goto(url, { waitUntil: 'load' });
  /** The entries of the app's own `#events` list, the checkout-errors, and the problems logged. */
  const seen = async () => ({
    ...(await page.evaluate(() => ({
      events: [...document.querySelectorAll('#events li')].map((li) => li.textContent),
      checkoutErrors: (window as unknown as { checkoutErrors: string[] }).checkoutErrors,
    }))),
    problems,
  });
  return { page, seen };
}

/** No tool downloads a browser or reports telemetry; nothing asks a question. */
const ENV = {
  ...process.env,
  CI: '1',
  PUPPETEER_SKIP_DOWNLOAD: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  NUXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  NG_CLI_ANALYTICS: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

/** Runs `command` in `cwd`; on failure, the error carries its output. */
async function run(cwd: string, command: string, args: string[]): Promise<void> {
  try {
    await promisify(execFile)(command, args, { cwd, env: ENV, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

/** Copies the app's source to `root`, keeping the node_modules of a previous run there. */
function copyApp(name: string): string {
  const target = join(root, name);
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(target)) {
    if (entry !== 'node_modules') rmSync(join(target, entry), { recursive: true, force: true });
  }
  cpSync(join(examples, name), target, {
    recursive: true,
    filter: (source) => !/[\\/]node_modules$/.test(source),
  });
  return target;
}

/** `npm ci`, unless node_modules came from this very lock file. */
async function installLocked(app: string): Promise<void> {
  const lock = createHash('sha256')
    .update(readFileSync(join(app, 'package-lock.json')))
    .digest('hex');
  const stamp = join(app, 'node_modules/.crypto-checkout-lock');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lock) {
    await run(app, 'npm', ['ci', '--prefer-offline']);
    writeFileSync(stamp, lock);
  }
}

/** crypto-checkout from the tarball, over what a previous run installed of the same version number. */
async function installTarball(app: string, tarball: string): Promise<void> {
  rmSync(join(app, 'node_modules/crypto-checkout'), { recursive: true, force: true });
  await run(app, 'npm', ['install', '--no-save', '--prefer-offline', tarball]);
}

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm start` with PORT and HOST set; resolves once it answers HTTP. */
async function start(app: string): Promise<{ url: string; server: ChildProcess; output: () => string }> {
  const port = await freePort();
  const server = spawn('npm', ['start', '--silent'], {
    cwd: app,
    env: { ...ENV, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${output}`);
    try {
      await fetch(url);
      return { url, server, output: () => output };
    } catch {
      if (Date.now() > deadline) throw new Error(`npm start did not answer on ${url} within 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Stops the server and anything it started (npm runs the framework's server as a child). */
function stop(server: ChildProcess): void {
  if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
}

const only = process.env.FRAMEWORKS?.split(',');
const selected = Object.entries(APPS).filter(([name]) => !only || only.includes(name));

describe('framework apps, from the packed tarball', { timeout: 900_000 }, () => {
  let browser: Browser;
  let tarball: string;
  /** Each app's copy, once its locked dependencies are in: the installs run side by side, and beside the pack. */
  const locked = new Map<string, Promise<string>>();
  before(async () => {
    mkdirSync(root, { recursive: true });
    for (const [name] of selected) {
      const app = copyApp(name);
      const done = installLocked(app).then(() => app);
      done.catch(() => {}); // reported by the app's own test
      locked.set(name, done);
    }
    for (const entry of readdirSync(root)) if (entry.endsWith('.tgz')) rmSync(join(root, entry));
    // The tarball is this checkout as npm would publish it: built first unless dist/ is already its build (as
    // after CI's `npm test`), then packed without prepack's second build.
    await run(repo, 'node', ['scripts/build-if-stale.mjs']);
    await run(repo, 'npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', root]);
    const [packed] = readdirSync(root).filter((entry) => entry.endsWith('.tgz'));
    tarball = join(root, packed!);
    browser = await launchTestChromium();
  });
  after(() => browser?.close());

  for (const [name, { invoice, paths, serverRendered, channelPath, hydratedJsxPath }] of selected) {
    describe(name, () => {
      let served: Awaited<ReturnType<typeof start>> | undefined;
      after(() => served && stop(served.server));

      test(`${name}: installs from its lock file and the tarball, builds for production`, async () => {
        const app = await locked.get(name)!;
        writeFileSync(join(app, invoice), JSON.stringify(invoiceDocument('btc'), null, 2));
        if (channelPath)
          writeFileSync(join(app, 'channel.json'), JSON.stringify(channelDocument('usdt-tron'), null, 2));
        await installTarball(app, tarball);
        await run(app, 'npm', ['run', 'build']);
        served = await start(app);
      });

      for (const path of paths) {
        test(`${name} ${path}: amount shown, one pending heard, no error or hydration warning`, async () => {
          assert.ok(served, 'the app did not start');
          if (serverRendered) {
            // A server that cannot render may answer the client's empty page instead (Angular does, for a host
            // not in its allowedHosts), and the browser would render it all: the element must be in the HTML.
            const html = await (await fetch(`${served.url}${path}`)).text();
            assert.match(html, /<crypto-checkout[\s>]/, `the server's HTML has no <crypto-checkout>:\n${html}`);
          }
          const { page, seen } = await openPage(browser, `${served.url}${path}`);
          try {
            await page.waitForFunction(
              (amount) =>
                document
                  .querySelector('crypto-checkout')
                  ?.shadowRoot?.querySelector('[part~="amount"]')
                  ?.textContent?.includes(amount),
              { timeout: 10_000 },
              AMOUNT,
            );
            await page.waitForFunction(() => document.querySelectorAll('#events li').length > 0, {
              timeout: 10_000,
            });
            // Long enough for a second status, were one to come.
            await new Promise((resolve) => setTimeout(resolve, 1_000));
            assert.deepEqual(await seen(), { events: ['loading → pending'], checkoutErrors: [], problems: [] });
          } finally {
            await page.close();
          }
        });
      }

      if (hydratedJsxPath) {
        // What docs/frameworks.md says of JSX that React hydrates: no invoice, no status, and nothing logged.
        // Once React sets the properties while it hydrates, this fails, and the docs can drop the client-only render.
        test(`${name} ${hydratedJsxPath}: JSX that React 19 hydrates gets no invoice and hears nothing, silently`, async () => {
          assert.ok(served, 'the app did not start');
          const { page, seen } = await openPage(browser, `${served.url}${hydratedJsxPath}`);
          try {
            await page.waitForFunction(() => document.querySelector('crypto-checkout')?.shadowRoot?.textContent, {
              timeout: 10_000,
            });
            // The server wrote a bare <crypto-checkout>; long enough for a property set late to have shown.
            await new Promise((resolve) => setTimeout(resolve, 3_000));
            const element = await page.evaluate(() => {
              const checkout = document.querySelector('crypto-checkout')!;
              return { invoice: checkout.invoice ?? null, status: checkout.status };
            });
            assert.deepEqual(
              { ...element, ...(await seen()) },
              { invoice: null, status: 'loading', events: [], checkoutErrors: [], problems: [] },
            );
          } finally {
            await page.close();
          }
        });
      }

      if (channelPath) {
        test(`${name} ${channelPath}: <CryptoChannel> shows the address, its copy callback fires, no error`, async () => {
          assert.ok(served, 'the app did not start');
          const { page, seen } = await openPage(browser, `${served.url}${channelPath}`);
          try {
            await page.waitForFunction(
              (address) =>
                document
                  .querySelector('crypto-channel')
                  ?.shadowRoot?.querySelector('[part~="address"]')
                  ?.textContent?.replace(/\s/g, '') === address,
              { timeout: 10_000 },
              ADDRESSES.tron,
            );
            await page.click('crypto-channel >>> [part~="copy-button"]');
            await page.waitForFunction(() => document.querySelectorAll('#events li').length > 0, {
              timeout: 10_000,
            });
            assert.deepEqual(await seen(), { events: ['copied address'], checkoutErrors: [], problems: [] });
          } finally {
            await page.close();
          }
        });
      }
    });
  }
});
