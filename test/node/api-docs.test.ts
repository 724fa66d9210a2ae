// docs/api.md is generated from dist/custom-elements.json by scripts/api-docs.mjs (`npm run docs:api`): the
// committed page must be what the script renders from the manifest the current build writes (npm test builds
// first), so an attribute, event, part or custom property added to the element's JSDoc cannot be missing from it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { MANIFEST, PAGE, PAGES, renderApiDocs } from '../../scripts/api-docs.mjs';

function manifest() {
  assert.ok(existsSync(MANIFEST), 'dist/custom-elements.json missing: run npm run build');
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

test('docs/api.md is what scripts/api-docs.mjs renders from the current manifest (npm run docs:api)', async () => {
  assert.equal(readFileSync(PAGE, 'utf8'), await renderApiDocs(manifest()));
});

test('docs/api-channel.md is what it renders for <crypto-channel>', async () => {
  const page = await renderApiDocs(manifest(), 'crypto-channel');
  assert.equal(readFileSync(PAGES['crypto-channel'].page, 'utf8'), page);
  for (const name of ['channel', 'deposits-src', 'checkout-deposit', 'deposits'])
    assert.ok(page.includes(`| \`${name}\``));
});

test('the page lists every attribute, property, event, part and custom property of the manifest', async () => {
  const page = await renderApiDocs(manifest());
  const element = manifest()
    .modules.flatMap((module: { declarations?: unknown[] }) => module.declarations ?? [])
    .find((declaration: { customElement?: boolean }) => declaration.customElement);
  const names: string[] = [
    ...element.attributes.map((attribute: { name: string }) => attribute.name),
    ...element.members
      .filter((member: { kind: string; privacy?: string }) => member.kind === 'field' && member.privacy !== 'private')
      .map((member: { name: string }) => member.name),
    ...element.events.map((event: { name: string }) => event.name),
    ...element.cssParts.map((part: { name: string }) => part.name),
    ...element.cssProperties.map((property: { name: string }) => property.name),
  ];
  assert.ok(names.length > 40);
  for (const name of names) assert.ok(page.includes(`| \`${name}\``), `docs/api.md does not list ${name}`);
});

test('a change to the manifest changes the page (so the first test can fail)', async () => {
  const changed = manifest();
  const element = changed.modules
    .flatMap((module: { declarations?: unknown[] }) => module.declarations ?? [])
    .find((declaration: { customElement?: boolean }) => declaration.customElement);
  element.cssParts.push({ name: 'new-part', description: 'A part added after the page was written.' });
  const page = await renderApiDocs(changed);
  assert.notEqual(page, readFileSync(PAGE, 'utf8'));
  assert.match(page, /\| `new-part` +\| A part added after the page was written\. +\|/);
});
