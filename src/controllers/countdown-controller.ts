import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { crossedThreshold, msUntilNextSecond, remainingMs, type CountdownWindow } from '../countdown.js';

export interface CountdownCallbacks {
  /** Time left fell to an announcement threshold (5 minutes, 1 minute). */
  onThreshold(thresholdMs: number): void;
  /** Time ran out: called once per window. */
  onExpire(): void;
}

/**
 * Counts down to an invoice's expiry. Each tick recomputes the time left from
 * the clock (corrected by the server offset) and tells its subscribers (the
 * timer's text, see `countdown-text.ts`), so a tick touches the timer and
 * nothing else: the host re-renders only at thresholds and expiry.
 */
export class CountdownController implements ReactiveController {
  /** Milliseconds left at the last tick. */
  remaining = 0;

  #window?: CountdownWindow;
  #serverOffset = 0;
  #expired = false;
  #timer?: ReturnType<typeof setTimeout>;
  #connected = false;
  readonly #subscribers = new Set<(remaining: number) => void>();

  constructor(
    host: ReactiveControllerHost,
    private readonly callbacks: CountdownCallbacks,
  ) {
    host.addController(this);
  }

  /** Counts toward `window` (or stops, given `undefined`). A new window may expire again. */
  track(window: CountdownWindow | undefined, serverOffset = 0): void {
    const same =
      window &&
      this.#window &&
      window.expiresAt === this.#window.expiresAt &&
      window.createdAt === this.#window.createdAt;
    this.#serverOffset = serverOffset;
    if (!same) {
      this.#window = window;
      this.#expired = false;
    }
    this.#restart();
  }

  subscribe(listener: (remaining: number) => void): () => void {
    this.#subscribers.add(listener);
    return () => this.#subscribers.delete(listener);
  }

  hostConnected(): void {
    this.#connected = true;
    document.addEventListener('visibilitychange', this.#onWake);
    window.addEventListener('pageshow', this.#onWake);
    this.#restart();
  }

  hostDisconnected(): void {
    this.#connected = false;
    document.removeEventListener('visibilitychange', this.#onWake);
    window.removeEventListener('pageshow', this.#onWake);
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  // A tab coming back from the background or the bfcache shows the true time at once.
  readonly #onWake = () => {
    if (!document.hidden) this.#restart();
  };

  #restart(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#window) return;
    this.remaining = remainingMs(this.#window, Date.now(), this.#serverOffset);
    if (this.#connected) this.#tick(false);
  }

  readonly #tick = (announce = true) => {
    if (!this.#window) return;
    const before = this.remaining;
    this.remaining = remainingMs(this.#window, Date.now(), this.#serverOffset);
    for (const listener of this.#subscribers) listener(this.remaining);
    const threshold = announce ? crossedThreshold(before, this.remaining) : undefined;
    if (threshold !== undefined) this.callbacks.onThreshold(threshold);
    if (this.remaining > 0) {
      this.#timer = setTimeout(this.#tick, msUntilNextSecond(this.remaining));
    } else if (!this.#expired) {
      this.#expired = true;
      this.callbacks.onExpire();
    }
  };
}
