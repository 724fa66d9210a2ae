// src/qr/encoder.ts against the standard's examples and against qrcode, the oracle: for the same bytes, in
// byte mode at level M, the same version and the same modules, mask included, for the texts a checkout
// encodes, every version 1 to 40 and every mask. Pure logic, so it runs here once rather than in each browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import QRCode from 'qrcode';
import { dataCodewords, smallestVersion, symbolCodewords } from '../../src/qr/codewords.js';
import { encodeQr } from '../../src/qr/encoder.js';
import { alignmentCentres, formatBits, versionBits } from '../../src/qr/matrix.js';
import { QUIET_ZONE, qrPath } from '../../src/qr/qr-path.js';
import { QR_INPUTS, runsOf } from '../helpers/qr-runs.js';

/** qrcode's symbol of `text`'s UTF-8 bytes as one byte-mode segment, at level M, its mask its own choice. */
function qrcodeSymbol(text: string) {
  return QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], { errorCorrectionLevel: 'M' });
}

/** Asserts that our symbol of `text` is qrcode's, module for module; returns qrcode's version and mask. */
function assertSameAsQrcode(text: string) {
  const theirs = qrcodeSymbol(text);
  const ours = encodeQr(text);
  assert.equal(ours.size, theirs.modules.size, `size of ${text.slice(0, 40)}…`);
  assert.equal(ours.modules.join(''), Uint8Array.from(theirs.modules.data).join(''), text);
  return theirs;
}

/** The most bytes a version holds in byte mode at level M: its data bits less the mode and count. */
const capacity = (version: number) => Math.floor((8 * dataCodewords(version) - 4 - (version < 10 ? 8 : 16)) / 8);

/** `length` characters of letters, digits and URI symbols, from `seed`. */
function text(length: number, seed: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:/?=&.-_%';
  return Array.from({ length }, () => alphabet[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % alphabet.length]).join(
    '',
  );
}

test("the checkout's texts: the symbols qrcode draws", () => {
  for (const [, input] of QR_INPUTS) assertSameAsQrcode(input);
});

test('text beyond ASCII is encoded as its UTF-8 bytes, as qrcode encodes them', () => {
  assertSameAsQrcode('https://pay.example/ödeme?note=€ ✓ 😀');
});

test('every version 1 to 40: the longest text it holds, and one byte more in the next version', () => {
  for (let version = 1; version <= 40; version++) {
    const longest = text(capacity(version), version);
    assert.equal(smallestVersion(longest.length), version);
    assert.equal(assertSameAsQrcode(longest).version, version);
    if (version < 40) assert.equal(assertSameAsQrcode(`${longest}x`).version, version + 1);
  }
});

test("byte capacities at level M are the standard's (ISO/IEC 18004 table 7)", () => {
  assert.deepEqual([1, 2, 9, 10, 26, 27, 40].map(capacity), [14, 26, 180, 213, 1059, 1125, 2331]);
});

test('text too long for any QR code throws a RangeError, as qrcode throws', () => {
  assert.throws(() => encodeQr('a'.repeat(2332)), RangeError);
  assert.throws(() => qrcodeSymbol('a'.repeat(2332)));
  assert.equal(encodeQr('a'.repeat(2331)).size, 177);
});

test('every mask wins somewhere, and each is the one qrcode chooses; the path draws those modules', () => {
  const masks = new Set<number>();
  for (let n = 0; n < 160; n++) {
    const input = text(1 + ((n * 13) % 330), n);
    masks.add(assertSameAsQrcode(input).maskPattern!);
    // The SVG path's runs cover exactly the dark modules.
    const { size, modules } = encodeQr(input);
    const drawn = new Uint8Array(size * size);
    for (const run of runsOf(qrPath(input))) {
      const start = (run.y - QUIET_ZONE) * size + run.x - QUIET_ZONE;
      drawn.fill(1, start, start + run.width);
    }
    assert.deepEqual(drawn, modules);
  }
  assert.deepEqual([...masks].sort(), [0, 1, 2, 3, 4, 5, 6, 7]);
});

test("the standard's examples: format information, version information, alignment centres, codewords", () => {
  // Annex C: level M, mask 101.
  assert.equal(formatBits(0b101).toString(2).padStart(15, '0'), '100000011001110');
  // Annex D: version 7.
  assert.equal(versionBits(7).toString(2).padStart(18, '0'), '000111110010010100');
  // Annex E, table E.1.
  assert.deepEqual(alignmentCentres(1), []);
  assert.deepEqual(alignmentCentres(2), [6, 18]);
  assert.deepEqual(alignmentCentres(7), [6, 22, 38]);
  assert.deepEqual(alignmentCentres(32), [6, 34, 60, 86, 112, 138]);
  assert.deepEqual(alignmentCentres(36), [6, 24, 50, 76, 102, 128, 154]);
  assert.deepEqual(alignmentCentres(40), [6, 30, 58, 86, 114, 142, 170]);
  // Table 1: the codewords of versions 1, 7 and 40.
  assert.deepEqual([1, 7, 40].map(symbolCodewords), [26, 196, 3706]);
});
