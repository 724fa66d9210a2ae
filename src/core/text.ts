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
  // Split at each isolated value: its two captures (the opening isolate and the value) come between the words.
  const parts = text.split(/([\u2066-\u2068])([^\u2066-\u2069]*)\u2069/);
  const runs: SentenceRun[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    const words = parts[index]!.replace(/[\u2066-\u2069]/g, '');
    if (words) runs.push(words);
    const isolate = parts[index + 1] as keyof typeof ISOLATE_DIRECTION | undefined;
    if (isolate) runs.push({ dir: ISOLATE_DIRECTION[isolate], text: parts[index + 2]! });
  }
  return runs;
}
