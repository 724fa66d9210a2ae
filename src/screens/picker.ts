/** The coin picker (`order-src`, `methods`), and the way back to it from the payment screen. */
import { html, nothing, type TemplateResult } from 'lit';
import { css } from '../crypto-checkout.styles.js';
import { SEARCH_AFTER_COINS, sameMethod, searchMethods, type CoinGroup, type CheckoutMethod } from '../order.js';
import type { PickerMessages } from '../picker-messages.js';

/** What the picker shows and the element's hooks. */
export interface PickerChoices {
  /** Every coin offered, its methods under it. */
  groups: CoinGroup[];
  /** What the payer typed in the search field. */
  query: string;
  onSearch(query: string): void;
  chosen?: CheckoutMethod | undefined;
  onChoose(method: CheckoutMethod): void;
  /** The invoice for the method chosen is being created. */
  creating: boolean;
  /** Creating it failed: the payer may choose again. */
  failed: boolean;
  onContinue(): void;
}

/**
 * The methods as native radio buttons in one group (arrow keys move between them, Enter continues), a coin
 * with several networks as a fieldset of its own; a search field past eight coins.
 */
export function pickerScreen(messages: PickerMessages, choices: PickerChoices): TemplateResult {
  const { groups, query, chosen, creating, failed } = choices;
  const shown = searchMethods(groups, query);
  const method = (method: CheckoutMethod, coin: boolean) => html`
    <label class="method">
      <input
        type="radio"
        name="method"
        .checked=${!!chosen && sameMethod(method, chosen)}
        @click=${(event: Event) => (creating ? event.preventDefault() : choices.onChoose(method))}
      />
      ${coin ? html`<span class="coin" dir="ltr">${method.currency}</span>` : nothing}
      <bdi class="muted">${method.name}</bdi>
    </label>
  `;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    choices.onContinue();
  };
  return html`
    <form part="picker" class="stack" aria-busy=${creating} @submit=${submit}>
      <p id="picker-title" class="title" tabindex="-1">${messages.chooseMethod}</p>
      ${
        groups.length > SEARCH_AFTER_COINS
          ? html`<label class="field">
              <span class="label">${messages.searchMethods}</span>
              <input
                part="picker-search"
                class="method"
                type="search"
                .value=${query}
                @input=${(event: InputEvent) => choices.onSearch((event.target as HTMLInputElement).value)}
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
      <button part="picker-continue" class="button primary" type="submit" aria-disabled=${!chosen || creating}>
        ${creating ? messages.preparingPayment : messages.continueToPay}
      </button>
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
 * The picker's own styles: a method is a row as tall as a button, its border the accent once chosen. (No margins:
 * the element's sheet takes them off everything.)
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
    accent-color: var(--_accent);
  }

  .method:has(:checked) {
    border-color: var(--_accent);
  }

  [aria-disabled='true'] {
    opacity: 0.6;
  }
`;
