// The package as npm would publish it: `npm pack` of the built dist/ (run `npm run build` first), checked
// by publint and @arethetypeswrong/cli, then installed into a throwaway project that type-checks a
// merchant's usage (DOM, React JSX, the @lit/react components, Vue and Svelte element types, the sandbox module),
// renders the element in Chromium and runs `npx crypto-checkout-sandbox`; and installed in a fresh folder by the
// commands docs/versions.md gives for installing before the first release.
// The install fetches `lit` from npm's cache, or the registry when the cache lacks them.
import assert from 'node:assert/strict';
import { exec, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import { launchTestChromium } from '../../scripts/launch-chromium.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { ADDRESSES, invoiceDocument } from '../../fixtures/invoices.js';
import { linksOf, problemOf } from '../helpers/markdown-links.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string) => join(repo, 'node_modules/.bin', name);

async function run(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(command, args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    assert.fail(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? String(error)}`);
  }
}

/** What a merchant's TypeScript sees after `npm install crypto-checkout`. */
const USAGE = {
  'usage.ts': `
import 'crypto-checkout';
import { TAG_NAME, type CheckoutStatus, type CryptoCheckout } from 'crypto-checkout';
import { CryptoCheckout as Unregistered } from 'crypto-checkout/element';

const checkout = document.querySelector('crypto-checkout');
if (checkout) {
  const typed: CryptoCheckout = checkout;
  typed.invoice = { data: {} };
  typed.noRedirect = true;
  typed.addEventListener('checkout-status', (event) => {
    const status: CheckoutStatus = event.detail.status;
    console.log(status, event.detail.previous);
  });
  typed.addEventListener('checkout-redirect', (event) => {
    if (!event.detail.url.startsWith('https://shop.example/')) event.preventDefault();
  });
  // @ts-expect-error: pollInterval is a number of seconds
  typed.pollInterval = '5';
  // @ts-expect-error: a copy event's detail has field, value and ok, no url
  typed.addEventListener('checkout-copy', (event) => event.detail.url);
}
export const made: CryptoCheckout = document.createElement('crypto-checkout');
export const tag: string = TAG_NAME;
export const sameClass: typeof Unregistered = made.constructor as typeof Unregistered;
`,
  'usage-react.tsx': `
import type {} from 'crypto-checkout/react';

export const view = (
  <crypto-checkout invoice={{}} redirectDelay={0} oncheckout-status={(event) => event.detail.status} />
);
// @ts-expect-error: pollInterval is a number of seconds
export const wrong = <crypto-checkout pollInterval="5" />;
`,
  'usage-react-component.tsx': `
import { useRef } from 'react';
import { CryptoCheckout, type CryptoCheckoutElement } from 'crypto-checkout/react-component';

export function Checkout({ invoice }: { invoice: unknown }) {
  const ref = useRef<CryptoCheckoutElement>(null);
  return (
    <CryptoCheckout
      ref={ref}
      invoice={invoice}
      redirectDelay={0}
      onCheckoutStatus={(event) => event.detail.status}
      onCheckoutRedirect={(event) => event.preventDefault()}
    />
  );
}
// @ts-expect-error: pollInterval is a number of seconds
export const wrong = <CryptoCheckout pollInterval="5" />;
// @ts-expect-error: a copy event's detail has field, value and ok, no url
export const wrongEvent = <CryptoCheckout onCheckoutCopy={(event) => event.detail.url} />;
`,
  'usage-react-channel.tsx': `
import { useRef } from 'react';
import { CryptoChannel, type CryptoChannelElement } from 'crypto-checkout/react-channel';

export function TopUp({ channel }: { channel: unknown }) {
  const ref = useRef<CryptoChannelElement>(null);
  return (
    <CryptoChannel
      ref={ref}
      channel={channel}
      depositsSrc="/shop/channels/chn_1/transactions"
      onCheckoutDeposit={(event) => event.detail.id}
    />
  );
}
// @ts-expect-error: pollInterval is a number of seconds
export const wrong = <CryptoChannel pollInterval="5" />;
// @ts-expect-error: a copy event's detail has field, value and ok, no url
export const wrongEvent = <CryptoChannel onCheckoutCopy={(event) => event.detail.url} />;
`,
  'usage-vue.ts': `
import type {} from 'crypto-checkout/vue';
import type { GlobalComponents } from 'vue';

type Props = InstanceType<GlobalComponents['crypto-checkout']>['$props'];
export const props: Props = { invoice: {}, pollInterval: 5, noRedirect: true };
// @ts-expect-error: pollInterval is a number of seconds
export const wrong: Props = { pollInterval: '5' };
`,
  'usage-server.ts': `
import { createInvoiceHandler, INVOICE_ID_PATTERN, type InvoiceHandler } from 'crypto-checkout/server';

const invoices: InvoiceHandler = createInvoiceHandler({
  api: { baseUrl: 'https://api.sandbox.example', apiKey: 'sk_test' },
  pollInterval: 5,
  shared: { staleWhileRevalidate: 30 },
});
export const GET = (request: Request, id: string): Promise<Response> => invoices.handle(request, id);
export const valid: boolean = INVOICE_ID_PATTERN.test('inv_1');
// @ts-expect-error: pollInterval is a number of seconds
createInvoiceHandler({ api: { baseUrl: 'https://api.sandbox.example', apiKey: 'k' }, pollInterval: '5' });
`,
  'usage-sandbox.ts': `
import { OUTCOMES, SEED_ACCOUNTS, startSandbox, type Outcome, type RunningSandbox } from 'crypto-checkout/sandbox';

const sandbox: RunningSandbox = await startSandbox({ port: 0, host: '127.0.0.1', key: 'k', now: Date.now });
export const base: string = sandbox.url;
export const account: string = SEED_ACCOUNTS.eurMaster;
export const outcome: Outcome = OUTCOMES[0];
await sandbox.close();
// @ts-expect-error: the port is a number
await startSandbox({ port: '0' });
`,
  'usage-svelte.ts': `
import type {} from 'crypto-checkout/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';

type Attributes = SvelteHTMLElements['crypto-checkout'];
export const attributes: Attributes = { invoice: {}, 'oncheckout-status': (event) => event.detail.status };
// @ts-expect-error: a status event's detail has status and previous, no url
export const wrong: Attributes = { 'oncheckout-status': (event) => event.detail.url };
`,
};

describe('the packed npm package', { timeout: 600_000 }, () => {
  let work: string;
  let tarball: string;
  let files: string[];
  const app = () => join(work, 'app');
  let installing: Promise<void> | undefined;
  /** The tarball installed into the throwaway project, once, for the tests that use it. */
  const install = () =>
    (installing ??= (async () => {
      await mkdir(app());
      await writeFile(
        join(app(), 'package.json'),
        JSON.stringify({ name: 'throwaway-shop', private: true, type: 'module' }),
      );
      await run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'], app());
    })());

  before(async () => {
    for (const built of ['index.js', 'index.d.ts', 'custom-elements.json', 'crypto-checkout.min.js.sri']) {
      assert.ok(existsSync(join(repo, 'dist', built)), `dist/${built} is missing: run npm run build first`);
    }
    work = await mkdtemp(join(tmpdir(), 'crypto-checkout-package-'));
    // The build is already there; prepack would only build it again.
    const [packed] = JSON.parse(
      await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], repo),
    ) as { filename: string; files: { path: string }[] }[];
    tarball = join(work, packed!.filename);
    files = packed!.files.map((file) => file.path);
  });

  after(() => (work ? rm(work, { recursive: true, force: true }) : undefined));

  test("the README's and docs' relative links land on files the tarball holds", () => {
    const problems = files
      .filter((path) => path.endsWith('.md'))
      .flatMap((path) =>
        linksOf(join(repo, path)).flatMap((link) => {
          const problem = problemOf(
            link,
            repo,
            (target) => files.includes(target) || files.some((file) => file.startsWith(`${target}/`)),
          );
          return problem ? [`${path}:${link.line}: ${problem}`] : [];
        }),
      );
    assert.deepEqual(problems, []);
  });

  test('holds the build, the manifest, the README, the changelog, docs/ and the licence, and nothing of the sources', () => {
    for (const path of [
      'package.json',
      'README.md',
      'LICENSE',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/element.js',
      'dist/element.d.ts',
      'dist/crypto-checkout.min.js',
      'dist/crypto-checkout.min.js.sri',
      'dist/crypto-checkout-picker.min.js',
      'dist/crypto-checkout-picker.min.js.sri',
      'dist/crypto-checkout-wallets.min.js',
      'dist/crypto-checkout-wallets.min.js.sri',
      'dist/wallets/index.js',
      'dist/wallets/index.d.ts',
      'dist/custom-elements.json',
      'dist/vscode.html-custom-data.json',
      'dist/vscode.css-custom-data.json',
      'dist/web-types.json',
      'dist/frameworks/react.d.ts',
      'dist/frameworks/react-component.js',
      'dist/frameworks/react-component.d.ts',
      'dist/frameworks/react-channel.js',
      'dist/frameworks/react-channel.d.ts',
      'dist/frameworks/vue.d.ts',
      'dist/frameworks/svelte.d.ts',
      'dist/client/index.js',
      'dist/client/index.d.ts',
      'dist/server/index.js',
      'dist/server/index.d.ts',
      'dist/sandbox/index.js',
      'dist/sandbox/index.d.ts',
      'dist/sandbox/cli.js',
      'docs/sandbox.md',
      'docs/getting-started.md',
      'docs/api.md',
      'docs/images/checkout-btc.png',
    ]) {
      assert.ok(files.includes(path), `${path} is in the tarball`);
    }
    assert.deepEqual(
      files.filter(
        (path) =>
          !path.startsWith('dist/') &&
          !path.startsWith('docs/') &&
          !['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE'].includes(path),
      ),
      [],
    );
    assert.deepEqual(
      files.filter((path) => path.endsWith('.map')),
      [],
    );
  });

  test('publint finds nothing, warnings included', async () => {
    await run(bin('publint'), [tarball, '--strict'], repo);
  });

  test('@arethetypeswrong/cli finds nothing for ESM consumers', async () => {
    // esm-only: the package is ES modules only, so require() from CommonJS is out of scope by design.
    await run(bin('attw'), [tarball, '--profile', 'esm-only'], repo);
  });

  test('custom-elements.json documents attributes, events, parts and custom properties', async () => {
    const manifest = JSON.parse(await readFile(join(repo, 'dist/custom-elements.json'), 'utf8'));
    const element = manifest.modules
      .flatMap((mod: { declarations?: unknown[] }) => mod.declarations ?? [])
      .find((declaration: { tagName?: string }) => declaration.tagName === 'crypto-checkout');
    assert.ok(element, 'the manifest declares <crypto-checkout>');
    const names = (list: { name: string }[]) => list.map((item) => item.name).sort();

    assert.deepEqual(names(element.attributes), [
      'invoice',
      'lang',
      'memo-confirm',
      'no-redirect',
      'order-src',
      'poll-interval',
      'qr',
      'redirect-delay',
      'redirect-origins',
      'renewable',
      'src',
      'status',
    ]);
    assert.deepEqual(
      Object.fromEntries(
        element.events.map((event: { name: string; type: { text: string } }) => [event.name, event.type.text]),
      ),
      {
        'checkout-status': 'CustomEvent<CheckoutStatusDetail>',
        'checkout-redirect': 'CustomEvent<CheckoutRedirectDetail>',
        'checkout-copy': 'CustomEvent<CheckoutCopyDetail>',
        'checkout-error': 'CustomEvent<CheckoutErrorDetail>',
        'checkout-renew': 'CustomEvent<CheckoutRenewDetail>',
        'checkout-method-select': 'CustomEvent<CheckoutMethodSelectDetail>',
        'checkout-wallet-send': 'CustomEvent<CheckoutWalletSendDetail>',
        'checkout-wallet-sent': 'CustomEvent<CheckoutWalletSentDetail>',
      },
    );
    // Every part the template sets and every knob the styles read, and no other.
    // The checkout's own templates, the ones it shares with <crypto-channel> (src/ui) and the coin picker's.
    const folder = async (path: string) =>
      (await readdir(join(repo, path))).filter((file) => file.endsWith('.ts')).map((file) => join(repo, path, file));
    const screens = [
      ...(await folder('src/checkout')),
      ...(await folder('src/ui')),
      join(repo, 'src/picker/picker-screen.ts'),
      join(repo, 'src/wallets/wallet-screen.ts'),
    ];
    const templates = await Promise.all(screens.map((file) => readFile(file, 'utf8')));
    const template = templates.join('\n');
    // Parts are written in the templates (`part="a b"`) or handed to the field template as its last argument.
    const parts = new Set([
      ...[...template.matchAll(/\bpart="([^"]+)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
      ...[...template.matchAll(/\bfield\(\s*context,[^;]*?,\s*'([a-z-]+)',?\s*\)/g)].map((match) => match[1]!),
    ]);
    assert.deepEqual(names(element.cssParts), [...parts].sort());
    const styles = await readFile(join(repo, 'src/ui/styles.ts'), 'utf8');
    const knobs = new Set([...styles.matchAll(/var\((--crypto-checkout-[a-z-]+)/g)].map((match) => match[1]!));
    assert.deepEqual(names(element.cssProperties), [...knobs].sort());
  });

  test('installs into a throwaway project, type-checks there and renders in Chromium', async () => {
    await install();

    // Framework types from the repository instead of a second download: only the checker needs them
    // (@lit/react is an optional peer, which npm does not install).
    for (const name of ['@types/react', 'csstype', '@lit/react', 'vue', 'svelte']) {
      await mkdir(dirname(join(app(), 'node_modules', name)), { recursive: true });
      await symlink(join(repo, 'node_modules', name), join(app(), 'node_modules', name), 'dir');
    }
    for (const [file, source] of Object.entries(USAGE)) await writeFile(join(app(), file), source.trimStart());
    await writeFile(
      join(app(), 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          types: [],
          // The framework packages' own declarations are theirs to check; ours are checked through use.
          skipLibCheck: true,
        },
        include: Object.keys(USAGE),
      }),
    );
    await run(bin('tsc'), ['-p', join(app(), 'tsconfig.json')], app());

    // A merchant's page, bundled by Vite from the installed package.
    await writeFile(join(app(), 'invoice.json'), JSON.stringify(invoiceDocument('btc')));
    await writeFile(
      join(app(), 'main.js'),
      `import 'crypto-checkout';
import { CryptoCheckout } from 'crypto-checkout/element';
import invoice from './invoice.json';
const checkout = document.querySelector('crypto-checkout');
checkout.invoice = invoice;
await checkout.updateComplete;
document.body.dataset.sameClass = String(customElements.get('crypto-checkout') === CryptoCheckout);
document.body.dataset.ready = 'true';
`,
    );
    await writeFile(
      join(app(), 'index.html'),
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>Shop</title>' +
        '<crypto-checkout></crypto-checkout><script type="module" src="./main.js"></script></html>',
    );
    await build({ root: app(), configFile: false, logLevel: 'warn', build: { outDir: 'dist', target: 'es2022' } });

    const server = await serveStatic(join(app(), 'dist'));
    const browser = await launchTestChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${server.url}/`);
      await page.waitForSelector('body[data-ready]', { timeout: 10_000 });
      const shown = await page.evaluate(() => {
        const root = document.querySelector('crypto-checkout')!.shadowRoot!;
        return {
          sameClass: document.body.dataset.sameClass,
          address: root.querySelector('[part~="address"]')?.textContent,
          qr: Boolean(root.querySelector('svg[part~="qr-code"] path')?.getAttribute('d')),
        };
      });
      assert.deepEqual(shown, { sameClass: 'true', address: ADDRESSES.btc, qr: true });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  test('npx crypto-checkout-sandbox serves from the installed package until Ctrl-C', { timeout: 120_000 }, async () => {
    await install();
    // Its own process group, as a terminal's foreground job: Ctrl-C reaches npx and the sandbox alike.
    const child = spawn('npx', ['--no-install', 'crypto-checkout-sandbox', '--port', '0', '--key', 'k', '--extras'], {
      cwd: app(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const group = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Gone already.
      }
    };
    try {
      const started = Date.now();
      while (!output.includes('Ctrl-C stops it.')) {
        assert.ok(child.exitCode === null && Date.now() - started < 30_000, `no banner from npx:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const url = /Base URL: +(\S+)/.exec(output)![1]!;
      const headers = { Authorization: 'Bearer k', 'Content-Type': 'application/vnd.api+json' };
      const created = await fetch(`${url}/api/public/v1/invoices`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          data: {
            type: 'invoices',
            attributes: { amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'BTC' },
          },
        }),
      });
      assert.equal(created.status, 201);
      const { data } = (await created.json()) as { data: { id: string } };
      const read = await fetch(`${url}/api/public/v1/invoices/${data.id}`, { headers });
      assert.equal(
        ((await read.json()) as { data: { attributes: { status: string } } }).data.attributes.status,
        'pending',
      );

      group('SIGINT');
      await exited;
      assert.match(output, /Stopped \(SIGINT\)\./);
    } finally {
      group('SIGKILL');
    }
  });

  test('docs/versions.md: its install from the tarball works in a fresh folder', { timeout: 120_000 }, async () => {
    // The commands of "Installing before the first release", as written there, for the tarball npm pack wrote.
    const name = basename(tarball);
    const documented = [
      'npm init -y',
      `npm install ./${name}`,
      `node --input-type=module -e "await import('crypto-checkout/server'); await import('crypto-checkout/client'); console.log('installed')"`,
    ];
    const page = await readFile(join(repo, 'docs/versions.md'), 'utf8');
    const section = page.slice(page.indexOf('## Installing before the first release'));
    for (const line of documented) assert.ok(section.includes(`\n${line}\n`), `docs/versions.md shows: ${line}`);

    const shop = join(work, 'fresh-shop');
    await mkdir(shop);
    await copyFile(tarball, join(shop, name));
    const shell = async (line: string) => {
      try {
        return (await promisify(exec)(line, { cwd: shop })).stdout;
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        assert.fail(`${line} failed:\n${stdout ?? ''}${stderr ?? String(error)}`);
      }
    };
    await shell(documented[0]!);
    // Quiet and quick: no audit or funding notes, lit from npm's cache where it has it.
    await shell(`${documented[1]} --no-audit --no-fund --prefer-offline`);
    assert.equal((await shell(documented[2]!)).trim(), 'installed');

    // The package came from the tarball, and each entry point gives what a merchant's backend calls.
    const manifest = JSON.parse(await readFile(join(shop, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.deepEqual(manifest.dependencies, { 'crypto-checkout': `file:${name}` });
    const exported = await shell(
      `node --input-type=module -e "${[
        "const server = await import('crypto-checkout/server')",
        "const client = await import('crypto-checkout/client')",
        "console.log(JSON.stringify([import.meta.resolve('crypto-checkout/server'), typeof server.createInvoiceHandler, typeof server.memoryStore, typeof server.verifySandboxEvent, typeof client.PaymentApiClient]))",
      ].join('; ')}"`,
    );
    const [resolved, ...kinds] = JSON.parse(exported) as string[];
    assert.equal(resolved, pathToFileURL(join(shop, 'node_modules/crypto-checkout/dist/server/index.js')).href);
    assert.deepEqual(kinds, ['function', 'function', 'function', 'function']);
  });
});
