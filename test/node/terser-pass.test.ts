// The properties the script-tag build shortens (scripts/terser-pass.mjs) must be ones nothing outside the file
// reads by name: not a key of the words (registerTranslation and the packed locale files), not a public
// property, attribute or event detail of either element, not a field of the payment service's documents.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { INTERNAL_PROPERTIES } from '../../scripts/terser-pass.mjs';
import { channelEn } from '../../src/channel-messages.js';
import { en } from '../../src/messages.js';
import { pickerEn } from '../../src/picker-messages.js';

/** Every key of `words`, nested ones too. */
const keysOf = (words: object): string[] =>
  Object.entries(words).flatMap(([key, value]) => [key, ...(value && typeof value == 'object' ? keysOf(value) : [])]);

test('no shortened property is a key of the words', () => {
  const keys = new Set([en, pickerEn, channelEn].flatMap(keysOf));
  assert.deepEqual(
    INTERNAL_PROPERTIES.filter((name) => keys.has(name)),
    [],
  );
});

test("no shortened property is in the elements' public API: the manifest's names, the events' detail fields", () => {
  // Built by `npm run build` (npm test builds first): every property, attribute, event, part and state named.
  const names = new Set<string>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!node || typeof node != 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'name' && typeof value == 'string') names.add(value);
      else collect(value);
    }
  };
  collect(JSON.parse(readFileSync(new URL('../../dist/custom-elements.json', import.meta.url), 'utf8')));
  const events = readFileSync(new URL('../../src/events.ts', import.meta.url), 'utf8');
  for (const [, field] of events.matchAll(/^\s+(\w+)\??:/gm)) names.add(field!);
  assert.ok(names.has('orderSrc') && names.has('invoiceId'), 'the manifest and the event details were read');
  assert.deepEqual(
    INTERNAL_PROPERTIES.filter((name) => names.has(name)),
    [],
  );
});

test("no shortened property is a field of the payment service's documents", () => {
  // The service's documents as the typed client declares them (src/client/types.ts), field by field.
  const types = readFileSync(new URL('../../src/client/types.ts', import.meta.url), 'utf8');
  const fields = new Set([...types.matchAll(/^\s+(\w+)\??:/gm)].map(([, field]) => field!));
  assert.ok(fields.has('amountCharged') && fields.has('payCurrency'), 'the invoice and deposit fields were read');
  assert.deepEqual(
    INTERNAL_PROPERTIES.filter((name) => fields.has(name)),
    [],
  );
});
