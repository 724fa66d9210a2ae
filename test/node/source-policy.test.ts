// R3, R4: what a strict CSP and Trusted Types forbid appears neither in our source nor in the
// script-tag build (npm test builds it first). R5, R9, R17: docs/ documents the policy.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import ts from 'typescript';

const bundle = readFileSync('dist/crypto-checkout.min.js', 'utf8');
// Where the policy and the rules for backends are written for merchants.
const docs = ['docs/security.md', 'docs/src-endpoint.md'].map((page) => readFileSync(page, 'utf8')).join('\n');

/** The rules of eslint.config.js that keep these patterns out of src/ (part of `npm run lint`). */
const POLICY_RULES = new Set(['no-eval', 'no-new-func', 'no-restricted-imports', 'no-restricted-syntax']);
/** ESLint with eslint.config.js running those rules only (`npm run lint` runs them all). */
const policyLint = () => new ESLint({ ruleFilter: ({ ruleId }) => POLICY_RULES.has(ruleId) });

test('R3, R4: src/ has no style bindings, styleMap, unsafe directives, HTML strings, eval, string timers or floats', async () => {
  const results = await policyLint().lintFiles(['src']);
  const found = results.flatMap((result) =>
    result.messages
      .filter((message) => POLICY_RULES.has(message.ruleId ?? ''))
      .map((message) => `${result.filePath}:${message.line}: ${message.message}`),
  );
  assert.deepEqual(found, []);
});

test('R3, R4: the lint rules refuse each of those patterns in src/', async () => {
  const eslint = policyLint();
  const samples = [
    "import { unsafeHTML } from 'lit/directives/unsafe-html.js';",
    "import { unsafeSVG } from 'lit/directives/unsafe-svg.js';",
    "import { unsafeStatic } from 'lit/static-html.js';",
    "import { styleMap } from 'lit/directives/style-map.js';",
    'export const f = (el: HTMLElement, s: string) => { el.innerHTML = s; };',
    'export const f = (el: HTMLElement, s: string) => { el.outerHTML = s; };',
    "export const f = (el: HTMLElement, s: string) => el.insertAdjacentHTML('beforeend', s);",
    'export const f = (s: string) => eval(s);',
    'export const f = (s: string) => new Function(s);',
    "export const f = () => setTimeout('go()', 1);",
    'export const f = () => setInterval(`go()`, 1);',
    "import { html } from 'lit';\nexport const f = (s: string) => html`<p style=${s}></p>`;",
    "export const f = (el: HTMLElement, s: string) => el.setAttribute('style', s);",
    'export const f = (el: HTMLElement, s: string) => { el.style.cssText = s; };',
    'export const f = (s: string) => parseFloat(s);',
    'export const f = (n: number) => n.toFixed(2);',
  ];
  for (const code of samples) {
    const [result] = await eslint.lintText(code, { filePath: 'src/policy-sample.ts' });
    assert.ok(
      result!.messages.some((message) => POLICY_RULES.has(message.ruleId ?? '')),
      `not refused: ${code}`,
    );
  }
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

test('R5, R9, R17: the docs state the policy, the Trusted Types duplicates, Date exposure and secrets', () => {
  assert.match(docs, /trusted-types lit-html/);
  assert.match(docs, /'allow-duplicates'/);
  assert.match(docs, /Access-Control-Expose-Headers: Date/);
  assert.match(docs, /Shadow DOM is not a security boundary/);
  assert.match(docs, /API key must never reach the browser/);
});

/** Every module `file` imports (import and export declarations, `import type`, `import()`, `require`), as written. */
function importSpecifiers(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
}

/**
 * The demo shop is the reference merchant backend: it may import only what the package exports (its public entry
 * modules crypto-checkout/server and crypto-checkout/client), Node's built-ins and its own modules here, which
 * are held to the same rule. Nothing of src/sandbox, and nothing of the package's internals.
 */
const SHOP_FILES = ['demo/server/shop.ts', 'demo/server/http-io.ts'];
const SHOP_MAY_IMPORT = new Set([
  '../../src/server/index.js', // crypto-checkout/server
  '../../src/client/index.js', // crypto-checkout/client
  ...SHOP_FILES.map((file) => `./${file.split('/').pop()!.replace(/\.ts$/, '.js')}`),
]);

test('the demo shop (shop.ts, http-io.ts) imports only the package’s public entries, node: built-ins and itself', () => {
  const refused = SHOP_FILES.flatMap((file) =>
    importSpecifiers(file)
      .filter((specifier) => !specifier.startsWith('node:') && !SHOP_MAY_IMPORT.has(specifier))
      .map((specifier) => `${file} imports ${specifier}`),
  );
  assert.deepEqual(refused, []);
  // The parse sees what it must: the shop does import both entries and its plumbing.
  assert.deepEqual(
    importSpecifiers('demo/server/shop.ts')
      .filter((specifier) => !specifier.startsWith('node:'))
      .sort(),
    ['../../src/client/index.js', '../../src/server/index.js', './http-io.js'],
  );
});
