// @ts-check
// A Vite build plugin for the script-tag file, which carries qrcode's encoder inside. It changes how the
// encoder is packed, never what it draws (test/bundle.test.ts decodes the built file's codes):
// - qrcode's core modules are rewritten from CommonJS into ES modules, so they need no wrappers or interop
//   helpers and the exports nothing calls are left out;
// - src/qr.ts gives qrcode one byte-mode segment, so qrcode's segmentation (its mode regexes and optimiser,
//   a graph search in the `dijkstrajs` package) never runs and its numeric, alphanumeric and kanji encoders
//   are never constructed: `segments` and `mode` are replaced by stand-ins for byte mode alone;
// - its error messages become one short one: src/qr.ts reads any throw as "too long for a QR code";
// - its Reed-Solomon encoder is scripts/qr-reed-solomon.mjs, the same codewords without qrcode's log tables
//   and polynomial module.
// - code src/qr.ts never runs is left out (qrcode's options, and its masks: src/qr.ts chooses and applies the
//   mask itself; input other than one array of segments, other modes' capacity, checks its own callers always
//   pass, what src/qr.ts never reads of the symbol), and two tables become a formula and a shorter table
//   (EDITS).
// Together about 3 KB min + gzip. npm users bundle qrcode whole, as published.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const BYTE_DATA = require.resolve('qrcode/lib/core/byte-data.js');
const EC_SOURCE = readFileSync(require.resolve('qrcode/lib/core/error-correction-code.js'), 'utf8');
const UTILS_SOURCE = readFileSync(require.resolve('qrcode/lib/core/utils.js'), 'utf8');

/**
 * The numbers of one of qrcode's tables (`const NAME = [...]`), read from its source when the build runs.
 * @param {string} source
 * @param {string} name
 */
function table(source, name) {
  const body = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(source)?.[1];
  return (
    body
      ?.replace(/\/\/.*$/gm, '')
      .split(',')
      .map(Number)
      .filter(Number.isInteger) ?? []
  );
}

/**
 * Level M's column of one of qrcode's error correction tables (four numbers per version, L M Q H).
 * @param {string} name
 */
function levelM(name) {
  const numbers = table(EC_SOURCE, name);
  if (numbers.length !== 160) throw new Error(`byte-mode-qr: ${name} is not 40 versions of 4 levels`);
  return numbers.filter((_, index) => index % 4 === 1);
}

/**
 * The codewords of a symbol of `version` (ISO/IEC 18004): the modules left once the finder, timing,
 * alignment, format and version patterns are drawn, over 8. The build carries it in place of qrcode's
 * table of the 40 answers (about 100 bytes less gzip), and checks it against that table here.
 * @param {number} version
 */
function symbolCodewords(version) {
  const alignments = Math.floor(version / 7) + 2;
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) modules -= (25 * alignments - 10) * alignments - 55;
  if (version >= 7) modules -= 36;
  return Math.floor(modules / 8);
}
const CODEWORDS_COUNT = table(UTILS_SOURCE, 'CODEWORDS_COUNT');
if (
  CODEWORDS_COUNT.length !== 41 ||
  CODEWORDS_COUNT.some((count, version) => version && count !== symbolCodewords(version))
)
  throw new Error("byte-mode-qr: symbolCodewords disagrees with qrcode's CODEWORDS_COUNT");

// Level M's blocks per version, and error correction codewords per block: every block of a version has as
// many, and that table is shorter and repeats more than qrcode's totals (70 bytes less gzip).
const BLOCKS_M = levelM('EC_BLOCKS_TABLE');
const PER_BLOCK_M = levelM('EC_CODEWORDS_TABLE').map((total, index) => total / BLOCKS_M[index]);
if (!PER_BLOCK_M.every(Number.isInteger)) throw new Error('byte-mode-qr: a version has blocks of unequal size');

// The error correction codewords by scripts/qr-reed-solomon.mjs, the same as qrcode's: its encoder, and with it
// its log tables and polynomial arithmetic, stay out of the file (about 400 bytes gzip).
const REED_SOLOMON = fileURLToPath(new URL('./qr-reed-solomon.mjs', import.meta.url));

// The one message of every qrcode error in this build: the file ships its words.
const THROW = "throw new Error('qrcode')";
/** @type {Record<string, string>} */
const STAND_INS = {
  // qrcode.js calls fromArray with src/qr.ts's one segment.
  './segments': `import ByteData from ${JSON.stringify(BYTE_DATA)};
    export const fromArray = (segments) => segments.map((segment) => new ByteData(segment.data));
    export function fromString() { ${THROW}; }
    export const rawSplit = fromString;`,
  // Error correction level M alone, which src/qr.ts asks for: the level (its format bits are 0), and the
  // blocks and codewords per version.
  './error-correction-level': `export const M = { bit: 0 };
    export const from = () => M;`,
  './error-correction-code': `const BLOCKS = [${BLOCKS_M}];
    const PER_BLOCK = [${PER_BLOCK_M}];
    export const getBlocksCount = (version) => BLOCKS[version - 1];
    export const getTotalCodewordsCount = (version) => BLOCKS[version - 1] * PER_BLOCK[version - 1];`,
  // Byte mode alone: what byte-data.js, version.js and qrcode.js read of mode.js (MIXED is a marker).
  './mode': `export const BYTE = { bit: 4, ccBits: [8, 16, 16] };
    export const MIXED = { bit: -1 };
    export const getCharCountIndicator = (mode, version) => mode.ccBits[version < 10 ? 0 : version < 27 ? 1 : 2];`,
};
// Edits by module, as exact text (or a pattern) and what replaces it; a text not found stops the build, as a
// new qrcode has to be read again. Most close code src/qr.ts never runs, so the minifier drops it.
/** @type {Record<string, [string | RegExp, string][]>} */
const EDITS = {
  // The options object (src/qr.ts asks for level M and the smallest version), the mask (src/qr.ts chooses and
  // applies it, with the format information that names it: the symbol comes back unmasked, and without the
  // `maskPattern` that would say a mask was applied), input other than an array of segments (it always passes
  // one segment), the check of a version the caller chose, and of the symbol it returns, all but the modules.
  'qrcode.js': [
    ["if (typeof data === 'undefined' || data === '') {", 'if (false) {'],
    ["if (typeof options !== 'undefined') {", 'if (false) {'],
    ['if (isNaN(maskPattern)) {', 'if (false) {'],
    ['  MaskPattern.applyMask(maskPattern, modules)\n', ''],
    ['  setupFormatInfo(modules, errorCorrectionLevel, maskPattern)\n', ''],
    ["} else if (typeof data === 'string') {", '} else if (false) {'],
    ['if (!version) {', 'if (true) {'],
    ['} else if (version < bestVersion) {', '} else if (false) {'],
    ['if (Array.isArray(data)) {', 'if (true) {'],
    [/^  return \{\n    modules: modules,[^}]*\}$/m, '  return { modules }'],
  ],
  // The version for several segments, none or one not in an array, the capacity in modes other than byte,
  // and checks of versions that come from qrcode's own loop over 1 to 40.
  'version.js': [
    ['if (data.length > 1) {', 'if (false) {'],
    ['if (!VersionCheck.isValid(version)) {', 'if (false) {'],
    ['if (!VersionCheck.isValid(version) || version < 7) {', 'if (false) {'],
    ["if (typeof mode === 'undefined') mode = Mode.BYTE", ''],
    ['if (mode === Mode.MIXED) return dataTotalCodewordsBits', ''],
    ['if (Array.isArray(data)) {', 'if (true) {'],
    ['if (data.length === 0) {', 'if (false) {'],
    [/switch \(mode\) \{[^}]*\}/, 'return Math.floor(usableBits / 8)'],
  ],
  // symbolCodewords in place of the table, and checks of those versions again.
  'utils.js': [
    ['const CODEWORDS_COUNT = [', `${symbolCodewords}\nconst CODEWORDS_COUNT = [`],
    ['return CODEWORDS_COUNT[version]', 'return symbolCodewords(version)'],
    ['if (!version) throw new Error(\'"version" cannot be null or undefined\')', ''],
    ['if (version < 1 || version > 40) throw new Error(\'"version" should be in range from 1 to 40\')', ''],
  ],
  // Methods nothing calls (a prototype's methods are not left out by themselves), and text (src/qr.ts
  // encodes its text to bytes itself).
  'bit-buffer.js': [[/  get: function \(index\) \{[^}]*\},\n/, '']],
  'byte-data.js': [
    ["if (typeof (data) === 'string') {", 'if (false) {'],
    [/^ByteData(?:\.prototype)?\.getBitsLength = function[^}]*\}\n/gm, ''],
  ],
  // Its size is a version's (4 × version + 17). Reading and flipping a module one at a time was for the masks
  // (mask-pattern.js, which the build leaves out): src/qr.ts reads the modules' array.
  'bit-matrix.js': [
    ['if (!size || size < 1) {', 'if (false) {'],
    [/^BitMatrix\.prototype\.(?:get|xor) = function[^}]*\}\n/gm, ''],
  ],
  // The eight masks by their numbers (the names are their bits), so the table of names can go; qrcode asks
  // only for those eight.
  'mask-pattern.js': [
    ['Object.keys(Patterns).length', '8'],
    ["default: throw new Error('bad maskPattern:' + maskPattern)", ''],
    [/Patterns\.PATTERN([01]{3})/g, '0b$1'],
  ],
};
// The modules that export one class with `module.exports =`: imported as a default.
const CLASSES = ['bit-buffer', 'bit-matrix', 'reed-solomon-encoder', 'byte-data'];

/**
 * qrcode's core modules as ES modules: CommonJS needs a wrapper per module and interop helpers, and none
 * of its exports can be left out. The modules are written in a few regular forms, read here line by line;
 * any CommonJS left after the rewrite stops the build rather than ship a half-converted module.
 * @param {string} code
 * @param {string} id
 */
function toEsModule(code, id) {
  const esm = code
    .replace(/^const (\w+) = require\('\.\/([\w-]+)'\)\.(\w+)$/gm, "import { $3 as $1 } from './$2'")
    .replace(
      /^const (\w+) = require\('\.\/([\w-]+)'\)$/gm,
      (/** @type {string} */ _, /** @type {string} */ name, /** @type {string} */ module) =>
        CLASSES.includes(module) ? `import ${name} from './${module}'` : `import * as ${name} from './${module}'`,
    )
    .replace(/^exports\.(\w+) = function(?: \w+)? ?\(/gm, 'export function $1 (')
    .replace(/^exports\.(\w+) = /gm, 'export const $1 = ')
    .replace(/^module\.exports = (\w+)$/gm, 'export default $1')
    .replace(/\bexports\.(\w+)/g, '$1');
  if (/\brequire\(|\bexports\b/.test(esm))
    throw new Error(`byte-mode-qr: ${id} is not in a form this plugin can convert`);
  const file = id.slice(id.lastIndexOf('/') + 1);
  const pruned = (EDITS[file] ?? []).reduce((code, [text, replacement]) => {
    if (typeof text === 'string' ? !code.includes(text) : code.search(text) === -1)
      throw new Error(`byte-mode-qr: ${file} no longer has ${text}`);
    return code.replace(text, replacement);
  }, esm);
  // src/qr.ts imports the CommonJS module's exports object as its default.
  return file === 'qrcode.js' ? `${pruned}\nexport default { create };` : pruned;
}
const PREFIX = '\0crypto-checkout-stand-in:';

/** @returns {import('vite').Plugin} */
export function byteModeQr() {
  return {
    name: 'crypto-checkout:byte-mode-qr',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromQrcode = importer?.replaceAll('\\', '/').includes('/qrcode/lib/core/');
      if (fromQrcode && source === './reed-solomon-encoder') return REED_SOLOMON;
      if (fromQrcode && Object.hasOwn(STAND_INS, source)) return PREFIX + source;
      return null;
    },
    load: (id) => (id.startsWith(PREFIX) ? STAND_INS[id.slice(PREFIX.length)] : null),
    transform(code, id) {
      if (!id.replaceAll('\\', '/').includes('/qrcode/lib/core/')) return null;
      // Quoted text, names, dots and one level of brackets (`'log(' + n + ')'`), joined by `+`, which alone
      // may end a line: nothing past the message's closing bracket can match.
      return toEsModule(code, id).replace(
        /new Error\((?:'[^'\n]*'|"[^"\n]*"|[ \w.]|\([^()\n]*\)|\+\s*)*\s*\)/g,
        "new Error('qrcode')",
      );
    },
  };
}
