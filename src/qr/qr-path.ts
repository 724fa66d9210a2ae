/**
 * A QR code as an SVG path. Pure: the element draws the path with Lit's `svg` template, so no HTML string,
 * `data:` URL or image is involved (it works under `img-src 'none'`).
 */
import { encodeQr, type QrSymbol } from './encoder.js';

/** Light modules around the code that scanners need (the standard asks for 4). */
export const QUIET_ZONE = 4;

export interface QrPath {
  /** Width and height in modules, quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  /** One `d` attribute drawing every dark module, row runs merged. */
  d: string;
}

/** The path of a symbol's dark modules, each row's runs one rectangle, inside the quiet zone. */
export function pathOf({ size, modules }: QrSymbol): QrPath {
  let d = '';
  for (let y = 0; y < size; y++)
    for (let x = 0, run = 0; x <= size; x++)
      if (x < size && modules[y * size + x]) run++;
      else if (run) {
        d += `M${x - run + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`;
        run = 0;
      }
  return { size: size + 2 * QUIET_ZONE, d };
}

/**
 * The QR code of `text` (byte mode, error correction M; src/qr/encoder.ts) as the path of its dark modules.
 * Throws only for text too long for any QR code.
 */
export function qrPath(text: string): QrPath {
  return pathOf(encodeQr(text));
}

/**
 * `qrPath` for a checkout that shows one code at a time: the last text's path is kept, so renders
 * from polling and ticks never encode again. Undefined for text too long for a QR code.
 */
export function rememberingQrPath(): (text: string) => QrPath | undefined {
  let lastText: string | undefined;
  let lastPath: QrPath | undefined;
  return (text) => {
    if (text !== lastText) {
      lastText = text;
      try {
        lastPath = qrPath(text);
      } catch {
        lastPath = undefined;
      }
    }
    return lastPath;
  };
}
