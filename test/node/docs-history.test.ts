// README.md and docs/*.md describe the product as it is, for someone who has only the repository. So no page
// speaks of how it came to be, or of what is not in the repository:
//
// 1. Issue numbers: "issue 34", "issues 12 and 13", "PR 7", "pull request #7", a bare "#34", or a link to an issue
//    or pull request of this repository. A thread of another project, written with its name
//    (`facebook/react#35446`, `lit/lit#2025`, a link to it), is a public source and stays.
// 2. Work sessions: "this session", "a later session", "this round", "round 3". The word "session" is allowed
//    only where it is a payer's web session (SESSION_ALLOWED names each use, with the reason).
// 3. Files outside the repository: "../shared", a "requirements file", a `*.md` file the repository does not
//    have (`payment-api-spec.md`), a relative path in the prose that leads out of the repository.
//
// Each problem names the page and line. The last tests run the check on made-up pages and on an earlier
// docs/performance.md, and see it fail.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';
import { test } from 'node:test';

const PAGES = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

/** "session" as a payer's web session, in the words the pages use it in, each with where. */
const SESSION_ALLOWED: [RegExp, string][] = [
  [/\bsession cookies?\b/i, 'the cookie of the payer’s login (docs/src-endpoint.md, docs/troubleshooting.md)'],
  [/\bper session\b/i, 'a rate limit per payer (docs/production.md)'],
  [/\bcheck(?:s|ing)? the session\b/i, 'the merchant checks who is logged in (docs/production.md)'],
  [/\bpayer's\s+session\b/i, 'the payer’s login owns the invoice (docs/backends.md)'],
];

interface Rule {
  pattern: RegExp;
  why: string;
  /** Where to look: `text` is every line, `prose` the lines outside fenced blocks, without inline code spans. */
  in: 'text' | 'prose';
}

const RULES: Rule[] = [
  {
    pattern: /\b(?:issues?|PRs?|pull requests?)\s*#?\d+\b/gi,
    why: 'an issue or pull request number: say what is true of the product instead',
    in: 'text',
  },
  {
    // `#34` alone: not `owner/repo#34` or `repo#34`, not an anchor (`#1-foo`), not an entity (`&#34;`).
    pattern: /(?<![\w/.&#-])#\d+(?![\w-])/g,
    why: 'an issue number: say what is true of the product instead',
    in: 'prose',
  },
  {
    pattern: /github\.com\/crypto-checkout\/crypto-checkout\/(?:issues|pull)\/\d+/gi,
    why: "a link to this repository's issue or pull request: say what is true of the product instead",
    in: 'text',
  },
  {
    pattern:
      /\b(?:this|that|these|a later|an earlier|earlier|later|last|previous|next|each|every|one|work(?:ing)?)\s+(?:work\s+)?sessions?\b/gi,
    why: 'a work session: the pages describe the product, not the work on it',
    in: 'text',
  },
  {
    pattern:
      /\b(?:this|that|last|previous|next|earlier|later|first|second|third|final)\s+round\b|\bround\s+\d+(?![\d.,])/gi,
    why: 'a round of work: the pages describe the product, not the work on it',
    in: 'text',
  },
  {
    pattern: /\.\.\/shared\b/g,
    why: 'a folder outside the repository',
    in: 'text',
  },
  {
    pattern: /\brequirements? files?\b/gi,
    why: 'a requirements file the repository does not have: state the requirement on the page',
    in: 'text',
  },
];

/** Every file name of the repository (its tracked and untracked files, not ignored ones). */
function repositoryFiles(): Set<string> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return new Set(listed.split('\n').filter(Boolean));
}

/** The page with its fenced blocks blanked, line for line, then without its inline code spans. */
function proseOf(markdown: string): string {
  const unfenced = markdown.replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, (block) =>
    block.replace(/[^\n]/g, ' '),
  );
  return unfenced.replace(/`[^`\n]+`/g, (span) => ' '.repeat(span.length));
}

interface Found {
  line: number;
  start: number;
  end: number;
  text: string;
  why: string;
}

/** What in `markdown` (the page `page`) speaks of history or of files outside the repository, by line. */
export function historyProblems(page: string, markdown: string, files: Set<string>): string[] {
  const found: Found[] = [];
  const views = { text: markdown.split('\n'), prose: proseOf(markdown).split('\n') };
  const report = (line: number, start: number, text: string, why: string) =>
    found.push({ line: line + 1, start, end: start + text.length, text, why });

  for (const rule of RULES) {
    views[rule.in].forEach((line, index) => {
      for (const match of line.matchAll(rule.pattern)) report(index, match.index, match[0], rule.why);
    });
  }

  // "session" in any other sense than a payer's web session. A sentence may wrap: look at the lines around it.
  views.text.forEach((line, index) => {
    const before = `${views.text[index - 1] ?? ''} `;
    const around = `${before}${line} ${views.text[index + 1] ?? ''}`;
    for (const match of line.matchAll(/\bsessions?\b/gi)) {
      const at = before.length + match.index;
      const allowed = SESSION_ALLOWED.some(([pattern]) =>
        [...around.matchAll(new RegExp(pattern.source, 'gi'))].some(
          (use) => use.index <= at && at < use.index + use[0].length,
        ),
      );
      if (!allowed)
        report(index, match.index, match[0], 'a work session, or a session the page does not say is a payer’s');
    }
  });

  // `*.md` files the repository does not have; relative paths in the prose that lead out of the repository.
  const names = new Set([...files].map((file) => basename(file)));
  views.text.forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w./:@-])((?:\.{1,2}\/)*(?:[\w-]+\/)*[\w.-]*[\w-]\.md)\b/g)) {
      const written = match[1]!;
      const known = written.includes('/')
        ? files.has(normalize(join(dirname(page), written))) || files.has(normalize(written))
        : names.has(written);
      if (!known) report(index, match.index, written, 'a file the repository does not have');
    }
  });
  views.prose.forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w./-])(?:\.\.\/)+[\w.-]+/g)) {
      if (relative('.', join(dirname(page), match[0])).startsWith('..'))
        report(index, match.index, match[0], 'a path outside the repository');
    }
  });

  // One problem per place: where two rules find the same words, the first found (by column) is named.
  found.sort((a, b) => a.line - b.line || a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  for (const item of found) {
    const last = kept.at(-1);
    if (last && last.line === item.line && item.start < last.end) continue;
    kept.push(item);
  }
  return kept.map((item) => `${page}:${item.line}: "${item.text}": ${item.why}`);
}

test('README.md and docs/*.md speak of no issue numbers, work sessions or files outside the repository', () => {
  const files = repositoryFiles();
  const problems = PAGES.flatMap((page) => historyProblems(page, readFileSync(page, 'utf8'), files));
  assert.deepEqual(problems, [], `\n${problems.join('\n')}\n`);
});

test('the check finds each kind of history word, and leaves a web session and another project’s thread alone', () => {
  const files = new Set(['README.md', 'docs/performance.md', 'docs/production.md']);
  const page = [
    'Measured in this session, as issue 34 asked (see #34 and pull request #7).', // 1
    'The requirements file says so; the figures of round 3 are in ../shared/notes.md.', // 2
    'This round moved it, per payment-api-spec.md.', // 3
    'Check the session cookie; a rate per session; facebook/react#35446; lit/lit#2025; [Production](production.md).', // 4
    'See [the heading](#1-a-heading) and &#34;.', // 5
    '```css', // 6
    'a { color: #333; }', // 7
    '```', // 8
    'A session of work.', // 9
  ].join('\n');
  assert.deepEqual(historyProblems('docs/planted.md', page, files), [
    'docs/planted.md:1: "this session": a work session: the pages describe the product, not the work on it',
    'docs/planted.md:1: "issue 34": an issue or pull request number: say what is true of the product instead',
    'docs/planted.md:1: "#34": an issue number: say what is true of the product instead',
    'docs/planted.md:1: "pull request #7": an issue or pull request number: say what is true of the product instead',
    'docs/planted.md:2: "requirements file": a requirements file the repository does not have: state the requirement on the page',
    'docs/planted.md:2: "round 3": a round of work: the pages describe the product, not the work on it',
    'docs/planted.md:2: "../shared/notes.md": a file the repository does not have',
    'docs/planted.md:3: "This round": a round of work: the pages describe the product, not the work on it',
    'docs/planted.md:3: "payment-api-spec.md": a file the repository does not have',
    'docs/planted.md:9: "session": a work session, or a session the page does not say is a payer’s',
  ]);
});

test('the check fails on an earlier docs/performance.md, which told how its figures were reached', (t) => {
  let earlier: string;
  try {
    earlier = execFileSync('git', ['show', 'a006952:docs/performance.md'], { encoding: 'utf8', stdio: 'pipe' });
  } catch {
    return t.skip('no git history here with commit a006952');
  }
  const problems = historyProblems('docs/performance.md', earlier, repositoryFiles());
  assert.ok(
    problems.some((problem) => /"issue 26"|"Issue 26"/.test(problem)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((problem) => /session/.test(problem)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((problem) => /round/i.test(problem)),
    problems.join('\n'),
  );
});

test('every page the check reads exists', () => {
  for (const page of PAGES) assert.ok(existsSync(page), page);
  assert.ok(PAGES.length > 10);
});
