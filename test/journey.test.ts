// A payer's journey against a payment service that answers only what the spec shows (the sandbox without its
// extras: no invoice read, no `status` or `network` on an invoice), in each engine: the coin picker, the invoice
// created for the coin chosen, the shop's update() when it learns the payment, the paid screen and the redirect.
// The shop is crypto-checkout/server as built (web-test-runner.config.mjs, specOnlyShop). How soon the status
// arrives is a figure of `npm run bench:live`, not a bound here, where a loaded machine would make it flaky;
// test/invoice-stream.test.ts shows that a streamed status needs no poll.
import { expect } from '@open-wc/testing';
import { $, mount, text, waitFor } from './helpers/element.js';

describe("a payer's journey against the spec-only sandbox", () => {
  it('picker → USDT on Tron → the invoice at the order amount → update() → paid → redirected', async function () {
    this.timeout(90_000);
    const reference = `journey-${crypto.randomUUID().slice(0, 8)}`;
    const { el, events, navigations } = await mount(undefined, {
      'order-src': `/__journey/orders/${reference}/checkout`,
      'redirect-delay': '0',
    });
    const radios = () => [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    await waitFor(() => radios().length > 0, 15_000);
    radios()
      .find((input) => /TRC-20/.test(input.closest('label')!.textContent!))!
      .click();
    await el.updateComplete;
    ($(el, '[part~="picker-continue"]') as HTMLButtonElement).click();
    await waitFor(() => el.status === 'pending', 15_000);
    expect(events['checkout-error']).to.deep.equal([]);
    expect(text(el)).to.contain('USDT');
    expect(text(el)).to.contain('Tron (TRC-20)');
    expect(text(el)).to.contain('49.99');

    // The order resumes that invoice now: its id, and where the element follows it.
    const order = await fetch(`/__journey/orders/${reference}/checkout`);
    const { data } = (await order.json()) as { data: { id: string; attributes: Record<string, unknown> } };
    expect(order.headers.get('Content-Location')).to.equal(`/__journey/invoices/${data.id}`);
    expect(data.attributes).not.to.have.property('status');
    expect(data.attributes).not.to.have.property('network');
    const id = data.id;
    const answer = await fetch(`/__journey/update/${id}?status=completed`, { method: 'POST' });
    expect(answer.status).to.equal(204);
    await waitFor(() => navigations.length > 0, 10_000);
    expect(el.status).to.equal('complete');
    expect(navigations).to.deep.equal(['https://shop.example/orders/thanks']);
  });
});

describe('src on another origin, with the headers docs/src-endpoint.md says to allow and expose', () => {
  // The test page is on localhost; 127.0.0.1 is another origin of the same server.
  const other = () => `http://127.0.0.1:${location.port}`;

  it('the element follows an invoice of another origin to paid', async function () {
    this.timeout(90_000);
    const reference = `cross-${crypto.randomUUID().slice(0, 8)}`;
    const created = await fetch(`/__journey/orders/${reference}/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chargedCurrency: 'BTC', network: 'bitcoin' }),
    });
    expect(created.status).to.equal(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const { el, events, navigations } = await mount(undefined, {
      src: `${other()}/__journey/invoices/${data.id}`,
      'redirect-delay': '0',
    });
    await waitFor(() => el.status === 'pending', 15_000);
    expect(events['checkout-error']).to.deep.equal([]);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the stream opens
    await fetch(`/__journey/update/${data.id}?status=completed`, { method: 'POST' });
    await waitFor(() => navigations.length > 0, 10_000);
    expect(el.status).to.equal('complete');
  });

  it('Retry-After, Date and ETag are readable across origins', async () => {
    const busy = await fetch(`${other()}/__journey/busy`);
    expect(busy.status).to.equal(503);
    expect(busy.headers.get('Retry-After')).to.equal('7');
    const reference = `cross-${crypto.randomUUID().slice(0, 8)}`;
    const created = await fetch(`/__journey/orders/${reference}/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chargedCurrency: 'BTC', network: 'bitcoin' }),
    });
    const { data } = (await created.json()) as { data: { id: string } };
    const served = await fetch(`${other()}/__journey/invoices/${data.id}`);
    expect(served.headers.get('Date')).to.be.a('string');
    expect(served.headers.get('ETag')).to.match(/^"/);
    expect(served.headers.get('Invoice-Stream')).to.equal('sse');
  });
});
