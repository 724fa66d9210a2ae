/** The screens with nothing but a message: waiting for the invoice, and the error. */
import { html, nothing, type TemplateResult } from 'lit';
import type { CheckoutErrorCode } from './events.js';
import type { Messages } from '../i18n/messages.js';
import { icon, references, spinner } from './parts.js';

// Each screen starts with the element that takes focus (tabindex -1) when the screen before took it away.

/** Waiting for the invoice, for the shop to answer again, or for the new rate the payer asked for. */
export function loadingScreen(text: string): TemplateResult {
  return html`<div part="message" class="message center muted">
    ${spinner}
    <p tabindex="-1">${text}</p>
  </div>`;
}

/** The payment cannot be offered: the payer's words for why, the invoice to quote, and a retry where one can help. */
export function errorScreen(
  messages: Messages,
  code: CheckoutErrorCode | undefined,
  invoiceId: string | undefined,
  onRetry: (() => void) | undefined,
  /** Words of the screen's own, where no error code says it (an order with no method to offer). */
  text = code === 'payment-changed'
    ? messages.paymentChanged
    : code === 'load-failed'
      ? messages.loadFailed
      : messages.invalidInvoice,
): TemplateResult {
  return html`
    <div part="message" class="message center error">
      ${icon('error')}
      <p class="title" role="alert" tabindex="-1">${text}</p>
    </div>
    ${references(messages, invoiceId)}
    ${
      onRetry
        ? html`<p class="center">
            <button class="button primary" type="button" @click=${onRetry}>${messages.tryAgain}</button>
          </p>`
        : nothing
    }
  `;
}
