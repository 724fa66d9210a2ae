// @ts-check
// The locale files: dist/i18n/locales/<tag>.js from src/i18n/locales/<tag>.ts (and dist/i18n/locales/channel/<tag>.js
// from src/i18n/locales/channel, the words of <crypto-channel>, dist/i18n/locales/picker/<tag>.js from
// src/i18n/locales/picker, the coin picker's, and dist/i18n/locales/wallets/<tag>.js from src/i18n/locales/wallets,
// the browser-wallet part's), each one self-contained ES module
// that registers its language (the script-tag page loads it with its own integrity; npm users import
// it), with its Subresource Integrity value in <tag>.js.sri. Run with tsx (npm run build does):
// the packing reads src/i18n/messages.ts (and src/i18n/channel-messages.ts, src/i18n/picker-messages.ts,
// src/i18n/wallet-messages.ts).
//
// Packing: a locale's source is a `registerTranslation({ ... } satisfies Translation)` with named keys;
// the file written keeps its values only, in the order of English's keys, with a hash of that order
// (src/i18n/localize.ts unpacks it). The keys were a fifth of each file's bytes, and every locale must stay
// within 1.75 KB gzip (npm run bench).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { build } from 'vite';
import { channelEn } from '../src/i18n/channel-messages.js';
import { en } from '../src/i18n/messages.js';
import { keysHash } from '../src/i18n/localize.js';
import { pickerEn } from '../src/i18n/picker-messages.js';
import { walletEn } from '../src/i18n/wallet-messages.js';
import { subresourceIntegrity } from './sri.mjs';

const DIR = 'src/i18n/locales';

/** The folders beside the checkout's words in DIR, each with the English its files are packed against. */
const PARTS = { 'channel/': channelEn, 'picker/': pickerEn, 'wallets/': walletEn };

/**
 * English's keys as paths (`status.pending.title`), in order: the order a packed file's values follow.
 * @param {object} object
 * @returns {string[]}
 */
function keyPaths(object, prefix = '') {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value == 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * The source of `file` with its translation's object literal replaced by the packed array. Throws for
 * any key English lacks or any English key left out, so a packed file can never put words in the wrong
 * place. `english` is the checkout's words, the channel's for src/i18n/locales/channel, the picker's for
 * src/i18n/locales/picker, or the browser-wallet part's for src/i18n/locales/wallets.
 * @param {string} code
 * @param {string} file
 * @param {object} english
 */
export function packTranslation(code, file, english) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  /** @type {ts.ObjectLiteralExpression | undefined} */
  let literal;
  const visit = (/** @type {ts.Node} */ node) => {
    if (
      ts.isCallExpression(node) &&
      /^register(Channel|Picker|Wallet)?Translation$/.test(node.expression.getText(source)) &&
      node.arguments.length === 1
    ) {
      let argument = node.arguments[0];
      if (argument && ts.isSatisfiesExpression(argument)) argument = argument.expression;
      if (argument && ts.isObjectLiteralExpression(argument)) literal = argument;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!literal) throw new Error(`${file}: no registerTranslation({ ... } satisfies Translation) to pack`);
  // Named again after the check: TypeScript cannot see that visit() assigned it.
  const packed = literal;

  /** @type {Map<string, string>} */
  const values = new Map();
  const collect = (/** @type {ts.ObjectLiteralExpression} */ object, /** @type {string} */ prefix) => {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
        throw new Error(`${file}: write "${property.getText(source).slice(0, 40)}" as key: value`);
      const path = prefix + property.name.text;
      if (ts.isObjectLiteralExpression(property.initializer) && !path.startsWith('$'))
        collect(property.initializer, `${path}.`);
      else values.set(path, property.initializer.getText(source));
    }
  };
  collect(literal, '');
  const paths = keyPaths(english);
  const meta = ['$code', '$name', '$dir'].map((key) => {
    const text = values.get(key);
    if (!text || !/^'[^'\\]+'$/.test(text)) throw new Error(`${file}: ${key} must be a plain string`);
    return text;
  });
  const missing = paths.filter((path) => !values.has(path));
  const extra = [...values.keys()].filter((path) => !path.startsWith('$') && !paths.includes(path));
  if (missing.length || extra.length)
    throw new Error(
      `${file}: keys missing: ${missing.join(', ') || 'none'}; not English's: ${extra.join(', ') || 'none'}`,
    );
  const array = `[${meta.join(', ')}, ${keysHash(english)}, [${paths.map((path) => values.get(path)).join(',\n')}]]`;
  return code.slice(0, packed.getStart(source)) + array + code.slice(packed.parent.getEnd());
}

/** @returns {import('vite').Plugin} */
function packing() {
  return {
    name: 'crypto-checkout:pack-translation',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes(`/${DIR}/`)) return undefined;
      const english = Object.entries(PARTS).find(([folder]) => id.includes(`/${DIR}/${folder}`))?.[1] ?? en;
      return { code: packTranslation(code, id, english), map: null };
    },
  };
}

// Each language's checkout words, its channel words in locales/channel (<crypto-channel>), its coin
// picker's words in locales/picker (order-src, methods) and its browser-wallet words in locales/wallets.
// `node --import tsx scripts/build-locales.mjs de fr` builds those only (a translator's loop).
const chosen = process.argv.slice(2);
const files = ['', ...Object.keys(PARTS)].flatMap((folder) =>
  readdirSync(`${DIR}/${folder}`)
    .filter((name) => name.endsWith('.ts') && (!chosen.length || chosen.includes(name.slice(0, -3))))
    .map((name) => `${folder}${name.slice(0, -3)}`),
);
for (const file of files) {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [packing(), subresourceIntegrity()],
    build: {
      outDir: 'dist/i18n/locales',
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry: `${DIR}/${file}.ts`, formats: ['es'], fileName: () => `${file}.js` },
      rolldownOptions: { output: { comments: { annotation: false, legal: false } } },
    },
  });
}
if (chosen.length)
  for (const file of files)
    console.log(`${file}: ${gzipSync(readFileSync(`dist/i18n/locales/${file}.js`), { level: 9 }).length} B gzip`);
