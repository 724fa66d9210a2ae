// The links of a Markdown file and whether each one lands: a relative link on a file that exists, an #anchor on a
// heading of that file (GitHub's slugs), an http(s) link well-formed (never fetched: no network in CI).
// Used by test/node/links.test.ts and docs-drift.test.ts (the repository) and test/frameworks/package.test.ts
// (the tarball).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface Link {
  file: string;
  line: number;
  target: string;
}

/** Markdown with fenced code blocks and inline code spans blanked out (line numbers kept). */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
}

/** Every inline link and image target, reference definition and HTML href/src of `file`. */
export function linksOf(file: string): Link[] {
  const text = withoutCode(readFileSync(file, 'utf8'));
  const links: Link[] = [];
  const patterns = [
    /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    /^\s*\[[^\]]+\]:\s*(\S+)/gm,
    /\s(?:href|src)="([^"]+)"/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      links.push({ file, line: text.slice(0, match.index).split('\n').length, target: match[1]! });
    }
  }
  return links;
}

/** GitHub's anchors for the headings of a Markdown file: lower case, punctuation dropped, spaces as hyphens. */
export function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutFences(readFileSync(file, 'utf8')).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

function withoutFences(markdown: string): string {
  return markdown.replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '');
}

/** The anchor GitHub gives a heading's text. */
export function slugOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * What is wrong with `link`, or undefined when it lands. `exists` says whether a path (relative to `root`)
 * is there: the repository's files by default, or a tarball's list.
 */
export function problemOf(
  link: Link,
  root: string,
  exists: (path: string) => boolean = (path) => existsSync(join(root, path)),
): string | undefined {
  const { target } = link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    if (/^mailto:/i.test(target)) return undefined;
    if (!/^https?:\/\//i.test(target)) return `scheme not allowed: ${target}`;
    try {
      const url = new URL(target);
      if (!url.hostname.includes('.')) return `no public host name: ${target}`;
      return undefined;
    } catch {
      return `malformed URL: ${target}`;
    }
  }
  if (target.startsWith('//')) return `protocol-relative link: ${target}`;
  const [pathPart = '', anchor] = target.split('#', 2) as [string, string | undefined];
  const path = pathPart
    ? relative(root, join(dirname(link.file), decodeURIComponent(pathPart)))
    : relative(root, link.file);
  if (path.startsWith('..')) return `outside the repository: ${target}`;
  if (!exists(path)) return `no such file: ${path}`;
  if (anchor !== undefined) {
    const full = join(root, path);
    if (!full.endsWith('.md') || statSync(full).isDirectory())
      return `an anchor on a file that is not Markdown: ${target}`;
    if (!anchorsOf(full).has(anchor)) return `no heading #${anchor} in ${path}`;
  }
  return undefined;
}
