/**
 * The Vite config of each framework app: `npx vite demo/frameworks/<name>` serves it, and
 * test/frameworks/vite-apps.test.ts builds it to dist-frameworks/<name> and opens it in Chromium.
 * `crypto-checkout` resolves to the element's sources, so an app needs no prior build of the package;
 * the published package itself is tested from its tarball (test/frameworks/package.test.ts).
 */
import { fileURLToPath } from 'node:url';
import type { PluginOption, UserConfig } from 'vite';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export function frameworkApp(name: 'react' | 'vue' | 'svelte', plugins: PluginOption[]): UserConfig {
  return {
    root: `${repo}demo/frameworks/${name}`,
    plugins,
    resolve: { alias: [{ find: /^crypto-checkout$/, replacement: `${repo}src/index.ts` }] },
    build: { outDir: `${repo}dist-frameworks/${name}`, emptyOutDir: true, target: 'es2022' },
    server: { host: '127.0.0.1' },
  };
}
