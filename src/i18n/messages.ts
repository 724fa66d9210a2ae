/**
 * Every string the payer sees or hears, and English, which is built in. Other
 * languages are in src/i18n/locales, each registered through src/i18n/localize.ts.
 */
import type { MemoKind } from '../core/address.js';
import type { CheckoutStatus } from '../core/status.js';

/** The attributes of exchange and NFT payment instructions that have words of their own. */
export type FieldLabel =
  'exchange' | 'prepayId' | 'amount' | 'currency' | 'expiresAt' | 'collection' | 'tokenId' | 'price' | 'priceCurrency';

/**
 * What a copy button copies: the amount, the deposit address, the memo, an exchange or NFT instruction's
 * attribute by its name, and on an outcome screen the invoice's id and the shop's order reference.
 */
export type CopyField = 'amount' | 'address' | 'memo' | `instruction:${string}` | 'invoice-id' | 'order-reference';

export interface Messages {
  loading: string;
  loadRetrying: string;
  /** After "Get a new rate", until the shop sets the new invoice. */
  renewing: string;
  amountDue: string;
  orderTotal: string;
  /** The rate line: one unit of the charged currency in the billed one. */
  rate: (charged: string, rate: string, billed: string) => string;
  network: string;
  networkWarning: (currency: string, network: string) => string;
  address: string;
  /** The QR code's name when it holds the address. */
  qrLabel: (address: string) => string;
  /** The QR code's name when it holds the payment URI. */
  qrUriLabel: (amount: string, currency: string, address: string) => string;
  /** The payer's choice of what the QR code holds. */
  qrContent: string;
  qrWithAmount: string;
  qrAddressOnly: string;
  /** Beside a QR code whose payment URI carries the memo. */
  qrCarriesMemo: (memo: MemoKind) => string;
  /** Beside a QR code of the bare address on a memo network. */
  qrLacksMemo: (memo: MemoKind) => string;
  /**
   * Beside a QR code of the bare address where there is an amount to pay: what the payer enters by hand. Called
   * without an argument where there is no memo.
   */
  qrLacksAmount: (memo?: MemoKind) => string;
  scanWithPhone: string;
  payFromAnotherDevice: string;
  openInWallet: string;
  walletDidNotOpen: string;
  /** The memo's field label. Sentences about the memo take its kind, so each language words them whole. */
  memoLabel: Record<MemoKind, string>;
  memoWarning: (memo: MemoKind) => string;
  /** The button the payer presses before the address shows: "I will include destination tag 123". */
  memoConfirm: (memo: MemoKind, value: string) => string;
  memoConfirmHint: (memo: MemoKind) => string;
  expiresIn: string;
  /** Announced at thresholds; `duration` is a number of minutes in words ("5 minutes"), from Intl. */
  timeLeft: (duration: string) => string;
  copy: string;
  copied: string;
  copiedAnnouncement: (what: string) => string;
  copyByHand: string;
  /** The link to the payment service's own page for this invoice, where the payer can pay instead. */
  openPaymentPage: string;
  buyNft: string;
  openInstructions: string;
  openNft: string;
  instructionLink: string;
  scanInstructions: string;
  /** Words for the attributes exchange and NFT orders carry; any other is humanised from its name. */
  fieldLabels: Record<FieldLabel, string>;
  paidAmount: string;
  invoiceId: string;
  orderReference: string;
  /** Above the references on a screen the payer may need to quote them from. */
  quoteReference: string;
  /** By status, and `onHold` for a payment the service holds for review. */
  status: Record<Exclude<CheckoutStatus, 'loading' | 'error'> | 'onHold', { title: string; body: string }>;
  /** On the expired screen, for a payer whose payment is on its way. */
  alreadySent: string;
  renew: string;
  invalidInvoice: string;
  loadFailed: string;
  tryAgain: string;
  paymentChanged: string;
  /** `duration` is a number of seconds in words ("5 seconds"), from Intl. */
  redirectingIn: (duration: string) => string;
  continueNow: string;
  stay: string;
  returnToShop: string;
  /** The last words of an outcome with no way back to the shop (the payment received says it in its body). */
  closePage: string;
  redirectRefused: string;
}

/** The memo's name inside an English sentence. */
const MEMO: Record<MemoKind, string> = { 'destination-tag': 'destination tag', memo: 'memo', comment: 'comment' };

/** English: the words every other language falls back to, key by key. */
export const en: Messages = {
  loading: 'Loading the payment…',
  loadRetrying: 'Still trying to reach the shop…',
  renewing: 'Getting a new rate…',
  amountDue: 'Amount to pay',
  orderTotal: 'Order total',
  rate: (charged, rate, billed) => `Rate locked: 1 ${charged} = ${rate} ${billed}`,
  network: 'Network',
  networkWarning: (currency, network) =>
    `Send only ${currency} on the ${network} network. Anything else sent here may be lost.`,
  address: 'Deposit address',
  qrLabel: (address) => `QR code of the deposit address ${address}`,
  qrUriLabel: (amount, currency, address) => `QR code of a payment request: ${amount} ${currency} to ${address}`,
  qrContent: 'The QR code holds',
  qrWithAmount: 'With amount',
  qrAddressOnly: 'Address only',
  qrCarriesMemo: (memo) => `This code includes the ${MEMO[memo]}.`,
  qrLacksMemo: (memo) => `This code holds the address only: enter the ${MEMO[memo]} yourself.`,
  qrLacksAmount: (memo) =>
    `This code holds the address only: enter the amount${memo ? ` and the ${MEMO[memo]}` : ''} yourself.`,
  scanWithPhone: "Scan with your phone's wallet",
  payFromAnotherDevice: 'Pay from another device',
  openInWallet: 'Open in wallet',
  walletDidNotOpen: 'No wallet app opened. Copy the amount and the address into your wallet instead.',
  memoLabel: { 'destination-tag': 'Destination tag', memo: 'Memo', comment: 'Comment' },
  memoWarning: (memo) => `The ${MEMO[memo]} is required. Enter it in your wallet: without it, the payment may be lost.`,
  memoConfirm: (memo, value) => `I will include ${MEMO[memo]} ${value}`,
  memoConfirmHint: (memo) => `Confirm that you will enter the ${MEMO[memo]} to see the address.`,
  expiresIn: 'Time left',
  timeLeft: (duration) => `${duration} left to pay.`,
  copy: 'Copy',
  copied: 'Copied',
  copiedAnnouncement: (what) => `${what} copied.`,
  copyByHand: 'The text is selected: press Ctrl+C (⌘+C on a Mac) to copy it.',
  openPaymentPage: "Pay on the payment service's page",
  buyNft: 'Pay by buying the NFT',
  openInstructions: 'Open the payment link',
  openNft: 'Open the NFT listing',
  instructionLink: 'QR code of the payment link',
  scanInstructions: 'Scan with your phone to open the payment link.',
  fieldLabels: {
    exchange: 'Exchange',
    prepayId: 'Payment ID',
    amount: 'Amount',
    currency: 'Currency',
    expiresAt: 'Expires',
    collection: 'Collection',
    tokenId: 'Token ID',
    price: 'Price',
    priceCurrency: 'Price currency',
  },
  paidAmount: 'Amount',
  invoiceId: 'Invoice',
  orderReference: 'Order',
  quoteReference: 'Quote these if you contact the shop:',
  status: {
    pending: { title: 'Waiting for your payment', body: '' },
    processing: {
      title: 'Payment received',
      body: 'Waiting for network confirmation. You can close this page: the shop is told when it is confirmed.',
    },
    complete: { title: 'Payment complete', body: 'Thank you. Your payment has been received.' },
    expired: {
      title: 'This payment has expired',
      body: 'The rate is no longer held. Do not send a payment for this invoice now.',
    },
    cancelled: { title: 'This payment was cancelled', body: 'Do not send a payment for this invoice.' },
    rejected: { title: 'This payment was rejected', body: 'Please contact the shop about your payment.' },
    onHold: { title: 'Payment on hold', body: 'Your payment is being reviewed. The shop will contact you if needed.' },
  },
  alreadySent: 'Already sent a payment? Do not send another: contact the shop.',
  renew: 'Get a new rate',
  invalidInvoice: "This payment can't be shown. Please contact the shop.",
  loadFailed: "The payment couldn't be loaded.",
  tryAgain: 'Try again',
  paymentChanged:
    'The payment details changed while this page was open. Do not send a payment with the details shown before. If you already have, contact the shop.',
  redirectingIn: (duration) => `Taking you back to the shop in ${duration}.`,
  continueNow: 'Continue now',
  stay: 'Stay on this page',
  returnToShop: 'Return to the shop',
  closePage: 'You can close this page.',
  redirectRefused: 'Please return to the shop yourself.',
};
