// @ts-check
// `npm run docs:integrity`: after a build, writes each script-tag snippet's `integrity` value in README.md and
// docs/*.md from the .sri file beside the dist/ file its `src` names, so pasted snippets load the files this
// build wrote. test/node/sri.test.ts fails on any value this has not written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const SNIPPET = /src="([^"]*?\/dist\/([\w./-]+\.js))"(\s+)integrity="[^"]+"/g;
const pages = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

for (const page of pages) {
  const text = readFileSync(page, 'utf8');
  const pinned = text.replace(SNIPPET, (_, url, file, space) => {
    const value = readFileSync(`dist/${file}.sri`, 'utf8').trim();
    return `src="${url}"${space}integrity="${value}"`;
  });
  if (pinned !== text) {
    writeFileSync(page, pinned);
    console.log(`${page}: integrity values written`);
  }
}
