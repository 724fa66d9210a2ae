// The script-tag file loaded as the README and docs/getting-started.md tell merchants to: a module script with the published
// sha384 integrity value and crossorigin="anonymous", served byte for byte. (web-test-runner re-encodes
// every .js file it serves, which no integrity value survives, so this runs on a plain static server.)
// The browser must run the file, and refuse a copy that differs in one byte; the same for the part files (the
// coin picker's, the browser wallets'), which must work loaded before the checkout's file or after it. Needs
// `vite build` first, which `npm test` runs. (test/wallets-file.test.ts runs the wallets' file in every engine.)
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findFirefox } from '../../scripts/find-browser.mjs';
import { launchChromium } from '../../scripts/launch-chromium.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { integrity } from '../../scripts/sri.mjs';
import { ADDRESSES, invoiceDocument } from '../../fixtures/invoices.js';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../../dist');
const FILE = join(dist, 'crypto-checkout.min.js');
const PICKER = join(dist, 'crypto-checkout-picker.min.js');
const WALLETS = join(dist, 'crypto-checkout-wallets.min.js');

/** `bytes` with its first space made a tab: still valid JavaScript, so only the integrity check can refuse it. */
function tampered(bytes: Buffer): Buffer {
  const altered = Buffer.from(bytes);
  altered[altered.indexOf(0x20)] = 0x09;
  return altered;
}

/** In the page: adds `<script type="module" integrity crossorigin="anonymous">`, reports whether it ran. */
function loadModule(page: Page, src: string, sri: string): Promise<string> {
  return page.evaluate(
    (src, sri) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.type = 'module';
        script.integrity = sri;
        script.crossOrigin = 'anonymous';
        script.onload = () => resolve('load');
        script.onerror = () => resolve('error');
        script.src = src;
        document.head.append(script);
      }),
    src,
    sri,
  );
}

describe('dist/crypto-checkout.min.js with Subresource Integrity', () => {
  let site: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let published: string;
  let germanSri: string;
  let pickerSri: string;
  let walletsSri: string;

  before(async () => {
    assert.ok(
      existsSync(FILE) && existsSync(`${FILE}.sri`),
      'dist/crypto-checkout.min.js(.sri) missing: run npm run build',
    );
    const bytes = await readFile(FILE);
    published = (await readFile(`${FILE}.sri`, 'utf8')).trim();
    site = await mkdtemp(join(tmpdir(), 'crypto-checkout-sri-'));
    await writeFile(join(site, 'crypto-checkout.min.js'), bytes);
    await writeFile(join(site, 'de.js'), await readFile(join(dist, 'i18n/locales/de.js')));
    germanSri = (await readFile(join(dist, 'i18n/locales/de.js.sri'), 'utf8')).trim();
    await writeFile(join(site, 'altered.min.js'), tampered(bytes));
    pickerSri = (await readFile(`${PICKER}.sri`, 'utf8')).trim();
    await writeFile(join(site, 'crypto-checkout-picker.min.js'), await readFile(PICKER));
    await writeFile(join(site, 'altered-picker.min.js'), tampered(await readFile(PICKER)));
    walletsSri = (await readFile(`${WALLETS}.sri`, 'utf8')).trim();
    await writeFile(join(site, 'crypto-checkout-wallets.min.js'), await readFile(WALLETS));
    await writeFile(join(site, 'altered-wallets.min.js'), tampered(await readFile(WALLETS)));
    await writeFile(
      join(site, 'index.html'),
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>SRI</title>',
    );
    server = await serveStatic(site);
  });

  after(async () => {
    await server?.close();
    await rm(site, { recursive: true, force: true });
  });

  for (const page of ['README.md', 'docs/getting-started.md']) {
    test(`${page}: the script-tag snippet names this version on the CDN and the integrity value of the build`, async () => {
      // A merchant pastes the snippet as it is: with another file's value the browser refuses the script,
      // and a URL of another version serves another file.
      const text = await readFile(join(dist, '..', page), 'utf8');
      const { version } = JSON.parse(await readFile(join(dist, '../package.json'), 'utf8')) as { version: string };
      const snippets = [
        ...text.matchAll(/<script\s+type="module"\s+src="([^"]*crypto-checkout\.min\.js)"\s+integrity="([^"]+)"/g),
      ];
      assert.ok(snippets.length > 0, `${page} has a script-tag snippet with an integrity value`);
      for (const [, url, value] of snippets) {
        assert.equal(value, published, `${page}: integrity= must be the value in dist/crypto-checkout.min.js.sri`);
        assert.equal(
          url,
          `https://cdn.jsdelivr.net/npm/crypto-checkout@${version}/dist/crypto-checkout.min.js`,
          `${page}: the CDN URL must name package.json's version (${version})`,
        );
      }
    });
  }

  test('docs/channels.md: the <crypto-channel> snippet names this version and the integrity value of its build', async () => {
    const text = await readFile(join(dist, '../docs/channels.md'), 'utf8');
    const { version } = JSON.parse(await readFile(join(dist, '../package.json'), 'utf8')) as { version: string };
    const [, url, value] = /src="([^"]*crypto-channel\.min\.js)"\s+integrity="([^"]+)"/.exec(text) ?? [];
    assert.equal(value, (await readFile(join(dist, 'crypto-channel.min.js.sri'), 'utf8')).trim());
    assert.equal(value, integrity(await readFile(join(dist, 'crypto-channel.min.js'))));
    assert.equal(url, `https://cdn.jsdelivr.net/npm/crypto-checkout@${version}/dist/crypto-channel.min.js`);
  });

  test('docs/languages.md and getting-started.md: each locale snippet names this version and the integrity value of its built file', async () => {
    const { version } = JSON.parse(await readFile(join(dist, '../package.json'), 'utf8')) as { version: string };
    const snippets = [];
    for (const doc of ['languages.md', 'getting-started.md']) {
      const text = await readFile(join(dist, `../docs/${doc}`), 'utf8');
      const found = [
        ...text.matchAll(/src="([^"]*\/dist\/i18n\/locales\/((?:picker\/)?[\w-]+)\.js)"(\s+integrity="([^"]+)")?/g),
      ];
      assert.ok(found.length > 0, `docs/${doc} has a locale snippet`);
      snippets.push(...found.map(([, url, tag, , value]) => [url!, tag!, value] as const));
    }
    for (const [url, tag, value] of snippets) {
      assert.ok(value, `${url} has its integrity value`);
      assert.equal(value, (await readFile(join(dist, `i18n/locales/${tag}.js.sri`), 'utf8')).trim());
      assert.equal(value, integrity(await readFile(join(dist, `i18n/locales/${tag}.js`))));
      assert.equal(url, `https://cdn.jsdelivr.net/npm/crypto-checkout@${version}/dist/i18n/locales/${tag}.js`);
    }
  });

  for (const page of ['README.md', 'docs/getting-started.md']) {
    test(`${page}: the coin picker's snippet names this version and the integrity value of its build`, async () => {
      const text = await readFile(join(dist, '..', page), 'utf8');
      const { version } = JSON.parse(await readFile(join(dist, '../package.json'), 'utf8')) as { version: string };
      const snippets = [...text.matchAll(/src="([^"]*crypto-checkout-picker\.min\.js)"\s+integrity="([^"]+)"/g)];
      assert.ok(snippets.length > 0, `${page} has the picker's script tag with its integrity value`);
      for (const [, url, value] of snippets) {
        assert.equal(value, pickerSri, `${page}: integrity= must be the value in ${PICKER}.sri`);
        assert.equal(url, `https://cdn.jsdelivr.net/npm/crypto-checkout@${version}/dist/crypto-checkout-picker.min.js`);
      }
    });
  }

  test("the browser wallets' snippets name this version and the integrity value of its build", async () => {
    const { version } = JSON.parse(await readFile(join(dist, '../package.json'), 'utf8')) as { version: string };
    const pages = ['README.md', ...(await readdir(join(dist, '../docs'))).map((name) => `docs/${name}`)].filter(
      (page) => page.endsWith('.md'),
    );
    for (const page of pages) {
      const text = await readFile(join(dist, '..', page), 'utf8');
      const snippets = [...text.matchAll(/src="([^"]*crypto-checkout-wallets\.min\.js)"\s+integrity="([^"]+)"/g)];
      // The wallets' page shows how to add the file.
      if (page === 'docs/wallets.md') assert.ok(snippets.length > 0, `${page} has the wallets' script tag`);
      for (const [, url, value] of snippets) {
        assert.equal(value, walletsSri, `${page}: integrity= must be the value in ${WALLETS}.sri`);
        assert.equal(
          url,
          `https://cdn.jsdelivr.net/npm/crypto-checkout@${version}/dist/crypto-checkout-wallets.min.js`,
        );
      }
    }
  });

  test('the .sri files hold the sha384 of the files beside them', async () => {
    assert.equal(published, integrity(await readFile(FILE)));
    assert.equal(pickerSri, integrity(await readFile(PICKER)));
    assert.equal(walletsSri, integrity(await readFile(WALLETS)));
  });

  const firefox = findFirefox();
  const engines: [string, () => Promise<Browser>][] = [['Chromium', () => launchChromium()]];
  if (firefox) {
    engines.push(['Firefox', () => puppeteer.launch({ browser: 'firefox', executablePath: firefox, headless: true })]);
  }
  /** One browser per engine, launched on first use; each test opens its pages in a browser context of its own. */
  const launched = new Map<string, Promise<Browser>>();
  async function newContext(name: string, launch: () => Promise<Browser>) {
    if (!launched.has(name)) launched.set(name, launch());
    return (await launched.get(name)!).createBrowserContext();
  }
  after(async () => {
    for (const browser of launched.values()) await (await browser).close();
  });

  for (const [engine, launch] of engines) {
    test(`R7: ${engine} refuses a copy one byte off, then runs the published file`, { timeout: 60_000 }, async () => {
      const context = await newContext(engine, launch);
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}/`);

        assert.equal(await loadModule(page, '/altered.min.js', published), 'error');
        assert.equal(await page.evaluate(() => customElements.get('crypto-checkout')), undefined);

        assert.equal(await loadModule(page, '/crypto-checkout.min.js', published), 'load');
        const shown = await page.evaluate(async (invoice) => {
          const el = document.createElement('crypto-checkout') as HTMLElement & {
            invoice: unknown;
            updateComplete: Promise<boolean>;
          };
          el.invoice = invoice;
          document.body.append(el);
          await el.updateComplete;
          const root = el.shadowRoot!;
          return {
            address: root.querySelector('[part~="address"]')?.textContent,
            qr: Boolean(root.querySelector('svg[part~="qr-code"] path')?.getAttribute('d')),
          };
        }, invoiceDocument('btc'));
        assert.deepEqual(shown, { address: ADDRESSES.btc, qr: true });

        // A locale file with its own integrity value, after the element rendered and, on a fresh page, before
        // the element's file: either way the element speaks German.
        const german = async (page: Page) =>
          page.evaluate(async (invoice) => {
            const el = document.createElement('crypto-checkout') as HTMLElement & {
              invoice: unknown;
              updateComplete: Promise<boolean>;
            };
            el.invoice = invoice;
            el.lang = 'de';
            document.body.append(el);
            await el.updateComplete;
            return el.shadowRoot!.querySelector('[part~="amount"]')?.parentElement?.textContent ?? '';
          }, invoiceDocument('btc'));
        await page.evaluate(() => document.querySelector('crypto-checkout')!.setAttribute('lang', 'de'));
        assert.equal(await loadModule(page, '/de.js', germanSri), 'load');
        await page.waitForFunction(() =>
          document.querySelector('crypto-checkout')?.shadowRoot?.textContent?.includes('Zu zahlender Betrag'),
        );
        const early = await context.newPage();
        await early.goto(`${server.url}/`);
        assert.equal(await loadModule(early, '/de.js', germanSri), 'load');
        assert.equal(await loadModule(early, '/crypto-checkout.min.js', published), 'load');
        assert.match(await german(early), /Zu zahlender Betrag/);

        // The control: without integrity the altered copy runs, so only the check refused it above.
        const control = await context.newPage();
        await control.goto(`${server.url}/`);
        assert.equal(await loadModule(control, '/altered.min.js', ''), 'load');
      } finally {
        await context.close();
      }
    });
  }
  for (const [engine, launch] of engines) {
    test(
      `${engine} refuses a tampered coin picker file, then runs the published one after or before the checkout's file`,
      { timeout: 60_000 },
      async () => {
        const context = await newContext(engine, launch);
        try {
          const page = await context.newPage();
          await page.goto(`${server.url}/`);
          assert.equal(await loadModule(page, '/crypto-checkout.min.js', published), 'load');
          // A tampered copy is refused and the picker never shows; the published file shows it.
          const picker = (page: Page) =>
            page.evaluate(async () => {
              const el = document.createElement('crypto-checkout') as HTMLElement & { methods: unknown };
              el.methods = [
                { currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' },
                { currency: 'USDT', network: 'tron:usdt', name: 'Tron (TRC-20)' },
              ];
              document.body.append(el);
              for (let wait = 0; wait < 50 && !el.shadowRoot!.querySelector('[part~="picker"]'); wait++)
                await new Promise((resolve) => setTimeout(resolve, 20));
              return el.shadowRoot!.querySelectorAll('input[type="radio"]').length;
            });
          assert.equal(await loadModule(page, '/altered-picker.min.js', pickerSri), 'error');
          assert.equal(await picker(page), 0, 'no picker without its file');
          assert.equal(await loadModule(page, '/crypto-checkout-picker.min.js', pickerSri), 'load');
          assert.equal(await picker(page), 2);
          const pickerFirst = await context.newPage();
          await pickerFirst.goto(`${server.url}/`);
          assert.equal(await loadModule(pickerFirst, '/crypto-checkout-picker.min.js', pickerSri), 'load');
          assert.equal(await loadModule(pickerFirst, '/crypto-checkout.min.js', published), 'load');
          assert.equal(await picker(pickerFirst), 2);
        } finally {
          await context.close();
        }
      },
    );
  }
  for (const [engine, launch] of engines) {
    test(
      `${engine} refuses a tampered browser wallets file, then runs the published one after or before the checkout's file`,
      { timeout: 60_000 },
      async () => {
        const context = await newContext(engine, launch);
        try {
          // An EIP-6963 wallet on the page, and an ETH invoice: the wallets' file draws "Pay with" its name.
          // (No named functions inside: tsx would wrap them in a helper the page lacks.)
          const buttons = (page: Page) =>
            page.evaluate(async (invoice) => {
              const info = {
                uuid: '6f1c2d3e-0000-4000-8000-00000000000a',
                name: 'SRI Wallet',
                icon: '',
                rdns: 'test.sri',
              };
              window.addEventListener('eip6963:requestProvider', () =>
                window.dispatchEvent(
                  new CustomEvent('eip6963:announceProvider', {
                    detail: Object.freeze({
                      info,
                      provider: {
                        request() {
                          return new Promise(() => {});
                        },
                      },
                    }),
                  }),
                ),
              );
              window.dispatchEvent(new Event('eip6963:requestProvider'));
              const el = document.createElement('crypto-checkout') as HTMLElement & { invoice: unknown };
              el.invoice = invoice;
              document.body.append(el);
              for (let wait = 0; wait < 50 && !el.shadowRoot!.querySelector('[part~="wallet-button"]'); wait++)
                await new Promise((resolve) => setTimeout(resolve, 20));
              return {
                address: el.shadowRoot!.querySelector('[part~="address"]')?.textContent,
                buttons: [...el.shadowRoot!.querySelectorAll('[part~="wallet-button"]')].map((button) =>
                  button.textContent!.trim(),
                ),
              };
            }, invoiceDocument('eth'));
          const page = await context.newPage();
          await page.goto(`${server.url}/`);
          assert.equal(await loadModule(page, '/crypto-checkout.min.js', published), 'load');
          assert.equal(await loadModule(page, '/altered-wallets.min.js', walletsSri), 'error');
          assert.deepEqual(await buttons(page), { address: ADDRESSES.eth, buttons: [] }, 'no buttons without its file');
          assert.equal(await loadModule(page, '/crypto-checkout-wallets.min.js', walletsSri), 'load');
          assert.deepEqual(await buttons(page), { address: ADDRESSES.eth, buttons: ['Pay with SRI Wallet'] });
          const walletsFirst = await context.newPage();
          await walletsFirst.goto(`${server.url}/`);
          const walletsRan = loadModule(walletsFirst, '/crypto-checkout-wallets.min.js', walletsSri);
          assert.equal(await loadModule(walletsFirst, '/crypto-checkout.min.js', published), 'load');
          assert.equal(await walletsRan, 'load');
          assert.deepEqual(await buttons(walletsFirst), { address: ADDRESSES.eth, buttons: ['Pay with SRI Wallet'] });
        } finally {
          await context.close();
        }
      },
    );
  }
});
