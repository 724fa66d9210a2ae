/**
 * Which redirect URLs the element may follow. Pure: no navigation happens here.
 */

export type RedirectCheck =
  { ok: true; url: string } | { ok: false; reason: 'invalid-url' | 'unsafe-protocol' | 'origin-not-allowed' };

/**
 * Checks a redirect target. It must parse as an absolute URL on its own (no
 * base: relative and protocol-relative values are refused), use `https:` or
 * `http:` (plain http is for local development), and, when `allowedOrigins` is
 * not empty, have an origin equal to one of them.
 */
export function checkRedirectUrl(value: string, allowedOrigins: readonly string[] = []): RedirectCheck {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'invalid-url' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: 'unsafe-protocol' };
  }
  if (allowedOrigins.length > 0 && !allowedOrigins.includes(url.origin)) {
    return { ok: false, reason: 'origin-not-allowed' };
  }
  return { ok: true, url: url.href };
}

/** True when `value` is an absolute http(s) URL: used for links drawn from invoice data. */
export function isHttpUrl(value: string): boolean {
  return checkRedirectUrl(value).ok;
}

/** Splits the `redirect-origins` attribute (space-separated origins) into exact origins. */
export function parseAllowedOrigins(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        // An entry that is no URL can never equal an origin: keep it so nothing matches it by accident.
        return entry;
      }
    });
}
