import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { copyText } from '../clipboard.js';
import type { CopyField } from '../../i18n/messages.js';

/** How long a copy button says "Copied". */
const COPIED_FOR_MS = 2000;

/**
 * Copies what the payer asks for and remembers the last copy for a while, so
 * its button can say "Copied" (or a hint say how to copy by hand). The timer
 * ends with the host.
 */
export class CopyController implements ReactiveController {
  /** The last copy, while its button says so (a refused copy stays until the next one). */
  last?: { field: CopyField; ok: boolean };

  #timer?: ReturnType<typeof setTimeout>;
  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Copies `value`, shown in the row beside `button`; resolves to whether the clipboard took it. */
  async copy(field: CopyField, value: string, button: HTMLElement): Promise<boolean> {
    const ok = await copyText(value, button.closest('.row')?.querySelector('.value') ?? button);
    this.#remember({ field, ok });
    if (ok) this.#timer = setTimeout(() => this.#remember(undefined), COPIED_FOR_MS);
    return ok;
  }

  /** Forgets the last copy (what it was for is no longer shown). */
  forget(): void {
    if (this.last) this.#remember(undefined);
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    this.last = undefined;
  }

  #remember(last: CopyController['last']): void {
    clearTimeout(this.#timer);
    this.last = last;
    this.#host.requestUpdate();
  }
}
