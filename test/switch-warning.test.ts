// "Pay with another coin" and its warning, as the payer sees them: the warning in the calm style of the other
// notices (no alert red, no bold), its two buttons one pair (one size, side by side where they fit, stacked in a
// phone's card, "Keep this payment" the primary), and axe clean at both widths.
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { CryptoCheckout } from '../src/index.js';
import '../src/index.js';
import { invoiceDocument } from '../fixtures/invoices.js';
import { $, respond, waitFor } from './helpers/element.js';

const METHODS = [
  { currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' },
  { currency: 'USDT', network: 'tron:usdt', name: 'Tron (TRC-20)' },
];

/** An order's open invoice, resumed from `order-src`, in a container `width` pixels wide, its warning shown. */
async function warningAt(width: number): Promise<{ el: CryptoCheckout; warning: HTMLElement }> {
  const resumed = { ...invoiceDocument('usdt-tron'), meta: { methods: METHODS } };
  sinon.stub(window, 'fetch').callsFake(async () =>
    respond(resumed, {
      headers: { 'Content-Type': 'application/vnd.api+json', 'Content-Location': '/shop/invoices/inv_usdt_tron_01' },
    }),
  );
  const container = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"></div>`);
  const el = document.createElement('crypto-checkout');
  el.setAttribute('order-src', '/shop/orders/1001/checkout');
  container.append(el);
  await waitFor(() => !!$(el, '[part~="switch-method"]'));
  $(el, '[part~="switch-method"]')!.click();
  await waitFor(() => !!$(el, '[part~="switch-warning"]'));
  return { el, warning: $(el, '[part~="switch-warning"]')! };
}

const box = (element: Element) => element.getBoundingClientRect();

describe('the warning before switching coins', () => {
  afterEach(() => sinon.restore());

  it('reads as the other notices: the text in its normal weight and colour, not the alert red', async () => {
    const { el, warning } = await warningAt(600);
    const words = warning.querySelector('p')!;
    const network = $(el, '[part~="network"] .warning')!;
    expect(getComputedStyle(words).fontWeight).to.equal(getComputedStyle(network).fontWeight);
    expect(getComputedStyle(words).color).to.equal(getComputedStyle(network).color);
  });

  it('wide: one pair side by side, of one size, "Keep this payment" the primary', async () => {
    const { el, warning } = await warningAt(600);
    const [choose, keep] = [...warning.querySelectorAll('button')];
    expect(keep!.textContent).to.contain('Keep this payment');
    expect(keep!.classList.contains('primary')).to.equal(true);
    expect(choose!.classList.contains('primary')).to.equal(false);
    expect(box(choose!).top).to.equal(box(keep!).top);
    expect(Math.abs(box(choose!).width - box(keep!).width)).to.be.below(1);
    await expect(el).to.be.accessible();
  });

  it('at 320 px: stacked, each as wide as the box', async () => {
    const { el, warning } = await warningAt(320);
    const [choose, keep] = [...warning.querySelectorAll('button')];
    expect(box(keep!).top).to.be.at.least(box(choose!).bottom);
    expect(Math.abs(box(choose!).width - box(keep!).width)).to.be.below(1);
    expect(box(choose!).right).to.be.at.most(box(warning).right);
    await expect(el).to.be.accessible();
  });
});
