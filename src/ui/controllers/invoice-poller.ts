import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { JSON_API_MEDIA_TYPE } from '../../core/protocol.js';
import { parseRetryAfter } from '../../core/http-date.js';
import {
  backoffDelay,
  MAX_BACKOFF_MS,
  MAX_RETRY_AFTER_SECONDS,
  openPollDelayMs,
  serverOffsetFromDate,
  type DocumentVerdict,
} from '../../core/polling.js';

export interface PollerCallbacks {
  /**
   * A document arrived (2xx, JSON). The verdict decides whether polling goes on. Not called for a
   * 304: that answer says the open document last taken is unchanged.
   */
  onDocument(document: unknown, serverOffset: number | undefined): DocumentVerdict;
  /** The server refused the request for good (4xx other than 408 and 429). */
  onRefused(status: number): void;
  /** A request failed in a way that may pass (network, timeout, 408, 429, 5xx, unusable body). */
  onTransientFailure(failures: number): void;
}

/** The least time between two requests, whatever asks for them (an interval, page events, a restart). */
const MIN_REQUEST_GAP_MS = 1000;
/** How long one request (the poller's, the order's) may take before it is aborted. */
const REQUEST_TIMEOUT_MS = 10_000;
/** The wait before a stream is opened again after its first failure; it doubles with each failure after. */
const STREAM_RETRY_MS = 5000;
/** How long an open stream may stay silent: the server sends a `ping` event at least every 30 s. */
const STREAM_SILENCE_MS = 45_000;

/**
 * The page hidden or shown (bfcache), the network lost or back. They are heard on `window` in the
 * capture phase, which also catches `visibilitychange`: it is fired at `document`.
 */
const PAGE_EVENTS = ['visibilitychange', 'pageshow', 'online', 'offline'];

/**
 * Loads the invoice document from `src` and asks again every interval while the
 * invoice is open. One request at a time: the next is scheduled only when the
 * last has settled. Paused while the page is hidden or offline, asks at once
 * when it comes back, and aborts everything when the host disconnects.
 *
 * When `src`'s last open answer (200 or 304) carried `Invoice-Stream: sse`, the
 * next request is instead an `EventSource` on `src` (`Accept: text/event-stream`):
 * each event's data is a whole document, taken as a polled one is, and polling
 * waits while it is open (`refreshNow()` still asks). Any error (refused, cut,
 * closed by the server), no document within the request timeout, or silence
 * (no document or `ping` event) for 45 s after it, closes it
 * at once, never letting EventSource reconnect by itself, and polling resumes;
 * a later answer offering it again opens it again, but no sooner than 5 s after
 * the first failure, doubling up to a minute (a stream that lasted a minute
 * starts that over). Hidden or offline closes it too, as a pause.
 */
export class InvoicePoller implements ReactiveController {
  /** The document polled; `undefined` once stopped or told the invoice is final. */
  #src?: string;
  // Set by start() before any request.
  #intervalMs!: number;
  #failures!: number;
  /** The `ETag` of the last document taken as open from this `src`, sent back as `If-None-Match`. */
  #etag?: string | null;
  #connected?: boolean;
  #offline?: boolean;
  #timer?: ReturnType<typeof setTimeout>;
  /** When the last request was sent, for the one-second floor between requests. */
  #sentAt = -Infinity;
  /** The request under way, and how to abort it: replaced when it is superseded. */
  #request?: Promise<void>;
  #abort?: AbortController;
  /** The server offset of the last document fetched: a streamed document comes without a `Date`. */
  #offset?: number;
  /** The last open answer offered a stream. */
  #sse?: boolean;
  #stream?: EventSource;
  /** Closes the stream when it stays silent: no first document within the request timeout, nothing for 45 s after. */
  #silence?: ReturnType<typeof setTimeout>;
  // Set by start(): failed streams in a row, and when a stream may be opened again.
  #streamFailures!: number;
  #streamAt!: number;
  readonly #callbacks: PollerCallbacks;

  constructor(host: ReactiveControllerHost, callbacks: PollerCallbacks) {
    this.#callbacks = callbacks;
    host.addController(this);
  }

  /** Starts polling `src` (from now) every `intervalMs`; `src` undefined stops. */
  start(src: string | undefined, intervalMs: number): void {
    this.#cancel();
    this.#src = src;
    this.#intervalMs = intervalMs;
    this.#failures = this.#streamFailures = this.#streamAt = 0;
    this.#etag = this.#sse = undefined;
    this.#poll();
  }

  /** Stops polling; a request under way is aborted and changes nothing. */
  stop(): void {
    this.#src = undefined;
    this.#cancel();
  }

  /**
   * Asks now (or waits for the request under way; or, within a second of the last request, for
   * that second to pass) and resolves when it has settled.
   */
  async refreshNow(): Promise<void> {
    const wait = Math.min(MIN_REQUEST_GAP_MS, this.#sentAt + MIN_REQUEST_GAP_MS - Date.now());
    if (!this.#request && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (this.#src && this.#connected) await (this.#request ??= this.#load());
  }

  hostConnected(): void {
    this.#connected = true;
    // navigator.onLine true proves nothing, but false is reliable enough to wait for 'online'.
    this.#offline = !navigator.onLine;
    for (const type of PAGE_EVENTS) window.addEventListener(type, this.#onPageEvent, true);
    this.#poll();
  }

  hostDisconnected(): void {
    this.#connected = false;
    for (const type of PAGE_EVENTS) window.removeEventListener(type, this.#onPageEvent, true);
    this.#cancel();
  }

  readonly #onPageEvent = ({ type }: Event) => {
    if (type === 'online') this.#offline = false;
    if (type === 'offline') this.#offline = true;
    // A stream held open in a hidden tab would hold one of the six connections a browser allows an
    // HTTP/1.1 origin: the pause closes it, and the request on return opens it again.
    if (document.hidden || this.#offline) this.#close();
    this.#poll();
  };

  /** Clears the timer, closes the stream and aborts the request under way, whose answer then changes nothing. */
  #cancel(): void {
    clearTimeout(this.#timer);
    this.#close();
    this.#abort?.abort();
    this.#abort = this.#request = undefined;
  }

  /** Closes the stream, if one is open: its events change nothing after. */
  #close(): void {
    clearTimeout(this.#silence);
    this.#stream?.close();
    this.#stream = undefined;
  }

  /** Opens the stream (for the request that was due) and takes each document it brings. */
  #listen(): void {
    // Same-origin cookies only (withCredentials false), as the requests send; the browser asks for text/event-stream.
    const stream = (this.#stream = new EventSource(this.#src!));
    const openedAt = (this.#sentAt = Date.now());
    // Closed at once, so EventSource's own reconnection never runs. Polling resumes after its interval, and
    // only a later answer offering the stream again, once the wait is over, opens it again.
    const fail = () => {
      if (openedAt + MAX_BACKOFF_MS <= Date.now()) this.#streamFailures = 0;
      this.#streamAt = Date.now() + Math.min(STREAM_RETRY_MS * 2 ** this.#streamFailures++, MAX_BACKOFF_MS);
      this.#sse = false;
      this.#close();
      this.#poll(this.#intervalMs);
    };
    stream.onerror = fail;
    // The server sends the document on connect: one that does not come is held up on the way (a buffering
    // proxy). After it, a document or a ping at least every 30 s: a stream silent for longer is stalled.
    const heard = (wait = STREAM_SILENCE_MS) => {
      clearTimeout(this.#silence);
      this.#silence = setTimeout(fail, wait);
    };
    heard(REQUEST_TIMEOUT_MS);
    stream.addEventListener('ping', () => heard());
    stream.onmessage = ({ data }: MessageEvent<string>) => {
      heard();
      let document: unknown;
      try {
        document = JSON.parse(data);
      } catch {
        // Not JSON: an unusable document, ignored as a polled one is.
        return;
      }
      if (this.#callbacks.onDocument(document, this.#offset) === 'final' && this.#stream === stream) this.stop();
    };
  }

  /**
   * Asks after `delay`, or now unless already asking; never sooner than a second after the last
   * request. Stopped or paused (disconnected, hidden or offline), it keeps no timer: whatever ends
   * the pause (shown again, back online) asks at once.
   */
  #poll(delay = 0): void {
    clearTimeout(this.#timer);
    if (!this.#src || !this.#connected || document.hidden || this.#offline || this.#request || this.#stream) return;
    // Offered by the last answer and not failed lately: the stream, in place of the next request, after
    // only the gap.
    const listen = this.#sse && this.#streamAt <= Date.now();
    // Capped at the gap itself, so a clock set back cannot hold polling up.
    const wait = Math.max(
      listen ? 0 : delay,
      Math.min(MIN_REQUEST_GAP_MS, this.#sentAt + MIN_REQUEST_GAP_MS - Date.now()),
    );
    if (wait > 0) this.#timer = setTimeout(() => this.#poll(), wait);
    else if (listen) this.#listen();
    else this.#request = this.#load();
  }

  /** Asks now (a timer waiting for its turn is dropped) and schedules what comes next. */
  async #load(): Promise<void> {
    clearTimeout(this.#timer);
    const abort = (this.#abort = new AbortController());
    const sentAt = (this.#sentAt = Date.now());
    const etag = this.#etag;
    // The URL exactly as given. 'no-store' keeps the HTTP cache out: our If-None-Match reaches the
    // server and its 304 reaches us (the Fetch standard makes 'default' 'no-store' for such a request).
    // No answer (network down, timed out, or a body cut short or not JSON, as a captive portal's page) is
    // a failed request, not a verdict.
    const [response, body, receivedAt = sentAt] = await fetchJson(this.#src!, abort, {
      cache: 'no-store',
      headers: etag ? { 'If-None-Match': etag } : {},
    });
    // stop() and disconnect replace the request: what it brings back is stale and changes nothing.
    if (this.#abort !== abort) return;
    // 304 to our If-None-Match: the open document last taken is unchanged, so still open (had it been
    // final, polling would have stopped). No document at all counts as an unusable one.
    const notModified = response?.status === 304 && etag;
    const verdict = notModified
      ? 'open'
      : response?.ok
        ? this.#callbacks.onDocument(
            body,
            (this.#offset = serverOffsetFromDate(response.headers.get('Date'), sentAt, receivedAt)),
          )
        : 'unusable';
    let next = this.#intervalMs;
    if (verdict === 'open') {
      this.#failures = 0;
      if (!notModified) this.#etag = response!.headers.get('ETag');
      next = openPollDelayMs(next, response!.headers.get('Cache-Control'));
    } else if (verdict === 'final') {
      // A last check at expiry may say so while the stream is open: stopping closes it too.
      this.stop();
    } else {
      const status = response?.status ?? 0;
      this.#failures++;
      // No answer at all: a preflight refusing If-None-Match (another origin) looks the same, so the
      // next request goes without it.
      if (!response) this.#etag = undefined;
      // Answers other than 2xx, 408, 429 and 5xx refuse for good; the rest (no answer at all, an
      // unusable document) may pass.
      if (status > 299 && status < 500 && status !== 408 && status !== 429) this.#callbacks.onRefused(status);
      else this.#callbacks.onTransientFailure(this.#failures);
      // Retry-After (on 429 and 503) takes precedence over backoff.
      const retryAfter = status === 429 || status === 503 ? response!.headers.get('Retry-After') : null;
      next = Math.min(
        parseRetryAfter(retryAfter, receivedAt) ?? backoffDelay(this.#failures, this.#intervalMs),
        MAX_RETRY_AFTER_SECONDS * 1000,
      );
    }
    // A callback may have stopped or restarted polling.
    if (this.#abort !== abort) return;
    this.#abort = this.#request = undefined;
    // Only an open answer (200 or 304) offers the stream: a backend that never offers it never sees one asked for.
    this.#sse = verdict === 'open' && response!.headers.get('Invoice-Stream') === 'sse';
    this.#poll(next);
  }
}

/**
 * A request as the element sends them all: same-origin cookies only, JSON:API (or JSON) asked for, aborted by
 * `abort` or after 10 s. Resolves to the answer, its body read as JSON when it is 2xx, and when it came; to
 * nothing at all when there was no answer (network down, aborted, timed out) or a 2xx body is no JSON.
 */
export async function fetchJson(
  url: string,
  abort: AbortController,
  init?: RequestInit & { headers: Record<string, string> },
): Promise<[response?: Response, body?: unknown, receivedAt?: number]> {
  const timeout = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: `${JSON_API_MEDIA_TYPE}, application/json`, ...init?.headers },
      signal: abort.signal,
    });
    const receivedAt = Date.now();
    return [response, response.ok ? await response.json() : undefined, receivedAt];
  } catch {
    return [];
  } finally {
    clearTimeout(timeout);
  }
}
