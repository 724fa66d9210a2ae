// The stream a `src` backend may offer (`Invoice-Stream: sse`): src/ui/controllers/invoice-poller.ts opens an
// EventSource on `src` in place of polling. Against a real SSE endpoint of the test server first
// (web-test-runner.config.mjs, /__sse/<name>), then with a fake EventSource where time must be faked.
import { aTimeout, expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
import { $, mount, respond, restoreHidden, setHidden, text, waitFor } from './helpers/element.js';

const MINUTE = 60_000;

afterEach(() => {
  sinon.restore();
  restoreHidden();
});

interface Log {
  /** GETs answered as JSON. */
  polls: number;
  /** GETs asking for text/event-stream, answered or refused. */
  opened: number;
  /** The Accept header of every GET. */
  accepts: string[];
  /** Streams open now. */
  open: number;
  /** When the open streams were last cut, in ms by the server's clock. */
  cutAt?: number;
  /** Each GET asking for text/event-stream: when (the server's clock), and how many polls were answered by then. */
  opens: { at: number; polls: number }[];
}

/**
 * A fresh `src` on the test server's stream endpoint, serving `document`: `query` `offer=0` answers
 * without `Invoice-Stream: sse`, `refuse=status` / `refuse=type` refuses streams with a 503 / as JSON.
 */
async function streamingSrc(document: unknown, query = '') {
  const src = `/__sse/${Math.random().toString(36).slice(2)}`;
  const send = (method: string, path: string, body: unknown) =>
    window.fetch(`${src}${path}`, { method, body: typeof body === 'string' ? body : JSON.stringify(body) });
  await send('PUT', `?${query}`, document);
  return {
    src,
    /** Stores `document` (what polls get) and sends it on the open streams. */
    put: (next: unknown) => send('PUT', `?${query}`, next),
    /** Sends `data` on the open streams only. */
    push: (data: unknown) => send('POST', '/push', data),
    /** Ends the open streams, as a proxy cutting them would. */
    cut: () => send('POST', '/cut', ''),
    log: async () => (await (await window.fetch(`${src}/log`)).json()) as Log,
  };
}

/**
 * Reads the endpoint's log until `condition` holds, and returns it. The default limit is a hang detector: WebKit
 * on a loaded 2-core machine once took over 3 s to open a stream.
 */
async function logWhen(
  endpoint: { log(): Promise<Log> },
  condition: (log: Log) => boolean,
  timeoutMs = 10_000,
): Promise<Log> {
  const start = performance.now();
  for (;;) {
    const log = await endpoint.log();
    if (condition(log)) return log;
    if (performance.now() - start > timeoutMs) throw new Error(`not met in time: ${JSON.stringify(log)}`);
    await aTimeout(20);
  }
}

/** An answer offering the stream (fetch stubbed). */
const offering = (document: unknown) =>
  respond(document, { headers: { 'Content-Type': 'application/vnd.api+json', 'Invoice-Stream': 'sse' } });

/** A stand-in for EventSource, for tests whose clock is faked: each one made is recorded. */
interface FakeStream {
  url: string;
  init?: EventSourceInit;
  closed: boolean;
  /** Sends `document` as one event, JSON as the server writes it. */
  send(document: unknown): void;
  /** An error: refused, cut, or the server closed it. */
  fail(): void;
  /** The server's heartbeat, a `ping` event. */
  ping(): void;
}

/** Replaces `window.EventSource`; `onOpen` runs for each stream made, a microtask after. */
function fakeEventSource(onOpen: (stream: FakeStream) => void = () => {}): FakeStream[] {
  const made: FakeStream[] = [];
  class FakeEventSource extends EventTarget implements FakeStream {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    closed = false;
    constructor(
      readonly url: string,
      readonly init?: EventSourceInit,
    ) {
      super();
      made.push(this);
      void Promise.resolve().then(() => onOpen(this));
    }
    send(document: unknown) {
      if (!this.closed) this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(document) }));
    }
    fail() {
      if (!this.closed) this.onerror?.(new Event('error'));
    }
    ping() {
      if (!this.closed) this.dispatchEvent(new MessageEvent('ping', { data: '' }));
    }
    close() {
      this.closed = true;
    }
  }
  sinon.stub(window, 'EventSource').value(FakeEventSource);
  return made;
}

describe('invoice stream', () => {
  describe('against a real SSE endpoint', () => {
    it('shows a status pushed on the stream, with no polls while it is open, then closes it', async function () {
      this.timeout(60_000);
      const endpoint = await streamingSrc(invoiceDocument('btc'));
      const { el } = await mount(undefined, { src: endpoint.src, 'poll-interval': '1', 'no-redirect': '' });
      let log = await logWhen(endpoint, ({ open }) => open === 1);
      expect(el.status).to.equal('pending');
      expect(log.polls).to.equal(1);
      expect(log.accepts[1]).to.contain('text/event-stream');
      // Two and a half polling intervals: no request meanwhile.
      await aTimeout(2_500);
      log = await endpoint.log();
      expect([log.polls, log.opened, log.open]).to.deep.equal([1, 1, 1]);

      const shown = new Promise((resolve) => el.addEventListener('checkout-status', resolve, { once: true }));
      await endpoint.put(invoiceDocument('btc', { status: 'completed' }));
      await shown;
      expect(el.status).to.equal('complete');

      // Final: the element closes the stream itself (this server never ends it), and asks no more.
      await logWhen(endpoint, ({ open }) => open === 0);
      await aTimeout(1_500);
      log = await endpoint.log();
      expect([log.polls, log.opened, log.open]).to.deep.equal([1, 1, 0]);
    });

    it('never asks for a stream when the answers do not offer one', async () => {
      const endpoint = await streamingSrc(invoiceDocument('btc'), 'offer=0');
      const { el } = await mount(undefined, { src: endpoint.src, 'poll-interval': '1' });
      const log = await logWhen(endpoint, ({ polls }) => polls >= 3, 4_000);
      expect(el.status).to.equal('pending');
      expect(log.opened).to.equal(0);
      expect(log.accepts.filter((accept) => accept.includes('text/event-stream'))).to.deep.equal([]);
    });

    it('a stream cut mid-way: polling resumes, and only a later answer opens it again, 5 s after', async function () {
      this.timeout(60_000);
      const endpoint = await streamingSrc(invoiceDocument('btc'));
      const { el, events } = await mount(undefined, { src: endpoint.src, 'poll-interval': '1', 'no-redirect': '' });
      let log = await logWhen(endpoint, ({ open }) => open === 1);
      const { polls } = log;
      await endpoint.cut();
      // What changes while no stream is open reaches the payer by polling, before the stream opens again. The times
      // compared are the wall clock's, which the server and the page share.
      const shownAt = new Promise<number>((resolve) =>
        el.addEventListener('checkout-status', () => resolve(Date.now()), { once: true }),
      );
      await endpoint.put(invoiceDocument('btc', { status: 'processing' }));
      await waitFor(() => el.status === 'processing', 10_000);
      log = await logWhen(endpoint, ({ open }) => open === 1, 15_000);
      expect(log.opened).to.equal(2);
      const reopened = log.opens[1];
      expect(await shownAt).to.be.below(reopened.at);
      expect(reopened.polls).to.be.at.least(polls + 2);
      // Neither EventSource's own reconnection (about 3 s) nor the poller (5 s) opened it again within 4 s: both
      // times are the server's, and a slow browser only makes the second later.
      expect(reopened.at - log.cutAt!).to.be.at.least(4_000);
      expect(log.accepts.at(-2)).not.to.contain('text/event-stream');
      // Pushed, not polled: no poll since the stream opened again. (How soon a push arrives is bench:live's to
      // measure; a wall-clock limit here would fail on a loaded machine, not on a slow push.)
      await endpoint.put(invoiceDocument('btc', { status: 'completed' }));
      await waitFor(() => el.status === 'complete');
      expect(events['checkout-error']).to.deep.equal([]);
      expect((await endpoint.log()).polls).to.equal(log.polls);
    });

    for (const refuse of ['status', 'type']) {
      const how = refuse === 'status' ? 'with HTTP 503' : 'as JSON, not text/event-stream';
      it(`a stream answered ${how} is closed, and polling goes on`, async () => {
        const endpoint = await streamingSrc(invoiceDocument('btc'), `refuse=${refuse}`);
        const { el, events } = await mount(undefined, { src: endpoint.src, 'poll-interval': '1' });
        const { polls } = await logWhen(endpoint, ({ opened }) => opened === 1);
        const log = await logWhen(endpoint, (next) => next.polls >= polls + 2);
        expect(log.opened).to.equal(1);
        expect(el.status).to.equal('pending');
        expect(events['checkout-error']).to.deep.equal([]);
      });
    }

    it("ignores another invoice's document or one that is no JSON, as it ignores such a poll", async () => {
      const endpoint = await streamingSrc(invoiceDocument('btc'));
      const { el, events } = await mount(undefined, { src: endpoint.src, 'poll-interval': '1', 'no-redirect': '' });
      await logWhen(endpoint, ({ open }) => open === 1);
      await endpoint.push(invoiceDocument('eth', { status: 'completed' }));
      await endpoint.push('{"data": {"id": "inv_btc_01", "ty');
      await aTimeout(300);
      await el.updateComplete;
      expect(el.status).to.equal('pending');
      expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.btc);
      expect(events['checkout-error']).to.deep.equal([]);
      expect(events['checkout-status'].map(({ status }) => status)).to.deep.equal(['pending']);
      // Still open, and listened to.
      await endpoint.put(invoiceDocument('btc', { status: 'completed' }));
      await waitFor(() => el.status === 'complete');
      const log = await endpoint.log();
      expect([log.polls, log.opened]).to.deep.equal([1, 1]);
    });

    it('the same invoice with another address on the stream is payment-changed: no address shown, stream closed', async () => {
      const endpoint = await streamingSrc(invoiceDocument('btc'));
      const { el, events } = await mount(undefined, { src: endpoint.src, 'poll-interval': '1' });
      await logWhen(endpoint, ({ open }) => open === 1);
      const swapped = invoiceDocument('btc');
      swapped.included[0]!.attributes.value = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
      await endpoint.push(swapped);
      await waitFor(() => el.status === 'error');
      await el.updateComplete;
      expect(events['checkout-error'].map(({ code }) => code)).to.deep.equal(['payment-changed']);
      expect($(el, '[part~="address"]')).to.equal(null);
      expect(el.shadowRoot!.querySelector('[part~="qr-code"]')).to.equal(null);
      expect(text(el)).not.to.contain(ADDRESSES.btc);
      expect(text(el)).not.to.contain('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
      expect($(el, '[role="alert"]')!.textContent).to.match(/payment details changed/i);
      const { polls } = await logWhen(endpoint, ({ open }) => open === 0);
      await aTimeout(1_300);
      const log = await endpoint.log();
      expect([log.polls, log.opened, log.open]).to.deep.equal([polls, 1, 0]);
    });

    it('disconnect closes the stream and nothing is asked after; reconnect opens exactly one', async () => {
      const endpoint = await streamingSrc(invoiceDocument('btc'));
      const { el } = await mount(undefined, { src: endpoint.src, 'poll-interval': '1' });
      await logWhen(endpoint, ({ open }) => open === 1);
      const parent = el.parentElement!;
      el.remove();
      const { polls, opened } = await logWhen(endpoint, ({ open }) => open === 0);
      await aTimeout(1_300);
      let log = await endpoint.log();
      expect([log.polls, log.opened, log.open]).to.deep.equal([polls, opened, 0]);
      parent.append(el);
      await logWhen(endpoint, ({ open }) => open === 1);
      await aTimeout(1_300);
      log = await endpoint.log();
      expect([log.polls, log.opened, log.open]).to.deep.equal([polls, opened + 1, 1]);
    });

    it('another src, or none, closes the stream of the one before', async () => {
      const first = await streamingSrc(invoiceDocument('btc'));
      const second = await streamingSrc(invoiceDocument('eth'));
      const { el } = await mount(undefined, { src: first.src, 'poll-interval': '1' });
      await logWhen(first, ({ open }) => open === 1);
      el.src = second.src;
      await logWhen(first, ({ open }) => open === 0);
      await logWhen(second, ({ open }) => open === 1);
      await waitFor(() => el.status === 'pending' && text(el).includes(ADDRESSES.eth));
      el.removeAttribute('src');
      await logWhen(second, ({ open }) => open === 0);
      const log = await first.log();
      expect([log.opened, log.open]).to.deep.equal([1, 0]);
    });
  });

  describe('with a fake EventSource', () => {
    it('opens one EventSource on src, without credentials of its own, and takes its documents as polled ones', async () => {
      const made = fakeEventSource((stream) => stream.send(invoiceDocument('btc')));
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => offering(invoiceDocument('btc')));
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await waitFor(() => made.length === 1);
      expect(made[0]!.url).to.equal('/shop/invoices/1');
      expect(made[0]!.init?.withCredentials ?? false).to.equal(false);
      made[0]!.send(invoiceDocument('btc', { status: 'processing' }));
      await el.updateComplete;
      expect(el.status).to.equal('processing');
      await aTimeout(1_500);
      expect(fetch.callCount).to.equal(1);
      expect(made).to.have.length(1);
    });

    it('only an open answer, a 200 or a 304, saying exactly `sse` offers the stream', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const made = fakeEventSource((stream) => stream.send(invoiceDocument('btc')));
      const json = { 'Content-Type': 'application/vnd.api+json' };
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(respond(invoiceDocument('btc'), { headers: { ...json, ETag: '"v1"' } }));
      fetch
        .onCall(1)
        .resolves(respond(invoiceDocument('btc'), { headers: { ...json, 'Invoice-Stream': 'websocket' } }));
      fetch.onCall(2).resolves(new Response('busy', { status: 503, headers: { 'Invoice-Stream': 'sse' } }));
      fetch
        .onCall(3)
        .resolves(respond('{"data": {"id": "inv_btc_01", "ty', { headers: { ...json, 'Invoice-Stream': 'sse' } }));
      fetch.onCall(4).resolves(respond(invoiceDocument('btc'), { headers: { ...json, ETag: '"v1"' } }));
      fetch.onCall(5).resolves(new Response(null, { status: 304, headers: { 'Invoice-Stream': 'sse' } }));
      sinon.stub(Math, 'random').returns(0);
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await clock.tickAsync(20_000);
      expect(el.status).to.equal('pending');
      expect(fetch.callCount).to.equal(6);
      expect(made).to.have.length(1);
    });

    it('streamed documents keep the server clock offset of the last answer', async () => {
      const serverNow = Date.now() + 10 * MINUTE; // the client's clock is ten minutes behind
      const document = invoiceDocument('btc', { now: serverNow - 5 * MINUTE });
      const made = fakeEventSource((stream) => stream.send(document));
      sinon.stub(window, 'fetch').resolves(
        respond(document, {
          headers: {
            'Content-Type': 'application/vnd.api+json',
            Date: new Date(serverNow).toUTCString(),
            'Invoice-Stream': 'sse',
          },
        }),
      );
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '60' });
      await waitFor(() => made.length === 1);
      made[0]!.send(document);
      await el.updateComplete;
      const [minutes, seconds] = $(el, '[role="timer"]')!.textContent!.split(':').map(Number);
      expect(minutes! * 60 + seconds!).to.be.within(15 * 60 - 3, 15 * 60 + 2);
    });

    it('a stream that keeps failing is opened at most 4 times in a minute, then once a minute, and polling goes on', async function () {
      this.timeout(60_000);
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const openedAt: number[] = [];
      const made = fakeEventSource((stream) => {
        openedAt.push(Date.now());
        stream.fail();
      });
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => offering(invoiceDocument('btc')));
      const start = Date.now();
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await clock.tickAsync(MINUTE);
      expect(el.status).to.equal('pending');
      expect(made).to.have.length(4);
      expect(made.every((stream) => stream.closed)).to.equal(true);
      // A second after the first answer, then 5, 10 and 20 s after each failure: the poll due then, whose
      // predecessor offered the stream, is the stream.
      const since = openedAt.map((time) => time - start);
      expect(since).to.deep.equal([1_000, 6_000, 16_000, 36_000]);
      // Polling every second the rest of the time.
      expect(fetch.callCount).to.be.within(50, 60);
      await clock.tickAsync(4 * MINUTE);
      const gaps = openedAt.slice(1).map((time, index) => time - openedAt[index]!);
      expect(gaps.slice(0, 4)).to.deep.equal([5_000, 10_000, 20_000, 40_000]);
      expect(new Set(gaps.slice(4))).to.deep.equal(new Set([MINUTE]));
      expect(made).to.have.length(8);
    });

    it('a stream that lasted a minute starts the wait over', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const made = fakeEventSource((stream) => stream.send(invoiceDocument('btc')));
      sinon.stub(window, 'fetch').callsFake(async () => offering(invoiceDocument('btc')));
      await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await clock.tickAsync(1_000);
      expect(made).to.have.length(1);
      // Two quick failures: 5 s, then 10 s before the next.
      made[0]!.fail();
      await clock.tickAsync(4_999);
      expect(made).to.have.length(1);
      await clock.tickAsync(1);
      expect(made).to.have.length(2);
      made[1]!.fail();
      await clock.tickAsync(9_999);
      expect(made).to.have.length(2);
      await clock.tickAsync(1);
      expect(made).to.have.length(3);
      // This one lasts a minute: after it, 5 s again.
      await clock.tickAsync(MINUTE);
      made[2]!.fail();
      await clock.tickAsync(4_999);
      expect(made).to.have.length(3);
      await clock.tickAsync(1);
      expect(made).to.have.length(4);
    });

    it('a stream that brings no document within 10 s is closed, and polling resumes', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const made = fakeEventSource();
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => offering(invoiceDocument('btc')));
      await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '2' });
      await clock.tickAsync(1_000);
      expect(made).to.have.length(1);
      await clock.tickAsync(9_999);
      expect([made[0]!.closed, fetch.callCount]).to.deep.equal([false, 1]);
      await clock.tickAsync(1);
      expect(made[0]!.closed).to.equal(true);
      await clock.tickAsync(2_000);
      expect(fetch.callCount).to.equal(2);
    });

    it('a stream silent for 45 s after its document (no ping) is closed as stalled, and polling resumes', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const made = fakeEventSource((stream) => stream.send(invoiceDocument('btc')));
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => offering(invoiceDocument('btc')));
      await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '2' });
      await clock.tickAsync(1_000);
      expect(made).to.have.length(1);
      // Pings keep it open for as long as they come.
      for (let beat = 0; beat < 4; beat += 1) {
        await clock.tickAsync(30_000);
        made[0]!.ping();
      }
      expect([made[0]!.closed, fetch.callCount]).to.deep.equal([false, 1]);
      await clock.tickAsync(44_999);
      expect(made[0]!.closed).to.equal(false);
      await clock.tickAsync(1);
      expect(made[0]!.closed).to.equal(true);
      await clock.tickAsync(2_000);
      expect(fetch.callCount).to.equal(2);
    });

    it('hidden closes the stream (a pause, not a failure); shown opens it again at once', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const made = fakeEventSource((stream) => stream.send(invoiceDocument('btc')));
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => offering(invoiceDocument('btc')));
      await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await clock.tickAsync(1_000);
      expect(made).to.have.length(1);
      setHidden(true);
      expect(made[0]!.closed).to.equal(true);
      await clock.tickAsync(MINUTE);
      expect([made.length, fetch.callCount]).to.deep.equal([1, 1]);
      setHidden(false);
      await clock.tickAsync(0);
      expect(made).to.have.length(2);
      expect(made[1]!.closed).to.equal(false);
      window.dispatchEvent(new Event('offline'));
      expect(made[1]!.closed).to.equal(true);
      // Back online: again, once a second has passed since the last opening.
      window.dispatchEvent(new Event('online'));
      await clock.tickAsync(999);
      expect(made).to.have.length(2);
      await clock.tickAsync(1);
      expect(made).to.have.length(3);
      expect(fetch.callCount).to.equal(1);
    });

    it('the last check at expiry still asks src while the stream is open, and its answer decides', async () => {
      const expiring = invoiceDocument('btc', { now: Date.now() - 20 * MINUTE + 2_500 });
      const made = fakeEventSource((stream) => stream.send(expiring));
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(offering(expiring));
      fetch.resolves(
        offering({
          ...expiring,
          data: { ...expiring.data, attributes: { ...expiring.data.attributes, status: 'completed' } },
        }),
      );
      const { el, events } = await mount(undefined, {
        src: '/shop/invoices/1',
        'poll-interval': '60',
        'no-redirect': '',
      });
      await waitFor(() => made.length === 1);
      expect(made[0]!.closed).to.equal(false);
      await waitFor(() => el.status === 'complete', 4_000);
      expect(fetch.callCount).to.equal(2);
      expect(events['checkout-status'].map(({ status }) => status)).to.deep.equal(['pending', 'complete']);
      expect(made[0]!.closed).to.equal(true);
    });
  });
});
