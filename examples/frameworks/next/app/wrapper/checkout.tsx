'use client';

import { CryptoCheckout } from 'crypto-checkout/react-component';
import { useState } from 'react';

export function Checkout({ invoice }: { invoice: object }) {
  const [events, setEvents] = useState<string[]>([]);
  return (
    <>
      <CryptoCheckout
        invoice={invoice}
        onCheckoutStatus={(event) =>
          setEvents((previous) => [...previous, `${event.detail.previous} → ${event.detail.status}`])
        }
      />
      <ol id="events">
        {events.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ol>
    </>
  );
}
