import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { resolveLocale, TRANSLATION_EVENT, type EnglishParts, type Locale } from '../../i18n/localize.js';
import type { Messages } from '../../i18n/messages.js';

type Host = ReactiveControllerHost & HTMLElement;

/** Connected elements that follow the page's languages; one observer serves them all. */
const hosts = new Set<Host>();
const rerender = () => hosts.forEach((host) => host.requestUpdate());
let observer: MutationObserver | undefined;

/**
 * The element's language: its own `lang`, else the nearest ancestor's (across shadow roots), else the
 * document's; `auto` follows the browser's languages. It re-renders the host when any `lang` in the
 * document changes, when the browser's languages change and when a translation is registered, so the
 * words change without a reload while the countdown, copy state and polling go on.
 */
export class LocaleController<T = Messages> implements ReactiveController {
  readonly #host: Host;
  readonly #english?: EnglishParts;

  /** `english`: the English words the host starts from, when more than the checkout's. */
  constructor(host: Host, english?: EnglishParts) {
    this.#host = host;
    this.#english = english;
    host.addController(this);
  }

  hostConnected(): void {
    if (!hosts.size) {
      observer = new MutationObserver(rerender);
      observer.observe(document, { attributeFilter: ['lang'], subtree: true });
      addEventListener('languagechange', rerender);
      addEventListener(TRANSLATION_EVENT, rerender);
    }
    hosts.add(this.#host);
  }

  hostDisconnected(): void {
    hosts.delete(this.#host);
    if (hosts.size) return;
    observer?.disconnect();
    removeEventListener('languagechange', rerender);
    removeEventListener(TRANSLATION_EVENT, rerender);
  }

  /** What the host speaks now. */
  get locale(): Locale<T> {
    // The host's property first: Lit reflects it to the attribute only after rendering.
    const lang = this.#host.lang || inheritedLang(this.#host);
    return resolveLocale<T>(lang.toLowerCase() === 'auto' ? navigator.languages : [lang], this.#english);
  }
}

/** The `lang` in effect at `element`: its own, or its nearest ancestor's, crossing shadow roots to their hosts. */
function inheritedLang(element: Element): string {
  for (let node: Node | null | undefined = element; node; node = node.parentNode ?? (node as ShadowRoot).host) {
    const lang = (node as Element).getAttribute?.('lang');
    if (lang) return lang;
  }
  return '';
}
