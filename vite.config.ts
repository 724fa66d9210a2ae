import { fileURLToPath } from 'node:url';
import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defineConfig } from 'vite';
import { cdnPage } from './demo/cdn-plugin.js';
import { checkoutServer } from './demo/server/plugin.js';
import { strictCspPage } from './demo/strict-csp-policy.js';
import { byteModeQr } from './scripts/byte-mode-qr.mjs';
import { subresourceIntegrity } from './scripts/sri.mjs';

/**
 * `vite` (npm start) serves the demo in demo/; `vite build` writes the
 * script-tag file dist/crypto-checkout.min.js: one self-contained ES module
 * with Lit's production build inside, its templates' text minified too, and
 * its Subresource Integrity value in dist/crypto-checkout.min.js.sri.
 * (The npm entry is tsc's output in dist/.)
 */
export default defineConfig(({ command }) =>
  command === 'serve'
    ? {
        root: 'demo',
        server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
        plugins: [checkoutServer(), strictCspPage(), cdnPage()],
        // The React page imports the package by its npm name, as an app does: here it is the sources.
        resolve: {
          alias: [{ find: /^crypto-checkout$/, replacement: fileURLToPath(new URL('src/index.ts', import.meta.url)) }],
        },
      }
    : {
        plugins: [
          // The text of Lit's html``, svg`` and css`` templates, which JS minifiers leave as written.
          minifyHtmlLiterals({ include: ['src/**/*.ts'], failOnError: true }),
          byteModeQr(),
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
          // its BSD-3 and qrcode's MIT licence ask for their notices in redistributed builds.
          rolldownOptions: {
            output: {
              minify: true,
              comments: { annotation: false, legal: false },
              postBanner:
                '/*! crypto-checkout, MIT. Includes Lit, BSD-3-Clause, Copyright 2017 Google LLC; ' +
                'qrcode, MIT, Copyright 2012 Ryan Day. */',
            },
          },
        },
      },
);
