'use client';

import { CryptoChannel } from 'crypto-checkout/react-channel';
import { useState } from 'react';

export function TopUp({ channel }: { channel: object }) {
  const [events, setEvents] = useState<string[]>([]);
  return (
    <>
      <CryptoChannel
        channel={channel}
        onCheckoutCopy={(event) => setEvents((previous) => [...previous, `copied ${event.detail.field}`])}
      />
      <ol id="events">
        {events.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ol>
    </>
  );
}
