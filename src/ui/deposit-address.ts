/**
 * Where to pay: the network and its warning, the memo, the QR code, the address and the wallet link. The
 * invoice's payment screen and the channel's screen both show it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Memo } from '../core/address.js';
import type { InvoiceView, PaymentDetails } from '../core/invoice.js';
import type { PaymentChoices, ScreenContext } from './context.js';
import { field, groupedAddress, qrCode, sentence } from './parts.js';

/** An address to pay to: the bare address, its memo, and the payment URI where a standard carries it. */
export type AddressPayment = Omit<Extract<PaymentDetails, { kind: 'address' }>, 'kind'>;

/**
 * What is sent to an address: the coin, its network, and the amount (none for a standing address). Named as
 * the invoice's view names them, so the payment screen passes its view.
 */
export type PaymentGoal = Pick<InvoiceView, 'chargedCurrency' | 'networkName'> & { amountCharged?: string };

/**
 * The network and its warning, then the memo, then the way to pay: on a phone the wallet link and the
 * address, with the QR code for another device folded away; elsewhere the QR code, the address and the
 * link. On a memo network nothing to pay to shows before the payer confirms they will send the memo.
 * The invoice's payment screen and the channel's (src/channel/channel-screen.ts) both show it.
 */
export function depositAddress(
  context: ScreenContext,
  goal: PaymentGoal,
  payment: AddressPayment,
  choices: PaymentChoices,
): TemplateResult {
  const { messages, compact } = context;
  const { memo } = payment;
  const address = field(
    context,
    messages.address,
    groupedAddress(payment.address),
    { field: 'address', value: payment.address },
    'address',
  );
  const scan = [
    compact ? nothing : html`<p class="center">${messages.scanWithPhone}</p>`,
    qrBlock(context, goal, payment, choices),
  ];
  return html`
    <section part="network" class="stack">
      <p>
        <span class="muted">${messages.network}</span> <strong><bdi>${goal.networkName}</bdi></strong>
      </p>
      <p part="warning" class="warning">${sentence(messages.networkWarning(goal.chargedCurrency, goal.networkName))}</p>
    </section>
    ${memo ? memoBlock(context, memo) : nothing}
    ${
      choices.memoGate
        ? html`<div class="stack">
            <p class="small muted">${messages.memoConfirmHint(memo!.kind)}</p>
            <button part="memo-confirm" class="button primary" type="button" @click=${choices.onMemoConfirm}>
              <span>${sentence(messages.memoConfirm(memo!.kind, memo!.value))}</span>
            </button>
          </div>`
        : compact
          ? html`${walletLink(context, payment, choices, true)} ${address}
              <details part="other-device">
                <summary>${messages.payFromAnotherDevice}</summary>
                ${scan}
              </details>`
          : html`${scan} ${address} ${walletLink(context, payment, choices, false)}`
    }
  `;
}

/** The memo, large and before the address, with its copy button and why it matters. */
function memoBlock(context: ScreenContext, memo: Memo): TemplateResult {
  const label = `${context.messages.memoLabel[memo.kind]}${memo.type ? ` (${memo.type})` : ''}`;
  return html`
    <section class="stack memo">
      ${field(context, label, memo.value, { field: 'memo', value: memo.value }, 'memo')}
      <p part="warning memo-warning" class="warning strong" role="note">${context.messages.memoWarning(memo.kind)}</p>
    </section>
  `;
}

/**
 * The QR code, holding the payment URI with the amount where the invoice has one (unless the merchant's `qr`
 * or the payer chose the address only), with the switch between the two. A code of the bare address is
 * followed by what the payer must then enter by hand, as a warning: the amount (with no standard to carry
 * it, as for tokens and XRP, or by the payer's choice) and the memo. With no amount (a channel) it holds
 * the address.
 */
function qrBlock(
  context: ScreenContext,
  { amountCharged: amount, chargedCurrency: currency }: PaymentGoal,
  { address, memo, uri: paymentUri }: AddressPayment,
  choices: PaymentChoices,
): TemplateResult {
  const { messages } = context;
  // The QR code's choice is between the address and a URI with the amount: none without an amount.
  const uri = amount === undefined ? undefined : paymentUri;
  const withUri = uri !== undefined && choices.qrContent === 'uri';
  const label = withUri ? messages.qrUriLabel(amount!, currency, address) : messages.qrLabel(address);
  const choice = (content: typeof choices.qrContent, text: string) =>
    html`<button
      type="button"
      class="button"
      aria-pressed=${choices.qrContent === content}
      @click=${() => choices.onQrContent(content)}
    >
      ${text}
    </button>`;
  // On a memo network a payment URI always carries the memo (payment-uri.ts builds none that cannot).
  const carried = withUri && memo ? messages.qrCarriesMemo(memo.kind) : undefined;
  const byHand = withUri ? undefined : enterByHand(context, amount, memo);
  return html`
    <div class="stack">
      ${qrCode(context, withUri ? uri : address, label)}
      ${
        uri
          ? html`<div part="qr-choice" class="choice" role="group" aria-label=${messages.qrContent}>
              ${choice('uri', messages.qrWithAmount)} ${choice('address', messages.qrAddressOnly)}
            </div>`
          : nothing
      }
      ${carried ? html`<p class="center small muted">${carried}</p>` : nothing}
      ${byHand ? html`<p part="warning" class="warning">${byHand}</p>` : nothing}
    </div>
  `;
}

/** What a code of the bare address leaves the payer to enter: the amount, where there is one, and the memo. */
function enterByHand({ messages }: ScreenContext, amount: string | undefined, memo: Memo | undefined) {
  // Without a memo, no argument: the language runtime falls back to English for words that leave out a value.
  if (amount !== undefined) return memo ? messages.qrLacksAmount(memo.kind) : messages.qrLacksAmount();
  return memo && messages.qrLacksMemo(memo.kind);
}

/** "Open in wallet": the payment URI as a link, the main action on a phone; what to do when no app took it. */
function walletLink(
  context: ScreenContext,
  { uri }: AddressPayment,
  choices: PaymentChoices,
  primary: boolean,
): TemplateResult | typeof nothing {
  if (!uri) return nothing;
  const { messages } = context;
  return html`
    <p class="center">
      <a part="wallet-link" class="button ${primary ? 'primary' : ''}" href=${uri} @click=${choices.onWalletOpen}
        >${messages.openInWallet}</a
      >
    </p>
    ${choices.walletStalled ? html`<p class="small muted" role="status">${messages.walletDidNotOpen}</p>` : nothing}
  `;
}
