/**
 * What the two `@lit/react` components (`crypto-checkout/react-component`, `crypto-checkout/react-channel`)
 * share: the `on…` callback prop of each of their element's events, named from the event.
 */
import type { EventName } from '@lit/react';

/** `checkout-status` → `CheckoutStatus`. */
type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>;

/** Each callback prop (`onCheckoutStatus`) and the event it listens to, for every event of the map `M`. */
export type ReactEvents<M> = {
  [K in keyof M & string as `on${PascalCase<K>}`]: EventName<Extract<M[K], Event>>;
};

/** Names an event of the map `M` for `@lit/react`, typed by its event object: `eventName<M>()('checkout-status')`. */
export const eventName =
  <M>() =>
  <K extends keyof M & string>(name: K) =>
    name as string as EventName<Extract<M[K], Event>>;
