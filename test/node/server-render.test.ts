// crypto-checkout/server's renderCheckoutHTML in Node, as a merchant's server runs it: the element's screen
// in a declarative shadow root, in the language asked for, the invoice's text as text. How a browser takes the
// HTML over is test/server-render.test.ts.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { build } from 'esbuild';
import { launchTestChromium } from '../../scripts/launch-chromium.mjs';
import { ADDRESSES, invoiceDocument } from '../../fixtures/invoices.js';
import { renderCheckoutHTML } from '../../src/server/index.js';
import '../../src/i18n/locales/ar.js';

/** The shadow root's markup, without Lit's comment markers, white space folded. */
const shadow = (html: string) =>
  /<template shadowroot="open" shadowrootmode="open">([\s\S]*)<\/template>/
    .exec(html)![1]!
    .replace(/<!--[^>]*-->/g, '')
    .replace(/\s+/g, ' ');

test('English: the amount, network, warning, address and QR code in a declarative shadow root', async () => {
  const html = await renderCheckoutHTML(invoiceDocument('btc'), { src: '/shop/invoices/inv_btc_01' });
  const root = shadow(html);
  assert.match(html, /^<!--[^>]*--><!--[^>]*--><crypto-checkout\s[^>]*src="\/shop\/invoices\/inv_btc_01"/);
  assert.match(root, /<style>[^<]*:host/);
  assert.match(root, /part="base" class="base" lang="en" dir="ltr"/);
  assert.match(root, /Amount to pay/);
  assert.match(root, /0\.00081234<\/span> <span class="currency">BTC/);
  assert.match(root, /Network<\/span> <strong><bdi>Bitcoin<\/bdi>/);
  assert.match(root, /Send only BTC on the Bitcoin network/);
  assert.equal(root.match(/<svg part="qr-code"/g)?.length, 1);
  assert.match(root, /<path d="M4 4h7v1h-7z[^"]*" fill="#000">/);
  const address = /part="address"[^>]*>(.*?)<\/p>/.exec(root)![1]!.replace(/<[^>]*>/g, '');
  assert.equal(address, ADDRESSES.btc);
});

test('the host carries the invoice as JSON text and only the attributes asked for', async () => {
  const invoice = invoiceDocument('btc');
  const html = await renderCheckoutHTML(JSON.stringify(invoice), { noRedirect: true, pollInterval: 2 });
  const host = /<crypto-checkout\s([^>]*)>/.exec(html)![1]!;
  const names = [...host.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map((match) => match[1]);
  assert.deepEqual(names.sort(), ['invoice', 'no-redirect', 'poll-interval']);
  const json = /invoice="([^"]*)"/
    .exec(host)![1]!
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  assert.deepEqual(JSON.parse(json), invoice);
});

test('Arabic: the words, right to left, and the XRP destination tag on its own', async () => {
  const root = shadow(await renderCheckoutHTML(invoiceDocument('xrp'), { lang: 'ar', memoConfirm: false }));
  assert.match(root, /lang="ar" dir="rtl"/);
  assert.match(root, /المبلغ المطلوب/);
  assert.match(root, /part="memo" class="value mono" dir="ltr"[^>]*>3963112154</);
  assert.match(root, /علامة الوجهة مطلوبة/);
  assert.equal(root.match(/<svg part="qr-code"/g)?.length, 1);
  assert.match(root, /part="address"[^>]*>.*rPEP.*6GDY/);
});

test("an invoice's text is text: markup in it is escaped", async () => {
  const invoice = invoiceDocument('btc');
  invoice.data.attributes.networkName = '<img src=x onerror=alert(1)>';
  const html = await renderCheckoutHTML(invoice);
  assert.doesNotMatch(html, /<img/);
  assert.match(shadow(html), /&lt;img src=x onerror=alert\(1\)&gt;/);
});

test("styleNonce: the shadow root's style carries the page's nonce; a value that is no nonce is refused", async () => {
  const html = await renderCheckoutHTML(invoiceDocument('btc'), { styleNonce: 'r4nd0m+Nonce/==' });
  assert.match(shadow(html), /^<style nonce="r4nd0m\+Nonce\/==">[^<]*:host/);
  await assert.rejects(renderCheckoutHTML(invoiceDocument('btc'), { styleNonce: '"><script>' }), TypeError);
});

test("under a style-src without 'unsafe-inline', the server's screen is styled with styleNonce, and only with it", async () => {
  const nonce = 'c2VydmVyLXJlbmRlcg==';
  const pages = new Map<string, string>();
  for (const [path, options] of [
    ['/with', { styleNonce: nonce }],
    ['/without', {}],
  ] as const) {
    pages.set(
      path,
      `<!doctype html><html lang="en"><body>${await renderCheckoutHTML(invoiceDocument('btc'), options)}`,
    );
  }
  const server = createServer((request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'`,
    });
    response.end(pages.get(request.url!));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchTestChromium();
  try {
    const styled: Record<string, { radius: string; violations: number }> = {};
    for (const path of pages.keys()) {
      const page = await browser.newPage();
      await page.evaluateOnNewDocument(() => {
        (window as { violations?: number }).violations = 0;
        addEventListener('securitypolicyviolation', () => (window as { violations?: number }).violations!++);
      });
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
      // Violations are reported asynchronously.
      await new Promise((resolve) => setTimeout(resolve, 300));
      styled[path] = await page.evaluate(() => ({
        radius: getComputedStyle(document.querySelector('crypto-checkout')!.shadowRoot!.querySelector('.base')!)
          .borderTopLeftRadius,
        violations: (window as { violations?: number }).violations!,
      }));
    }
    assert.deepEqual(styled, {
      '/with': { radius: '12px', violations: 0 },
      '/without': { radius: '0px', violations: 1 },
    });
  } finally {
    await browser.close();
    server.close();
  }
});

test('without @lit-labs/ssr, crypto-checkout/server still bundles (esbuild) and renderCheckoutHTML says what is missing', async () => {
  // The sources beside every installed package but @lit-labs/*, as in a backend that never renders.
  const dir = mkdtempSync(join(tmpdir(), 'crypto-checkout-no-ssr-'));
  try {
    cpSync('src', join(dir, 'src'), { recursive: true });
    mkdirSync(join(dir, 'node_modules'));
    for (const name of readdirSync('node_modules').filter((name) => name !== '@lit-labs' && !name.startsWith('.')))
      symlinkSync(resolve('node_modules', name), join(dir, 'node_modules', name), 'dir');
    writeFileSync(
      join(dir, 'entry.ts'),
      "import { renderCheckoutHTML } from './src/server/index.js';\n" +
        'renderCheckoutHTML({}).then(() => console.log("rendered"), (error) => console.log(error.message));\n',
    );
    await build({
      entryPoints: [join(dir, 'entry.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: join(dir, 'out.mjs'),
      logLevel: 'silent',
    });
    assert.equal(
      execFileSync(process.execPath, [join(dir, 'out.mjs')], { encoding: 'utf8' }).trim(),
      'renderCheckoutHTML needs @lit-labs/ssr: npm install @lit-labs/ssr',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an open invoice whose rate has expired gets no screen from the server: the element alone, for its script', async () => {
  const expired = invoiceDocument('btc', { now: Date.now() - 21 * 60_000 });
  const html = await renderCheckoutHTML(expired, { src: '/shop/invoices/inv_btc_01' });
  assert.doesNotMatch(html, /<template/);
  assert.doesNotMatch(html, /part="address"|qr-code/);
  assert.match(
    html,
    /<crypto-checkout\s[^>]*invoice="[^"]*"[^>]*src="\/shop\/invoices\/inv_btc_01"[^>]*><\/crypto-checkout>/,
  );
  // A final status is no offer to pay: its screen is rendered.
  assert.match(
    await renderCheckoutHTML(invoiceDocument('btc', { now: Date.now() - 21 * 60_000, status: 'completed' })),
    /Payment complete/,
  );
  // And the next open invoice gets its screen again.
  assert.match(await renderCheckoutHTML(invoiceDocument('btc')), /<template shadowroot/);
});
