/**
 * The words of the browser-wallet part (`crypto-checkout/wallets`) beyond the payment's (src/i18n/messages.ts).
 * English is in the wallets file; other languages are in src/i18n/locales/wallets, registered through the same
 * registry as the checkout's words, in files of their own so a page without the part loads none of them.
 */
import { registerTranslation, type DeepPartial } from './localize.js';

export interface WalletMessages {
  /** Above the wallets' buttons. */
  walletsHeading: string;
  /** A wallet's button; `wallet` is the name the wallet gave itself. */
  payWith: (wallet: string) => string;
  /** After a press, until the wallet answers. */
  confirmInWallet: (wallet: string) => string;
  /** The payer rejected the request in the wallet: nothing was sent, and they may press again. */
  walletCancelled: string;
  /** The wallet is on another chain and did not switch: nothing was sent. */
  walletWrongChain: (network: string) => string;
  /** The wallet does not know the invoice's chain (EIP-3326's 4902): nothing was sent. */
  walletChainUnknown: (network: string) => string;
  /** The wallet is still busy with an earlier request (-32002). */
  walletBusy: string;
  /** Any other error: the QR code and the address are still there. */
  walletFailed: string;
  /** The title once the wallet answered a transaction hash. */
  walletSent: string;
  /** Below it: what happens next. */
  walletSentNext: string;
  /** The label of the transaction hash. */
  transaction: string;
  /** The link to the transaction on the network's explorer. */
  viewTransaction: string;
}

/** A language's wallet words in full: every file in src/i18n/locales/wallets `satisfies` it. */
export interface WalletTranslation extends WalletMessages {
  $code: string;
  $name: string;
  $dir: 'ltr' | 'rtl';
}

/** English: the wallet words every other language falls back to, key by key. */
export const walletEn: WalletMessages = {
  walletsHeading: 'Pay from a browser wallet',
  payWith: (wallet) => `Pay with ${wallet}`,
  confirmInWallet: (wallet) => `Confirm the payment in ${wallet}.`,
  walletCancelled: 'You cancelled in your wallet. Nothing was sent.',
  walletWrongChain: (network) =>
    `Your wallet is not on ${network}, so nothing was sent. Switch it to ${network} and try again.`,
  walletChainUnknown: (network) =>
    `Your wallet does not have ${network}, so nothing was sent. Add ${network} to your wallet and try again, or use the QR code or the address.`,
  walletBusy: 'Your wallet is waiting for an earlier request. Open it, finish or close that request, then try again.',
  walletFailed: 'Your wallet could not send the payment. Try again, or use the QR code or the address.',
  walletSent: 'Sent from your wallet',
  walletSentNext: 'Keep this page open: it changes as soon as the payment arrives. Do not send it again.',
  transaction: 'Transaction',
  viewTransaction: 'View the transaction',
};

/** `registerTranslation` for wallet words: the same registry, typed for these keys. */
export const registerWalletTranslation = registerTranslation as (
  ...translations: (DeepPartial<WalletTranslation> & { $code: string })[]
) => void;
