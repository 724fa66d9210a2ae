import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { copyText } from './clipboard.js';
import { CountdownController } from './controllers/countdown-controller.js';
import { InvoicePoller, pollIntervalMs, type DocumentVerdict } from './controllers/invoice-poller.js';
import { RedirectController } from './controllers/redirect-controller.js';
import { styles } from './crypto-checkout.styles.js';
import { formatDecimal } from './decimal.js';
import { checkoutEvent, type CheckoutErrorCode, type CheckoutErrorDetail } from './events.js';
import { changedPaymentField, parseInvoice, type InvoiceView } from './invoice.js';
import { messagesFor, type CopyField, type Messages } from './messages.js';
import { qrPath, type QrPath } from './qr.js';
import { checkRedirectUrl, parseAllowedOrigins, REFUSALS } from './redirect.js';
import { isCheckoutStatus, isFinalStatus, mapServiceStatus, type CheckoutStatus, type FinalStatus } from './status.js';

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
 * @fires {CustomEvent<CheckoutErrorDetail>} checkout-error - The invoice cannot be shown, could not be loaded, a status answer changed what to pay, or a redirect URL was refused.
 *
 * @csspart base - The card around everything.
 * @csspart header - The status title and the amount to pay.
 * @csspart amount - The amount to pay and its currency.
 * @csspart network - The network and its warning.
 * @csspart qr-code - The QR code (an inline SVG).
 * @csspart address - The deposit address.
 * @csspart memo - The destination tag or memo.
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

  static override properties: PropertyDeclarations = {
    invoice: {},
    src: { reflect: true },
    pollInterval: { type: Number, attribute: 'poll-interval', reflect: true },
    status: { reflect: true },
    redirectDelay: { type: Number, attribute: 'redirect-delay', reflect: true },
    noRedirect: { type: Boolean, attribute: 'no-redirect', reflect: true },
    redirectOrigins: { attribute: 'redirect-origins', reflect: true },
    lang: { reflect: true },
    _view: { state: true },
    _loadRetrying: { state: true },
    _error: { state: true },
    _copy: { state: true },
    _announcement: { state: true },
  };

  /**
   * The invoice document (the JSON:API response of `POST /api/public/v1/invoices`).
   * The `invoice` attribute takes the same document as JSON text; it is read, never written.
   * A document with another invoice id starts a new checkout; `null` after one clears what to pay.
   */
  invoice?: unknown;

  /** A URL on the merchant's backend returning the invoice document; loaded, then polled while the invoice is open. */
  src?: string;

  /** Seconds between status checks of `src` while the invoice is open, from 1 to 60 (values outside are clamped). */
  pollInterval = 5;

  /**
   * The payment's status. The host may set it (from its own websocket, say) and
   * the element acts as if the service had said so.
   * @type {'loading' | 'pending' | 'processing' | 'complete' | 'expired' | 'cancelled' | 'rejected' | 'error'}
   */
  status: CheckoutStatus = 'loading';

  /** Seconds before following a redirect URL; 0 follows at once. */
  redirectDelay = 5;

  /** Never navigate: only fire `checkout-redirect` (for single-page apps that route themselves). */
  noRedirect = false;

  /** Space-separated origins redirects may go to; when set, any other origin is refused. */
  redirectOrigins?: string;

  /** The language of the element's text and number formats (BCP 47); inherited from the page when unset. */
  declare lang: string;

  /**
   * How the element navigates: `location.replace` by default, so the back button
   * does not return to a finished checkout. Replace it to route yourself or in tests.
   */
  navigate: (url: string) => void = (url) => window.location.replace(url);

  private _view?: InvoiceView;
  private _loadRetrying = false;
  /** Why the error screen shows: its code picks the payer's message. */
  private _error?: CheckoutErrorCode;
  /** The last copy: its button says "Copied" for a while, or a hint says how to copy by hand. */
  private _copy?: { field: CopyField; ok: boolean };
  private _announcement = '';

  #serverOffset = 0;
  /** The id of the invoice this checkout is for: a document with another id starts a new checkout. */
  #invoiceId?: string;
  /** What had focus inside the element before a render, so focus can stay inside when it goes. */
  #focused?: Element | null;
  /** The service holds the payment for review; set with `_view`, whose change renders it. */
  #onHold = false;
  /** This element has shown a failure (expired, cancelled, rejected): it never goes to the success URL after. */
  #failed = false;
  /** Set while planning the redirect, which runs in `willUpdate`: the render that follows shows it. */
  #redirectRefused = false;
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
    // formatDecimal falls back to the exact string for a tag Intl refuses ("en_US").
    return this.lang || this.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || undefined;
  }

  protected override updated(): void {
    // The countdown writes the timer's text itself, tick by tick (see CountdownController).
    this.#countdown.showIn(this.renderRoot.querySelector('[role="timer"]'));
    // A keyboard user whose button left with the old screen goes to the new screen's title, not to <body>.
    if (this.#focused && !this.#focused.isConnected) {
      this.renderRoot.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#copiedTimer);
    this._copy = undefined;
  }

  protected override willUpdate(changed: PropertyValues): void {
    this.#focused = this.shadowRoot?.activeElement;
    if (changed.has('status') && !isCheckoutStatus(this.status)) {
      // A host may write the service's spelling ("completed"); anything else unknown is ignored.
      this.status = mapServiceStatus(this.status)?.status ?? changed.get('status') ?? 'loading';
    }
    if (changed.has('invoice')) {
      // null is what frameworks hold before the invoice arrives: waiting, not an error. After an
      // invoice, it clears what to pay.
      if (this.invoice != null) this.#applyDocument(this.invoice, 'property');
      else if (changed.get('invoice') != null) this.#reset();
    }
    // Another invoice: nothing of the one shown before may stay on screen.
    if (changed.has('src') && changed.get('src') !== undefined) this.#reset();
    if ((changed.has('src') || changed.has('pollInterval')) && !(isFinalStatus(this.status) && this._view)) {
      if (this.src) this.#poller.start(this.src, pollIntervalMs(this.pollInterval));
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
    const final = isFinalStatus(this.status);
    this.#countdown.track(view && this.status === 'pending' ? view : undefined, this.#serverOffset);
    // A final status set by the host before the first load still needs the invoice to show it.
    if ((final && view) || this.status === 'error') this.#poller.stop();
    if (final && this.status !== 'complete') this.#failed = true;
    if (statusChanged && final) this.#announce(this.#statusMessage.title);
    this.#planRedirect();
  }

  #planRedirect(): void {
    const status = this.status;
    const view = this._view;
    const complete = status === 'complete';
    // A failed invoice can only ever go to the unsuccess URL, even if "complete" arrives after the failure.
    const field = complete ? 'successRedirectUrl' : 'unsuccessRedirectUrl';
    const raw = view && isFinalStatus(status) && !(complete && this.#failed) ? view[field] : undefined;
    const check = raw ? checkRedirectUrl(raw, parseAllowedOrigins(this.redirectOrigins)) : undefined;
    this.#redirectRefused = check?.ok === false;
    this.#redirect.schedule(
      check?.ok ? { url: check.url, status: status as FinalStatus } : undefined,
      this.noRedirect ? 0 : this.redirectDelay,
    );
    if (check && !check.ok) {
      this.#emitError({
        code: 'unsafe-redirect',
        message: `${field} was refused: ${REFUSALS[check.reason]}.`,
        path: `/data/attributes/${field}`,
      });
    }
  }

  /** Shows a document, from the `invoice` property or from polling `src`. */
  #applyDocument(document: unknown, from: 'property' | 'poll', serverOffset?: number): DocumentVerdict {
    const result = parseInvoice(document);
    const polled = from === 'poll';
    if (!result.ok) {
      // A bad answer to a status check says nothing about the payment: keep what is shown.
      if (polled && this._view) return 'unusable';
      this.#fail(result.error);
      return 'final';
    }
    const view = result.invoice;
    // Once final (the host may have said so meanwhile), a late answer changes nothing but the first view.
    if (polled && isFinalStatus(this.status)) {
      this._view ??= view;
      return 'final';
    }
    if (polled && this._view && view.id !== this._view.id) return 'unusable';
    const changedField = polled && this._view ? changedPaymentField(this._view, view) : undefined;
    if (changedField) {
      // The payer may have copied what is shown: switching to other details without a word could
      // lose the payment, and keeping the old ones on offer could too.
      this.#fail({
        code: 'payment-changed',
        message: `A status answer changed ${changedField} of invoice ${view.id}: the payment is no longer offered.`,
      });
      return 'final';
    }
    // A document of another invoice starts a new checkout (a single-page app reusing the element).
    if (this.#invoiceId !== undefined && view.id !== this.#invoiceId) this.#reset();
    this.#invoiceId = view.id;
    if (serverOffset !== undefined) this.#serverOffset = serverOffset;
    this._view = view;
    this._loadRetrying = false;

    const serviceStatus = view.serviceStatus;
    // An answer sent before the payment was seen (the host may know sooner) never reopens the payment.
    const regresses = polled && this.status === 'processing' && serviceStatus?.status === 'pending';
    if (serviceStatus && !regresses) {
      this.#onHold = serviceStatus.onHold;
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
    this._error = error.code;
    this.#setStatus('error');
    this.#emitError(error);
  }

  /** Forgets the invoice: what a new one (or none) starts from. The host's action, so no event. */
  #reset(): void {
    this._view = this._error = this._copy = this.#invoiceId = undefined;
    this._loadRetrying = this.#failed = this.#onHold = false;
    this.#redirect.reset();
    this.status = 'loading';
  }

  #emitError(detail: CheckoutErrorDetail): void {
    this.dispatchEvent(checkoutEvent('checkout-error', detail));
  }

  #announce(text: string): void {
    // The same words again (a second copy) must change the live region, or nothing is spoken.
    this._announcement = this._announcement === text ? `${text}\u00a0` : text;
  }

  /** The words of a shown status: outcomes, and "on hold" for a payment the service holds for review. */
  get #statusMessage(): { title: string; body: string } {
    return this.#messages.status[
      this.status === 'processing' && this.#onHold
        ? 'onHold'
        : (this.status as Exclude<CheckoutStatus, 'loading' | 'error'>)
    ];
  }

  async #copy(field: CopyField, value: string, label: string, button: HTMLElement): Promise<void> {
    const ok = await copyText(value, button.closest('.field')?.querySelector('.value') ?? button);
    clearTimeout(this.#copiedTimer);
    this._copy = { field, ok };
    this.#announce(ok ? this.#messages.copiedAnnouncement(label) : this.#messages.copyByHand);
    if (ok) this.#copiedTimer = setTimeout(() => (this._copy = undefined), COPIED_FOR_MS);
    this.dispatchEvent(checkoutEvent('checkout-copy', { field, value, ok }));
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
        <div class="visually-hidden" role="status">${this._announcement}</div>
        ${this.#renderBody()}
      </div>
    `;
  }

  #renderBody(): TemplateResult {
    const messages = this.#messages;
    const view = this._view;
    // Each screen starts with the element that takes focus (tabindex -1) when the screen before took it away.
    if (this.status === 'error') {
      const text = this._error === 'payment-changed' ? messages.paymentChanged : messages.invalidInvoice;
      return html`<p part="message" class="message error" role="alert" tabindex="-1">${text}</p>`;
    }
    if (!view) {
      const text = this._loadRetrying ? messages.loadRetrying : messages.loading;
      return html`<p part="message" class="message muted" tabindex="-1">${text}</p>`;
    }
    return isFinalStatus(this.status) || this.status === 'processing'
      ? this.#renderOutcome(view)
      : this.#renderPayment(view);
  }

  /**
   * The amount to send is the service's exact digits in every language (never grouped or given the
   * language's decimal sign): what the payer reads, types or copies by hand is what the wallet must take.
   */
  #renderPayment(view: InvoiceView): TemplateResult {
    const messages = this.#messages;
    const lang = this.#lang;
    const payment = view.payment;
    const memo = payment.kind === 'address' ? payment.memo : undefined;
    const memoLabel = memo ? messages.memoLabel[memo.kind] : '';
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
            ${this.#copyButton('amount', view.amountCharged, messages.amountDue)}
          </div>
          <p class="small muted">
            ${messages.orderTotal} ${formatDecimal(view.amountBilled, lang)} ${view.billedCurrency}
          </p>
        </div>
      </header>
      ${
        payment.kind === 'address'
          ? html`<section part="network" class="stack">
                <p><span class="muted">${messages.network}</span> <strong>${view.networkName}</strong></p>
                <p part="warning" class="warning">${messages.networkWarning(view.chargedCurrency, view.networkName)}</p>
              </section>
              ${
                memo
                  ? html`<p part="warning memo-warning" class="warning strong" role="note">
                      ${messages.memoWarning(memoLabel)}
                    </p>`
                  : nothing
              }
              ${this.#renderQr(payment.address, messages.qrLabel(payment.address))}
              ${this.#field(messages.address, payment.address, 'address', 'address')}
              ${memo ? this.#field(`${memoLabel}${memo.type ? ` (${memo.type})` : ''}`, memo.value, 'memo', 'memo') : nothing}`
          : html`<section part="instructions" class="stack">
              <h3>${messages.payWith(view.networkName)}</h3>
              ${
                payment.link
                  ? html`${this.#renderQr(payment.link, messages.instructionLink)}
                      <p class="center small muted">${messages.scanInstructions}</p>
                      <p class="center">
                        <a part="link" class="button" href=${payment.link} target="_blank" rel="noopener noreferrer"
                          >${messages.openInstructions}</a
                        >
                      </p>`
                  : nothing
              }
              ${payment.fields.map(({ key, value }) =>
                // A value with spaces is prose to read, not something to paste into a wallet.
                this.#field(humanize(key), value, /\s/.test(value) ? undefined : `instruction:${key}`),
              )}
            </section>`
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

  /** A labelled value in a box, with its copy button when `copyAs` names it. */
  #field(label: string, value: string, copyAs?: CopyField, part?: string): TemplateResult {
    return html`
      <div class="field">
        <span class="label">${label}</span>
        <div class="row">
          <p part=${part ?? nothing} class="value mono">${value}</p>
          ${copyAs ? this.#copyButton(copyAs, value, label) : nothing}
        </div>
      </div>
    `;
  }

  #renderQr(text: string, label: string): TemplateResult | typeof nothing {
    const qr = this.#qrFor(text);
    // Too long for a QR code: the text and its copy button remain, a wrong code never shows.
    if (!qr) return nothing;
    return html`
      <svg
        part="qr-code"
        role="img"
        aria-label=${label}
        viewBox="0 0 ${qr.size} ${qr.size}"
        shape-rendering="crispEdges"
      >
        <rect width=${qr.size} height=${qr.size} fill="#fff"></rect>
        <path d=${qr.d} fill="#000"></path>
      </svg>
    `;
  }

  #copyButton(field: CopyField, value: string, label: string): TemplateResult {
    const messages = this.#messages;
    const copy = this._copy?.field === field ? this._copy : undefined;
    return html`
      <button
        part="copy-button"
        class="button ${copy?.ok ? 'copied' : ''}"
        type="button"
        @click=${(event: Event) => this.#copy(field, value, label, event.currentTarget as HTMLElement)}
      >
        ${copy?.ok ? messages.copied : messages.copy}<span class="visually-hidden"> ${label}</span>
      </button>
      ${copy && !copy.ok ? html`<p class="small muted" role="note">${messages.copyByHand}</p>` : nothing}
    `;
  }

  #renderOutcome(view: InvoiceView): TemplateResult {
    const messages = this.#messages;
    const lang = this.#lang;
    const { title, body } = this.#statusMessage;
    const target = this.#redirect.target;
    const tone = this.status === 'complete' ? 'success' : this.status === 'processing' ? '' : 'error';
    return html`
      <div part="message" class="message ${tone}">
        <h2 class="title" tabindex="-1">${title}</h2>
        ${body ? html`<p>${body}</p>` : nothing}
      </div>
      <p class="small muted">
        ${messages.paidAmount}
        <span class="mono">${view.amountCharged} ${view.chargedCurrency}</span> · ${messages.orderTotal}
        <span class="mono">${formatDecimal(view.amountBilled, lang)} ${view.billedCurrency}</span>
      </p>
      ${
        target && !this.noRedirect
          ? html`<div part="redirect" class="redirect small muted">
              <p>${messages.redirectingIn(this.#redirect.secondsLeft)}</p>
              <a class="button" href=${target.url} @click=${this.#continueNow}>${messages.continueNow}</a>
            </div>`
          : nothing
      }
      ${this.#redirectRefused ? html`<p part="redirect" class="small muted">${messages.redirectRefused}</p>` : nothing}
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
    .replace(/([a-z0-9])(?=[A-Z])|[_-]+/g, '$1 ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
