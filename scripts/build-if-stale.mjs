// Before `npm test`: runs `npm run build` when dist/ is missing, incomplete or older than what it is built from,
// and otherwise says in one line that it is up to date. So a fresh clone's `npm test` builds by itself, and CI,
// whose `npm test` has just built, does not build again. `npm run build` always builds.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the build writes (its last step, cem, writes custom-elements.json): one missing means an unfinished build. */
const OUTPUTS = [
  'dist/index.js',
  'dist/server/index.js',
  'dist/sandbox/index.js',
  'dist/crypto-checkout.min.js',
  'dist/crypto-channel.min.js',
  'dist/custom-elements.json',
];
/**
 * What the build reads: src/, the dependencies, and the build's own configuration with the scripts it runs
 * (named in package.json's "build" or imported, at any depth, by a configuration or such a script). Other
 * scripts, such as this one or the test runners, are not the build's: changing them rebuilds nothing.
 */
function inputs() {
  const build = JSON.parse(readFileSync('package.json', 'utf8')).scripts.build;
  const files = new Set([
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'vite.config.ts',
    'vite.channel.config.ts',
    'custom-elements-manifest.config.mjs',
    ...(build.match(/scripts\/[\w.-]+\.m?[jt]s/g) ?? []),
  ]);
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const written = join(dirname(file), specifier);
      // A TypeScript module is imported by its .js name.
      const imported = existsSync(written) ? written : written.replace(/\.js$/, '.ts');
      if (!imported.startsWith('src/') && !imported.startsWith('..')) files.add(imported);
    }
  }
  return ['src', ...files];
}

/** The newest modification time under `path` (a file or a folder), and that file. */
function newest(path) {
  if (!existsSync(path)) return { time: 0, file: path };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { time: stat.mtimeMs, file: path };
  let found = { time: 0, file: path };
  for (const entry of readdirSync(path)) {
    const next = newest(join(path, entry));
    if (next.time > found.time) found = next;
  }
  return found;
}

function reason() {
  const missing = OUTPUTS.find((file) => !existsSync(file));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...OUTPUTS.map((file) => statSync(file).mtimeMs));
  const changed = inputs()
    .map(newest)
    .reduce((a, b) => (b.time > a.time ? b : a));
  return changed.time > built ? `${changed.file} changed after the last build` : undefined;
}

const why = reason();
if (why) {
  console.log(`Building dist/ (${why}): npm run build`);
  execSync('npm run build --silent', { stdio: 'inherit' });
} else console.log('dist/ is up to date with src/: not rebuilt (npm run build rebuilds it).');
