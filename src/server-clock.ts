/**
 * The difference between the payment service's clock and the payer's, taken
 * from an HTTP `Date` header. Pure.
 */

/**
 * Server time minus client time, in ms, from a response's `Date` header and
 * the client times just before the request and just after the response.
 * The server stamped the header somewhere between the two, so the midpoint is
 * the best guess; `Date` has whole seconds, so half a second is added to its
 * truncated value. Returns `undefined` when the header is absent or unreadable.
 */
export function serverOffsetFromDate(dateHeader: string | null, sentAt: number, receivedAt: number): number | undefined {
  if (!dateHeader) return undefined;
  const serverTime = Date.parse(dateHeader);
  if (!Number.isFinite(serverTime)) return undefined;
  return serverTime + 500 - (sentAt + receivedAt) / 2;
}
