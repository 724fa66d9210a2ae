/**
 * A QR code encoder for the texts a checkout shows (addresses, payment URIs, links): the text's UTF-8
 * bytes in byte mode, error correction level M, the smallest version that holds them, and the mask chosen
 * as qrcode chooses it, so each code is module for module the one qrcode draws for the same bytes
 * (test/node/qr-encoder.test.ts). Pure; the steps are codewords.ts, matrix.ts and mask.ts.
 */
import { encodeCodewords } from './codewords.js';
import { applyBestMask } from './mask.js';
import { placeCodewords } from './matrix.js';

/** A QR symbol: `size` modules a side, quiet zone not included; `modules` row by row, 1 dark and 0 light. */
export interface QrSymbol {
  size: number;
  modules: Uint8Array;
}

/**
 * The QR code of `text`. Throws a RangeError for text too long for any QR code (more than 2,331 UTF-8
 * bytes at level M).
 */
export function encodeQr(text: string): QrSymbol {
  const { version, codewords } = encodeCodewords(new TextEncoder().encode(text));
  const matrix = placeCodewords(version, codewords);
  return { size: matrix.size, modules: applyBestMask(matrix) };
}
