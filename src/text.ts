/**
 * Characters that have no place in payment instructions: zero-width and bidi
 * controls (and every other format character), line and paragraph separators,
 * and controls other than tab and line breaks. They hide or reorder what the
 * payer reads, and would ride along on the clipboard.
 */
export const HIDDEN_CHARACTER = /[\p{Cf}\u2028\u2029]|(?![\t\n\r])\p{Cc}/u;
