import { expect } from '@open-wc/testing';
// Default imports: React is CommonJS, and the test server's CommonJS loader finds no named exports in it.
import React from 'react';
import type { DepositView } from '../src/core/channel.js';
import { checkoutEvent, type ChannelEventMap } from '../src/ui/events.js';
import { CryptoChannel as ElementClass } from '../src/channel/crypto-channel.js';
import { CryptoChannel, type CryptoChannelElement, type CryptoChannelProps } from '../src/frameworks/react-channel.js';
import { channelDocument } from '../fixtures/channels.js';
import { ADDRESSES } from '../fixtures/invoices.js';
import { waitFor } from './helpers/element.js';
import { reactRoot, recordingCallbacks } from './helpers/react.js';

/** The callback prop of each event; a Record, so an event without one fails the type check. */
const CALLBACKS: Record<keyof ChannelEventMap, keyof CryptoChannelProps> = {
  'checkout-deposit': 'onCheckoutDeposit',
  'checkout-copy': 'onCheckoutCopy',
  'checkout-error': 'onCheckoutError',
};

const DETAILS: { [K in keyof ChannelEventMap]: ChannelEventMap[K]['detail'] } = {
  // Only passed through: the component hands the event on, whatever the deposit says.
  'checkout-deposit': { id: 'dep_01' } as DepositView,
  'checkout-copy': { field: 'address', value: ADDRESSES.tron, ok: true },
  'checkout-error': { code: 'load-failed', message: 'HTTP 500' },
};

describe('crypto-checkout/react-channel', () => {
  const render = reactRoot(CryptoChannel, 'crypto-channel');

  it('renders the registered <crypto-channel> and passes the ref to it', () => {
    const ref = React.createRef<CryptoChannelElement>();
    const el = render({ ref });
    expect(el).to.be.instanceOf(ElementClass);
    expect(ref.current).to.equal(el);
  });

  it('sets props as properties: the channel object reaches the element, which shows its address', async () => {
    const channel = channelDocument('usdt-tron');
    const el = render({ channel, pollInterval: 10, memoConfirm: false });
    expect(el.channel).to.equal(channel);
    expect([el.pollInterval, el.memoConfirm]).to.deep.equal([10, false]);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="address"]')!.textContent!.replace(/\s/g, '')).to.equal(ADDRESSES.tron);
  });

  it("calls onCheckoutError when the element's own channel cannot be shown", async () => {
    const heard: string[] = [];
    render({ channel: '{', onCheckoutError: (event) => heard.push(event.detail.code) });
    await waitFor(() => heard.length > 0);
    expect(heard).to.deep.equal(['invalid-json']);
  });

  it('calls the on… callback of every event the element dispatches, and only the current one', () => {
    const heard: string[] = [];
    render(recordingCallbacks(CALLBACKS, heard, 'first'));
    const el = render(recordingCallbacks(CALLBACKS, heard, 'second'));
    for (const type of Object.keys(CALLBACKS) as (keyof ChannelEventMap)[]) {
      el.dispatchEvent(checkoutEvent(type, DETAILS[type]));
    }
    expect(heard).to.deep.equal(
      Object.keys(CALLBACKS).map((type) => `second ${type} ${JSON.stringify(DETAILS[type as keyof ChannelEventMap])}`),
    );
  });
});
