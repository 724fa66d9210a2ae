/** The screens with nothing but a message: waiting for the invoice, and the error. */
import { html, type TemplateResult } from 'lit';
import type { CheckoutErrorCode } from '../events.js';
import type { Messages } from '../messages.js';

// Each screen starts with the element that takes focus (tabindex -1) when the screen before took it away.

/** Waiting for the invoice, or for the shop to answer again. */
export function loadingScreen(messages: Messages, retrying: boolean): TemplateResult {
  const text = retrying ? messages.loadRetrying : messages.loading;
  return html`<p part="message" class="message muted" tabindex="-1">${text}</p>`;
}

/** The payment cannot be offered: the payer's words for why. */
export function errorScreen(messages: Messages, code: CheckoutErrorCode | undefined): TemplateResult {
  const text = code === 'payment-changed' ? messages.paymentChanged : messages.invalidInvoice;
  return html`<p part="message" class="message error" role="alert" tabindex="-1">${text}</p>`;
}
