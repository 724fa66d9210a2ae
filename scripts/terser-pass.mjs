// @ts-check
// A second minifier pass over the script-tag file, after Rolldown's own (Oxc). Oxc keeps most functions and
// constants used once where they are declared; Terser's compressor inlines them (its reduce_vars,
// reduce_funcs and unused options), so the source can keep them apart for reading. About 330 bytes
// min + gzip. It keeps the banner's two comments (the compile hint on line 1 and the licence notice).
// It also shortens every `_`-prefixed property: Lit's (`_$AH`, `_$litType$`), which its production build keeps
// because its packages (lit-html, reactive-element, the SSR and hydration support) read them across package
// lines, and the elements' own reactive state (`_state`, `_qrChoice`). This file carries all of Lit that it
// runs, no other code reads those internals, and no invoice field starts with `_`: about 145 bytes gzip.
// Four compressor options hold for this code, about 70 bytes: property reads have no side effects (nothing
// reads a layout property to force layout), a `function` that uses no `this` is never called with `new`,
// nothing reads a function's `length`, and comparisons may be turned round (`unsafe_comps`): their operands
// are numbers and strings, never an object whose `valueOf` does something, and no negated comparison guards
// against NaN (`!(x > 0)` would become `x <= 0`, true for NaN), which eslint.config.js forbids writing.
import { minify } from 'terser';
import { parseAst } from 'vite';

/** The comments the build writes above the code (vite.config.ts's postBanner). */
const BANNER = /^# allFunctionsCalledOnLoad$|^!/;

/**
 * Properties of objects that never leave the file, shortened too (about 140 bytes gzip): the checkout state,
 * its inputs and effects, the screens' choices and the controllers' callbacks. None may be a key of the
 * words (`registerTranslation` and the packed locale files read those by name), a public property, an
 * event's detail or a field of a document: test/node/terser-pass.test.ts checks. The build stops when one
 * appears in the code as a string, as code that reads a property by its name would write it.
 */
export const INTERNAL_PROPERTIES = [
  // The checkout state (src/checkout-state.ts), its inputs and effects, and the redirect settings.
  'serverOffset',
  'memoConfirmed',
  'returnUrl',
  'stayed',
  'intervalMs',
  'newSource',
  'delaySeconds',
  'allowedOrigins',
  'httpStatus',
  'effects',
  'verdict',
  // What the screens are given (src/screens), and the coin picker's state.
  'walletStalled',
  'memoGate',
  'onQrContent',
  'onMemoConfirm',
  'onWalletOpen',
  'onCopy',
  'secondsLeft',
  'onContinue',
  'onStay',
  'onRenew',
  'onSearch',
  'onChoose',
  'switching',
  'creating',
  // The controllers' callbacks.
  'onDocument',
  'onRefused',
  'onTransientFailure',
  'onThreshold',
  'onExpire',
  'onMethods',
  'onInvoice',
  'onFailure',
];

/**
 * Every string of `code`, template text included.
 * @param {string} code
 */
function stringsOf(code) {
  /** @type {Set<string>} */
  const strings = new Set();
  /** @param {unknown} node */
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { type, value } = /** @type {{ type?: string, value?: unknown }} */ (node);
    if (type === 'Literal' && typeof value === 'string') strings.add(value);
    if (type === 'TemplateElement') strings.add(/** @type {{ cooked: string }} */ (value).cooked);
    Object.values(node).forEach(visit);
  };
  visit(parseAst(code));
  return strings;
}

/** @returns {import('vite').Plugin} */
export function terserPass() {
  // Off in a build that asks for no minifying (scripts/profile-first-paint.mjs keeps the functions' names).
  let enabled = true;
  return {
    name: 'crypto-checkout:terser-pass',
    apply: 'build',
    configResolved(config) {
      enabled = config.build.minify !== false;
    },
    async generateBundle(_options, bundle) {
      if (!enabled) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const strings = stringsOf(chunk.code);
        const named = INTERNAL_PROPERTIES.filter((name) => strings.has(name));
        if (named.length) throw new Error(`terser-pass: read by name, so not to be shortened: ${named.join(', ')}`);
        const { code } = await minify(chunk.code, {
          module: true,
          ecma: 2022,
          compress: { passes: 3, pure_getters: true, unsafe_arrows: true, keep_fargs: false, unsafe_comps: true },
          mangle: { properties: { regex: new RegExp(`^(_.*|${INTERNAL_PROPERTIES.join('|')})$`) } },
          format: { comments: BANNER },
        });
        if (code === undefined) throw new Error(`terser-pass: no output for ${chunk.fileName}`);
        chunk.code = code;
      }
    },
  };
}
