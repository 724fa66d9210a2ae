// docs/theming.md lists, for each element, the CSS parts of the custom elements manifest (dist/custom-elements.json,
// which `cem analyze` builds from the `@csspart` tags of the elements' JSDoc), and the CSS custom properties of
// <crypto-checkout>: no more and no fewer. The lists are written by hand; this test is what keeps them the
// manifest's. A part added to an element without `@csspart` is missing from the manifest, and so from here:
// test/node/docs-drift.test.ts then finds the docs naming a part the manifest lacks.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const MANIFEST = 'dist/custom-elements.json';
const PAGE = 'docs/theming.md';

interface Declaration {
  customElement?: boolean;
  tagName?: string;
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
}

function manifest(): Map<string, { parts: string[]; properties: string[] }> {
  assert.ok(existsSync(MANIFEST), `${MANIFEST} missing: run npm run build`);
  const { modules } = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { modules: { declarations?: Declaration[] }[] };
  const elements = new Map<string, { parts: string[]; properties: string[] }>();
  for (const declaration of modules.flatMap((module) => module.declarations ?? [])) {
    if (!declaration.customElement || !declaration.tagName) continue;
    elements.set(declaration.tagName, {
      parts: (declaration.cssParts ?? []).map((part) => part.name),
      properties: (declaration.cssProperties ?? []).map((property) => property.name),
    });
  }
  return elements;
}

/** The names in backticks of the list item `- \`<tag>\`: …` (which may wrap), by tag, with its line. */
export function partLists(markdown: string): Map<string, { line: number; names: string[] }> {
  const lists = new Map<string, { line: number; names: string[] }>();
  const lines = markdown.split('\n');
  lines.forEach((line, index) => {
    const item = /^- `<([a-z]+-[a-z-]+)>`: (.*)$/.exec(line);
    if (!item) return;
    let text = item[2]!;
    for (let next = index + 1; next < lines.length && /^ {2}\S/.test(lines[next]!); next++) text += ` ${lines[next]}`;
    // The item's own names: not the link at its end.
    const names = [...text.replace(/\(\[[^\]]*\]\([^)]*\)\)/g, '').matchAll(/`([a-z][a-z-]*)`/g)].map(
      (match) => match[1]!,
    );
    lists.set(item[1]!, { line: index + 1, names });
  });
  return lists;
}

/** What a list has that the manifest lacks, and what it lacks. */
export function listProblems(where: string, what: string, listed: string[], declared: string[]): string[] {
  const problems: string[] = [];
  for (const name of listed.filter((name) => !declared.includes(name)))
    problems.push(`${where}: \`${name}\` is no ${what} in ${MANIFEST}`);
  for (const name of declared.filter((name) => !listed.includes(name)))
    problems.push(`${where}: ${MANIFEST}'s ${what} \`${name}\` is missing`);
  for (const name of listed.filter((name, index) => listed.indexOf(name) !== index))
    problems.push(`${where}: \`${name}\` is listed twice`);
  return problems;
}

test("docs/theming.md lists each element's CSS parts, as the manifest has them", () => {
  const elements = manifest();
  assert.deepEqual([...elements.keys()].sort(), ['crypto-channel', 'crypto-checkout']);
  const lists = partLists(readFileSync(PAGE, 'utf8'));
  const problems: string[] = [];
  for (const [tag, { parts }] of elements) {
    const list = lists.get(tag);
    if (!list) {
      problems.push(`${PAGE}: no "- \`<${tag}>\`: …" list of its parts`);
      continue;
    }
    problems.push(...listProblems(`${PAGE}:${list.line}`, `CSS part of <${tag}>`, list.names, parts));
  }
  assert.deepEqual(problems, []);
});

test("docs/theming.md lists <crypto-checkout>'s CSS custom properties, as the manifest has them", () => {
  const markdown = readFileSync(PAGE, 'utf8');
  const start = markdown.indexOf('CSS custom properties (');
  assert.ok(start >= 0, `${PAGE}: no "CSS custom properties (…)" paragraph`);
  const paragraph = markdown.slice(start, markdown.indexOf('\n\n', start));
  const listed = [...paragraph.matchAll(/`(--[a-z-]+)`/g)].map((match) => match[1]!);
  const line = markdown.slice(0, start).split('\n').length;
  const declared = manifest().get('crypto-checkout')!.properties;
  assert.ok(declared.length >= 10);
  assert.deepEqual(listProblems(`${PAGE}:${line}`, 'CSS custom property of <crypto-checkout>', listed, declared), []);
});

test('the parts check finds a part the manifest lacks, a part left out and a part listed twice', () => {
  const markdown = [
    'Parts:',
    '',
    '- `<crypto-checkout>`: `base`, `header`, `qr-box`,',
    '  `header` ([API](api.md#css-parts)).',
  ].join('\n');
  const list = partLists(markdown).get('crypto-checkout')!;
  assert.deepEqual(list, { line: 3, names: ['base', 'header', 'qr-box', 'header'] });
  assert.deepEqual(
    listProblems('docs/planted.md:3', 'CSS part of <crypto-checkout>', list.names, ['base', 'header', 'picker']),
    [
      'docs/planted.md:3: `qr-box` is no CSS part of <crypto-checkout> in dist/custom-elements.json',
      "docs/planted.md:3: dist/custom-elements.json's CSS part of <crypto-checkout> `picker` is missing",
      'docs/planted.md:3: `header` is listed twice',
    ],
  );
});

test("the parts check fails on docs/theming.md's list without the coin picker's parts", () => {
  const page = readFileSync(PAGE, 'utf8');
  const without = page.replace(
    /, `picker`, `picker-search`,\s+`picker-continue`, `switch-method`, `switch-warning`/,
    '',
  );
  assert.notEqual(without, page, 'the picker parts are where this test expects them');
  const list = partLists(without).get('crypto-checkout')!;
  const problems = listProblems(
    PAGE,
    'CSS part of <crypto-checkout>',
    list.names,
    manifest().get('crypto-checkout')!.parts,
  );
  assert.equal(problems.length, 5, problems.join('\n'));
});
