import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { checkoutEvent } from '../events.js';
import type { FinalStatus } from '../status.js';

/** Seconds before following a redirect when the delay given is no number. */
export const DEFAULT_DELAY_SECONDS = 5;

export interface RedirectTarget {
  /** An absolute http(s) URL, already checked. */
  url: string;
  status: FinalStatus;
}

/**
 * Follows the invoice's redirect URL once its outcome is known: after a delay,
 * or at once through "Continue now". It fires a cancelable
 * `checkout-redirect` first and navigates at most once in the element's life,
 * whatever reconnects, bfcache restores or late statuses follow.
 */
export class RedirectController implements ReactiveController {
  /** Where the element is about to go, while it waits. */
  target?: RedirectTarget;
  /** Whole seconds left before following `target`. */
  secondsLeft = 0;

  #deadline = 0;
  #timer?: ReturnType<typeof setTimeout>;
  #followed = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** Navigates, unless the host only reports (`no-redirect`). */
    private readonly navigate: (url: string) => void,
  ) {
    host.addController(this);
  }

  /** Plans to follow `target` in `delaySeconds`, replacing any plan; `undefined` cancels. */
  schedule(target: RedirectTarget | undefined, delaySeconds: number): void {
    clearTimeout(this.#timer);
    this.target = this.#followed ? undefined : target;
    if (!this.target) return;
    // A delay that is no number ("5s", an unset framework prop) falls back to the default, never to NaN.
    const delay = Number.isFinite(delaySeconds) ? Math.max(0, delaySeconds) : DEFAULT_DELAY_SECONDS;
    this.#deadline = Date.now() + delay * 1000;
    if (this.host.isConnected) this.#tick();
  }

  /** Follows the planned target now ("Continue now"). */
  follow(): void {
    clearTimeout(this.#timer);
    const target = this.target;
    if (!target || this.#followed) return;
    this.#followed = true;
    this.target = undefined;
    const proceed = this.host.dispatchEvent(checkoutEvent('checkout-redirect', { ...target }, true));
    if (proceed) this.navigate(target.url);
    this.host.requestUpdate();
  }

  hostConnected(): void {
    if (this.target) this.#tick();
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  readonly #tick = () => {
    const left = this.#deadline - Date.now();
    if (left <= 0) {
      this.follow();
      return;
    }
    this.secondsLeft = Math.ceil(left / 1000);
    this.host.requestUpdate();
    this.#timer = setTimeout(this.#tick, left % 1000 || 1000);
  };
}
