// Edge cases a review found: hosts and pages that misbehave a little, and races between the
// host, polling and the countdown. Each test failed before its fix.
import { aTimeout, expect } from '@open-wc/testing';
import sinon from 'sinon';
import { parseInvoice } from '../src/invoice.js';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
import { $, mount, respond, text, waitFor } from './helpers/element.js';

afterEach(() => sinon.restore());

describe('edge cases', () => {
  it('a page with lang="en_US" (not a BCP 47 tag) still renders the payment and its countdown', async () => {
    const { el } = await mount(undefined, { lang: 'en_US' });
    el.invoice = invoiceDocument('btc');
    await el.updateComplete;
    expect($(el, '[part~="address"]')?.textContent).to.equal(ADDRESSES.btc);
    expect($(el, '[role="timer"]')?.textContent).to.match(/^\d+:\d\d$/);
  });

  it('a redirect delay that is no number ("5s") falls back to 5 s and never shows NaN', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { el, navigations } = await mount(invoiceDocument('btc', { status: 'completed' }), {
      'redirect-delay': '5s',
    });
    expect(text(el)).not.to.contain('NaN');
    clock.tick(4_900);
    expect(navigations).to.deep.equal([]);
    clock.tick(200);
    expect(navigations).to.have.length(1);
  });

  it('a final status the host sets during the first load still shows the outcome and redirects', async () => {
    let resolveFirst!: (response: Response) => void;
    const fetch = sinon.stub(window, 'fetch');
    fetch.onCall(0).returns(new Promise<Response>((resolve) => (resolveFirst = resolve)));
    fetch.resolves(respond(invoiceDocument('btc', { status: 'completed' })));
    const { el, navigations } = await mount(undefined, { src: '/shop/invoices/1', 'redirect-delay': '0' });
    await waitFor(() => fetch.callCount === 1);
    el.status = 'complete';
    await el.updateComplete;
    resolveFirst(respond(invoiceDocument('btc', { status: 'completed' })));
    await waitFor(() => navigations.length === 1);
    await el.updateComplete;
    expect(text(el)).to.contain('Payment complete');
    expect(text(el)).to.contain('Order total');
  });

  it('a new src shows the new invoice, never the old address', async () => {
    sinon
      .stub(window, 'fetch')
      .callsFake(async (input) => respond(invoiceDocument(String(input).endsWith('/a') ? 'btc' : 'ltc')));
    const { el } = await mount(undefined, { src: '/shop/invoices/a', 'poll-interval': '1' });
    await waitFor(() => el.status === 'pending');
    el.src = '/shop/invoices/b';
    await el.updateComplete;
    expect($(el, '[part~="address"]')?.textContent).not.to.equal(ADDRESSES.btc);
    await waitFor(() => $(el, '[part~="address"]')?.textContent === ADDRESSES.ltc);
  });

  it('the fallback copy puts the exact amount string on the clipboard, not the grouped display', async () => {
    const document_ = invoiceDocument('btc');
    document_.data.attributes.amountCharged = '1234.56780000';
    const { el } = await mount(document_, { lang: 'de' });
    sinon.stub(navigator.clipboard, 'writeText').rejects(new DOMException('denied', 'NotAllowedError'));
    let copied: string | undefined;
    sinon.stub(document, 'execCommand').callsFake(() => {
      const event = new ClipboardEvent('copy', { clipboardData: new DataTransfer(), cancelable: true });
      document.dispatchEvent(event);
      copied = event.clipboardData!.getData('text/plain');
      return true;
    });
    const done = new Promise((resolve) => el.addEventListener('checkout-copy', resolve, { once: true }));
    [...el.shadowRoot!.querySelectorAll('button')].find((button) => /Amount to pay/.test(button.textContent!))!.click();
    await done;
    expect($(el, '[part~="amount"] .value')!.textContent).to.equal('1234.56780000');
    expect(copied).to.equal('1234.56780000');
  });

  it('a host writing the service spelling "completed" gets the complete state, not a frozen payment screen', async () => {
    const { el } = await mount(invoiceDocument('btc'), { 'no-redirect': '' });
    (el as unknown as { status: string }).status = 'completed';
    await el.updateComplete;
    expect(el.status).to.equal('complete');
    expect($(el, '[part~="address"]')?.textContent).to.equal(undefined);
    (el as unknown as { status: string }).status = 'nonsense';
    await el.updateComplete;
    expect(el.status).to.equal('complete');
  });

  it('a first answer with a body cut short is retried, not taken as a broken invoice', async () => {
    const fetch = sinon.stub(window, 'fetch');
    fetch.onCall(0).resolves(respond('{"data": {"id": "inv_btc_01", "ty'));
    fetch.resolves(respond(invoiceDocument('btc')));
    const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
    await waitFor(() => el.status === 'pending', 4_000);
    expect(fetch.callCount).to.equal(2);
  });

  it('invoice = null (what a framework holds before the invoice arrives) is waiting, not an error', async () => {
    const { el, events } = await mount(null);
    expect(el.status).to.equal('loading');
    expect(events['checkout-error']).to.deep.equal([]);
  });

  it('an XRP invoice on a network code the element does not know still needs its tag', () => {
    const document_ = invoiceDocument('xrp');
    document_.data.attributes.network = 'xrp-mainnet';
    document_.data.attributes.networkName = 'Ripple (XRP)';
    document_.included[0]!.attributes.value = ADDRESSES.xrp;
    const result = parseInvoice(document_);
    expect(result.ok ? 'ok' : result.error.code).to.equal('missing-memo');
  });

  it('copying the same field twice is announced twice', async () => {
    sinon.stub(navigator.clipboard, 'writeText').resolves();
    const { el } = await mount(invoiceDocument('btc'));
    const live = $(el, '[role="status"]')!;
    const spoken: string[] = [];
    new MutationObserver(() => spoken.push(live.textContent!)).observe(live, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    const button = () =>
      [...el.shadowRoot!.querySelectorAll('button')].find((b) => /Deposit address/.test(b.textContent!))!;
    button().click();
    await aTimeout(100);
    button().click();
    await aTimeout(100);
    expect(spoken.length).to.be.at.least(2);
  });

  it('a poll answer sent before the host said "processing" does not reopen the payment', async () => {
    let resolveSecond!: (response: Response) => void;
    const fetch = sinon.stub(window, 'fetch');
    fetch.onCall(0).resolves(respond(invoiceDocument('btc')));
    fetch.onCall(1).returns(new Promise<Response>((resolve) => (resolveSecond = resolve)));
    fetch.resolves(respond(invoiceDocument('btc', { status: 'processing' })));
    const { el, events } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
    await waitFor(() => fetch.callCount === 2);
    el.status = 'processing';
    await el.updateComplete;
    resolveSecond(respond(invoiceDocument('btc')));
    await aTimeout(50);
    await el.updateComplete;
    expect(el.status).to.equal('processing');
    expect(events['checkout-status'].some((event) => event.previous === 'processing')).to.equal(false);
  });
});
