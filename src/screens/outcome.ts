/** The screen after the payment was seen or the invoice ended: what happened, and where the payer goes next. */
import { html, nothing, type TemplateResult } from 'lit';
import { formatDecimal } from '../decimal.js';
import type { InvoiceView } from '../invoice.js';
import type { Messages } from '../messages.js';
import type { CheckoutStatus } from '../status.js';
import type { ScreenContext } from './context.js';

/** The words of an outcome (and of processing, "on hold" when the service holds the payment for review). */
export function outcomeWords(
  messages: Messages,
  status: Exclude<CheckoutStatus, 'loading' | 'error' | 'pending'>,
  onHold: boolean,
): { title: string; body: string; tone: Outcome['tone'] } {
  const words = messages.status[status === 'processing' && onHold ? 'onHold' : status];
  return { ...words, tone: status === 'complete' ? 'success' : status === 'processing' ? '' : 'error' };
}

export interface Outcome {
  title: string;
  body: string;
  tone: 'success' | 'error' | '';
  /** The redirect under way, shown with its seconds and "Continue now"; none when the element does not navigate. */
  redirect: { url: string; secondsLeft: number; onContinue: (event: MouseEvent) => void } | undefined;
  /** The redirect URL was refused: the payer goes back by themselves. */
  redirectRefused: boolean;
}

export function outcomeScreen(context: ScreenContext, view: InvoiceView, outcome: Outcome): TemplateResult {
  const { messages, lang } = context;
  const { redirect } = outcome;
  return html`
    <div part="message" class="message ${outcome.tone}">
      <h2 class="title" tabindex="-1">${outcome.title}</h2>
      ${outcome.body ? html`<p>${outcome.body}</p>` : nothing}
    </div>
    <p class="small muted">
      ${messages.paidAmount}
      <span class="mono">${view.amountCharged} ${view.chargedCurrency}</span> · ${messages.orderTotal}
      <span class="mono">${formatDecimal(view.amountBilled, lang)} ${view.billedCurrency}</span>
    </p>
    ${
      redirect
        ? html`<div part="redirect" class="redirect small muted">
            <p>${messages.redirectingIn(redirect.secondsLeft)}</p>
            <a class="button" href=${redirect.url} @click=${redirect.onContinue}>${messages.continueNow}</a>
          </div>`
        : nothing
    }
    ${outcome.redirectRefused ? html`<p part="redirect" class="small muted">${messages.redirectRefused}</p>` : nothing}
  `;
}
