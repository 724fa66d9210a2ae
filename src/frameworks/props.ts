/**
 * What a framework template may give `<crypto-checkout>`, shared by the
 * React, Vue and Svelte declarations beside this file.
 */
import type { CryptoCheckout } from '../checkout/crypto-checkout.js';
import type { CheckoutEventMap } from '../ui/events.js';

/** The public properties a template may set. React 19, Vue 3 and Svelte 5 set them as properties, so `invoice` takes the document object. */
export type CryptoCheckoutProperties = Partial<
  Pick<
    CryptoCheckout,
    | 'invoice'
    | 'src'
    | 'orderSrc'
    | 'methods'
    | 'pollInterval'
    | 'status'
    | 'redirectDelay'
    | 'noRedirect'
    | 'redirectOrigins'
    | 'navigate'
    | 'qr'
    | 'memoConfirm'
    | 'renewable'
  >
>;

/** The attribute spellings of the same settings, for templates that write HTML names. */
export interface CryptoCheckoutAttributes {
  'order-src'?: string;
  'poll-interval'?: number | string;
  'redirect-delay'?: number | string;
  'no-redirect'?: boolean;
  'redirect-origins'?: string;
  'memo-confirm'?: 'on' | 'off';
}

/**
 * `on<event-name>` listeners: React 19 and Svelte 5 add an `on…` prop of a
 * custom element as a listener for the event named by the rest, case kept.
 */
export type CryptoCheckoutEventListeners = {
  [K in keyof CheckoutEventMap as `on${K}`]?: (event: CheckoutEventMap[K]) => void;
};
