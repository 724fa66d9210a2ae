import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const out = await build({
  configFile: 'vite.config.ts',
  logLevel: 'silent',
  build: {
    write: false,
    minify: 'terser',
    terserOptions: {
      module: true,
      ecma: 2022,
      compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true, pure_getters: true, unsafe: true },
      format: { comments: false },
    },
    rolldownOptions: { output: { minify: false } },
  },
});
const chunk = [out]
  .flat()
  .flatMap((r) => r.output)
  .find((f) => f.type === 'chunk' && f.isEntry);
console.log(chunk.code.length, gzipSync(chunk.code, { level: 9 }).length);
