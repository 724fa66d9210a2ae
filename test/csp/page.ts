// Runs inside a CSP-restricted iframe made by test/csp.test.ts: records every policy
// violation and error, loads the script-tag build, renders the invoice the parent handed
// over, and reports back. It uses no eval, no inline script and no HTML strings itself.
import type { CryptoCheckout } from '../../src/checkout/crypto-checkout.js';

export interface FramePage {
  violations: string[];
  errors: string[];
  done: Promise<void>;
}

interface Parent {
  cspFrameInput: { invoice: unknown; scripts: string[] };
}

const page: FramePage = { violations: [], errors: [], done: Promise.resolve() };
(window as unknown as { framePage: FramePage }).framePage = page;
document.addEventListener('securitypolicyviolation', (event) =>
  page.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
);
window.addEventListener('error', (event) => page.errors.push(String(event.message)));

page.done = (async () => {
  const { invoice, scripts } = (window.parent as unknown as Parent).cspFrameInput;
  for (const script of scripts) {
    try {
      await import(script);
    } catch (error) {
      page.errors.push(String(error));
    }
  }
  const el = document.createElement('crypto-checkout') as CryptoCheckout;
  el.invoice = invoice;
  document.body.append(el);
  await customElements.whenDefined('crypto-checkout');
  await el.updateComplete;
  // An XRP invoice shows its address and QR code once the payer confirms the tag: press it, as a payer would.
  el.shadowRoot!.querySelector<HTMLElement>('[part~="memo-confirm"]')?.click();
  await el.updateComplete;
  // Violations are reported asynchronously: let them arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
})();
