/**
 * `crypto-checkout/svelte`: types `<crypto-checkout>` in Svelte 5 markup
 * (svelte-check, the Svelte language server). Opt in once, in any file of the
 * app: `import type {} from 'crypto-checkout/svelte';`
 *
 * Svelte 5 sets a custom element's attributes as properties when the element
 * has them and adds `oncheckout-status` and the like as event listeners.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { CryptoCheckout } from '../checkout/crypto-checkout.js';
import type { CryptoCheckoutAttributes, CryptoCheckoutEventListeners, CryptoCheckoutProperties } from './props.js';

export type CryptoCheckoutSvelteAttributes = HTMLAttributes<CryptoCheckout> &
  CryptoCheckoutProperties &
  CryptoCheckoutAttributes &
  CryptoCheckoutEventListeners;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'crypto-checkout': CryptoCheckoutSvelteAttributes;
  }
}
