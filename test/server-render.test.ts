// crypto-checkout/server's renderCheckoutHTML as a browser meets it: the server's HTML (rendered by
// web-test-runner's /__ssr endpoint from the sources) parsed with its declarative shadow root, the element's
// script arriving after it. This file registers <crypto-checkout> itself, in its first test, so that the
// server's screen is on the page before the element is defined, as on a slow connection.
import { aTimeout, expect, nextFrame } from '@open-wc/testing';
import { CryptoCheckout } from '../src/checkout/crypto-checkout.js';
import type { CheckoutErrorDetail, CheckoutStatusDetail } from '../src/ui/events.js';
import type { RenderCheckoutOptions } from '../src/server/render.js';
import '../src/i18n/locales/ar.js';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';

/** The HTML of `renderCheckoutHTML(invoice, options)`, rendered on the test server. */
async function serverHTML(invoice: unknown, options: RenderCheckoutOptions = {}): Promise<string> {
  const response = await fetch('/__ssr', { method: 'POST', body: JSON.stringify({ invoice, options }) });
  expect(response.status).to.equal(200);
  return response.text();
}

/**
 * Puts `html` into the page with its declarative shadow root, as a page's parser does before the element's
 * script runs: parsed apart, then inserted, so that a defined element upgrades (at once, in every engine) with
 * the server's shadow root already there.
 */
function insert(html: string): CryptoCheckout {
  const container = document.createElement('div');
  // Wide enough for the desktop layout in every engine's window: the server renders that one.
  container.style.width = '600px';
  container.append(document.adoptNode(Document.parseHTMLUnsafe(html).querySelector('crypto-checkout')!));
  document.body.append(container);
  return container.querySelector('crypto-checkout')!;
}

/** What the card says, white space folded, without the countdown (the server leaves it to the script). */
function cardText(el: HTMLElement): string {
  const card = el.shadowRoot!.querySelector('[part~="base"]')!.cloneNode(true) as HTMLElement;
  card.querySelector('[role="timer"]')!.textContent = '';
  return card.textContent!.replace(/\s+/g, ' ').trim();
}

const qrCodes = (el: HTMLElement) => el.shadowRoot!.querySelectorAll('svg[part~="qr-code"]');

/** The same invoice rendered in the browser alone, as a page without server rendering shows it. */
async function clientRender(invoice: unknown, lang?: string): Promise<CryptoCheckout> {
  const el = document.createElement('crypto-checkout');
  if (lang) el.lang = lang;
  el.invoice = invoice;
  const container = document.createElement('div');
  container.style.width = '600px';
  container.append(el);
  document.body.append(container);
  await el.updateComplete;
  return el;
}

afterEach(() => {
  for (const el of document.querySelectorAll('crypto-checkout')) el.parentElement!.remove();
});

describe('server rendering (renderCheckoutHTML)', () => {
  it('shows what to pay before the script; the script takes over with no frame without it, one QR code, one pending', async () => {
    expect(customElements.get('crypto-checkout'), 'defined before this test').to.equal(undefined);
    const el = insert(await serverHTML(invoiceDocument('btc')));
    const root = el.shadowRoot!;
    expect(cardText(el)).to.include('0.00081234 BTC').and.include(ADDRESSES.btc);
    expect(qrCodes(el)).to.have.length(1);
    const serverQr = qrCodes(el)[0]!;

    const statuses: CheckoutStatusDetail[] = [];
    const errors: CheckoutErrorDetail[] = [];
    el.addEventListener('checkout-status', (event) => statuses.push(event.detail));
    el.addEventListener('checkout-error', (event) => errors.push(event.detail));
    // Before every frame from here on: is the amount there, and how many QR codes?
    const frames: { amount: boolean; qrCodes: number }[] = [];
    let watching = true;
    const watch = () => {
      frames.push({ amount: root.textContent!.includes('0.00081234'), qrCodes: qrCodes(el).length });
      if (watching) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    await nextFrame();
    await nextFrame();

    // The script arrives.
    customElements.define('crypto-checkout', CryptoCheckout);
    expect(el).to.be.instanceOf(CryptoCheckout);
    await el.updateComplete;
    for (let i = 0; i < 3; i++) await nextFrame();
    watching = false;

    expect(frames.length).to.be.greaterThan(4);
    expect(frames.filter((frame) => !frame.amount || frame.qrCodes !== 1)).to.deep.equal([]);
    // The element's own render replaced the server's: its nodes are gone, its style too (the element's is
    // adopted), and the countdown ticks.
    expect(serverQr.isConnected).to.equal(false);
    expect(qrCodes(el)).to.have.length(1);
    expect(root.querySelectorAll('style')).to.have.length(0);
    // The invoice was created as the test began: within its first minute, however slow the machine.
    expect(root.querySelector('[role="timer"]')!.textContent).to.match(/^(20:00|19:[0-5]\d)$/);
    expect(statuses).to.deep.equal([{ status: 'pending', previous: 'loading' }]);
    expect(errors).to.deep.equal([]);
    // No attribute the server did not write.
    expect(el.getAttributeNames().sort()).to.deep.equal(['invoice']);
  });

  for (const [name, invoice, lang, expected] of [
    ['English, Bitcoin', () => invoiceDocument('btc'), undefined, 'Amount to pay'],
    ['Arabic, Bitcoin', () => invoiceDocument('btc'), 'ar', 'المبلغ المطلوب'],
    ['Arabic, XRP with its destination tag', () => invoiceDocument('xrp'), 'ar', 'علامة الوجهة'],
  ] as const) {
    it(`says what the client render says: ${name}`, async () => {
      const doc = invoice();
      const html = await serverHTML(doc, lang ? { lang } : {});
      const client = await clientRender(doc, lang);
      const expectedText = cardText(client);
      const card = client.shadowRoot!.querySelector('[part~="base"]')!;
      client.parentElement!.remove();

      // Parsed before the element takes over: the server's own screen (the element is defined by now, so the
      // parser's element upgrades as it is inserted; the server's screen is read from the HTML itself).
      const parsed = Document.parseHTMLUnsafe(html).querySelector('crypto-checkout')!;
      expect(cardText(parsed)).to.equal(expectedText);
      expect(expectedText).to.include(expected);
      const serverCard = parsed.shadowRoot!.querySelector('[part~="base"]')!;
      expect(serverCard.getAttribute('lang')).to.equal(card.getAttribute('lang'));
      expect(serverCard.getAttribute('dir')).to.equal(card.getAttribute('dir'));

      const el = insert(html);
      await el.updateComplete;
      expect(cardText(el)).to.equal(expectedText);
      expect(qrCodes(el).length).to.equal(qrCodes(client).length);
    });
  }

  it('polls src as usual once the script has arrived', async () => {
    const src = `/__conditional/ssr${Math.random().toString(36).slice(2)}`;
    const doc = invoiceDocument('btc');
    await fetch(src, { method: 'PUT', body: JSON.stringify(doc) });
    const el = insert(await serverHTML(doc, { src, pollInterval: 1 }));
    const statuses: string[] = [];
    el.addEventListener('checkout-status', (event) => statuses.push(event.detail.status));
    await el.updateComplete;
    expect(cardText(el)).to.include('0.00081234 BTC');

    await fetch(src, { method: 'PUT', body: JSON.stringify(invoiceDocument('btc', { status: 'completed' })) });
    for (let waited = 0; !statuses.includes('complete') && waited < 4000; waited += 50) await aTimeout(50);
    expect(statuses).to.include('complete');
  });
});
