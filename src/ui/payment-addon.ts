/**
 * The one place a part the page adds (the browser wallets, `crypto-checkout/wallets`) plugs into
 * `<crypto-checkout>`: the element asks it for a template to draw on the payment screen. The part registers once,
 * before or after the elements; registering draws it into every element connected then, and later elements find
 * it. Kept this small because every invoice page carries it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { InvoiceView } from '../core/invoice.js';
import type { ScreenContext } from './context.js';

/** What an added part sees of the element it draws into. */
export type PaymentAddonHost = ReactiveControllerHost &
  HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** An added part, for one element: its template for the payment screen of `view`. */
export interface PaymentAddon {
  render(view: InvoiceView, context: ScreenContext): unknown;
}

/** Makes the part for each element. */
export type PaymentAddonFactory = (host: PaymentAddonHost) => PaymentAddon;

let factory: PaymentAddonFactory | undefined;
const connected = new Set<PaymentAddonHost>();

/** Registers the part (once; a second registration is ignored) and draws it into the elements on the page. */
export function addPaymentAddon(part: PaymentAddonFactory): void {
  factory ??= part;
  connected.forEach((host) => host.requestUpdate());
}

/** The element's side: knows when its element is on the page, and makes its part the first time one is drawn. */
export class PaymentAddonController implements ReactiveController {
  readonly #host: PaymentAddonHost;
  #addon?: PaymentAddon | undefined;

  constructor(host: PaymentAddonHost) {
    (this.#host = host).addController(this);
  }

  hostConnected(): void {
    connected.add(this.#host);
  }

  hostDisconnected(): void {
    connected.delete(this.#host);
  }

  render(view: InvoiceView, context: ScreenContext): unknown {
    return (this.#addon ??= factory?.(this.#host))?.render(view, context);
  }
}
