/** The channel screen: a standing deposit address, what becomes of a deposit, and the deposits so far. */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChannelView, DepositView } from '../channel.js';
import type { ChannelMessages } from '../channel-messages.js';
import { formatDecimal } from '../decimal.js';
import type { Messages } from '../messages.js';
import type { PaymentChoices, ScreenContext } from './context.js';
import { formatTime, icon, sentence } from './parts.js';
import { depositAddress, type AddressPayment } from './payment.js';

/** The context of the channel's screen: the checkout's, with the channel's words too. */
export type ChannelContext = ScreenContext & { messages: Messages & ChannelMessages };

/** The deposit list as the element knows it: undefined before the first answer (or with no deposits URL). */
export interface DepositsShown {
  list?: readonly DepositView[];
  /** The last request failed; the poller keeps trying. */
  failed: boolean;
}

/** How many deposits the list shows, newest first. */
const SHOWN = 10;

/**
 * An enabled channel shows its address exactly as an invoice does (network warning, memo first and its
 * confirmation, QR code, copy, wallet link), without an amount or a countdown: it does not expire. A
 * disabled one says that deposits are not credited and shows nothing to pay to.
 */
export function channelScreen(
  context: ChannelContext,
  channel: ChannelView,
  payment: AddressPayment | undefined,
  deposits: DepositsShown | undefined,
  choices: PaymentChoices,
): TemplateResult {
  const { messages } = context;
  return html`
    ${
      channel.status === 'enabled' && payment
        ? html`<header part="header" class="stack">
              <h2 class="title" tabindex="-1">${sentence(messages.channelTitle(channel.payCurrency))}</h2>
              <p class="muted">${sentence(messages.channelCredit(channel.targetCurrency))}</p>
            </header>
            ${depositAddress(
              context,
              { chargedCurrency: channel.payCurrency, networkName: channel.networkName },
              payment,
              choices,
            )}`
        : html`<section part="message" class="message stack center">
            ${icon('error')}
            <h2 class="title" tabindex="-1">${messages.channelDisabled.title}</h2>
            <p part="warning" class="warning">${messages.channelDisabled.body}</p>
          </section>`
    }
    ${deposits ? depositList(context, deposits) : nothing}
  `;
}

function depositList(context: ChannelContext, { list, failed }: DepositsShown): TemplateResult {
  const { messages, lang } = context;
  const newest = [...(list ?? [])].sort((a, b) => b.createdAt - a.createdAt).slice(0, SHOWN);
  return html`
    <section part="deposits" class="stack" aria-labelledby="deposits-heading">
      <h3 id="deposits-heading" class="label">${messages.deposits}</h3>
      ${failed ? html`<p class="small muted">${messages.depositsUnavailable}</p>` : nothing}
      ${
        newest.length
          ? html`<ul class="deposits">
              ${newest.map(
                (deposit) =>
                  html`<li class="deposit">
                    <p class="row">
                      <strong><bdi>${credited(deposit, lang)}</bdi></strong>
                      <span class="state ${stateOf(deposit.status)}"
                        >${messages.depositStatus[stateOf(deposit.status)]}</span
                      >
                    </p>
                    <p class="small muted">
                      ${messages.depositSent} <bdi>${deposit.payAmount} ${deposit.payCurrency}</bdi> ·
                      <time datetime=${new Date(deposit.createdAt).toISOString()}
                        >${formatTime(deposit.createdAt, lang) ?? new Date(deposit.createdAt).toISOString()}</time
                      >
                    </p>
                  </li>`,
              )}
            </ul>`
          : list
            ? html`<p class="small muted">${messages.noDeposits}</p>`
            : nothing
      }
    </section>
  `;
}

/**
 * What a deposit was credited, as the service reports it: `amount` in the target currency, after fees.
 * (`localAmount`, the one figure in the display currency, is before fees: shown as credited, it would
 * overstate the credit.) Formatted for the language: it is no amount to send.
 */
function credited({ amount, amountCurrency }: DepositView, lang: string): string {
  return `${formatDecimal(amount, lang)} ${amountCurrency}`;
}

/** The service's deposit status in the three words a payer needs; any status it may add reads as in progress. */
function stateOf(status: string): keyof ChannelMessages['depositStatus'] {
  if (status === 'completed') return 'completed';
  return /^(rejected|failed|cancell?ed|refunded)$/.test(status) ? 'rejected' : 'pending';
}
