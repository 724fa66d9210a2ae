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
