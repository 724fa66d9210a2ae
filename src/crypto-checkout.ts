import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Memo } from './address.js';
import { copyText } from './clipboard.js';
import { CountdownController } from './controllers/countdown-controller.js';
import { countdownText } from './controllers/countdown-text.js';
import { InvoicePoller, type DocumentVerdict } from './controllers/invoice-poller.js';
import { RedirectController } from './controllers/redirect-controller.js';
import { styles } from './crypto-checkout.styles.js';
import { formatDecimal } from './decimal.js';
import { checkoutEvent, type CheckoutErrorCode, type CheckoutErrorDetail } from './events.js';
import { parseInvoice, type InvoiceView } from './invoice.js';
import { messagesFor, type CopyField, type Messages } from './messages.js';
import { qrPath, type QrPath } from './qr.js';
import { checkRedirectUrl, parseAllowedOrigins } from './redirect.js';
import { isCheckoutStatus, isFinalStatus, mapServiceStatus, type CheckoutStatus } from './status.js';

/** How long a copy button says "Copied". */
const COPIED_FOR_MS = 2000;

/**
 * Shows a payer what to pay for a crypto invoice: the amount and currency, the
 * network, a QR code of the deposit address (with the XRP destination tag or
 * other memo split out), copy buttons and a countdown to the rate's expiry;
 * then follows the invoice's success or unsuccess redirect URL.
 *
 * Give it the invoice document your backend received from
 * `POST /api/public/v1/invoices`, as the `invoice` property (or JSON text in
 * the `invoice` attribute), or a `src` URL on your backend that returns it.
 *
 * @summary An embeddable, accessible crypto payment checkout.
 *
 * @fires {CustomEvent<CheckoutStatusDetail>} checkout-status - The element changed its status (from the invoice, polling or the countdown); not fired when the host sets `status`.
 * @fires {CustomEvent<CheckoutRedirectDetail>} checkout-redirect - About to follow a redirect URL. Cancelable: `preventDefault()` stops the navigation.
 * @fires {CustomEvent<CheckoutCopyDetail>} checkout-copy - After a copy attempt; `ok` is false when the browser refused and the text was selected instead.
 * @fires {CustomEvent<CheckoutErrorDetail>} checkout-error - The invoice cannot be shown, could not be loaded, or a redirect URL was refused.
 *
 * @csspart base - The card around everything.
 * @csspart header - The status title and the amount to pay.
 * @csspart amount - The amount to pay and its currency.
 * @csspart network - The network and its warning.
 * @csspart qr-code - The QR code (an inline SVG).
 * @csspart address - The deposit address.
 * @csspart memo - The destination tag or memo, and its warning.
 * @csspart warning - Every warning box.
 * @csspart memo-warning - The warning that the destination tag or memo is required.
 * @csspart copy-button - Every copy button.
 * @csspart countdown - The time left before the rate expires.
 * @csspart instructions - Payment instructions of exchange-app and NFT invoices.
 * @csspart message - The message of a final or error state.
 * @csspart redirect - The notice of the coming redirect and its "Continue now" link.
 * @csspart link - The link to the hosted payment page.
 *
 * @cssprop [--crypto-checkout-font-family=system-ui, sans-serif] - Text font.
 * @cssprop [--crypto-checkout-mono-font-family=ui-monospace, monospace] - Font of addresses, tags and amounts.
 * @cssprop [--crypto-checkout-background=#fff] - Card background (dark scheme: #16181d).
 * @cssprop [--crypto-checkout-color=#1b1d22] - Text colour (dark scheme: #eceef2).
 * @cssprop [--crypto-checkout-muted-color=#5b6170] - Secondary text colour (dark scheme: #a5abb8).
 * @cssprop [--crypto-checkout-border-color=#dde0e6] - Borders (dark scheme: #2d313a).
 * @cssprop [--crypto-checkout-accent-color=#2f5bea] - Buttons and links (dark scheme: #8aa6ff).
 * @cssprop [--crypto-checkout-success-color=#16794c] - Complete state (dark scheme: #5fd39a).
 * @cssprop [--crypto-checkout-danger-color=#b42318] - Failed states (dark scheme: #ff8a80).
 * @cssprop [--crypto-checkout-warning-background=#fff4d6] - Warning boxes (dark scheme: #3a2f10).
 * @cssprop [--crypto-checkout-radius=12px] - Corner radius of the card.
 * @cssprop [--crypto-checkout-qr-size=200px] - Width and height of the QR code.
 */
export class CryptoCheckout extends LitElement {
  static override styles = styles;

  /**
   * The invoice document (the JSON:API response of `POST /api/public/v1/invoices`).
   * The `invoice` attribute takes the same document as JSON text; it is read, never written.
   */
  @property({ attribute: 'invoice' })
  invoice?: unknown;

  /** A URL on the merchant's backend returning the invoice document; loaded, then polled while the invoice is open. */
  @property({ reflect: true })
  src?: string;

  /** Seconds between status checks of `src` while the invoice is open. */
  @property({ type: Number, attribute: 'poll-interval', reflect: true })
  pollInterval = 5;

  /**
   * The payment's status. The host may set it (from its own websocket, say) and
   * the element acts as if the service had said so.
   * @type {'loading' | 'pending' | 'processing' | 'complete' | 'expired' | 'cancelled' | 'rejected' | 'error'}
   */
  @property({ reflect: true })
  status: CheckoutStatus = 'loading';

  /** Seconds before following a redirect URL; 0 follows at once. */
  @property({ type: Number, attribute: 'redirect-delay', reflect: true })
  redirectDelay = 5;

  /** Never navigate: only fire `checkout-redirect` (for single-page apps that route themselves). */
  @property({ type: Boolean, attribute: 'no-redirect', reflect: true })
  noRedirect = false;

  /** Space-separated origins redirects may go to; when set, any other origin is refused. */
  @property({ attribute: 'redirect-origins', reflect: true })
  redirectOrigins?: string;

  /** The language of the element's text and number formats (BCP 47); inherited from the page when unset. */
  @property({ reflect: true })
  override lang!: string;

  /**
   * How the element navigates: `location.replace` by default, so the back button
   * does not return to a finished checkout. Replace it to route yourself or in tests.
   */
  navigate: (url: string) => void = (url) => window.location.replace(url);

  @state() private _view?: InvoiceView;
  @state() private _onHold = false;
  @state() private _loadRetrying = false;
  @state() private _copied?: CopyField;
  @state() private _copyByHand?: CopyField;
  @state() private _announcement = '';
  @state() private _redirectRefused = false;

  #serverOffset = 0;
  /** This element has shown a failure (expired, cancelled, rejected): it never goes to the success URL after. */
  #failed = false;
  #qr?: { text: string; path: QrPath | undefined };
  #copiedTimer?: ReturnType<typeof setTimeout>;

  readonly #countdown = new CountdownController(this, {
    onThreshold: (thresholdMs) => this.#announce(this.#messages.timeLeft(thresholdMs / 60_000)),
    onExpire: () => void this.#expire(),
  });

  readonly #poller = new InvoicePoller(this, {
    onDocument: (document, offset) => this.#applyDocument(document, 'poll', offset),
    onRefused: (status) => {
      if (this._view) return;
      this.#poller.stop();
      this.#fail({ code: 'load-failed', message: `The invoice URL answered HTTP ${status}.`, path: 'src' });
    },
    onTransientFailure: () => {
      if (!this._view) this._loadRetrying = true;
    },
  });

  readonly #redirect = new RedirectController(this, (url) => {
    if (!this.noRedirect) this.navigate(url);
  });

  get #messages(): Messages {
    return messagesFor(this.#lang);
  }

  get #lang(): string | undefined {
    const tag = this.lang || this.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang;
    try {
      // Pages write tags such as "en_US" that Intl refuses: use the engine's default rather than fail to render.
      return tag ? Intl.getCanonicalLocales(tag)[0] : undefined;
    } catch {
      return undefined;
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#copiedTimer);
    this._copied = undefined;
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('status') && !isCheckoutStatus(this.status)) {
      // A host may write the service's spelling ("completed"); anything else unknown is ignored.
      const previous = changed.get('status') as CheckoutStatus | undefined;
      this.status = mapServiceStatus(this.status)?.status ?? previous ?? 'loading';
    }
    // null is what frameworks hold before the invoice arrives: waiting, not an error.
    if (changed.has('invoice') && this.invoice !== undefined && this.invoice !== null) {
      this.#applyDocument(this.invoice, 'property');
    }
    if (changed.has('src') && changed.get('src') !== undefined && this._view) {
      // Another invoice: nothing of the one shown before may stay on screen.
      this._view = undefined;
      this.status = 'loading';
    }
    if ((changed.has('src') || changed.has('pollInterval')) && !(isFinalStatus(this.status) && this._view)) {
      if (this.src) this.#poller.start(this.src, Math.max(1, this.pollInterval || 5) * 1000);
      else this.#poller.stop();
    }
    if (changed.has('status') || changed.has('_view')) {
      this.#followStatus(changed.has('status'));
    } else if (changed.has('noRedirect') || changed.has('redirectOrigins') || changed.has('redirectDelay')) {
      this.#planRedirect();
    }
  }

  /** What a status sets in motion, whoever set it: the countdown, polling, the redirect. */
  #followStatus(statusChanged: boolean): void {
    const view = this._view;
    this.#countdown.track(view && this.status === 'pending' ? view : undefined, this.#serverOffset);
    // A final status set by the host before the first load still needs the invoice to show it.
    if ((isFinalStatus(this.status) && this._view) || this.status === 'error') this.#poller.stop();
    if (isFinalStatus(this.status) && this.status !== 'complete') this.#failed = true;
    if (statusChanged && isFinalStatus(this.status)) this.#announce(this.#statusMessage.title);
    this.#planRedirect();
  }

  #planRedirect(): void {
    const status = this.status;
    const view = this._view;
    this._redirectRefused = false;
    if (!view || !isFinalStatus(status)) {
      this.#redirect.schedule(undefined, 0);
      return;
    }
    // A failed invoice can only ever go to the unsuccess URL, even if "complete" arrives after the failure.
    const raw =
      status === 'complete' ? (this.#failed ? undefined : view.successRedirectUrl) : view.unsuccessRedirectUrl;
    if (!raw) {
      this.#redirect.schedule(undefined, 0);
      return;
    }
    const check = checkRedirectUrl(raw, parseAllowedOrigins(this.redirectOrigins));
    if (!check.ok) {
      this._redirectRefused = true;
      this.#redirect.schedule(undefined, 0);
      const field = status === 'complete' ? 'successRedirectUrl' : 'unsuccessRedirectUrl';
      this.#emitError({
        code: 'unsafe-redirect',
        message: `${field} was refused (${check.reason}): only absolute http(s) URLs${this.redirectOrigins ? ' on an allowed origin' : ''} are followed.`,
        path: `/data/attributes/${field}`,
      });
      return;
    }
    this.#redirect.schedule({ url: check.url, status }, this.noRedirect ? 0 : this.redirectDelay);
  }

  /** Shows a document, from the `invoice` property or from polling `src`. */
  #applyDocument(document: unknown, from: 'property' | 'poll', serverOffset?: number): DocumentVerdict {
    const result = parseInvoice(document);
    if (!result.ok) {
      // A bad answer to a status check says nothing about the payment: keep what is shown.
      if (from === 'poll' && this._view) return 'unusable';
      this.#fail(result.error);
      return 'final';
    }
    const view = result.invoice;
    // Once final (the host may have said so meanwhile), a late answer changes nothing but the first view.
    if (from === 'poll' && isFinalStatus(this.status)) {
      if (!this._view) this._view = view;
      return 'final';
    }
    if (from === 'poll' && this._view && view.id !== this._view.id) return 'unusable';
    if (serverOffset !== undefined) this.#serverOffset = serverOffset;
    this._view = view;
    this._loadRetrying = false;

    const serviceStatus = view.serviceStatus;
    // An answer sent before the payment was seen (the host may know sooner) never reopens the payment.
    const regresses = from === 'poll' && this.status === 'processing' && serviceStatus?.status === 'pending';
    if (serviceStatus && !regresses) {
      this._onHold = serviceStatus.onHold;
      this.#setStatus(serviceStatus.status);
    } else if (this.status === 'loading' || this.status === 'error') {
      // No status, or one we do not know: open until the service (or the host) says otherwise.
      this.#setStatus('pending');
    }
    return isFinalStatus(this.status) ? 'final' : 'open';
  }

  /** The countdown reached zero while pending: with `src`, one last check decides. */
  async #expire(): Promise<void> {
    if (this.status !== 'pending') return;
    if (this.src) await this.#poller.refreshNow();
    if (this.status === 'pending') this.#setStatus('expired');
  }

  #setStatus(next: CheckoutStatus): void {
    const previous = this.status;
    if (next === previous) return;
    this.status = next;
    this.dispatchEvent(checkoutEvent('checkout-status', { status: next, previous }));
  }

  #fail(error: CheckoutErrorDetail): void {
    this._view = undefined;
    this.#setStatus('error');
    this.#emitError(error);
  }

  #emitError(detail: { code: CheckoutErrorCode; message: string; path?: string }): void {
    this.dispatchEvent(checkoutEvent('checkout-error', detail));
  }

  #announce(text: string): void {
    // The same words again (a second copy) must change the live region, or nothing is spoken.
    this._announcement = this._announcement === text ? `${text}\u00a0` : text;
  }

  get #statusMessage(): { title: string; body: string } {
    const messages = this.#messages;
    if (this.status === 'processing' && this._onHold) return messages.onHold;
    return this.status === 'loading' || this.status === 'error'
      ? { title: '', body: '' }
      : messages.status[this.status];
  }

  async #copy(field: CopyField, value: string, event: Event): Promise<void> {
    const button = event.currentTarget as HTMLElement;
    const shown = button.closest('.field')?.querySelector('.value') ?? button;
    const ok = await copyText(value, shown);
    clearTimeout(this.#copiedTimer);
    this._copied = ok ? field : undefined;
    this._copyByHand = ok ? undefined : field;
    const label = this.#fieldLabel(field);
    this.#announce(ok ? this.#messages.copiedAnnouncement(label) : this.#messages.copyByHand);
    if (ok) this.#copiedTimer = setTimeout(() => (this._copied = undefined), COPIED_FOR_MS);
    this.dispatchEvent(checkoutEvent('checkout-copy', { field, value, ok }));
  }

  #fieldLabel(field: CopyField): string {
    const messages = this.#messages;
    if (field === 'amount') return messages.amountDue;
    if (field === 'address') return messages.address;
    if (field === 'memo') {
      const memo = this._view?.payment.kind === 'address' ? this._view.payment.memo : undefined;
      return memo ? messages.memoLabel[memo.kind] : field;
    }
    return humanize(field.slice('instruction:'.length));
  }

  #qrFor(text: string): QrPath | undefined {
    // Encoded once per text: polling and ticks never encode again.
    if (this.#qr?.text !== text) {
      let path: QrPath | undefined;
      try {
        path = qrPath(text);
      } catch {
        path = undefined;
      }
      this.#qr = { text, path };
    }
    return this.#qr.path;
  }

  protected override render(): TemplateResult {
    return html`
      <div part="base" class="base">
        <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this._announcement}</div>
        ${this.#renderBody()}
      </div>
    `;
  }

  #renderBody(): TemplateResult {
    const messages = this.#messages;
    const view = this._view;
    if (this.status === 'error') {
      return html`<p part="message" class="message error" role="alert">${messages.invalidInvoice}</p>`;
    }
    if (!view) {
      const text = this._loadRetrying ? messages.loadRetrying : this.src ? messages.loading : messages.waiting;
      return html`<p part="message" class="message loading">
        <span class="spinner" aria-hidden="true"></span>${text}
      </p>`;
    }
    if (isFinalStatus(this.status) || this.status === 'processing') {
      return this.#renderOutcome(view);
    }
    return this.#renderPayment(view);
  }

  #renderPayment(view: InvoiceView): TemplateResult {
    const messages = this.#messages;
    const lang = this.#lang;
    const payment = view.payment;
    return html`
      <header part="header" class="header">
        <h2 class="title">${messages.status.pending.title}</h2>
        <div class="field amount-field">
          <span class="label" id="amount-label">${messages.amountDue}</span>
          <div class="row">
            <p
              part="amount"
              class="amount ${view.amountCharged.length > 14 ? 'long' : ''}"
              aria-labelledby="amount-label"
            >
              <span class="value mono">${formatDecimal(view.amountCharged, lang)}</span>
              <span class="currency">${view.chargedCurrency}</span>
            </p>
            ${this.#copyButton('amount', view.amountCharged)}
          </div>
          <p class="billed">${messages.orderTotal} ${formatDecimal(view.amountBilled, lang)} ${view.billedCurrency}</p>
        </div>
      </header>

      ${
        payment.kind === 'address'
          ? html`<section part="network" class="network">
                <p><span class="label">${messages.network}</span> <strong>${view.networkName}</strong></p>
                <p part="warning" class="warning">${messages.networkWarning(view.chargedCurrency, view.networkName)}</p>
              </section>
              ${this.#renderAddress(payment.address, payment.memo)}`
          : this.#renderInstructions(view.networkName, payment.fields, payment.link)
      }

      <p part="countdown" class="countdown">
        <span id="countdown-label">${messages.expiresIn}</span>
        <span role="timer" aria-labelledby="countdown-label" class="timer mono"
          >${countdownText(this.#countdown, lang)}</span
        >
      </p>
      ${
        view.hostedPageUrl
          ? html`<p class="hosted">
              <a part="link" href=${view.hostedPageUrl} target="_blank" rel="noopener noreferrer"
                >${messages.openPaymentPage}</a
              >
            </p>`
          : nothing
      }
    `;
  }

  #renderAddress(address: string, memo: Memo | undefined): TemplateResult {
    const messages = this.#messages;
    const memoLabel = memo ? messages.memoLabel[memo.kind] : '';
    return html`
      ${
        memo
          ? html`<p part="warning memo-warning" class="warning strong" role="note">
              ${messages.memoWarning(memoLabel)}
            </p>`
          : nothing
      }
      ${this.#renderQr(address, messages.qrLabel(address))}
      <div class="field">
        <span class="label" id="address-label">${messages.address}</span>
        <div class="row">
          <p part="address" class="value mono address" aria-labelledby="address-label">${address}</p>
          ${this.#copyButton('address', address)}
        </div>
      </div>
      ${
        memo
          ? html`<div part="memo" class="field memo">
              <span class="label" id="memo-label">${memoLabel}${memo.type ? ` (${memo.type})` : ''}</span>
              <div class="row">
                <p class="value mono" aria-labelledby="memo-label">${memo.value}</p>
                ${this.#copyButton('memo', memo.value)}
              </div>
            </div>`
          : nothing
      }
    `;
  }

  #renderInstructions(
    method: string,
    fields: { key: string; value: string }[],
    link: string | undefined,
  ): TemplateResult {
    const messages = this.#messages;
    return html`
      <section part="instructions" class="instructions">
        <h3 class="subtitle">${messages.payWith(method)}</h3>
        ${
          link
            ? html`${this.#renderQr(link, messages.instructionLink)}
                <p class="caption">${messages.scanInstructions}</p>
                <p class="actions">
                  <a part="link" class="button" href=${link} target="_blank" rel="noopener noreferrer"
                    >${messages.openInstructions}</a
                  >
                </p>`
            : nothing
        }
        ${fields.map(
          ({ key, value }) => html`
            <div class="field">
              <span class="label">${humanize(key)}</span>
              <div class="row">
                <p class="value mono">${value}</p>
                ${/\s/.test(value) ? nothing : this.#copyButton(`instruction:${key}`, value)}
              </div>
            </div>
          `,
        )}
      </section>
    `;
  }

  #renderQr(text: string, label: string): TemplateResult {
    const qr = this.#qrFor(text);
    // Too long for a QR code: the text and its copy button remain, a wrong code never shows.
    if (!qr) return html``;
    return html`
      <div class="qr">
        <svg
          part="qr-code"
          role="img"
          aria-label=${label}
          viewBox="0 0 ${qr.size} ${qr.size}"
          shape-rendering="crispEdges"
        >
          ${svg`<rect width=${qr.size} height=${qr.size} fill="#fff"></rect><path d=${qr.d} fill="#000"></path>`}
        </svg>
      </div>
    `;
  }

  #copyButton(field: CopyField, value: string): TemplateResult {
    const messages = this.#messages;
    const copied = this._copied === field;
    return html`
      <button
        part="copy-button"
        class="copy ${copied ? 'copied' : ''}"
        type="button"
        @click=${(event: Event) => this.#copy(field, value, event)}
      >
        ${copied ? messages.copied : messages.copy}<span class="visually-hidden"> ${this.#fieldLabel(field)}</span>
      </button>
      ${this._copyByHand === field ? html`<p class="hint" role="note">${messages.copyByHand}</p>` : nothing}
    `;
  }

  #renderOutcome(view: InvoiceView): TemplateResult {
    const messages = this.#messages;
    const { title, body } = this.#statusMessage;
    const target = this.#redirect.target;
    const tone = this.status === 'complete' ? 'success' : this.status === 'processing' ? 'info' : 'error';
    return html`
      <div part="message" class="message outcome ${tone}">
        <h2 class="title">${title}</h2>
        ${body ? html`<p>${body}</p>` : nothing}
      </div>
      <dl class="summary">
        <div>
          <dt>${messages.paidAmount}</dt>
          <dd class="mono">${formatDecimal(view.amountCharged, this.#lang)} ${view.chargedCurrency}</dd>
        </div>
        <div>
          <dt>${messages.orderTotal}</dt>
          <dd class="mono">${formatDecimal(view.amountBilled, this.#lang)} ${view.billedCurrency}</dd>
        </div>
      </dl>
      ${
        target && !this.noRedirect
          ? html`<div part="redirect" class="redirect">
              <p>${messages.redirectingIn(new Intl.NumberFormat(this.#lang).format(this.#redirect.secondsLeft))}</p>
              <a class="button" href=${target.url} @click=${this.#continueNow}>${messages.continueNow}</a>
            </div>`
          : nothing
      }
      ${this._redirectRefused ? html`<p part="redirect" class="redirect">${messages.redirectRefused}</p>` : nothing}
    `;
  }

  readonly #continueNow = (event: MouseEvent) => {
    event.preventDefault();
    this.#redirect.follow();
  };
}

/** `checkoutUrl` → `Checkout url`: a readable label for an attribute name the spec does not list. */
function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
