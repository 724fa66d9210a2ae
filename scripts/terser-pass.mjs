// @ts-check
// A second minifier pass over the script-tag file, after Rolldown's own (Oxc). Oxc keeps most functions and
// constants used once where they are declared; Terser's compressor inlines them (its reduce_vars,
// reduce_funcs and unused options), so the source can keep them apart for reading. About 330 bytes
// min + gzip. It keeps the banner's two comments (the compile hint on line 1 and the licence notice).
// It also shortens Lit's `_$`-prefixed properties (`_$AH`, `_$litType$`): Lit's production build keeps
// those names because its packages (lit-html, reactive-element, the SSR and hydration support) read them
// across package lines, but this file carries all of Lit that it runs, and no other code reads its
// internals: about 125 bytes gzip.
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
          ecma: 2020,
          compress: { passes: 2 },
          mangle: { properties: { regex: /^_\$/ } },
          format: { comments: BANNER },
        });
        if (code === undefined) throw new Error(`terser-pass: no output for ${chunk.fileName}`);
        chunk.code = code;
      }
    },
  };
}
