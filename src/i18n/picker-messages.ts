/**
 * The words of the coin picker (`order-src`, `methods`) beyond the payment's (src/i18n/messages.ts). English is
 * built into the element; other languages are in src/i18n/locales/picker, registered through the same registry
 * as the checkout's words, in files of their own so each language's payment file stays within its budget.
 */
import { registerTranslation, type DeepPartial } from './localize.js';

export interface PickerMessages {
  /** The picker's title. */
  chooseMethod: string;
  /** The search field's label, shown past eight coins. */
  searchMethods: string;
  /** The search found no coin or network. */
  noMethodMatches: string;
  /** The order offers no method at all. */
  noMethods: string;
  /** The button that creates the invoice for the method chosen. */
  continueToPay: string;
  /** While the invoice for the method chosen is being created. */
  preparingPayment: string;
  /** Creating the invoice failed: the payer may choose again. */
  methodFailed: string;
  /** On the payment screen: back to the list. */
  payWithAnotherCoin: string;
  /** Before going back to the list while the invoice is open. */
  switchWarning: string;
  /** Goes back to the list after the warning. */
  switchAnyway: string;
  /** Stays with the invoice shown. */
  keepMethod: string;
}

/** A language's picker words in full: every file in src/i18n/locales/picker `satisfies` it. */
export interface PickerTranslation extends PickerMessages {
  $code: string;
  $name: string;
  $dir: 'ltr' | 'rtl';
}

/** English: the picker words every other language falls back to, key by key. */
export const pickerEn: PickerMessages = {
  chooseMethod: 'Choose how to pay',
  searchMethods: 'Search coins and networks',
  noMethodMatches: 'No coin or network matches your search.',
  noMethods: 'No payment method is available for this order. Please contact the shop.',
  continueToPay: 'Continue',
  preparingPayment: 'Preparing your payment…',
  methodFailed: "This payment method couldn't be set up. Choose it again or another one.",
  payWithAnotherCoin: 'Pay with another coin',
  switchWarning: 'If you have already sent a payment, do not switch: wait for it to arrive, or contact the shop.',
  switchAnyway: 'Choose another coin',
  keepMethod: 'Keep this payment',
};

/** `registerTranslation` for picker words: the same registry, typed for these keys. */
export const registerPickerTranslation = registerTranslation as (
  ...translations: (DeepPartial<PickerTranslation> & { $code: string })[]
) => void;
