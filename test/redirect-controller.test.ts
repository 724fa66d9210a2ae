import { aTimeout, expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { CryptoCheckout } from '../src/index.js';
import { invoiceDocument } from '../fixtures/invoices.js';
import { mount, respond, restoreHidden, setHidden, text, waitFor } from './helpers/element.js';

afterEach(() => {
  sinon.restore();
  restoreHidden();
});

describe('redirect controller', () => {
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

  it('R15: navigates once with location.replace by default (no history entry), in a real frame', async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = '<!doctype html><script type="module" src="/src/index.ts"></script><body></body>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    const win = frame.contentWindow as Window & typeof globalThis;
    await win.customElements.whenDefined('crypto-checkout');
    const historyBefore = win.history.length;
    const el = frame.contentDocument!.createElement('crypto-checkout') as CryptoCheckout;
    const landing = `${location.origin}/test/fixtures/landing.txt?invoice=inv_btc_01`;
    el.setAttribute('redirect-delay', '0');
    el.invoice = invoiceDocument('btc', { status: 'completed', successRedirectUrl: landing });
    const navigated = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.contentDocument!.body.append(el);
    await navigated;
    expect(frame.contentWindow!.location.href).to.equal(landing);
    expect(frame.contentWindow!.history.length).to.equal(historyBefore);
    frame.remove();
  });

  it('R15: a paid status from polling and a visibility refresh at once, then reconnects and a bfcache restore, navigate once', async () => {
    const fetch = sinon.stub(window, 'fetch');
    fetch.onCall(0).resolves(respond(invoiceDocument('btc')));
    fetch.resolves(respond(invoiceDocument('btc', { status: 'completed' })));
    const { el, navigations } = await mount(undefined, {
      src: '/shop/invoices/1',
      'poll-interval': '1',
      'redirect-delay': '0',
    });
    await waitFor(() => el.status === 'pending');
    setHidden(false);
    await waitFor(() => navigations.length > 0);
    const parent = el.parentElement!;
    for (let i = 0; i < 3; i++) {
      el.remove();
      parent.append(el);
    }
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await aTimeout(1_500);
    expect(navigations).to.deep.equal(['https://shop.example/checkout/success?order=1001']);
  });
});
