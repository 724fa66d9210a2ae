// The coin picker's state model (src/picker/state.ts), pure, without a DOM: the list and its search, a choice
// only ever of a method the list shows (a search that hides it clears it, so Continue and "no match" never act),
// Continue's one request, the order's answers (a stale invoice refused), "Try again", and switching coins.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readOrderAnswer, type CheckoutMethod } from '../../src/core/order.js';
import {
  canContinue,
  initialPickerState,
  searchable,
  shownGroups,
  step,
  type PickerInput,
  type PickerState,
} from '../../src/picker/state.js';

const TRON = { currency: 'USDT', network: 'tron:usdt', name: 'Tron (TRC-20)' };
const ERC = { currency: 'USDT', network: 'ethereum:usdt', name: 'Ethereum (ERC-20)' };
const BTC = { currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' };
/** Nine coins and USDT on two networks: the search field shows. */
const MANY: CheckoutMethod[] = [
  ...['BTC', 'ETH', 'LTC', 'XRP', 'TRX', 'SOL', 'DOGE', 'ADA', 'DOT'].map((currency) => ({
    currency,
    network: currency.toLowerCase(),
    name: `${currency} network`,
  })),
  TRON,
  ERC,
];
const TRX = MANY[4]!;

/** The state after `inputs`, from the initial one, and every effect on the way. */
function run(...inputs: PickerInput[]) {
  let state = initialPickerState();
  const effects = [];
  for (const input of inputs) {
    const next = step(state, input);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const offered = (methods: CheckoutMethod[] = MANY): PickerInput => ({ type: 'methods', methods, fromHost: true });
const shown = (state: PickerState) => shownGroups(state).flatMap((group) => group.methods.map((m) => m.network));

describe('the list and its search', () => {
  test('a search field past eight coins; the search keeps coins, network names and codes, any case or accent', () => {
    assert.equal(searchable(run(offered([BTC, TRON, ERC])).state), false);
    assert.equal(searchable(run(offered()).state), true);
    assert.deepEqual(shown(run(offered(), { type: 'search', query: 'TRC' }).state), ['tron:usdt']);
    assert.deepEqual(shown(run(offered(), { type: 'search', query: 'usdt' }).state), ['tron:usdt', 'ethereum:usdt']);
    assert.deepEqual(shown(run(offered(), { type: 'search', query: 'Dógé' }).state), ['doge']);
  });

  test('without a search field, a query left from a longer list filters nothing', () => {
    const { state } = run(offered(), { type: 'search', query: 'xyz' }, offered([BTC, TRON]));
    assert.deepEqual(shown(state), ['bitcoin', 'tron:usdt']);
  });
});

describe('a choice is always one the list shows', () => {
  test('the payer bug: TRX chosen, then "sol" hides it: the choice is cleared, Continue does nothing', () => {
    const { state, effects } = run(
      offered(),
      { type: 'choose', method: TRX },
      { type: 'search', query: 'sol' },
      { type: 'continue', busy: false },
    );
    assert.deepEqual(shown(state), ['sol']);
    assert.equal(state.chosen, undefined);
    assert.equal(canContinue(state), false);
    assert.equal(state.creating, false);
    assert.deepEqual(effects, [], 'no checkout-method-select, no invoice for TRX');
  });

  test('"no match": nothing shown, nothing chosen, no active Continue', () => {
    const { state, effects } = run(
      offered(),
      { type: 'choose', method: TRX },
      { type: 'search', query: 'xyz' },
      { type: 'continue', busy: false },
    );
    assert.deepEqual(shownGroups(state), []);
    assert.equal(canContinue(state), false);
    assert.deepEqual(effects, []);
  });

  test('a search that still shows the choice keeps it; clearing the search does not bring a cleared one back', () => {
    const kept = run(offered(), { type: 'choose', method: TRX }, { type: 'search', query: 'tr' }).state;
    assert.deepEqual(kept.chosen, TRX);
    assert.equal(canContinue(kept), true);
    const cleared = run(
      offered(),
      { type: 'choose', method: TRX },
      { type: 'search', query: 'sol' },
      { type: 'search', query: '' },
    ).state;
    assert.equal(cleared.chosen, undefined);
  });

  test('a method the list does not show cannot be chosen', () => {
    const { state } = run(offered(), { type: 'search', query: 'sol' }, { type: 'choose', method: TRX });
    assert.equal(state.chosen, undefined);
  });

  test('new methods without the one chosen clear the choice; with it, keep it', () => {
    assert.equal(run(offered(), { type: 'choose', method: TRX }, offered([BTC, TRON])).state.chosen, undefined);
    assert.deepEqual(run(offered(), { type: 'choose', method: TRON }, offered([BTC, TRON])).state.chosen, TRON);
  });

  test('a failure shown for a choice goes with the choice a search clears', () => {
    const { state } = run(
      offered(),
      { type: 'choose', method: TRX },
      { type: 'continue', busy: false },
      { type: 'create-failed' },
      { type: 'search', query: 'sol' },
    );
    assert.equal(state.failed, false);
  });
});

describe('Continue', () => {
  test('fires the selection once; with order-src the POST follows unless the host vetoed it', () => {
    const { state, effects } = run(
      offered([BTC, TRON]),
      { type: 'choose', method: TRON },
      { type: 'continue', busy: false },
      { type: 'continue', busy: false },
      { type: 'selected', orderSrc: '/order' },
    );
    assert.equal(state.creating, true);
    assert.deepEqual(effects, [
      { type: 'select', method: TRON },
      { type: 'create', orderSrc: '/order', method: TRON },
    ]);
    assert.equal(canContinue(state), false, 'a second press creates no second invoice');
  });

  test('nothing while a request is under way, or with nothing chosen', () => {
    assert.deepEqual(run(offered(), { type: 'choose', method: TRX }, { type: 'continue', busy: true }).effects, []);
    assert.deepEqual(run(offered(), { type: 'continue', busy: false }).effects, []);
  });

  test('while the invoice is being created, the choice and the search stay as they are', () => {
    const { state } = run(
      offered(),
      { type: 'choose', method: TRX },
      { type: 'continue', busy: false },
      { type: 'choose', method: MANY[0]! },
      { type: 'search', query: 'sol' },
    );
    assert.deepEqual(state.chosen, TRX);
    assert.equal(state.query, '');
  });

  test('without order-src (the methods property), the host creates the invoice: no POST', () => {
    const { effects } = run(
      offered(),
      { type: 'choose', method: TRX },
      { type: 'continue', busy: false },
      { type: 'selected', orderSrc: undefined },
    );
    assert.deepEqual(effects, [{ type: 'select', method: TRX }]);
  });

  test('the host setting methods again shows the list again', () => {
    const { state } = run(offered(), { type: 'choose', method: TRX }, { type: 'continue', busy: false }, offered());
    assert.equal(state.creating, false);
    assert.deepEqual(state.chosen, TRX);
  });
});

describe("the order's answers", () => {
  const invoice = (view: { chargedCurrency: string; network?: string } | undefined): PickerInput => ({
    type: 'invoice',
    document: { data: {} },
    src: '/invoices/1',
    view,
    methods: undefined,
  });

  test('the invoice of the choice is shown and followed; the spec invoice with no network code too', () => {
    for (const view of [{ chargedCurrency: 'USDT', network: 'tron:usdt' }, { chargedCurrency: 'USDT' }]) {
      const { state, effects } = run(
        offered(),
        { type: 'choose', method: TRON },
        { type: 'continue', busy: false },
        { type: 'selected', orderSrc: '/order' },
        invoice(view),
      );
      assert.equal(state.creating, false);
      assert.deepEqual(effects.at(-1), { type: 'show', document: { data: {} }, src: '/invoices/1' });
    }
  });

  test('an invoice for another coin or network is refused: the payer chooses again', () => {
    for (const view of [{ chargedCurrency: 'BTC' }, { chargedCurrency: 'USDT', network: 'ethereum:usdt' }]) {
      const { state, effects } = run(
        offered(),
        { type: 'choose', method: TRON },
        { type: 'continue', busy: false },
        invoice(view),
      );
      assert.deepEqual([state.creating, state.failed, canContinue(state)], [false, true, true]);
      assert.equal(
        effects.some((effect) => effect.type === 'show'),
        false,
      );
    }
  });

  test('a resumed invoice (no choice) is shown, with the methods its answer names', () => {
    const { state, effects } = run({ ...invoice({ chargedCurrency: 'BTC' }), methods: [BTC, TRON] } as PickerInput);
    assert.deepEqual(state.methods, [BTC, TRON]);
    assert.equal(effects[0]!.type, 'show');
  });

  test('GET fails: load-failed, and "Try again" asks again', () => {
    const failed = run({ type: 'load' }, { type: 'load-failed', message: 'HTTP 500' });
    assert.equal(failed.state.loadFailed, true);
    assert.deepEqual(failed.effects, [{ type: 'request-methods' }, { type: 'load-failed', message: 'HTTP 500' }]);
    const again = step(failed.state, { type: 'load' });
    assert.equal(again.state.loadFailed, false);
    assert.deepEqual(again.effects, [{ type: 'request-methods' }]);
  });
});

describe('switching coins', () => {
  test('the warning takes the keyboard; keeping the payment gives it back; switching leaves the invoice', () => {
    const asked = run(offered(), { type: 'warn-switch', switching: true });
    assert.equal(asked.state.switching, true);
    assert.deepEqual(asked.effects, [{ type: 'focus', part: 'switch-warning' }]);
    assert.deepEqual(step(asked.state, { type: 'warn-switch', switching: false }).effects, [
      { type: 'focus', part: 'switch-method' },
    ]);
    const switched = step(asked.state, { type: 'switch' });
    assert.equal(switched.state.switching, false);
    assert.deepEqual(switched.effects, [{ type: 'leave' }]);
  });
});

describe('what the order owes, from its list', () => {
  test("order-src's list names the amount and currency: read as given, kept beside the methods", () => {
    const answer = readOrderAnswer({ methods: [BTC], amountBilled: '49.990', billedCurrency: 'EUR' });
    assert.deepEqual(answer, {
      kind: 'methods',
      methods: [BTC],
      owed: { amountBilled: '49.990', billedCurrency: 'EUR' },
    });
    assert.deepEqual(
      run({ type: 'methods', methods: [BTC], owed: { amountBilled: '1', billedCurrency: 'USD' }, fromHost: false })
        .state.owed,
      {
        amountBilled: '1',
        billedCurrency: 'USD',
      },
    );
  });

  test('an amount that is no decimal string, or a currency that is no code, leaves what is owed out (never a guess)', () => {
    for (const [amountBilled, billedCurrency] of [
      ['49,99', 'EUR'],
      [49.99, 'EUR'],
      ['-1', 'EUR'],
      ['49.99', '<b>EUR</b>'],
      ['49.99', undefined],
      [undefined, 'EUR'],
    ]) {
      const answer = readOrderAnswer({ methods: [BTC], amountBilled, billedCurrency });
      assert.deepEqual(answer, { kind: 'methods', methods: [BTC] }, `${amountBilled} ${billedCurrency}`);
    }
  });

  test('methods the host sets name no amount: nothing owed is shown', () => {
    const listed = run({
      type: 'methods',
      methods: [BTC],
      owed: { amountBilled: '1', billedCurrency: 'USD' },
      fromHost: false,
    });
    assert.equal(step(listed.state, { type: 'methods', methods: [BTC], fromHost: true }).state.owed, undefined);
  });
});
