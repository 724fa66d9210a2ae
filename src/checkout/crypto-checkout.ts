import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import * as checkout from './checkout-state.js';
import { CopyController } from '../ui/controllers/copy-controller.js';
import { CountdownController } from '../ui/controllers/countdown-controller.js';
import { FocusController } from '../ui/controllers/focus-controller.js';
import { pollIntervalMs } from '../core/polling.js';
import { InvoicePoller } from '../ui/controllers/invoice-poller.js';
import { LayoutController } from '../ui/controllers/layout-controller.js';
import { LocaleController } from '../ui/controllers/locale-controller.js';
import { ObjectAttributeController } from '../ui/controllers/object-attribute-controller.js';
import { RedirectController } from '../ui/controllers/redirect-controller.js';
import { WalletLinkController } from '../ui/controllers/wallet-link-controller.js';
import { PaymentAddonController } from '../ui/payment-addon.js';
import { styles } from '../ui/styles.js';
import { checkoutEvent, type CheckoutEventMap } from '../ui/events.js';
import { writeAttributes, type ReflectedProperty } from '../ui/host-attributes.js';
import { formatDuration } from '../i18n/localize.js';
import type { CopyField, Messages } from '../i18n/messages.js';
import type { PickerController } from '../picker/controller.js';
import { loadPicker } from '../picker/load.js';
import { rememberingQrPath } from '../qr/qr-path.js';
import type { QrContent, ScreenContext } from '../ui/context.js';
import { errorScreen, loadingScreen } from '../ui/message.js';
import { outcomeScreen, outcomeWords } from './outcome-screen.js';
import { paymentScreen } from './payment-screen.js';
import { isFinalStatus, type CheckoutStatus } from '../core/status.js';

/** The primitive properties kept in sync with their attributes (host-attributes.ts), with their defaults. */
const REFLECTED: readonly ReflectedProperty<CryptoCheckout>[] = [
  ['src', 'src', undefined],
  ['orderSrc', 'order-src', undefined],
  ['pollInterval', 'poll-interval', 5],
  ['redirectDelay', 'redirect-delay', 5],
  ['noRedirect', 'no-redirect', false],
  ['redirectOrigins', 'redirect-origins', undefined],
  ['lang', 'lang', ''],
];

/**
 * Shows a payer what to pay for a crypto invoice: the amount and currency, the
 * network, a QR code of the payment (its URI with the amount where a standard
 * exists, else the deposit address), the XRP destination tag or other memo
 * split out, copy buttons and a countdown to the rate's expiry;
 * then follows the invoice's success or unsuccess redirect URL.
 *
 * Give it the invoice document your backend received from
 * `POST /api/public/v1/invoices`, as the `invoice` property (or JSON text in
 * the `invoice` attribute), or a `src` URL on your backend that returns it.
 * Or let the payer choose the coin and network first: `order-src`, your
 * backend's URL for one order, lists the methods and creates the invoice for
 * the one chosen (the `methods` property shows the same list).
 *
 * @summary An embeddable, accessible crypto payment checkout.
 *
 * @fires {CustomEvent<CheckoutStatusDetail>} checkout-status - The element changed its status (from the invoice, polling or the countdown); not fired when the host sets `status`.
 * @fires {CustomEvent<CheckoutRedirectDetail>} checkout-redirect - About to follow a redirect URL. Cancelable: `preventDefault()` stops the navigation.
 * @fires {CustomEvent<CheckoutCopyDetail>} checkout-copy - After a copy attempt; `ok` is false when the browser refused and the text was selected instead.
 * @fires {CustomEvent<CheckoutErrorDetail>} checkout-error - The invoice cannot be shown, could not be loaded, a status answer changed what to pay, or a redirect URL was refused; or, not fatal, its network code and name disagree (`ambiguous-network`: the address shows without a payment URI).
 * @fires {CustomEvent<CheckoutMethodSelectDetail>} checkout-method-select - The payer chose a coin and network in the picker and pressed Continue. Cancelable: `preventDefault()` stops the element's `POST` to `order-src`, to create the invoice yourself and set `invoice` or `src`; the picker shows "Preparing your payment…" until then (set `methods` again to show the list again).
 * @fires {CustomEvent<CheckoutWalletSendDetail>} checkout-wallet-send - With `crypto-checkout/wallets`: the payer pressed a "Pay with" button, and the element is about to ask that wallet for `transaction`. Cancelable: `preventDefault()` asks nothing.
 * @fires {CustomEvent<CheckoutWalletSentDetail>} checkout-wallet-sent - With `crypto-checkout/wallets`: the wallet answered the transaction's `hash`. The element keeps following the status.
 * @fires {CustomEvent<CheckoutRenewDetail>} checkout-renew - The payer pressed "Get a new rate" on an expired invoice (`renewable`). Create a new invoice and set it. Cancelable: `preventDefault()` keeps the expired screen; otherwise the element shows "Getting a new rate…" until the new invoice arrives.
 *
 * @cssstate loading - Waiting for the invoice (also: `pending`, `processing`, `complete`, `expired`, `cancelled`, `rejected`, `error`, one at a time, as `status`).
 *
 * @csspart base - The card around everything.
 * @csspart header - The status title and the time left.
 * @csspart amount - The amount to pay and its currency.
 * @csspart network - The network and its warning.
 * @csspart qr-code - The QR code (an inline SVG).
 * @csspart address - The deposit address.
 * @csspart memo - The destination tag or memo.
 * @csspart warning - Every warning box.
 * @csspart memo-warning - The warning that the destination tag or memo is required.
 * @csspart copy-button - Every copy button.
 * @csspart memo-confirm - The button with which the payer confirms they will include the memo.
 * @csspart qr-choice - The switch between a QR code with the amount (payment URI) and of the address only.
 * @csspart wallet-link - "Open in wallet": the payment URI as a link.
 * @csspart wallets - With `crypto-checkout/wallets`: the "Pay with" buttons of the browser wallets and their status line.
 * @csspart wallet-button - Each "Pay with" button (the wallet's icon and name).
 * @csspart wallet-message - The line under the wallet buttons: what the wallet is asked, or why nothing was sent.
 * @csspart wallet-sent - "Sent from your wallet" with the transaction hash, once the wallet answered one.
 * @csspart other-device - On a phone: the QR code folded behind "Pay from another device".
 * @csspart countdown - The time left before the rate expires, and its bar (`.low` in the last 5 minutes).
 * @csspart reference - The invoice id and the merchant's reference, on screens a payer may quote them from.
 * @csspart renew - "Get a new rate" on an expired invoice.
 * @csspart instructions - Payment instructions of exchange-app and NFT invoices.
 * @csspart message - The message of a final or error state.
 * @csspart redirect - The way back to the shop: the notice of the coming redirect with "Continue now" and "Stay on this page", or "Return to the shop" (after "Get a new rate" on a renewable expired invoice).
 * @csspart link - The link to the hosted payment page, and "View the transaction" once a browser wallet sent one.
 * @csspart picker - The coin picker: its title, search field, methods and Continue button.
 * @csspart picker-search - The picker's search field (past eight coins).
 * @csspart picker-continue - The picker's Continue button.
 * @csspart switch-method - "Pay with another coin" below the payment.
 * @csspart switch-warning - The warning before switching from an open invoice.
 *
 * @cssprop [--crypto-checkout-font-family=system-ui, sans-serif] - Text font.
 * @cssprop [--crypto-checkout-mono-font-family=ui-monospace, monospace] - Font of addresses, tags, memos and ids.
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
    // Lit reflects none: it would write the defaults at start-up (host-attributes.ts). updated() writes what
    // the host set (REFLECTED); the status is a custom state instead.
    invoice: {},
    src: {},
    orderSrc: { attribute: 'order-src' },
    methods: { attribute: false },
    pollInterval: { type: Number, attribute: 'poll-interval' },
    status: {},
    redirectDelay: { type: Number, attribute: 'redirect-delay' },
    noRedirect: { type: Boolean, attribute: 'no-redirect' },
    redirectOrigins: { attribute: 'redirect-origins' },
    lang: {},
    qr: {},
    memoConfirm: { attribute: 'memo-confirm', converter: (value) => value !== 'off' && value !== 'false' },
    renewable: { type: Boolean },
    _state: { state: true },
    _qrChoice: { state: true },
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

  /**
   * The merchant's URL for one order, for a payer who chooses the coin and network: `GET` answers
   * `{ "methods": [{ "currency", "network", "name" }] }` (or the order's open invoice document, to resume
   * it), and `POST` with `{ "chargedCurrency", "network" }` creates the invoice and answers `201` with its
   * document and a `Location` to follow its status at. The element sends nothing else: the order's amount
   * is the server's. Ignored while `invoice` or `src` is set.
   */
  orderSrc?: string;

  /**
   * The payment methods to choose from, `[{ currency, network, name }]`, for a single-page app that has
   * the list already: shows the coin picker. With `order-src`, choosing posts there; without it, handle
   * `checkout-method-select` and set `invoice` or `src`.
   */
  methods?: unknown;

  /** Seconds between status checks of `src` while the invoice is open, from 1 to 60 (values outside are clamped). */
  pollInterval = 5;

  /**
   * The payment's status. The host may set it (from its own websocket, say) and
   * the element acts as if the service had said so. Never written to the attribute: style on the custom
   * state of the same name, `crypto-checkout:state(complete)`.
   * @type {'loading' | 'pending' | 'processing' | 'complete' | 'expired' | 'cancelled' | 'rejected' | 'error'}
   */
  status: CheckoutStatus = 'loading';

  /** Seconds before following a redirect URL; 0 follows at once. */
  redirectDelay = 5;

  /** Never navigate: only fire `checkout-redirect` (for single-page apps that route themselves). */
  noRedirect = false;

  /** Space-separated origins redirects may go to; when set, any other origin is refused. */
  redirectOrigins?: string;

  /**
   * The language of the element's words, numbers and dates (BCP 47), or `auto` for the browser's languages;
   * inherited from the nearest ancestor with `lang`, then the page, when unset. English is built in; other
   * languages speak once their locale module is loaded (`crypto-checkout/locales/<tag>.js`).
   */
  declare lang: string;

  /**
   * What the QR code holds at first: `uri` (the payment URI with the amount, where the network has a standard
   * wallets follow; elsewhere the bare address) or `address` (the bare address). The payer can switch.
   * @type {'address' | 'uri'}
   */
  qr: QrContent = 'uri';

  /**
   * On memo networks (XRP destination tag, Stellar memo, TON comment), the address, QR code and wallet
   * link show only once the payer confirms they will include the memo. `memo-confirm="off"` shows them at once.
   */
  memoConfirm = true;

  /** On an expired invoice, offer "Get a new rate" (fires `checkout-renew`); its redirect then waits for the payer. */
  renewable = false;

  /** How the element navigates (`location.replace`: Back skips the finished checkout); replace it to route yourself. */
  navigate: (url: string) => void = (url) => location.replace(url);

  /** Where the checkout stands: every rule that moves it lives in checkout-state.ts. */
  private _state: checkout.CheckoutState = checkout.initialState();
  private _announcement = '';
  /** What the payer chose the QR code to hold, once they have. */
  private _qrChoice?: QrContent;
  /** The coin picker, once a page that uses it (`order-src`, `methods`) has loaded it (picker/). */
  #picker?: PickerController;
  #pickerLoading = false;

  readonly #qrPath = rememberingQrPath();
  readonly #copies = new CopyController(this);
  readonly #layout = new LayoutController(this);
  readonly #walletLink = new WalletLinkController(this);
  readonly #locale = new LocaleController(this);
  /** A part the page added (the browser wallets), drawn on the payment screen. */
  readonly #addon = new PaymentAddonController(this);

  /** The status as a custom state, for `:state(…)` selectors. */
  readonly #internals = this.attachInternals();
  /** Waits for the `invoice` property a framework sets after a server render wrote `[object Object]`. */
  readonly #objectAttribute = new ObjectAttributeController(this, () => this.#take({ type: 'object-attribute' }));

  constructor() {
    super();
    new FocusController(this);
  }

  readonly #countdown = new CountdownController(this, {
    onThreshold: (thresholdMs) =>
      this.#announce(this.#messages.timeLeft(formatDuration(thresholdMs / 60_000, 'minute', this.#locale.locale.lang))),
    onExpire: () => this.#take({ type: 'countdown-zero' }),
  });

  readonly #poller = new InvoicePoller(this, {
    // A document always gets a verdict.
    onDocument: (document, serverOffset) => this.#take({ type: 'document', document, from: 'poll', serverOffset })!,
    onRefused: (httpStatus) => this.#take({ type: 'load-refused', httpStatus }),
    onTransientFailure: () => this.#take({ type: 'load-failed-for-now' }),
  });

  // When the redirect's time has come: the host may veto it, and `no-redirect` only reports it.
  readonly #redirect = new RedirectController(this, (target) => {
    if (this.#emit('checkout-redirect', { ...target }, true) && !this.noRedirect) this.navigate(target.url);
  });

  get #messages(): Messages {
    return this.#locale.locale.messages;
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    // A server render (crypto-checkout/server) left its screen in a declarative shadow root. The first render,
    // in this same task, draws the same screen: nothing is painted between, and no second QR code stays.
    this.shadowRoot?.replaceChildren();
    return super.createRenderRoot();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('invoice')) this.#objectAttribute.watch(this.invoice);
    if ((this.orderSrc || this.methods != null) && !this.#pickerLoading) {
      this.#pickerLoading = true;
      void loadPicker().then(({ PickerController }) => {
        // It follows order-src and methods from the update it asks for.
        this.#picker = new PickerController(this, {
          emit: (type, detail, cancelable) => this.#emit(type, detail, cancelable),
          follow: this.#follow,
          focus: (part) => this.#focusAfterUpdate(part),
        });
        this.requestUpdate();
      });
    }
    this.#take(...checkout.hostInputs(this, changed, this._state.status));
  }

  /**
   * The order's invoice, chosen in the picker or resumed: shown, and its status followed at `src`. With
   * neither, the invoice shown is no longer followed, and the picker shows again.
   */
  readonly #follow = (src?: string, document?: unknown) =>
    this.#take(
      { type: 'source', src, intervalMs: pollIntervalMs(this.pollInterval), newSource: true },
      ...(document === undefined ? [] : [{ type: 'document', document, from: 'property' } as const]),
    );

  protected override updated(changed: PropertyValues<this>): void {
    writeAttributes(this, changed, REFLECTED);
  }

  /** Feeds the checkout state model and performs what it asks; returns its verdict on a polled document. */
  #take(...inputs: checkout.CheckoutInput[]) {
    const { state, effects, verdict } = checkout.step(this._state, ...inputs);
    this._state = state;
    // The status property is the model's, whatever the host wrote; the custom state (only ever one) follows it.
    this.status = state.status;
    const { states } = this.#internals;
    if (!states.has(state.status)) {
      states.clear();
      states.add(state.status);
    }
    if (!state.view) this.#copies.forget();
    for (const effect of effects) this.#perform(effect);
    return verdict;
  }

  #perform(effect: checkout.Effect): void {
    switch (effect.type) {
      case 'start-polling':
        return this.#poller.start(effect.src, effect.intervalMs);
      case 'stop-polling':
        return this.#poller.stop();
      case 'check-now':
        // The last check at expiry: what it brings is a document like any other, then zero decides.
        return void this.#poller.refreshNow().then(() => this.#take({ type: 'last-check-done' }));
      case 'countdown':
        return this.#countdown.track(effect.view, effect.serverOffset);
      case 'redirect':
        return this.#redirect.schedule(effect.target, effect.delaySeconds);
      case 'redirect-reset':
        return this.#redirect.reset();
      case 'announce-status':
        return this.#announce(this.#outcome.title);
      case 'checkout-status':
      case 'checkout-error':
        return void this.#emit(effect.type, effect.detail);
    }
  }

  /** Every event the element fires leaves from here; `cancelable` where the host may prevent the default. */
  #emit<K extends keyof CheckoutEventMap>(
    type: K,
    detail: CheckoutEventMap[K]['detail'],
    cancelable?: boolean,
  ): boolean {
    return this.dispatchEvent(checkoutEvent(type, detail, cancelable));
  }

  #announce(text: string): void {
    // The same words again (a second copy) must change the live region, or nothing is spoken.
    this._announcement = this._announcement === text ? `${text}\u00a0` : text;
  }

  /** The words of the outcome shown. */
  get #outcome() {
    const state = this._state;
    return outcomeWords(this.#messages, state.status as Parameters<typeof outcomeWords>[1], state.onHold);
  }

  readonly #onCopy = async (field: CopyField, value: string, label: string, button: HTMLElement) => {
    const ok = await this.#copies.copy(field, value, button);
    this.#announce(ok ? this.#messages.copiedAnnouncement(label) : this.#messages.copyByHand);
    this.#emit('checkout-copy', { field, value, ok });
  };

  /** "Continue now" or "Return to the shop": the planned redirect now, else the link is a plain one. */
  readonly #leave = (event: MouseEvent) => {
    if (!this.#redirect.target) return;
    event.preventDefault();
    this.#redirect.follow();
  };

  readonly #stay = () => this.#take({ type: 'stay' });

  readonly #renew = () => {
    const { id, reference } = this._state.view!;
    if (this.#emit('checkout-renew', { invoiceId: id, ...(reference ? { reference } : {}) }, true))
      this.#take({ type: 'renew' });
  };

  readonly #retry = () => this.#take({ type: 'retry', intervalMs: pollIntervalMs(this.pollInterval) });

  readonly #confirmMemo = () => {
    this.#take({ type: 'memo-confirmed' });
    // The button pressed is gone: the keyboard goes on at what it revealed.
    return this.#focusAfterUpdate('address');
  };

  /** Once the next render is done, focuses the element of that `part`. */
  async #focusAfterUpdate(part: string): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`[part~="${part}"]`)?.focus();
  }

  readonly #chooseQr = (content: QrContent) => {
    this._qrChoice = content;
  };

  readonly #openWallet = () => this.#walletLink.opened();

  protected override render(): TemplateResult {
    const { lang, dir } = this.#locale.locale;
    // The card says which language its words are in (a screen reader's voice follows) and mirrors for it.
    return html`
      <div class="probe"></div>
      <div part="base" class="base" lang=${lang} dir=${this.dir || dir}>
        <div class="visually-hidden" role="status">${this._announcement}</div>
        ${this.#screen()}
      </div>
    `;
  }

  /** One template per screen: the status picks it. */
  #screen(): TemplateResult {
    const state = this._state;
    const { status, view, error, src } = state;
    const messages = this.#messages;
    if (status === 'error')
      return errorScreen(messages, error, state.invoiceId, error === 'load-failed' && src ? this.#retry : undefined);
    // The picker's invoice is the checkout's like any other: the host's own `invoice` and `src` win over it.
    const picker = !this.src && this.invoice == null ? this.#picker : undefined;
    const { lang } = this.#locale.locale;
    if (!view) {
      const picking = !src && picker?.screen(messages, lang);
      if (picking) return picking;
      return loadingScreen(
        state.renewing ? messages.renewing : state.loadRetrying ? messages.loadRetrying : messages.loading,
      );
    }
    const context: ScreenContext = {
      messages,
      lang,
      compact: this.#layout.compact,
      copy: this.#copies.last,
      onCopy: this.#onCopy,
      qr: this.#qrPath,
    };
    if (!isFinalStatus(status) && status !== 'processing') {
      const { payment } = view;
      return html`${paymentScreen(context, view, {
        qrContent: this._qrChoice ?? (this.qr === 'address' ? 'address' : 'uri'),
        onQrContent: this.#chooseQr,
        memoGate: payment.kind === 'address' && !!payment.memo && this.memoConfirm && !state.memoConfirmed,
        onMemoConfirm: this.#confirmMemo,
        walletStalled: this.#walletLink.stalled,
        onWalletOpen: this.#openWallet,
        addon: this.#addon.render(view, context),
      })}${picker?.switchMethod(lang) ?? nothing}`;
    }
    const { counting, secondsLeft } = this.#redirect;
    return outcomeScreen(context, view, {
      ...this.#outcome,
      next: checkout.nextStep(state, counting && !this.noRedirect),
      returnUrl: state.returnUrl,
      secondsLeft,
      onLeave: this.#leave,
      onStay: this.#stay,
      expired: status === 'expired',
      onRenew: status === 'expired' && this.renewable ? this.#renew : undefined,
    });
  }
}
