/** Reading untrusted JSON: objects, their own keys, text worth showing, and ISO 8601 timestamps. */

// ISO 8601 with a zone: without one, a time would be read in the payer's own zone.
const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d\d):(\d\d))$/;

export type Json = Record<string, unknown>;

/** A string with something to show. */
export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Milliseconds since epoch of an ISO 8601 timestamp with a zone; undefined
 * for any other string and for a moment that does not exist (30 February,
 * hour 24, an offset of +24:00), which `Date.parse` would roll over.
 */
export function parseTimestamp(value: unknown): number | undefined {
  const match = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '00', fraction = '', sign, offsetHours = '0', offsetMinutes = '0'] =
    match;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(+year!, +month! - 1, +day!);
  const time = date.setUTCHours(+hour!, +minute!, +second, +fraction.padEnd(3, '0').slice(0, 3));
  // A moment that does not exist rolls over into another one, which reads back otherwise.
  const exists =
    date.toISOString().startsWith(`${year}-${month}-${day}T${hour}:${minute}:${second}`) &&
    +offsetHours < 24 &&
    +offsetMinutes < 60;
  return exists ? time - (sign === '-' ? -1 : 1) * (+offsetHours * 60 + +offsetMinutes) * 60_000 : undefined;
}

/** A JSON object: not null, not an array. */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value at `keys` inside `value`, through JSON objects and their own
 * properties only: `__proto__` and friends in hostile JSON are just keys.
 */
export function at(value: unknown, ...keys: string[]): unknown {
  for (const key of keys) value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  return value;
}
