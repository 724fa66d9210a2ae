/**
 * `qrcode`'s encoder module alone: the package's main entry also bundles its
 * canvas, SVG-string and data-URL renderers, which the element never uses
 * (1.7 KB min + gzip of the script-tag file). The path is not documented by
 * `qrcode`, so its API is typed here from the documented `create`.
 */
declare module 'qrcode/lib/core/qrcode.js' {
  import type { create } from 'qrcode';

  const encoder: { create: typeof create };
  export default encoder;
}

/** The 15 format information bits of an error correction level (its `bit`) and a mask, as qrcode draws them. */
declare module 'qrcode/lib/core/format-info.js' {
  export function getEncodedBits(errorCorrectionLevel: { bit: number }, mask: number): number;
}
