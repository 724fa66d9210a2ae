import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { cdnPage } from './demo/cdn-plugin.js';
import { checkoutServer } from './demo/server/plugin.js';
import { strictCspPage } from './demo/strict-csp-policy.js';
import { minifyTemplates } from './scripts/minify-templates.mjs';
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
        plugins: [minifyTemplates(), withoutQrSegmentOptimiser(), subresourceIntegrity()],
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
          // Licence comments stay: Lit's BSD-3 licence asks for its notice in redistributed builds.
          rolldownOptions: { output: { minify: true, comments: { annotation: false, legal: true } } },
        },
      },
);

/**
 * qrcode finds the smallest mix of modes for a string with a graph search (the
 * `dijkstrajs` package). src/qr.ts hands it one byte-mode segment instead, so
 * that search never runs: the script-tag file gets a stand-in that says so
 * if it ever were called (0.3 KB min + gzip less).
 */
function withoutQrSegmentOptimiser(): Plugin {
  const id = '\0dijkstrajs-not-bundled';
  return {
    name: 'crypto-checkout:without-qr-segment-optimiser',
    enforce: 'pre',
    resolveId: (source) => (source === 'dijkstrajs' ? id : null),
    load: (source) =>
      source === id
        ? "export function find_path() { throw new Error('qrcode: automatic segments are not bundled'); }"
        : null,
  };
}
