// @ts-check
// qrcode's Reed-Solomon encoder for the script-tag build (scripts/byte-mode-qr.mjs puts it in place of
// qrcode/lib/core/reed-solomon-encoder.js): the same error correction codewords, computed in GF(256) by shift
// and add, so qrcode's log tables (galois-field.js) and polynomial arithmetic (polynomial.js) stay out of the
// file. test/node/qr-reed-solomon.test.ts checks it against qrcode's own encoder for every degree a QR code
// uses; test/bundle.test.ts decodes the built file's codes.

/**
 * The product of `a` and `b` in QR codes' field GF(2⁸), modulo x⁸ + x⁴ + x³ + x² + 1 (0x11d).
 * @param {number} a
 * @param {number} b
 */
function multiply(a, b) {
  let product = 0;
  for (let bit = 7; bit >= 0; bit--) {
    product = (product << 1) ^ ((product >> 7) * 0x11d);
    product ^= ((b >> bit) & 1) * a;
  }
  return product;
}

/** As qrcode's ReedSolomonEncoder: `new ReedSolomonEncoder(degree).encode(data)` gives `degree` codewords. */
export default class ReedSolomonEncoder {
  /** @param {number} degree */
  constructor(degree) {
    // The generator (x - α⁰)(x - α¹)…(x - α^(degree-1)), highest power first, its leading 1 left out.
    const generator = new Uint8Array(degree);
    generator[degree - 1] = 1;
    for (let power = 0, root = 1; power < degree; power++, root = multiply(root, 2))
      for (let i = 0; i < degree; i++) generator[i] = multiply(generator[i], root) ^ (generator[i + 1] ?? 0);
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
      generator.forEach((coefficient, i) => (remainder[i] ^= multiply(coefficient, factor)));
    }
    return remainder;
  }
}
