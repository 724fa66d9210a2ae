// The browser-wallet part's state rules (src/wallets/wallet-state.ts), pure, without a DOM: one invoice asks at most
// one wallet at a time (a press while asking does nothing), nothing is asked again once a wallet answered a hash, a
// prevented `checkout-wallet-send` or a refusal returns to the buttons (a refusal with its reason and wallet), and a
// late answer with nothing asked changes nothing. A property test runs random inputs against the same rules.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { WalletRefusalReason } from '../../src/wallets/send.js';
import { initialWalletState, stepWallet, type WalletInput, type WalletState } from '../../src/wallets/wallet-state.js';

const REASONS: WalletRefusalReason[] = ['cancelled', 'wrong-chain', 'chain-unknown', 'busy', 'failed'];
const HASH = `0x${'ab'.repeat(32)}`;

const asking = (wallet = 'MetaMask'): WalletState => stepWallet(initialWalletState(), { type: 'press', wallet });
const sent = (): WalletState => stepWallet(asking(), { type: 'sent', hash: HASH });

/** Every input once: what a state that must not move is given. */
const EVERY_INPUT: WalletInput[] = [
  { type: 'press', wallet: 'MetaMask' },
  { type: 'press', wallet: 'Rabby' },
  { type: 'prevented' },
  { type: 'sent', hash: `0x${'cd'.repeat(32)}` },
  ...REASONS.map((reason): WalletInput => ({ type: 'refused', reason })),
];

describe('stepWallet', () => {
  test('starts ready, with no refusal to tell', () => {
    assert.deepEqual(initialWalletState(), { phase: 'ready' });
    // A fresh object each time: one invoice's state is never another's.
    assert.notEqual(initialWalletState(), initialWalletState());
  });

  test('a press on ready asks the wallet pressed', () => {
    assert.deepEqual(asking('Rabby'), { phase: 'asking', wallet: 'Rabby' });
  });

  test('a second press while asking does nothing: the same state, the first wallet still asked', () => {
    const state = asking('MetaMask');
    for (const wallet of ['MetaMask', 'Rabby']) {
      assert.equal(stepWallet(state, { type: 'press', wallet }), state, wallet);
    }
  });

  test('a hash while asking is sent, from the wallet asked', () => {
    assert.deepEqual(stepWallet(asking('Rabby'), { type: 'sent', hash: HASH }), {
      phase: 'sent',
      wallet: 'Rabby',
      hash: HASH,
    });
  });

  test('nothing moves a sent state: no press, no other hash, no refusal, no prevention', () => {
    const state = sent();
    for (const input of EVERY_INPUT) assert.equal(stepWallet(state, input), state, JSON.stringify(input));
  });

  test('a prevented checkout-wallet-send returns to ready with nothing to tell', () => {
    assert.deepEqual(stepWallet(asking(), { type: 'prevented' }), { phase: 'ready' });
  });

  for (const reason of REASONS) {
    test(`a refusal (${reason}) returns to ready and says why, and which wallet`, () => {
      assert.deepEqual(stepWallet(asking('Rabby'), { type: 'refused', reason }), {
        phase: 'ready',
        refused: { reason, wallet: 'Rabby' },
      });
    });
  }

  test('after a refusal a press asks again, and the refusal is no longer told', () => {
    const refused = stepWallet(asking('Rabby'), { type: 'refused', reason: 'cancelled' });
    assert.deepEqual(stepWallet(refused, { type: 'press', wallet: 'MetaMask' }), {
      phase: 'asking',
      wallet: 'MetaMask',
    });
  });

  test('an answer with nothing asked (ready, or ready after a refusal) changes nothing', () => {
    const refused = stepWallet(asking(), { type: 'refused', reason: 'busy' });
    for (const state of [initialWalletState(), refused]) {
      for (const input of EVERY_INPUT.filter((input) => input.type !== 'press')) {
        assert.equal(stepWallet(state, input), state, `${JSON.stringify(state)} ${JSON.stringify(input)}`);
      }
    }
  });

  test('any sequence of inputs: one ask at a time, a hash only for an ask, and a hash kept for good (property)', () => {
    const input = fc.oneof(
      fc.constantFrom('A', 'B').map((wallet): WalletInput => ({ type: 'press', wallet })),
      fc.constant<WalletInput>({ type: 'prevented' }),
      fc.constantFrom('0x01', '0x02', '0x03').map((hash): WalletInput => ({ type: 'sent', hash })),
      fc.constantFrom(...REASONS).map((reason): WalletInput => ({ type: 'refused', reason })),
    );
    fc.assert(
      fc.property(fc.array(input, { maxLength: 40 }), (inputs) => {
        let state = initialWalletState();
        let asks = 0;
        let first: WalletState | undefined;
        for (const next of inputs) {
          const before = state;
          state = stepWallet(before, next);
          if (first) {
            // Once sent, the very same state for good.
            assert.equal(state, first);
            continue;
          }
          if (state.phase === 'asking' && before.phase !== 'asking') {
            asks++;
            assert.equal(before.phase, 'ready');
            assert.equal(next.type, 'press');
          }
          // A press while asking never starts another ask, nor changes the wallet asked.
          if (before.phase === 'asking' && next.type === 'press') assert.equal(state, before);
          if (state.phase === 'sent') {
            assert.equal(before.phase, 'asking');
            assert.deepEqual(next, { type: 'sent', hash: state.hash });
            first = state;
          }
          // A refusal is told only of the ask it ends.
          if (state.phase === 'ready' && state.refused) {
            assert.ok(before.phase === 'asking' ? next.type === 'refused' : state === before);
          }
        }
        // No more asks than presses that found the buttons ready.
        assert.ok(asks <= inputs.filter((next) => next.type === 'press').length);
      }),
    );
  });
});
