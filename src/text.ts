/**
 * Characters that have no place in payment instructions: zero-width and bidi
 * controls (and every other format character), line and paragraph separators,
 * and controls other than tab and line breaks. They hide or reorder what the
 * payer reads, and would ride along on the clipboard.
 */
export const HIDDEN_CHARACTER = /[\p{Cf}\u2028\u2029]|(?![\t\n\r])\p{Cc}/u;

/** A piece of a sentence: words, or a value a Unicode isolate set apart, with the direction it was isolated in. */
export type SentenceRun = string | { dir: 'ltr' | 'rtl' | 'auto'; text: string };

const ISOLATE_DIRECTION = { '\u2066': 'ltr', '\u2067': 'rtl', '\u2068': 'auto' } as const;

/**
 * A sentence split at its isolates (U+2066, U+2067 or U+2068 … U+2069: how right-to-left translations set a
 * currency, network, tag or amount apart), so the element can draw each value in a `<bdi>` of that direction
 * instead. The order on screen is the same, and a payer's copy of the words takes no invisible character
 * along. An isolate character without its pair is dropped.
 */
export function splitIsolates(text: string): SentenceRun[] {
  const runs: SentenceRun[] = [];
  let last = 0;
  for (const match of text.matchAll(/([\u2066-\u2068])([^\u2066-\u2069]*)\u2069/g)) {
    runs.push(text.slice(last, match.index));
    runs.push({ dir: ISOLATE_DIRECTION[match[1] as keyof typeof ISOLATE_DIRECTION], text: match[2]! });
    last = match.index + match[0].length;
  }
  runs.push(text.slice(last));
  return runs
    .map((run) => (typeof run == 'string' ? run.replace(/[\u2066-\u2069]/g, '') : run))
    .filter((run) => run !== '');
}
