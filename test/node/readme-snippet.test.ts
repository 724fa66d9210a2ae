// The README's "Try it without a backend" page, pasted as it is: Chromium loads it with the built
// dist/crypto-checkout.min.js answered at the snippet's CDN URL (request interception: no network), checks the
// integrity value, registers the element and shows the sample invoice as pending. Needs `npm run build` first.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { launchTestChromium } from '../../scripts/launch-chromium.mjs';

const FILE = 'dist/crypto-checkout.min.js';

/** The README's first html block holding the script tag. */
function snippet(): string {
  const blocks = [...readFileSync('README.md', 'utf8').matchAll(/^```html\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  const page = blocks.find((block) => block.includes('crypto-checkout.min.js'));
  assert.ok(page, 'the README has an html block with the script tag');
  return page;
}

async function render(page: string, file: Buffer) {
  const cdn = /src="(https:\/\/[^"]+crypto-checkout\.min\.js)"/.exec(page)?.[1];
  assert.ok(cdn, 'the snippet loads the file from an https URL');
  const browser = await launchTestChromium();
  try {
    const tab = await browser.newPage();
    await tab.setRequestInterception(true);
    const fetched: string[] = [];
    tab.on('request', (request) => {
      fetched.push(request.url());
      if (request.url() === 'https://shop.test/') {
        void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: page });
      } else if (request.url() === cdn) {
        void request.respond({
          status: 200,
          contentType: 'text/javascript; charset=utf-8',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: file,
        });
      } else void request.abort();
    });
    await tab.goto('https://shop.test/');
    const shown = await tab.evaluate(async () => {
      const defined = await Promise.race([
        customElements.whenDefined('crypto-checkout').then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      const el = document.querySelector('crypto-checkout') as HTMLElement & { updateComplete?: Promise<boolean> };
      await el.updateComplete;
      const root = el.shadowRoot;
      return {
        defined,
        status: (el as HTMLElement & { status?: string }).status,
        amount: root?.querySelector('[part~="amount"]')?.textContent?.replace(/\s+/g, ' ').trim(),
        qr: Boolean(root?.querySelector('svg[part~="qr-code"] path')?.getAttribute('d')),
      };
    });
    return { shown, fetched };
  } finally {
    await browser.close();
  }
}

test(
  "the README's sample page registers the element and shows the sample invoice as pending",
  { timeout: 60_000 },
  async () => {
    assert.ok(existsSync(FILE), `${FILE} missing: run npm run build`);
    const { shown, fetched } = await render(snippet(), readFileSync(FILE));
    assert.ok(fetched.some((url) => url.startsWith('https://cdn.jsdelivr.net/npm/crypto-checkout@')));
    assert.equal(shown.defined, true, 'the integrity value was refused or the file did not run');
    assert.equal(shown.status, 'pending');
    assert.match(shown.amount ?? '', /0\.00081234\s*BTC/);
    assert.equal(shown.qr, true);
  },
);

test(
  'with a file one byte off, the same page never registers the element (the integrity check is live)',
  { timeout: 60_000 },
  async () => {
    const altered = Buffer.from(readFileSync(FILE));
    altered[altered.indexOf(0x20)] = 0x09;
    const { shown } = await render(snippet(), altered);
    assert.equal(shown.defined, false);
  },
);
