// Fails on source that would break under a strict CSP or Trusted Types, or that
// could render invoice data as markup: part of `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FORBIDDEN = [
  [/\bunsafeHTML\b|\bunsafeSVG\b|\bunsafeStatic\b/, 'unsafe* directives render strings as markup'],
  [/\.innerHTML\b|\.outerHTML\s*=|insertAdjacentHTML/, 'HTML strings need unsafe-inline and Trusted Types'],
  [/\beval\s*\(|new Function\s*\(/, 'eval needs unsafe-eval'],
  [/setTimeout\(\s*['"`]|setInterval\(\s*['"`]/, 'string timers are eval'],
  [/\bstyleMap\b|\sstyle=\$\{/, 'style bindings need unsafe-inline under CSP'],
  [/setAttribute\(\s*['"]style['"]|\.cssText\s*=/, 'inline styles need unsafe-inline under CSP'],
  [/\bparseFloat\s*\(|\btoFixed\s*\(/, 'amounts are decimal strings, never floats'],
];

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

let failures = 0;
for (const file of files('src')) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const [pattern, why] of FORBIDDEN) {
        if (pattern.test(line)) {
          console.error(`${file}:${index + 1}: ${why}\n  ${line.trim()}`);
          failures++;
        }
      }
    });
}
if (failures > 0) process.exit(1);
console.log('check-source: no unsafe patterns in src/');
