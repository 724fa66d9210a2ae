// The checkout state model, rule by rule, without an element: inputs in, state and effects out.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { describe, it } from 'node:test';
import {
  initialState,
  step,
  type CheckoutInput,
  type CheckoutState,
  type Effect,
} from '../../src/checkout/checkout-state.js';
import { invoiceDocument, type FixtureOptions } from '../../fixtures/invoices.js';

const SETTINGS = { noRedirect: false, delaySeconds: 5, allowedOrigins: [], renewable: false };
const SUCCESS = 'https://shop.example/checkout/success?order=1001';
const FAILED = 'https://shop.example/checkout/failed?order=1001';

/** The state after `inputs`, one step each, from a new checkout. */
function after(...inputs: CheckoutInput[]): CheckoutState {
  return inputs.reduce((state, input) => step(state, input).state, initialState());
}

const doc = (options: FixtureOptions = {}) => invoiceDocument('btc', options);
const property = (document: unknown): CheckoutInput => ({ type: 'document', document, from: 'property' });
const poll = (document: unknown): CheckoutInput => ({ type: 'document', document, from: 'poll' });
const source = (src = '/shop/invoices/1'): CheckoutInput => ({
  type: 'source',
  src,
  intervalMs: 5000,
  newSource: false,
});

/** The details of the events the effects fire, by event name. */
const emitted = (effects: Effect[], event: 'checkout-status' | 'checkout-error') =>
  effects.flatMap((effect) => (effect.type === event && 'detail' in effect ? [effect.detail] : []));
const redirects = (effects: Effect[]) => effects.filter((effect) => effect.type === 'redirect');
const has = (effects: Effect[], type: Effect['type']) => effects.some((effect) => effect.type === type);

describe('checkout state', () => {
  describe('documents', () => {
    it('shows an invoice as pending and fires checkout-status', () => {
      const { state, effects } = step(initialState(), property(doc()));
      assert.equal(state.status, 'pending');
      assert.equal(state.view?.id, 'inv_btc_01');
      assert.deepEqual(emitted(effects, 'checkout-status'), [{ status: 'pending', previous: 'loading' }]);
      const countdown = effects.find((effect) => effect.type === 'countdown');
      assert.equal(countdown && countdown.type === 'countdown' && countdown.view?.id, 'inv_btc_01');
    });

    it('an unusable document is an error with its code and path, and stops polling', () => {
      const { state, effects } = step(after(source()), property('{not json'));
      assert.equal(state.status, 'error');
      assert.equal(state.view, undefined);
      assert.deepEqual(emitted(effects, 'checkout-error'), [
        { code: 'invalid-json', path: '', message: 'Invoice error at the document root: invalid json.' },
      ]);
      assert.equal(has(effects, 'stop-polling'), true);
    });

    it('R24: a bad answer to a status check changes nothing: unknown is never paid or failed', () => {
      const shown = after(source(), poll(doc()));
      const { state, effects, verdict } = step(shown, poll({ garbage: true }));
      assert.equal(verdict, 'unusable');
      assert.equal(state, shown);
      assert.deepEqual(effects, []);
    });

    it('takes the service status, with on-hold as processing', () => {
      const state = after(property(doc({ status: 'on_hold' })));
      assert.equal(state.status, 'processing');
      assert.equal(state.onHold, true);
    });

    it('a stale poll answer never moves processing back to pending', () => {
      const processing = after(source(), poll(doc({ status: 'processing' })));
      const { state, verdict } = step(processing, poll(doc({ status: 'pending' })));
      assert.equal(state.status, 'processing');
      assert.equal(verdict, 'open');
    });

    it('R22: a late answer after a final status changes nothing', () => {
      const complete = after(property(doc()), { type: 'host-status', status: 'complete', previous: 'pending' });
      const { state, effects, verdict } = step(complete, poll(doc({ status: 'expired' })));
      assert.equal(verdict, 'final');
      assert.equal(state.status, 'complete');
      assert.deepEqual(effects, []);
    });

    it('a poll that changes what to pay withdraws the payment: payment-changed, no view, polling stops', () => {
      const shown = after(source(), poll(doc()));
      const changed = doc();
      changed.data.attributes.amountCharged = '1';
      const { state, effects, verdict } = step(shown, poll(changed));
      assert.equal(verdict, 'final');
      assert.equal(state.status, 'error');
      assert.equal(state.error, 'payment-changed');
      assert.equal(state.view, undefined);
      assert.deepEqual(
        emitted(effects, 'checkout-error').map((error) => (error as { code: string }).code),
        ['payment-changed'],
      );
      assert.equal(has(effects, 'stop-polling'), true);
    });

    it("a poll answer for another invoice is unusable; the host's document for another invoice starts over", () => {
      const other = doc();
      other.data.id = 'inv_other';
      assert.equal(step(after(source(), poll(doc())), poll(other)).verdict, 'unusable');
      const shown = after(property(doc({ status: 'cancelled' })));
      const { state, effects } = step(shown, property(other));
      assert.equal(state.status, 'pending');
      assert.equal(state.failed, false);
      assert.equal(
        effects.some((effect) => effect.type === 'redirect-reset'),
        true,
      );
    });
  });

  describe('the host', () => {
    it("R36: the host's status wins, without checkout-status", () => {
      const { state, effects } = step(after(property(doc())), {
        type: 'host-status',
        status: 'completed',
        previous: 'pending',
      });
      assert.equal(state.status, 'complete');
      assert.deepEqual(emitted(effects, 'checkout-status'), []);
      assert.equal(has(effects, 'announce-status'), true);
    });

    it('an unknown status from the host changes nothing', () => {
      const { state } = step(after(property(doc())), { type: 'host-status', status: 'nonsense', previous: 'pending' });
      assert.equal(state.status, 'pending');
    });

    it('invoice = null after an invoice clears what to pay', () => {
      const { state, effects } = step(after(property(doc())), { type: 'cleared' });
      assert.equal(state.status, 'loading');
      assert.equal(state.view, undefined);
      const countdown = effects.find((effect) => effect.type === 'countdown');
      assert.equal(countdown && countdown.type === 'countdown' && countdown.view, undefined);
    });

    it('a new src starts over and polls it; a final invoice shown is not polled again', () => {
      const { state, effects } = step(after(source(), poll(doc())), {
        type: 'source',
        src: '/shop/invoices/2',
        intervalMs: 5000,
        newSource: true,
      });
      assert.equal(state.view, undefined);
      assert.ok(
        effects.some((effect) =>
          isDeepStrictEqual(effect, { type: 'start-polling', src: '/shop/invoices/2', intervalMs: 5000 }),
        ),
      );
      const final = after(property(doc({ status: 'completed' })));
      assert.equal(has(step(final, source()).effects, 'start-polling'), false);
    });
  });

  describe('expiry', () => {
    it('R20: at zero with src, one last check decides before expiring', () => {
      const pending = after(source(), poll(doc()));
      const zero = step(pending, { type: 'countdown-zero' });
      assert.equal(zero.state.status, 'pending');
      assert.equal(has(zero.effects, 'check-now'), true);
      const done = step(zero.state, { type: 'last-check-done' });
      assert.equal(done.state.status, 'expired');
      assert.deepEqual(emitted(done.effects, 'checkout-status'), [{ status: 'expired', previous: 'pending' }]);
      // The last check found the payment: zero no longer expires it.
      const paid = step(zero.state, poll(doc({ status: 'completed' }))).state;
      assert.equal(step(paid, { type: 'last-check-done' }).state.status, 'complete');
    });

    it('R20: at zero without src, expires at once, and only from pending', () => {
      assert.equal(step(after(property(doc())), { type: 'countdown-zero' }).state.status, 'expired');
      const processing = after(property(doc({ status: 'processing' })));
      assert.equal(step(processing, { type: 'countdown-zero' }).state.status, 'processing');
    });
  });

  describe('redirects', () => {
    it('plans the success URL when complete, the unsuccess URL for every failure', () => {
      const target = (status: string) => {
        const plan = redirects(step(initialState(), property(doc({ status }))).effects).at(-1);
        return plan?.type === 'redirect' ? plan.target : undefined;
      };
      assert.deepEqual(target('completed'), { url: SUCCESS, status: 'complete' });
      for (const status of ['expired', 'cancelled', 'rejected']) {
        assert.equal(target(status)?.url, FAILED, status);
      }
      assert.equal(target('pending'), undefined);
    });

    it('R14: after a failure, a late "complete" never goes to the success URL', () => {
      const cancelled = after(property(doc({ status: 'cancelled' })));
      const { effects } = step(cancelled, { type: 'host-status', status: 'complete', previous: 'cancelled' });
      const plan = redirects(effects).at(-1);
      assert.equal(plan?.type === 'redirect' && plan.target, undefined);
    });

    it('R13: a refused URL fires unsafe-redirect once, says why, and stays on the final screen', () => {
      const settings = { type: 'redirect-settings', settings: { ...SETTINGS, delaySeconds: 0 } } as const;
      const unsafe = doc({ status: 'completed', successRedirectUrl: 'https://shop.example@evil.example/' });
      const { state, effects } = step(initialState(), settings, property(unsafe));
      assert.equal(state.status, 'complete');
      assert.equal(state.redirectRefused, true);
      const errors = emitted(effects, 'checkout-error') as { code: string; message: string }[];
      assert.deepEqual(
        errors.map((error) => error.code),
        ['unsafe-redirect'],
      );
      assert.match(errors[0]!.message, /user name or password/);
    });

    it('no-redirect plans with no delay: the element only reports', () => {
      const settings = { type: 'redirect-settings', settings: { ...SETTINGS, noRedirect: true } } as const;
      const plan = redirects(step(initialState(), settings, property(doc({ status: 'completed' }))).effects);
      const last = plan.at(-1)!;
      assert.ok('delaySeconds' in last);
      assert.deepEqual(last.delaySeconds, 0);
    });
  });

  describe('loading from src', () => {
    it('a refused first load is an error; once the invoice shows, a refusal changes nothing', () => {
      const { state, effects } = step(after(source()), { type: 'load-refused', httpStatus: 404 });
      assert.equal(state.status, 'error');
      assert.deepEqual(emitted(effects, 'checkout-error'), [
        { code: 'load-failed', message: 'The invoice URL answered HTTP 404.', path: 'src' },
      ]);
      assert.equal(has(effects, 'stop-polling'), true);
      const shown = after(source(), poll(doc()));
      assert.equal(step(shown, { type: 'load-refused', httpStatus: 404 }).state, shown);
    });

    it('says it is retrying only while nothing shows', () => {
      assert.equal(step(after(source()), { type: 'load-failed-for-now' }).state.loadRetrying, true);
      const shown = after(source(), poll(doc()));
      assert.equal(step(shown, { type: 'load-failed-for-now' }).state.loadRetrying, false);
    });
  });
});
