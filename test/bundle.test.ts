// The script-tag build, as `npm run build` writes it (npm test builds first): Vite 8
// leaves some syntax unlowered without failing, so only a browser can prove it runs.
import { expect } from '@open-wc/testing';
import { ADDRESSES, invoiceDocument } from './fixtures/invoices.js';

describe('dist/crypto-checkout.min.js', () => {
  it('registers a working <crypto-checkout> with its styles', async () => {
    await import('../dist/crypto-checkout.min.js' as string);
    const el = document.createElement('crypto-checkout') as HTMLElement & {
      invoice: unknown;
      updateComplete: Promise<boolean>;
    };
    el.invoice = invoiceDocument('xrp');
    document.body.append(el);
    await el.updateComplete;
    expect(el.getAttribute('status')).to.equal('pending');
    expect(el.shadowRoot!.querySelector('[part~="address"]')!.textContent).to.equal(ADDRESSES.xrp);
    expect(getComputedStyle(el).display).to.equal('block');
    el.remove();
  });

  it('R8: can share a page with the npm build: the second registration is skipped, not thrown', async () => {
    const before = customElements.get('crypto-checkout');
    await import('../src/index.js');
    expect(customElements.get('crypto-checkout')).to.equal(before);
  });
});
