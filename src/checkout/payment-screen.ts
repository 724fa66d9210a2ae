/** The payment screen: how long the rate holds, what to pay, on which network, and where. */
import { html, nothing, type TemplateResult } from 'lit';
import type { InvoiceView, PaymentDetails } from '../core/invoice.js';
import type { FieldLabel } from '../i18n/messages.js';
import type { PaymentChoices, ScreenContext } from '../ui/context.js';
import { depositAddress } from '../ui/deposit-address.js';
import { copyButton, field, formatTime, qrCode, sentence } from '../ui/parts.js';

type Instructions = Extract<PaymentDetails, { kind: 'instructions' }>;

/**
 * The time left comes first, so a payer on a phone sees it without scrolling; the timer and its bar
 * are left empty: the countdown writes them tick by tick. Every number on this screen is the service's
 * exact digits in every language, never grouped or given the language's decimal sign. The amount is what
 * the payer types or pastes into a wallet, in the form wallets parse alike (BIP21, Solana Pay and SEP-7
 * write it so; BTCPay Server's checkout shows it so in every language): a `,` may be taken for a
 * thousands separator and dropped. The order total and the rate follow it, so that `.` is the decimal
 * point wherever it appears: beside a German `61.537,21`, `1.234 ETH` would read as a thousand.
 */
export function paymentScreen(context: ScreenContext, view: InvoiceView, choices: PaymentChoices): TemplateResult {
  const { messages } = context;
  const { payment } = view;
  return html`
    <header part="header" class="stack">
      <h2 class="title" tabindex="-1">
        ${payment.kind === 'instructions' && payment.nft ? messages.buyNft : messages.status.pending.title}
      </h2>
      <div part="countdown" class="countdown">
        <p>
          <span id="countdown-label">${messages.expiresIn}</span>
          <span role="timer" aria-labelledby="countdown-label" class="timer"></span>
        </p>
        <div class="bar" aria-hidden="true"><div class="fill"></div></div>
      </div>
    </header>
    <section class="field">
      <span class="label">${messages.amountDue}</span>
      <div class="row">
        <p part="amount" class="amount" dir="ltr">
          <span class="value">${view.amountCharged}</span> <span class="currency">${view.chargedCurrency}</span>
        </p>
        ${copyButton(context, 'amount', view.amountCharged, messages.amountDue)}
      </div>
      <p class="muted">${messages.orderTotal} <bdi>${view.amountBilled} ${view.billedCurrency}</bdi></p>
      ${
        view.exchangeRate
          ? html`<p class="small muted">
              ${sentence(messages.rate(view.chargedCurrency, view.exchangeRate, view.billedCurrency))}
            </p>`
          : nothing
      }
    </section>
    ${choices.addon}
    ${payment.kind === 'address' ? depositAddress(context, view, payment, choices) : instructions(context, payment)}
    ${
      view.hostedPageUrl
        ? html`<p class="center small">
            <a part="link" class="page-link" href=${view.hostedPageUrl} target="_blank" rel="noopener noreferrer"
              >${messages.openPaymentPage}</a
            >
          </p>`
        : nothing
    }
  `;
}

/**
 * The payment instructions of an exchange-app or NFT invoice: its link as the main button, its QR code
 * for a payer on another device, then its fields in words, dates in the payer's language.
 */
function instructions(context: ScreenContext, { link, fields, nft }: Instructions): TemplateResult {
  const { messages, compact, lang } = context;
  const scan = link
    ? html`${qrCode(context, link, messages.instructionLink)}
        <p class="center small muted">${messages.scanInstructions}</p>`
    : nothing;
  return html`
    <section part="instructions" class="stack">
      ${
        link
          ? html`<p class="center">
              <a part="link" class="button primary" href=${link} target="_blank" rel="noopener noreferrer"
                >${nft ? messages.openNft : messages.openInstructions}</a
              >
            </p>`
          : nothing
      }
      ${fields.map(({ key, value, time }) => {
        const label = Object.hasOwn(messages.fieldLabels, key)
          ? messages.fieldLabels[key as FieldLabel]
          : humanize(key);
        if (time !== undefined) return field(context, label, formatTime(time, lang) ?? value);
        // A value with spaces is prose to read, not something to paste into a wallet.
        return field(context, label, value, /\s/.test(value) ? undefined : { field: `instruction:${key}`, value });
      })}
      ${
        link && compact
          ? html`<details part="other-device">
              <summary>${messages.payFromAnotherDevice}</summary>
              ${scan}
            </details>`
          : scan
      }
    </section>
  `;
}

/** `checkoutUrl` → `Checkout url`: a readable label for an attribute name the element has no words for. */
function humanize(key: string): string {
  return key
    .replace(/([a-z0-9])(?=[A-Z])|[_-]+/g, '$1 ')
    .trim()
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());
}
