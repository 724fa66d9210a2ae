// @ts-check
// A Vite build plugin for the script-tag file: src/qr.ts gives qrcode one byte-mode segment, so qrcode's
// mode optimiser (a graph search, the `dijkstrajs` package) never runs and its numeric, alphanumeric and
// kanji encoders are never constructed. The build swaps them for stand-ins that throw if they ever were,
// which keeps 0.7 KB min + gzip out of the file. npm users bundle qrcode whole, as published; the built
// file's QR codes are decoded in test/bundle.test.ts.

// Each throws the same short message: the file ships it, so its words are counted in bytes too.
const THROW = "throw new Error('qrcode: this build encodes in byte mode only')";
/** @type {Record<string, string>} */
const STAND_INS = {
  // segments.js calls dijkstra.find_path(...).
  dijkstrajs: `export function find_path() { ${THROW}; }`,
  // segments.js constructs these with \`new\`.
  './numeric-data': `module.exports = function () { ${THROW}; };`,
  './alphanumeric-data': `module.exports = function () { ${THROW}; };`,
  './kanji-data': `module.exports = function () { ${THROW}; };`,
};
const PREFIX = '\0crypto-checkout-stand-in:';

/** @returns {import('vite').Plugin} */
export function byteModeQr() {
  return {
    name: 'crypto-checkout:byte-mode-qr',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromQrcode = importer?.replaceAll('\\', '/').includes('/qrcode/lib/core/');
      if (source === 'dijkstrajs' || (fromQrcode && Object.hasOwn(STAND_INS, source))) return PREFIX + source;
      return null;
    },
    load: (id) => (id.startsWith(PREFIX) ? STAND_INS[id.slice(PREFIX.length)] : null),
  };
}
