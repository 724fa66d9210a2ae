// Not a way to follow: the JSX of ../jsx/checkout.tsx without its client-only render, kept so that the test
// notices the day React sets a custom element's properties while it hydrates (facebook/react#35446).
import invoice from '../../invoice.json';
import { Checkout } from './checkout';

export default function Page() {
  return (
    <main>
      <h1>Pay for your order</h1>
      <Checkout invoice={invoice} />
    </main>
  );
}
