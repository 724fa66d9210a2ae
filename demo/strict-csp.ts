// The strict-CSP QA page: shows the policy the server sent, counts violations, renders an invoice.
import '../src/index.js';
import type { CryptoCheckout } from '../src/index.js';
import { invoiceDocument } from '../fixtures/invoices.js';
import { STRICT_CSP } from './strict-csp-policy.js';

const count = document.getElementById('violation-count')!;
const list = document.getElementById('violations')!;
let violations = 0;
document.addEventListener('securitypolicyviolation', (event) => {
  count.textContent = String(++violations);
  const item = document.createElement('li');
  item.textContent = `${event.violatedDirective}: ${event.blockedURI || '(inline)'}`;
  list.append(item);
});

document.getElementById('policy')!.textContent = STRICT_CSP.split('; ').join(';\n');
document.querySelector('crypto-checkout')!.invoice = invoiceDocument('xrp');

// The second checkout loads a shop invoice from its src, and follows the shop's stream, under the same policy.
const live = await fetch('/shop/checkout', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ currency: 'BTC' }),
});
if (live.ok) document.querySelector<CryptoCheckout>('#live')!.src = ((await live.json()) as { src: string }).src;
