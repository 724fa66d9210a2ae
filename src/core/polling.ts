/**
 * The rules the element's polling follows, pure so tests can pin them: the interval, the waits after an open
 * invoice and after failures, and the clock offset a response's `Date` header gives.
 */
import { parseHttpDate } from './http-date.js';

/** What the host made of a document the poller fetched. */
export type DocumentVerdict = 'open' | 'final' | 'unusable';

/** The range of `poll-interval`, in seconds, and what a value that is no positive number means. */
const MIN_POLL_SECONDS = 1;
const MAX_POLL_SECONDS = 60;
const DEFAULT_POLL_SECONDS = 5;
/**
 * The longest pause a `Retry-After` imposes, in seconds: the element waits no longer whatever the header says, and
 * the src handler passes on no longer a wait (a service that asks for more is better asked again then).
 */
export const MAX_RETRY_AFTER_SECONDS = 600;
/** The shortest wait after a failure, so full jitter never fires requests back to back. */
const MIN_BACKOFF_MS = 1000;
/** The longest wait after failures; also the longest wait before a failed stream is opened again. */
export const MAX_BACKOFF_MS = 60_000;

/**
 * The `poll-interval` attribute in milliseconds: seconds from 1 to 60 (a value
 * outside is clamped, so `Infinity` or `1e9` cannot overflow `setTimeout` into
 * a tight loop), and 5 seconds for a value that is no positive number.
 */
export function pollIntervalMs(seconds: number): number {
  return (
    (typeof seconds === 'number' && seconds > 0
      ? Math.min(Math.max(seconds, MIN_POLL_SECONDS), MAX_POLL_SECONDS)
      : DEFAULT_POLL_SECONDS) * 1000
  );
}

/**
 * Seconds of the first `max-age` directive of a `Cache-Control` header, written
 * as the standard says (digits only, no quotes or spaces around `=`); other
 * directives are ignored. `undefined` when there is none.
 */
export function maxAgeSeconds(cacheControl: string | null): number | undefined {
  const match = /(?:^|,)[ \t]*max-age=(\d+)[ \t]*(?:,|$)/i.exec(cacheControl ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * The wait after an answer that the invoice is open: the polling interval, or
 * the answer's `max-age` when longer (it slows polling, never speeds it up),
 * but never beyond the 60-second maximum of `poll-interval`.
 */
export function openPollDelayMs(intervalMs: number, cacheControl: string | null): number {
  return Math.max(intervalMs, Math.min((maxAgeSeconds(cacheControl) ?? 0) * 1000, MAX_POLL_SECONDS * 1000));
}

/**
 * "Full jitter": a random wait between one second and `baseMs * 2^failures`
 * (at most a minute), so many payers' pages that failed together do not retry
 * together. `baseMs` is the normal polling interval.
 */
export function backoffDelay(failures: number, baseMs: number, random = Math.random): number {
  // However many failures: 2 ** failures grows to Infinity, never NaN, and the cap holds it (baseMs is positive).
  const ceiling = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** failures);
  const floor = Math.min(MIN_BACKOFF_MS, ceiling);
  return floor + Math.floor(random() * (ceiling - floor));
}

/**
 * Server time minus client time, in ms, from a response's `Date` header and
 * the client times just before the request and just after the response.
 * The server stamped the header somewhere between the two, so the midpoint is
 * the best guess; `Date` has whole seconds, so half a second is added to its
 * truncated value. Returns `undefined` when the header is absent or unreadable.
 */
export function serverOffsetFromDate(
  dateHeader: string | null,
  sentAt: number,
  receivedAt: number,
): number | undefined {
  const serverTime = parseHttpDate(dateHeader);
  return serverTime === undefined ? undefined : serverTime + 500 - (sentAt + receivedAt) / 2;
}
