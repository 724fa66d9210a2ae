import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { OBJECT_ATTRIBUTE } from '../../core/object-attribute.js';

/** How long such an attribute may wait for the property before it is an error. */
const GRACE_MS = 3000;

/**
 * Waits for the property a framework sets when it hydrates a server-rendered page (SvelteKit sets it tens of
 * milliseconds after the element upgrades), while the attribute still says `[object Object]`. A page that never
 * sets it gave an object to the attribute: `onMistake` says so once the grace period is over.
 */
export class ObjectAttributeController implements ReactiveController {
  #timer?: ReturnType<typeof setTimeout>;
  readonly #onMistake: () => void;

  constructor(host: ReactiveControllerHost, onMistake: () => void) {
    this.#onMistake = onMistake;
    host.addController(this);
  }

  /** The document property changed to `value`: waits when it is the text of an object, else stops waiting. */
  watch(value: unknown): void {
    clearTimeout(this.#timer);
    if (value === OBJECT_ATTRIBUTE) this.#timer = setTimeout(this.#onMistake, GRACE_MS);
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
  }
}
