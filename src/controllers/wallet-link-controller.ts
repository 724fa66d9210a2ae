import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long a wallet app has to take the page's place before the checkout says none did. */
export const WALLET_WAIT_MS = 2500;

/**
 * Notices when "Open in wallet" opened nothing: a wallet app that takes the
 * link hides the page or takes focus from it; a page still visible and focused
 * a moment later means no app handled the URI, and the payer is pointed to the
 * copy fields instead of left waiting.
 */
export class WalletLinkController implements ReactiveController {
  /** No wallet app took the last link: say so. */
  stalled = false;

  #timer?: ReturnType<typeof setTimeout>;
  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** The payer pressed the wallet link. */
  opened(): void {
    this.#stop();
    this.#set(false);
    document.addEventListener('visibilitychange', this.#handled);
    window.addEventListener('blur', this.#handled);
    window.addEventListener('pagehide', this.#handled);
    this.#timer = setTimeout(() => {
      this.#stop();
      this.#set(document.visibilityState === 'visible');
    }, WALLET_WAIT_MS);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.#stop();
  }

  // An app took the link (or the payer left): nothing to say.
  readonly #handled = () => this.#stop();

  #stop(): void {
    if (this.#timer === undefined) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    document.removeEventListener('visibilitychange', this.#handled);
    window.removeEventListener('blur', this.#handled);
    window.removeEventListener('pagehide', this.#handled);
  }

  #set(stalled: boolean): void {
    if (stalled === this.stalled) return;
    this.stalled = stalled;
    this.#host.requestUpdate();
  }
}
