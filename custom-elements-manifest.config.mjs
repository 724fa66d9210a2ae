// `cem analyze` (part of `npm run build`) writes dist/custom-elements.json from the element's JSDoc and
// Lit's static properties: attributes, properties, events with their detail types, CSS parts and custom properties.
// package.json names it in "customElements" for editors, Storybook and docs tools. From the same data it writes
// the editors' own formats: dist/vscode.html-custom-data.json and dist/vscode.css-custom-data.json (VS Code's
// html.customData and css.customData settings) and dist/web-types.json (JetBrains IDEs, through "web-types").
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';

const packageJson = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// docs/api.md: attributes, properties, events, parts and custom properties in full, on the repository's site.
const apiDocs = {
  name: 'API reference',
  url: new URL('blob/main/docs/api.md', `${packageJson.homepage.split('#')[0]}/`).href,
};
// The editor plugins run after publishedManifest(), so they read the manifest as it ships.
const editorData = {
  outdir: 'dist',
  // The class's long description, not its one-line @summary: it is what a hover is for.
  descriptionSrc: 'description',
  hideLogs: true,
};

export default {
  // The entry points and what they declare; the pure helpers are internal and typed by the .d.ts files.
  globs: [
    'src/index.ts',
    'src/element.ts',
    'src/checkout/define.ts',
    'src/checkout/crypto-checkout.ts',
    'src/channel/index.ts',
    'src/channel/define.ts',
    'src/channel/crypto-channel.ts',
  ],
  outdir: 'dist',
  litelement: true,
  // package.json lists the manifest itself; the analyzer would otherwise rewrite the file.
  packagejson: false,
  plugins: [
    publishedManifest(),
    customElementVsCodePlugin({ ...editorData, referencesTemplate: () => [apiDocs] }),
    customElementJetBrainsPlugin({
      ...editorData,
      referenceTemplate: () => apiDocs,
      // web-types' source.module is what to import the class from: the package's name for dist/index.js, and so on.
      modulePathTemplate: (_name, modulePath) => importSpecifier(modulePath),
    }),
  ],
};

/**
 * The manifest as the package ships: paths of dist/*.js (src/ is not published), the tag name that
 * define.ts registers instead of the name of its constant, public members only, and no re-exports of
 * TypeScript types (they have no JavaScript declaration to point at). Every module it names is one that
 * package.json "exports" serves (see {@link entryPointsOnly}).
 */
function publishedManifest() {
  return {
    name: 'crypto-checkout:published-manifest',
    packageLinkPhase({ customElementsManifest }) {
      const { modules } = customElementsManifest;
      const stringConstants = new Map(
        modules.flatMap((mod) =>
          (mod.declarations ?? [])
            .filter((d) => d.kind === 'variable' && /^'[^']*'$/.test(d.default ?? ''))
            .map((d) => [d.name, d.default.slice(1, -1)]),
        ),
      );
      const tagName = (name) => stringConstants.get(name) ?? name;

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
        for (const entry of mod.exports ?? []) {
          if (entry.kind === 'custom-element-definition') entry.name = tagName(entry.name);
          entry.declaration.module = shipped(entry.declaration.module ?? source);
        }
      }

      customElementsManifest.modules = entryPointsOnly(modules, exportedModules());
      const declared = new Set(
        customElementsManifest.modules.flatMap((mod) => (mod.declarations ?? []).map((d) => d.name)),
      );
      for (const mod of customElementsManifest.modules) {
        mod.exports = mod.exports.filter((e) => declared.has(e.declaration.name));
      }
    },
  };
}

/** The dist/ files that package.json "exports" serves, the ones a consumer can import, by their import specifier. */
function exportedModules() {
  return new Map(
    Object.entries(packageJson.exports).map(([subpath, target]) => [
      (typeof target === 'string' ? target : target.default).replace(/^\.\//, ''),
      packageJson.name + subpath.slice(1),
    ]),
  );
}

/** `crypto-checkout/element` for dist/element.js: what a consumer writes to import a module the manifest names. */
function importSpecifier(modulePath) {
  const specifier = exportedModules().get(modulePath);
  if (!specifier) throw new Error(`${modulePath} is not in package.json "exports"`);
  return specifier;
}

/**
 * The manifest's modules reduced to those a consumer can import. A module's path is the file to import
 * (the schema's words), and "exports" hides the others: tools that follow a path to dist/define.js or
 * dist/crypto-checkout.js would fail. So what an internal module declares and exports moves to the one
 * entry point that re-exports it by name: the class to dist/element.js (`crypto-checkout/element`),
 * TAG_NAME and the registration of <crypto-checkout> to dist/index.js (`crypto-checkout`, which imports
 * define.js). Its unexported declarations go with it (the analyzer lists a render() local as a variable).
 * `export *` becomes the names it re-exports, so the package entry lists the class as well.
 */
function entryPointsOnly(modules, exported) {
  const entryPoints = modules.filter((mod) => exported.has(mod.path));
  const entryPointOf = (path) => {
    if (exported.has(path)) return path;
    const reexporters = entryPoints.filter((mod) =>
      mod.exports?.some((e) => e.kind === 'js' && e.name !== '*' && e.declaration.module === path),
    );
    if (reexporters.length !== 1) {
      throw new Error(`${path} is not in package.json "exports", and ${reexporters.length} entry points re-export it`);
    }
    return reexporters[0].path;
  };

  for (const mod of entryPoints) {
    mod.declarations ??= [];
    mod.exports ??= [];
  }
  for (const mod of modules.filter((m) => !exported.has(m.path))) {
    const entryPoint = entryPoints.find((m) => m.path === entryPointOf(mod.path));
    const named = new Set((mod.exports ?? []).filter((e) => e.kind === 'js').map((e) => e.name));
    entryPoint.declarations.push(...(mod.declarations ?? []).filter((d) => named.has(d.name)));
    entryPoint.exports.push(...(mod.exports ?? []).filter((e) => e.kind === 'custom-element-definition'));
  }
  // Every target first, then the rewrite: rewriting as it goes would hide a re-export from a later lookup.
  const targets = entryPoints.map((mod) => mod.exports.map((entry) => entryPointOf(entry.declaration.module)));
  entryPoints.forEach((mod, i) => mod.exports.forEach((entry, j) => (entry.declaration.module = targets[i][j])));
  for (const mod of entryPoints) {
    mod.exports = mod.exports.flatMap((entry) =>
      entry.name === '*'
        ? entryPoints.find((m) => m.path === entry.declaration.module).exports.filter((e) => e.kind === 'js')
        : [entry],
    );
  }
  return entryPoints;
}
