import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Keeps keyboard focus inside the host across renders: when a render removes
 * the element that had focus (a copy button, when the payment is seen), focus
 * goes to the new screen's first `tabindex="-1"` element (its title), not to
 * the page's `<body>`. Focus that was elsewhere is left alone.
 */
export class FocusController implements ReactiveController {
  #focused?: Element | null;
  readonly #host: ReactiveControllerHost & { renderRoot: ParentNode; shadowRoot: ShadowRoot | null };

  constructor(host: ReactiveControllerHost & { renderRoot: ParentNode; shadowRoot: ShadowRoot | null }) {
    this.#host = host;
    host.addController(this);
  }

  hostUpdate(): void {
    this.#focused = this.#host.shadowRoot?.activeElement;
  }

  hostUpdated(): void {
    if (this.#focused && !this.#focused.isConnected) {
      this.#host.renderRoot.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
    }
  }
}
