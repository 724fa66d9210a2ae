/**
 * The module matrix of a QR code (ISO/IEC 18004 §7.7–7.9): the function patterns a scanner finds the code
 * by, the codewords placed between them, and the format and version information. Modules are one byte each,
 * row by row (`row * size + column`), 1 dark and 0 light.
 */

/** A symbol's modules, and which of them belong to function patterns (1), where data and masks never go. */
export interface Matrix {
  /** Modules a side: 17 + 4 × version. */
  size: number;
  modules: Uint8Array;
  reserved: Uint8Array;
}

/** Error correction level M's two bits in the format information. */
const LEVEL_M_BITS = 0b00;

/**
 * The rows (and columns) of the alignment patterns' centres (§6.3.6, annex E): 6, and from size − 7 back
 * towards it by an even step, the first gap taking what is left.
 */
export function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = 17 + 4 * version;
  // Version 32 is the one version whose spacing the formula does not give.
  const step = version === 32 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const centres = [6];
  for (let i = count - 2; i >= 0; i--) centres.push(size - 7 - i * step);
  return centres;
}

/**
 * The remainder of `data` × 2^(bits of `generator` − 1) divided by `generator` over GF(2): the check bits of
 * the BCH codes that protect the format information (§7.9.1) and version information (§7.10).
 */
function bchRemainder(data: number, generator: number): number {
  const degree = 31 - Math.clz32(generator);
  let remainder = data << degree;
  for (let bit = 31 - Math.clz32(remainder); bit >= degree; bit--)
    if ((remainder >>> bit) & 1) remainder ^= generator << (bit - degree);
  return remainder;
}

/**
 * The 15 bits of format information for level M and `mask` (§7.9.1): level and mask, 10 BCH bits, XOR
 * 101010000010010 so that no format is all light.
 */
export function formatBits(mask: number): number {
  const data = (LEVEL_M_BITS << 3) | mask;
  return ((data << 10) | bchRemainder(data, 0b10100110111)) ^ 0b101010000010010;
}

/** The 18 bits of version information of versions 7 and up (§7.10): the version, and 12 BCH bits. */
export function versionBits(version: number): number {
  return (version << 12) | bchRemainder(version, 0b1111100100101);
}

/**
 * Draws the format information (`formatBits(mask)`) in its two copies, around the top-left finder and split
 * between the other two, and the dark module beside the bottom-left finder. Marks them reserved when
 * `reserved` is given.
 */
export function drawFormat(modules: Uint8Array, size: number, mask: number, reserved?: Uint8Array): void {
  const bits = formatBits(mask);
  const set = (row: number, column: number, dark: number) => {
    modules[row * size + column] = dark;
    if (reserved) reserved[row * size + column] = 1;
  };
  for (let bit = 0; bit < 15; bit++) {
    const dark = (bits >> bit) & 1;
    // Down column 8 (skipping the timing row), then up from the bottom; and along row 8 from the right,
    // then left of the timing column.
    set(bit < 6 ? bit : bit < 8 ? bit + 1 : size - 15 + bit, 8, dark);
    set(8, bit < 8 ? size - 1 - bit : bit < 9 ? 7 : 14 - bit, dark);
  }
  set(size - 8, 8, 1);
}

/**
 * The matrix of a symbol of `version` holding `codewords`, unmasked: function patterns drawn and reserved,
 * the format information reserved (drawn with mask 0, to be drawn again with the chosen mask), and the
 * codewords' bits placed in two-module columns, up and down from the bottom right, skipping reserved
 * modules; any remainder modules stay light.
 */
export function placeCodewords(version: number, codewords: Uint8Array): Matrix {
  const size = 17 + 4 * version;
  const modules = new Uint8Array(size * size);
  const reserved = new Uint8Array(size * size);
  const set = (row: number, column: number, dark: boolean | number) => {
    modules[row * size + column] = dark ? 1 : 0;
    reserved[row * size + column] = 1;
  };

  // Finder patterns in three corners, each with its light separator where it lies inside the symbol.
  for (const [top, left] of [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ] as const)
    for (let r = -1; r <= 7; r++)
      for (let c = -1; c <= 7; c++) {
        if (top + r < 0 || top + r >= size || left + c < 0 || left + c >= size) continue;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        set(top + r, left + c, ring !== 2 && ring !== 4);
      }

  // Timing patterns: row 6 and column 6 alternate between the finders, dark on even modules.
  for (let i = 8; i < size - 8; i++) {
    set(i, 6, i % 2 === 0);
    set(6, i, i % 2 === 0);
  }

  // Alignment patterns at every pair of centres but the three the finders occupy.
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  centres.forEach((row, i) =>
    centres.forEach((column, j) => {
      if ((i === 0 && (j === 0 || j === last)) || (i === last && j === 0)) return;
      for (let r = -2; r <= 2; r++)
        for (let c = -2; c <= 2; c++) set(row + r, column + c, Math.max(Math.abs(r), Math.abs(c)) !== 1);
    }),
  );

  // Version information from version 7: 6 × 3 blocks above the bottom-left finder and left of the top-right one.
  if (version >= 7) {
    const bits = versionBits(version);
    for (let bit = 0; bit < 18; bit++) {
      const dark = (bits >> bit) & 1;
      set(Math.floor(bit / 3), size - 11 + (bit % 3), dark);
      set(size - 11 + (bit % 3), Math.floor(bit / 3), dark);
    }
  }

  drawFormat(modules, size, 0, reserved);

  // The codewords, most significant bit first, in columns of two from the right, upwards then downwards;
  // column 6 is the timing pattern's, so the pair left of it starts at column 5.
  let bit = 0;
  for (let right = size - 1, upwards = true; right > 0; right -= 2, upwards = !upwards) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step++) {
      const row = upwards ? size - 1 - step : step;
      for (let column = right; column >= right - 1; column--) {
        const index = row * size + column;
        if (reserved[index]) continue;
        const byte = bit >> 3;
        if (byte < codewords.length) modules[index] = (codewords[byte]! >> (7 - (bit & 7))) & 1;
        bit++;
      }
    }
  }
  return { size, modules, reserved };
}
