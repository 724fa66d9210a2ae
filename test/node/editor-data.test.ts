// What editors read from the build (run `npm run build` first): custom-elements.json names only modules a
// consumer can import, and the VS Code custom data and JetBrains web-types made from it list every attribute
// (its description, and its values when its type is a union of strings), every event, CSS custom property
// and part of <crypto-checkout>. Generated from the manifest, so a new attribute or event shows up by itself.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => JSON.parse(readFileSync(join(repo, path), 'utf8'));

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
}
interface Module {
  path: string;
  declarations?: (Described & { tagName?: string; kind: string })[];
  exports?: { kind: string; name: string; declaration: { name: string; module?: string } }[];
}
interface Element extends Described {
  attributes: (Described & { fieldName: string })[];
  members: (Described & { kind: string; static?: boolean })[];
  events: Described[];
  cssProperties: Described[];
  cssParts: Described[];
}

for (const file of ['custom-elements.json', 'vscode.html-custom-data.json', 'web-types.json']) {
  assert.ok(existsSync(join(repo, 'dist', file)), `dist/${file} is missing: run npm run build first`);
}
const packageJson = read('package.json');
const manifest: { modules: Module[] } = read('dist/custom-elements.json');
const element = manifest.modules
  .flatMap((mod) => mod.declarations ?? [])
  .find((declaration) => declaration.tagName === 'crypto-checkout') as unknown as Element;
const names = (list: { name: string }[]) => list.map((item) => item.name);
const byName = <T extends { name: string }>(list: T[]) => new Map(list.map((item) => [item.name, item]));

/** `'a' | 'b'` → ['a', 'b']; nothing for a type that is not a union of string literals. */
function stringValues(type: string | undefined): string[] {
  const members = (type ?? '').split('|').map((member) => member.trim());
  return members.every((member) => /^'[^']*'$/.test(member)) ? members.map((member) => member.slice(1, -1)) : [];
}

test('the manifest declares <crypto-checkout> with attributes and events', () => {
  assert.ok(element, 'the manifest declares <crypto-checkout>');
  assert.ok(element.attributes.length > 0 && element.events.length > 0);
  assert.ok(stringValues(element.attributes.find((a) => a.name === 'status')?.type?.text).includes('pending'));
});

test('every module the manifest names is one that package.json exports', () => {
  const exported = new Set(
    Object.values(packageJson.exports as Record<string, string | { default: string }>).map((target) =>
      (typeof target === 'string' ? target : target.default).replace(/^\.\//, ''),
    ),
  );
  const named = manifest.modules.flatMap((mod) => [
    mod.path,
    ...(mod.exports ?? []).map((entry) => entry.declaration.module ?? mod.path),
  ]);
  assert.deepEqual(
    named.filter((path) => !exported.has(path)),
    [],
  );
  const definition = manifest.modules
    .flatMap((mod) => (mod.exports ?? []).map((entry) => ({ ...entry, path: mod.path })))
    .find((entry) => entry.kind === 'custom-element-definition');
  assert.deepEqual(definition && { path: definition.path, name: definition.name }, {
    path: 'dist/index.js',
    name: 'crypto-checkout',
  });
});

describe('VS Code custom data', () => {
  const html = read('dist/vscode.html-custom-data.json');
  const css = read('dist/vscode.css-custom-data.json');
  const tag = html.tags.find((t: { name: string }) => t.name === 'crypto-checkout');

  test('lists every attribute with its description and string values', () => {
    assert.deepEqual(names(tag.attributes), names(element.attributes));
    const listed = byName<{ name: string; description: string; values: { name: string }[] }>(tag.attributes);
    for (const attribute of element.attributes) {
      const entry = listed.get(attribute.name)!;
      assert.equal(entry.description, attribute.description, attribute.name);
      assert.deepEqual(names(entry.values), stringValues(attribute.type?.text), attribute.name);
    }
  });

  test('describes every event, CSS custom property and part on the tag', () => {
    for (const item of [...element.events, ...element.cssProperties, ...element.cssParts]) {
      assert.ok(tag.description.includes(`**${item.name}** - ${item.description}`), item.name);
    }
  });

  test('the CSS data lists every custom property and ::part() of both elements', () => {
    assert.deepEqual(names(css.properties), names(element.cssProperties));
    // <crypto-checkout>'s parts, then <crypto-channel>'s: the data lists each element's in turn.
    const channel = manifest.modules
      .flatMap((mod) => mod.declarations ?? [])
      .find((declaration) => declaration.tagName === 'crypto-channel') as unknown as Element;
    assert.deepEqual(
      css.pseudoElements.map((part: { name: string }) => part.name),
      [...element.cssParts, ...channel.cssParts].map((part) => `::part(${part.name})`),
    );
  });
});

describe('JetBrains web-types', () => {
  const webTypes = read('dist/web-types.json');
  const tag = webTypes.contributions.html.elements.find((t: { name: string }) => t.name === 'crypto-checkout');

  test('package.json points at it, and it names the package and version', () => {
    assert.equal(packageJson['web-types'], './dist/web-types.json');
    assert.deepEqual([webTypes.name, webTypes.version], [packageJson.name, packageJson.version]);
  });

  test('lists every attribute with its description, type and default', () => {
    assert.deepEqual(
      tag.attributes,
      element.attributes.map((attribute) => ({
        name: attribute.name,
        description: attribute.description,
        value: { type: attribute.type?.text ?? 'string', ...(attribute.default && { default: attribute.default }) },
      })),
    );
  });

  test('lists every event, as markup events and as JavaScript events, and every property', () => {
    const events = element.events.map((event) => ({
      name: event.name,
      type: event.type?.text,
      description: event.description,
    }));
    assert.deepEqual(tag.events, events);
    assert.deepEqual(tag.js.events, events);
    const fields = element.members.filter((member) => member.kind === 'field' && !member.static);
    assert.deepEqual(names(tag.js.properties), names(fields));
  });

  test("source names the class and an import specifier that resolves to the manifest's module", () => {
    const definition = manifest.modules
      .flatMap((mod) => mod.exports ?? [])
      .find((entry) => entry.kind === 'custom-element-definition')!;
    assert.equal(tag.source.symbol, definition.declaration.name);
    // The package resolving its own name through "exports", as an app that installed it would.
    assert.equal(
      import.meta.resolve(tag.source.module),
      pathToFileURL(join(repo, definition.declaration.module!)).href,
    );
  });
});
