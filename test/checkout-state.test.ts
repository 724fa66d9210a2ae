// The checkout state model, rule by rule, without an element: inputs in, state and effects out.
import { expect } from '@open-wc/testing';
import { initialState, step, type CheckoutInput, type CheckoutState, type Effect } from '../src/checkout-state.js';
import { invoiceDocument, type FixtureOptions } from '../fixtures/invoices.js';

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
      expect(state.status).to.equal('pending');
      expect(state.view?.id).to.equal('inv_btc_01');
      expect(emitted(effects, 'checkout-status')).to.deep.equal([{ status: 'pending', previous: 'loading' }]);
      const countdown = effects.find((effect) => effect.type === 'countdown');
      expect(countdown && countdown.type === 'countdown' && countdown.view?.id).to.equal('inv_btc_01');
    });

    it('an unusable document is an error with its code and path, and stops polling', () => {
      const { state, effects } = step(after(source()), property('{not json'));
      expect(state.status).to.equal('error');
      expect(state.view).to.equal(undefined);
      expect(emitted(effects, 'checkout-error')).to.deep.equal([
        { code: 'invalid-json', path: '', message: 'Invoice error at the document root: invalid json.' },
      ]);
      expect(has(effects, 'stop-polling')).to.equal(true);
    });

    it('R24: a bad answer to a status check changes nothing: unknown is never paid or failed', () => {
      const shown = after(source(), poll(doc()));
      const { state, effects, verdict } = step(shown, poll({ garbage: true }));
      expect(verdict).to.equal('unusable');
      expect(state).to.equal(shown);
      expect(effects).to.deep.equal([]);
    });

    it('takes the service status, with on-hold as processing', () => {
      const state = after(property(doc({ status: 'on_hold' })));
      expect(state.status).to.equal('processing');
      expect(state.onHold).to.equal(true);
    });

    it('a stale poll answer never moves processing back to pending', () => {
      const processing = after(source(), poll(doc({ status: 'processing' })));
      const { state, verdict } = step(processing, poll(doc({ status: 'pending' })));
      expect(state.status).to.equal('processing');
      expect(verdict).to.equal('open');
    });

    it('R22: a late answer after a final status changes nothing', () => {
      const complete = after(property(doc()), { type: 'host-status', status: 'complete', previous: 'pending' });
      const { state, effects, verdict } = step(complete, poll(doc({ status: 'expired' })));
      expect(verdict).to.equal('final');
      expect(state.status).to.equal('complete');
      expect(effects).to.deep.equal([]);
    });

    it('a poll that changes what to pay withdraws the payment: payment-changed, no view, polling stops', () => {
      const shown = after(source(), poll(doc()));
      const changed = doc();
      changed.data.attributes.amountCharged = '1';
      const { state, effects, verdict } = step(shown, poll(changed));
      expect(verdict).to.equal('final');
      expect(state.status).to.equal('error');
      expect(state.error).to.equal('payment-changed');
      expect(state.view).to.equal(undefined);
      expect(emitted(effects, 'checkout-error').map((error) => (error as { code: string }).code)).to.deep.equal([
        'payment-changed',
      ]);
      expect(has(effects, 'stop-polling')).to.equal(true);
    });

    it("a poll answer for another invoice is unusable; the host's document for another invoice starts over", () => {
      const other = doc();
      other.data.id = 'inv_other';
      expect(step(after(source(), poll(doc())), poll(other)).verdict).to.equal('unusable');
      const shown = after(property(doc({ status: 'cancelled' })));
      const { state, effects } = step(shown, property(other));
      expect(state.status).to.equal('pending');
      expect(state.failed).to.equal(false);
      expect(effects.some((effect) => effect.type === 'redirect-reset')).to.equal(true);
    });
  });

  describe('the host', () => {
    it("R36: the host's status wins, without checkout-status", () => {
      const { state, effects } = step(after(property(doc())), {
        type: 'host-status',
        status: 'completed',
        previous: 'pending',
      });
      expect(state.status).to.equal('complete');
      expect(emitted(effects, 'checkout-status')).to.deep.equal([]);
      expect(has(effects, 'announce-status')).to.equal(true);
    });

    it('an unknown status from the host changes nothing', () => {
      const { state } = step(after(property(doc())), { type: 'host-status', status: 'nonsense', previous: 'pending' });
      expect(state.status).to.equal('pending');
    });

    it('invoice = null after an invoice clears what to pay', () => {
      const { state, effects } = step(after(property(doc())), { type: 'cleared' });
      expect(state.status).to.equal('loading');
      expect(state.view).to.equal(undefined);
      const countdown = effects.find((effect) => effect.type === 'countdown');
      expect(countdown && countdown.type === 'countdown' && countdown.view).to.equal(undefined);
    });

    it('a new src starts over and polls it; a final invoice shown is not polled again', () => {
      const { state, effects } = step(after(source(), poll(doc())), {
        type: 'source',
        src: '/shop/invoices/2',
        intervalMs: 5000,
        newSource: true,
      });
      expect(state.view).to.equal(undefined);
      expect(effects).to.deep.include({ type: 'start-polling', src: '/shop/invoices/2', intervalMs: 5000 });
      const final = after(property(doc({ status: 'completed' })));
      expect(has(step(final, source()).effects, 'start-polling')).to.equal(false);
    });
  });

  describe('expiry', () => {
    it('R20: at zero with src, one last check decides before expiring', () => {
      const pending = after(source(), poll(doc()));
      const zero = step(pending, { type: 'countdown-zero' });
      expect(zero.state.status).to.equal('pending');
      expect(has(zero.effects, 'check-now')).to.equal(true);
      const done = step(zero.state, { type: 'last-check-done' });
      expect(done.state.status).to.equal('expired');
      expect(emitted(done.effects, 'checkout-status')).to.deep.equal([{ status: 'expired', previous: 'pending' }]);
      // The last check found the payment: zero no longer expires it.
      const paid = step(zero.state, poll(doc({ status: 'completed' }))).state;
      expect(step(paid, { type: 'last-check-done' }).state.status).to.equal('complete');
    });

    it('R20: at zero without src, expires at once, and only from pending', () => {
      expect(step(after(property(doc())), { type: 'countdown-zero' }).state.status).to.equal('expired');
      const processing = after(property(doc({ status: 'processing' })));
      expect(step(processing, { type: 'countdown-zero' }).state.status).to.equal('processing');
    });
  });

  describe('redirects', () => {
    it('plans the success URL when complete, the unsuccess URL for every failure', () => {
      const target = (status: string) => {
        const plan = redirects(step(initialState(), property(doc({ status }))).effects).at(-1);
        return plan?.type === 'redirect' ? plan.target : undefined;
      };
      expect(target('completed')).to.deep.equal({ url: SUCCESS, status: 'complete' });
      for (const status of ['expired', 'cancelled', 'rejected']) {
        expect(target(status)?.url, status).to.equal(FAILED);
      }
      expect(target('pending')).to.equal(undefined);
    });

    it('R14: after a failure, a late "complete" never goes to the success URL', () => {
      const cancelled = after(property(doc({ status: 'cancelled' })));
      const { effects } = step(cancelled, { type: 'host-status', status: 'complete', previous: 'cancelled' });
      const plan = redirects(effects).at(-1);
      expect(plan?.type === 'redirect' && plan.target).to.equal(undefined);
    });

    it('R13: a refused URL fires unsafe-redirect once, says why, and stays on the final screen', () => {
      const settings = { type: 'redirect-settings', settings: { ...SETTINGS, delaySeconds: 0 } } as const;
      const unsafe = doc({ status: 'completed', successRedirectUrl: 'https://shop.example@evil.example/' });
      const { state, effects } = step(initialState(), settings, property(unsafe));
      expect(state.status).to.equal('complete');
      expect(state.redirectRefused).to.equal(true);
      const errors = emitted(effects, 'checkout-error') as { code: string; message: string }[];
      expect(errors.map((error) => error.code)).to.deep.equal(['unsafe-redirect']);
      expect(errors[0]!.message).to.match(/user name or password/);
    });

    it('no-redirect plans with no delay: the element only reports', () => {
      const settings = { type: 'redirect-settings', settings: { ...SETTINGS, noRedirect: true } } as const;
      const plan = redirects(step(initialState(), settings, property(doc({ status: 'completed' }))).effects);
      expect(plan.at(-1)).to.deep.include({ delaySeconds: 0 });
    });
  });

  describe('loading from src', () => {
    it('a refused first load is an error; once the invoice shows, a refusal changes nothing', () => {
      const { state, effects } = step(after(source()), { type: 'load-refused', httpStatus: 404 });
      expect(state.status).to.equal('error');
      expect(emitted(effects, 'checkout-error')).to.deep.equal([
        { code: 'load-failed', message: 'The invoice URL answered HTTP 404.', path: 'src' },
      ]);
      expect(has(effects, 'stop-polling')).to.equal(true);
      const shown = after(source(), poll(doc()));
      expect(step(shown, { type: 'load-refused', httpStatus: 404 }).state).to.equal(shown);
    });

    it('says it is retrying only while nothing shows', () => {
      expect(step(after(source()), { type: 'load-failed-for-now' }).state.loadRetrying).to.equal(true);
      const shown = after(source(), poll(doc()));
      expect(step(shown, { type: 'load-failed-for-now' }).state.loadRetrying).to.equal(false);
    });
  });
});
