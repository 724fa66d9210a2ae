/**
 * Reed–Solomon error correction for QR codes (ISO/IEC 18004 §7.5.2): the codewords a scanner uses to repair
 * a block it read with errors. Arithmetic is in the field GF(2⁸) that QR codes use, modulo the polynomial
 * x⁸ + x⁴ + x³ + x² + 1 (0x11d), whose element α = 2 generates every non-zero value.
 */

/**
 * Powers of α, two cycles of 255 so that a sum of two logarithms needs no modulo, and their logarithms:
 * a product is then two lookups. Built once, when the module loads.
 */
const POWERS = new Uint8Array(510);
const LOGARITHMS = new Uint8Array(256);
for (let power = 0, value = 1; power < 510; power++) {
  POWERS[power] = value;
  LOGARITHMS[value] = power % 255;
  // × α: shift left, and reduce by the field's polynomial when the result leaves 8 bits.
  value = (value << 1) ^ (value & 0x80 ? 0x11d : 0);
}

/** The product of `a` and `b` in GF(2⁸). */
function multiply(a: number, b: number): number {
  return a && b ? POWERS[LOGARITHMS[a]! + LOGARITHMS[b]!]! : 0;
}

/**
 * The generator polynomial of `degree` error correction codewords, (x − α⁰)(x − α¹)…(x − α^(degree−1)),
 * its coefficients highest power first, the leading 1 left out (it is always 1).
 */
function generatorPolynomial(degree: number): Uint8Array {
  const coefficients = new Uint8Array(degree);
  coefficients[degree - 1] = 1;
  for (let power = 0; power < degree; power++)
    for (let i = 0; i < degree; i++)
      coefficients[i] = multiply(coefficients[i]!, POWERS[power]!) ^ (i + 1 < degree ? coefficients[i + 1]! : 0);
  return coefficients;
}

/**
 * An encoder of `degree` error correction codewords: for a block of data codewords, the remainder of the
 * block (followed by `degree` zeros) divided by the generator polynomial. Every block of a symbol has as
 * many, so a symbol builds its encoder once.
 */
export function reedSolomonEncoder(degree: number): (data: Uint8Array) => Uint8Array {
  const generator = generatorPolynomial(degree);
  return (data) => {
    const remainder = new Uint8Array(degree);
    for (const codeword of data) {
      const factor = codeword ^ remainder[0]!;
      remainder.copyWithin(0, 1);
      remainder[degree - 1] = 0;
      for (let i = 0; i < degree; i++) remainder[i]! ^= multiply(generator[i]!, factor);
    }
    return remainder;
  };
}
