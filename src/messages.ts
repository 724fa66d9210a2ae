/**
 * Every string the payer sees or hears. A locale is one `Messages` object;
 * add one to `LOCALES` and the element picks it by its `lang`.
 */
import type { MemoKind } from './address.js';
import type { CheckoutStatus } from './status.js';

export type CopyField = 'amount' | 'address' | 'memo' | `instruction:${string}`;

export interface Messages {
  loading: string;
  loadRetrying: string;
  amountDue: string;
  orderTotal: string;
  network: string;
  networkWarning: (currency: string, network: string) => string;
  address: string;
  qrLabel: (what: string) => string;
  memoLabel: Record<MemoKind, string>;
  memoWarning: (memo: string) => string;
  expiresIn: string;
  timeLeft: (minutes: number) => string;
  copy: string;
  copied: string;
  copiedAnnouncement: (what: string) => string;
  copyByHand: string;
  openPaymentPage: string;
  payWith: (method: string) => string;
  openInstructions: string;
  instructionLink: string;
  scanInstructions: string;
  paidAmount: string;
  /** By status, and `onHold` for a payment the service holds for review. */
  status: Record<Exclude<CheckoutStatus, 'loading' | 'error'> | 'onHold', { title: string; body: string }>;
  invalidInvoice: string;
  paymentChanged: string;
  redirectingIn: (seconds: number) => string;
  continueNow: string;
  redirectRefused: string;
}

export const en: Messages = {
  loading: 'Loading the payment…',
  loadRetrying: 'Still trying to reach the shop…',
  amountDue: 'Amount to pay',
  orderTotal: 'Order total',
  network: 'Network',
  networkWarning: (currency, network) =>
    `Send only ${currency} on the ${network} network. Anything else sent here may be lost.`,
  address: 'Deposit address',
  qrLabel: (what) => `QR code of the deposit address ${what}`,
  memoLabel: { 'destination-tag': 'Destination tag', memo: 'Memo', comment: 'Comment' },
  memoWarning: (memo) =>
    `The ${memo.toLowerCase()} is required. Enter it in your wallet: without it, the payment may be lost.`,
  expiresIn: 'Rate expires in',
  timeLeft: (minutes) => (minutes === 1 ? '1 minute left to pay.' : `${minutes} minutes left to pay.`),
  copy: 'Copy',
  copied: 'Copied',
  copiedAnnouncement: (what) => `${what} copied.`,
  copyByHand: 'The text is selected: press Ctrl+C (⌘+C on a Mac) to copy it.',
  openPaymentPage: 'Open the payment page',
  payWith: (method) => `Pay with ${method}`,
  openInstructions: 'Open the payment link',
  instructionLink: 'QR code of the payment link',
  scanInstructions: 'Scan with your phone to open the payment link.',
  paidAmount: 'Amount',
  status: {
    pending: { title: 'Waiting for your payment', body: '' },
    processing: { title: 'Payment received', body: 'We are confirming your payment on the network.' },
    complete: { title: 'Payment complete', body: 'Thank you. Your payment has been received.' },
    expired: {
      title: 'This payment has expired',
      body: 'Please go back to the shop to start again. Do not send a payment for this invoice.',
    },
    cancelled: { title: 'This payment was cancelled', body: 'Do not send a payment for this invoice.' },
    rejected: { title: 'This payment was rejected', body: 'Please contact the shop about your payment.' },
    onHold: { title: 'Payment on hold', body: 'Your payment is being reviewed. The shop will contact you if needed.' },
  },
  invalidInvoice: "This payment can't be shown. Please contact the shop.",
  paymentChanged:
    'The payment details changed while this page was open. Do not send a payment with the details shown before. If you already have, contact the shop.',
  redirectingIn: (seconds) => `Taking you back to the shop in ${seconds} s.`,
  continueNow: 'Continue now',
  redirectRefused: 'Please return to the shop yourself.',
};

/** Locales by primary language subtag. */
const LOCALES: Readonly<Record<string, Messages>> = { en };

/** The messages for a BCP 47 tag such as `en-GB`; English when the language has none. */
export function messagesFor(lang: string | undefined): Messages {
  const primary = (lang ?? '').toLowerCase().split('-')[0] ?? '';
  return Object.hasOwn(LOCALES, primary) ? LOCALES[primary]! : en;
}
