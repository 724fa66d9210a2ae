import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface CountdownCallbacks {
  /** Time left fell to an announcement threshold (5 minutes, 1 minute). */
  onThreshold(thresholdMs: number): void;
  /** Time ran out: called once per window. */
  onExpire(): void;
}

/** From this much time left, the countdown wears the warning colour (its `low` class). */
const LOW_TIME_MS = 5 * 60_000;

/**
 * A tab back from the background or the bfcache. Heard on `window` in the capture phase, which also catches
 * `visibilitychange`: it is fired at `document`.
 */
const WAKE_EVENTS = ['visibilitychange', 'pageshow'];

/**
 * Counts down to an invoice's expiry. Each tick recomputes the time left from
 * the clock (corrected by the server offset) and writes it into the host's
 * `role="timer"` element, found after each render, and the share of the window
 * left into its `.countdown` box (`--left`, which draws the bar; `low` in the
 * last 5 minutes): Lit renders those empty and never their text, so a tick
 * touches the countdown and nothing else, and the host re-renders only at
 * thresholds and expiry. (A directive would do the same through Lit, at the
 * price of shipping `AsyncDirective`.)
 */
export class CountdownController implements ReactiveController {
  /** Milliseconds left at the last tick. */
  #remaining = 0;

  #window?: CountdownWindow;
  // Set by track() with the window it applies to.
  #serverOffset?: number;
  #expired?: boolean;
  #connected?: boolean;
  #timer?: ReturnType<typeof setTimeout>;
  #display?: Element | null;
  readonly #callbacks: CountdownCallbacks;
  readonly #host: ReactiveControllerHost & { renderRoot: ParentNode };

  constructor(host: ReactiveControllerHost & { renderRoot: ParentNode }, callbacks: CountdownCallbacks) {
    this.#host = host;
    this.#callbacks = callbacks;
    host.addController(this);
  }

  /** Counts toward `window` (or stops, given `undefined`). A new window may expire again. */
  track(window: CountdownWindow | undefined, serverOffset = 0): void {
    if (window?.expiresAt !== this.#window?.expiresAt || window?.createdAt !== this.#window?.createdAt) {
      this.#window = window;
      this.#expired = false;
    }
    this.#serverOffset = serverOffset;
    this.#restart();
  }

  /** After each render: the timer shown now (or none) gets the time left. */
  hostUpdated(): void {
    this.#display = this.#host.renderRoot.querySelector('[role="timer"]');
    this.#show();
  }

  #show(): void {
    const text = formatCountdown(this.#remaining);
    const display = this.#display;
    // Only a change is written: a render between two ticks leaves the text node alone.
    if (!display || !this.#window || display.textContent === text) return;
    display.textContent = text;
    // The payment screen renders the timer inside its `.countdown` box, the only place it renders one.
    const box = display.closest<HTMLElement>('.countdown')!;
    box.style.setProperty('--left', String(this.#remaining / (this.#window.expiresAt - this.#window.createdAt)));
    box.classList.toggle('low', this.#remaining <= LOW_TIME_MS);
  }

  hostConnected(): void {
    this.#connected = true;
    for (const type of WAKE_EVENTS) window.addEventListener(type, this.#onWake, true);
    this.#restart();
  }

  hostDisconnected(): void {
    this.#connected = false;
    for (const type of WAKE_EVENTS) window.removeEventListener(type, this.#onWake, true);
    clearTimeout(this.#timer);
  }

  // A tab back from the background or the bfcache shows the true time at once.
  readonly #onWake = () => {
    if (!document.hidden) this.#restart();
  };

  /** Ticks now, without announcing: a start or a wake-up is no threshold crossed. */
  #restart(): void {
    clearTimeout(this.#timer);
    this.#tick(false);
  }

  /** Recomputes the time left and, while connected, shows it and waits for the next second. */
  readonly #tick = (announce = true) => {
    if (!this.#window) return;
    const before = this.#remaining;
    this.#remaining = remainingMs(this.#window, Date.now(), this.#serverOffset);
    if (!this.#connected) return;
    this.#show();
    const threshold = announce && crossedThreshold(before, this.#remaining);
    if (threshold) this.#callbacks.onThreshold(threshold);
    if (this.#remaining > 0) {
      this.#timer = setTimeout(this.#tick, msUntilNextSecond(this.#remaining));
    } else if (!this.#expired) {
      this.#expired = true;
      this.#callbacks.onExpire();
    }
  };
}

// Time left to pay, from the clock rather than from counting ticks, so a throttled background tab
// or a sleeping laptop cannot make it drift. Pure, so tests can pin it.

/** Remaining times at which screen readers hear how long is left (1 and 5 minutes), smallest first. */
const ANNOUNCE_AT_MS = [60_000, 5 * 60_000];

export interface CountdownWindow {
  /** When the invoice was created, in the service's clock (ms since epoch). */
  createdAt: number;
  /** When the rate expires, in the service's clock. */
  expiresAt: number;
}

/**
 * Milliseconds left before expiry at `now` (the client's clock) corrected by
 * `serverOffset` (server minus client). Never below zero, and never more than
 * the invoice's whole window, so a client clock that runs behind cannot
 * stretch it.
 */
export function remainingMs(window: CountdownWindow, now: number, serverOffset = 0): number {
  const left = window.expiresAt - (now + serverOffset);
  return Math.min(Math.max(left, 0), window.expiresAt - window.createdAt);
}

/**
 * `m:ss` below an hour, `h:mm:ss` from an hour up, with whole seconds rounded
 * up so `0:00` means expired. Latin digits whatever the page's language, like
 * the amounts the payer types into a wallet.
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const units = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  if (!units[0]) units.shift();
  return units.map((unit, index) => (index ? String(unit).padStart(2, '0') : unit)).join(':');
}

/**
 * The announcement threshold crossed when time left went from `before` to
 * `after` (ms), if any: the smallest one, so a tab that slept past both says
 * only what is true now. Nothing at zero: expiry speaks for itself.
 */
export function crossedThreshold(before: number, after: number): number | undefined {
  return after > 0 ? ANNOUNCE_AT_MS.find((threshold) => before > threshold && after <= threshold) : undefined;
}

/** Milliseconds until the displayed seconds next change, so ticks land on the change. */
export function msUntilNextSecond(ms: number): number {
  return ms % 1000 || 1000;
}
