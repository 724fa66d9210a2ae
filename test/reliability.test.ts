// Requirements of ../shared/reliability-requirements.md that need the element in a real page:
// clocks, polling, navigation, clipboard and lifecycle. Each title starts with its number.
// (The rest are in the module tests, test/csp.test.ts, test/bundle.test.ts and test/node/.)
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../src/index.js';
import type { CryptoCheckout } from '../src/index.js';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
import { respond, waitFor } from './helpers/element.js';

async function mount(attributes: Record<string, string>, invoice?: unknown) {
  const el = await fixture<CryptoCheckout>(html`<crypto-checkout></crypto-checkout>`);
  const navigations: string[] = [];
  el.navigate = (url) => navigations.push(url);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (invoice !== undefined) el.invoice = invoice;
  await el.updateComplete;
  return { el, navigations };
}

const timerText = (el: CryptoCheckout) => el.shadowRoot!.querySelector('[role="timer"]')!.textContent;
const NOW = Date.parse('2026-11-22T10:00:00.000Z');

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  sinon.restore();
  delete (document as { hidden?: boolean }).hidden;
});

describe('reliability requirements', () => {
  describe('redirects', () => {
    it('R14: after a failure, a later "complete" never leads to the success URL', async () => {
      const { el, navigations } = await mount(
        { 'redirect-delay': '0', 'no-redirect': '' },
        invoiceDocument('btc', { status: 'expired' }),
      );
      const followed: string[] = [];
      el.addEventListener('checkout-redirect', (event) => followed.push(event.detail.url));
      el.status = 'complete';
      await el.updateComplete;
      expect(followed.every((url) => !url.includes('success'))).to.equal(true);
      expect(navigations).to.deep.equal([]);
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
      const { el, navigations } = await mount({ src: '/shop/invoices/1', 'poll-interval': '1', 'redirect-delay': '0' });
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

    it('R15: a bfcache restore of an open invoice asks for its status at once', async () => {
      const fetch = sinon.stub(window, 'fetch').resolves(respond(invoiceDocument('btc')));
      const { el } = await mount({ src: '/shop/invoices/1', 'poll-interval': '60' });
      await waitFor(() => el.status === 'pending');
      const calls = fetch.callCount;
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await waitFor(() => fetch.callCount === calls + 1);
    });
  });

  describe('countdown', () => {
    it('R16: correct at every tick even when timers fire only once a minute', async () => {
      const clock = sinon.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el } = await mount({}, invoiceDocument('btc', { now: NOW }));
      // A throttled tab: the clock runs a minute for every timer that fires.
      for (let minute = 1; minute <= 5; minute++) {
        clock.setSystemTime(Date.now() + 60_000);
        clock.next();
        const left = Math.ceil((NOW + 20 * 60_000 - Date.now()) / 1000);
        expect(timerText(el)).to.equal(`${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`);
        expect(left).to.be.at.most((20 - minute) * 60);
      }
    });

    it('R17: with the client clock ten minutes ahead, the countdown matches the server within 2 s', async () => {
      const serverNow = Date.now() - 10 * 60_000;
      sinon.stub(window, 'fetch').resolves(
        respond(invoiceDocument('btc', { now: serverNow - 5 * 60_000 }), {
          headers: { 'Content-Type': 'application/vnd.api+json', Date: new Date(serverNow).toUTCString() },
        }),
      );
      const { el } = await mount({ src: '/shop/invoices/1', 'poll-interval': '60' });
      await waitFor(() => el.status === 'pending');
      await el.updateComplete;
      const [minutes, seconds] = timerText(el)!.split(':').map(Number);
      expect(minutes! * 60 + seconds!).to.be.within(15 * 60 - 2, 15 * 60 + 2);
    });

    for (const event of ['visibilitychange', 'pageshow'] as const) {
      it(`R18: recomputes at once on ${event}, without waiting for a timer`, async () => {
        const clock = sinon.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
        const { el } = await mount({}, invoiceDocument('btc', { now: NOW }));
        // The laptop slept seven minutes: no timer fired.
        clock.setSystemTime(NOW + 7 * 60_000);
        if (event === 'visibilitychange') setHidden(false);
        else window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
        expect(timerText(el)).to.equal('13:00');
      });
    }
  });

  describe('polling', () => {
    it('R21: at most one status request is in flight, whatever wakes the poller', async () => {
      let inFlight = 0;
      let most = 0;
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => {
        most = Math.max(most, ++inFlight);
        await aTimeout(150);
        inFlight--;
        return respond(invoiceDocument('btc'));
      });
      const { el } = await mount({ src: '/shop/invoices/1', 'poll-interval': '1' });
      for (let i = 0; i < 5; i++) {
        setHidden(false);
        window.dispatchEvent(new Event('online'));
        window.dispatchEvent(new PageTransitionEvent('pageshow'));
        await aTimeout(40);
      }
      await waitFor(() => fetch.callCount >= 3, 4_000);
      expect(most).to.equal(1);
      el.remove();
    });

    it('R22: a request that hangs is aborted by its timeout, and polling goes on', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const signals: AbortSignal[] = [];
      const fetch = sinon.stub(window, 'fetch').callsFake(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            signals.push(init!.signal!);
            init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      await mount({ src: '/shop/invoices/1', 'poll-interval': '5' });
      expect(fetch.callCount).to.equal(1);
      await clock.tickAsync(9_999);
      expect(signals[0]!.aborted).to.equal(false);
      await clock.tickAsync(1);
      expect(signals[0]!.aborted).to.equal(true);
      await clock.tickAsync(10_000);
      expect(fetch.callCount).to.equal(2);
    });

    it('R22: an answer that arrives after a final status changes nothing', async () => {
      let release!: (response: Response) => void;
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(respond(invoiceDocument('btc')));
      fetch.onCall(1).returns(new Promise<Response>((resolve) => (release = resolve)));
      const { el } = await mount({ src: '/shop/invoices/1', 'poll-interval': '1', 'no-redirect': '' });
      await waitFor(() => fetch.callCount === 2, 3_000);
      el.status = 'cancelled';
      await el.updateComplete;
      release(respond(invoiceDocument('btc', { status: 'processing' })));
      await aTimeout(50);
      expect(el.status).to.equal('cancelled');
    });

    it('R23: Retry-After on 503 sets the next request, then success resets the backoff', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(respond(invoiceDocument('btc')));
      fetch.onCall(1).resolves(new Response('busy', { status: 503, headers: { 'Retry-After': '30' } }));
      fetch.resolves(respond(invoiceDocument('btc')));
      const { el } = await mount({ src: '/shop/invoices/1', 'poll-interval': '2' });
      await clock.tickAsync(0);
      expect(el.status).to.equal('pending');
      await clock.tickAsync(2_000);
      expect(fetch.callCount).to.equal(2);
      await clock.tickAsync(29_000);
      expect(fetch.callCount).to.equal(2);
      await clock.tickAsync(1_000);
      expect(fetch.callCount).to.equal(3);
      // Back to the plain interval after a success.
      await clock.tickAsync(2_000);
      expect(fetch.callCount).to.equal(4);
    });

    it('R23: failures back off with jitter up to the cap', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      sinon.stub(Math, 'random').returns(0.999);
      const fetch = sinon.stub(window, 'fetch').rejects(new TypeError('Failed to fetch'));
      await mount({ src: '/shop/invoices/1', 'poll-interval': '5' });
      const times: number[] = [];
      fetch.callsFake(() => {
        times.push(Date.now());
        return Promise.reject(new TypeError('Failed to fetch'));
      });
      await clock.tickAsync(400_000);
      const gaps = times.slice(1).map((time, index) => time - times[index]!);
      // 5 s doubling per failure (10, 20, 40 s ...), never beyond the 60 s cap.
      expect(gaps[0]).to.be.within(19_000, 20_000);
      expect(Math.max(...gaps)).to.be.within(59_000, 60_000);
    });

    it('R25: pauses while hidden and offline (even with navigator.onLine true), and asks at once on return', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const fetch = sinon.stub(window, 'fetch').resolves(respond(invoiceDocument('btc')));
      await mount({ src: '/shop/invoices/1', 'poll-interval': '5' });
      await clock.tickAsync(0);
      expect(fetch.callCount).to.equal(1);
      setHidden(true);
      await clock.tickAsync(60_000);
      expect(fetch.callCount).to.equal(1);
      setHidden(false);
      await clock.tickAsync(0);
      expect(fetch.callCount).to.equal(2);
      window.dispatchEvent(new Event('offline'));
      await clock.tickAsync(60_000);
      expect(fetch.callCount).to.equal(2);
      window.dispatchEvent(new Event('online'));
      await clock.tickAsync(0);
      expect(fetch.callCount).to.equal(3);
    });
  });

  describe('clipboard', () => {
    const button = (el: CryptoCheckout, name: RegExp) =>
      [...el.shadowRoot!.querySelectorAll('button')].find((candidate) => name.test(candidate.textContent!))!;

    it('R32: writeText is called synchronously inside the click, and permissions are never asked', async () => {
      const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
      const query = sinon.spy(navigator.permissions, 'query');
      const { el } = await mount({}, invoiceDocument('btc'));
      button(el, /Deposit address/).click();
      expect(writeText.calledOnceWith(ADDRESSES.btc)).to.equal(true);
      expect(query.called).to.equal(false);
    });

    it('R32: without the Clipboard API it falls back to execCommand("copy") on the selected text', async () => {
      sinon.stub(navigator, 'clipboard').value(undefined);
      const execCommand = sinon.stub(document, 'execCommand').callsFake(() => {
        expect(document.getSelection()!.toString()).to.equal(ADDRESSES.btc);
        return true;
      });
      const { el } = await mount({}, invoiceDocument('btc'));
      const copied = new Promise<CustomEvent>((resolve) =>
        el.addEventListener('checkout-copy', resolve, { once: true }),
      );
      button(el, /Deposit address/).click();
      expect((await copied).detail.ok).to.equal(true);
      expect(execCommand.calledOnceWith('copy')).to.equal(true);
    });

    it('R32: outside a secure context the Clipboard API is not used', async () => {
      sinon.stub(window, 'isSecureContext').value(false);
      const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
      sinon.stub(document, 'execCommand').returns(true);
      const { el } = await mount({}, invoiceDocument('btc'));
      button(el, /Deposit address/).click();
      await aTimeout(0);
      expect(writeText.called).to.equal(false);
    });
  });

  describe('lifecycle', () => {
    it('R34: primitive attributes and properties stay in sync both ways; the invoice attribute is never written', async () => {
      const { el } = await mount({ 'poll-interval': '7', 'no-redirect': '' }, JSON.stringify(invoiceDocument('btc')));
      expect(el.pollInterval).to.equal(7);
      expect(el.noRedirect).to.equal(true);
      el.redirectDelay = 3;
      el.noRedirect = false;
      el.redirectOrigins = 'https://shop.example';
      await el.updateComplete;
      expect(el.getAttribute('redirect-delay')).to.equal('3');
      expect(el.hasAttribute('no-redirect')).to.equal(false);
      expect(el.getAttribute('redirect-origins')).to.equal('https://shop.example');
      const invoiceAttribute = el.getAttribute('invoice');
      el.invoice = invoiceDocument('eth');
      await el.updateComplete;
      expect(el.getAttribute('invoice')).to.equal(invoiceAttribute);
      el.setAttribute('status', 'cancelled');
      await el.updateComplete;
      expect(el.status).to.equal('cancelled');
      expect(el.getAttribute('status')).to.equal('cancelled');
    });

    it('R35: ten reconnects leave one set of window and document listeners and one poll loop; removal leaves none', async () => {
      const added = new Map<string, number>();
      const count = (target: EventTarget, label: string) => {
        const add = target.addEventListener.bind(target);
        const remove = target.removeEventListener.bind(target);
        sinon.stub(target, 'addEventListener').callsFake((type: string, ...rest: unknown[]) => {
          added.set(`${label}:${type}`, (added.get(`${label}:${type}`) ?? 0) + 1);
          return (add as (...args: unknown[]) => void)(type, ...rest);
        });
        sinon.stub(target, 'removeEventListener').callsFake((type: string, ...rest: unknown[]) => {
          added.set(`${label}:${type}`, (added.get(`${label}:${type}`) ?? 0) - 1);
          return (remove as (...args: unknown[]) => void)(type, ...rest);
        });
      };
      const fetch = sinon.stub(window, 'fetch').resolves(respond(invoiceDocument('btc')));
      const { el } = await mount({ src: '/shop/invoices/1', 'poll-interval': '1' });
      await waitFor(() => el.status === 'pending');
      count(window, 'window');
      count(document, 'document');
      const parent = el.parentElement!;
      el.remove();
      const removed = new Map(added);
      parent.append(el);
      const oneConnection = new Map(added);
      for (let i = 0; i < 10; i++) {
        el.remove();
        parent.append(el);
      }
      // Net listeners after ten more reconnects: exactly one connection's set.
      expect(Object.fromEntries(added)).to.deep.equal(Object.fromEntries(oneConnection));
      expect([...oneConnection].some(([key, value]) => value > (removed.get(key) ?? 0))).to.equal(true);
      const calls = fetch.callCount;
      await aTimeout(2_300);
      // One loop at a 1 s interval: two or three requests in 2.3 s, not ten loops' worth.
      expect(fetch.callCount - calls).to.be.within(1, 3);
      el.remove();
      expect(Object.fromEntries(added)).to.deep.equal(Object.fromEntries(removed));
      const settled = fetch.callCount;
      await aTimeout(1_500);
      expect(fetch.callCount).to.equal(settled);
    });

    it('R36: never overwrites author-set role, tabindex or class', async () => {
      const el = await fixture<CryptoCheckout>(
        html`<crypto-checkout role="region" tabindex="-1" class="mine" aria-label="Payment"></crypto-checkout>`,
      );
      el.invoice = invoiceDocument('btc', { status: 'completed' });
      el.noRedirect = true;
      await el.updateComplete;
      expect([el.getAttribute('role'), el.getAttribute('tabindex'), el.className]).to.deep.equal([
        'region',
        '-1',
        'mine',
      ]);
    });
  });

  it('R9: the element sends no credentials of its own: no Authorization header, only same-origin cookies', async () => {
    const fetch = sinon.stub(window, 'fetch').resolves(respond(invoiceDocument('btc')));
    const { el } = await mount({ src: '/shop/invoices/1' });
    await waitFor(() => el.status === 'pending');
    const init = fetch.firstCall.args[1]!;
    expect(new Headers(init.headers).has('Authorization')).to.equal(false);
    expect(init.credentials).to.equal('same-origin');
  });
});
