// The docs against the code (README.md, CONTRIBUTING.md and docs/*.md), so that neither drifts from the other:
//
// 1. Names. What the docs name in code (inline code spans and fenced blocks) as the elements' own exists in
//    dist/custom-elements.json or in the React wrapper's callbacks; the option table of docs/src-endpoint.md is
//    `InvoiceHandlerOptions` (src/server/index.ts), no more and no less.
// 2. Paths and scripts. Every repository path the docs name exists; every `npm run x` (and `npm start`,
//    `npm test`) is a script of package.json.
// 3. Figures. A measured size or time copied from a bench stands in a paragraph, list or table that names the
//    commit it was measured at (or before): a sha that `git log` knows.
// 4. CONTRIBUTING's source map ("Where things are") names every folder and top-level file of src/, and nothing that is not there.
// 5. Error codes. docs/troubleshooting.md has a section for every `checkout-error` code of the source, and
//    for no other; it quotes every error screen's English words; docs/invoice.md names every code of the
//    invoice and channel parsers.
//
// Each check is a function from the text to a list of problems. The last tests plant a mistake of each kind
// in a made-up page and see the check name it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { channelEn } from '../../src/i18n/channel-messages.js';
import { pickerEn } from '../../src/i18n/picker-messages.js';
import { en } from '../../src/i18n/messages.js';
import { anchorsOf } from '../helpers/markdown-links.js';

const MANIFEST = 'dist/custom-elements.json';
const DOCS = ['README.md', 'CONTRIBUTING.md', ...listDocs()];

function listDocs(): string[] {
  return readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
}

// ---------------------------------------------------------------------------------------------------------
// Markdown: fenced blocks, inline code spans, blocks of prose (line numbers kept).

interface Snippet {
  page: string;
  line: number;
  text: string;
}

interface Page {
  path: string;
  /** The page with its fenced blocks blanked out, line for line. */
  prose: string;
  /** Each fenced block's body. */
  fences: Snippet[];
  /** Each inline code span, outside fenced blocks (a span may wrap a line: its newline reads as a space). */
  spans: Snippet[];
}

const FENCE = /^([ \t]*)(```|~~~)[^\n]*\n([\s\S]*?)^\1\2[^\n]*$/gm;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

function readPage(path: string, markdown = readFileSync(path, 'utf8')): Page {
  const fences: Snippet[] = [];
  for (const match of markdown.matchAll(FENCE))
    fences.push({ page: path, line: lineAt(markdown, match.index) + 1, text: match[3]! });
  const prose = markdown.replace(FENCE, (block) => block.replace(/[^\n]/g, ' '));
  const spans: Snippet[] = [];
  // Spans never cross a blank line: pair the backticks within each block of prose.
  for (const block of blocksOf(prose)) {
    for (const match of block.text.matchAll(/`([^`]+)`/g)) {
      spans.push({
        page: path,
        line: block.line + lineAt(block.text, match.index) - 1,
        text: match[1]!.replace(/\n\s*/g, ' '),
      });
    }
  }
  return { path, prose, fences, spans };
}

/** The blocks of prose: runs of non-blank lines (a paragraph, a list, a table, a heading). */
function blocksOf(prose: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  let current: { line: number; lines: string[] } | undefined;
  prose.split('\n').forEach((text, index) => {
    if (text.trim() === '') {
      if (current) blocks.push({ line: current.line, text: current.lines.join('\n') });
      current = undefined;
    } else if (current) current.lines.push(text);
    else current = { line: index + 1, lines: [text] };
  });
  if (current) blocks.push({ line: current.line, text: current.lines.join('\n') });
  return blocks;
}

// ---------------------------------------------------------------------------------------------------------
// 1. Names.

interface ElementApi {
  tag: string;
  attributes: Set<string>;
  properties: Set<string>;
  events: Set<string>;
  parts: Set<string>;
  cssProperties: Set<string>;
  states: Set<string>;
}

interface Api {
  elements: Map<string, ElementApi>;
  /** The React components' callback props (`onCheckoutStatus`, `onCheckoutDeposit`), each with its event. */
  callbacks: Map<string, string>;
}

interface ManifestDeclaration {
  customElement?: boolean;
  tagName?: string;
  attributes?: { name: string; type?: { text?: string } }[];
  members?: { kind: string; name: string; privacy?: string; static?: boolean }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
  cssStates?: { name: string }[];
}

/** The React components of the two elements, whose `on…` callbacks the docs may name. */
const REACT_COMPONENTS = ['src/frameworks/react-component.ts', 'src/frameworks/react-channel.ts'];

function readApi(): Api {
  assert.ok(existsSync(MANIFEST), `${MANIFEST} missing: run npm run build`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
    modules: { declarations?: ManifestDeclaration[] }[];
  };
  const elements = new Map<string, ElementApi>();
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    if (!declaration.customElement || !declaration.tagName) continue;
    const attributes = declaration.attributes ?? [];
    // The element adds its status as its custom state (src/checkout/crypto-checkout.ts): the manifest lists one state
    // by name and the others in its description, and every one in the `status` attribute's type.
    const statusType = attributes.find((attribute) => attribute.name === 'status')?.type?.text ?? '';
    elements.set(declaration.tagName, {
      tag: declaration.tagName,
      attributes: new Set(attributes.map((attribute) => attribute.name)),
      properties: new Set(
        (declaration.members ?? [])
          .filter((member) => member.kind === 'field' && !member.static && !member.privacy?.match(/private|protected/))
          .map((member) => member.name),
      ),
      events: new Set((declaration.events ?? []).map((event) => event.name)),
      parts: new Set((declaration.cssParts ?? []).map((part) => part.name)),
      cssProperties: new Set((declaration.cssProperties ?? []).map((property) => property.name)),
      states: new Set([
        ...(declaration.cssStates ?? []).map((state) => state.name),
        ...[...statusType.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]!),
      ]),
    });
  }
  assert.deepEqual([...elements.keys()].sort(), ['crypto-channel', 'crypto-checkout']);
  const wrappers = REACT_COMPONENTS.map((file) => readFileSync(file, 'utf8')).join('\n');
  const callbacks = new Map(
    [...wrappers.matchAll(/\b(on[A-Z]\w*): event\('([a-z-]+)'\)/g)].map((match) => [match[1]!, match[2]!]),
  );
  assert.ok(callbacks.size >= 6, `${REACT_COMPONENTS.join(', ')}: no callbacks found`);
  return { elements, callbacks };
}

/**
 * Words whose first part (before the first `-`, or the first word of a camelCase name) is one of these are the
 * elements' kind of name: a backticked `poll-interval`, `checkout-status`, `memo-warning` or `redirectDelay`
 * must be one of theirs. The list holds today's first words, so that a name the source drops is still checked in
 * the docs; the first words of whatever the manifest lists are added to it when the test runs.
 */
const KEBAB_STEMS = ['checkout', 'poll', 'redirect', 'no', 'memo', 'deposits', 'qr', 'copy', 'wallet', 'other'];
const CAMEL_STEMS = ['poll', 'redirect', 'no', 'memo', 'deposits'];

/** Backticked words that start as the elements' names do but are not theirs, each with the reason. */
const NOT_ELEMENT_NAMES = new Map([
  ['no-store', 'a Cache-Control directive (docs/src-endpoint.md)'],
  ['no-cache', 'a Cache-Control directive (docs/src-endpoint.md)'],
  // The keys of the payer's words (`redirectRefused`, `depositsUnavailable`, `memoWarning`), which
  // docs/troubleshooting.md and docs/languages.md name beside what the payer reads.
  ...[...Object.keys(en), ...Object.keys(pickerEn), ...Object.keys(channelEn)].map(
    (key) =>
      [
        key,
        'a key of the words in src/i18n/messages.ts, src/i18n/picker-messages.ts or src/i18n/channel-messages.ts',
      ] as const,
  ),
]);

/** `::part(…)` arguments that stand for any part, with the reason. */
const PART_PLACEHOLDERS = new Map([['name', 'crypto-checkout::part(name) in the generated API pages']]);

/** Attributes any element takes, and what React and Vue add to every tag. */
const GLOBAL_ATTRIBUTES = new Set([
  'id',
  'class',
  'className',
  'style',
  'dir',
  'hidden',
  'slot',
  'title',
  'ref',
  'key',
]);

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;
const CAMEL = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/;

/** The attribute names written in each `<crypto-…>`, `<CryptoCheckout>` and `<CryptoChannel>` tag of `code`, and where the tag is. */
function tagsIn(code: string): { tag: string; names: string[]; index: number }[] {
  const tags: { tag: string; names: string[]; index: number }[] = [];
  for (const match of code.matchAll(/<(crypto-[a-z-]+|CryptoCheckout|CryptoChannel)(?![\w-])/g)) {
    const names: string[] = [];
    let at = match.index + match[0].length;
    while (at < code.length && code[at] !== '>' && !code.startsWith('/>', at)) {
      const rest = code.slice(at);
      const space = /^\s+/.exec(rest);
      if (space) {
        at += space[0].length;
        continue;
      }
      if (rest[0] === '{') {
        // Svelte's `{invoice}`: the property of that name.
        const end = closing(code, at);
        const inner = code.slice(at + 1, end).trim();
        if (/^[A-Za-z_$][\w$]*$/.test(inner)) names.push(`{${inner}}`);
        at = end + 1;
        continue;
      }
      const name = /^[^\s=>/"'{]+/.exec(rest)?.[0];
      if (!name) {
        at++;
        continue;
      }
      names.push(name);
      at += name.length;
      const value = /^\s*=\s*/.exec(code.slice(at));
      if (!value) continue;
      at += value[0].length;
      if (code[at] === '"' || code[at] === "'") at = code.indexOf(code[at]!, at + 1) + 1 || code.length;
      else if (code[at] === '{') at = closing(code, at) + 1;
      else at += /^[^\s>]*/.exec(code.slice(at))![0].length;
    }
    tags.push({ tag: match[1]!, names, index: match.index });
  }
  return tags;
}

/** The index of the `}` that closes the `{` at `open`, past nested braces and quoted strings. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let at = open; at < code.length; at++) {
    const character = code[at]!;
    if (character === '"' || character === "'" || character === '`') {
      const end = code.indexOf(character, at + 1);
      if (end === -1) return code.length;
      at = end;
    } else if (character === '{') depth++;
    else if (character === '}' && --depth === 0) return at;
  }
  return code.length;
}

/** The element each React component renders. */
const REACT_TAGS: Record<string, string> = { CryptoCheckout: 'crypto-checkout', CryptoChannel: 'crypto-channel' };

/** What is wrong with the names one tag's attributes take, as written in Vue, Angular, React, Svelte or HTML. */
function tagProblems(tag: string, names: string[], api: Api): string[] {
  const wrapped = REACT_TAGS[tag];
  if (wrapped) {
    const element = api.elements.get(wrapped)!;
    // A callback counts when the event it listens to is this element's.
    const isCallback = (name: string) => element.events.has(api.callbacks.get(name) ?? '');
    return names
      .filter((name) => !element.properties.has(name) && !isCallback(name) && !GLOBAL_ATTRIBUTES.has(name))
      .map((name) => `<${tag} ${name}>: no property of <${wrapped}> or callback of its React component`);
  }
  const element = api.elements.get(tag);
  if (!element) return [`<${tag}>: no such element in ${MANIFEST}`];
  const problems: string[] = [];
  for (const written of names) {
    // Vue's `@x` and Angular's `(x)` listen to an event, Angular's `[x]` and Svelte's `{x}` set a property,
    // Vue's `:x` sets the property x or else the attribute x, and a bare name is an attribute (or, in React 19
    // and Svelte 5, a property, or `on` + an event's name as written: a listener).
    const event = /^(?:@|v-on:)(.+)$|^\((.+)\)$/.exec(written);
    const property = /^\[(.+)\]$|^\{(.+)\}$/.exec(written);
    const kind = event ? 'event' : property ? 'property' : 'attribute';
    const name = event
      ? (event[1] ?? event[2])!
      : property
        ? (property[1] ?? property[2])!
        : written.replace(/^(?::|v-bind:)/, '');
    const known =
      kind === 'event'
        ? element.events.has(name)
        : kind === 'property'
          ? element.properties.has(name)
          : element.attributes.has(name) ||
            element.properties.has(name) ||
            GLOBAL_ATTRIBUTES.has(name) ||
            (name.startsWith('on') && element.events.has(name.slice(2)));
    if (!known) problems.push(`<${tag} ${written}>: no ${kind} ${name} of <${tag}>`);
  }
  return problems;
}

/**
 * What the docs name as the elements' and is not theirs, by page and line. Checked, in inline code spans and
 * fenced blocks alike:
 * - `--crypto-checkout-…`: a CSS custom property of the manifest (a trailing `*` stands for any ending);
 * - `::part(x)`, after an element's name or not: a part of that element (or of either); `::part()` and the
 *   placeholders of PART_PLACEHOLDERS are no name;
 * - `:state(x)`: a custom state, likewise; `:state()` is no name;
 * - each `<crypto-…>` tag: one of the two elements, and every attribute written in it one of its attributes,
 *   properties or events by the binding's syntax (`:x`, `@x`, `[x]`, `(x)`, `{x}`, `onx`), or a global
 *   attribute; each `<CryptoCheckout>` or `<CryptoChannel>` tag: props that are its element's properties or
 *   callbacks of its React component for that element's events.
 * And in inline code spans that hold one word (or `word="value"`):
 * - a kebab-case word whose first part is one of KEBAB_STEMS: an attribute, event, part or state;
 * - `onCheckout…`: a callback of one of the React components;
 * - a camelCase word whose first part is one of CAMEL_STEMS: a property.
 * NOT_ELEMENT_NAMES lists the words that look like the elements' and are not, with the reason.
 */
function nameProblems(pages: Page[], api: Api): string[] {
  const all = [...api.elements.values()];
  const everyName = new Set(
    all.flatMap((element) => [
      ...element.attributes,
      ...element.events,
      ...element.parts,
      ...element.states,
      ...element.cssProperties,
    ]),
  );
  const everyProperty = new Set(all.flatMap((element) => [...element.properties]));
  const kebabStems = new Set([...KEBAB_STEMS, ...[...everyName].filter((name) => KEBAB.test(name)).map(firstWord)]);
  const camelStems = new Set([...CAMEL_STEMS, ...[...everyProperty].filter((name) => CAMEL.test(name)).map(firstWord)]);
  const elementsNamed = (tag: string | undefined) => (tag ? [api.elements.get(tag)].filter((e) => !!e) : all);

  const problems: string[] = [];
  for (const page of pages) {
    for (const snippet of [...page.spans, ...page.fences]) {
      const code = snippet.text;
      const at = (index: number) => `${snippet.page}:${snippet.line + lineAt(code, index) - 1}`;
      for (const match of code.matchAll(/--crypto-checkout-[a-z0-9-]*\*?/g)) {
        const pattern = new RegExp(`^${match[0].replace(/\*$/, '.+')}$`);
        if (!all.some((element) => [...element.cssProperties].some((name) => pattern.test(name))))
          problems.push(`${at(match.index)}: \`${match[0]}\` is no CSS custom property in ${MANIFEST}`);
      }
      for (const match of code.matchAll(/(crypto-checkout|crypto-channel)?::part\(([^)]*)\)/g)) {
        const [, tag, part] = match as unknown as [string, string | undefined, string];
        if (part === '' || PART_PLACEHOLDERS.has(part)) continue;
        if (!elementsNamed(tag).some((element) => element.parts.has(part)))
          problems.push(
            `${at(match.index)}: \`::part(${part})\` is no CSS part of ${tag ? `<${tag}>` : 'either element'}`,
          );
      }
      for (const match of code.matchAll(/(crypto-checkout|crypto-channel)?:state\(([^)]*)\)/g)) {
        const [, tag, state] = match as unknown as [string, string | undefined, string];
        if (state === '') continue;
        if (!elementsNamed(tag).some((element) => element.states.has(state)))
          problems.push(
            `${at(match.index)}: \`:state(${state})\` is no custom state of ${tag ? `<${tag}>` : 'either element'}`,
          );
      }
      for (const { tag, names, index } of tagsIn(code))
        problems.push(...tagProblems(tag, names, api).map((problem) => `${at(index)}: ${problem}`));
    }
    for (const span of page.spans) {
      const where = `${span.page}:${span.line}`;
      // A span that is one name, or an attribute with its value (`memo-confirm="off"`, `:redirect-delay="0"`).
      const word = /^[:@]?([a-zA-Z][\w-]*)(?:="[^"]*")?$/.exec(span.text)?.[1];
      if (!word || NOT_ELEMENT_NAMES.has(word)) continue;
      if (KEBAB.test(word) && kebabStems.has(firstWord(word)) && !everyName.has(word))
        problems.push(`${where}: \`${word}\` is no attribute, event, part or state of either element (${MANIFEST})`);
      else if (/^onCheckout[A-Z]/.test(word) && !api.callbacks.has(word))
        problems.push(`${where}: \`${word}\` is no callback of the React components`);
      else if (CAMEL.test(word) && camelStems.has(firstWord(word)) && !everyProperty.has(word))
        problems.push(`${where}: \`${word}\` is no property of either element (${MANIFEST})`);
    }
  }
  return problems;
}

/** `poll` of `poll-interval` and of `pollInterval`. */
function firstWord(name: string): string {
  return /^[a-z0-9]+/.exec(name)![0];
}

/** The names of the members of an interface, read from the source with TypeScript's parser. */
function interfaceMembers(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  assert.ok(declaration, `${file} declares no interface ${name}`);
  return declaration.members.map((member) => member.name!.getText(source));
}

/** The first column of the table headed `| Option |` in `markdown`, as written in backticks. */
function optionTable(markdown: string): { line: number; name: string }[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Option\s*\|/.test(line));
  assert.ok(start !== -1, 'no table headed "| Option |"');
  const rows: { line: number; name: string }[] = [];
  for (let index = start + 2; lines[index]?.startsWith('|'); index++) {
    const cell = lines[index]!.split('|')[1]!.trim();
    rows.push({ line: index + 1, name: /^`([^`]+)`$/.exec(cell)?.[1] ?? cell });
  }
  return rows;
}

function optionProblems(markdown: string, page: string, options: string[]): string[] {
  const rows = optionTable(markdown);
  return [
    ...rows
      .filter(({ name }) => !options.includes(name))
      .map(({ line, name }) => `${page}:${line}: \`${name}\` is no option of InvoiceHandlerOptions`),
    ...options
      .filter((option) => !rows.some(({ name }) => name === option))
      .map((option) => `${page}: InvoiceHandlerOptions' \`${option}\` is missing from the option table`),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// 2. Paths and npm scripts.

/** Where repository paths start; a path is one of these folders, then `/` and what follows. */
const ROOTS = ['src', 'test', 'scripts', 'demo', 'fixtures', 'docs', 'examples'];
const PATH = new RegExp(`(?<![\\w./@~-])((?:${ROOTS.join('|')})/[\\w.*<>/-]*)`, 'g');
const REPOSITORY_URL =
  /https:\/\/github\.com\/crypto-checkout\/crypto-checkout\/(?:blob|tree)\/main\/([^\s)#>]+)(?:#([^\s)>]+))?/g;

/** Every file and folder of the working tree (not node_modules, dist or .git), as `a/b.ts` and `a/`. */
function treeOf(root = '.'): Set<string> {
  const tree = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (['node_modules', 'dist', 'dist-frameworks', '.git'].includes(path)) continue;
      if (entry.isDirectory()) {
        tree.add(`${path}/`);
        walk(path);
      } else tree.add(path);
    }
  };
  walk('');
  return tree;
}

/**
 * Whether `path` names something in `tree`. `*` stands for any characters within a segment, `**` for any
 * segments, and `<name>` for one segment's worth of characters (`dist/i18n/locales/<tag>.js`).
 */
function inTree(path: string, tree: Set<string>): boolean {
  const clean = path.replace(/\/$/, '');
  if (tree.has(clean) || tree.has(`${clean}/`)) return true;
  if (!/[*<]/.test(clean)) return false;
  const pattern = new RegExp(
    `^${clean
      .split(/(\*\*\/|\*|<[^>]*>)/)
      .map((part) =>
        part === '**/'
          ? '(?:[^/]+/)*'
          : part === '*' || part.startsWith('<')
            ? '[^/]+'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}/?$`,
  );
  return [...tree].some((entry) => pattern.test(entry));
}

function pathProblems(pages: Page[], tree: Set<string>): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    // Everywhere in the page: prose, spans and fenced blocks (the source map's own names are check 4's).
    const texts = [{ line: 1, text: page.prose }, ...page.fences];
    for (const { line, text } of texts) {
      for (const match of text.matchAll(PATH)) {
        // A sentence may end right after a path.
        const path = match[1]!.replace(/[.,]+$/, '');
        if (!inTree(path, tree))
          problems.push(`${page.path}:${line + lineAt(text, match.index) - 1}: no ${path} in the repository`);
      }
      for (const match of text.matchAll(REPOSITORY_URL)) {
        const [, path, anchor] = match as unknown as [string, string, string | undefined];
        const at = `${page.path}:${line + lineAt(text, match.index) - 1}`;
        if (!inTree(path, tree)) problems.push(`${at}: no ${path} in the repository (${match[0]})`);
        else if (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor))
          problems.push(`${at}: no heading #${anchor} in ${path}`);
      }
    }
  }
  return problems;
}

/** `npm run x` and `npm run-script x` name the script x; `npm start`, `npm test`, `npm stop` and `npm restart` theirs. */
function scriptProblems(pages: Page[], scripts: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const { line, text } of [{ line: 1, text: page.prose }, ...page.fences]) {
      for (const match of text.matchAll(/\bnpm (?:run(?:-script)? ([\w:.-]+)|(start|test|stop|restart)\b)/g)) {
        const script = match[1] ?? match[2]!;
        if (!Object.hasOwn(scripts, script))
          problems.push(`${page.path}:${line + lineAt(text, match.index) - 1}: no script "${script}" in package.json`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// 3. Figures.

/** The pages that copy a bench's figures. */
const FIGURE_PAGES = ['docs/performance.md', 'README.md', 'docs/channels.md', 'docs/languages.md'];

/**
 * A figure is a number with decimals and a unit of size or time (`25.47 KB gzip`, `48.34 ms`, `22.9 kB`,
 * `107.5 µs`): what a bench printed. A number after `budget`, `at most`, `within`, `under`, `over`, `≤` or `<`,
 * or before `budget`, is a limit the docs set, not a measurement.
 */
const FIGURE = /(\d[\d,]*\.\d+)\s?(KB|kB|MB|ms|µs)(?![\w])/g;
const LIMIT_BEFORE = /(?:budget|at most|within|under|over|≤|<)\s*$/;
const LIMIT_AFTER = /^\s*(?:gzip\s+)?budget/;
/** A sha as the docs write one: 7 to 40 hex digits with at least one letter. */
const SHA = /(?<![\w-])(?=[0-9]*[a-f])[0-9a-f]{7,40}(?![\w-])/g;

/**
 * Figures allowed to stand without a commit, as `<page> <figure>` (`docs/languages.md 1.24 KB`), each with the
 * reason: those no `git log -S` could trace to the commit that last changed them. None today: every figure the
 * check flagged was traced and dated with the sha it was measured at.
 */
const UNDATED_FIGURES = new Map<string, string>();

/**
 * Figures in a block (a paragraph, a list or a table, between blank lines) that names no commit `isCommit`
 * accepts. A block right after one that ends in `:` (a table's or a list's caption) counts the caption's words
 * as its own.
 */
function figureProblems(page: string, markdown: string, isCommit: (sha: string) => boolean): string[] {
  const blocks = blocksOf(readPage(page, markdown).prose);
  const problems: string[] = [];
  blocks.forEach((block, index) => {
    const caption = blocks[index - 1]?.text.trimEnd().endsWith(':') ? blocks[index - 1]!.text : '';
    const dated = [...`${caption}\n${block.text}`.matchAll(SHA)].some((match) => isCommit(match[0]));
    if (dated) return;
    const figures = [...block.text.matchAll(FIGURE)].filter((match) => {
      const before = block.text.slice(Math.max(0, match.index - 12), match.index);
      const after = block.text.slice(match.index + match[0].length);
      return !LIMIT_BEFORE.test(before) && !LIMIT_AFTER.test(after) && !UNDATED_FIGURES.has(`${page} ${match[0]}`);
    });
    if (figures.length === 0) return;
    problems.push(
      `${page}:${block.line}: ${figures.map((match) => match[0]).join(', ')}: in a block that names no commit ` +
        'of git log (name the sha they were measured at)',
    );
  });
  return problems;
}

/** Every commit `git log` lists, or undefined where there is no history to ask (no git, a shallow clone). */
function commits(): string[] | undefined {
  try {
    if (execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true')
      return undefined;
    return execFileSync('git', ['log', '--format=%H'], { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\n');
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------
// 4. CONTRIBUTING's source map.

interface MapEntry {
  line: number;
  /** The path the entry names, from the repository's root (`src/checkout/`, `src/checkout/define.ts`). */
  path: string;
  description: string;
}

/**
 * The entries of the fenced tree under "## Where things are": a line indented less than 8 columns starts an
 * entry (its names, comma-separated, up to two spaces), deeper lines continue its description. A name ending in
 * `/` is a folder: the entries indented under it are inside it.
 */
function sourceMap(markdown: string): MapEntry[] {
  const heading = markdown.indexOf('\n## Where things are');
  assert.ok(heading !== -1, 'CONTRIBUTING.md has no "## Where things are"');
  const fence = new RegExp(FENCE.source, 'm').exec(markdown.slice(heading));
  assert.ok(fence, 'no fenced tree under "## Where things are"');
  const firstLine = lineAt(markdown, heading + fence.index) + 1;
  const entries: MapEntry[] = [];
  const folders: { indent: number; path: string }[] = [];
  let current: MapEntry[] = [];
  fence[3]!.split('\n').forEach((text, index) => {
    const indent = /^ */.exec(text)![0].length;
    if (text.trim() === '') return;
    if (indent >= 8) {
      for (const entry of current) entry.description += ` ${text.trim()}`;
      return;
    }
    while (folders.length && folders.at(-1)!.indent >= indent) folders.pop();
    const [, names = '', description = ''] = /^ *(.+?)(?: {2,}(.*))?$/.exec(text)!;
    const parent = folders.at(-1)?.path ?? '';
    current = names.split(/,\s*/).map((name) => ({ line: firstLine + index, path: parent + name, description }));
    entries.push(...current);
    for (const entry of current) if (entry.path.endsWith('/')) folders.push({ indent, path: entry.path });
  });
  return entries;
}

/** The file names an entry's description mentions (`define.ts`, `test/invoice-stream.test.ts`), as written. */
function filesNamed(description: string): string[] {
  return [...description.matchAll(/(?<![\w./<>*-])([\w<>*./-]*[\w>*]\.(?:ts|mjs|js|json|html|md))(?![\w])/g)]
    .map((match) => match[1]!)
    .filter((name) => !name.startsWith('dist/'));
}

/** Where a file named in an entry's description is: under the entry's folder, beside the entry, or from the root. */
function resolveNamed(entry: MapEntry, name: string, tree: Set<string>): string | undefined {
  const folder = entry.path.endsWith('/') ? entry.path : posix.dirname(entry.path) + '/';
  const beside = posix.dirname(folder.replace(/\/$/, '')) + '/';
  return [folder + name, beside + name, name]
    .map((path) => path.replace(/^\.\//, ''))
    .find((path) => inTree(path, tree));
}

function sourceMapProblems(markdown: string, tree: Set<string>): string[] {
  const entries = sourceMap(markdown);
  const problems: string[] = [];
  const named = new Set<string>();
  for (const entry of entries) {
    if (!inTree(entry.path, tree))
      problems.push(`CONTRIBUTING.md:${entry.line}: the source map names ${entry.path}, which does not exist`);
    named.add(entry.path);
    for (const name of filesNamed(entry.description)) {
      const found = resolveNamed(entry, name, tree);
      if (found) named.add(found);
      else
        problems.push(`CONTRIBUTING.md:${entry.line}: ${entry.path}'s description names ${name}, which does not exist`);
    }
  }
  // The folders say the rest: each product's folder is named, with what it holds; its files need not be.
  for (const path of [...tree].filter((path) => /^src\/[^/]+\/?$/.test(path)).sort()) {
    if (!named.has(path)) problems.push(`CONTRIBUTING.md: the source map ("Where things are") does not name ${path}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// 5. Error codes.

/** The string literals of a union type alias, following the aliases it names in `files` (TypeScript's parser). */
function stringUnion(name: string, files: string[]): string[] {
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const alias = source.statements.find(
      (statement): statement is ts.TypeAliasDeclaration =>
        ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
    );
    if (!alias) continue;
    const members = ts.isUnionTypeNode(alias.type) ? alias.type.types : [alias.type];
    return members.flatMap((member) =>
      ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)
        ? [member.literal.text]
        : ts.isTypeReferenceNode(member)
          ? stringUnion(member.typeName.getText(source), files)
          : [],
    );
  }
  assert.fail(`no type ${name} in ${files.join(', ')}`);
}

const CODE_SOURCES = ['src/ui/events.ts', 'src/core/invoice.ts', 'src/core/channel.ts'];

/** Every `checkout-error` code, by the type that declares it. */
function errorCodes() {
  return {
    invoice: stringUnion('InvoiceErrorCode', CODE_SOURCES),
    channel: stringUnion('ChannelErrorCode', CODE_SOURCES),
    all: [...new Set(stringUnion('CheckoutErrorCode', CODE_SOURCES))].sort(),
  };
}

/** The codes docs/troubleshooting.md documents: each `### \`code\`` heading that is one backticked name. */
function documentedCodes(markdown: string): { line: number; code: string }[] {
  return readPage('docs/troubleshooting.md', markdown)
    .prose.split('\n')
    .flatMap((text, index) => {
      const code = /^###\s+`([a-z-]+)`\s*$/.exec(text)?.[1];
      return code ? [{ line: index + 1, code }] : [];
    });
}

function troubleshootingProblems(markdown: string, codes: string[]): string[] {
  const documented = documentedCodes(markdown);
  return [
    ...codes
      .filter((code) => !documented.some((entry) => entry.code === code))
      .map((code) => `docs/troubleshooting.md: no "### \`${code}\`" section for the code ${code} of the source`),
    ...documented
      .filter(({ code }) => !codes.includes(code))
      .map(
        ({ line, code }) =>
          `docs/troubleshooting.md:${line}: \`${code}\` is no checkout-error code of ${CODE_SOURCES.join(', ')}`,
      ),
  ];
}

/** The error screens' English words, by their key in src/i18n/messages.ts, src/i18n/picker-messages.ts and src/i18n/channel-messages.ts. */
const SCREEN_WORDS: Record<string, string> = {
  invalidInvoice: en.invalidInvoice,
  loadFailed: en.loadFailed,
  loadRetrying: en.loadRetrying,
  tryAgain: en.tryAgain,
  paymentChanged: en.paymentChanged,
  redirectRefused: en.redirectRefused,
  noMethods: pickerEn.noMethods,
  methodFailed: pickerEn.methodFailed,
  invalidChannel: channelEn.invalidChannel,
  depositsUnavailable: channelEn.depositsUnavailable,
};

function screenProblems(markdown: string): string[] {
  // Markdown may break a sentence anywhere: compare with runs of white space as one space.
  const text = markdown.replace(/\s+/g, ' ');
  return Object.entries(SCREEN_WORDS)
    .filter(([, words]) => !text.includes(words))
    .map(([key, words]) => `docs/troubleshooting.md does not quote ${key}: "${words}"`);
}

/** Every code of the invoice and channel parsers is named in docs/invoice.md, and its Code columns name no other. */
function invoiceDocProblems(markdown: string, parserCodes: string[], allCodes: string[]): string[] {
  const page = readPage('docs/invoice.md', markdown);
  const spans = new Set(page.spans.map((span) => span.text));
  const problems = parserCodes
    .filter((code) => !spans.has(code))
    .map((code) => `docs/invoice.md does not name the code \`${code}\``);
  const lines = page.prose.split('\n');
  lines.forEach((text, index) => {
    if (!/^\|(?:.*\|)?\s*Code\s*\|/.test(text)) return;
    const column = text.split('|').findIndex((cell) => cell.trim() === 'Code');
    for (let row = index + 2; lines[row]?.startsWith('|'); row++) {
      for (const match of (lines[row]!.split('|')[column] ?? '').matchAll(/`([^`]+)`/g)) {
        if (!allCodes.includes(match[1]!))
          problems.push(`docs/invoice.md:${row + 1}: \`${match[1]}\` is no checkout-error code of the source`);
      }
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// The checks, on the repository.

const pages = DOCS.map((path) => readPage(path));

test("the elements' attributes, properties, events, parts, custom properties and states the docs name exist", () => {
  assert.deepEqual(nameProblems(pages, readApi()), []);
});

test("docs/src-endpoint.md's option table is InvoiceHandlerOptions (src/server/index.ts)", () => {
  const options = interfaceMembers('src/server/index.ts', 'InvoiceHandlerOptions');
  assert.ok(options.length >= 10);
  assert.deepEqual(optionProblems(readFileSync('docs/src-endpoint.md', 'utf8'), 'docs/src-endpoint.md', options), []);
});

test('every repository path the docs name exists', () => {
  assert.deepEqual(pathProblems(pages, treeOf()), []);
});

test('every npm script the docs name is in package.json', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  assert.deepEqual(scriptProblems(pages, scripts), []);
});

test("the bench's figures in the docs name the commit they were measured at", (t) => {
  const known = commits();
  if (!known) return t.skip('no full git history here to look the commits up in');
  const isCommit = (sha: string) => known.some((commit) => commit.startsWith(sha));
  const problems = FIGURE_PAGES.flatMap((page) => figureProblems(page, readFileSync(page, 'utf8'), isCommit));
  assert.deepEqual(problems, []);
  // Every sha those pages write is a commit: a mistyped one is not taken for a date.
  for (const page of FIGURE_PAGES) {
    for (const match of readPage(page).prose.matchAll(SHA))
      assert.ok(isCommit(match[0]) || !/\d/.test(match[0]), `${page}: ${match[0]} is no commit of git log`);
  }
});

test("CONTRIBUTING's source map names every folder and top-level file of src/, and only what exists", () => {
  assert.deepEqual(sourceMapProblems(readFileSync('CONTRIBUTING.md', 'utf8'), treeOf()), []);
});

test('docs/troubleshooting.md documents every checkout-error code of the source, and no other', () => {
  const { all } = errorCodes();
  assert.ok(all.length >= 20, `only ${all.length} codes found`);
  assert.deepEqual(troubleshootingProblems(readFileSync('docs/troubleshooting.md', 'utf8'), all), []);
});

test("docs/troubleshooting.md quotes every error screen's English words", () => {
  assert.deepEqual(screenProblems(readFileSync('docs/troubleshooting.md', 'utf8')), []);
});

test('docs/invoice.md names every code of the invoice and channel parsers, and only codes of the source', () => {
  const { invoice, channel, all } = errorCodes();
  const parserCodes = [...new Set([...invoice, ...channel])];
  assert.deepEqual(invoiceDocProblems(readFileSync('docs/invoice.md', 'utf8'), parserCodes, all), []);
});

// ---------------------------------------------------------------------------------------------------------
// Each check fails on a planted mistake.

const planted = (markdown: string, path = 'docs/planted.md') => [readPage(path, markdown)];

test('the names check finds a wrong attribute, event, part, custom property, state, property and callback', () => {
  const api = readApi();
  const problems = nameProblems(
    planted(
      [
        'Set `poll-intervall` or `pollIntervall`, listen to `checkout-paid`, style `::part(qr-box)`,',
        '`--crypto-checkout-shadow` and `crypto-checkout:state(paid)`; React: `onCheckoutPaid`.',
        'These are fine: `poll-interval`, `pollInterval`, `no-store`, `max-age`, `crypto-channel::part(deposits)`.',
        '```html',
        '<crypto-checkout src="/a" no-redirects oncheckout-status={(e) => { f("}"); }}></crypto-checkout>',
        '<crypto-channel :deposits-src="x" @checkout-deposit="f" (checkout-paid)="g($event)"></crypto-channel>',
        '<CryptoCheckout invoice={invoice} onCheckoutStatus={f} onPaid={g} />',
        '<CryptoChannel channel={channel} onCheckoutDeposit={f} onCheckoutStatus={g} />',
        '```',
      ].join('\n'),
    ),
    api,
  );
  assert.deepEqual(problems, [
    'docs/planted.md:1: `::part(qr-box)` is no CSS part of either element',
    'docs/planted.md:2: `--crypto-checkout-shadow` is no CSS custom property in dist/custom-elements.json',
    'docs/planted.md:2: `:state(paid)` is no custom state of <crypto-checkout>',
    'docs/planted.md:5: <crypto-checkout no-redirects>: no attribute no-redirects of <crypto-checkout>',
    'docs/planted.md:6: <crypto-channel (checkout-paid)>: no event checkout-paid of <crypto-channel>',
    'docs/planted.md:7: <CryptoCheckout onPaid>: no property of <crypto-checkout> or callback of its React component',
    'docs/planted.md:8: <CryptoChannel onCheckoutStatus>: no property of <crypto-channel> or callback of its React component',
    'docs/planted.md:1: `poll-intervall` is no attribute, event, part or state of either element (dist/custom-elements.json)',
    'docs/planted.md:1: `pollIntervall` is no property of either element (dist/custom-elements.json)',
    'docs/planted.md:1: `checkout-paid` is no attribute, event, part or state of either element (dist/custom-elements.json)',
    'docs/planted.md:2: `onCheckoutPaid` is no callback of the React components',
  ]);
});

test('the option table check finds an option the handler does not have, and one the table lacks', () => {
  const table = [
    '| Option | Default | What it does |',
    '| --- | --- | --- |',
    '| `api` | — | x |',
    '| `ttl` | — | y |',
  ];
  assert.deepEqual(optionProblems(table.join('\n'), 'docs/planted.md', ['api', 'store']), [
    'docs/planted.md:4: `ttl` is no option of InvoiceHandlerOptions',
    "docs/planted.md: InvoiceHandlerOptions' `store` is missing from the option table",
  ]);
});

test('the path and script checks find a missing file, a missing heading and a missing script', () => {
  const tree = new Set(['src/', 'src/a.ts', 'test/', 'test/a.test.ts', 'docs/', 'docs/getting-started.md']);
  const page = planted(
    [
      'See `src/a.ts`, `src/b.ts`, `test/**/*.test.ts`, `src/<name>.ts` and test/c.test.ts.',
      '[CONTRIBUTING](https://github.com/crypto-checkout/crypto-checkout/blob/main/docs/getting-started.md#nowhere)',
      '```sh',
      'npm run build && npm run nope && npm test && npm install && npm ci',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(pathProblems(page, tree), [
    'docs/planted.md:1: no src/b.ts in the repository',
    'docs/planted.md:1: no test/c.test.ts in the repository',
    'docs/planted.md:2: no heading #nowhere in docs/getting-started.md',
  ]);
  assert.deepEqual(scriptProblems(page, { build: '', test: '' }), [
    'docs/planted.md:4: no script "nope" in package.json',
  ]);
});

test('the figures check finds a figure whose block names no commit, and takes a caption and limits', () => {
  const markdown = [
    'Measured at abc1234: **25.47 KB gzip** (budget 27 KB), 48.34 ms.',
    '',
    'A later run printed 12.50 ms, at most 1.5 KB gzip; a made-up sha deadbee dates nothing.',
    '',
    'This run, at abc1234:',
    '',
    '| Measure | Figure |',
    '| ------- | ------ |',
    '| Time    | 3.20 ms |',
    '',
    '| Measure | Figure |',
    '| ------- | ------ |',
    '| Size    | 9.26 KB |',
  ].join('\n');
  const problems = figureProblems('docs/planted.md', markdown, (sha) => sha === 'abc1234');
  assert.deepEqual(
    problems.map((problem) => problem.split(': in a block')[0]),
    ['docs/planted.md:3: 12.50 ms', 'docs/planted.md:11: 9.26 KB'],
  );
});

test('the source map check finds a folder or file it lacks, a file that is not there and a wrong name in a description', () => {
  const tree = new Set([
    'src/',
    'src/a.ts',
    'src/b.ts',
    'src/c/',
    'src/c/d.ts',
    'src/c/e.ts',
    'src/g/',
    'src/g/h.ts',
    'test/',
    'test/a.test.ts',
  ]);
  const markdown = [
    '# Contributing',
    '',
    '## Where things are',
    '',
    '```',
    'src/',
    '  a.ts          the first; tested in test/a.test.ts',
    '  gone.ts       a file since removed',
    '  c/            d.ts does one thing, f.ts another',
    '```',
  ].join('\n');
  assert.deepEqual(sourceMapProblems(markdown, tree), [
    'CONTRIBUTING.md:8: the source map names src/gone.ts, which does not exist',
    "CONTRIBUTING.md:9: src/c/'s description names f.ts, which does not exist",
    'CONTRIBUTING.md: the source map ("Where things are") does not name src/b.ts',
    'CONTRIBUTING.md: the source map ("Where things are") does not name src/g/',
  ]);
});

test('the error code checks find a code left out, a code the source lacks and a screen not quoted', () => {
  const { all } = errorCodes();
  const sections = all.filter((code) => code !== 'load-failed').map((code) => `### \`${code}\`\n`);
  const problems = troubleshootingProblems([...sections, '### `paid-twice`\n'].join('\n'), all);
  assert.deepEqual(problems, [
    'docs/troubleshooting.md: no "### `load-failed`" section for the code load-failed of the source',
    `docs/troubleshooting.md:${2 * all.length - 1}: \`paid-twice\` is no checkout-error code of src/ui/events.ts, src/core/invoice.ts, src/core/channel.ts`,
  ]);
  assert.deepEqual(screenProblems(Object.values(SCREEN_WORDS).slice(1).join('\n')), [
    `docs/troubleshooting.md does not quote invalidInvoice: "${en.invalidInvoice}"`,
  ]);
  const table = ['`invalid-json`', '', '| What | Code |', '| --- | --- |', '| bad | `invalid-jsn` |'].join('\n');
  assert.deepEqual(invoiceDocProblems(table, ['invalid-json', 'wrong-type'], all), [
    'docs/invoice.md does not name the code `wrong-type`',
    'docs/invoice.md:5: `invalid-jsn` is no checkout-error code of the source',
  ]);
});

// ---------------------------------------------------------------------------------------------------------
// Imports in the docs' code: each name imported from a package entry is one that entry exports (its .d.ts in
// dist/, as a project that installed the package sees it).

/** The .d.ts of each entry of package.json's "exports", by its specifier (`crypto-checkout/server`). */
const entryTypes = new Map(
  Object.entries(
    (JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, string | { types?: string }> })
      .exports,
  ).map(([subpath, entry]) => [
    subpath === '.' ? 'crypto-checkout' : `crypto-checkout/${subpath.slice(2)}`,
    typeof entry === 'object' ? entry.types : undefined,
  ]),
);
/** One program over every entry's types: each program of its own read the DOM's and Node's types again. */
let entriesProgram: ts.Program | undefined;

/** The names the entry `specifier` (`crypto-checkout/server`) exports, or undefined when package.json has no such entry. */
function exportsOf(specifier: string): Set<string> | undefined {
  const types = entryTypes.get(specifier);
  if (!types) return undefined;
  entriesProgram ??= ts.createProgram(
    [...new Set([...entryTypes.values()].filter((path): path is string => path !== undefined && !path.includes('*')))],
    {
      skipLibCheck: true,
    },
  );
  const checker = entriesProgram.getTypeChecker();
  const module = checker.getSymbolAtLocation(entriesProgram.getSourceFile(types)!);
  return new Set(module ? checker.getExportsOfModule(module).map((symbol) => symbol.name) : []);
}

/** Each `import { … } from 'crypto-checkout…'` in the pages' code whose entry or names the package lacks. */
function importProblems(pages: Page[]): string[] {
  const problems: string[] = [];
  for (const fence of pages.flatMap((page) => page.fences)) {
    for (const match of fence.text.matchAll(
      /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(crypto-checkout(?:\/[^']*)?)'/g,
    )) {
      const [, list, specifier] = match as unknown as [string, string, string];
      const where = `${fence.page}:${fence.line + lineAt(fence.text, match.index) - 1}`;
      const names = exportsOf(specifier);
      if (!names) {
        problems.push(`${where}: package.json exports no ${specifier}`);
        continue;
      }
      for (const item of list
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const name = item.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
        if (!names.has(name)) problems.push(`${where}: ${specifier} exports no ${name}`);
      }
    }
  }
  return problems;
}

test("every name the docs' code imports from the package is exported by that entry", () => {
  assert.deepEqual(importProblems(DOCS.map((path) => readPage(path))), []);
});

test('the import check finds a name an entry lacks, and an entry the package lacks', () => {
  const page = readPage(
    'docs/planted.md',
    "```ts\nimport { createInvoiceHandler, createInvoceHandler } from 'crypto-checkout/server';\n" +
      "import { redisStore } from 'crypto-checkout/redis';\n```\n",
  );
  assert.deepEqual(importProblems([page]), [
    'docs/planted.md:2: crypto-checkout/server exports no createInvoceHandler',
    'docs/planted.md:3: package.json exports no crypto-checkout/redis',
  ]);
});
