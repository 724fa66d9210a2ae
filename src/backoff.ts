/**
 * When to ask again after a failed status request. Pure, with the random
 * source passed in so tests can pin it.
 */
import { parseHttpDate } from './server-clock.js';

export interface BackoffOptions {
  /** The normal polling interval, ms: the first retry waits up to this. */
  baseMs: number;
  /** Longest wait, ms. */
  capMs: number;
  /** Shortest wait, ms, so full jitter never fires requests back to back. */
  floorMs?: number;
}

/**
 * "Full jitter": a random wait between the floor and `base * 2^failures`
 * (capped), so many payers' pages that failed together do not retry together.
 */
export function backoffDelay(failures: number, options: BackoffOptions, random: () => number = Math.random): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.min(failures, 30));
  const floor = Math.min(options.floorMs ?? 1000, ceiling);
  return floor + Math.floor(random() * (ceiling - floor));
}

/**
 * Milliseconds a `Retry-After` header asks for: delta-seconds or an HTTP date
 * (measured against `now`). `undefined` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = parseHttpDate(trimmed);
  return date === undefined ? undefined : Math.max(0, date - now);
}
