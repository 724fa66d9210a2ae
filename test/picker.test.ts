// The coin picker in a real browser: `order-src`'s list and resume, choosing by mouse and keyboard, the POST's
// exact body, one request for a double click, a failed creation, "Pay with another coin" and its warning,
// `checkout-method-select` cancelled, hostile names as text, axe in each state, and the `methods` property; the
// search acting only on a visible choice (Enter in it never submits, "no match" has no active Continue), the
// keyboard's ring on the whole row, and Continue within reach on a 320 × 568 phone. Its rules are tested in
// Node (test/node/picker-state.test.ts); here, what needs a browser.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { CryptoCheckout } from '../src/index.js';
import '../src/index.js';
import { invoiceDocument } from '../fixtures/invoices.js';
import { $, respond, text, waitFor, type Events } from './helpers/element.js';

const METHODS = [
  { currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' },
  { currency: 'USDT', network: 'tron:usdt', name: 'Tron (TRC-20)' },
  { currency: 'USDT', network: 'ethereum:usdt', name: 'Ethereum (ERC-20)' },
  { currency: 'USDT', network: 'bsc:usdt', name: 'BNB Smart Chain (BEP-20)' },
  { currency: 'XRP', network: 'xrp', name: 'XRP Ledger' },
];
const ORDER = '/shop/orders/1001/checkout';

/** A created invoice's answer: 201, the document (changed by `change`), and where to follow it. */
const created = (
  fixture: Parameters<typeof invoiceDocument>[0] = 'usdt-tron',
  change: (attributes: Record<string, unknown>) => void = () => {},
) => {
  const document = invoiceDocument(fixture);
  change(document.data.attributes);
  return respond(document, {
    status: 201,
    headers: { 'Content-Type': 'application/vnd.api+json', Location: '/shop/invoices/inv_usdt_tron_01' },
  });
};

/** The spec's invoice: no `status` and no `network` code, which only the sandbox's extras add. */
const specOnly = (attributes: Record<string, unknown>) => {
  delete attributes.status;
  delete attributes.network;
};

async function mountOrder(attributes: Record<string, string> = {}) {
  const el = await fixture<CryptoCheckout>(html`<crypto-checkout></crypto-checkout>`);
  const events: Pick<Events, 'checkout-status' | 'checkout-error' | 'checkout-method-select'> = {
    'checkout-status': [],
    'checkout-error': [],
    'checkout-method-select': [],
  };
  for (const type of Object.keys(events) as (keyof typeof events)[])
    el.addEventListener(type, (event) => (events[type] as unknown[]).push((event as CustomEvent).detail));
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.orderSrc = ORDER;
  return { el, events };
}

const radios = (el: CryptoCheckout) => [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const radio = (el: CryptoCheckout, name: RegExp) =>
  radios(el).find((input) => name.test(input.closest('label')!.textContent!))!;
const continueButton = (el: CryptoCheckout) => $(el, '[part~="picker-continue"]') as HTMLButtonElement;
const bodyOf = (stub: sinon.SinonStub, call: number) => (stub.getCall(call).args[1] as RequestInit).body;

describe('<crypto-checkout order-src>: the coin picker', () => {
  let fetch: sinon.SinonStub;
  beforeEach(() => {
    fetch = sinon.stub(window, 'fetch');
  });
  afterEach(() => sinon.restore());

  it("lists the order's methods from GET, coins with several networks grouped, as one radio group, axe clean", async () => {
    fetch.resolves(respond({ methods: METHODS }, { headers: { 'Content-Type': 'application/json' } }));
    const { el } = await mountOrder();
    await waitFor(() => radios(el).length === 5);
    expect(fetch.getCall(0).args[0]).to.equal(ORDER);
    const get = fetch.getCall(0).args[1] as RequestInit;
    expect(get.method ?? 'GET').to.equal('GET');
    expect(new Headers(get.headers).get('Content-Type')).to.equal(null, 'a simple request: no preflight');
    const legends = [...el.shadowRoot!.querySelectorAll('legend')].map((legend) => legend.textContent!.trim());
    expect(legends).to.deep.equal(['USDT']);
    expect(new Set(radios(el).map((input) => input.name)).size).to.equal(1);
    expect($(el, '[role="radiogroup"]')!.getAttribute('aria-labelledby')).to.equal('picker-title');
    expect(continueButton(el).getAttribute('aria-disabled')).to.equal('true');
    expect($(el, '[part~="picker-search"]')).to.equal(null, 'no search field for four coins');
    expect(el.status).to.equal('loading');
    await expect(el).to.be.accessible();
  });

  it("says what the order owes above the list, as order-src's list names it, with the checkout's own words", async () => {
    fetch.resolves(respond({ methods: METHODS, amountBilled: '49.99', billedCurrency: 'EUR' }));
    const { el } = await mountOrder();
    await waitFor(() => radios(el).length === 5);
    const form = $(el, '[part~="picker"]')!;
    const owed = form.querySelector('strong')!;
    expect(owed.textContent).to.equal('49.99 EUR');
    expect(owed.closest('p')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Order total 49.99 EUR');
    expect(owed.compareDocumentPosition($(el, '[role="radiogroup"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(
      0,
    );
    await expect(el).to.be.accessible();
  });

  it('chosen by mouse: POSTs exactly {chargedCurrency, network}, shows "Preparing", then the invoice, followed at Location', async () => {
    fetch.onCall(0).resolves(respond({ methods: METHODS }));
    let answer!: (response: Response) => void;
    fetch.onCall(1).returns(new Promise<Response>((resolve) => (answer = resolve)));
    fetch.resolves(respond(invoiceDocument('usdt-tron')));
    const { el, events } = await mountOrder();
    await waitFor(() => radios(el).length > 0);
    radio(el, /Tron/).click();
    await el.updateComplete;
    continueButton(el).click();
    await el.updateComplete;
    expect(events['checkout-method-select']).to.deep.equal([{ currency: 'USDT', network: 'tron:usdt' }]);
    expect(fetch.callCount).to.equal(2);
    const init = fetch.getCall(1).args[1] as RequestInit;
    expect(fetch.getCall(1).args[0]).to.equal(ORDER);
    expect(init.method).to.equal('POST');
    expect(JSON.parse(init.body as string)).to.deep.equal({ chargedCurrency: 'USDT', network: 'tron:usdt' });
    expect(init.body).to.equal('{"chargedCurrency":"USDT","network":"tron:usdt"}');
    expect(text(el)).to.contain('Preparing your payment');
    expect($(el, 'form')!.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();

    answer(created());
    await waitFor(() => el.status === 'pending');
    expect(text(el)).to.contain('49.990000');
    expect(text(el)).to.contain('Tron (TRC-20)');
    // Its status is followed where the answer's Location says.
    await waitFor(() => fetch.callCount >= 3);
    expect(fetch.getCall(2).args[0]).to.equal(new URL('/shop/invoices/inv_usdt_tron_01', location.href).href);
  });

  it("the spec's invoice, with no network code or status, is shown for the method chosen", async () => {
    fetch.onCall(0).resolves(respond({ methods: METHODS }));
    fetch.onCall(1).resolves(created('usdt-tron', specOnly));
    fetch.resolves(created('usdt-tron', specOnly));
    const { el, events } = await mountOrder();
    await waitFor(() => radios(el).length > 0);
    radio(el, /Tron/).click();
    await el.updateComplete;
    continueButton(el).click();
    await waitFor(() => el.status === 'pending');
    expect(text(el)).to.contain('Tron (TRC-20)');
    expect(events['checkout-error']).to.deep.equal([]);
  });

  it('chosen by keyboard: arrows move the choice within the one group, Enter continues', async () => {
    fetch.onCall(0).resolves(respond({ methods: METHODS }));
    fetch.onCall(1).resolves(created('btc'));
    fetch.resolves(respond(invoiceDocument('btc')));
    const { el, events } = await mountOrder();
    await waitFor(() => radios(el).length > 0);
    radios(el)[0]!.focus();
    await sendKeys({ press: ' ' });
    await el.updateComplete;
    expect(radios(el)[0]!.checked).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(radio(el, /Tron/).checked).to.equal(true);
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(radio(el, /Bitcoin/).checked).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.status === 'pending');
    expect(events['checkout-method-select']).to.deep.equal([{ currency: 'BTC', network: 'bitcoin' }]);
    expect(bodyOf(fetch, 1)).to.equal('{"chargedCurrency":"BTC","network":"bitcoin"}');
  });

  it('a double click (and a third) makes one request', async () => {
    fetch.onCall(0).resolves(respond({ methods: METHODS }));
    fetch.onCall(1).returns(new Promise<Response>(() => {}));
    const { el } = await mountOrder();
    await waitFor(() => radios(el).length > 0);
    radio(el, /XRP/).click();
    await el.updateComplete;
    continueButton(el).click();
    continueButton(el).click();
    await el.updateComplete;
    continueButton(el).click();
    ($(el, 'form') as HTMLFormElement).requestSubmit();
    await el.updateComplete;
    expect(fetch.callCount).to.equal(2);
  });

  for (const failure of [
    () => respond({ errors: [{ status: '422' }] }, { status: 422 }),
    () => respond({ errors: [{ status: '502' }] }, { status: 502 }),
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => created('btc'),
    () => created('btc', specOnly),
    // USDT too, but on Ethereum: its own network code names another network than the one chosen.
    () =>
      created('usdc', (attributes) =>
        Object.assign(attributes, {
          chargedCurrency: 'USDT',
          network: 'ethereum:usdt',
          networkName: 'Ethereum (ERC-20)',
        }),
      ),
  ]) {
    it(`a failed creation (${String(failure).slice(6, 60)}) says so, and the payer chooses again`, async () => {
      fetch.onCall(0).resolves(respond({ methods: METHODS }));
      fetch.onCall(1).callsFake(failure);
      fetch.onCall(2).resolves(created());
      fetch.resolves(respond(invoiceDocument('usdt-tron')));
      const { el } = await mountOrder();
      await waitFor(() => radios(el).length > 0);
      radio(el, /Tron/).click();
      await el.updateComplete;
      continueButton(el).click();
      await waitFor(() => !!$(el, '[role="alert"]'));
      // The answer for BTC to a choice of USDT on Tron is no invoice of this choice: never shown.
      expect(text(el)).to.contain("couldn't be set up");
      expect(el.status).to.equal('loading');
      expect(radio(el, /Tron/).checked).to.equal(true);
      expect(continueButton(el).getAttribute('aria-disabled')).to.equal('false');
      await expect(el).to.be.accessible();
      continueButton(el).click();
      await waitFor(() => el.status === 'pending');
      expect(text(el)).to.contain('49.990000');
    });
  }

  it('resumes from GET: the open invoice, followed at Content-Location; "Pay with another coin" warns first', async () => {
    const resumed = { ...invoiceDocument('usdt-tron'), meta: { methods: METHODS } };
    fetch.onCall(0).resolves(
      respond(resumed, {
        headers: { 'Content-Type': 'application/vnd.api+json', 'Content-Location': '/shop/invoices/inv_usdt_tron_01' },
      }),
    );
    fetch.resolves(respond(invoiceDocument('usdt-tron')));
    const { el, events } = await mountOrder();
    await waitFor(() => el.status === 'pending');
    await waitFor(() => fetch.callCount >= 2);
    expect(fetch.getCall(1).args[0]).to.match(/\/shop\/invoices\/inv_usdt_tron_01$/);

    const another = $(el, '[part~="switch-method"]')!;
    expect(another.textContent).to.contain('Pay with another coin');
    another.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await waitFor(() => !!$(el, '[part~="switch-warning"]'));
    const warning = $(el, '[part~="switch-warning"]')!;
    expect(warning.textContent).to.contain('If you have already sent a payment, do not switch');
    expect(el.shadowRoot!.activeElement).to.equal(warning);
    await expect(el).to.be.accessible();

    // "Keep this payment": back where they were, focus on "Pay with another coin".
    [...warning.querySelectorAll('button')].find((button) => /Keep/.test(button.textContent!))!.click();
    await waitFor(() => !!$(el, '[part~="switch-method"]'));
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[part~="switch-method"]'));
    expect(el.status).to.equal('pending');

    $(el, '[part~="switch-method"]')!.click();
    await el.updateComplete;
    const calls = fetch.callCount;
    [...$(el, '[part~="switch-warning"]')!.querySelectorAll('button')]
      .find((button) => /Choose another coin/.test(button.textContent!))!
      .click();
    await el.updateComplete;
    expect(radios(el)).to.have.length(5);
    expect(el.status).to.equal('loading');
    expect(text(el)).not.to.contain('49.990000');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetch.callCount).to.equal(calls, 'the old invoice is no longer followed');
    expect(events['checkout-error']).to.deep.equal([]);
  });

  it('checkout-method-select cancelled: no POST; the host sets the invoice itself', async () => {
    fetch.onCall(0).resolves(respond({ methods: METHODS }));
    const { el } = await mountOrder();
    el.addEventListener('checkout-method-select', (event) => event.preventDefault());
    await waitFor(() => radios(el).length > 0);
    radio(el, /Ethereum/).click();
    await el.updateComplete;
    continueButton(el).click();
    await el.updateComplete;
    expect(fetch.callCount).to.equal(1);
    expect(text(el)).to.contain('Preparing your payment');
    el.invoice = invoiceDocument('usdt-tron');
    await waitFor(() => el.status === 'pending');
  });

  it('the methods property shows the same picker without a request; a search field past eight coins filters', async () => {
    fetch.rejects(new Error('no request expected'));
    const el = await fixture<CryptoCheckout>(html`<crypto-checkout></crypto-checkout>`);
    const coins = ['BTC', 'ETH', 'LTC', 'XRP', 'TRX', 'SOL', 'DOGE', 'ADA', 'DOT'].map((currency) => ({
      currency,
      network: currency.toLowerCase(),
      name: `${currency} network`,
    }));
    el.methods = [...coins, ...METHODS.slice(1, 4)];
    await waitFor(() => radios(el).length === 12);
    const search = $(el, '[part~="picker-search"]') as HTMLInputElement;
    expect(search).to.not.equal(null);
    search.focus();
    await sendKeys({ type: 'trc' });
    await el.updateComplete;
    expect(radios(el).map((input) => input.closest('label')!.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'USDT Tron (TRC-20)',
    ]);
    expect(el.shadowRoot!.activeElement).to.equal(search);
    await sendKeys({ type: 'zzz' });
    await el.updateComplete;
    expect(radios(el)).to.have.length(0);
    expect(text(el)).to.contain('No coin or network matches');
    await expect(el).to.be.accessible();
    expect(fetch.callCount).to.equal(0);
  });

  it('hostile method names render as text; a method with a bad code is never offered', async () => {
    const el = await fixture<CryptoCheckout>(html`<crypto-checkout></crypto-checkout>`);
    el.methods = [
      { currency: 'USDT', network: 'tron:usdt', name: '<img src=x onerror="window.pwned=1">' },
      { currency: 'BTC', network: 'bitcoin', name: 'Bit\u202ecoin' },
      { currency: '<b>X</b>', network: 'x', name: 'bad currency' },
      { currency: 'ETH', network: 'eth"><script>', name: 'bad network' },
      'junk',
    ];
    await waitFor(() => radios(el).length > 0);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(text(el)).to.contain('<img src=x onerror="window.pwned=1">');
    expect(text(el)).not.to.contain('\u202e');
    expect(text(el)).to.contain('bitcoin');
    expect(radios(el)).to.have.length(2);
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
  });

  it('an order URL that fails says so, fires load-failed, and "Try again" asks again', async () => {
    fetch.onCall(0).resolves(respond({ errors: [] }, { status: 500 }));
    fetch.onCall(1).resolves(respond({ methods: METHODS }));
    const { el, events } = await mountOrder();
    await waitFor(() => events['checkout-error'].length === 1);
    expect(events['checkout-error'][0]!.code).to.equal('load-failed');
    expect(events['checkout-error'][0]!.path).to.equal('order-src');
    await el.updateComplete;
    expect(text(el)).to.contain("couldn't be loaded");
    [...el.shadowRoot!.querySelectorAll('button')].find((button) => /Try again/.test(button.textContent!))!.click();
    await waitFor(() => radios(el).length === 5);
  });

  it('an order with no method says so; the host invoice wins over order-src', async () => {
    fetch.resolves(respond({ methods: [] }));
    const { el } = await mountOrder();
    await waitFor(() => text(el).includes('No payment method'));
    el.invoice = invoiceDocument('btc');
    await waitFor(() => el.status === 'pending');
    expect($(el, '[part~="switch-method"]')).to.equal(null, "the host's own invoice has no list to go back to");
  });
});

/** Nine coins, then USDT on three networks: past eight coins, so the search field shows. */
const MANY = [
  ...['BTC', 'ETH', 'LTC', 'XRP', 'TRX', 'SOL', 'DOGE', 'ADA', 'DOT'].map((currency) => ({
    currency,
    network: currency.toLowerCase(),
    name: `${currency} network`,
  })),
  ...METHODS.slice(1, 4),
];

describe('<crypto-checkout methods>: the picker acts only on a visible choice', () => {
  let fetch: sinon.SinonStub;
  let selected: unknown[];
  beforeEach(() => {
    fetch = sinon.stub(window, 'fetch').rejects(new Error('no request expected'));
    selected = [];
  });
  afterEach(() => sinon.restore());

  /** The picker of MANY from `order-src` (one GET), TRX chosen. */
  async function chooseTrx() {
    fetch.onCall(0).resolves(respond({ methods: MANY }));
    const el = await fixture<CryptoCheckout>(html`<crypto-checkout></crypto-checkout>`);
    el.addEventListener('checkout-method-select', (event) => selected.push((event as CustomEvent).detail));
    el.orderSrc = ORDER;
    await waitFor(() => radios(el).length === 12);
    radio(el, /TRX/).click();
    await el.updateComplete;
    expect(continueButton(el).getAttribute('aria-disabled')).to.equal('false');
    return el;
  }

  async function search(el: CryptoCheckout, query: string) {
    const field = $(el, '[part~="picker-search"]') as HTMLInputElement;
    field.focus();
    field.select();
    await sendKeys({ type: query });
    await el.updateComplete;
    return field;
  }

  it('a search that hides the method chosen clears the choice: Continue is disabled and does nothing', async () => {
    const el = await chooseTrx();
    await search(el, 'sol');
    expect(radios(el).map((input) => input.closest('label')!.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'SOL SOL network',
    ]);
    expect(radios(el).some((input) => input.checked)).to.equal(false);
    expect(continueButton(el).getAttribute('aria-disabled')).to.equal('true');
    continueButton(el).click();
    await el.updateComplete;
    expect(selected).to.deep.equal([]);
    expect(fetch.callCount).to.equal(1, 'only the GET');
    expect(text(el)).not.to.contain('Preparing your payment');
    await expect(el).to.be.accessible();
  });

  it('Enter in the search box never submits, with a visible choice or without', async () => {
    const el = await chooseTrx();
    const field = await search(el, 'tr');
    expect(radio(el, /TRX/).checked).to.equal(true, '"tr" still shows TRX: the choice stays');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(field);
    await search(el, 'sol');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(selected).to.deep.equal([]);
    expect(fetch.callCount).to.equal(1, 'only the GET');
    expect(text(el)).not.to.contain('Preparing your payment');
  });

  it('"no match" has no active Continue: neither a click nor Enter acts', async () => {
    const el = await chooseTrx();
    await search(el, 'xyz');
    expect(radios(el)).to.have.length(0);
    expect(text(el)).to.contain('No coin or network matches');
    expect(continueButton(el).getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    continueButton(el).click();
    await el.updateComplete;
    expect(selected).to.deep.equal([]);
    expect(fetch.callCount).to.equal(1, 'only the GET');
    await expect(el).to.be.accessible();
  });

  it('a visible choice after a search continues as before', async () => {
    const el = await chooseTrx();
    await search(el, 'sol');
    radio(el, /SOL/).click();
    await el.updateComplete;
    fetch.onCall(1).returns(new Promise<Response>(() => {}));
    continueButton(el).click();
    await el.updateComplete;
    expect(selected).to.deep.equal([{ currency: 'SOL', network: 'sol' }]);
    expect(bodyOf(fetch, 1)).to.equal('{"chargedCurrency":"SOL","network":"sol"}');
    expect(($(el, '[part~="picker-search"]') as HTMLInputElement).readOnly).to.equal(true, 'the list holds meanwhile');
  });

  it('the keyboard rings the whole row of the method it is on, not only the radio', async () => {
    const el = await fixture<CryptoCheckout>(html`<crypto-checkout></crypto-checkout>`);
    el.methods = METHODS;
    await waitFor(() => radios(el).length === 5);
    radios(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    const row = radio(el, /Tron/).closest('label')!;
    expect(el.shadowRoot!.activeElement).to.equal(radio(el, /Tron/));
    const style = getComputedStyle(row);
    expect(style.outlineStyle).to.equal('solid');
    expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
    expect(getComputedStyle(radios(el)[0]!.closest('label')!).outlineStyle).to.equal('none');
  });

  it('Continue stays within reach on a 320 × 568 screen with a long list', async () => {
    const screen = await fixture<HTMLDivElement>(html`<div style="width: 320px; height: 568px; overflow: auto"></div>`);
    const el = document.createElement('crypto-checkout');
    el.methods = Array.from({ length: 40 }, (_, index) => ({
      currency: `C${index}`,
      network: `n${index}`,
      name: `Network ${index}`,
    }));
    screen.append(el);
    await waitFor(() => radios(el).length === 40);
    const inReach = () => {
      const button = continueButton(el).getBoundingClientRect();
      const view = screen.getBoundingClientRect();
      return button.top >= view.top && button.bottom <= view.bottom;
    };
    expect(el.getBoundingClientRect().height).to.be.above(568, 'the list is longer than the screen');
    expect(inReach()).to.equal(true, 'at the top of the list');
    screen.scrollTop = 800;
    await new Promise(requestAnimationFrame);
    expect(inReach()).to.equal(true, 'halfway down');
    radio(el, /Network 20/).click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
