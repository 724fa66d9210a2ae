/** The payment screen: what to pay, where, and how long the rate holds. */
import { html, nothing, type TemplateResult } from 'lit';
import { formatDecimal } from '../decimal.js';
import type { InvoiceView, PaymentDetails } from '../invoice.js';
import type { ScreenContext } from './context.js';
import { copyButton, field, qrCode } from './parts.js';

/**
 * The amount to send is the service's exact digits in every language (never grouped or given the
 * language's decimal sign): what the payer reads, types or copies by hand is what the wallet must take.
 * The timer is left empty: the countdown writes its text tick by tick.
 */
export function paymentScreen(context: ScreenContext, view: InvoiceView): TemplateResult {
  const { messages, lang } = context;
  return html`
    <header part="header" class="stack">
      <h2 class="title" tabindex="-1">${messages.status.pending.title}</h2>
      <div class="field">
        <span class="label">${messages.amountDue}</span>
        <div class="row">
          <p part="amount" class="amount">
            <span class="value mono">${view.amountCharged}</span>
            <span class="currency">${view.chargedCurrency}</span>
          </p>
          ${copyButton(context, 'amount', view.amountCharged, messages.amountDue)}
        </div>
        <p class="small muted">
          ${messages.orderTotal} ${formatDecimal(view.amountBilled, lang)} ${view.billedCurrency}
        </p>
      </div>
    </header>
    ${
      view.payment.kind === 'address'
        ? depositAddress(context, view, view.payment)
        : instructions(context, view.payment, view.networkName)
    }
    <p part="countdown" class="countdown">
      <span id="countdown-label">${messages.expiresIn}</span>
      <span role="timer" aria-labelledby="countdown-label" class="timer mono"></span>
    </p>
    ${
      view.hostedPageUrl
        ? html`<p class="center small">
            <a part="link" href=${view.hostedPageUrl} target="_blank" rel="noopener noreferrer"
              >${messages.openPaymentPage}</a
            >
          </p>`
        : nothing
    }
  `;
}

/** The network and its warning, the memo's warning, the QR code, the address and the memo. */
function depositAddress(
  context: ScreenContext,
  view: InvoiceView,
  { address, memo }: Extract<PaymentDetails, { kind: 'address' }>,
): TemplateResult {
  const { messages } = context;
  const memoLabel = memo ? messages.memoLabel[memo.kind] : '';
  return html`
    <section part="network" class="stack">
      <p><span class="muted">${messages.network}</span> <strong>${view.networkName}</strong></p>
      <p part="warning" class="warning">${messages.networkWarning(view.chargedCurrency, view.networkName)}</p>
    </section>
    ${
      memo
        ? html`<p part="warning memo-warning" class="warning strong" role="note">${messages.memoWarning(memoLabel)}</p>`
        : nothing
    }
    ${qrCode(context, address, messages.qrLabel(address))}
    ${field(context, messages.address, address, 'address', 'address')}
    ${memo ? field(context, `${memoLabel}${memo.type ? ` (${memo.type})` : ''}`, memo.value, 'memo', 'memo') : nothing}
  `;
}

/** The payment instructions of an exchange-app or NFT invoice: its link as a QR code and a button, then its fields. */
function instructions(
  context: ScreenContext,
  { link, fields }: Extract<PaymentDetails, { kind: 'instructions' }>,
  method: string,
): TemplateResult {
  const { messages } = context;
  return html`
    <section part="instructions" class="stack">
      <h3>${messages.payWith(method)}</h3>
      ${
        link
          ? html`${qrCode(context, link, messages.instructionLink)}
              <p class="center small muted">${messages.scanInstructions}</p>
              <p class="center">
                <a part="link" class="button" href=${link} target="_blank" rel="noopener noreferrer"
                  >${messages.openInstructions}</a
                >
              </p>`
          : nothing
      }
      ${fields.map(({ key, value }) =>
        // A value with spaces is prose to read, not something to paste into a wallet.
        field(context, humanize(key), value, /\s/.test(value) ? undefined : `instruction:${key}`),
      )}
    </section>
  `;
}

/** `checkoutUrl` → `Checkout url`: a readable label for an attribute name the spec does not list. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])(?=[A-Z])|[_-]+/g, '$1 ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
