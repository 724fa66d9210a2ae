/**
 * Registers `<crypto-checkout>`. Guarded, so a page that loads both the
 * script-tag build and the npm build does not throw.
 */
import { CryptoCheckout } from './crypto-checkout.js';

export const TAG_NAME = 'crypto-checkout';

if (!customElements.get(TAG_NAME)) {
  customElements.define(TAG_NAME, CryptoCheckout);
}

declare global {
  interface HTMLElementTagNameMap {
    'crypto-checkout': CryptoCheckout;
  }
}
