// docs/reliability.md names, under each requirement, the tests that cover it: a file and a title as written in
// its source. Each must be there, and every requirement of the list must have at least one, so the page cannot
// point at a test that was renamed or removed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const doc = readFileSync('docs/reliability.md', 'utf8');

/** `1. requirement…` followed by its `- \`file\`: \`title\`` lines, per requirement number. */
function coverage(markdown: string): Map<number, { file: string; title: string }[]> {
  const byNumber = new Map<number, { file: string; title: string }[]>();
  let current: number | undefined;
  for (const line of markdown.split('\n')) {
    const item = /^(\d+)\. /.exec(line);
    if (item) {
      current = Number(item[1]);
      byNumber.set(current, []);
      continue;
    }
    const cited = /^\s+- `([^`]+)`: `(.+)`$/.exec(line);
    if (cited && current !== undefined) byNumber.get(current)!.push({ file: cited[1]!, title: cited[2]! });
  }
  return byNumber;
}

test('docs/reliability.md lists requirements 1 to 36, each with at least one test', () => {
  const byNumber = coverage(doc);
  assert.deepEqual(
    [...byNumber.keys()],
    Array.from({ length: 36 }, (_, index) => index + 1),
  );
  for (const [number, tests] of byNumber) assert.ok(tests.length > 0, `R${number} names no test`);
});

test('each test docs/reliability.md names is in the file it names, under its requirement number', () => {
  for (const [number, tests] of coverage(doc)) {
    for (const { file, title } of tests) {
      const numbers = /^(R\d+(?:, R\d+)*):/.exec(title)?.[1]?.split(', ') ?? [];
      assert.ok(numbers.includes(`R${number}`), `R${number}: "${title}" does not carry its number`);
      assert.ok(readFileSync(file, 'utf8').includes(title), `R${number}: ${file} has no test titled "${title}"`);
    }
  }
});

test('the check fails for a title that is not in its file', () => {
  const tests = coverage('1. A requirement.\n   - `test/csp.test.ts`: `R1: a test nobody wrote`\n').get(1)!;
  assert.equal(tests.length, 1);
  assert.ok(!readFileSync(tests[0]!.file, 'utf8').includes(tests[0]!.title));
});
