// @ts-check
// A second minifier pass over the script-tag file, after Rolldown's own (Oxc). Oxc keeps most functions and
// constants used once where they are declared; Terser's compressor inlines them (its reduce_vars,
// reduce_funcs and unused options), so the source can keep them apart for reading. About 330 bytes
// min + gzip. It keeps the banner's two comments (the compile hint on line 1 and the licence notice).
// It also shortens every `_`-prefixed property: Lit's (`_$AH`, `_$litType$`), which its production build keeps
// because its packages (lit-html, reactive-element, the SSR and hydration support) read them across package
// lines, and the elements' own reactive state (`_state`, `_picker`). This file carries all of Lit that it
// runs, no other code reads those internals, and no invoice field starts with `_`: about 145 bytes gzip.
// Three compressor options hold for this code, about 45 bytes: property reads have no side effects (nothing
// reads a layout property to force layout), a `function` that uses no `this` is never called with `new`, and
// nothing reads a function's `length`.
import { minify } from 'terser';

/** The comments the build writes above the code (vite.config.ts's postBanner). */
const BANNER = /^# allFunctionsCalledOnLoad$|^!/;

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
        const { code } = await minify(chunk.code, {
          module: true,
          ecma: 2022,
          compress: { passes: 3, pure_getters: true, unsafe_arrows: true, keep_fargs: false },
          mangle: { properties: { regex: /^_/ } },
          format: { comments: BANNER },
        });
        if (code === undefined) throw new Error(`terser-pass: no output for ${chunk.fileName}`);
        chunk.code = code;
      }
    },
  };
}
