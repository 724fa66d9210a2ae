// What a translation review found in the locale files, kept from coming back: the memo's words looked up by the
// memo kind's first letter; kk's cancelled payment worded with the verb of the payment on hold; the payer's gender
// in hr, sk, sl, sr, ca and ur sentences; et's "5 sekundit pärast" and its "poega" (with the shop, but also "son");
// lv's destination tag called a note without the Latin "Tag", and the Latin "Tag" missing from fa, th, hi, ja and
// ko labels; hu's "a(z)". Each check runs on every language's checkout, channel, picker and browser-wallet words,
// and the last test shows that each check finds what the review found, in the files as they were before the fix.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

const DIR = 'src/i18n/locales';
const PARTS = ['', 'channel/', 'picker/', 'wallets/'];
/** The parts a language had at BEFORE: the browser-wallet words came later. */
const PARTS_BEFORE = ['', 'channel/', 'picker/'];
const TAGS = readdirSync(DIR)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -3));
const KINDS = ['destination-tag', 'memo', 'comment'] as const;

/** A language's words: its files' sources, and each message as text (functions called once per memo kind). */
interface Words {
  sources: string[];
  texts: Map<string, string>;
}

/**
 * Each message as text. Functions are called with each memo kind and sample values (a function that takes no
 * memo ignores or prints it); `redirectingIn` and `timeLeft` also with the number of seconds in the language's
 * words, as src/i18n/localize.ts writes them with Intl.
 */
function texts(tag: string, parts: object[]): Map<string, string> {
  const seconds = new Intl.NumberFormat(tag, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(5);
  const out = new Map<string, string>();
  const walk = (object: object, prefix: string) => {
    for (const [key, value] of Object.entries(object)) {
      const path = prefix + key;
      if (typeof value == 'string') out.set(path, value);
      else if (typeof value == 'function') {
        for (const kind of KINDS) out.set(`${path}(${kind})`, String(value(kind, 'SAMPLE', 'SAMPLE2')));
        if (key == 'redirectingIn' || key == 'timeLeft') out.set(`${path}(seconds)`, String(value(seconds)));
      } else if (value && typeof value == 'object') walk(value as object, `${path}.`);
    }
  };
  for (const part of parts) walk(part, '');
  return out;
}

/** A word on its own, not inside a longer one (`sam`, not `samo`): \b knows only ASCII letters. */
const word = (text: string) => new RegExp(`(?<![\\p{L}\\p{M}])${text}(?![\\p{L}\\p{M}])`, 'iu');

/** Forms that take the payer's gender (masculine), which the review found and the wording now avoids. */
const GENDERED: Record<string, RegExp[]> = {
  // "yourself" (sam), "you sent" (poslao)
  hr: [word('sam'), word('poslao')],
  sr: [word('сам'), word('послао')],
  sk: [word('sám'), word('poslal')],
  // "I will enter" (vnesel bom), "you will enter" (boš vnesel), "yourself" (sam), "you sent" (poslal)
  sl: [/vnesel bom/i, word('vnesel'), word('sam'), word('poslal')],
  ca: [/tu mateix/i],
  // the first person's future, masculine or feminine (کروں گا, کروں گی), and the hint's "you will enter" (کریں گے)
  ur: [/وں گ[ای]/u, /آپ [^۔:]* کریں گے/u],
};

/** The languages whose destination-tag label must give the Latin "Tag" beside the local word. */
const LATIN_TAG = ['fa', 'th', 'hi', 'ja', 'ko', 'lv'];

/** The first six letters of each word: enough to tell one verb from another in these titles. */
const stems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .match(/[\p{L}\p{M}]+/gu)
      ?.map((w) => w.slice(0, 6)) ?? [],
  );

/** What each check finds wrong in a language's words: nothing, when the words are right. */
const CHECKS: Record<string, (tag: string, words: Words) => string[]> = {
  'memo words keyed by the whole memo kind, not by memo[0]': (_tag, { sources }) =>
    sources.filter((source) => /\bmemo\[0\]/.test(source)).map((source) => /.*\bmemo\[0\].*/.exec(source)![0].trim()),

  'the cancelled title does not share its verb with the on-hold title': (tag, { texts }) => {
    if (tag != 'kk') return [];
    // The word both titles share with the complete title is the noun, "payment"; any other shared stem is the verb.
    const cancelled = stems(texts.get('status.cancelled.title')!);
    const onHold = stems(texts.get('status.onHold.title')!);
    const complete = stems(texts.get('status.complete.title')!);
    return [...cancelled].filter((stem) => onHold.has(stem) && !complete.has(stem));
  },

  'no sentence takes the payer’s gender': (tag, { texts }) =>
    [...texts].flatMap(([path, text]) =>
      (GENDERED[tag] ?? []).filter((form) => form.test(text)).map((form) => `${path}: ${text} (${form})`),
    ),

  'et: the duration after a colon, and the shop never as bare "poega"': (tag, { texts }) =>
    tag != 'et'
      ? []
      : [...texts]
          .filter(([, text]) => /sekundit pärast|minutit pärast/i.test(text) || /(?<![\p{L}-])poega/iu.test(text))
          .map(([path, text]) => `${path}: ${text}`),

  'the destination tag’s label gives the Latin "Tag"; lv names its "piezīme" with it everywhere': (tag, { texts }) => {
    if (!LATIN_TAG.includes(tag)) return [];
    const label = texts.get('memoLabel.destination-tag')!;
    const problems = /(?<![\p{L}])Tag(?![\p{L}])/u.test(label) ? [] : [`memoLabel.destination-tag: ${label}`];
    if (tag == 'lv')
      for (const [path, text] of texts)
        if (/piezīm/i.test(text) && !/Tag/.test(text)) problems.push(`${path}: ${text}`);
    return problems;
  },

  'hu: no "a(z)"': (tag, { texts }) =>
    tag != 'hu'
      ? []
      : [...texts].filter(([, text]) => /\ba\(z\)/i.test(text)).map(([path, text]) => `${path}: ${text}`),
};

const registry = ((globalThis as Record<symbol, unknown[]>)[Symbol.for('crypto-checkout.translations')] ??= []);

/** The words a module registers when imported. */
async function registered(url: string): Promise<object> {
  registry.length = 0;
  await import(url);
  assert.equal(registry.length, 1, `${url} registers one translation`);
  return registry[0] as object;
}

/** A language's words as its files in src/i18n/locales give them. */
async function current(tag: string): Promise<Words> {
  const files = PARTS.map((part) => `${DIR}/${part}${tag}.ts`);
  const parts = [];
  // One at a time: each import's registration is read from the one registry.
  for (const file of files) parts.push(await registered(pathToFileURL(resolve(file)).href));
  return { sources: files.map((file) => readFileSync(file, 'utf8')), texts: texts(tag, parts) };
}

/** The modules a locale file imports, wherever it sits (src/locales at BEFORE, src/i18n/locales now). */
const IMPORTED: Record<string, string> = {
  localize: 'src/i18n/localize.ts',
  'channel-messages': 'src/i18n/channel-messages.ts',
  'picker-messages': 'src/i18n/picker-messages.ts',
  address: 'src/core/address.ts',
};

/** The commit before the review's fixes, whose locale files were in src/locales. */
const BEFORE = 'ad677d769a67e74747fa426d3d2b97e1bb94cc60';

/** Whether git has the commit BEFORE (a shallow clone may not). */
function hasBefore(): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${BEFORE}^{commit}`], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** A language's words as they were at BEFORE, or undefined for a language added since. */
async function before(tag: string, folder: string): Promise<Words | undefined> {
  const sources: string[] = [];
  try {
    for (const part of PARTS_BEFORE)
      sources.push(
        execFileSync('git', ['show', `${BEFORE}:src/locales/${part}${tag}.ts`], { encoding: 'utf8', stdio: 'pipe' }),
      );
  } catch {
    return undefined;
  }
  const parts = [];
  for (const [index, source] of sources.entries()) {
    const file = join(folder, `${index}-${tag}.ts`);
    writeFileSync(
      file,
      source.replace(/from '(?:\.\.\/)+(?:[\w-]+\/)*([\w-]+)\.js'/g, (match, name: string) =>
        IMPORTED[name] ? `from '${pathToFileURL(resolve(IMPORTED[name])).href}'` : match,
      ),
    );
    parts.push(await registered(pathToFileURL(file).href));
  }
  return { sources, texts: texts(tag, parts) };
}

for (const tag of TAGS)
  test(`${tag}: none of the review's findings`, async () => {
    const words = await current(tag);
    for (const [name, check] of Object.entries(CHECKS)) assert.deepEqual(check(tag, words), [], `${tag}: ${name}`);
  });

/** The checks each language failed before the fix. */
const FOUND: Record<string, string[]> = {
  kk: ['the cancelled title does not share its verb with the on-hold title'],
  hr: ['no sentence takes the payer’s gender'],
  sk: ['no sentence takes the payer’s gender'],
  sl: ['no sentence takes the payer’s gender'],
  sr: ['no sentence takes the payer’s gender'],
  ca: ['no sentence takes the payer’s gender'],
  ur: ['no sentence takes the payer’s gender'],
  et: ['et: the duration after a colon, and the shop never as bare "poega"'],
  lv: ['the destination tag’s label gives the Latin "Tag"; lv names its "piezīme" with it everywhere'],
  fa: ['the destination tag’s label gives the Latin "Tag"; lv names its "piezīme" with it everywhere'],
  th: ['the destination tag’s label gives the Latin "Tag"; lv names its "piezīme" with it everywhere'],
  hi: ['the destination tag’s label gives the Latin "Tag"; lv names its "piezīme" with it everywhere'],
  ja: ['the destination tag’s label gives the Latin "Tag"; lv names its "piezīme" with it everywhere'],
  ko: ['the destination tag’s label gives the Latin "Tag"; lv names its "piezīme" with it everywhere'],
  hu: ['hu: no "a(z)"'],
};
const MEMO_FIRST_LETTER = 'memo words keyed by the whole memo kind, not by memo[0]';

test('each check finds what the review found, in the locale files as they were before the fix', async (t) => {
  if (!hasBefore()) return t.skip(`git has no commit ${BEFORE} (a shallow clone)`);
  const folder = mkdtempSync(join(tmpdir(), 'locales-review-'));
  try {
    let firstLetter = 0;
    for (const tag of TAGS) {
      const words = await before(tag, folder);
      if (!words) continue;
      const failed = Object.entries(CHECKS)
        .filter(([, check]) => check(tag, words).length)
        .map(([name]) => name);
      for (const name of FOUND[tag] ?? []) assert.ok(failed.includes(name), `${tag} before the fix: ${name}`);
      if (failed.includes(MEMO_FIRST_LETTER)) firstLetter++;
    }
    // The review's grep found it in 38 of the 49 files.
    assert.equal(firstLetter, 38);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('each check finds the wording it guards against', () => {
  const words = (entries: Record<string, string>, sources: string[] = []): Words => ({
    sources,
    texts: new Map(Object.entries(entries)),
  });
  const finds = (name: string, tag: string, found: Words) => assert.notDeepEqual(CHECKS[name]!(tag, found), [], name);
  finds(MEMO_FIRST_LETTER, 'de', words({}, ['  memoConfirm: (memo, value) => `${MEMO[memo[0]]} ${value}`,']));
  finds(
    'the cancelled title does not share its verb with the on-hold title',
    'kk',
    words({
      'status.cancelled.title': 'Бұл төлем тоқтатылды',
      'status.onHold.title': 'Төлем тоқтатылып тұр',
      'status.complete.title': 'Төлем аяқталды',
    }),
  );
  for (const [tag, text] of [
    ['sl', 'Vnesel bom ciljno oznako 424242'],
    ['sl', 'Ta koda vsebuje samo naslov: memo vnesi sam.'],
    ['ur', 'میں میمو 424242 درج کروں گا'],
    ['hr', 'Već si poslao uplatu?'],
    ['sr', 'Врати се у продавницу сам.'],
    ['sk', 'Vráť sa do obchodu sám.'],
    ['ca', 'Torna a la botiga tu mateix.'],
  ])
    finds('no sentence takes the payer’s gender', tag!, words({ x: text! }));
  for (const text of ['Tagasi poodi: 5 sekundit pärast.', 'Võta poega ühendust.'])
    finds('et: the duration after a colon, and the shop never as bare "poega"', 'et', words({ x: text }));
  finds('hu: no "a(z)"', 'hu', words({ 'qrLabel(memo)': 'A(z) SAMPLE befizetési cím QR-kódja' }));
  const latinTag = 'the destination tag’s label gives the Latin "Tag"; lv names its "piezīme" with it everywhere';
  finds(latinTag, 'ja', words({ 'memoLabel.destination-tag': '宛先タグ' }));
  finds(
    latinTag,
    'lv',
    words({ 'memoLabel.destination-tag': 'Tag (galamērķa piezīme)', x: 'Es ievadīšu galamērķa piezīmi 424242' }),
  );
  // And none finds fault with the words that replaced them.
  assert.deepEqual(CHECKS['no sentence takes the payer’s gender']!('sl', words({ x: 'samo naslov, vnesi ročno' })), []);
});

test('the files this test reads exist', () => {
  for (const tag of TAGS) for (const part of PARTS) assert.ok(existsSync(`${DIR}/${part}${tag}.ts`), `${part}${tag}`);
});
