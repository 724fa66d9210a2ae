// The script-tag build, as `npm run build` writes it (npm test builds first): Vite 8
// leaves some syntax unlowered without failing, so only a browser can prove it runs.
import { expect } from '@open-wc/testing';
import { ADDRESSES, invoiceDocument, type Fixture } from '../fixtures/invoices.js';
import { CryptoCheckout } from '../src/checkout/crypto-checkout.js';
// The browser wallets' part for the source element, to compare with the built wallets' file.
import '../src/wallets/index.js';
import { qrPath } from '../src/qr/qr-path.js';
import { decodeQr } from './helpers/decode-qr.js';
import { waitFor } from './helpers/element.js';

type Built = HTMLElement & { invoice: unknown; updateComplete: Promise<boolean> };

/** Renders `document` with the built file's element (`qr` its attribute) and decodes its QR code as a phone would. */
async function builtQr(
  document: unknown,
  qr?: 'address',
): Promise<{ decoded?: string; link?: string; d?: string | null }> {
  await import('../dist/crypto-checkout.min.js' as string);
  const el = window.document.createElement('crypto-checkout') as Built;
  if (qr) el.setAttribute('qr', qr);
  el.invoice = document;
  window.document.body.append(el);
  await el.updateComplete;
  // On a memo network the address and its QR code wait for the payer's confirmation of the memo.
  el.shadowRoot!.querySelector<HTMLElement>('[part~="memo-confirm"]')?.click();
  await el.updateComplete;
  const svg = el.shadowRoot!.querySelector<SVGSVGElement>('svg[part~="qr-code"]');
  const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('a.button[part~="link"]')?.href;
  const decoded = svg ? await decodeQr(svg) : undefined;
  const d = svg?.querySelector('path')?.getAttribute('d');
  el.remove();
  return { decoded, link, d };
}

// The source element under a name of its own, to render beside the built file's.
customElements.define('source-checkout', class extends CryptoCheckout {});

/**
 * A shadow root as the payer's browser holds it: elements with their attributes, and text with its whitespace
 * collapsed (the build minifies the templates' whitespace); Lit's markers and the ticking timer and bar left out.
 */
function rendered(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent!.replace(/\s+/g, ' ').trim();
  if (!(node instanceof Element) && !(node instanceof ShadowRoot)) return '';
  const children = [...node.childNodes].map(rendered).filter(Boolean).join('');
  if (node instanceof ShadowRoot) return children;
  if (node.getAttribute('role') === 'timer') return '<timer>';
  const attributes = [...node.attributes]
    .filter(({ name }) => name !== 'style')
    .map(({ name, value }) => ` ${name}="${value}"`)
    .sort()
    .join('');
  return `<${node.localName}${attributes}>${children}</${node.localName}>`;
}

describe('dist/crypto-checkout.min.js', () => {
  before(async () => {
    await import('../dist/crypto-checkout.min.js' as string);
    // The coin picker's file beside it, as a page with order-src or methods adds it.
    await import('../dist/crypto-checkout-picker.min.js' as string);
  });

  it('is the published file: the bytes this page runs have the integrity value of the build', async () => {
    // The test server could rewrite a .js file (a transform, a source map), and these tests would then prove a copy.
    const [bytes, sri] = await Promise.all(
      ['../dist/crypto-checkout.min.js', '../dist/crypto-checkout.min.js.sri'].map((path) =>
        fetch(new URL(path, import.meta.url)).then((answer) => answer.arrayBuffer()),
      ),
    );
    const digest = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-384', bytes!))));
    expect(`sha384-${digest}`).to.equal(new TextDecoder().decode(sri).trim());
  });

  it('registers a working <crypto-checkout> with its styles', async () => {
    await import('../dist/crypto-checkout.min.js' as string);
    const el = document.createElement('crypto-checkout') as HTMLElement & {
      invoice: unknown;
      updateComplete: Promise<boolean>;
    };
    el.invoice = invoiceDocument('xrp');
    document.body.append(el);
    await el.updateComplete;
    expect(el.matches(':state(pending)')).to.equal(true);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="memo-confirm"]')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="address"]')!.textContent).to.equal(ADDRESSES.xrp);
    expect(getComputedStyle(el).display).to.equal('block');
    el.remove();
  });

  // Everything the build does to the code (its template minifier, the minifier) must leave each screen as the
  // source draws it, on a phone and wide, in English and Arabic.
  const screens: [string, (el: HTMLElement & Record<string, unknown>) => unknown][] = [
    ['loading', () => undefined],
    ['BTC', (el) => (el.invoice = invoiceDocument('btc'))],
    ['XRP before its tag is confirmed', (el) => (el.invoice = invoiceDocument('xrp'))],
    ['USDT on Tron, in Arabic', (el) => ((el.lang = 'ar'), (el.invoice = invoiceDocument('usdt-tron')))],
    ['an exchange order', (el) => (el.invoice = invoiceDocument('exchange-pay'))],
    ['an NFT', (el) => (el.invoice = invoiceDocument('nft'))],
    ['processing', (el) => (el.invoice = invoiceDocument('btc', { status: 'processing' }))],
    ['complete', (el) => (el.invoice = invoiceDocument('btc', { status: 'completed' }))],
    ['expired', (el) => ((el.renewable = true), (el.invoice = invoiceDocument('btc', { status: 'expired' })))],
    ['an invoice it cannot show', (el) => (el.invoice = { data: {} })],
    [
      'the coin picker',
      (el) =>
        (el.methods = [
          { currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' },
          { currency: 'USDT', network: 'tron:usdt', name: 'Tron (TRC-20)' },
          { currency: 'USDT', network: 'ethereum:usdt', name: 'Ethereum (ERC-20)' },
        ]),
    ],
  ];
  for (const width of [320, 720])
    for (const [name, set] of screens)
      it(`draws ${name} at ${width} px as the source does`, async () => {
        const [built, source] = ['crypto-checkout', 'source-checkout'].map((tag) => {
          const el = document.createElement(tag) as HTMLElement & Record<string, unknown>;
          Object.assign(el, { noRedirect: true });
          el.style.width = `${width}px`;
          set(el);
          document.body.append(el);
          return el;
        });
        // The layout is known after the first frame (ResizeObserver), and drawn in the update after.
        await new Promise(requestAnimationFrame);
        for (const el of [built, source]) await (el as unknown as Built).updateComplete;
        // The picker arrives after the first render: its own file in the build, a chunk in the source.
        if (built!.methods !== undefined)
          await waitFor(() => [built!, source!].every((el) => el.shadowRoot!.querySelector('[part~="picker"]')));
        expect(rendered(built!.shadowRoot!)).to.have.length.above(20);
        expect(rendered(built!.shadowRoot!)).to.equal(rendered(source!.shadowRoot!));
        built!.remove();
        source!.remove();
      });

  it('R8: can share a page with the npm build: the second registration is skipped, not thrown', async () => {
    const before = customElements.get('crypto-checkout');
    await import('../src/index.js');
    expect(customElements.get('crypto-checkout')).to.equal(before);
  });

  // The file's codes (src/qr/encoder.ts, byte mode) must read back exactly, including text another encoder
  // would put in another mode, and be the npm build's, module for module.
  const addresses: [Fixture, string][] = [
    ['btc', ADDRESSES.btc],
    ['eth', ADDRESSES.eth],
    ['usdt-tron', ADDRESSES.tron],
    ['ltc', ADDRESSES.ltc],
    ['xrp', ADDRESSES.xrp],
  ];
  for (const [fixture, address] of addresses) {
    it(`draws a ${fixture} QR code of the address alone that decodes to exactly it, as the npm build draws it`, async () => {
      const built = await builtQr(invoiceDocument(fixture), 'address');
      expect(built.decoded).to.equal(address);
      expect(built.d).to.equal(qrPath(address).d);
    });
  }

  it('draws an upper-case bech32 address (alphanumeric mode would fit it) in byte mode, read back exactly', async () => {
    const document = invoiceDocument('btc');
    const upper = ADDRESSES.btc.toUpperCase();
    document.included[0]!.attributes.value = upper;
    expect((await builtQr(document, 'address')).decoded).to.equal(upper);
  });

  it('draws the payment link of exchange-app instructions', async () => {
    const { decoded, link } = await builtQr(invoiceDocument('exchange-pay'));
    expect(link).to.match(/^https:/);
    expect(decoded).to.equal(link);
  });

  // Codes of every size must read back, from version 1 (one block) to versions with many blocks in two groups
  // and version information, and be the npm build's, module for module.
  for (const length of [20, 120, 400, 900, 1800]) {
    it(`draws a ${length}-character payment link that decodes exactly, as the npm build draws it`, async () => {
      const document = invoiceDocument('exchange-pay');
      const base = 'https://pay.binance.example/checkout/?order=';
      const link = base + 'a1B2c3D4e5'.repeat(200).slice(0, length - base.length);
      document.included[0]!.attributes = { prepayId: '1', checkoutUrl: link };
      const built = await builtQr(document);
      expect(built.decoded).to.equal(link);
      expect(built.d).to.equal(qrPath(link).d);
    });
  }

  // Last: the wallet it announces stays on the page. The wallets' file (scripts/part-files.mjs) takes Lit and the
  // plug point from the built file, and its templates are minified as the element's are.
  it("draws the browser wallets' buttons, from dist/crypto-checkout-wallets.min.js, as the source does", async () => {
    await import('../dist/crypto-checkout-wallets.min.js' as string);
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({
            info: {
              uuid: 'b1d2e3f4-0000-4000-8000-000000000001',
              name: 'Bundle Wallet',
              icon: '',
              rdns: 'test.bundle',
            },
            provider: { request: () => new Promise(() => {}) },
          }),
        }),
      );
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
    for (const fixture of ['eth', 'usdc'] as const) {
      const [built, source] = ['crypto-checkout', 'source-checkout'].map((tag) => {
        const el = document.createElement(tag) as HTMLElement & Record<string, unknown>;
        el.invoice = invoiceDocument(fixture);
        document.body.append(el);
        return el;
      });
      await waitFor(() => [built!, source!].every((el) => el.shadowRoot!.querySelector('[part~="wallet-button"]')));
      expect(rendered(built!.shadowRoot!)).to.include('Pay with Bundle Wallet');
      expect(rendered(built!.shadowRoot!)).to.equal(rendered(source!.shadowRoot!));
      built!.remove();
      source!.remove();
    }
  });
});
