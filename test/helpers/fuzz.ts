// Shared by the parsers' property-based tests (test/node/invoice.fuzz.test.ts, test/node/channel.test.ts): hostile
// values and keys, and random edits of a valid document at any depth.
import fc from 'fast-check';

/** Characters with no place in payment instructions: format (zero-width, bidi), controls but tab and line breaks, separators. */
export const HIDDEN = /[\p{Cf}\p{Zl}\p{Zp}]|(?![\t\n\r])\p{Cc}/u;
export const hiddenCharacter = fc.constantFrom(
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u061C',
  '\u2028',
  '\u2029',
  '\u0000',
  '\u001B',
  '\u007F',
  '\u0085',
);

/** Keys that trip naive parsers: prototype keys, the service's own names, and odd ones. */
export const key = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'),
  fc.constantFrom('data', 'type', 'id', 'attributes', 'included', 'relationships', 'value', 'address', 'status'),
  fc.string({ maxLength: 12 }),
);
const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((length) => 'A'.repeat(length));
export const oddValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  hugeString,
  fc.constantFrom('', ' ', '0', '1e-7', 'NaN', 'undefined', '-1', '1.', '.5', '١٢٣', '0x10', '2026-01-01T00:00:00'),
  fc.constantFrom('2026-02-30T10:00:00.000Z', '2026-01-01T24:00:00.000Z', '2099-01-01T00:00:00.000Z', 'a%20b', 'a+b'),
  fc.tuple(fc.string({ maxLength: 6 }), hiddenCharacter).map(([text, hidden]) => `${text}${hidden}${text}`),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(key, fc.string(), { maxKeys: 3 }),
);

type Path = (string | number)[];

/** Every path to a value inside `value`, containers included. */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const children = Object.keys(value).flatMap((child) =>
    paths((value as Record<string, unknown>)[child], [...prefix, Array.isArray(value) ? Number(child) : child]),
  );
  return [prefix, ...children];
}

type Mutation = { kind: 'delete' | 'replace' | 'add'; at: number; value: unknown; key: string };

/** Applies one mutation to a copy of the document, at the `at`-th of its paths. */
export function mutate(document: unknown, mutation: Mutation): unknown {
  // A JSON round trip, as the document would arrive: own `__proto__` keys stay keys.
  const copy: unknown = JSON.parse(JSON.stringify(document));
  const all = paths(copy).filter((path) => path.length > 0);
  // Earlier mutations may have emptied the document: nothing left to edit.
  if (all.length === 0) return copy;
  const path = all[mutation.at % all.length]!;
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], copy) as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (mutation.kind === 'delete') delete parent[last];
  else if (mutation.kind === 'replace') parent[last] = mutation.value;
  else if (typeof parent[last] === 'object' && parent[last] !== null && !Array.isArray(parent[last])) {
    // Defined as an own property, as JSON.parse would, so `__proto__` is a key and not the prototype.
    // Objects only: JSON has no named keys on arrays, and an array's `length` set to an object throws.
    Object.defineProperty(parent[last], mutation.key, {
      value: mutation.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

export const mutation = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('delete', 'replace', 'add'),
  at: fc.nat(),
  value: oddValue,
  key,
});
