// `npm install` runs no dependency's install script, here or in the framework apps, and each package.json says so:
// its `allowScripts` names every dependency that has one (npm 11 warns about each one it does not name, and npm 12
// skips those it does not allow).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

interface LockedPackage {
  name?: string;
  hasInstallScript?: boolean;
  inBundle?: boolean;
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The repository and each framework app: every folder with a lock file of its own. */
const PROJECTS = [
  '.',
  ...readdirSync('examples/frameworks', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('examples/frameworks', entry.name)),
];

/** Dependencies whose install scripts npm would run: a bundled one's scripts are its bundler's, not npm's to run. */
function withInstallScripts(project: string): string[] {
  const lock = readJson<{ packages: Record<string, LockedPackage> }>(join(project, 'package-lock.json'));
  const names = Object.entries(lock.packages)
    .filter(([, locked]) => locked.hasInstallScript && !locked.inBundle)
    .map(([path, locked]) => locked.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)].sort();
}

test('the repository has dependencies with install scripts, so the check below checks something', () => {
  assert.ok(
    withInstallScripts('.').length > 0,
    'package-lock.json lists no install script: is it the lock file npm writes?',
  );
});

for (const project of PROJECTS) {
  test(`${project}: allowScripts names every dependency with an install script, and allows none`, () => {
    const { allowScripts = {} } = readJson<{ allowScripts?: Record<string, boolean> }>(join(project, 'package.json'));
    assert.deepEqual(Object.keys(allowScripts).sort(), withInstallScripts(project));
    assert.deepEqual(
      Object.entries(allowScripts).filter(([, allowed]) => allowed !== false),
      [],
      'an install script is allowed, where neither the project nor its apps need one (README.md)',
    );
  });
}
