/**
 * Where one invoice's payment from a browser wallet stands, and the rules that move it. Pure, no DOM: the part
 * (wallet-part.ts) keeps one per invoice and draws from it. The rule that matters: one invoice, at most one
 * transaction asked for at a time, and none after a hash.
 */
import type { WalletRefusalReason } from './send.js';

export type WalletState =
  /** No press yet, or the last ask ended with nothing sent: the buttons are there. */
  | { phase: 'ready'; refused?: { reason: WalletRefusalReason; wallet: string } }
  /** A wallet was asked and has not answered: every button does nothing. */
  | { phase: 'asking'; wallet: string }
  /** The wallet answered a transaction hash: no button again for this invoice. */
  | { phase: 'sent'; wallet: string; hash: string };

export type WalletInput =
  | { type: 'press'; wallet: string }
  /** The page prevented `checkout-wallet-send`: nothing was asked. */
  | { type: 'prevented' }
  | { type: 'sent'; hash: string }
  | { type: 'refused'; reason: WalletRefusalReason };

export const initialWalletState = (): WalletState => ({ phase: 'ready' });

/** The state after `input`; the same object when the input changes nothing (a press while asking, or after a hash). */
export function stepWallet(state: WalletState, input: WalletInput): WalletState {
  switch (input.type) {
    case 'press':
      return state.phase === 'ready' ? { phase: 'asking', wallet: input.wallet } : state;
    case 'prevented':
      return state.phase === 'asking' ? { phase: 'ready' } : state;
    case 'sent':
      return state.phase === 'asking' ? { phase: 'sent', wallet: state.wallet, hash: input.hash } : state;
    case 'refused':
      return state.phase === 'asking'
        ? { phase: 'ready', refused: { reason: input.reason, wallet: state.wallet } }
        : state;
  }
}
