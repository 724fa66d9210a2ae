/**
 * `crypto-checkout/react`: types `<crypto-checkout>` in React 19 JSX.
 * Opt in once, in any file of the app: `import type {} from 'crypto-checkout/react';`
 *
 * React 19 sets a custom element's props as properties when the element has
 * them (so `invoice={document}` passes the object) and adds `oncheckout-status`
 * and the like as listeners of the event named after `on`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CryptoCheckout } from '../checkout/crypto-checkout.js';
import type { CryptoCheckoutAttributes, CryptoCheckoutEventListeners, CryptoCheckoutProperties } from './props.js';

export type CryptoCheckoutJsxProps = DetailedHTMLProps<HTMLAttributes<CryptoCheckout>, CryptoCheckout> &
  CryptoCheckoutProperties &
  CryptoCheckoutAttributes &
  CryptoCheckoutEventListeners;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React 19 keeps its JSX types in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'crypto-checkout': CryptoCheckoutJsxProps;
    }
  }
}
