import { defineConfig } from 'vite';

/**
 * `vite` (npm start) serves the demo in demo/; `vite build` writes the
 * script-tag file dist/crypto-checkout.min.js: one self-contained ES module
 * with Lit's production build inside. (The npm entry is tsc's output in dist/.)
 */
export default defineConfig(({ command }) =>
  command === 'serve'
    ? {
        root: 'demo',
        server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
      }
    : {
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
          rolldownOptions: { output: { minify: true } },
        },
      },
);
