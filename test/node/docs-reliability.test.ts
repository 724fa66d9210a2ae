// docs/reliability.md states the server's requirements itself, S1 to S8 (`**S1. …**` paragraphs), each followed by
// the tests that cover it as `- \`file\`: \`title\`` lines. Each named file must be in test/ or test/node/ and hold
// that title, and every requirement must name at least one test, so the page cannot point at a test that was
// renamed or removed. (The element's requirements, R1 to R36, are checked by test/node/reliability-doc.test.ts.)
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const PAGE = 'docs/reliability.md';

interface Cited {
  line: number;
  file: string;
  title: string;
}

/** Each `**S<n>. …**` requirement with the tests listed under it, by number. */
export function serverRequirements(markdown: string): Map<number, Cited[]> {
  const byNumber = new Map<number, Cited[]>();
  let current: number | undefined;
  markdown.split('\n').forEach((line, index) => {
    const requirement = /^\*\*S(\d+)\. /.exec(line);
    if (requirement) {
      current = Number(requirement[1]);
      byNumber.set(current, []);
    } else if (/^#/.test(line)) current = undefined;
    const cited = /^- `([^`]+)`: `(.+)`$/.exec(line);
    if (cited && current !== undefined)
      byNumber.get(current)!.push({ line: index + 1, file: cited[1]!, title: cited[2]! });
  });
  return byNumber;
}

/** What is wrong with the tests each requirement names: a file that is not a test file, a title not in its file. */
export function citationProblems(page: string, byNumber: Map<number, Cited[]>, read = readFileSync): string[] {
  const problems: string[] = [];
  for (const [number, tests] of byNumber) {
    if (tests.length === 0) problems.push(`${page}: S${number} names no test`);
    for (const { line, file, title } of tests) {
      if (!/^test\/(?:node\/)?[\w.-]+\.test\.ts$/.test(file) || !existsSync(file)) {
        problems.push(`${page}:${line}: S${number}: ${file} is no test file of test/ or test/node/`);
      } else if (!read(file, 'utf8').includes(title)) {
        problems.push(`${page}:${line}: S${number}: ${file} has no test titled "${title}"`);
      }
    }
  }
  return problems;
}

test('docs/reliability.md states S1 to S8, each with tests that are in the files it names', () => {
  const byNumber = serverRequirements(readFileSync(PAGE, 'utf8'));
  assert.deepEqual(
    [...byNumber.keys()],
    Array.from({ length: 8 }, (_, index) => index + 1),
  );
  assert.deepEqual(citationProblems(PAGE, byNumber), []);
});

test('the check names a requirement without tests, a missing file and a title not in its file', () => {
  const markdown = [
    '**S1. Something.** It holds.',
    '',
    '- `test/node/server.test.ts`: `a test nobody wrote`',
    '- `test/node/nowhere.test.ts`: `anything`',
    '',
    '**S2. Something else.** It holds too.',
    '',
    '## Next',
    '',
    '- `test/node/server.test.ts`: `under a heading, so of no requirement`',
  ].join('\n');
  const byNumber = serverRequirements(markdown);
  assert.equal(byNumber.get(1)!.length, 2);
  assert.deepEqual(citationProblems('docs/planted.md', byNumber), [
    'docs/planted.md:3: S1: test/node/server.test.ts has no test titled "a test nobody wrote"',
    'docs/planted.md:4: S1: test/node/nowhere.test.ts is no test file of test/ or test/node/',
    'docs/planted.md: S2 names no test',
  ]);
});
