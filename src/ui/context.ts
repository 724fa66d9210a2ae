import type { CopyField, Messages } from '../i18n/messages.js';
import type { QrPath } from '../qr/qr-path.js';

/** What the QR code holds: the bare address, or the payment URI with the amount (and memo, where it fits). */
export type QrContent = 'address' | 'uri';

/** What every screen template reads besides the invoice: words, language, layout, and the element's hooks. */
export interface ScreenContext {
  messages: Messages;
  /** The language numbers and dates are formatted for. */
  lang: string;
  /** Laid out for a phone: the wallet link leads and the QR code waits behind "Pay from another device". */
  compact: boolean;
  /** The last copy: its button says "Copied" for a while, or a hint says how to copy by hand. */
  copy?: { field: CopyField; ok: boolean } | undefined;
  /** Copies `value` (the copy button of `field` was pressed). */
  onCopy(field: CopyField, value: string, label: string, button: HTMLElement): void;
  /** The QR code of `text`, encoded once by the element; undefined when the text is too long for one. */
  qr(text: string): QrPath | undefined;
}

/** What the payment screen needs beyond the context: the payer's choices so far. */
export interface PaymentChoices {
  /** What the QR code holds when the invoice has a payment URI. */
  qrContent: QrContent;
  onQrContent(content: QrContent): void;
  /** The address, QR code and wallet link wait until the payer confirms the memo. */
  memoGate: boolean;
  onMemoConfirm(): void;
  /** "Open in wallet" was pressed and no app took the link. */
  walletStalled: boolean;
  onWalletOpen(): void;
  /** What a part the page added draws below the amount (payment-addon.ts): the browser wallets' buttons. */
  addon?: unknown;
}
