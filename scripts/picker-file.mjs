// @ts-check
// The coin picker as a script-tag file of its own, dist/crypto-checkout-picker.min.js, so that invoice-only pages
// never load it. npm users get the same split from src/picker/load.ts, whose `import()` their bundler turns into a
// chunk; the script-tag build replaces that module, because an `import()` carries no integrity value: the page
// loads the picker file with its own `<script type="module" integrity>`, as it loads a locale file, and the
// browser checks it.
//
// The picker file carries no Lit: it takes Lit's `html` and the few helpers of the core file it needs (SHARED)
// from the core file at run time. The two meet in one slot on `globalThis`, named with the package's version
// (files of two versions never mix), in either order of loading: the core file publishes what it shares, and the
// picker file waits for that (a top-level await) before it runs, then registers itself; the element waits for
// that registration when a page uses the picker (`order-src`, `methods`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const SLOT = `globalThis[Symbol.for(${JSON.stringify(`crypto-checkout.picker ${version}`)})]`;

/** What the picker file takes from the core file, by module: the picker's imports of these resolve to the core's. */
const SHARED = {
  lit: ['html', 'nothing'],
  'src/ui/styles.ts': ['css'],
  'src/core/decimal.ts': ['isDecimalString'],
  'src/core/invoice.ts': ['CURRENCY', 'parseInvoice'],
  'src/core/json.ts': ['isObject'],
  'src/core/text.ts': ['HIDDEN_CHARACTER'],
  'src/i18n/localize.ts': ['registerTranslation', 'resolveLocale'],
  'src/ui/controllers/invoice-poller.ts': ['fetchJson'],
  'src/ui/message.ts': ['errorScreen'],
};
const NAMES = Object.values(SHARED).flat().join(', ');
const path = (/** @type {string} */ module) => (module === 'lit' ? module : `${root}${module}`);

/** The picker's own modules: the only ones the picker file may carry (scripts/bench.mjs names them too). */
export const PICKER_MODULES = /\/src\/(picker\/|core\/order\.ts$|i18n\/picker-messages\.ts$)/;
/** The module whose `import()` the script-tag build replaces. */
const LOADER = `${root}src/picker/load.ts`;
const ENTRY = 'crypto-checkout-picker-entry.js';
const SHARED_ID = '\0crypto-checkout-picker-shared';

/**
 * The core file's half: src/picker/load.ts publishes what the picker file takes, and waits for the picker file
 * instead of importing it. When the core file is written, writes the picker file beside it, with `plugins` (the
 * template minifier, the SRI plugin) after its own.
 * @param {() => import('vite').PluginOption[]} plugins
 * @returns {import('vite').Plugin}
 */
export function pickerHost(plugins) {
  let write = true;
  let used = false;
  return {
    name: 'crypto-checkout:picker-host',
    apply: 'build',
    configResolved(config) {
      write = config.build.write;
    },
    load(id) {
      if (id !== LOADER) return null;
      used = true;
      return [
        ...Object.entries(SHARED).map(
          ([module, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(path(module))};`,
        ),
        `const slot = (${SLOT} ??= {});`,
        `slot.shared = { ${NAMES} };`,
        'slot.onShared?.(slot.shared);',
        'const picker = new Promise((resolve) => (slot.picker ? resolve(slot.picker) : (slot.onPicker = resolve)));',
        'export const loadPicker = () => picker;',
      ].join('\n');
    },
    async closeBundle() {
      // Only the build that carries the loader (not <crypto-channel>'s, nor the bench's unwritten ones).
      if (write && used) await build(pickerFileConfig(plugins()));
    },
  };
}

/**
 * The build of dist/crypto-checkout-picker.min.js.
 * @param {import('vite').PluginOption[]} plugins
 * @returns {import('vite').InlineConfig}
 */
function pickerFileConfig(plugins) {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [pickerFile(), ...plugins],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry: ENTRY, formats: ['es'], fileName: () => 'crypto-checkout-picker.min.js' },
      rolldownOptions: {
        output: {
          minify: true,
          comments: { annotation: false, legal: false },
          postBanner: `/*! crypto-checkout ${version}: the coin picker, for crypto-checkout.min.js of the same version. MIT. */`,
        },
      },
    },
  };
}

/**
 * The picker file's half: its entry registers the picker in the slot; its imports of the shared modules read the
 * slot, once the core file has filled it. Any other module of the core file stops the build: it belongs in
 * SHARED, or in the picker.
 * @returns {import('vite').Plugin}
 */
function pickerFile() {
  const shared = new Set(Object.keys(SHARED).map(path));
  return {
    name: 'crypto-checkout:picker-file',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Vite resolves a library entry against the root, hence the suffix match.
      if (source.endsWith(ENTRY)) return `\0${ENTRY}`;
      if (!importer || source === SHARED_ID) return null;
      if (shared.has(source)) return SHARED_ID;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || shared.has(resolved.id)) return resolved && SHARED_ID;
      if (!PICKER_MODULES.test(resolved.id))
        this.error(`the picker file would carry ${resolved.id}: share it from the core file, or move it to the picker`);
      return resolved;
    },
    load(id) {
      if (id === `\0${ENTRY}`)
        return [
          `import { PickerController } from ${JSON.stringify(`${root}src/picker/controller.ts`)};`,
          `const slot = ${SLOT};`,
          'slot.picker = { PickerController };',
          'slot.onPicker?.(slot.picker);',
        ].join('\n');
      if (id === SHARED_ID)
        return [
          `const slot = (${SLOT} ??= {});`,
          `export const { ${NAMES} } = slot.shared ?? (await new Promise((resolve) => (slot.onShared = resolve)));`,
        ].join('\n');
      return null;
    },
  };
}
