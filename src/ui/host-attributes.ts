/**
 * Keeps an element's primitive properties and attributes in sync without writing a default to an attribute the
 * page did not set: Lit's `reflect` writes every default at start-up, which a framework that hydrates a
 * server-rendered page reports as a mismatch (and React, Vue and Svelte compare the attributes they rendered).
 */

/** A property, its attribute, and the default that is never written where the page wrote none. */
export type ReflectedProperty<T> = readonly [property: keyof T & string, attribute: string, fallback: unknown];

/** Writes to `host`'s attributes the properties of `reflected` that changed in this update. */
export function writeAttributes<T extends HTMLElement>(
  host: T,
  changed: { has(key: PropertyKey): boolean },
  reflected: readonly ReflectedProperty<T>[],
): void {
  for (const [property, attribute, fallback] of reflected) {
    if (!changed.has(property)) continue;
    const value: unknown = host[property];
    if (value === fallback && !host.hasAttribute(attribute)) continue;
    if (typeof value === 'boolean') host.toggleAttribute(attribute, value);
    else if (value == null) host.removeAttribute(attribute);
    else if (host.getAttribute(attribute) !== String(value)) host.setAttribute(attribute, String(value));
  }
}
