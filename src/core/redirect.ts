/**
 * Which redirect URLs the element may follow. Pure: no navigation happens here.
 */

export type RedirectRefusal = 'invalid-url' | 'unsafe-protocol' | 'origin-not-allowed' | 'credentials';

export type RedirectCheck = { ok: true; url: string } | { ok: false; reason: RedirectRefusal };

/** Why a URL was refused, in words for the developer's error message. */
export const REFUSALS: Readonly<Record<RedirectRefusal, string>> = {
  'invalid-url': 'not an absolute URL',
  'unsafe-protocol': 'not http(s)',
  'origin-not-allowed': 'origin not in redirect-origins',
  credentials: 'a user name or password before the host',
};

// The authority (between `//` and the path, query or fragment; `\` counts as `/` for http) holding an `@`.
const USER_INFO = /^\s*[a-z][a-z\d+.-]*:[\\/]*[^\\/?#]*@/i;

/**
 * Checks a redirect target. It must parse as an absolute URL on its own (no
 * base: relative and protocol-relative values are refused), use `https:` or
 * `http:` (plain http is for local development), when `allowedOrigins` is
 * not empty have an origin equal to one of them, and carry no user name or
 * password: `https://shop.example@evil.example` goes to evil.example.
 */
export function checkRedirectUrl(value: string, allowedOrigins: readonly string[] = []): RedirectCheck {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'invalid-url' };
  }
  if (!/^https?:$/.test(url.protocol)) return { ok: false, reason: 'unsafe-protocol' };
  if (allowedOrigins.length > 0 && !allowedOrigins.includes(url.origin)) {
    return { ok: false, reason: 'origin-not-allowed' };
  }
  // The parser drops an empty `@` (`https://@evil.example`), so the text is read as well.
  if (url.username || url.password || USER_INFO.test(value)) return { ok: false, reason: 'credentials' };
  return { ok: true, url: url.href };
}

/** True when `value` is an absolute http(s) URL: used for links drawn from invoice data. */
export function isHttpUrl(value: string): boolean {
  return checkRedirectUrl(value).ok;
}

/** Splits the `redirect-origins` attribute (space-separated origins) into exact origins. */
export function parseAllowedOrigins(value: string | null | undefined): string[] {
  return (value ?? '')
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
