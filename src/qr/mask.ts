/**
 * The data mask of a QR code (ISO/IEC 18004 §7.8): of the eight patterns, the one whose masked symbol has
 * the lowest penalty, scored as qrcode scores it, so the codes are module for module the ones qrcode draws.
 *
 * A first visit runs this once, cold, mostly in V8's interpreter, where every operation counts: so each
 * module's pattern bit is looked up in a tile rather than called for, and no loop uses an iterator.
 */
import { drawFormat, type Matrix } from './matrix.js';

/** The eight mask patterns (row `i`, column `j`): a data module flips where its pattern is true. */
const MASKS: readonly ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/**
 * Every pattern repeats every 12 rows and 6 columns: one such tile, row by row, each entry a module's flips
 * under all eight masks (bit `mask` set where that mask flips it).
 */
const TILE = new Uint8Array(72);
for (let cell = 0; cell < 72; cell++)
  for (let mask = 0; mask < 8; mask++) if (MASKS[mask]!(Math.floor(cell / 6), cell % 6)) TILE[cell]! |= 1 << mask;

/**
 * The symbol's modules with the mask of lowest penalty applied and named in the format information; the
 * first mask wins a tie. `matrix` is left as it was.
 */
export function applyBestMask({ size, modules, reserved }: Matrix): Uint8Array {
  let best = modules;
  let lowest = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const candidate = modules.slice();
    for (let i = 0, index = 0; i < size; i++)
      for (let j = 0; j < size; j++, index++)
        if (!reserved[index]) candidate[index]! ^= (TILE[(i % 12) * 6 + (j % 6)]! >> mask) & 1;
    drawFormat(candidate, size, mask);
    const score = penalty(candidate, size, lowest);
    if (score < lowest) {
      best = candidate;
      lowest = score;
    }
  }
  return best;
}

/**
 * The penalty of a masked symbol, as qrcode's `getPenaltyN1` to `N4` score it (§7.8.3's four rules): runs of
 * five or more modules of one colour in a row or column (3, and 1 for each module more), 2×2 blocks of one
 * colour (3 each), the finder-like pattern 1:1:3:1:1 with four light modules on one side (40 each: qrcode
 * looks for the 11 modules 10111010000 and 00001011101), and the share of dark modules away from half (10
 * for each 5 %). Every rule adds, so once the points reach `lowest` (the best mask's so far) this mask cannot
 * win and the count stops there.
 */
function penalty(m: Uint8Array, size: number, lowest: number): number {
  let points = 0;
  let dark = 0;
  for (let a = 0; a < size; a++) {
    // Row a (its modules one apart), then column a (a row apart).
    for (let column = 0; column < 2; column++) {
      const step = column ? size : 1;
      let run = 0;
      let last = -1;
      let window = 0;
      for (let b = 0, index = column ? a : a * size; b < size; b++, index += step) {
        const module = m[index]!;
        if (module === last) run++;
        else {
          if (run >= 5) points += run - 2;
          last = module;
          run = 1;
        }
        // The last 11 modules, one bit each.
        window = ((window << 1) & 0x7ff) | module;
        if (b >= 10 && (window === 0b10111010000 || window === 0b00001011101)) points += 40;
      }
      if (run >= 5) points += run - 2;
    }
    // Row a's dark modules, and the 2×2 blocks whose top-left module it holds.
    for (let b = 0, index = a * size; b < size; b++, index++) {
      dark += m[index]!;
      if (a < size - 1 && b < size - 1) {
        const block = m[index]! + m[index + 1]! + m[index + size]! + m[index + size + 1]!;
        if (block === 0 || block === 4) points += 3;
      }
    }
    if (points >= lowest) return points;
  }
  return points + Math.abs(Math.ceil((dark * 100) / m.length / 5) - 10) * 10;
}
