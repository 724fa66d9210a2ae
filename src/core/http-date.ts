/**
 * HTTP dates and `Retry-After`, read strictly: the poller's clock correction and
 * back-off, and the payment API client, read their headers here. Pure.
 */

/**
 * Milliseconds a `Retry-After` header asks for: delta-seconds or an HTTP date
 * (measured against `now`). `undefined` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (/^\s*\d+\s*$/.test(value ?? '')) return Number(value) * 1000;
  const date = parseHttpDate(value);
  return date === undefined ? undefined : Math.max(0, date - now);
}

// The three HTTP-date forms of RFC 9110 §5.6.7, all of which a recipient must accept.
/** IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE = /^[A-Z][a-z]{2}, (\d\d) ([A-Z][a-z]{2}) (\d{4}) (\d\d:\d\d:\d\d) GMT$/;
/** The obsolete RFC 850 form: `Sunday, 06-Nov-94 08:49:37 GMT`. */
const RFC_850_DATE = /^[A-Z][a-z]{5,8}, (\d\d)-([A-Z][a-z]{2})-(\d\d) (\d\d:\d\d:\d\d) GMT$/;
/** The obsolete asctime form: `Sun Nov  6 08:49:37 1994`. */
const ASCTIME_DATE = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) ([ \d]\d) (\d\d:\d\d:\d\d) (\d{4})$/;

/**
 * Milliseconds since epoch of an HTTP-date (always GMT), or `undefined` for
 * anything else, including an absent header.
 */
export function parseHttpDate(value: string | null): number | undefined {
  const text = value?.trim() ?? '';
  let [, day, month, year, time] = IMF_FIXDATE.exec(text) ?? RFC_850_DATE.exec(text) ?? [];
  const asctime = ASCTIME_DATE.exec(text);
  if (asctime) [, month, day, time, year] = asctime;
  if (!time) return undefined; // none of the three forms
  // RFC 850's two-digit year: 70 to 99 are the 1900s, the rest this century.
  if (year.length === 2) year = (Number(year) < 70 ? '20' : '19') + year;
  // Date.parse alone reads strings such as "1.5" as dates, and some engines roll 25:28:00 into
  // the next day. So the fields are read as an IMF-fixdate (less its day name), and the time is
  // kept only if it writes back as exactly that: a misread can be rejected, never taken.
  const fixdate = `${day.replace(' ', '0')} ${month} ${year} ${time} GMT`;
  const parsed = Date.parse(fixdate);
  return new Date(parsed).toUTCString().endsWith(fixdate) ? parsed : undefined;
}
