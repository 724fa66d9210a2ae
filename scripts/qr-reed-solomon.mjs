// @ts-check
// qrcode's Reed-Solomon encoder for the script-tag build (scripts/byte-mode-qr.mjs puts it in place of
// qrcode/lib/core/reed-solomon-encoder.js): the same error correction codewords, computed in GF(256) with
// log tables of its own, so qrcode's (galois-field.js) and its polynomial arithmetic (polynomial.js) stay out of
// the file. test/node/qr-reed-solomon.test.ts checks it against qrcode's own encoder for every degree a QR code
// uses; test/bundle.test.ts decodes the built file's codes.

/**
 * Powers of α in QR codes' field GF(2⁸), modulo x⁸ + x⁴ + x³ + x² + 1 (0x11d), two cycles of 255 so that a
 * sum of two logarithms needs no modulo; and the logarithms. Built once, when the file loads: a product is
 * then two lookups, where shift and add took eight rounds, and one code takes some 1,800 products on the
 * first paint, in code not yet compiled to machine code.
 */
const POWERS = new Uint8Array(510);
const LOGS = new Uint8Array(256);
for (let power = 0, value = 1; power < 510; power++, value = (value << 1) ^ ((value >> 7) * 0x11d)) {
  POWERS[power] = value;
  LOGS[value] = power % 255;
}

/**
 * The product of `a` and `b` in GF(2⁸).
 * @param {number} a
 * @param {number} b
 */
const multiply = (a, b) => (a && b ? POWERS[LOGS[a] + LOGS[b]] : 0);

/** As qrcode's ReedSolomonEncoder: `new ReedSolomonEncoder(degree).encode(data)` gives `degree` codewords. */
export default class ReedSolomonEncoder {
  /** @param {number} degree */
  constructor(degree) {
    // The generator (x - α⁰)(x - α¹)…(x - α^(degree-1)), highest power first, its leading 1 left out.
    const generator = new Uint8Array(degree);
    generator[degree - 1] = 1;
    for (let power = 0; power < degree; power++)
      for (let i = 0; i < degree; i++) generator[i] = multiply(generator[i], POWERS[power]) ^ (generator[i + 1] ?? 0);
    this.generator = generator;
  }

  /**
   * The remainder of `data` followed by `degree` zeros, divided by the generator.
   * @param {Uint8Array} data
   */
  encode(data) {
    const { generator } = this;
    const remainder = new Uint8Array(generator.length);
    for (const codeword of data) {
      const factor = codeword ^ remainder[0];
      remainder.copyWithin(0, 1);
      remainder[remainder.length - 1] = 0;
      for (let i = 0; i < generator.length; i++) remainder[i] ^= multiply(generator[i], factor);
    }
    return remainder;
  }
}
