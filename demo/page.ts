/**
 * What the two QA pages (index.html for invoices, channel.html for channels) share: finding their
 * controls, the language tags they accept, their messages in the stage, and their event log.
 */
import { ShopError } from './shop-api.js';

/** A `lang` value the pages take from the address bar: `auto` or a BCP 47-like tag. */
export const LANG = /^(auto|[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*)$/;

/** The locale tag of a locale source's path: `../src/i18n/locales/picker/pt-BR.ts` → `pt-BR`. */
export const localeTagOf = (path: string) => path.replace(/^.*\/|\.ts$/g, '');

/** The language of a tag, without region or script: `pt-BR` → `pt`. */
const languageOf = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * Loads the modules among `loaders` (an `import.meta.glob`) that may serve `lang` (`auto`: the browser's
 * languages): those of its language, in any region or script, as the element chooses among them. Each registers
 * its words on import.
 */
export function loadLocale(loaders: Record<string, () => Promise<unknown>>, lang: string): Promise<unknown> {
  const wanted = (lang === 'auto' ? navigator.languages : [lang]).map(languageOf);
  return Promise.all(
    Object.entries(loaders)
      .filter(([path]) => wanted.includes(languageOf(localeTagOf(path))))
      .map(([, load]) => load()),
  );
}

/** The class of the alert that a language's words failed to load (demo.css sets it apart from the element below). */
const WORDS_ALERT = 'words-alert';

/**
 * Loads the words that may serve `lang` with `load` (the page's {@link loadLocale}); if a module could not be loaded
 * (the network, the dev server), logs it in `log` and answers the stage's alert for it. The element then falls
 * back to English, which QA must not take for a missing translation: the alert says what happened and what to do.
 * Never rejects: the page shows its element either way.
 */
export async function loadWords(
  load: (lang: string) => Promise<unknown>,
  lang: string,
  log: HTMLOListElement,
): Promise<HTMLParagraphElement | undefined> {
  try {
    await load(lang);
    return undefined;
  } catch (error) {
    const which = lang === 'auto' ? `auto (${navigator.languages.join(', ')})` : lang;
    addLog(log, 'locale-error', `the words for ${which} could not be loaded: ${describe(error)}`);
    const alert = stageMessage(
      `The words for ${which} could not be loaded, so the element below falls back to English. Reload the page to try again, or choose another language. ${describe(error)}`,
      'alert',
    );
    alert.classList.add(WORDS_ALERT);
    return alert;
  }
}

/** Puts `alert` (from {@link loadWords}) before `element` in place of an older one; without one, only removes that. */
function showWordsAlert(element: HTMLElement, alert: HTMLParagraphElement | undefined): void {
  const previous = element.previousElementSibling;
  if (previous?.classList.contains(WORDS_ALERT)) previous.remove();
  if (alert) element.before(alert);
}

/**
 * Loads the words that may serve `lang` for `element`, on show (a registration re-renders it), and says before it
 * whether they failed. The answer of a load for a language the element no longer has is dropped: its later load's
 * answer counts.
 */
export async function loadWordsFor(
  element: HTMLElement,
  lang: string,
  load: (lang: string) => Promise<unknown>,
  log: HTMLOListElement,
): Promise<void> {
  const alert = await loadWords(load, lang, log);
  if ((element.getAttribute('lang') ?? '') === lang) showWordsAlert(element, alert);
}

/** What a load of `lang`'s words covers: for `auto`, the browser's languages of the moment. */
export const wordsKey = (lang: string) => (lang === 'auto' ? `auto: ${navigator.languages.join(', ')}` : lang);

/**
 * Says before a page's newly made `element` whether the words loaded for it failed (`alert`, from {@link loadWords}),
 * and loads its language's words if they are not those (`asked`: the {@link wordsKey} when the page began loading
 * them): a language chosen while the shop answered, which the page's change handler leaves to the element it is
 * making, or, for `auto`, the browser's languages changed meanwhile.
 */
export function showWords(
  element: HTMLElement,
  alert: HTMLParagraphElement | undefined,
  asked: string,
  load: (lang: string) => Promise<unknown>,
  log: HTMLOListElement,
): void {
  showWordsAlert(element, alert);
  const lang = element.getAttribute('lang') ?? '';
  if (wordsKey(lang) !== asked) void loadWordsFor(element, lang, load, log);
}

/** A language's name in itself ("Deutsch" for `de`), as the browser knows it, for the pages' language lists. */
export const languageName = (tag: string) => new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;

/** The page's element with `id`, of `type`; a page without it is a broken page. */
export function byId<T extends HTMLElement>(id: string, type: { new (): T }): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`The page has no #${id}.`);
  return element;
}

/** An error from the shop or the network, in one line for the log. */
export function describe(error: unknown): string {
  if (error instanceof ShopError) return `HTTP ${error.status}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** A line in the stage in place of the element: waiting (status) or failed (alert). */
export function stageMessage(text: string, role: 'status' | 'alert'): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = `stage-message ${role}`;
  paragraph.setAttribute('role', role);
  paragraph.textContent = text;
  return paragraph;
}

/** Adds a line to the event log `log`: the time, what happened, and its detail as text. */
export function addLog(log: HTMLOListElement, type: string, text: string): void {
  const item = document.createElement('li');
  item.className = type;
  const time = document.createElement('span');
  time.className = 'time';
  time.textContent = new Date().toTimeString().slice(0, 8);
  const name = document.createElement('span');
  name.className = 'type';
  name.textContent = type;
  const detail = document.createElement('span');
  detail.className = 'detail';
  detail.textContent = text;
  item.append(time, name, detail);
  log.append(item);
  log.scrollTop = log.scrollHeight;
}
