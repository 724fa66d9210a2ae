// The outcome screens' rules in the checkout state model, without an element: the redirect of a renewable
// expired invoice waits for the payer, the way back from a payment received, and the next step of every outcome.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  initialState,
  nextStep,
  step,
  type CheckoutInput,
  type CheckoutState,
  type Effect,
  type RedirectSettings,
} from '../../src/checkout/checkout-state.js';
import { invoiceDocument, type FixtureOptions } from '../../fixtures/invoices.js';

const SUCCESS = 'https://shop.example/checkout/success?order=1001';
const FAILED = 'https://shop.example/checkout/failed?order=1001';
const SETTINGS: RedirectSettings = { noRedirect: false, delaySeconds: 5, allowedOrigins: [], renewable: false };

const settings = (changes: Partial<RedirectSettings>): CheckoutInput => ({
  type: 'redirect-settings',
  settings: { ...SETTINGS, ...changes },
});
const property = (options: FixtureOptions): CheckoutInput => ({
  type: 'document',
  document: invoiceDocument('btc', options),
  from: 'property',
});

/** The state after `inputs`, one step each, from a new checkout. */
const after = (...inputs: CheckoutInput[]): CheckoutState =>
  inputs.reduce((state, input) => step(state, input).state, initialState());

/** The last redirect effect of `inputs`' last step. */
function lastRedirect(...inputs: CheckoutInput[]): Extract<Effect, { type: 'redirect' }> | undefined {
  const { effects } = step(after(...inputs.slice(0, -1)), inputs.at(-1)!);
  return effects.filter((effect) => effect.type === 'redirect').at(-1);
}

describe('a renewable expired invoice', () => {
  test('waits for the payer: its target is held with no delay, so nothing counts down', () => {
    const redirect = lastRedirect(settings({ renewable: true }), property({ status: 'expired' }));
    assert.deepEqual(redirect, {
      type: 'redirect',
      target: { url: FAILED, status: 'expired' },
      delaySeconds: undefined,
    });
  });

  test('waits under no-redirect too: the host hears checkout-redirect only once the payer leaves', () => {
    const redirect = lastRedirect(settings({ renewable: true, noRedirect: true }), property({ status: 'expired' }));
    assert.equal(redirect?.delaySeconds, undefined);
  });

  test('the host setting renewable on an expired invoice stops the countdown already running', () => {
    const redirect = lastRedirect(property({ status: 'expired' }), settings({ renewable: true }));
    assert.equal(redirect?.delaySeconds, undefined);
    assert.equal(redirect?.target?.url, FAILED);
  });

  test('only expiry waits: the other outcomes of a renewable checkout count down as before', () => {
    for (const status of ['completed', 'cancelled', 'rejected']) {
      const redirect = lastRedirect(settings({ renewable: true }), property({ status }));
      assert.equal(redirect?.delaySeconds, 5, status);
    }
    assert.equal(lastRedirect(property({ status: 'expired' }))?.delaySeconds, 5);
  });
});

describe('the way back to the shop', () => {
  test('a payment received (on hold too) leads back to the success URL, with nothing planned', () => {
    for (const status of ['processing', 'on_hold']) {
      const { state, effects } = step(initialState(), property({ status }));
      assert.equal(state.returnUrl, SUCCESS, status);
      assert.deepEqual(
        effects.filter((effect) => effect.type === 'redirect'),
        [{ type: 'redirect', target: undefined, delaySeconds: 5 }],
      );
    }
  });

  test('a refused success URL stays unsaid while the payment is received, and is reported once final', () => {
    const unsafe = { successRedirectUrl: 'javascript:alert(1)' };
    const received = step(initialState(), property({ ...unsafe, status: 'processing' }));
    assert.equal(received.state.redirectRefused, false);
    assert.equal(received.state.returnUrl, undefined);
    assert.equal(received.effects.filter((effect) => effect.type === 'checkout-error').length, 0);
    const complete = step(received.state, property({ ...unsafe, status: 'completed' }));
    assert.equal(complete.state.redirectRefused, true);
    assert.equal(complete.effects.filter((effect) => effect.type === 'checkout-error').length, 1);
  });
});

describe('nextStep: every outcome ends with what the payer can do', () => {
  const outcomes = ['processing', 'on_hold', 'completed', 'expired', 'cancelled', 'rejected'];

  test('the countdown while the element counts down', () => {
    assert.equal(nextStep(after(property({ status: 'completed' })), true), 'countdown');
  });

  test('"Return to the shop" wherever the invoice has a URL for it', () => {
    for (const status of outcomes) assert.equal(nextStep(after(property({ status })), false), 'return', status);
  });

  test('"You can close this page" where it has none; a payment received already says so', () => {
    const none = { successRedirectUrl: null, unsuccessRedirectUrl: null };
    for (const status of outcomes) {
      const expected = status === 'processing' ? 'none' : 'close';
      assert.equal(nextStep(after(property({ ...none, status })), false), expected, status);
    }
  });

  test('"Please return to the shop yourself" where the URL was refused', () => {
    const state = after(property({ status: 'cancelled', unsuccessRedirectUrl: 'ftp://shop.example/' }));
    assert.equal(nextStep(state, false), 'refused');
  });
});
