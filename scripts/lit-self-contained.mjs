// @ts-check
// A Vite build plugin for the script-tag file, which carries its own copy of Lit. Lit's production modules
// talk to whatever else on the page uses Lit, through globals: they call `litHtmlPolyfillSupport`,
// `reactiveElementPolyfillSupport`, `litElementPolyfillSupport` and `litElementHydrateSupport` when a page
// has set them, and push their versions onto `litHtmlVersions` (and the like), which Lit's dev mode reads to
// warn of two copies. This file's copy should do none of that:
// - a page that loads `@lit-labs/ssr-client`'s hydrate support for its own components would otherwise make
//   this element hydrate the server's screen instead of replacing it as it does (src/crypto-checkout.ts);
// - the polyfill hooks, and the check for the ShadyCSS polyfill before adopting style sheets, serve browsers
//   without shadow DOM, which cannot run this ES2022 file anyway;
// - a page's own Lit would warn in dev mode of "multiple versions" that never share anything;
// - it would define `Symbol.metadata` and `litPropertyMetadata` for the page, and read them, for decorators,
//   which these elements do not use (they declare `static properties`).
// The edits are exact: a Lit whose modules read otherwise stops the build, to be read again. About 200 bytes
// gzip. npm users get Lit as published, shared with the rest of their app.

/** @type {Record<string, RegExp[]>} Each pattern must match once; it is removed (a `,` or `;` kept where it separated). */
const EDITS = {
  '@lit/reactive-element/css-tag.js': [/\(void 0===(\w+)\.ShadyCSS\|\|\1\.ShadyCSS\.nativeShadow\)&&/],
  'lit-html/lit-html.js': [
    /,(\w+)=(\w+)\.litHtmlPolyfillSupport;\1\?\.\([\w$]+,[\w$]+\),\(\2\.litHtmlVersions\?\?=\[\]\)\.push\("[\d.]+"\)(?=;)/,
  ],
  '@lit/reactive-element/reactive-element.js': [
    /(?<=;)Symbol\.metadata\?\?=Symbol\("metadata"\),\w+\.litPropertyMetadata\?\?=new WeakMap;/,
    /const (\w+)=this\[Symbol\.metadata\];if\(null!==\1\)\{const (\w+)=litPropertyMetadata\.get\(\1\);if\(void 0!==\2\)for\(const\[(\w+),(\w+)\]of \2\)this\.elementProperties\.set\(\3,\4\)\}/,
    /(?<=,)(\w+)=\w+\.reactiveElementPolyfillSupport,/,
    /,\w+\?\.\(\{ReactiveElement:[\w$]+\}\),\(\w+\.reactiveElementVersions\?\?=\[\]\)\.push\("[\d.]+"\)(?=;)/,
  ],
  'lit-element/lit-element.js': [
    /,\w+\.litElementHydrateSupport\?\.\(\{LitElement:[\w$]+\}\)(?=;)/,
    /(?<=;)const (\w+)=\w+\.litElementPolyfillSupport;\1\?\.\(\{LitElement:[\w$]+\}\);/,
    /(?<=;)\(\w+\.litElementVersions\?\?=\[\]\)\.push\("[\d.]+"\);?/,
  ],
};

/** @returns {import('vite').Plugin} */
export function litSelfContained() {
  return {
    name: 'crypto-checkout:lit-self-contained',
    apply: 'build',
    transform(code, id) {
      const file = Object.keys(EDITS).find((name) => id.replaceAll('\\', '/').endsWith(`/node_modules/${name}`));
      if (!file) return null;
      return EDITS[file].reduce((code, pattern) => {
        const found = code.match(new RegExp(pattern, 'g'))?.length ?? 0;
        if (found !== 1) throw new Error(`lit-self-contained: ${file} has ${pattern} ${found} times, not once`);
        return code.replace(pattern, '');
      }, code);
    },
  };
}
