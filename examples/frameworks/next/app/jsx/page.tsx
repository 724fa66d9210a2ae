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
