/**
 * The difference between the payment service's clock and the payer's, taken
 * from an HTTP `Date` header. Pure.
 */

const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
// The three HTTP-date forms of RFC 9110 §5.6.7: IMF-fixdate, then the obsolete RFC 850 and asctime forms.
const HTTP_DATE = new RegExp(
  `^(?:[A-Z][a-z]{2}, \\d{2} (?:${MONTHS}) \\d{4} ${TIME} GMT` +
    `|[A-Z][a-z]{5,8}, \\d{2}-(?:${MONTHS})-\\d{2} ${TIME} GMT` +
    `|[A-Z][a-z]{2} (?:${MONTHS}) [ \\d]\\d ${TIME} \\d{4})$`,
);

/**
 * Milliseconds since epoch of an HTTP-date, or `undefined` for anything else.
 * `Date.parse` alone would also read strings such as `"1.5"` or `"soon 2"`
 * (as dates in 2001), so the form is checked first.
 */
export function parseHttpDate(value: string): number | undefined {
  const trimmed = value.trim();
  if (!HTTP_DATE.test(trimmed)) return undefined;
  // asctime carries no zone but means GMT; Date.parse would read it as local time.
  const time = Date.parse(trimmed.endsWith(' GMT') ? trimmed : `${trimmed} GMT`);
  return Number.isFinite(time) ? time : undefined;
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
  if (!dateHeader) return undefined;
  const serverTime = parseHttpDate(dateHeader);
  if (serverTime === undefined) return undefined;
  return serverTime + 500 - (sentAt + receivedAt) / 2;
}
