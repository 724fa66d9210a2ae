// A Server Component: it reads the invoice on the server and hands it to a client component.
import invoice from '../../invoice.json'; // in a shop: the document your backend got from POST /api/public/v1/invoices
import { Checkout } from './checkout';

export default function Page() {
  return (
    <main>
      <h1>Pay for your order</h1>
      <Checkout invoice={invoice} />
    </main>
  );
}
