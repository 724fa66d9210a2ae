// The element under the strict Content Security Policy docs/security.md documents, with Trusted
// Types where the engine has them. Each case renders the script-tag build in an iframe whose
// policy comes from a <meta> tag, and reads what the frame recorded (test/csp/page.ts).
import { expect } from '@open-wc/testing';
import type { CryptoCheckout } from '../src/checkout/crypto-checkout.js';
import type { FramePage } from './csp/page.js';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
import { decodeQr } from './helpers/decode-qr.js';

const BUNDLE = '/dist/crypto-checkout.min.js';
const STRICT = `default-src 'none'; script-src ${location.origin}; connect-src 'self'; style-src 'self'; img-src 'none'; base-uri 'none'`;
const TRUSTED_TYPES = `require-trusted-types-for 'script'; trusted-types lit-html`;

interface Frame {
  page: FramePage;
  el: CryptoCheckout;
  frame: HTMLIFrameElement;
}

async function renderUnderPolicy(
  policy: string,
  { scripts = [BUNDLE], classic = [] as string[] } = {},
): Promise<Frame> {
  (window as unknown as { cspFrameInput: unknown }).cspFrameInput = { invoice: invoiceDocument('xrp'), scripts };
  const frame = document.createElement('iframe');
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = policy;
  const tags = [
    meta.outerHTML,
    ...classic.map((src) => `<script src="${src}"></script>`),
    `<script type="module" src="/test/csp/page.ts"></script>`,
  ];
  frame.srcdoc = `<!doctype html><html><head>${tags.join('')}</head><body></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as unknown as { framePage?: FramePage };
  for (let i = 0; i < 200 && !win.framePage; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  const page = win.framePage!;
  await page.done;
  const el = frame.contentDocument!.querySelector('crypto-checkout') as CryptoCheckout;
  return { page, el, frame };
}

const hasTrustedTypes = 'trustedTypes' in window;

describe('Content Security Policy and Trusted Types', () => {
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it("R1: renders styled under default-src 'none', style-src 'self', img-src 'none' with no violation", async () => {
    const { page, el } = await renderUnderPolicy(STRICT);
    expect(page.violations).to.deep.equal([]);
    expect(page.errors).to.deep.equal([]);
    expect(el.matches(':state(pending)')).to.equal(true);
    const base = el.shadowRoot!.querySelector('[part~="base"]')!;
    // Styled: the stylesheet reached the shadow root (a border radius only the element's CSS sets).
    expect(getComputedStyle(base).borderTopLeftRadius).to.equal('12px');
  });

  it("R6: the QR code is inline SVG (no data: or blob: image) and scans under img-src 'none'", async () => {
    const { page, el } = await renderUnderPolicy(STRICT);
    expect(page.violations).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('img, image, canvas')).to.equal(null);
    const svg = el.shadowRoot!.querySelector('svg[part~="qr-code"]') as SVGSVGElement;
    expect(svg.namespaceURI).to.equal('http://www.w3.org/2000/svg');
    expect(await decodeQr(svg)).to.equal(ADDRESSES.xrp);
  });

  it('R2: without constructable stylesheets, every <style> Lit injects carries window.litNonce', async () => {
    const policy = STRICT.replace("style-src 'self'", "style-src 'nonce-r2-nonce'");
    const { page, el } = await renderUnderPolicy(policy, { classic: ['/test/csp/no-adopted-stylesheets.ts'] });
    expect(page.violations).to.deep.equal([]);
    const styles = [...el.shadowRoot!.querySelectorAll('style')];
    expect(styles.length).to.be.greaterThan(0);
    expect(styles.every((style) => style.nonce === 'r2-nonce')).to.equal(true);
    expect(getComputedStyle(el.shadowRoot!.querySelector('[part~="base"]')!).borderTopLeftRadius).to.equal('12px');
  });

  it(`R4: renders with no violation under ${TRUSTED_TYPES}`, async function () {
    // Engines without Trusted Types (Firefox ESR here) ignore the directive: nothing to prove there.
    if (!hasTrustedTypes) this.skip();
    const { page, el } = await renderUnderPolicy(`${STRICT}; ${TRUSTED_TYPES}`);
    expect(page.violations).to.deep.equal([]);
    expect(page.errors).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[part~="address"]')!.textContent).to.equal(ADDRESSES.xrp);
  });

  it("R5: a second Lit copy fails without 'allow-duplicates', as docs/security.md says, and works with it", async function () {
    if (!hasTrustedTypes) this.skip();
    // The script-tag build and the npm build each bring their own Lit, and each asks for the policy "lit-html".
    const scripts = [BUNDLE, '/src/checkout/crypto-checkout.ts'];
    const refused = await renderUnderPolicy(`${STRICT}; ${TRUSTED_TYPES}`, { scripts });
    expect(refused.page.violations.concat(refused.page.errors).join('\n')).to.match(/trusted-types|lit-html/i);
    const allowed = await renderUnderPolicy(`${STRICT}; ${TRUSTED_TYPES} 'allow-duplicates'`, { scripts });
    expect(allowed.page.violations).to.deep.equal([]);
    expect(allowed.page.errors).to.deep.equal([]);
  });
});
