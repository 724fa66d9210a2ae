import { LitElement, css, html, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { networksDisagree } from '../core/address.js';
import {
  changedChannelField,
  isSeen,
  parseChannel,
  parseDeposits,
  see,
  type ChannelResult,
  type ChannelView,
  type DepositView,
} from '../core/channel.js';
import { channelEn, type ChannelMessages } from '../i18n/channel-messages.js';
import { CopyController } from '../ui/controllers/copy-controller.js';
import { pollIntervalMs } from '../core/polling.js';
import { InvoicePoller } from '../ui/controllers/invoice-poller.js';
import { LayoutController } from '../ui/controllers/layout-controller.js';
import { LocaleController } from '../ui/controllers/locale-controller.js';
import { OBJECT_ATTRIBUTE, objectAttributeMistake } from '../core/object-attribute.js';
import { ObjectAttributeController } from '../ui/controllers/object-attribute-controller.js';
import { WalletLinkController } from '../ui/controllers/wallet-link-controller.js';
import { writeAttributes, type ReflectedProperty } from '../ui/host-attributes.js';
import { styles } from '../ui/styles.js';
import { checkoutEvent, type ChannelEventMap, type CheckoutErrorDetail } from '../ui/events.js';
import { en, type CopyField, type Messages } from '../i18n/messages.js';
import { paymentUri } from '../core/payment-uri.js';
import { rememberingQrPath } from '../qr/qr-path.js';
import { channelScreen, type DepositsShown } from './channel-screen.js';
import { errorScreen } from '../ui/message.js';
import type { AddressPayment } from '../ui/deposit-address.js';

/** The primitive properties kept in sync with their attributes (host-attributes.ts), with their defaults. */
const REFLECTED: readonly ReflectedProperty<CryptoChannel>[] = [
  ['depositsSrc', 'deposits-src', undefined],
  ['pollInterval', 'poll-interval', 5],
  ['lang', 'lang', ''],
];

/** The English words of this element: the checkout's, and the channel's. */
const ENGLISH = [en, channelEn];

/**
 * Shows a standing deposit address (a payment-service **channel**) for top-up pages: the pay currency and
 * network with the "send only" warning, the address with its memo split out and confirmed first, a QR code,
 * copy buttons and "Open in wallet" without an amount, what a deposit is credited in, and the payer's
 * deposits as they arrive. No countdown and no redirect: a channel does not expire.
 *
 * Give it the channel document your backend got from `GET /api/public/v1/channels` (one channel as `data`)
 * as the `channel` property (or JSON text in the `channel` attribute), and a `deposits-src` URL on your
 * backend that relays `GET /api/public/v1/channels/:id/transactions`.
 *
 * @summary A standing crypto deposit address with its deposits, for top-up pages.
 *
 * @fires {CustomEvent<CheckoutDepositDetail>} checkout-deposit - A deposit the list had not shown before, once; not for those already there at the first load.
 * @fires {CustomEvent<CheckoutCopyDetail>} checkout-copy - After a copy attempt; `ok` is false when the browser refused and the text was selected instead.
 * @fires {CustomEvent<CheckoutErrorDetail>} checkout-error - The channel document cannot be shown or changed what to pay to (`payment-changed`), or `deposits-src` answered something that is not a deposit list; or, not fatal, the list held deposits that are not the channel's or repeated one (`ignored-deposits`), or the network code and name disagree (`ambiguous-network`).
 *
 * @csspart base - The card around everything.
 * @csspart header - The title and what a deposit becomes.
 * @csspart network - The network and its warning.
 * @csspart qr-code - The QR code of the address.
 * @csspart address - The deposit address.
 * @csspart memo - The destination tag or memo.
 * @csspart warning - Every warning box.
 * @csspart copy-button - Every copy button.
 * @csspart memo-confirm - The button with which the payer confirms they will include the memo.
 * @csspart wallet-link - "Open in wallet".
 * @csspart deposits - The list of deposits.
 * @csspart message - The notice of a disabled channel, or the error.
 */
export class CryptoChannel extends LitElement {
  static override styles = [
    styles,
    css`
      .deposits {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .deposit {
        display: flex;
        flex-direction: column;
        gap: 0.25rem;
        padding-block: 0.5rem;
        border-block-start: 1px solid var(--_border);
      }
      /* The credit and its state share one line, the state at its end (the left, right to left); unlike .row,
         no basis for the first item pushes the state under the credit at 320 px. */
      .deposit-head {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: 0 1rem;
      }
      /* The facts' one column is the card's width, not the whole hash's; a label and its value keep to one
         line at 320 px while they can (a rate of eight decimals beside its label in Arabic). */
      .deposit .facts {
        grid-template-columns: minmax(0, 1fr);
      }
      .deposit .facts div {
        gap: 0 0.5rem;
      }
      /* The hash keeps to the line beside its label, cut short with an ellipsis; its text stays whole. */
      .hash {
        flex: 1 1 0;
        min-width: 0;
        text-align: end;
      }
      .hash > * {
        display: inline-block;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
        vertical-align: bottom;
      }
      .state.completed {
        color: var(--_success);
      }
      .state.rejected {
        color: var(--_danger);
      }
    `,
  ];

  static override properties: PropertyDeclarations = {
    // JSON text in the attribute goes to parseChannel as it is: it reads text too, and names bad JSON.
    channel: {},
    // Written by updated() where the host set them (host-attributes.ts), never a default.
    depositsSrc: { attribute: 'deposits-src' },
    pollInterval: { type: Number, attribute: 'poll-interval' },
    lang: {},
    memoConfirm: { attribute: 'memo-confirm', converter: (value) => value !== 'off' && value !== 'false' },
    _deposits: { state: true },
    _memoConfirmed: { state: true },
    _announcement: { state: true },
  };

  /**
   * The channel document (a `channels` resource as `data`, as `GET /api/public/v1/channels` lists them).
   * The `channel` attribute takes the same document as JSON text; it is read, never written.
   */
  channel?: unknown;

  /** A URL on the merchant's backend that relays the channel's deposits (`/channels/:id/transactions`); polled. */
  depositsSrc?: string;

  /** Seconds between checks of `deposits-src`, from 1 to 60 (values outside are clamped). */
  pollInterval = 5;

  /** The language of the words, numbers and dates, as on `<crypto-checkout>` (or `auto`). */
  declare lang: string;

  /** On memo networks the address, QR code and wallet link show once the payer confirms the memo; `off` shows them at once. */
  memoConfirm = true;

  private _deposits?: DepositsShown;
  private _memoConfirmed = false;
  private _announcement = '';

  #result?: ChannelResult;
  /** The channel as the payer last saw a payment target on it: a later document must keep that target. */
  #shown?: ChannelView;
  /** A later document of the channel changed what to pay to: the payment is withdrawn. */
  #changed = false;
  #payment?: AddressPayment;
  /** The deposits already shown or announced (by id and hash): only others are new. */
  #seen?: Set<string>;
  /** How many deposits the last list left out, so that a change in it is reported once. */
  #ignored = 0;

  readonly #objectAttribute = new ObjectAttributeController(this, () => {
    this.#result = { ok: false, error: { code: 'invalid-json', path: '', message: objectAttributeMistake('channel') } };
    this.#emit('checkout-error', this.#result.error);
    this.requestUpdate();
  });
  readonly #qrPath = rememberingQrPath();
  readonly #copies = new CopyController(this);
  readonly #layout = new LayoutController(this);
  readonly #walletLink = new WalletLinkController(this);
  readonly #locale = new LocaleController<Messages & ChannelMessages>(this, ENGLISH);

  readonly #poller = new InvoicePoller(this, {
    onDocument: (document) => {
      const result = parseDeposits(document, this.#result?.ok ? this.#result.channel : undefined);
      if (!result.ok) {
        this.#failed({ ...result.error });
        return 'unusable';
      }
      if (result.ignored && result.ignored !== this.#ignored) {
        this.#emit('checkout-error', {
          code: 'ignored-deposits',
          message: `${result.ignored} deposit(s) in the list were left out: another channel's, or listed twice.`,
        });
      }
      this.#ignored = result.ignored;
      this.#take(result.deposits);
      return 'open';
    },
    onRefused: (status) =>
      this.#failed({ code: 'load-failed', message: `deposits-src answered HTTP ${status}; asking again later.` }),
    onTransientFailure: () => this.#failed(),
  });

  /**
   * The deposit list could not be had: said once, to the payer (polite) and to the page (`checkout-error`,
   * when there is an error to report), until a list comes again. The poller keeps asking, with backoff.
   */
  #failed(error?: CheckoutErrorDetail): void {
    if (this._deposits?.failed) return;
    this._deposits = { ...this._deposits, failed: true };
    this.#announce(this.#locale.locale.messages.depositsUnavailable);
    if (error) this.#emit('checkout-error', error);
  }

  protected override updated(changed: PropertyValues<this>): void {
    writeAttributes(this, changed, REFLECTED);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('channel')) {
      this.#objectAttribute.watch(this.channel);
      const previous = this.#result?.ok ? this.#result.channel.id : undefined;
      // `[object Object]`: a server render's attribute for a document the framework sets when it hydrates.
      this.#result = this.channel == null || this.channel === OBJECT_ATTRIBUTE ? undefined : parseChannel(this.channel);
      if (this.#result && !this.#result.ok) this.#emit('checkout-error', this.#result.error);
      const channel = this.#result?.ok ? this.#result.channel : undefined;
      if (channel?.id !== previous) {
        // Another channel: its confirmation, copy state and deposits start again.
        this._memoConfirmed = false;
        this.#copies.forget();
        this.#seen = undefined;
        this.#shown = undefined;
        this.#changed = false;
        this.#ignored = 0;
        if (this._deposits) this._deposits = { failed: false };
        if (channel && networksDisagree({ network: channel.networkCode, networkName: channel.networkName })) {
          this.#emit('checkout-error', {
            code: 'ambiguous-network',
            message: 'The networkCode and networkName name different networks: no wallet link is offered.',
          });
        }
      }
      const changedField = this.#shown && channel && changedChannelField(this.#shown, channel);
      if (changedField && !this.#changed) {
        // As the checkout does when a status answer changes what to pay: the payer may have copied or
        // confirmed what was shown, so neither the old target nor the new one is offered any more.
        this.#changed = true;
        this.#emit('checkout-error', {
          code: 'payment-changed',
          message: `The channel document changed ${changedField}: the payment is withdrawn.`,
        });
      }
      if (channel?.status === 'enabled' && !this.#changed) this.#shown = channel;
      this.#payment =
        !this.#changed && channel?.status === 'enabled'
          ? {
              ...channel.payment,
              uri: paymentUri({
                ...channel.payment,
                currency: channel.payCurrency,
                network: channel.networkCode,
                networkName: channel.networkName,
              }),
            }
          : undefined;
    }
    if (changed.has('depositsSrc')) {
      // Another list: its first answer is history again, not new deposits.
      this.#seen = undefined;
      this.#ignored = 0;
      this._deposits = this.depositsSrc ? { failed: false } : undefined;
    }
    if (changed.has('depositsSrc') || changed.has('pollInterval')) {
      if (this.depositsSrc) this.#poller.start(this.depositsSrc, pollIntervalMs(this.pollInterval));
      else this.#poller.stop();
    }
  }

  /**
   * A deposit list arrived. The first is history; after it, each deposit never seen before is fired once
   * and announced, oldest first. What was seen stays seen, even when an answer leaves it out (a short page,
   * a replica behind), so nothing fires twice.
   */
  #take(deposits: DepositView[]): void {
    const first = !this.#seen;
    const seen = (this.#seen ??= new Set());
    const arrived = deposits.filter((deposit) => !isSeen(seen, deposit)).sort((a, b) => a.createdAt - b.createdAt);
    for (const deposit of arrived) see(seen, deposit);
    this._deposits = { list: deposits, failed: false };
    if (first) return;
    for (const deposit of arrived) this.#emit('checkout-deposit', deposit);
    const last = arrived.at(-1);
    if (last) this.#announce(this.#locale.locale.messages.depositReceived(last.payAmount, last.payCurrency));
  }

  #emit<K extends keyof ChannelEventMap>(type: K, detail: ChannelEventMap[K]['detail']): void {
    this.dispatchEvent(checkoutEvent(type, detail));
  }

  #announce(text: string): void {
    this._announcement = this._announcement === text ? `${text}\u00a0` : text;
  }

  readonly #onCopy = async (field: CopyField, value: string, label: string, button: HTMLElement) => {
    const ok = await this.#copies.copy(field, value, button);
    const { messages } = this.#locale.locale;
    this.#announce(ok ? messages.copiedAnnouncement(label) : messages.copyByHand);
    this.#emit('checkout-copy', { field, value, ok });
  };

  readonly #confirmMemo = async () => {
    this._memoConfirmed = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part~="address"]')?.focus();
  };

  protected override render(): TemplateResult {
    const { lang, dir, messages } = this.#locale.locale;
    return html`
      <div class="probe"></div>
      <div part="base" class="base" lang=${lang} dir=${this.dir || dir}>
        <div class="visually-hidden" role="status">${this._announcement}</div>
        ${this.#screen(lang, messages)}
      </div>
    `;
  }

  #screen(lang: string, messages: Messages & ChannelMessages): TemplateResult {
    const result = this.#result;
    if (!result) return html``;
    // The checkout's error screen, saying the channel's words.
    if (!result.ok || this.#changed)
      return errorScreen(
        { ...messages, invalidInvoice: messages.invalidChannel },
        this.#changed ? 'payment-changed' : undefined,
        undefined,
        undefined,
      );
    return channelScreen(
      {
        // The address section's words, with the channel's notice for a wallet that did not open (no amount).
        messages: { ...messages, walletDidNotOpen: messages.channelWalletDidNotOpen },
        lang,
        compact: this.#layout.compact,
        copy: this.#copies.last,
        onCopy: this.#onCopy,
        qr: this.#qrPath,
      },
      result.channel,
      this.#payment,
      this._deposits,
      {
        qrContent: 'address',
        onQrContent: () => {},
        memoGate: !!this.#payment?.memo && this.memoConfirm && !this._memoConfirmed,
        onMemoConfirm: this.#confirmMemo,
        walletStalled: this.#walletLink.stalled,
        onWalletOpen: () => this.#walletLink.opened(),
      },
    );
  }
}
