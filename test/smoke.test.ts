import { expect, fixture, html } from '@open-wc/testing';
import '../src/index.js';
import { invoiceDocument } from './fixtures/invoices.js';

it('smoke', async () => {
  const el = await fixture(html`<crypto-checkout .invoice=${invoiceDocument('xrp')}></crypto-checkout>`);
  expect(el.shadowRoot!.textContent).to.contain('rPEPPER');
});
