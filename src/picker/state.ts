/**
 * Every rule of the coin picker in one pure function, as checkout-state.ts keeps the checkout's: `step(state,
 * input)` returns the next state and the effects to perform. The picker's controller feeds it what the host,
 * the order's URL and the payer do, and performs the effects (requests, events, the invoice shown, focus).
 * No DOM here.
 *
 * The picker acts only on a choice the payer can see: a search that hides the method chosen clears the
 * choice, so Continue (and Enter on a method) never creates an invoice for a method no longer on screen.
 */
import type { InvoiceView } from '../core/invoice.js';
import {
  chargesMethod,
  groupByCoin,
  sameMethod,
  searchMethods,
  SEARCH_AFTER_COINS,
  type CheckoutMethod,
  type CoinGroup,
  type OrderAmount,
} from '../core/order.js';

export interface PickerState {
  /** The methods offered, once known (from `order-src` or the `methods` property). */
  methods?: CheckoutMethod[] | undefined;
  /** What the order owes, when `order-src`'s list says it: shown above the list. */
  owed?: OrderAmount | undefined;
  /** The method chosen: always one the list shows. */
  chosen?: CheckoutMethod | undefined;
  /** What the payer typed in the search field. */
  query: string;
  /** The invoice for `chosen` is being created (by the element's POST, or by the host after the event). */
  creating: boolean;
  /** Creating it failed: the payer may choose again. */
  failed: boolean;
  /** `GET order-src` failed: the payer may try again. */
  loadFailed: boolean;
  /** The payer asked to switch from an open invoice, and sees the warning. */
  switching: boolean;
}

export type PickerInput =
  /** The methods to offer: `fromHost` when the host set `methods` (which also ends a wait for its invoice). */
  | { type: 'methods'; methods: CheckoutMethod[] | undefined; owed?: OrderAmount | undefined; fromHost: boolean }
  /** `order-src` is set, or the payer pressed "Try again" after it failed: ask it. */
  | { type: 'load' }
  /** `GET order-src` failed. */
  | { type: 'load-failed'; message: string }
  /** The payer typed in the search field. */
  | { type: 'search'; query: string }
  /** The payer chose a method in the list. */
  | { type: 'choose'; method: CheckoutMethod }
  /** The payer pressed Continue (or Enter on a method); `busy` while a request to `order-src` is under way. */
  | { type: 'continue'; busy: boolean }
  /** The host did not veto `checkout-method-select`: the element creates the invoice (when it has `order-src`). */
  | { type: 'selected'; orderSrc: string | undefined }
  /** The `POST` that creates the invoice failed. */
  | { type: 'create-failed' }
  /**
   * The order's URL answered an invoice (resumed by `GET` or created by `POST`): `view` is what it charges,
   * when it could be read.
   */
  | {
      type: 'invoice';
      document: unknown;
      src: string | undefined;
      view: Pick<InvoiceView, 'chargedCurrency' | 'network'> | undefined;
      methods: CheckoutMethod[] | undefined;
    }
  /** On the payment screen: "Pay with another coin" (`true`), or "Keep this payment" (`false`). */
  | { type: 'warn-switch'; switching: boolean }
  /** "Choose another coin" after the warning: back to the list. */
  | { type: 'switch' };

export type PickerEffect =
  /** `GET order-src`. */
  | { type: 'request-methods' }
  /** Fire `checkout-method-select` (cancelable) for the method, then report `selected` unless it was vetoed. */
  | { type: 'select'; method: CheckoutMethod }
  /** `POST` the method to `order-src`. */
  | { type: 'create'; orderSrc: string; method: CheckoutMethod }
  /** Fire `checkout-error` with `load-failed` for `order-src`. */
  | { type: 'load-failed'; message: string }
  /** Show the order's invoice and follow its status at `src`. */
  | { type: 'show'; document: unknown; src: string | undefined }
  /** Back to the list: stop following the invoice shown. */
  | { type: 'leave' }
  /** Move the keyboard to the element of this part once drawn. */
  | { type: 'focus'; part: 'switch-warning' | 'switch-method' };

export interface PickerStep {
  state: PickerState;
  effects: PickerEffect[];
}

export function initialPickerState(): PickerState {
  return { query: '', creating: false, failed: false, loadFailed: false, switching: false };
}

/** Whether the search field shows: past eight coins (a short list is read faster than it is searched). */
export function searchable(state: PickerState): boolean {
  return groupByCoin(state.methods ?? []).length > SEARCH_AFTER_COINS;
}

/** The coins and methods the list shows: those the search keeps, or all while there is no search field. */
export function shownGroups(state: PickerState): CoinGroup[] {
  const groups = groupByCoin(state.methods ?? []);
  return searchable(state) ? searchMethods(groups, state.query) : groups;
}

/** Whether the list shows `method`. */
function shows(state: PickerState, method: CheckoutMethod): boolean {
  return shownGroups(state).some((group) => group.methods.some((each) => sameMethod(each, method)));
}

/** Whether Continue acts: a method the list shows is chosen, and nothing is being created. */
export function canContinue(state: PickerState): boolean {
  return !!state.chosen && !state.creating;
}

/** `state` with `changes`, and the choice kept only if the list still shows it. */
function withVisibleChoice(state: PickerState, changes: Partial<PickerState>): PickerState {
  const next = { ...state, ...changes };
  return next.chosen && !shows(next, next.chosen) ? { ...next, chosen: undefined, failed: false } : next;
}

/** The next state and its effects for one input. */
export function step(state: PickerState, input: PickerInput): PickerStep {
  const effects: PickerEffect[] = [];
  const next = ((): PickerState => {
    switch (input.type) {
      case 'methods':
        return withVisibleChoice(state, {
          methods: input.methods,
          owed: input.owed,
          ...(input.fromHost ? { creating: false } : {}),
        });
      case 'load':
        effects.push({ type: 'request-methods' });
        return { ...state, loadFailed: false };
      case 'load-failed':
        effects.push({ type: 'load-failed', message: input.message });
        return { ...state, loadFailed: true };
      case 'search':
        // The list stays as it is while the invoice of the choice is being created (the field is read-only).
        return state.creating ? state : withVisibleChoice(state, { query: input.query });
      case 'choose':
        return state.creating || !shows(state, input.method)
          ? state
          : { ...state, chosen: input.method, failed: false };
      case 'continue':
        if (!canContinue(state) || input.busy) return state;
        effects.push({ type: 'select', method: state.chosen! });
        return { ...state, creating: true, failed: false };
      case 'selected':
        if (input.orderSrc && state.chosen)
          effects.push({ type: 'create', orderSrc: input.orderSrc, method: state.chosen });
        return state;
      case 'create-failed':
        return { ...state, creating: false, failed: true };
      case 'invoice': {
        // The answer to a choice must charge that choice: another coin or network would be a stale invoice.
        const { chosen, creating } = state;
        if (creating && chosen && input.view && !chargesMethod(input.view, chosen))
          return { ...state, creating: false, failed: true };
        effects.push({ type: 'show', document: input.document, src: input.src });
        return withVisibleChoice(state, {
          creating: false,
          failed: false,
          switching: false,
          ...(input.methods ? { methods: input.methods } : {}),
        });
      }
      case 'warn-switch':
        // The keyboard goes on at the warning, or back at its button.
        effects.push({ type: 'focus', part: input.switching ? 'switch-warning' : 'switch-method' });
        return { ...state, switching: input.switching };
      case 'switch':
        // The invoice shown is left to expire; choosing again creates another.
        effects.push({ type: 'leave' });
        return { ...state, switching: false, creating: false };
    }
  })();
  return { state: next, effects };
}
