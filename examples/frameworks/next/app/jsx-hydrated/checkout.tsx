'use client';

import 'crypto-checkout';
import type {} from 'crypto-checkout/react';
import { useState } from 'react';

export function Checkout({ invoice }: { invoice: object }) {
  const [events, setEvents] = useState<string[]>([]);
  return (
    <>
      <crypto-checkout
        invoice={invoice}
        oncheckout-status={(event) =>
          setEvents((previous) => [...previous, `${event.detail.previous} → ${event.detail.status}`])
        }
      ></crypto-checkout>
      <ol id="events">
        {events.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ol>
    </>
  );
}
