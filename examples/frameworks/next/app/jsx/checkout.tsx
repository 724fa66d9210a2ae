'use client';

import 'crypto-checkout';
import type {} from 'crypto-checkout/react';
import { useState, useSyncExternalStore } from 'react';

// True once this component renders in the browser after hydration; false on the server and while hydrating.
// React 19 does not set a custom element's properties or listeners while it hydrates (facebook/react#35446),
// so the element is rendered by the client alone, where React sets `invoice` and `oncheckout-status`.
const subscribe = () => () => {};
const useIsClient = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

export function Checkout({ invoice }: { invoice: object }) {
  const [events, setEvents] = useState<string[]>([]);
  const isClient = useIsClient();
  return (
    <>
      {isClient && (
        <crypto-checkout
          invoice={invoice}
          oncheckout-status={(event) =>
            setEvents((previous) => [...previous, `${event.detail.previous} → ${event.detail.status}`])
          }
        ></crypto-checkout>
      )}
      <ol id="events">
        {events.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ol>
    </>
  );
}
