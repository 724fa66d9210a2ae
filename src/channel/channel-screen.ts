/** The channel screen: a standing deposit address, what becomes of a deposit, and the deposits so far. */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChannelView, DepositView } from '../core/channel.js';
import type { ChannelMessages } from '../i18n/channel-messages.js';
import { formatDecimal } from '../core/decimal.js';
import { explorerUrl } from '../core/explorer.js';
import type { Messages } from '../i18n/messages.js';
import type { PaymentChoices, ScreenContext } from '../ui/context.js';
import { formatTime, icon, sentence } from '../ui/parts.js';
import { depositAddress, type AddressPayment } from '../ui/deposit-address.js';

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
    ${deposits ? depositList(context, channel, deposits) : nothing}
  `;
}

function depositList(context: ChannelContext, channel: ChannelView, { list, failed }: DepositsShown): TemplateResult {
  const { messages } = context;
  const newest = [...(list ?? [])].sort((a, b) => b.createdAt - a.createdAt).slice(0, SHOWN);
  // A disabled channel has said not to send anything: its empty list waits for no deposit.
  const none = channel.status === 'enabled' ? messages.noDeposits : messages.noDepositsDisabled;
  return html`
    <section part="deposits" class="stack" aria-labelledby="deposits-heading">
      <h3 id="deposits-heading" class="label">${messages.deposits}</h3>
      ${failed ? html`<p class="small muted">${messages.depositsUnavailable}</p>` : nothing}
      ${
        newest.length
          ? html`<ul class="deposits">
              ${newest.map((deposit) => depositItem(context, channel, deposit))}
            </ul>`
          : list
            ? html`<p class="small muted">${none}</p>`
            : nothing
      }
    </section>
  `;
}

/**
 * One deposit: what it was credited and its state, when, then each figure the service sent as a label and
 * its value (a figure it left out is not shown): what was sent, the rate, the fees, the transaction. The
 * credit is `amount`, in the target currency, after fees (`localAmount`, in the display currency, is before
 * fees: shown as credited, it would overstate the credit). Amounts are formatted for the language: none of
 * them is an amount to send.
 */
function depositItem(context: ChannelContext, channel: ChannelView, deposit: DepositView): TemplateResult {
  const { messages, lang } = context;
  const { payCurrency, amountCurrency, exchangeRate, fee, consolidationFee, feeCurrency = '', hash } = deposit;
  const money = (amount: string, currency: string) => `${formatDecimal(amount, lang)} ${currency}`;
  const facts: [string, string | undefined][] = [
    [messages.depositSent, money(deposit.payAmount, payCurrency)],
    [messages.depositRate, exchangeRate && `1 ${payCurrency} = ${money(exchangeRate, amountCurrency)}`],
    [messages.depositFee, fee && money(fee, feeCurrency)],
    [messages.depositConsolidationFee, consolidationFee && money(consolidationFee, feeCurrency)],
  ];
  const state = stateOf(deposit.status);
  const url = explorerUrl(channel, hash);
  const time = new Date(deposit.createdAt).toISOString();
  return html`<li class="deposit">
    <p class="deposit-head">
      <strong><bdi>${money(deposit.amount, amountCurrency)}</bdi></strong>
      <span class="state ${state}">${messages.depositStatus[state]}</span>
    </p>
    <p class="small muted"><time datetime=${time}>${formatTime(deposit.createdAt, lang) ?? time}</time></p>
    <dl class="facts small">
      ${facts.map(([label, value]) =>
        value
          ? html`<div>
              <dt>${label}</dt>
              <dd dir="ltr">${value}</dd>
            </div>`
          : nothing,
      )}
      <div>
        <dt>${messages.depositTransaction}</dt>
        <dd class="hash">
          ${
            url
              ? html`<a class="mono" dir="ltr" href=${url} target="_blank" rel="noopener noreferrer">${hash}</a>`
              : html`<span class="mono" dir="ltr">${hash}</span>`
          }
        </dd>
      </div>
    </dl>
  </li>`;
}

/** The service's deposit status in the three words a payer needs; any status it may add reads as in progress. */
function stateOf(status: string): keyof ChannelMessages['depositStatus'] {
  if (status === 'completed') return 'completed';
  return /^(rejected|failed|cancell?ed|refunded)$/.test(status) ? 'rejected' : 'pending';
}
