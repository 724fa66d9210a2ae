// @ts-check
// A Vite build plugin for the script-tag file: src/qr.ts gives qrcode one byte-mode segment, so qrcode's
// segmentation (its mode regexes and optimiser, a graph search in the `dijkstrajs` package) never runs and
// its numeric, alphanumeric and kanji encoders are never constructed. The build swaps them for stand-ins:
// `segments` turns the given segments into byte data and nothing else, and `regex`, read only for
// segmentation, is empty.
// That keeps about 1.5 KB min + gzip out of the file. npm users bundle qrcode whole, as published; the
// built file's QR codes are decoded in test/bundle.test.ts.
import { createRequire } from 'node:module';

const BYTE_DATA = createRequire(import.meta.url).resolve('qrcode/lib/core/byte-data.js');

// Each throws the same short message: the file ships it, so its words are counted in bytes too.
const THROW = "throw new Error('qrcode: this build encodes in byte mode only')";
/** @type {Record<string, string>} */
const STAND_INS = {
  // qrcode.js calls fromArray with src/qr.ts's one segment; mode.js reads the regexes only for segmentation.
  './segments': `import ByteData from ${JSON.stringify(BYTE_DATA)};
    export const fromArray = (segments) => segments.map((segment) => new ByteData(segment.data));
    export function fromString() { ${THROW}; }
    export const rawSplit = fromString;`,
  './regex': 'module.exports = {};',
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
      if (fromQrcode && Object.hasOwn(STAND_INS, source)) return PREFIX + source;
      return null;
    },
    load: (id) => (id.startsWith(PREFIX) ? STAND_INS[id.slice(PREFIX.length)] : null),
  };
}
