import type { CheckoutEventMap } from 'crypto-checkout';
import type {} from 'crypto-checkout/react'; // types <crypto-checkout> in JSX
import { useEffect, useState } from 'react';
import { PAID_ROUTE, paidInvoice, pendingInvoice } from '../../shared/checkout.js';

/** A shop page: the checkout for an invoice, then the shop's own "paid" page, routed without a reload. */
export function App() {
  const [invoice, setInvoice] = useState(pendingInvoice);
  const [route, setRoute] = useState(location.pathname);
  const [events, setEvents] = useState<string[]>([]);
  const log = (entry: string) => setEvents((previous) => [...previous, entry]);

  useEffect(() => {
    const onPopState = () => setRoute(location.pathname);
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  const onStatus = (event: CheckoutEventMap['checkout-status']) =>
    log(`checkout-status: ${event.detail.previous} → ${event.detail.status}`);

  // The shop routes itself: the element is told not to navigate, and the app goes to its own page.
  const onRedirect = (event: CheckoutEventMap['checkout-redirect']) => {
    event.preventDefault();
    log(`checkout-redirect: ${event.detail.status}, ${event.detail.url} (prevented)`);
    history.pushState(null, '', PAID_ROUTE);
    setRoute(PAID_ROUTE);
  };

  return (
    <main>
      <h1>{route === PAID_ROUTE ? 'Thank you for your order' : 'Pay for your order'}</h1>
      {route === PAID_ROUTE ? (
        <p>The shop routed here itself, without leaving the app.</p>
      ) : (
        <>
          <crypto-checkout
            invoice={invoice}
            redirectDelay={0}
            oncheckout-status={onStatus}
            oncheckout-redirect={onRedirect}
          ></crypto-checkout>
          <button type="button" onClick={() => setInvoice(paidInvoice())}>
            Simulate the payment (as the shop's websocket would)
          </button>
        </>
      )}
      <h2>Events the app saw</h2>
      <ol id="events">
        {events.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ol>
    </main>
  );
}
