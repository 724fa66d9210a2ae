/** The screen after the payment was seen or the invoice ended: what happened, what to quote, where next. */
import { html, nothing, type TemplateResult } from 'lit';
import { formatDecimal } from '../decimal.js';
import type { InvoiceView } from '../invoice.js';
import { formatDuration } from '../localize.js';
import type { Messages } from '../messages.js';
import type { CheckoutStatus } from '../status.js';
import type { ScreenContext } from './context.js';
import { icon, spinner } from './parts.js';

/** The words of an outcome (and of processing, "on hold" when the service holds the payment for review). */
export function outcomeWords(
  messages: Messages,
  status: Exclude<CheckoutStatus, 'loading' | 'error' | 'pending'>,
  onHold: boolean,
): { title: string; body: string; tone: Outcome['tone'] } {
  const words = messages.status[status === 'processing' && onHold ? 'onHold' : status];
  return {
    ...words,
    tone: status === 'complete' ? 'success' : status === 'processing' ? (onHold ? 'info' : 'progress') : 'error',
  };
}

export interface Outcome {
  title: string;
  body: string;
  tone: 'success' | 'error' | 'info' | 'progress';
  /** The redirect under way, with its seconds, "Continue now" and "Stay on this page"; none when the element does not navigate. */
  redirect: { url: string; secondsLeft: number; onContinue(event: MouseEvent): void; onStay(): void } | undefined;
  /** The payer stayed: the checked URL back to the shop, as a link. */
  returnUrl: string | undefined;
  /** The redirect URL was refused: the payer goes back by themselves. */
  redirectRefused: boolean;
  /** On an expired invoice whose host set `renewable`: "Get a new rate". */
  onRenew: (() => void) | undefined;
  expired: boolean;
}

export function outcomeScreen(context: ScreenContext, view: InvoiceView, outcome: Outcome): TemplateResult {
  const { messages, lang } = context;
  const { redirect, tone } = outcome;
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
        <dd dir="ltr">${formatDecimal(view.amountBilled, lang)} ${view.billedCurrency}</dd>
      </div>
    </dl>
    ${outcome.expired ? html`<p class="warning">${messages.alreadySent}</p>` : nothing}
    ${references(messages, view.id, view.reference)}
    ${
      outcome.onRenew
        ? html`<p class="center">
            <button part="renew" class="button primary" type="button" @click=${outcome.onRenew}>
              ${messages.renew}
            </button>
          </p>`
        : nothing
    }
    ${
      redirect
        ? html`<div part="redirect" class="stack center">
            <p class="small muted">${messages.redirectingIn(formatDuration(redirect.secondsLeft, 'second', lang))}</p>
            <div class="actions">
              <a class="button primary" href=${redirect.url} @click=${redirect.onContinue}>${messages.continueNow}</a>
              <button class="button" type="button" @click=${redirect.onStay}>${messages.stay}</button>
            </div>
          </div>`
        : nothing
    }
    ${
      outcome.returnUrl && !redirect
        ? html`<p part="redirect" class="center">
            <a class="button" href=${outcome.returnUrl}>${messages.returnToShop}</a>
          </p>`
        : nothing
    }
    ${outcome.redirectRefused ? html`<p part="redirect" class="small muted">${messages.redirectRefused}</p>` : nothing}
  `;
}

/** The invoice's id and the merchant's reference: what a payer quotes to the shop. */
export function references(messages: Messages, id: string | undefined, reference?: string) {
  if (!id) return nothing;
  return html`
    <div part="reference" class="small">
      <p class="muted">${messages.quoteReference}</p>
      <dl class="facts">
        <div>
          <dt>${messages.invoiceId}</dt>
          <dd class="mono" dir="ltr">${id}</dd>
        </div>
        ${
          reference
            ? html`<div>
                <dt>${messages.orderReference}</dt>
                <dd class="mono" dir="ltr">${reference}</dd>
              </div>`
            : nothing
        }
      </dl>
    </div>
  `;
}
