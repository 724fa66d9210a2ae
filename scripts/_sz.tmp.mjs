import { build } from 'vite';
import { gzipSync } from 'node:zlib';
for (const entry of process.argv.slice(2)) {
  const out = await build({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    build: {
      write: false,
      lib: { entry, formats: ['es'], fileName: () => 'x.js' },
      rolldownOptions: { output: { postBanner: '' } },
    },
  });
  const chunk = [out]
    .flat()
    .flatMap((r) => r.output)
    .find((f) => f.type === 'chunk' && f.isEntry);
  console.log(entry, chunk.code.length, gzipSync(chunk.code, { level: 9 }).length);
}
