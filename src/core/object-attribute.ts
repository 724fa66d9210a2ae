/** An object given to an attribute, as a framework's server render writes it, and what the element says of it. */

/** What a framework's server render writes for an object given to an attribute (`invoice`, `channel`). */
export const OBJECT_ATTRIBUTE = '[object Object]';

/** What the `checkout-error` says when no property came for the `name` attribute. */
export const objectAttributeMistake = (name: string) =>
  `The ${name} attribute is "[object Object]" and no ${name} property came. Set the \`${name}\` property instead ` +
  `(docs/troubleshooting.md).`;
