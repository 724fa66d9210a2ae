import type { CopyField, Messages } from '../messages.js';
import type { QrPath } from '../qr.js';

/** What every screen template reads besides the invoice: words, language, and the element's hooks. */
export interface ScreenContext {
  messages: Messages;
  /** The language numbers are formatted for. */
  lang: string | undefined;
  /** The last copy: its button says "Copied" for a while, or a hint says how to copy by hand. */
  copy?: { field: CopyField; ok: boolean };
  /** Copies `value` (the copy button of `field` was pressed). */
  onCopy(field: CopyField, value: string, label: string, button: HTMLElement): void;
  /** The QR code of `text`, encoded once by the element; undefined when the text is too long for one. */
  qr(text: string): QrPath | undefined;
}
