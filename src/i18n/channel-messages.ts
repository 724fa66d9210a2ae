/**
 * The words of `<crypto-channel>` beyond the checkout's (src/i18n/messages.ts): a standing deposit address and
 * its deposits. English is built into the channel element; other languages are in src/i18n/locales/channel,
 * registered through the same registry as the checkout's words.
 */
import { registerTranslation, type DeepPartial } from './localize.js';

export interface ChannelMessages {
  /** The title: what the payer deposits. */
  channelTitle: (currency: string) => string;
  /** Under the title: the address stays the payer's, and what a deposit becomes (`currency`: what it is credited in). */
  channelCredit: (currency: string) => string;
  /** A disabled channel: deposits are not credited, so no address shows. */
  channelDisabled: { title: string; body: string };
  /** The heading of the deposit list. */
  deposits: string;
  /** An enabled channel's empty list: a deposit will show. */
  noDeposits: string;
  /** A disabled channel's empty list: nothing arrived, and nothing invites a deposit. */
  noDepositsDisabled: string;
  /** The labels of a deposit's figures, each beside its value: what the payer sent ("25.5 USDT"). */
  depositSent: string;
  /** The rate the service applied ("1 USDT = 0.91 EUR"). */
  depositRate: string;
  /** The service's fee for processing the deposit (`fee`). */
  depositFee: string;
  /** The service's consolidation fee (`consolidationFee`). */
  depositConsolidationFee: string;
  /** The transaction's hash, linked to the network's block explorer. */
  depositTransaction: string;
  /** A deposit's state by the service's status. */
  depositStatus: { completed: string; pending: string; rejected: string };
  /** Announced once for each new deposit. */
  depositReceived: (amount: string, currency: string) => string;
  /** The deposit list could not be loaded; the element keeps trying. */
  depositsUnavailable: string;
  /** The channel document cannot be shown. */
  invalidChannel: string;
  /** "Open in wallet" was pressed and no app took the link: the checkout's words, without an amount. */
  channelWalletDidNotOpen: string;
}

/** A language's channel words in full: every file in src/i18n/locales/channel `satisfies` it. */
export interface ChannelTranslation extends ChannelMessages {
  $code: string;
  $name: string;
  $dir: 'ltr' | 'rtl';
}

/** English: the channel words every other language falls back to, key by key. */
export const channelEn: ChannelMessages = {
  channelTitle: (currency) => `Deposit ${currency}`,
  channelCredit: (currency) =>
    `This address is yours to keep: send any amount, as often as you like. Each deposit is converted and credited to your account in ${currency}.`,
  channelDisabled: {
    title: 'Deposits are paused',
    body: 'Deposits to this address are not credited. Do not send anything to it: contact the shop.',
  },
  deposits: 'Your deposits',
  noDeposits: 'No deposits yet. A deposit shows here once the network has seen it.',
  noDepositsDisabled: 'No deposits to this address.',
  depositSent: 'Sent',
  depositRate: 'Rate',
  depositFee: 'Processing fee',
  depositConsolidationFee: 'Consolidation fee',
  depositTransaction: 'Transaction ID',
  depositStatus: { completed: 'Credited', pending: 'Processing', rejected: 'Not credited' },
  depositReceived: (amount, currency) => `Deposit received: ${amount} ${currency}.`,
  depositsUnavailable: "Your deposits can't be loaded right now. Trying again…",
  invalidChannel: "This deposit address can't be shown. Please contact the shop.",
  channelWalletDidNotOpen: 'No wallet app opened. Copy the address into your wallet instead.',
};

/** `registerTranslation` for channel words: the same registry, typed for these keys. */
export const registerChannelTranslation = registerTranslation as (
  ...translations: (DeepPartial<ChannelTranslation> & { $code: string })[]
) => void;
