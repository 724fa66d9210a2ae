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
    clearTimeout(this.#timer);
    this.#set(false);
    // Hidden or blurred once is enough: an app took the link, or the payer went elsewhere.
    let left = false;
    const leave = () => (left = true);
    const options = { once: true };
    document.addEventListener('visibilitychange', leave, options);
    window.addEventListener('blur', leave, options);
    this.#timer = setTimeout(() => {
      document.removeEventListener('visibilitychange', leave);
      window.removeEventListener('blur', leave);
      this.#set(!left && !document.hidden);
    }, WALLET_WAIT_MS);
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
  }

  #set(stalled: boolean): void {
    if (stalled === this.stalled) return;
    this.stalled = stalled;
    this.#host.requestUpdate();
  }
}
