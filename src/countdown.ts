/**
 * Time left to pay, from the clock rather than from counting ticks, so a
 * throttled background tab or a sleeping laptop cannot make it drift. Pure.
 */

/** Remaining times at which screen readers hear how long is left. */
export const ANNOUNCE_AT_MS = [5 * 60_000, 60_000] as const;

export interface CountdownWindow {
  /** When the invoice was created, in the service's clock (ms since epoch). */
  createdAt: number;
  /** When the rate expires, in the service's clock. */
  expiresAt: number;
}

/**
 * Milliseconds left before expiry at `now` (the client's clock) corrected by
 * `serverOffset` (server minus client). Never below zero, and never more than
 * the invoice's whole window, so a client clock that runs behind cannot
 * stretch it.
 */
export function remainingMs(window: CountdownWindow, now: number, serverOffset = 0): number {
  const left = window.expiresAt - (now + serverOffset);
  return Math.min(Math.max(left, 0), window.expiresAt - window.createdAt);
}

/** Whole seconds shown for `ms` left: rounded up, so `0:00` means expired. */
export function displaySeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}

/** Number formats by language, made once: formatCountdown runs on every tick. */
const formats = new Map<string | undefined, { plain: Intl.NumberFormat; padded: Intl.NumberFormat }>();

function formatsFor(lang: string | undefined) {
  let found = formats.get(lang);
  if (!found) {
    // Latin digits in every locale, like the amounts the payer types into a wallet.
    found = {
      plain: new Intl.NumberFormat(lang, { useGrouping: false, numberingSystem: 'latn' }),
      padded: new Intl.NumberFormat(lang, { minimumIntegerDigits: 2, useGrouping: false, numberingSystem: 'latn' }),
    };
    formats.set(lang, found);
  }
  return found;
}

/**
 * `m:ss` below an hour, `h:mm:ss` from an hour up.
 */
export function formatCountdown(ms: number, lang?: string): string {
  const total = Math.max(0, displaySeconds(ms));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const { plain, padded } = formatsFor(lang);
  return hours > 0
    ? `${plain.format(hours)}:${padded.format(minutes)}:${padded.format(seconds)}`
    : `${plain.format(minutes)}:${padded.format(seconds)}`;
}

/**
 * The announcement threshold crossed when time left went from `before` to
 * `after` (ms), if any: the smallest one, so a tab that slept past both says
 * only what is true now.
 */
export function crossedThreshold(before: number, after: number): number | undefined {
  let crossed: number | undefined;
  for (const threshold of ANNOUNCE_AT_MS) {
    if (before > threshold && after <= threshold && after > 0) crossed = threshold;
  }
  return crossed;
}

/** Milliseconds until the displayed seconds next change, so ticks land on the change. */
export function msUntilNextSecond(ms: number): number {
  const rest = ms % 1000;
  return rest === 0 ? 1000 : rest;
}
