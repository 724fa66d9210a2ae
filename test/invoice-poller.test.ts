import { aTimeout, expect } from '@open-wc/testing';
import sinon from 'sinon';
import { remainingMs } from '../src/controllers/countdown-controller.js';
import {
  backoffDelay,
  maxAgeSeconds,
  openPollDelayMs,
  pollIntervalMs,
  serverOffsetFromDate,
} from '../src/controllers/invoice-poller.js';
import { invoiceDocument } from '../fixtures/invoices.js';
import { $, mount, respond, restoreHidden, setHidden, waitFor } from './helpers/element.js';
import { HEADER, HEADER_TIME } from './helpers/http-date.js';

const MINUTE = 60_000;
/** The polling interval: the first retry waits up to this. */
const BASE = 5_000;
/** The largest value `Math.random` can return. */
const ALMOST_ONE = 1 - 2 ** -53;
const lowest = () => 0;
const highest = () => ALMOST_ONE;

/** A `304 Not Modified` answer (no body), with `headers`. */
const notModified = (headers: Record<string, string> = {}) => new Response(null, { status: 304, headers });
/** A 200 answer carrying the invoice document and `headers`. */
const document200 = (headers: Record<string, string>) =>
  respond(invoiceDocument('btc'), { headers: { 'Content-Type': 'application/vnd.api+json', ...headers } });
/** The `If-None-Match` header of the `index`th request (null when absent). */
const ifNoneMatch = (fetch: sinon.SinonStub, index: number) =>
  new Headers(fetch.getCall(index).args[1]!.headers).get('If-None-Match');

/** The `Date` header a server writes at `time`: whole seconds, truncated. */
const httpDate = (time: number) => new Date(Math.floor(time / 1000) * 1000).toUTCString();

afterEach(() => {
  sinon.restore();
  restoreHidden();
});

describe('invoice poller', () => {
  describe('pollIntervalMs', () => {
    it('takes seconds between 1 and 60 as they are', () => {
      expect(pollIntervalMs(1)).to.equal(1_000);
      expect(pollIntervalMs(2.5)).to.equal(2_500);
      expect(pollIntervalMs(5)).to.equal(5_000);
      expect(pollIntervalMs(60)).to.equal(60_000);
    });

    it('clamps a finite value outside 1 to 60 seconds to the nearest end', () => {
      expect(pollIntervalMs(0.001)).to.equal(1_000);
      expect(pollIntervalMs(0.999)).to.equal(1_000);
      expect(pollIntervalMs(61)).to.equal(60_000);
      expect(pollIntervalMs(1e9)).to.equal(60_000);
      expect(pollIntervalMs(Number.MAX_VALUE)).to.equal(60_000);
      expect(pollIntervalMs(Infinity)).to.equal(60_000);
    });

    it('falls back to 5 seconds for a value that is no positive number', () => {
      for (const value of [-Infinity, NaN, 0, -0, -1, -1e9, undefined, null, '10' as unknown]) {
        expect(pollIntervalMs(value as number), String(value)).to.equal(5_000);
      }
    });
  });

  describe('maxAgeSeconds', () => {
    it('reads the first max-age directive, whatever its case and the directives around it', () => {
      expect(maxAgeSeconds('max-age=30')).to.equal(30);
      expect(maxAgeSeconds('private, max-age=10')).to.equal(10);
      expect(maxAgeSeconds('no-store,max-age=0')).to.equal(0);
      expect(maxAgeSeconds('no-cache, MAX-AGE=7 , must-revalidate')).to.equal(7);
      expect(maxAgeSeconds('max-age=5, max-age=50')).to.equal(5);
      expect(maxAgeSeconds('max-age=007')).to.equal(7);
    });

    it('gives undefined without a max-age written as whole seconds', () => {
      for (const value of [
        null,
        '',
        'no-store',
        'no-cache',
        'private',
        's-maxage=30',
        'x-max-age=30',
        'max-age',
        'max-age=',
        'max-age=-1',
        'max-age=1.5',
        'max-age=1e3',
        'max-age="30"',
        'max-age = 30',
        'max-age=30s',
        'max-age=0x10',
      ]) {
        expect(maxAgeSeconds(value), String(value)).to.equal(undefined);
      }
    });
  });

  describe('openPollDelayMs', () => {
    it('waits the interval when max-age is absent, shorter or unreadable', () => {
      expect(openPollDelayMs(5_000, null)).to.equal(5_000);
      expect(openPollDelayMs(5_000, 'no-store')).to.equal(5_000);
      expect(openPollDelayMs(5_000, 'max-age=0')).to.equal(5_000);
      expect(openPollDelayMs(5_000, 'max-age=2')).to.equal(5_000);
      expect(openPollDelayMs(5_000, 'max-age=5')).to.equal(5_000);
    });

    it('waits max-age when longer than the interval, up to 60 seconds', () => {
      expect(openPollDelayMs(5_000, 'private, max-age=12')).to.equal(12_000);
      expect(openPollDelayMs(1_000, 'max-age=60')).to.equal(60_000);
      expect(openPollDelayMs(5_000, 'max-age=61')).to.equal(60_000);
      expect(openPollDelayMs(5_000, 'max-age=31536000')).to.equal(60_000);
      expect(openPollDelayMs(5_000, `max-age=${'9'.repeat(400)}`)).to.equal(60_000);
      expect(openPollDelayMs(60_000, 'max-age=600')).to.equal(60_000);
    });
  });

  describe('backoffDelay', () => {
    it('waits the floor when the random source gives 0', () => {
      for (const failures of [0, 1, 2, 5, 10, 100]) {
        expect(backoffDelay(failures, BASE, lowest), `${failures}`).to.equal(1_000);
      }
    });

    it('waits just under base * 2^failures when the random source gives its maximum', () => {
      // Ceilings 5 s, 10 s, 20 s, 40 s, then the 60 s cap.
      expect(backoffDelay(0, BASE, highest)).to.equal(4_999);
      expect(backoffDelay(1, BASE, highest)).to.equal(9_999);
      expect(backoffDelay(2, BASE, highest)).to.equal(19_999);
      expect(backoffDelay(3, BASE, highest)).to.equal(39_999);
      expect(backoffDelay(4, BASE, highest)).to.equal(59_999);
    });

    it('is capped, however many failures there were', () => {
      for (const failures of [4, 5, 10, 31, 100, 10_000]) {
        const delay = backoffDelay(failures, BASE, highest);
        expect(delay, `${failures}`).to.equal(59_999);
        expect(Number.isFinite(delay)).to.equal(true);
      }
    });

    it('grows with failures for a pinned random value', () => {
      let previous = 0;
      for (let failures = 0; failures < 8; failures++) {
        const delay = backoffDelay(failures, BASE, () => 0.5);
        expect(delay, `${failures}`).to.be.at.least(previous);
        previous = delay;
      }
      expect(backoffDelay(3, BASE, () => 0.5)).to.be.greaterThan(backoffDelay(0, BASE, () => 0.5));
    });

    it('spreads over [floor, ceiling) with full jitter, in whole milliseconds', () => {
      for (let i = 0; i <= 100; i++) {
        const r = Math.min(i / 100, ALMOST_ONE);
        for (const failures of [0, 2, 6]) {
          const ceiling = Math.min(60_000, 5_000 * 2 ** failures);
          const delay = backoffDelay(failures, BASE, () => r);
          expect(delay).to.be.at.least(1_000);
          expect(delay).to.be.below(ceiling);
          expect(Number.isInteger(delay)).to.equal(true);
        }
      }
      expect(backoffDelay(2, BASE, () => 0.5)).to.equal(1_000 + 0.5 * (20_000 - 1_000));
    });

    it('waits at least a second and at most a minute, whatever the interval', () => {
      for (let i = 0; i < 200; i++) {
        expect(backoffDelay(i % 12, 2_000, Math.random)).to.be.within(1_000, 60_000);
        expect(backoffDelay(i % 12, 30_000, Math.random)).to.be.within(1_000, 60_000);
      }
    });

    it('never waits longer than the ceiling, even when it is under the one-second floor', () => {
      expect(backoffDelay(0, 200, highest)).to.be.at.most(200);
      expect(backoffDelay(0, 200, lowest)).to.equal(200);
      expect(backoffDelay(2, 200, lowest)).to.equal(800);
      expect(backoffDelay(3, 200, lowest)).to.equal(1_000);
    });

    it('uses Math.random when no source is given', () => {
      const seen = new Set<number>();
      for (let i = 0; i < 50; i++) {
        const delay = backoffDelay(4, BASE);
        expect(delay).to.be.within(1_000, 59_999);
        seen.add(delay);
      }
      expect(seen.size).to.be.greaterThan(1);
    });
  });

  describe('serverOffsetFromDate', () => {
    it('measures against the midpoint of request and response, plus half a second', () => {
      // Sent 300 ms before and received 100 ms after a client reading 10 minutes behind the header.
      const sentAt = HEADER_TIME - 10 * MINUTE - 300;
      const receivedAt = HEADER_TIME - 10 * MINUTE + 100;
      // The server stamped somewhere in [07:28:00, 07:28:01): best guess 07:28:00.5,
      // against the client's midpoint, 10 min 100 ms before 07:28:00.
      expect(serverOffsetFromDate(HEADER, sentAt, receivedAt)).to.equal(10 * MINUTE + 100 + 500);
    });

    it('is negative when the client clock runs ahead', () => {
      const sentAt = HEADER_TIME + 5 * MINUTE;
      const receivedAt = sentAt + 1_000;
      // Client midpoint 07:33:00.5 against the server's 07:28:00.5.
      expect(serverOffsetFromDate(HEADER, sentAt, receivedAt)).to.equal(-5 * MINUTE);
    });

    it('is about zero when the clocks agree', () => {
      expect(serverOffsetFromDate(HEADER, HEADER_TIME + 400, HEADER_TIME + 600)).to.equal(0);
    });

    it('gives undefined for a missing or unreadable header', () => {
      expect(serverOffsetFromDate(null, 0, 100)).to.equal(undefined);
      expect(serverOffsetFromDate('', 0, 100)).to.equal(undefined);
      expect(serverOffsetFromDate('garbage', 0, 100)).to.equal(undefined);
      expect(serverOffsetFromDate('not a date', 0, 100)).to.equal(undefined);
      // Date.parse alone would read these as dates in 2001 and shift the clock by decades.
      expect(serverOffsetFromDate('1.5', 0, 100)).to.equal(undefined);
      expect(serverOffsetFromDate('soon 2', 0, 100)).to.equal(undefined);
    });

    it('keeps the countdown within 2 s of the server with the client clock 10 minutes off', () => {
      const createdAt = Date.UTC(2026, 0, 1, 12, 0, 0, 250);
      const window = { createdAt, expiresAt: createdAt + 20 * MINUTE };
      for (const skew of [-10 * MINUTE, -10 * MINUTE + 777, 0, 10 * MINUTE, 10 * MINUTE - 333]) {
        for (const [latencyUp, latencyDown] of [
          [0, 0],
          [150, 50],
          [400, 900],
          [20, 1_500],
        ]) {
          for (const stampedAt of [createdAt + 1_000, createdAt + 61_999, createdAt + 7 * MINUTE + 500]) {
            // Client clock = server clock - skew.
            const sentAt = stampedAt - latencyUp - skew;
            const receivedAt = stampedAt + latencyDown - skew;
            const offset = serverOffsetFromDate(httpDate(stampedAt), sentAt, receivedAt);
            expect(offset).to.be.a('number');
            const later = 3 * MINUTE; // some time after the response
            const shown = remainingMs(window, receivedAt + later, offset);
            const truth = remainingMs(window, stampedAt + latencyDown + later);
            expect(Math.abs(shown - truth), `skew ${skew}, latency ${latencyUp}/${latencyDown}`).to.be.at.most(2_000);
          }
        }
      }
    });
  });

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
