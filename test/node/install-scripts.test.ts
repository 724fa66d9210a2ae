// `npm install` runs no dependency's install script, and says so in package.json: its `allowScripts` names each
// dependency that has one (npm 11 warns about every one it does not name, and npm 12 skips those it does not allow).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

interface LockedPackage {
  name?: string;
  hasInstallScript?: boolean;
  inBundle?: boolean;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };

/** Dependencies whose install scripts npm would run: a bundled one's scripts are its bundler's, not npm's to run. */
const withInstallScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([, locked]) => locked.hasInstallScript && !locked.inBundle)
      .map(([path, locked]) => locked.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  ),
].sort();

test('allowScripts names every dependency with an install script, and allows none', () => {
  assert.ok(
    withInstallScripts.length > 0,
    'package-lock.json lists no install script: is it the lock file npm writes?',
  );
  assert.deepEqual(Object.keys(manifest.allowScripts ?? {}).sort(), withInstallScripts);
  assert.deepEqual(
    Object.entries(manifest.allowScripts ?? {}).filter(([, allowed]) => allowed !== false),
    [],
    'an install script allowed: say in README.md why the project needs it',
  );
});
