/**
 * A QR code as an SVG path, from `qrcode`'s module matrix. Pure: the element
 * draws the path with Lit's `svg` template, so no HTML string, `data:` URL or
 * image is involved (it works under `img-src 'none'`).
 */
import { getEncodedBits } from 'qrcode/lib/core/format-info.js';
import QRCode from 'qrcode/lib/core/qrcode.js';

/** Light modules around the code that scanners need (the standard asks for 4). */
export const QUIET_ZONE = 4;

export interface QrPath {
  /** Width and height in modules, quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  /** One `d` attribute drawing every dark module, row runs merged. */
  d: string;
}

/** The eight data masks of ISO/IEC 18004 (row `i`, column `j`): a dark module flips where one is true. */
const MASKS: readonly ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 == 0,
  (i) => i % 2 == 0,
  (_, j) => j % 3 == 0,
  (i, j) => (i + j) % 3 == 0,
  (i, j) => (((i / 2) | 0) + ((j / 3) | 0)) % 2 == 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) == 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 == 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 == 0,
];

/** Error correction M as qrcode's format information names it (its two bits are 00). */
const LEVEL_M = { bit: 0 };

/**
 * Encodes `text` (byte mode, error correction M) and returns the path of its
 * dark modules. Throws only for text too long for any QR code.
 */
export function qrPath(text: string): QrPath {
  // One byte-mode segment: what qrcode's own optimiser picks for mixed-case addresses and URIs anyway, and the
  // script-tag build leaves that optimiser and the other modes' encoders out (scripts/byte-mode-qr.mjs).
  // Error correction M is qrcode's default (and the only level the script-tag build carries). Mask 0 is
  // asked for only to be replaced: bestMasked() picks the mask qrcode would, in a fraction of the time. (The
  // script-tag build's qrcode applies no mask and says none: its `maskPattern` is undefined.)
  const symbol = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], { maskPattern: 0 });
  const { size } = symbol.modules;
  const data = bestMasked(symbol.modules, symbol.maskPattern === 0);
  let d = '';
  for (let y = 0; y < size; y++)
    for (let x = 0, run = 0; x <= size; x++)
      if (x < size && data[y * size + x]) run++;
      else if (run) {
        d += `M${x - run + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`;
        run = 0;
      }
  return { size: size + 2 * QUIET_ZONE, d };
}

/**
 * The symbol with the mask of lowest penalty, as qrcode's own `getBestMask` chooses it (the same four
 * penalty rules, as qrcode scores them, the first mask winning a tie), from a symbol qrcode drew with
 * mask 0 (`masked`) or with none. qrcode applies and removes each mask through BitMatrix's methods and scores it in four passes;
 * on a first visit that was most of the encoder's time (docs/performance.md). Here each candidate is one
 * typed array, scored in one pass over rows and columns.
 */
function bestMasked(
  { size, data, reservedBit }: { size: number; data: Uint8Array; reservedBit: Uint8Array },
  masked: boolean,
) {
  let best = data;
  let lowest = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const flips = MASKS[mask];
    const candidate = data.slice();
    // A data module flips where this mask and the one the symbol has (mask 0, or none) disagree.
    for (let i = 0, index = 0; i < size; i++)
      for (let j = 0; j < size; j++, index++)
        if (!reservedBit[index] && flips(i, j) != (masked && MASKS[0](i, j))) candidate[index] ^= 1;
    // The format information names the mask, in two copies beside the finder patterns: qrcode's own 15 bits
    // (the script-tag build carries its format-info module anyway, to reserve those modules).
    const bits = getEncodedBits(LEVEL_M, mask);
    for (let bit = 0; bit < 15; bit++) {
      const dark = (bits >> bit) & 1;
      candidate[(bit < 6 ? bit : bit < 8 ? bit + 1 : size - 15 + bit) * size + 8] = dark;
      candidate[8 * size + (bit < 8 ? size - bit - 1 : bit < 9 ? 7 : 14 - bit)] = dark;
    }
    const score = penalty(candidate, size, lowest);
    if (score < lowest) {
      best = candidate;
      lowest = score;
    }
  }
  return best;
}

/**
 * qrcode's penalty of a masked symbol (`getPenaltyN1` to `N4` of its mask-pattern.js, scored alike):
 * runs of five or more modules of one colour in a row or column, 2×2 blocks of one colour, the 1:1:3:1:1
 * finder-like pattern with four light modules on one side, and the share of dark modules away from half.
 * Every rule adds, so once the points reach `lowest` (the best mask's so far) the mask cannot win and the
 * count stops: bestMasked() still takes the first mask of least penalty.
 */
function penalty(m: Uint8Array, size: number, lowest: number): number {
  let points = 0;
  let dark = 0;
  for (let a = 0; a < size; a++) {
    // Row a (its modules one apart), then column a (a row apart): runs of one colour, finder-like patterns.
    for (const [first, step] of [
      [a * size, 1],
      [a, size],
    ] as const) {
      let run = 0;
      let last = -1;
      let bits = 0;
      for (let b = 0; b < size; b++) {
        const module = m[first + b * step];
        if (module == last) run++;
        else {
          if (run >= 5) points += run - 2;
          last = module;
          run = 1;
        }
        bits = ((bits << 1) & 0x7ff) | module;
        if (b >= 10 && (bits == 0x5d0 || bits == 0x05d)) points += 40;
      }
      if (run >= 5) points += run - 2;
    }
    // Row a's dark modules, and the 2×2 blocks whose top left module it holds.
    for (let b = 0, index = a * size; b < size; b++, index++) {
      dark += m[index];
      if (a < size - 1 && b < size - 1) {
        const block = m[index] + m[index + 1] + m[index + size] + m[index + size + 1];
        if (block == 0 || block == 4) points += 3;
      }
    }
    if (points >= lowest) return points;
  }
  return points + Math.abs(Math.ceil((dark * 100) / m.length / 5) - 10) * 10;
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
