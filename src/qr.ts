/**
 * A QR code as an SVG path, from `qrcode`'s module matrix. Pure: the element
 * draws the path with Lit's `svg` template, so no HTML string, `data:` URL or
 * image is involved (it works under `img-src 'none'`).
 */
import QRCode from 'qrcode/lib/core/qrcode.js';

/** Light modules around the code that scanners need (the standard asks for 4). */
export const QUIET_ZONE = 4;

export interface QrPath {
  /** Width and height in modules, quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  /** One `d` attribute drawing every dark module, row runs merged. */
  d: string;
}

/**
 * Encodes `text` (byte mode, error correction M) and returns the path of its
 * dark modules. Throws only for text too long for any QR code.
 */
export function qrPath(text: string): QrPath {
  // One byte-mode segment: what qrcode's own optimiser picks for mixed-case addresses and URIs anyway, and the
  // script-tag build leaves that optimiser and the other modes' encoders out (scripts/byte-mode-qr.mjs).
  // Error correction M is qrcode's default (and the only level the script-tag build carries).
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }]);
  const { size, data } = modules;
  let d = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      d += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  }
  return { size: size + 2 * QUIET_ZONE, d };
}

/**
 * `qrPath` for a checkout that shows one code at a time: the last text's path is kept, so renders
 * from polling and ticks never encode again. Undefined for text too long for a QR code.
 */
export function rememberingQrPath(): (text: string) => QrPath | undefined {
  let last: { text: string; path: QrPath | undefined } | undefined;
  return (text) => {
    if (last?.text !== text) {
      let path: QrPath | undefined;
      try {
        path = qrPath(text);
      } catch {
        path = undefined;
      }
      last = { text, path };
    }
    return last.path;
  };
}
