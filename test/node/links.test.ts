// Every link in README.md, CONTRIBUTING.md and docs/*.md lands: relative links on files that exist, anchors on
// headings that exist (GitHub's slugs), http(s) links well-formed (they are not fetched).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { anchorsOf, linksOf, problemOf, slugOf } from '../helpers/markdown-links.js';

const root = resolve('.');
const pages = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

test('every link in the README, CONTRIBUTING.md and docs/ lands', () => {
  const problems = pages.flatMap((page) =>
    linksOf(join(root, page)).flatMap((link) => {
      const problem = problemOf(link, root);
      return problem ? [`${page}:${link.line}: ${problem}`] : [];
    }),
  );
  assert.deepEqual(problems, []);
  assert.ok(linksOf(join(root, 'README.md')).length >= 10, 'the README links into docs/');
});

test("headings get GitHub's anchors", () => {
  assert.equal(slugOf('The `src` endpoint'), 'the-src-endpoint');
  assert.equal(
    slugOf('The reference handler (`crypto-checkout/server`)'),
    'the-reference-handler-crypto-checkoutserver',
  );
  assert.equal(slugOf('Content Security Policy and Trusted Types'), 'content-security-policy-and-trusted-types');
  assert.equal(slugOf('React 19'), 'react-19');
});

test('the check finds a missing file, a missing heading, a bad URL and skips code', () => {
  const dir = mkdtempSync(join(tmpdir(), 'links-'));
  try {
    const page = join(dir, 'page.md');
    writeFileSync(
      page,
      [
        '# Title',
        '## Same',
        '## Same',
        '[ok](#title) [dup](#same-1) [missing](other.md) [anchor](#nowhere) [bad](https://[bad)',
        '[scheme](javascript:alert(1)) [web](https://example.com/a#b)',
        '`[in code](nowhere.md)`',
        '```',
        '[in a block](nowhere.md)',
        '```',
      ].join('\n'),
    );
    assert.deepEqual([...anchorsOf(page)], ['title', 'same', 'same-1']);
    const problems = linksOf(page).map((link) => problemOf(link, dir));
    assert.deepEqual(problems, [
      undefined,
      undefined,
      'no such file: other.md',
      'no heading #nowhere in page.md',
      'malformed URL: https://[bad',
      'scheme not allowed: javascript:alert(1',
      undefined,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
