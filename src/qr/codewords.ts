/**
 * Text's bytes → the codewords of a QR code (ISO/IEC 18004 §7.4–7.6), in byte mode at error correction
 * level M: the smallest version that holds them, the data bit stream, its error correction, and both
 * interleaved block by block in the order the symbol places them. The choices are qrcode's (the package the
 * tests compare with), so the codes are the ones it draws for the same bytes.
 */
import { reedSolomonEncoder } from './reed-solomon.js';

/** Level M's error correction blocks, versions 1 to 40 (ISO/IEC 18004 table 9). */
const BLOCKS_M = [
  1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35,
  37, 38, 40, 43, 45, 47, 49,
];
/** Level M's error correction codewords in each block, versions 1 to 40 (the same table): every block of a version has as many. */
const EC_PER_BLOCK_M = [
  10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];

/** Byte mode's indicator, the first 4 bits of the stream. */
const BYTE_MODE = 0b0100;
/** The pad codewords that fill a symbol's data capacity, alternately. */
const PAD = [0xec, 0x11];

/** A symbol's version (1 to 40: 17 + 4 × version modules a side) and its codewords in placement order. */
export interface Codewords {
  version: number;
  codewords: Uint8Array;
}

/**
 * The codewords of a symbol of `version`, data and error correction: its modules left once the finder,
 * separator, timing, alignment, format and version patterns are drawn, over 8 (the 0 to 7 left over are
 * remainder bits).
 */
export function symbolCodewords(version: number): number {
  const alignmentsPerSide = Math.floor(version / 7) + 2;
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) modules -= (25 * alignmentsPerSide - 10) * alignmentsPerSide - 55;
  if (version >= 7) modules -= 36;
  return Math.floor(modules / 8);
}

/** The data codewords of a symbol of `version` at level M: its codewords less the error correction ones. */
export function dataCodewords(version: number): number {
  return symbolCodewords(version) - BLOCKS_M[version - 1]! * EC_PER_BLOCK_M[version - 1]!;
}

/** The length of byte mode's character count: 8 bits up to version 9, 16 above. */
function countBits(version: number): number {
  return version < 10 ? 8 : 16;
}

/**
 * The smallest version whose data capacity holds the mode indicator, the count and `byteCount` bytes.
 * Throws a RangeError when even version 40 cannot (more than 2,331 bytes).
 */
export function smallestVersion(byteCount: number): number {
  for (let version = 1; version <= 40; version++)
    if (4 + countBits(version) + 8 * byteCount <= 8 * dataCodewords(version)) return version;
  throw new RangeError(`${byteCount} bytes do not fit in a QR code`);
}

/**
 * The data codewords: mode indicator, character count and the bytes, then a terminator of up to four 0
 * bits, 0 bits to the end of the byte, and pad codewords to the capacity.
 */
function dataStream(bytes: Uint8Array, version: number): Uint8Array {
  const capacity = dataCodewords(version);
  const stream = new Uint8Array(capacity);
  let bit = 0;
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--, bit++) if ((value >>> i) & 1) stream[bit >> 3]! |= 0x80 >> (bit & 7);
  };
  put(BYTE_MODE, 4);
  put(bytes.length, countBits(version));
  for (const byte of bytes) put(byte, 8);
  // The stream is zeros past `bit`: the terminator and the bits to the byte's end only move the position.
  // (The stream is a whole number of half-bytes, so fewer than four bits left means none.)
  for (let index = Math.min(Math.ceil((bit + 4) / 8), capacity), pad = 0; index < capacity; index++, pad ^= 1)
    stream[index] = PAD[pad]!;
  return stream;
}

/**
 * `bytes` as the codewords of the smallest level M symbol that holds them. The data is cut into the
 * version's blocks (the last `total % blocks` one codeword longer), each given its error correction
 * codewords; then the blocks' data codewords are interleaved, first of each block, second of each, and so
 * on, followed by their error correction codewords likewise. Throws a RangeError for too many bytes.
 */
export function encodeCodewords(bytes: Uint8Array): Codewords {
  const version = smallestVersion(bytes.length);
  const data = dataStream(bytes, version);
  const blocks = BLOCKS_M[version - 1]!;
  const ecPerBlock = EC_PER_BLOCK_M[version - 1]!;
  const shortBlocks = blocks - (data.length % blocks);
  const shortLength = Math.floor(data.length / blocks);
  const errorCorrection = reedSolomonEncoder(ecPerBlock);

  const dataBlocks: Uint8Array[] = [];
  for (let block = 0, offset = 0; block < blocks; block++) {
    const length = block < shortBlocks ? shortLength : shortLength + 1;
    dataBlocks.push(data.subarray(offset, offset + length));
    offset += length;
  }
  const ecBlocks = dataBlocks.map(errorCorrection);

  const codewords = new Uint8Array(symbolCodewords(version));
  let index = 0;
  for (let i = 0; i <= shortLength; i++)
    for (const block of dataBlocks) if (i < block.length) codewords[index++] = block[i]!;
  for (let i = 0; i < ecPerBlock; i++) for (const block of ecBlocks) codewords[index++] = block[i]!;
  return { version, codewords };
}
