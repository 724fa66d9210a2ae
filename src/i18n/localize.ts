/**
 * Which words the element speaks. English is built in; every other language is
 * a module that registers itself (`import 'crypto-checkout/locales/de.js'`),
 * and a merchant may register a language of their own or override any words.
 *
 * Registrations live in one list on `globalThis`, so a page's script-tag file,
 * its npm modules and locale files loaded in any order all share them. That
 * is why this is not @shoelace-style/localize, whose registry is a module's
 * own Map: a self-contained locale file beside the script-tag file would
 * register into a copy nobody reads. It also lacks the nearest ancestor's
 * `lang`, `auto`, matching by script (`zh-HK` → `zh-TW`) and the packed files.
 */
import { isText } from '../core/json.js';
import { en, type Messages } from './messages.js';

/** A language's words in full: every locale in src/i18n/locales `satisfies` it, so a missing key does not compile. */
export interface Translation extends Messages {
  /** Its BCP 47 tag: `de`, `pt-BR`. */
  $code: string;
  /** Its name in itself, for a language picker: `Deutsch`. */
  $name: string;
  /** Its writing direction: the element's layout mirrors for `rtl`. */
  $dir: 'ltr' | 'rtl';
}

/** Any part of `T`, nested objects included. */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

/**
 * Words for the language `$code`, in full or in part: each key left out comes from the language's earlier
 * registrations, then from English, never a blank or a key's name.
 */
export type TranslationInput = DeepPartial<Translation> & { $code: string };

/**
 * A locale file as the build writes it (scripts/build-locales.mjs): the values in the order of `en`'s keys,
 * without the keys, which were a fifth of its bytes. `shape` is `keysHash()` of the build: a file built
 * for other keys is refused, so a page that mixes versions falls back to English rather than misplace words.
 */
type PackedTranslation = [code: string, name: string, dir: 'ltr' | 'rtl', shape: number, values: unknown[]];

/** Fired on `globalThis` after each registration: elements on the page re-render in the new words. */
export const TRANSLATION_EVENT = 'crypto-checkout-translation';

const REGISTRY = Symbol.for('crypto-checkout.translations');

function registrations(): (TranslationInput | PackedTranslation)[] {
  return ((globalThis as { [REGISTRY]?: (TranslationInput | PackedTranslation)[] })[REGISTRY] ??= []);
}

/**
 * Adds languages, or words to one: `registerTranslation({ $code: 'en', amountDue: 'Total to pay' })`.
 * Later registrations of a language override earlier ones key by key. Elements already on the page
 * re-render in the new words.
 */
export function registerTranslation(...translations: TranslationInput[]): void {
  registrations().push(...translations);
  globalThis.dispatchEvent?.(new Event(TRANSLATION_EVENT));
}

/** What an element speaks: its words, the tag its numbers and dates are formatted for, its direction. */
export interface Locale<T = Messages> {
  lang: string;
  dir: 'ltr' | 'rtl';
  messages: T;
}

/**
 * The English words an element starts from, in parts: the checkout's, or the checkout's and the channel's
 * (src/i18n/channel-messages.ts). A packed locale file is read against the part its keys were built from.
 */
export type EnglishParts = readonly object[];

const CHECKOUT: EnglishParts = [en];

/**
 * The version of the messages' meanings: raise it when a message keeps its key but changes what it takes
 * or says (as `timeLeft` went from a number of minutes to a duration in words), so older packed files
 * are refused rather than misread.
 */
const MEANINGS = 1;

/**
 * A hash of `english`'s keys in order, nested ones included, and of MEANINGS: what a packed locale file's
 * values line up with.
 */
export function keysHash(english: object): number {
  let hash = MEANINGS;
  for (const char of JSON.stringify(english, (_key, value: unknown) => (typeof value == 'object' ? value : 0)))
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** A registration as words; a packed file built for keys none of `parts` has is left out (undefined). */
function unpack(entry: TranslationInput | PackedTranslation, parts: EnglishParts): TranslationInput | undefined {
  if (!Array.isArray(entry)) return entry;
  const [$code, $name, $dir, shape, values] = entry;
  const english = parts.find((part) => keysHash(part) === shape);
  if (!english) return undefined;
  let next = 0;
  const fill = (shape: object): object =>
    Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [key, typeof value == 'object' ? fill(value) : values[next++]]),
    );
  return { $code, $name, $dir, ...fill(english) };
}

/**
 * `over`'s words over `base`'s, key by key. No registered words may blank what the payer must read (a
 * network or memo warning, a whole screen): a value of another type than English's (a typo's) or a string
 * with nothing to show is ignored, and a function's words are checked at each call, so one that throws,
 * returns no text (a forgotten `return`) or drops a value says, for that call, what the words beneath it
 * say: English's at the bottom.
 */
function merge(base: Words, over: object): Words {
  const merged = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const known = base[key];
    if (typeof known == 'object') merged[key] = merge(known as Words, typeof value == 'object' ? (value ?? {}) : {});
    else if (typeof known == 'function' && typeof value == 'function')
      merged[key] = orBeneath(value as WordsFunction, known as WordsFunction);
    else if (known === undefined || (typeof value == typeof known && (typeof value != 'string' || isText(value))))
      merged[key] = value;
  }
  return merged;
}

type Words = Record<string, unknown>;
type WordsFunction = (...args: unknown[]) => unknown;

/**
 * `words`, or where a call of it throws, returns no text or leaves out a value it was given (a currency,
 * network, tag or amount; a memo's kind is said in the language's own words), `beneath` for that call.
 */
function orBeneath(words: WordsFunction, beneath: WordsFunction): WordsFunction {
  return (...args) => {
    try {
      const text = words(...args);
      if (
        isText(text) &&
        args.every((arg) => Object.hasOwn(en.memoLabel, arg as string) || text.includes(arg as string))
      )
        return text;
    } catch {
      // The words beneath say it instead.
    }
    return beneath(...args);
  };
}

/** Language, script and region of a tag, filled in by likelihood (`pt` → `pt-Latn-BR`); undefined if malformed. */
function maximize(tag: string): Intl.Locale | undefined {
  try {
    // `no` (Norwegian) is written in Bokmål far more than in Nynorsk: likely subtags keep it apart from `nb`.
    return new Intl.Locale(tag.replace(/^no(?=-|$)/i, 'nb')).maximize();
  } catch {
    return undefined;
  }
}

/** How well a registered language serves a wanted one: 0 not at all, 1 same language and script, 2 same region too. */
function fit(wanted: Intl.Locale, code: string): number {
  const offered = maximize(code);
  if (offered?.language !== wanted.language || offered.script !== wanted.script) return 0;
  return offered.region === wanted.region ? 2 : 1;
}

/**
 * Locales found so far, by the English parts asked for, then by the number of registrations and the tags: a
 * registration makes the earlier ones stale.
 */
const resolved = new WeakMap<EnglishParts, Map<string, Locale>>();

/**
 * The locale for the first of `tags` (a page's `lang`, or the browser's languages) that a registered
 * language or English serves: `pt` finds `pt-BR`, `zh-HK` finds `zh-TW`, `de-CH` finds `de`. Nothing
 * served falls back to English formatted as English, so no sentence mixes two languages' numbers.
 * `parts` are the English words to start from (the checkout's by default), the same array each time.
 */
export function resolveLocale<T = Messages>(tags: readonly string[], parts: EnglishParts = CHECKOUT): Locale<T> {
  const entries = registrations();
  const found = resolved.get(parts) ?? new Map<string, Locale>();
  resolved.set(parts, found);
  const key = `${entries.length} ${tags.join()}`;
  let locale = found.get(key);
  if (!locale) {
    const translations = entries.flatMap((entry) => unpack(entry, parts) ?? []);
    found.set(key, (locale = choose(tags, translations, Object.assign({ $dir: 'ltr' }, ...parts) as Words)));
  }
  return locale as Locale<T>;
}

function choose(tags: readonly string[], translations: TranslationInput[], english: Words): Locale {
  let lang = 'en';
  let words = english;
  for (const tag of tags) {
    // A page that registered nothing speaks English: no Intl data is loaded for that (first paint).
    if (!translations.length) {
      if (/^en(-|$)/i.test(tag)) lang = tag;
      break;
    }
    const wanted = maximize(tag);
    if (!wanted) continue;
    let best = 'en';
    let score = fit(wanted, best);
    for (const { $code } of translations) {
      const candidate = fit(wanted, $code);
      if (candidate > score) {
        best = $code;
        score = candidate;
      }
    }
    if (!score) continue;
    // In layers over English: the language in its script (`de`, `zh-Hant`), then the region found
    // (`de-CH`), so a regional registration of a few words keeps the rest of its language. Within a
    // layer, later registrations override earlier ones.
    const found = maximize(best)!;
    // A language ICU has no data for (`xy`) has no script: it is its own only layer. Subtags of a tag that
    // parsed always parse again.
    const language = maximize(found.script ? `${found.language}-${found.script}` : found.language)!;
    for (const layer of new Set([language.toString(), found.toString()]))
      for (const translation of translations)
        if (String(maximize(translation.$code)) === layer) words = merge(words, translation);
    lang = tag;
    break;
  }
  return { lang, dir: words.$dir === 'rtl' ? 'rtl' : 'ltr', messages: words as unknown as Messages };
}

/**
 * `value` of `unit` in words for `lang` ("5 minutes", "5 Minuten"), with the language's plural, in Latin digits
 * as the countdown shows them in every language (Persian's own would be "۵ دقیقه" beside a timer's "4:59").
 */
export function formatDuration(value: number, unit: 'minute' | 'second', lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long', numberingSystem: 'latn' }).format(
      value,
    );
  } catch {
    return `${value} ${unit}${value === 1 ? '' : 's'}`;
  }
}
