// R3, R4: what a strict CSP and Trusted Types forbid appears neither in our source nor in the
// script-tag build (npm test builds it first). R5, R9, R17: the README documents the policy.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const bundle = readFileSync('dist/crypto-checkout.min.js', 'utf8');
const readme = readFileSync('README.md', 'utf8');

test('R3, R4: src/ has no style bindings, styleMap, unsafe directives, HTML strings, eval or string timers', () => {
  // scripts/check-source.mjs is the lint step; it exits non-zero on any match.
  assert.doesNotThrow(() => execFileSync('node', ['scripts/check-source.mjs'], { stdio: 'pipe' }));
});

test('R3, R4: the script-tag build has no unsafeHTML, unsafeSVG, styleMap, eval, new Function or string timers', () => {
  for (const pattern of [
    /unsafeHTML/,
    /unsafeSVG/,
    /styleMap/,
    /\beval\(/,
    /new Function/,
    /set(Timeout|Interval)\(\s*["'`]/,
  ]) {
    assert.doesNotMatch(bundle, pattern);
  }
  // Lit's own template parser assigns innerHTML once, to a <template>, through its "lit-html"
  // Trusted Types policy (proven under require-trusted-types-for in test/csp.test.ts).
  assert.ok((bundle.match(/innerHTML/g) ?? []).length <= 1);
});

test('R5, R9, R17: the README documents the policy, the Trusted Types duplicates, Date exposure and secrets', () => {
  assert.match(readme, /trusted-types lit-html/);
  assert.match(readme, /'allow-duplicates'/);
  assert.match(readme, /Access-Control-Expose-Headers: Date/);
  assert.match(readme, /Shadow DOM is not a security boundary/);
  assert.match(readme, /API key must never reach the browser/);
});
