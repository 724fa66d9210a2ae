/** The screen after the payment was seen or the invoice ended: what happened, what to quote, where next. */
import { html, nothing, type TemplateResult } from 'lit';
import type { InvoiceView } from '../core/invoice.js';
import { formatDuration } from '../i18n/localize.js';
import type { Messages } from '../i18n/messages.js';
import type { NextStep } from './checkout-state.js';
import type { CheckoutStatus } from '../core/status.js';
import type { ScreenContext } from '../ui/context.js';
import { icon, references, spinner } from '../ui/parts.js';

/** The words of an outcome (and of processing, "on hold" when the service holds the payment for review). */
export function outcomeWords(
  messages: Messages,
  status: Exclude<CheckoutStatus, 'loading' | 'error' | 'pending'>,
  onHold: boolean,
): { title: string; body: string; tone: Outcome['tone'] } {
  const words = messages.status[status === 'processing' && onHold ? 'onHold' : status];
  return { ...words, tone: status === 'processing' ? (onHold ? 'info' : 'progress') : TONES[status] };
}

// Expiry is no fault of the payer's: it reads calm, as a clock, not as an error.
const TONES = { complete: 'success', expired: 'neutral', cancelled: 'error', rejected: 'error' } as const;

export interface Outcome {
  title: string;
  body: string;
  tone: 'success' | 'error' | 'info' | 'progress' | 'neutral';
  /** What ends the screen (checkout-state.ts `nextStep`). */
  next: NextStep;
  /** The checked URL back to the shop, for "Continue now" and "Return to the shop". */
  returnUrl: string | undefined;
  /** Seconds before the redirect, while `next` is `countdown`. */
  secondsLeft: number;
  /** "Continue now" or "Return to the shop" pressed: the element follows its redirect, if it holds one. */
  onLeave(event: MouseEvent): void;
  onStay(): void;
  /** On an expired invoice whose host set `renewable`: "Get a new rate". */
  onRenew: (() => void) | undefined;
  expired: boolean;
}

export function outcomeScreen(context: ScreenContext, view: InvoiceView, outcome: Outcome): TemplateResult {
  const { messages, lang } = context;
  const { next, returnUrl, tone } = outcome;
  const leave = (label: string, primary: boolean) =>
    html`<a class="button ${primary ? 'primary' : ''}" href=${returnUrl!} @click=${outcome.onLeave}>${label}</a>`;
  const words = next === 'close' ? messages.closePage : next === 'refused' ? messages.redirectRefused : '';
  return html`
    <div part="message" class="message center ${tone}">
      ${tone === 'progress' ? spinner : icon(tone)}
      <h2 class="title" tabindex="-1">${outcome.title}</h2>
      ${outcome.body ? html`<p>${outcome.body}</p>` : nothing}
    </div>
    <dl class="facts">
      <div>
        <dt>${messages.paidAmount}</dt>
        <dd dir="ltr">${view.amountCharged} ${view.chargedCurrency}</dd>
      </div>
      <div>
        <dt>${messages.orderTotal}</dt>
        <dd dir="ltr">${view.amountBilled} ${view.billedCurrency}</dd>
      </div>
    </dl>
    ${outcome.expired ? html`<p class="note">${messages.alreadySent}</p>` : nothing}
    ${references(messages, view.id, view.reference, context)}
    ${
      next === 'countdown'
        ? html`<div part="redirect" class="stack center">
            <p class="small muted">${messages.redirectingIn(formatDuration(outcome.secondsLeft, 'second', lang))}</p>
            <div class="actions">
              ${leave(messages.continueNow, true)}
              <button class="button" type="button" @click=${outcome.onStay}>${messages.stay}</button>
            </div>
          </div>`
        : outcome.onRenew || next === 'return'
          ? html`<div part="redirect" class="actions">
              ${
                outcome.onRenew
                  ? html`<button part="renew" class="button primary" type="button" @click=${outcome.onRenew}>
                      ${messages.renew}
                    </button>`
                  : nothing
              }
              ${next === 'return' ? leave(messages.returnToShop, false) : nothing}
            </div>`
          : nothing
    }
    ${words ? html`<p class="small muted center">${words}</p>` : nothing}
  `;
}
