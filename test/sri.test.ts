// The script-tag file loaded the way the README tells merchants to: a module script with the
// published sha384 integrity value and crossorigin="anonymous". `npm test` builds the file and its
// .sri first. The browser must run it, and must refuse a copy that differs in one byte.
import { expect } from '@open-wc/testing';
import { ADDRESSES, invoiceDocument } from './fixtures/invoices.js';

const FILE = '/dist/crypto-checkout.min.js';

/** Adds `<script type="module" integrity crossorigin="anonymous">` and reports whether it ran. */
function loadModule(src: string, integrity: string): Promise<'load' | 'error'> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    script.addEventListener('load', () => resolve('load'));
    script.addEventListener('error', () => resolve('error'));
    script.src = src;
    document.head.append(script);
  });
}

async function publishedIntegrity(): Promise<string> {
  const response = await fetch(`${FILE}.sri`);
  expect(response.ok, `${FILE}.sri is missing: run npm run build`).to.be.true;
  return (await response.text()).trim();
}

describe('dist/crypto-checkout.min.js with Subresource Integrity', () => {
  it('publishes the sha384 of the file', async () => {
    const bytes = await (await fetch(FILE)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
    expect(await publishedIntegrity()).to.equal(`sha384-${btoa(String.fromCharCode(...digest))}`);
  });

  it('refuses a copy with one byte altered, and defines nothing', async () => {
    const bytes = new Uint8Array(await (await fetch(FILE)).arrayBuffer());
    // A space inside the file becomes a tab: still valid JavaScript, so only the integrity check can refuse it.
    const at = bytes.indexOf(0x20);
    expect(at).to.be.greaterThan(-1);
    bytes[at] = 0x09;
    const altered = URL.createObjectURL(new Blob([bytes], { type: 'text/javascript' }));
    try {
      expect(await loadModule(altered, await publishedIntegrity())).to.equal('error');
    } finally {
      URL.revokeObjectURL(altered);
    }
    expect(customElements.get('crypto-checkout')).to.be.undefined;
  });

  it('runs the published file: <crypto-checkout> is defined and renders', async () => {
    expect(await loadModule(FILE, await publishedIntegrity())).to.equal('load');
    const el = document.createElement('crypto-checkout') as HTMLElement & {
      invoice: unknown;
      updateComplete: Promise<boolean>;
    };
    el.invoice = invoiceDocument('btc');
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="address"]')!.textContent).to.equal(ADDRESSES.btc);
    expect(el.shadowRoot!.querySelector('svg[part~="qr-code"] path')!.getAttribute('d')).to.not.be.empty;
    el.remove();
  });
});
