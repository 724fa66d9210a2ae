import { CryptoCheckout } from 'crypto-checkout/react-component';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [events, setEvents] = useState<string[]>([]);
  return (
    <main>
      <h1>Pay for your order</h1>
      {/* The shop's backend serves the invoice document at this URL; the element loads and polls it. */}
      <CryptoCheckout
        src="/invoice.json"
        onCheckoutStatus={(event) =>
          setEvents((previous) => [...previous, `${event.detail.previous} → ${event.detail.status}`])
        }
      />
      <ol id="events">
        {events.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ol>
    </main>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
