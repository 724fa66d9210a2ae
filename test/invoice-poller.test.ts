// The poller inside the element: fetch, timers, visibility, a real 304 through the test server. Stays in the three
// browsers: each engine's fetch, AbortSignal, Headers and page lifecycle events are what it runs on. The pure polling
// rules (src/core/polling.ts) are test/node/polling.test.ts.
import { aTimeout, expect } from '@open-wc/testing';
import sinon from 'sinon';
import { invoiceDocument } from '../fixtures/invoices.js';
import { $, mount, respond, restoreHidden, setHidden, waitFor } from './helpers/element.js';

/** The largest value `Math.random` can return. */
const ALMOST_ONE = 1 - 2 ** -53;

/** A `304 Not Modified` answer (no body), with `headers`. */
const notModified = (headers: Record<string, string> = {}) => new Response(null, { status: 304, headers });
/** A 200 answer carrying the invoice document and `headers`. */
const document200 = (headers: Record<string, string>) =>
  respond(invoiceDocument('btc'), { headers: { 'Content-Type': 'application/vnd.api+json', ...headers } });
/** The `If-None-Match` header of the `index`th request (null when absent). */
const ifNoneMatch = (fetch: sinon.SinonStub, index: number) =>
  new Headers(fetch.getCall(index).args[1]!.headers).get('If-None-Match');

afterEach(() => {
  sinon.restore();
  restoreHidden();
});

describe('invoice poller', () => {
  describe('polling for the element', () => {
    it('a first answer with a body cut short is retried, not taken as a broken invoice', async () => {
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(respond('{"data": {"id": "inv_btc_01", "ty'));
      fetch.resolves(respond(invoiceDocument('btc')));
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await waitFor(() => el.status === 'pending', 4_000);
      expect(fetch.callCount).to.equal(2);
    });

    it('R21: at most one status request is in flight, whatever wakes the poller', async () => {
      let inFlight = 0;
      let most = 0;
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => {
        most = Math.max(most, ++inFlight);
        await aTimeout(150);
        inFlight--;
        return respond(invoiceDocument('btc'));
      });
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
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
      await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '5' });
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
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1', 'no-redirect': '' });
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
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '2' });
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
      await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '5' });
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
      await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '5' });
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

    it('R15: a bfcache restore of an open invoice asks for its status at once', async () => {
      const fetch = sinon.stub(window, 'fetch').resolves(respond(invoiceDocument('btc')));
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '60' });
      await waitFor(() => el.status === 'pending');
      const calls = fetch.callCount;
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await waitFor(() => fetch.callCount === calls + 1);
    });

    it('a 304 keeps the view and the countdown, and counts as a successful check (backoff resets)', async () => {
      const clock = sinon.useFakeTimers({
        toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      });
      sinon.stub(Math, 'random').returns(ALMOST_ONE);
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(document200({ ETag: '"v1"' }));
      fetch.onCall(1).resolves(new Response('busy', { status: 503 }));
      fetch.resolves(notModified({ ETag: '"v1"' }));
      const { el, events } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '2' });
      await clock.tickAsync(0);
      expect(el.status).to.equal('pending');
      const timer = $(el, '[role="timer"]')!;
      const shown = timer.textContent;
      await clock.tickAsync(2_000);
      expect(fetch.callCount).to.equal(2);
      // After one failure, full jitter waits up to twice the interval: just under 4 s here.
      await clock.tickAsync(3_999);
      expect(fetch.callCount).to.equal(3);
      expect(ifNoneMatch(fetch, 2)).to.equal('"v1"');
      // The 304 was a success: the plain interval again, not a longer backoff.
      await clock.tickAsync(1_999);
      expect(fetch.callCount).to.equal(3);
      await clock.tickAsync(1);
      expect(fetch.callCount).to.equal(4);
      await el.updateComplete;
      expect(el.status).to.equal('pending');
      expect(events['checkout-error']).to.deep.equal([]);
      expect(events['checkout-status'].map(({ status }) => status)).to.deep.equal(['pending']);
      expect(el.shadowRoot!.querySelector('svg[part~="qr-code"]')).to.not.equal(null);
      // The same timer element, still counting down.
      expect($(el, '[role="timer"]')).to.equal(timer);
      expect(timer.textContent).to.match(/^\d+:\d\d$/);
      expect(timer.textContent).to.not.equal(shown);
    });

    it('sends back the ETag of the last document as If-None-Match, and none to a new src', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(document200({ ETag: '"v1"' }));
      fetch.onCall(1).resolves(document200({ ETag: 'W/"v2"' }));
      fetch.onCall(2).resolves(notModified());
      fetch.onCall(3).resolves(document200({}));
      fetch.resolves(document200({ ETag: '"v3"' }));
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await clock.tickAsync(0);
      expect(ifNoneMatch(fetch, 0)).to.equal(null);
      await clock.tickAsync(1_000);
      expect(ifNoneMatch(fetch, 1)).to.equal('"v1"');
      await clock.tickAsync(1_000);
      expect(ifNoneMatch(fetch, 2)).to.equal('W/"v2"');
      // A 304 leaves the validator as it was.
      await clock.tickAsync(1_000);
      expect(ifNoneMatch(fetch, 3)).to.equal('W/"v2"');
      // A document without ETag: nothing to send back.
      await clock.tickAsync(1_000);
      expect(ifNoneMatch(fetch, 4)).to.equal(null);
      await clock.tickAsync(1_000);
      expect(ifNoneMatch(fetch, 5)).to.equal('"v3"');
      // Another src starts without a validator.
      el.src = '/shop/invoices/2';
      await el.updateComplete;
      await clock.tickAsync(1_000);
      expect(fetch.callCount).to.equal(7);
      expect(fetch.getCall(6).args[0]).to.equal('/shop/invoices/2');
      expect(ifNoneMatch(fetch, 6)).to.equal(null);
    });

    it('after no answer at all (a preflight refusing If-None-Match looks the same), asks once without it', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      sinon.stub(Math, 'random').returns(0);
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(document200({ ETag: '"v1"' }));
      fetch.onCall(1).rejects(new TypeError('Failed to fetch'));
      fetch.onCall(2).resolves(document200({ ETag: '"v1"' }));
      fetch.onCall(3).resolves(new Response('busy', { status: 503 }));
      fetch.resolves(notModified());
      await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await clock.tickAsync(10_000);
      expect(fetch.callCount).to.be.greaterThan(5);
      expect([0, 1, 2, 3, 4, 5].map((index) => ifNoneMatch(fetch, index))).to.deep.equal([
        null,
        '"v1"',
        null,
        '"v1"',
        // An answer, even a 503, says nothing against the header.
        '"v1"',
        '"v1"',
      ]);
    });

    it('Cache-Control max-age above the interval slows polling, below it does not speed it up, capped at 60 s', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const answers = [
        () => document200({ 'Cache-Control': 'private, max-age=10', ETag: '"v1"' }),
        () => notModified({ 'Cache-Control': 'max-age=1' }),
        () => notModified({ 'Cache-Control': 'max-age=30' }),
        () => document200({ 'Cache-Control': 'no-store, max-age=86400' }),
      ];
      const times: number[] = [];
      sinon.stub(window, 'fetch').callsFake(async () => {
        times.push(Date.now());
        return (answers[times.length - 1] ?? (() => document200({ 'Cache-Control': 'no-store' })))();
      });
      await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '3' });
      await clock.tickAsync(200_000);
      const gaps = times.slice(1).map((time, index) => time - times[index]!);
      // 10 s (max-age 10), 3 s (max-age 1 is below the interval), 30 s (max-age 30 on a 304),
      // 60 s (a day, capped), then the plain interval.
      expect(gaps.slice(0, 6)).to.deep.equal([10_000, 3_000, 30_000, 60_000, 3_000, 3_000]);
    });

    it('requests src exactly as given: no cache-busting parameter, whatever the answers', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const src = '/shop/invoices/inv%2001?lang=de&v=1#top';
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(document200({ ETag: '"v1"', 'Cache-Control': 'max-age=2' }));
      fetch.onCall(1).resolves(notModified());
      fetch.onCall(2).resolves(new Response('busy', { status: 503, headers: { 'Retry-After': '3' } }));
      fetch.onCall(3).rejects(new TypeError('Failed to fetch'));
      fetch.resolves(document200({ ETag: '"v2"' }));
      const { el } = await mount(undefined, { src, 'poll-interval': '1' });
      await clock.tickAsync(120_000);
      setHidden(true);
      setHidden(false);
      await clock.tickAsync(0);
      expect(el.status).to.equal('pending');
      expect(fetch.callCount).to.be.greaterThan(10);
      for (const call of fetch.getCalls()) expect(call.args[0]).to.equal(src);
    });

    it('a real 304 from the server reaches the poller, whose If-None-Match went over the network', async () => {
      // The test server's conditional endpoint (web-test-runner.config.mjs): PUT stores a body, GET
      // serves it with an ETag and answers 304 to a matching If-None-Match, and logs each GET.
      const src = `/__conditional/${Math.random().toString(36).slice(2)}`;
      await window.fetch(src, { method: 'PUT', body: JSON.stringify(invoiceDocument('btc')) });
      const statuses: number[] = [];
      const realFetch = window.fetch;
      sinon.stub(window, 'fetch').callsFake(async (...args) => {
        const response = await realFetch(...args);
        statuses.push(response.status);
        return response;
      });
      const { el } = await mount(undefined, { src, 'poll-interval': '1' });
      await waitFor(() => statuses.length >= 2, 4_000);
      el.remove();
      const log = (await (await realFetch(`${src}/log`)).json()) as Record<string, string | number>[];
      expect(statuses.slice(0, 2)).to.deep.equal([200, 304]);
      expect(log.slice(0, 2).map(({ ifNoneMatch, status }) => [ifNoneMatch, status])).to.deep.equal([
        ['', 200],
        ['"1"', 304],
      ]);
      // Added by the browser for cache mode 'no-store' (what the README tells backends to expect).
      for (const { cacheControl } of log) expect(cacheControl).to.equal('no-cache');
      expect(el.status).to.equal('pending');
    });

    it('R9: the element sends no credentials of its own: no Authorization header, only same-origin cookies', async () => {
      const fetch = sinon.stub(window, 'fetch').resolves(respond(invoiceDocument('btc')));
      const { el } = await mount(undefined, { src: '/shop/invoices/1' });
      await waitFor(() => el.status === 'pending');
      const init = fetch.firstCall.args[1]!;
      expect(new Headers(init.headers).has('Authorization')).to.equal(false);
      expect(init.credentials).to.equal('same-origin');
    });
  });
});
