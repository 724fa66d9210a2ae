/**
 * `crypto-checkout/react-channel`: `<CryptoChannel>`, a React component for `<crypto-channel>` made with
 * `@lit/react`, for React 18 and 19, the twin of `crypto-checkout/react-component`. Importing it registers the
 * element. Needs `@lit/react` installed beside `react` (both are optional peer dependencies of this package).
 *
 * Every property of the element is a prop that the component sets as a property (`channel` takes the channel
 * document object), and every event has a callback prop named in camel case: `onCheckoutDeposit` for
 * `checkout-deposit`, and so on.
 *
 * ```tsx
 * import { CryptoChannel } from 'crypto-checkout/react-channel';
 *
 * <CryptoChannel channel={channel} depositsSrc={url} onCheckoutDeposit={(event) => credit(event.detail)} />;
 * ```
 */
// A client component: it uses React's hooks, so a Server Component may render it but not run it.
'use client';

import { createComponent } from '@lit/react';
// The default import, which every bundler and Node give for CommonJS React (see react-component.ts).
import React from 'react';
import { CHANNEL_TAG_NAME } from '../channel/define.js';
import { CryptoChannel as CryptoChannelElement } from '../channel/crypto-channel.js';
import type { ChannelEventMap } from '../ui/events.js';
import { eventName, type ReactEvents } from './react-events.js';

export type { CryptoChannelElement };

/** Each callback prop and the event it listens to, for every event of {@link ChannelEventMap}. */
export type CryptoChannelEvents = ReactEvents<ChannelEventMap>;

const event = eventName<ChannelEventMap>();

// Typed by the event map, so an event added there without a callback prop here fails the type check.
const events: CryptoChannelEvents = {
  onCheckoutDeposit: event('checkout-deposit'),
  onCheckoutCopy: event('checkout-copy'),
  onCheckoutError: event('checkout-error'),
};

/**
 * `<crypto-channel>` as a React component: the element's properties as props, `on…` callbacks for its
 * events, and a `ref` to the element itself.
 */
export const CryptoChannel = createComponent({
  react: React,
  tagName: CHANNEL_TAG_NAME,
  elementClass: CryptoChannelElement,
  events,
  displayName: 'CryptoChannel',
});

/** The props of {@link CryptoChannel}, for components that pass them on. */
export type CryptoChannelProps = React.ComponentProps<typeof CryptoChannel>;
