/**
 * `crypto-checkout/vue`: types `<crypto-checkout>` in Vue 3 templates (vue-tsc,
 * Vue - Official). Opt in once, in any file of the app:
 * `import type {} from 'crypto-checkout/vue';`
 *
 * Vue reads a custom element's template types from `$props` and `$emit`, as
 * Vue's guide "Non-Vue Web Components and TypeScript" describes; neither exists
 * on the element. Vue still needs `compilerOptions.isCustomElement` at build time.
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { CryptoCheckout } from '../checkout/crypto-checkout.js';
import type { CheckoutEventMap } from '../ui/events.js';
import type { CryptoCheckoutProperties } from './props.js';

export type CryptoCheckoutVueComponent = new () => CryptoCheckout & {
  /** @deprecated Template type checking only: not a property of the element. */
  $props: HTMLAttributes & CryptoCheckoutProperties & PublicProps;
  /** @deprecated Template type checking only: not a method of the element. */
  $emit: EmitFn<{ [K in keyof CheckoutEventMap]: (event: CheckoutEventMap[K]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
    'crypto-checkout': CryptoCheckoutVueComponent;
  }
}
