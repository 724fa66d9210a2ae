/**
 * `crypto-checkout/react-component`: `<CryptoCheckout>`, a React component for `<crypto-checkout>` made with
 * `@lit/react`, for React 18 and 19. Importing it registers the element. Needs `@lit/react` installed beside
 * `react` (both are optional peer dependencies of this package).
 *
 * Every property of the element is a prop that the component sets as a property, which React 18 alone
 * would not do (it would write `invoice` as the text `[object Object]`), and every event has a callback
 * prop named in camel case: `onCheckoutStatus` for `checkout-status`, and so on.
 *
 * ```tsx
 * import { CryptoCheckout } from 'crypto-checkout/react-component';
 *
 * <CryptoCheckout invoice={invoice} onCheckoutStatus={(event) => setStatus(event.detail.status)} />;
 * ```
 */
// A client component: it uses React's hooks, so a Server Component may render it but not run it.
'use client';

import { createComponent } from '@lit/react';
// The default import, which every bundler and Node give for CommonJS React; a namespace import has no named
// exports where a loader cannot find them in React's conditional require().
import React from 'react';
import { CryptoCheckout as CryptoCheckoutElement } from '../checkout/crypto-checkout.js';
import { TAG_NAME } from '../checkout/define.js';
import type { CheckoutEventMap } from '../ui/events.js';
import { eventName, type ReactEvents } from './react-events.js';

export type { CryptoCheckoutElement };

/** Each callback prop and the event it listens to, for every event of {@link CheckoutEventMap}. */
export type CryptoCheckoutEvents = ReactEvents<CheckoutEventMap>;

const event = eventName<CheckoutEventMap>();

// Typed by the event map, so an event added there without a callback prop here fails the type check.
const events: CryptoCheckoutEvents = {
  onCheckoutStatus: event('checkout-status'),
  onCheckoutRedirect: event('checkout-redirect'),
  onCheckoutCopy: event('checkout-copy'),
  onCheckoutError: event('checkout-error'),
  onCheckoutRenew: event('checkout-renew'),
  onCheckoutMethodSelect: event('checkout-method-select'),
  onCheckoutWalletSend: event('checkout-wallet-send'),
  onCheckoutWalletSent: event('checkout-wallet-sent'),
};

/**
 * `<crypto-checkout>` as a React component: the element's properties as props, `on…` callbacks for its
 * events, and a `ref` to the element itself.
 */
export const CryptoCheckout = createComponent({
  react: React,
  tagName: TAG_NAME,
  elementClass: CryptoCheckoutElement,
  events,
  displayName: 'CryptoCheckout',
});

/** The props of {@link CryptoCheckout}, for components that pass them on. */
export type CryptoCheckoutProps = React.ComponentProps<typeof CryptoCheckout>;
