/**
 * The element from npm inside a React 19 single-page app, live against the
 * demo shop: the app asks the shop for an invoice when it mounts, gives the
 * element its `src`, keeps every event the element fires in React state, and
 * when the checkout is done prevents the element's navigation and routes
 * itself. `?poll=1&delay=0` speed it up (for tests).
 */
// As in any app: importing the package registers <crypto-checkout> (this dev server
// resolves `crypto-checkout` to the sources, as a bundler resolves it to node_modules).
// Before React renders, so React 19 sets `src` and the like as properties.
import 'crypto-checkout';
// In an app these two come from 'crypto-checkout' and 'crypto-checkout/react' (the JSX types).
import type { CheckoutEventMap, CheckoutStatus } from '../src/index.js';
import type {} from '../src/frameworks/react.js';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createCheckout, setOutcome, ShopError, type CheckoutAnswer, type CheckoutRequest } from './shop-api.js';

const PAY_WITH: { label: string; request: CheckoutRequest }[] = [
  { label: 'Bitcoin', request: { currency: 'BTC' } },
  { label: 'XRP', request: { currency: 'XRP' } },
  { label: 'USDT on Tron', request: { currency: 'USDT', network: 'tron:usdt' } },
];

function numberParam(name: string, fallback: number, min: number, max: number): number {
  const value = Number(new URLSearchParams(location.search).get(name) ?? Number.NaN);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

const POLL_SECONDS = numberParam('poll', 2, 1, 60);
const REDIRECT_DELAY = numberParam('delay', 3, 0, 60);

const describe = (error: unknown) =>
  error instanceof ShopError
    ? `HTTP ${error.status}: ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);

/** Where the app routed itself once the checkout was done. */
interface Done {
  invoiceId: string;
  status: CheckoutStatus;
  url: string;
}

function App() {
  const [method, setMethod] = useState(0);
  // Bumped by "New order": a new invoice, a new element.
  const [orderNumber, setOrderNumber] = useState(1);
  const [order, setOrder] = useState<CheckoutAnswer>();
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState<CheckoutStatus>('loading');
  const [events, setEvents] = useState<{ type: string; detail: string }[]>([]);
  const [done, setDone] = useState<Done>();
  const log = (type: string, detail: string) => setEvents((previous) => [...previous, { type, detail }]);

  useEffect(() => {
    const abort = new AbortController();
    setOrder(undefined);
    setFailure(undefined);
    setStatus('loading');
    setDone(undefined);
    createCheckout(PAY_WITH[method]!.request, abort.signal).then(
      (answer) => {
        setOrder(answer);
        setEvents((previous) => [
          ...previous,
          { type: 'app', detail: `the shop created invoice ${answer.invoice.data.id}` },
        ]);
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setFailure(describe(error));
      },
    );
    return () => abort.abort();
  }, [method, orderNumber]);

  const onStatus = (event: CheckoutEventMap['checkout-status']) => {
    setStatus(event.detail.status);
    log('checkout-status', `${event.detail.previous} → ${event.detail.status}`);
  };
  // The app routes itself: the element's navigation is prevented, the app shows its own page.
  const onRedirect = (event: CheckoutEventMap['checkout-redirect']) => {
    event.preventDefault();
    log('checkout-redirect', `${event.detail.status}, ${event.detail.url} (prevented; the app routes itself)`);
    if (order) setDone({ invoiceId: order.invoice.data.id, status: event.detail.status, url: event.detail.url });
  };
  const onCopy = (event: CheckoutEventMap['checkout-copy']) =>
    log('checkout-copy', `${event.detail.field}${event.detail.ok ? '' : ' (refused)'}`);
  const onError = (event: CheckoutEventMap['checkout-error']) =>
    log('checkout-error', `${event.detail.code}: ${event.detail.message}`);

  const drive = (outcome: 'complete' | 'cancelled') => {
    if (!order) return;
    log('app', `sandbox outcome ${outcome}`);
    setOutcome(order.invoice.data.id, outcome).catch((error: unknown) => log('app', describe(error)));
  };

  return (
    <>
      <header className="page-header">
        <h1>
          &lt;crypto-checkout&gt; <span className="muted">in a React 19 app</span>
        </h1>
        <p className="muted">
          The app imports the npm package (<code>import &apos;crypto-checkout&apos;</code>), asks the demo shop for a
          live invoice when it mounts, and passes the element its <code>src</code>. Every event the element fires lands
          in React state below; when the checkout is done the app prevents the element&apos;s navigation and shows its
          own page.
        </p>
        <nav className="site-nav" aria-label="Demo pages">
          <a href="/">QA demo</a>
          <a href="/channel.html">Channel (top-up)</a>
          <a href="/cdn.html">Script tag (CDN build)</a>
          <a href="/spa.html" aria-current="page">
            React 19 app (npm)
          </a>
          <a href="/strict-csp.html">Strict CSP</a>
        </nav>
      </header>
      <main className="page">
        <section className="panel spa-order" aria-labelledby="order-title">
          <h2 id="order-title">
            {done
              ? done.status === 'complete'
                ? 'Thank you for your order'
                : 'Payment not completed'
              : 'Pay for your order'}
          </h2>
          {done ? (
            <div className="spa-done">
              <p>
                The app routed here itself after <code>checkout-redirect</code>: invoice{' '}
                <strong id="spa-done-invoice" className="mono">
                  {done.invoiceId}
                </strong>{' '}
                is {done.status}. The element wanted to go to <span className="mono">{done.url}</span>.
              </p>
              <button type="button" className="button" onClick={() => setOrderNumber((number) => number + 1)}>
                New order
              </button>
            </div>
          ) : (
            <>
              <div className="spa-toolbar">
                <div className="control">
                  <label htmlFor="pay-with">Pay with</label>
                  <select id="pay-with" value={method} onChange={(event) => setMethod(Number(event.target.value))}>
                    {PAY_WITH.map((option, index) => (
                      <option key={option.label} value={index}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="button-row" role="group" aria-label="Sandbox outcome">
                  <button type="button" className="button" disabled={!order} onClick={() => drive('complete')}>
                    Sandbox: paid (complete)
                  </button>
                  <button type="button" className="button" disabled={!order} onClick={() => drive('cancelled')}>
                    Sandbox: cancelled
                  </button>
                </div>
              </div>
              {failure ? (
                <p className="stage-message alert" role="alert">
                  The shop could not create the invoice. {failure}
                </p>
              ) : order ? (
                <crypto-checkout
                  key={order.src}
                  src={order.src}
                  pollInterval={POLL_SECONDS}
                  redirectDelay={REDIRECT_DELAY}
                  oncheckout-status={onStatus}
                  oncheckout-redirect={onRedirect}
                  oncheckout-copy={onCopy}
                  oncheckout-error={onError}
                ></crypto-checkout>
              ) : (
                <p className="stage-message" role="status">
                  Asking the shop for an invoice…
                </p>
              )}
            </>
          )}
        </section>
        <section className="panel" aria-labelledby="state-title">
          <h2 id="state-title">React state</h2>
          <p>
            Status: <strong id="spa-status">{status}</strong>
          </p>
          <ol id="spa-events" className="log" aria-live="polite">
            {events.map((entry, index) => (
              <li key={index} className={entry.type}>
                <span className="type">{entry.type}</span>
                <span className="detail">{entry.detail}</span>
              </li>
            ))}
          </ol>
        </section>
      </main>
    </>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
