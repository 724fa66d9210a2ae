import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const out = await build({
  configFile: 'vite.config.ts',
  logLevel: 'silent',
  build: {
    write: false,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'x.js' },
    rolldownOptions: { external: [/^lit(\/|$)/, /^qrcode(\/|$)/], output: { postBanner: '' } },
  },
});
const chunk = [out]
  .flat()
  .flatMap((r) => r.output)
  .find((f) => f.type === 'chunk' && f.isEntry);
console.log('own', chunk.code.length, gzipSync(chunk.code, { level: 9 }).length);
import { writeFileSync } from 'node:fs';
writeFileSync('/tmp/own.js', chunk.code);
