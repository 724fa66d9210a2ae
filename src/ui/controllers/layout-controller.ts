import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Below this width (CSS px) the checkout is laid out for a phone, whatever the pointer. */
const COMPACT_BELOW_PX = 480;

/**
 * Tells whether the checkout is laid out for a phone: a narrow container (the
 * element's own width, not the window's: a checkout in a sidebar is narrow on a
 * desktop too) or a coarse pointer (a touch screen, whose owner holds the
 * wallet in their hand). The host re-renders when that changes; ResizeObserver
 * reports before the frame is painted, so the first paint has the right layout.
 * It watches the host's empty `.probe` block rather than the host: the probe's
 * size changes with the width alone, so the render that follows cannot set off
 * another notification in the same frame (the "ResizeObserver loop" error a
 * page would see when the host grew taller).
 */
export class LayoutController implements ReactiveController {
  /** Lay out for a phone: the wallet link leads, the QR code waits behind "Pay from another device". */
  compact = false;

  #width = Infinity;
  #probe?: Element | null;
  // Made at connection: the server render (crypto-checkout/server) constructs the host where neither API
  // exists, and never connects it.
  #observer?: ResizeObserver;
  #coarse?: MediaQueryList;
  readonly #host: ReactiveControllerHost & { renderRoot: ParentNode };

  constructor(host: ReactiveControllerHost & { renderRoot: ParentNode }) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#observer ??= new ResizeObserver(([entry]) => {
      this.#width = entry!.contentRect.width;
      this.#update();
    });
    this.#coarse ??= matchMedia('(pointer: coarse)');
    this.#coarse.addEventListener('change', this.#update);
    if (this.#probe) this.#observer.observe(this.#probe);
  }

  /** After the first render (and any that replaced it), the probe is there to watch. */
  hostUpdated(): void {
    const probe = this.#host.renderRoot.querySelector('.probe');
    if (probe === this.#probe) return;
    this.#observer?.disconnect();
    this.#probe = probe;
    if (probe) this.#observer?.observe(probe);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#coarse?.removeEventListener('change', this.#update);
  }

  readonly #update = () => {
    // A hidden element measures 0 wide: it keeps the layout it had.
    const compact = (this.#width > 0 && this.#width < COMPACT_BELOW_PX) || !!this.#coarse?.matches;
    if (compact === this.compact) return;
    this.compact = compact;
    this.#host.requestUpdate();
  };
}
