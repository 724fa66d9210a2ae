// `cem analyze` (part of `npm run build`) writes dist/custom-elements.json from the element's JSDoc and
// Lit's static properties: attributes, properties, events with their detail types, CSS parts and custom properties.
// package.json names it in "customElements" for editors, Storybook and docs tools.
import { posix } from 'node:path';

export default {
  // The entry points and what they declare; the pure helpers are internal and typed by the .d.ts files.
  globs: ['src/index.ts', 'src/element.ts', 'src/define.ts', 'src/crypto-checkout.ts'],
  outdir: 'dist',
  litelement: true,
  // package.json lists the manifest itself; the analyzer would otherwise rewrite the file.
  packagejson: false,
  plugins: [publishedManifest()],
};

/**
 * The manifest as the package ships: paths of dist/*.js (src/ is not published), the tag name that
 * define.ts registers instead of the name of its constant, public members only, and no re-exports of
 * TypeScript types (they have no JavaScript declaration to point at).
 */
function publishedManifest() {
  return {
    name: 'crypto-checkout:published-manifest',
    packageLinkPhase({ customElementsManifest: { modules } }) {
      const stringConstants = new Map(
        modules.flatMap((mod) =>
          (mod.declarations ?? [])
            .filter((d) => d.kind === 'variable' && /^'[^']*'$/.test(d.default ?? ''))
            .map((d) => [d.name, d.default.slice(1, -1)]),
        ),
      );
      const tagName = (name) => stringConstants.get(name) ?? name;
      const declared = new Set(modules.flatMap((mod) => (mod.declarations ?? []).map((d) => d.name)));

      for (const mod of modules) {
        const source = mod.path;
        const shipped = (ref) => {
          const path = ref.startsWith('.') ? posix.join(posix.dirname(source), ref) : ref.replace(/^\//, '');
          return path.replace(/^src\/(.*)\.[jt]s$/, 'dist/$1.js');
        };
        mod.path = shipped(source);
        for (const declaration of mod.declarations ?? []) {
          if (declaration.tagName) declaration.tagName = tagName(declaration.tagName);
          if (declaration.members) {
            const isPublic = (m) => !m.privacy || m.privacy === 'public';
            // Lit's `state: true` properties are private fields, never attributes.
            const hidden = new Set(declaration.members.filter((m) => !isPublic(m)).map((m) => m.name));
            declaration.members = declaration.members.filter(isPublic);
            declaration.attributes = declaration.attributes?.filter((a) => !hidden.has(a.fieldName));
          }
        }
        mod.exports = (mod.exports ?? []).filter((e) => declared.has(e.declaration.name));
        for (const entry of mod.exports) {
          if (entry.kind === 'custom-element-definition') entry.name = tagName(entry.name);
          entry.declaration.module = shipped(entry.declaration.module ?? source);
        }
      }
    },
  };
}
