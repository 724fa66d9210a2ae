// Every shipped locale: complete (tsc checks `satisfies Translation`), really translated (no payer-facing
// English left by mistake), consistent about its own tag, and packed by the build without a word out of
// place (the built dist/i18n/locales/<tag>.js resolves to exactly the words of its source).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { integrity } from '../../scripts/sri.mjs';
import { channelEn } from '../../src/i18n/channel-messages.js';
import { en, type Messages } from '../../src/i18n/messages.js';
import { resolveLocale, type Translation } from '../../src/i18n/localize.js';
import { pickerEn, type PickerTranslation } from '../../src/i18n/picker-messages.js';
import { walletEn, type WalletTranslation } from '../../src/i18n/wallet-messages.js';

/** The tags of the locale sources in `folder`: src/i18n/locales, or a part's beside it (channel, picker, wallets). */
const tagsIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => name.slice(0, -3));
const TAGS = tagsIn('src/i18n/locales');

/** Words a language may share with English: brand and coin names, loanwords the wallets use as they are. */
const SHARED_WITH_ENGLISH = new Set(['', 'Memo', 'NFT', 'Token ID', 'Wallet']);

/**
 * Each message as text: strings as they are, functions called with sample values (and each memo kind), as many
 * as English's takes, as the elements call them: words that leave out a value they were given say English's.
 */
function texts(messages: object): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (object: object, english: object, prefix: string) => {
    for (const [key, value] of Object.entries(object)) {
      const path = prefix + key;
      const englishValue = (english as Record<string, unknown>)[key];
      if (typeof value == 'string') out.set(path, value);
      else if (typeof value == 'function') {
        const arity = typeof englishValue == 'function' ? englishValue.length : 3;
        for (const kind of ['destination-tag', 'memo', 'comment'])
          out.set(`${path}(${kind})`, String(value(...[kind, 'SAMPLE', 'SAMPLE2'].slice(0, arity))));
      } else walk(value as object, (englishValue ?? {}) as object, `${path}.`);
    }
  };
  walk(messages, { ...en, ...channelEn, ...pickerEn, ...walletEn }, '');
  return out;
}

const registry = ((globalThis as Record<symbol, unknown[]>)[Symbol.for('crypto-checkout.translations')] ??= []);

/** For the locale sources in `folder`: the object a tag's source registers (a module runs once, so it is kept). */
function sourcesIn<T>(folder: string): (tag: string) => Promise<T> {
  const loaded = new Map<string, T>();
  return async (tag) => {
    if (!loaded.has(tag)) {
      registry.length = 0;
      await import(`../../${folder}/${tag}.ts`);
      loaded.set(tag, registry.at(-1) as T);
    }
    return loaded.get(tag)!;
  };
}
const source = sourcesIn<Translation>('src/i18n/locales');

/** Its own keys of `part` (the channel's, the picker's or the wallets' words) in `words`, as texts. */
const partTexts = (words: object, part: object) =>
  texts(Object.fromEntries(Object.entries(words).filter(([key]) => key in part)));

/** `partTexts` of what the built `file` gives `tag` over `parts`. */
async function builtPart(file: string, tag: string, parts: object[], part: object) {
  registry.length = 0;
  await import(`../../${file}`);
  return partTexts(resolveLocale<object>([tag], parts).messages, part);
}

test('every locale file is a side effect in package.json, so no bundler drops an import of one', () => {
  const { sideEffects } = JSON.parse(readFileSync('package.json', 'utf8')) as { sideEffects: string[] };
  // A glob's `*` stops at `/`, as in bundlers' side-effect globs.
  const globs = sideEffects.map(
    (glob) =>
      new RegExp(
        `^${glob
          .replace(/^\.\//, '')
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')}$`,
      ),
  );
  const isSideEffect = (file: string) => globs.some((glob) => glob.test(file));
  const files = [
    ...TAGS.flatMap((tag) => [`dist/i18n/locales/${tag}.js`, `src/i18n/locales/${tag}.ts`]),
    ...['channel', 'picker', 'wallets'].flatMap((folder) =>
      readdirSync(`src/i18n/locales/${folder}`)
        .filter((name) => name.endsWith('.ts'))
        .flatMap((name) => [
          `dist/i18n/locales/${folder}/${name.replace(/ts$/, 'js')}`,
          `src/i18n/locales/${folder}/${name}`,
        ]),
    ),
  ];
  assert.deepEqual(
    files.filter((file) => !isSideEffect(file)),
    [],
  );
});

test('there are 50 languages: English and 49 locales', () => {
  assert.ok(TAGS.length >= 49, `${TAGS.length} locales`);
});

test('the phone-width test (test/locales-phone.test.ts) renders every locale', () => {
  const list = /export const LOCALES = \[([^\]]*)\]/.exec(readFileSync('test/locales-phone.test.ts', 'utf8'))![1]!;
  assert.deepEqual([...list.matchAll(/'([^']+)'/g)].map(([, tag]) => tag).sort(), [...TAGS].sort());
});

/**
 * Messages a language writes as English does, as its wallets and exchanges do: Filipino apps keep these
 * words in English (Cake Wallet's Filipino "Network"), Indonesian and Malay exchanges title the page "Deposit",
 * and French spells the transaction hash's label as English does.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fil: [
    'network',
    'address',
    'fieldLabels.currency',
    'fieldLabels.exchange',
    'fieldLabels.prepayId',
    'invoiceId',
    'orderReference',
    'memoLabel.comment',
  ],
  fr: ['transaction'],
  id: ['channelTitle'],
  ms: ['channelTitle'],
};

/**
 * The sentences a payer must not misread, and the values each must name: the network warning names the
 * currency and the network, the memo confirmation the tag. (A memo's kind is said in each language's words.)
 */
const SAFETY: Record<string, (messages: Messages) => string[]> = {
  networkWarning: (m) => [m.networkWarning('CURRENCY', 'NETWORK'), 'CURRENCY', 'NETWORK'],
  memoConfirm: (m) => [m.memoConfirm('destination-tag', '424242'), '424242'],
  memoWarning: (m) => [m.memoWarning('destination-tag')],
  memoConfirmHint: (m) => [m.memoConfirmHint('memo')],
  qrLacksMemo: (m) => [m.qrLacksMemo('memo')],
  qrLacksAmount: (m) => [m.qrLacksAmount()],
  'qrLacksAmount(destination-tag)': (m) => [m.qrLacksAmount('destination-tag')],
  'status.expired.body': (m) => [m.status.expired.body],
  'status.cancelled.body': (m) => [m.status.cancelled.body],
  alreadySent: (m) => [m.alreadySent],
  paymentChanged: (m) => [m.paymentChanged],
};

/**
 * Fails when `words` (in `tag`) says something exactly as English does, unless the words are shared with English
 * or the language says that message so.
 */
function assertTranslated(tag: string, words: object, english: object) {
  const englishTexts = texts(english);
  const left = [...texts(words)].filter(
    ([path, text]) =>
      englishTexts.get(path) === text &&
      !SHARED_WITH_ENGLISH.has(text) &&
      !SAME_AS_ENGLISH[tag]?.includes(path.split('(')[0]!),
  );
  assert.deepEqual(left, [], `${tag} still says in English: ${left.map(([path]) => path).join(', ')}`);
}

for (const tag of TAGS) {
  test(`${tag}: its $code is its file name, and nothing it says is English left by mistake`, async () => {
    const translation = await source(tag);
    assert.equal(translation.$code, tag);
    assert.ok(translation.$name && translation.$name !== 'English');
    assertTranslated(tag, translation, en);
  });

  test(`${tag}: every safety sentence names its values and says at least a third of what English says`, async () => {
    const translation = await source(tag);
    for (const [key, say] of Object.entries(SAFETY)) {
      const [text, ...values] = say(translation);
      const [english] = say(en);
      assert.ok(typeof text == 'string' && text.trim(), `${tag} ${key} says nothing`);
      for (const value of values) assert.ok(text.includes(value), `${tag} ${key} leaves out ${value}: ${text}`);
      // Measured in UTF-8 bytes, not characters: a Chinese or Japanese character says what a Latin word does.
      const bytes = (words: string) => Buffer.byteLength(words);
      assert.ok(bytes(text) * 3 >= bytes(english!), `${tag} ${key} is under a third of English's length: ${text}`);
    }
  });

  test(`${tag}: the built file registers exactly its words, within 1.75 KB gzip`, async () => {
    const words = texts((await source(tag)) as Messages);
    registry.length = 0;
    await import(`../../dist/i18n/locales/${tag}.js`);
    const built = texts(resolveLocale([tag]).messages);
    assert.deepEqual(built, words);
    const size = gzipSync(readFileSync(`dist/i18n/locales/${tag}.js`), { level: 9 }).length;
    assert.ok(size <= 1750, `${tag}.js is ${size} B gzip`);
  });
}

// The channel's words (<crypto-channel>), one file per language in src/i18n/locales/channel.
const CHANNEL = [en, channelEn];
const CHANNEL_TAGS = tagsIn('src/i18n/locales/channel');
const channelSource = sourcesIn<Translation>('src/i18n/locales/channel');

test('every language with checkout words has channel words too, and no other', () => {
  assert.deepEqual(CHANNEL_TAGS, TAGS);
});

for (const tag of CHANNEL_TAGS) {
  test(`${tag} channel words: its own tag, name and direction, nothing left in English, packed exactly`, async () => {
    const words = await channelSource(tag);
    const checkout = await source(tag);
    assert.deepEqual([words.$code, words.$name, words.$dir], [checkout.$code, checkout.$name, checkout.$dir]);
    assertTranslated(tag, words, channelEn);
    assert.deepEqual(
      await builtPart(`dist/i18n/locales/channel/${tag}.js`, tag, CHANNEL, channelEn),
      partTexts(words, channelEn),
    );
    const size = gzipSync(readFileSync(`dist/i18n/locales/channel/${tag}.js`), { level: 9 }).length;
    assert.ok(size <= 1750, `channel/${tag}.js is ${size} B gzip`);
  });
}

// The parts' words, one file per language in src/i18n/locales/<folder>: the coin picker's (order-src, methods) and
// the browser wallets' (crypto-checkout/wallets).
const PICKER_TAGS = tagsIn('src/i18n/locales/picker');
const WALLET_TAGS = tagsIn('src/i18n/locales/wallets');

// One way only: a language whose checkout words arrive later (from another branch) may have its picker
// words first, but a language with checkout words and no picker words would show the picker in English.
test('every language with checkout words has picker words too', () => {
  assert.deepEqual(
    TAGS.filter((tag) => !PICKER_TAGS.includes(tag)),
    [],
  );
});

test('every language with checkout or picker words has wallet words too', () => {
  assert.deepEqual(
    [...new Set([...TAGS, ...PICKER_TAGS])].filter((tag) => !WALLET_TAGS.includes(tag)),
    [],
  );
});

/** A part's words in one language: its own keys, and the tag, name and direction it registers under. */
type PartTranslation = Record<string, unknown> & { $code: string; $name: string; $dir: string };

/**
 * A part's locale files. `safety`: the sentences that tell the payer not to switch after paying, that nothing was
 * sent, or not to send again, each with the values it must name; none may be cut down to a word or two (in UTF-8
 * bytes, as a Chinese or Japanese character says what a Latin word does).
 */
interface Part<T extends PartTranslation> {
  name: string;
  folder: string;
  english: object;
  /** The words the built file is resolved over. */
  basis: object[];
  tags: string[];
  safety: Record<string, (words: T) => string[]>;
}
const part = <T extends PartTranslation>(description: Part<T>) => description as unknown as Part<PartTranslation>;

const PARTS = [
  part<PickerTranslation & PartTranslation>({
    name: 'picker',
    folder: 'picker',
    english: pickerEn,
    basis: [en, pickerEn],
    tags: PICKER_TAGS,
    safety: { switchWarning: (w) => [w.switchWarning] },
  }),
  part<WalletTranslation & PartTranslation>({
    name: 'wallet',
    folder: 'wallets',
    english: walletEn,
    basis: [walletEn],
    tags: WALLET_TAGS,
    safety: {
      walletCancelled: (w) => [w.walletCancelled],
      walletWrongChain: (w) => [w.walletWrongChain('NETWORK'), 'NETWORK'],
      walletChainUnknown: (w) => [w.walletChainUnknown('NETWORK'), 'NETWORK'],
      walletFailed: (w) => [w.walletFailed],
      walletSentNext: (w) => [w.walletSentNext],
    },
  }),
];

for (const { name, folder, english, basis, tags, safety } of PARTS) {
  const partSource = sourcesIn<PartTranslation>(`src/i18n/locales/${folder}`);
  for (const tag of tags) {
    test(`${tag} ${name} words: every key, its own tag, name and direction, nothing left in English, packed exactly`, async () => {
      const words = await partSource(tag);
      assert.deepEqual(
        Object.keys(words).filter((key) => !key.startsWith('$')),
        Object.keys(english),
      );
      assert.equal(words.$code, tag);
      assert.ok(words.$name && words.$name !== 'English');
      assert.ok(words.$dir === 'ltr' || words.$dir === 'rtl');
      if (TAGS.includes(tag)) {
        const checkout = await source(tag);
        assert.deepEqual([words.$name, words.$dir], [checkout.$name, checkout.$dir]);
      }
      assertTranslated(tag, words, english);
      // Each function says the value it is given (the runtime says English's words for a call that leaves it out),
      // set in U+2068 … U+2069 in a right-to-left language, so that a Latin name keeps its place.
      for (const [key, value] of Object.entries(words)) {
        if (typeof value != 'function') continue;
        const text = String((value as (name: string) => string)('Coinbase Wallet'));
        const isolated: string = words.$dir === 'rtl' ? '\u2068Coinbase Wallet\u2069' : 'Coinbase Wallet';
        assert.ok(text.includes(isolated), `${tag} ${key} leaves out ${JSON.stringify(isolated)}: ${text}`);
      }
      for (const [key, say] of Object.entries(safety)) {
        const [text, ...values] = say(words);
        const [englishText] = say({ ...english, $code: 'en', $name: 'English', $dir: 'ltr' } as PartTranslation);
        assert.ok(text?.trim(), `${tag} ${key} says nothing`);
        for (const value of values) assert.ok(text.includes(value), `${tag} ${key} leaves out ${value}: ${text}`);
        assert.ok(
          Buffer.byteLength(text) * 3 >= Buffer.byteLength(englishText!),
          `${tag} ${key} is under a third of English's length: ${text}`,
        );
      }
      const file = `dist/i18n/locales/${folder}/${tag}.js`;
      assert.deepEqual(await builtPart(file, tag, basis, english), partTexts(words, english));
      const bytes = readFileSync(file);
      const size = gzipSync(bytes, { level: 9 }).length;
      assert.ok(size <= 1750, `${folder}/${tag}.js is ${size} B gzip`);
      assert.equal(readFileSync(`${file}.sri`, 'utf8').trim(), integrity(bytes));
    });
  }
}
