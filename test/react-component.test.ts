import { expect } from '@open-wc/testing';
// Default imports: React is CommonJS, and the test server's CommonJS loader finds no named exports in it.
import React from 'react';
import { checkoutEvent, type CheckoutEventMap } from '../src/ui/events.js';
import {
  CryptoCheckout,
  type CryptoCheckoutElement,
  type CryptoCheckoutProps,
} from '../src/frameworks/react-component.js';
import { CryptoCheckout as ElementClass } from '../src/checkout/crypto-checkout.js';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
import { $, waitFor } from './helpers/element.js';
import { reactRoot, recordingCallbacks } from './helpers/react.js';

/** The callback prop of each event; a Record, so an event without one fails the type check. */
const CALLBACKS: Record<keyof CheckoutEventMap, keyof CryptoCheckoutProps> = {
  'checkout-status': 'onCheckoutStatus',
  'checkout-redirect': 'onCheckoutRedirect',
  'checkout-copy': 'onCheckoutCopy',
  'checkout-error': 'onCheckoutError',
  'checkout-renew': 'onCheckoutRenew',
  'checkout-method-select': 'onCheckoutMethodSelect',
  'checkout-wallet-send': 'onCheckoutWalletSend',
  'checkout-wallet-sent': 'onCheckoutWalletSent',
};

const DETAILS: { [K in keyof CheckoutEventMap]: CheckoutEventMap[K]['detail'] } = {
  'checkout-status': { status: 'complete', previous: 'pending' },
  'checkout-redirect': { url: 'https://shop.example/paid', status: 'complete' },
  'checkout-copy': { field: 'address', value: ADDRESSES.btc, ok: true },
  'checkout-error': { code: 'load-failed', message: 'HTTP 500' },
  'checkout-renew': { invoiceId: 'inv_btc_01', reference: 'order-btc-1001' },
  'checkout-method-select': { currency: 'USDT', network: 'tron:usdt' },
  'checkout-wallet-send': {
    invoiceId: 'inv_eth_01',
    wallet: { name: 'Test Wallet', rdns: 'org.example.wallet' },
    transaction: { kind: 'evm', chainId: '0x1', to: ADDRESSES.eth, value: '0x1' },
    recipient: ADDRESSES.eth,
    baseUnits: '1',
  },
  'checkout-wallet-sent': {
    invoiceId: 'inv_eth_01',
    wallet: { name: 'Test Wallet', rdns: 'org.example.wallet' },
    hash: `0x${'ab'.repeat(32)}`,
  },
};

describe('crypto-checkout/react-component', () => {
  const render = reactRoot(CryptoCheckout, 'crypto-checkout');

  it('renders the registered <crypto-checkout> and passes the ref to it', () => {
    const ref = React.createRef<CryptoCheckoutElement>();
    const el = render({ ref });
    expect(el).to.be.instanceOf(ElementClass);
    expect(ref.current).to.equal(el);
  });

  it('sets props as properties: the invoice object reaches the element, which shows it', async () => {
    const invoice = invoiceDocument('btc');
    const el = render({ invoice, redirectDelay: 0, noRedirect: true });
    expect(el.invoice).to.equal(invoice);
    expect([el.redirectDelay, el.noRedirect]).to.deep.equal([0, true]);
    await el.updateComplete;
    expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.btc);

    render({ invoice, redirectDelay: 3, noRedirect: false });
    expect([el.redirectDelay, el.noRedirect]).to.deep.equal([3, false]);
  });

  it("calls onCheckoutStatus when the element's own status changes", async () => {
    const heard: string[] = [];
    render({
      invoice: invoiceDocument('btc'),
      onCheckoutStatus: (event) => heard.push(`${event.detail.previous} → ${event.detail.status}`),
    });
    await waitFor(() => heard.length > 0);
    expect(heard).to.deep.equal(['loading → pending']);
  });

  it('calls the on… callback of every event the element dispatches, and only the current one', () => {
    const heard: string[] = [];
    render(recordingCallbacks(CALLBACKS, heard, 'first'));
    const el = render(recordingCallbacks(CALLBACKS, heard, 'second'));
    for (const type of Object.keys(CALLBACKS) as (keyof CheckoutEventMap)[]) {
      el.dispatchEvent(checkoutEvent(type, DETAILS[type]));
    }
    expect(heard).to.deep.equal(
      Object.keys(CALLBACKS).map((type) => `second ${type} ${JSON.stringify(DETAILS[type as keyof CheckoutEventMap])}`),
    );
  });

  it('lets onCheckoutRedirect prevent the navigation', async () => {
    const navigations: string[] = [];
    const redirects: string[] = [];
    render({
      invoice: invoiceDocument('btc', { status: 'completed' }),
      redirectDelay: 0,
      navigate: (url) => navigations.push(url),
      onCheckoutRedirect: (event) => {
        redirects.push(event.detail.url);
        event.preventDefault();
      },
    });
    await waitFor(() => redirects.length > 0);
    expect(redirects).to.deep.equal(['https://shop.example/checkout/success?order=1001']);
    expect(navigations).to.deep.equal([]);
  });
});
