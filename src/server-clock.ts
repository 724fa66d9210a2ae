/**
 * The difference between the payment service's clock and the payer's, taken
 * from an HTTP `Date` header. Pure.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = `(?<month>${MONTHS.join('|')})`;
const TIME = '(?<hour>\\d{2}):(?<minute>\\d{2}):(?<second>\\d{2})';
// The three HTTP-date forms of RFC 9110 §5.6.7: IMF-fixdate, then the obsolete RFC 850 and asctime forms.
const HTTP_DATES = [
  new RegExp(`^[A-Z][a-z]{2}, (?<day>\\d{2}) ${MONTH} (?<year>\\d{4}) ${TIME} GMT$`),
  new RegExp(`^[A-Z][a-z]{5,8}, (?<day>\\d{2})-${MONTH}-(?<year>\\d{2}) ${TIME} GMT$`),
  new RegExp(`^[A-Z][a-z]{2} ${MONTH} (?<day>[ \\d]\\d) ${TIME} (?<year>\\d{4})$`),
];

/**
 * Milliseconds since epoch of an HTTP-date (always GMT), or `undefined` for
 * anything else. Read field by field: `Date.parse` would also take strings
 * such as `"1.5"` as dates, and some engines roll `25:28:00` into the next day.
 */
export function parseHttpDate(value: string): number | undefined {
  const trimmed = value.trim();
  const fields = HTTP_DATES.map((form) => form.exec(trimmed)?.groups).find(Boolean);
  if (!fields) return undefined;
  const [day, hour, minute, second] = [fields.day, fields.hour, fields.minute, fields.second].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  let year = Number(fields.year);
  // RFC 850's two-digit year: the century that puts it nearest (RFC 9110 allows no more than 50 years ahead).
  if (fields.year!.length === 2) year += year < 70 ? 2000 : 1900;
  const month = MONTHS.indexOf(fields.month!);
  const time = Date.UTC(year, month, day, hour, minute, second);
  const date = new Date(time);
  // Reject what Date.UTC would roll over (31 Feb, 25:00) rather than read it as another time.
  const exact =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return exact ? time : undefined;
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
