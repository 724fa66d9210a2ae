import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defineConfig, type PluginOption } from 'vite';
import { partsHost } from './scripts/part-files.mjs';
import { subresourceIntegrity } from './scripts/sri.mjs';

// The text of Lit's html``, svg`` and css`` templates, which JS minifiers leave as written. Lit reads
// attributes without quotes too (`class=field`, `href=${url}`): a value with a space keeps them. End tags
// HTML implies (`</p>` before a `<dl>`) go. test/bundle.test.ts checks every screen draws as the source's.
const minifiedTemplates = (): PluginOption => ({
  ...minifyHtmlLiterals({
    include: ['src/**/*.ts'],
    failOnError: true,
    options: { minifyOptions: { removeAttributeQuotes: true, removeOptionalTags: true } },
  }),
  apply: 'build',
});

/**
 * `vite build` writes the script-tag file dist/crypto-checkout.min.js: one
 * self-contained ES module with Lit's production build inside, as published,
 * and the project's own QR encoder (src/qr/), minified by Rolldown's standard
 * minifier, its templates' text minified too, and its Subresource Integrity value in
 * dist/crypto-checkout.min.js.sri; and beside it the part files (each with its
 * .sri, scripts/part-files.mjs): the coin picker's, dist/crypto-checkout-picker.min.js,
 * which only pages with `order-src` or `methods` load, and the browser wallets',
 * dist/crypto-checkout-wallets.min.js, which a page loads to offer them. (The npm entry is
 * tsc's output in dist/.) The QA demo has its own config, demo/vite.config.ts
 * (`npm start`): nothing here imports demo code.
 */
export default defineConfig({
  plugins: [
    minifiedTemplates(),
    // The part files take Lit and a few helpers from this file: their templates and SRI as here.
    partsHost(() => [minifiedTemplates(), subresourceIntegrity()]),
    // Last: the integrity value describes the final bytes.
    subresourceIntegrity(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'crypto-checkout.min.js',
    },
    // Annotations (/* @__PURE__ */) only help a later bundler; nothing bundles this file again.
    // One notice for everything inside, where Lit's four identical @license comments would be:
    // its BSD-3 licence asks for its notice in redistributed builds.
    // Above it, V8's explicit compile hint (Chrome 136+; other engines read a comment): nearly every
    // function runs for the first checkout, so compiling them all while the file streams in, off the
    // main thread, takes that work out of the first paint (docs/performance.md). It must be line 1.
    rolldownOptions: {
      output: {
        minify: true,
        comments: { annotation: false, legal: false },
        postBanner:
          '//# allFunctionsCalledOnLoad\n' +
          '/*! crypto-checkout, MIT. Includes Lit, BSD-3-Clause, Copyright 2017 Google LLC. */',
      },
    },
  },
});
