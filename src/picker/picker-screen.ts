/** The coin picker (`order-src`, `methods`), and the way back to it from the payment screen. */
import { html, nothing, type TemplateResult } from 'lit';
import { css } from '../ui/styles.js';
import { sameMethod, type CheckoutMethod } from '../core/order.js';
import type { PickerMessages } from '../i18n/picker-messages.js';
import { canContinue, searchable, shownGroups, type PickerState } from './state.js';

/** What the payer does in the picker: the controller's hooks. */
export interface PickerActions {
  onSearch(query: string): void;
  onChoose(method: CheckoutMethod): void;
  onContinue(): void;
}

/**
 * The methods as native radio buttons in one group (arrow keys move between them, Enter continues), a coin
 * with several networks as a fieldset of its own; a search field past eight coins, in which Enter only
 * searches. Continue is disabled while no method the list shows is chosen.
 */
export function pickerScreen(
  messages: PickerMessages,
  orderTotal: string,
  state: PickerState,
  on: PickerActions,
): TemplateResult {
  const { query, chosen, creating, failed, owed } = state;
  const shown = shownGroups(state);
  const method = (method: CheckoutMethod, coin: boolean) => html`
    <label class="method">
      <input
        type="radio"
        name="method"
        .checked=${!!chosen && sameMethod(method, chosen)}
        @click=${(event: Event) => (creating ? event.preventDefault() : on.onChoose(method))}
      />
      ${coin ? html`<span class="coin" dir="ltr">${method.currency}</span>` : nothing}
      <bdi class="muted">${method.name}</bdi>
    </label>
  `;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    on.onContinue();
  };
  return html`
    <form part="picker" class="stack" aria-busy=${creating} @submit=${submit}>
      ${
        owed
          ? html`<p>
              ${orderTotal} <strong><bdi>${owed.amountBilled} ${owed.billedCurrency}</bdi></strong>
            </p>`
          : nothing
      }
      <p id="picker-title" class="title" tabindex="-1">${messages.chooseMethod}</p>
      ${
        searchable(state)
          ? html`<label class="field">
              <span class="label">${messages.searchMethods}</span>
              <input
                part="picker-search"
                class="method"
                type="search"
                .value=${query}
                ?readonly=${creating}
                @keydown=${(event: KeyboardEvent) => event.key === 'Enter' && event.preventDefault()}
                @input=${(event: InputEvent) => on.onSearch((event.target as HTMLInputElement).value)}
              />
            </label>`
          : nothing
      }
      <div class="stack" role="radiogroup" aria-labelledby="picker-title">
        ${shown.map((group) =>
          group.methods.length === 1
            ? method(group.methods[0]!, true)
            : html`<fieldset class="stack">
                <legend class="coin" dir="ltr">${group.currency}</legend>
                ${group.methods.map((each) => method(each, false))}
              </fieldset>`,
        )}
      </div>
      ${shown.length ? nothing : html`<p class="muted" role="status">${messages.noMethodMatches}</p>`}
      ${failed ? html`<p role="alert">${messages.methodFailed}</p>` : nothing}
      <div class="picker-footer">
        <button part="picker-continue" class="button primary" type="submit" aria-disabled=${!canContinue(state)}>
          ${creating ? messages.preparingPayment : messages.continueToPay}
        </button>
      </div>
    </form>
  `;
}

/** Below the payment: "Pay with another coin", and before going back, the warning for a payer who has sent. */
export function switchMethod(
  messages: PickerMessages,
  warning: boolean,
  on: { ask(): void; confirm(): void; keep(): void },
): TemplateResult {
  if (!warning)
    return html`<p class="center">
      <button part="switch-method" class="button" type="button" @click=${on.ask}>${messages.payWithAnotherCoin}</button>
    </p>`;
  return html`<div part="warning switch-warning" class="warning" role="alert" tabindex="-1">
    <p>${messages.switchWarning}</p>
    <p class="actions">
      <button class="button" type="button" @click=${on.confirm}>${messages.switchAnyway}</button>
      <button class="button primary" type="button" @click=${on.keep}>${messages.keepMethod}</button>
    </p>
  </div>`;
}

/**
 * The picker's own styles, adopted beside the element's once the picker has loaded: a method is a row as tall
 * as a button, its border the accent once chosen, the whole row ringed when the keyboard is on it. Continue
 * stays at the bottom of the screen while the list scrolls past it, so a long list on a phone never hides
 * it. (No margins: the element's sheet takes them off everything.)
 */
export const pickerStyles = css`
  fieldset {
    padding: 0;
    border: 0;
  }

  .coin {
    font-weight: 600;
  }

  .method {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    border: 1px solid var(--_border);
    border-radius: 8px;
    background: none;
    color: inherit;
    font: inherit;
  }

  .method input {
    outline: none;
    accent-color: var(--_accent);
  }

  .method:has(:checked) {
    border-color: var(--_accent);
  }

  /* The row is the control the payer sees: it carries the focus ring, not the 13 px radio. On any focus, not only
     :focus-visible: WebKit does not count arrow keys between radios as keyboard focus, and would show none. */
  .method:focus-within {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }

  .picker-footer {
    position: sticky;
    bottom: 0;
    display: flex;
    flex-direction: column;
    padding-block: 0.5rem;
    background: var(--_bg);
  }

  [aria-disabled='true'] {
    opacity: 0.6;
  }
`;
