// @ts-check
// The parts a page adds to the checkout, each as a script-tag file of its own beside dist/crypto-checkout.min.js:
// the coin picker (dist/crypto-checkout-picker.min.js), so that invoice-only pages never load it, and the browser
// wallets (dist/crypto-checkout-wallets.min.js), which only pages that want them load. npm users get the same
// split from their bundler: the picker's `import()` in src/picker/load.ts becomes a chunk, and the wallets are an
// entry of their own (crypto-checkout/wallets). An `import()` carries no integrity value, so the script-tag build
// replaces src/picker/load.ts: the page loads each part file with its own `<script type="module" integrity>`, as it
// loads a locale file, and the browser checks it.
//
// A part file carries no Lit and no module of the core file: it takes Lit's `html` and the helpers of the core
// file it needs (SHARED) from the core file at run time. The files meet in one slot on `globalThis`, named with
// the package's version (files of two versions never mix), in either order of loading: the core file publishes
// what it shares, and a part file waits for that (a top-level await) before it runs. Then the picker registers
// itself in the slot, and the element waits for that registration when a page uses the picker (`order-src`,
// `methods`); the wallets register with the element's plug point (src/ui/payment-addon.ts, shared), which draws
// them into the elements already on the page. The core file never waits for the wallets.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const SLOT = `globalThis[Symbol.for(${JSON.stringify(`crypto-checkout.parts ${version}`)})]`;

/**
 * What the part files take from the core file, by module: their imports of these resolve to the core's. Only
 * what the core file carries anyway, or costs it a few bytes (`addPaymentAddon`): each name is in the core file
 * for every page. The names are one set, published as one object: a part's import of a name from any of these
 * modules gets the core's (Lit's `css` is src/ui/styles.ts's, Lit's for a sheet without values inside).
 */
export const SHARED = {
  lit: ['html', 'nothing'],
  'src/ui/styles.ts': ['css'],
  'src/core/address.ts': ['networkKeys', 'networkNamed', 'networksDisagree'],
  'src/core/decimal.ts': ['isDecimalString', 'isPositiveDecimal', 'toBaseUnits'],
  'src/core/invoice.ts': ['CURRENCY', 'parseInvoice'],
  'src/core/json.ts': ['isObject', 'isText'],
  'src/core/payment-uri.ts': ['EVM_CHAINS'],
  'src/core/text.ts': ['HIDDEN_CHARACTER'],
  'src/i18n/localize.ts': ['registerTranslation', 'resolveLocale'],
  'src/ui/controllers/invoice-poller.ts': ['fetchJson'],
  'src/ui/events.ts': ['checkoutEvent'],
  'src/ui/message.ts': ['errorScreen'],
  'src/ui/parts.ts': ['sentence'],
  'src/ui/payment-addon.ts': ['addPaymentAddon'],
};
const NAMES = Object.values(SHARED).flat();
// The core file publishes them as one object: a name shared twice would be one module's for both.
if (new Set(NAMES).size !== NAMES.length) throw new Error('scripts/part-files.mjs: a name is twice in SHARED');
const path = (/** @type {string} */ module) => (module === 'lit' ? module : `${root}${module}`);

/**
 * @typedef {object} Part
 * @property {string} file The file in dist/.
 * @property {string} what What it is, for its licence banner.
 * @property {string} entry Its entry module: a file, or the picker's, written here.
 * @property {RegExp} own Its own modules: the only ones the file may carry, and none the core file may (scripts/bench.mjs).
 */

/** @type {Record<'picker' | 'wallets', Part>} */
export const PARTS = {
  picker: {
    file: 'crypto-checkout-picker.min.js',
    what: 'the coin picker',
    // Registers the picker in the slot, for src/picker/load.ts's replacement below (written in partFile).
    entry: 'crypto-checkout-picker-entry.js',
    // src/picker/load.ts is the core file's: the wait for this one.
    own: /\/src\/(picker\/(?!load\.ts$)|core\/order\.ts$|i18n\/picker-messages\.ts$)/,
  },
  wallets: {
    file: 'crypto-checkout-wallets.min.js',
    what: 'the browser wallets',
    // Registers the wallets with the shared addPaymentAddon, and exports registerWalletTranslation.
    entry: `${root}src/wallets/index.ts`,
    own: /\/src\/(wallets\/|core\/explorer\.ts$|i18n\/wallet-messages\.ts$)/,
  },
};

/** The module whose `import()` the script-tag build replaces. */
const LOADER = `${root}src/picker/load.ts`;
const SHARED_ID = '\0crypto-checkout-shared';
const SLOT_ID = '\0crypto-checkout-slot';

/**
 * The core file's half: src/picker/load.ts publishes what the part files take, and waits for the picker file
 * instead of importing it. When the core file is written, writes the part files beside it, with `plugins` (the
 * template minifier, the SRI plugin) after their own.
 * @param {() => import('vite').PluginOption[]} plugins
 * @returns {import('vite').Plugin}
 */
export function partsHost(plugins) {
  let write = true;
  let used = false;
  return {
    name: 'crypto-checkout:parts-host',
    apply: 'build',
    configResolved(config) {
      write = config.build.write;
    },
    load(id) {
      if (id !== LOADER) return null;
      used = true;
      return loaderSource();
    },
    async closeBundle() {
      // Only the build that carries the loader (not <crypto-channel>'s, nor the bench's unwritten ones).
      if (write && used) for (const part of Object.values(PARTS)) await build(partFileConfig(part, plugins()));
    },
  };
}

/**
 * The text of src/picker/load.ts in the core file: publishes `names` (by default every name of SHARED; the bench
 * builds the file without some), and waits for the picker file.
 * @param {readonly string[]} names
 */
export function loaderSource(names = NAMES) {
  return [
    ...Object.entries(SHARED).flatMap(([module, shared]) => {
      const published = shared.filter((name) => names.includes(name));
      return published.length ? [`import { ${published.join(', ')} } from ${JSON.stringify(path(module))};`] : [];
    }),
    `const slot = (${SLOT} ??= {});`,
    `slot.shared = { ${names.join(', ')} };`,
    'slot.onShared?.(slot.shared);',
    'const picker = new Promise((resolve) => (slot.picker ? resolve(slot.picker) : (slot.onPicker = resolve)));',
    'export const loadPicker = () => picker;',
  ].join('\n');
}

/**
 * The names of SHARED a part file's build output takes from the core file (each is a module of its own there).
 * @param {Awaited<ReturnType<typeof build>>} output
 */
export function sharedNamesOf(output) {
  return [output]
    .flat()
    .flatMap((result) => ('output' in result ? result.output : []))
    .flatMap((file) => (file.type === 'chunk' ? Object.keys(file.modules) : []))
    .filter((id) => id.startsWith(`${SHARED_ID}/`))
    .map((id) => id.slice(SHARED_ID.length + 1));
}

/**
 * The build of a part file in dist/ (scripts/bench.mjs builds them unwritten, with `write: false`).
 * @param {Part} part
 * @param {import('vite').PluginOption[]} plugins
 * @returns {import('vite').InlineConfig}
 */
export function partFileConfig(part, plugins) {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [partFile(part), ...plugins],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry: part.entry, formats: ['es'], fileName: () => part.file },
      rolldownOptions: {
        output: {
          minify: true,
          comments: { annotation: false, legal: false },
          postBanner: `/*! crypto-checkout ${version}: ${part.what}, for crypto-checkout.min.js of the same version. MIT. */`,
        },
      },
    },
  };
}

/**
 * A part file's half: its imports of the shared modules read the slot, once the core file has filled it (every
 * part file loaded before the core file waits for the same promise); the picker's entry registers it in the slot.
 * Any other module of the core file stops the build: it belongs in SHARED, or in the part.
 * @param {Part} part
 * @returns {import('vite').Plugin}
 */
function partFile(part) {
  const shared = new Set(Object.keys(SHARED).map(path));
  return {
    name: 'crypto-checkout:part-file',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Vite resolves a library entry against the root, hence the suffix match.
      if (source.endsWith(PARTS.picker.entry)) return `\0${PARTS.picker.entry}`;
      if (!importer) return null;
      if (source === SLOT_ID) return source;
      // One module per name, without side effects: a part file reads from the slot only the names it uses.
      if (source === SHARED_ID || source.startsWith(`${SHARED_ID}/`)) return { id: source, moduleSideEffects: false };
      if (shared.has(source)) return { id: SHARED_ID, moduleSideEffects: false };
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || shared.has(resolved.id)) return resolved && { id: SHARED_ID, moduleSideEffects: false };
      if (!part.own.test(resolved.id))
        this.error(`${part.file} would carry ${resolved.id}: share it from the core file, or move it to the part`);
      return resolved;
    },
    load(id) {
      if (id === `\0${PARTS.picker.entry}`)
        return [
          `import { PickerController } from ${JSON.stringify(`${root}src/picker/controller.ts`)};`,
          `const slot = ${SLOT};`,
          'slot.picker = { PickerController };',
          'slot.onPicker?.(slot.picker);',
        ].join('\n');
      if (id === SLOT_ID)
        return [
          `const slot = (${SLOT} ??= {});`,
          'export const shared =',
          '  slot.shared ?? (await (slot.sharing ??= new Promise((resolve) => (slot.onShared = resolve))));',
        ].join('\n');
      if (id === SHARED_ID)
        return NAMES.map((name) => `export { ${name} } from ${JSON.stringify(`${SHARED_ID}/${name}`)};`).join('\n');
      if (id.startsWith(`${SHARED_ID}/`)) {
        const name = id.slice(SHARED_ID.length + 1);
        return `import { shared } from ${JSON.stringify(SLOT_ID)};\nexport const ${name} = shared.${name};`;
      }
      return null;
    },
  };
}
