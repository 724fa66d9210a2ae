// A top-up page: the user's standing deposit address, read on the server like the invoice.
import channel from '../../channel.json';
import { TopUp } from './top-up';

export default function Page() {
  return (
    <main>
      <h1>Top up your account</h1>
      <TopUp channel={channel} />
    </main>
  );
}
