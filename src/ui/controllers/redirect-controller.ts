import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FinalStatus } from '../../core/status.js';

/** Seconds before following a redirect when the delay given is no number. */
const DEFAULT_DELAY_SECONDS = 5;

export interface RedirectTarget {
  /** An absolute http(s) URL, already checked. */
  url: string;
  status: FinalStatus;
}

/**
 * Keeps the time of the redirect to the invoice's URL once its outcome is
 * known: it follows after a delay, or when the payer chooses to leave
 * ("Continue now", "Return to the shop"), at most once per invoice, whatever
 * reconnects, bfcache restores or late statuses follow. Following is the
 * host's: it fires `checkout-redirect` and navigates.
 */
export class RedirectController implements ReactiveController {
  /** Where the element is about to go, while it waits. */
  target?: RedirectTarget;
  /** Whole seconds left before following `target`. */
  secondsLeft = 0;

  /** When to follow `target`; undefined while it waits for the payer. */
  #deadline: number | undefined;
  #timer?: ReturnType<typeof setTimeout>;
  #followed = false;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #onFollow: (target: RedirectTarget) => void;

  /** `onFollow` is called when the time has come (once per invoice). */
  constructor(host: ReactiveControllerHost & HTMLElement, onFollow: (target: RedirectTarget) => void) {
    this.#host = host;
    this.#onFollow = onFollow;
    host.addController(this);
  }

  /**
   * Plans to follow `target` in `delaySeconds`, or with no delay only through follow(), replacing any plan;
   * no target cancels.
   */
  schedule(target: RedirectTarget | undefined, delaySeconds: number | undefined): void {
    clearTimeout(this.#timer);
    this.target = this.#followed ? undefined : target;
    // A delay that is no number ("5s", an unset framework prop) falls back to the default, never to NaN.
    const delay = Number.isFinite(delaySeconds) ? Math.max(0, Number(delaySeconds)) : DEFAULT_DELAY_SECONDS;
    // None at all: the target waits for the payer (follow()).
    this.#deadline = delaySeconds === undefined ? undefined : Date.now() + delay * 1000;
    if (this.#host.isConnected) this.hostConnected();
  }

  /** Whether the time to follow `target` is running (not waiting for the payer). */
  get counting(): boolean {
    return !!this.target && this.#deadline !== undefined;
  }

  /** Cancels any plan and forgets having followed one: a new invoice is followed once in its turn. */
  reset(): void {
    this.#followed = false;
    this.schedule(undefined, 0);
  }

  /** Follows the planned target now ("Continue now"). */
  follow(): void {
    clearTimeout(this.#timer);
    const target = this.target;
    if (!target) return;
    this.#followed = true;
    this.target = undefined;
    this.#onFollow(target);
    this.#host.requestUpdate();
  }

  hostConnected(): void {
    if (this.counting) this.#tick();
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
  }

  readonly #tick = () => {
    const left = this.#deadline! - Date.now();
    if (left <= 0) return this.follow();
    this.secondsLeft = Math.ceil(left / 1000);
    this.#host.requestUpdate();
    // The next tick when the seconds shown change.
    this.#timer = setTimeout(this.#tick, left % 1000 || 1000);
  };
}
