import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { backoffDelay, parseRetryAfter } from '../backoff.js';
import { serverOffsetFromDate } from '../server-clock.js';

/** What the host made of a document the poller fetched. */
export type DocumentVerdict = 'open' | 'final' | 'unusable';

export interface PollerCallbacks {
  /** A document arrived (2xx, JSON). The verdict decides whether polling goes on. */
  onDocument(document: unknown, serverOffset: number | undefined): DocumentVerdict;
  /** The server refused the request for good (4xx other than 408 and 429). */
  onRefused(status: number): void;
  /** A request failed in a way that may pass (network, timeout, 408, 429, 5xx, unusable body). */
  onTransientFailure(failures: number): void;
}

/** How long one request may take before it is aborted. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The longest pause a `Retry-After` header can impose. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;
/** The longest wait between retries after failures. */
export const MAX_BACKOFF_MS = 60_000;

/**
 * Loads the invoice document from `src` and asks again every interval while the
 * invoice is open. One request at a time: the next is scheduled only when the
 * last has settled. Paused while the page is hidden or offline, asks at once
 * when it comes back, and aborts everything when the host disconnects.
 */
export class InvoicePoller implements ReactiveController {
  #src?: string;
  #intervalMs = 5000;
  #active = false;
  #connected = false;
  #offline = false;
  #failures = 0;
  #timer?: ReturnType<typeof setTimeout>;
  #request?: { abort: AbortController; done: Promise<void> };

  constructor(
    host: ReactiveControllerHost,
    private readonly callbacks: PollerCallbacks,
  ) {
    host.addController(this);
  }

  /** Starts polling `src` (from now) every `intervalMs`; `src` undefined stops. */
  start(src: string | undefined, intervalMs: number): void {
    this.stop();
    this.#src = src;
    this.#intervalMs = intervalMs;
    this.#failures = 0;
    this.#active = !!src;
    this.#poll();
  }

  /** Stops polling; a request under way is aborted and changes nothing. */
  stop(): void {
    this.#active = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#request?.abort.abort();
    this.#request = undefined;
  }

  /** Asks now (or waits for the request under way) and resolves when it has settled. */
  refreshNow(): Promise<void> {
    if (!this.#active || !this.#connected) return Promise.resolve();
    if (this.#request) return this.#request.done;
    clearTimeout(this.#timer);
    return this.#fetch();
  }

  hostConnected(): void {
    this.#connected = true;
    // navigator.onLine === true proves nothing, but false is reliable enough to wait for 'online'.
    this.#offline = navigator.onLine === false;
    document.addEventListener('visibilitychange', this.#onResume);
    window.addEventListener('online', this.#onOnline);
    window.addEventListener('offline', this.#onOffline);
    window.addEventListener('pageshow', this.#onResume);
    this.#poll();
  }

  hostDisconnected(): void {
    this.#connected = false;
    document.removeEventListener('visibilitychange', this.#onResume);
    window.removeEventListener('online', this.#onOnline);
    window.removeEventListener('offline', this.#onOffline);
    window.removeEventListener('pageshow', this.#onResume);
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#request?.abort.abort();
    this.#request = undefined;
  }

  get #paused(): boolean {
    return !this.#connected || document.hidden || this.#offline;
  }

  readonly #onResume = () => {
    if (!document.hidden) this.#poll();
  };
  readonly #onOnline = () => {
    this.#offline = false;
    this.#poll();
  };
  readonly #onOffline = () => {
    this.#offline = true;
    clearTimeout(this.#timer);
  };

  /** Asks now unless paused, stopped or already asking. */
  #poll(): void {
    if (!this.#active || this.#paused || this.#request) return;
    clearTimeout(this.#timer);
    void this.#fetch();
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    if (this.#active && !this.#paused) this.#timer = setTimeout(() => this.#poll(), delayMs);
  }

  #fetch(): Promise<void> {
    const abort = new AbortController();
    const done = this.#load(this.#src!, abort);
    this.#request = { abort, done };
    return done;
  }

  async #load(src: string, abort: AbortController): Promise<void> {
    // stop() and disconnect replace the request: what it brings back is stale and changes nothing.
    const superseded = () => this.#request?.abort !== abort;
    const timeout = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
    const sentAt = Date.now();
    let next: number;
    try {
      const response = await fetch(src, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'application/vnd.api+json, application/json' },
        signal: abort.signal,
      });
      const receivedAt = Date.now();
      if (response.ok) {
        // A body cut short or not JSON (a captive portal's page) is a failed request, not a verdict.
        const body = await response.json().then(
          (document: unknown) => ({ document }),
          () => undefined,
        );
        if (superseded()) return;
        if (!body) {
          next = this.#failed();
        } else {
          const offset = serverOffsetFromDate(response.headers.get('Date'), sentAt, receivedAt);
          const verdict = this.callbacks.onDocument(body.document, offset);
          if (verdict === 'final') {
            this.#active = false;
            this.#request = undefined;
            return;
          }
          next = verdict === 'open' ? this.#succeeded() : this.#failed();
        }
      } else if (response.status === 408 || response.status === 429 || response.status >= 500) {
        const retryAfter =
          response.status === 429 || response.status === 503
            ? parseRetryAfter(response.headers.get('Retry-After'), receivedAt)
            : undefined;
        const backoff = this.#failed();
        // A server may ask for a long pause, but not for one setTimeout cannot hold.
        next = Math.min(retryAfter ?? backoff, MAX_RETRY_AFTER_MS);
      } else {
        if (superseded()) return;
        this.callbacks.onRefused(response.status);
        next = this.#failed(false);
      }
    } catch {
      if (superseded()) return;
      next = this.#failed();
    } finally {
      clearTimeout(timeout);
    }
    if (superseded()) return;
    this.#request = undefined;
    this.#schedule(next);
  }

  #succeeded(): number {
    this.#failures = 0;
    return this.#intervalMs;
  }

  #failed(transient = true): number {
    this.#failures++;
    if (transient) this.callbacks.onTransientFailure(this.#failures);
    return backoffDelay(this.#failures, { baseMs: this.#intervalMs, capMs: MAX_BACKOFF_MS });
  }
}
