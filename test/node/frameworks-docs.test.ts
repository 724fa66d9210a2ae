// docs/frameworks.md shows the apps' own code: each fenced block whose first line names a file of
// examples/frameworks/ (`// examples/frameworks/next/app/jsx/checkout.tsx`, or in an HTML comment) holds, but
// for that line, text found as it is in that file; and each app has at least one such block.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const PAGE = 'docs/frameworks.md';

/**
 * Each fenced block of `markdown` that names an app's file on its first line (on its second in an Astro
 * component, after the frontmatter's opening `---`): the file, and the block without that line.
 */
function quotes(markdown: string): { file: string; code: string }[] {
  return [...markdown.matchAll(/^```\w*\n([\s\S]*?)^```$/gm)].flatMap(([, block]) => {
    const lines = block!.split('\n');
    const at = lines[0] === '---' ? 1 : 0;
    const file = /^(?:\/\/|<!--)\s*(examples\/frameworks\/[\w./+-]+)/.exec(lines[at] ?? '')?.[1];
    return file ? [{ file, code: [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n') }] : [];
  });
}

test("docs/frameworks.md quotes each app's files as they are", () => {
  const found = quotes(readFileSync(PAGE, 'utf8'));
  const problems = found.flatMap(({ file, code }) => {
    if (!existsSync(file)) return [`${file}: no such file`];
    return readFileSync(file, 'utf8').includes(code) ? [] : [`${file}: the page's block differs from the file`];
  });
  assert.deepEqual(problems, []);
  const apps = readdirSync('examples/frameworks', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const app of apps) {
    assert.ok(
      found.some(({ file }) => file.startsWith(`examples/frameworks/${app.name}/`)),
      `${PAGE} quotes no file of examples/frameworks/${app.name}`,
    );
  }
});

test('the check finds a block that differs from its file', () => {
  const markdown = ['```ts', '// examples/frameworks/nuxt/nuxt.config.ts', 'export default {};', '```'].join('\n');
  const [quote] = quotes(markdown);
  assert.deepEqual(quote, { file: 'examples/frameworks/nuxt/nuxt.config.ts', code: 'export default {};\n' });
  assert.ok(!readFileSync(quote.file, 'utf8').includes(quote.code));
});
