/**
 * The `ETag` of an invoice's document and the `If-None-Match` check against it, which the handler makes itself:
 * helpers that judge freshness (`fresh`) call every request with `Cache-Control: no-cache` stale, and the
 * element's requests all carry it.
 */
import type { StoredInvoice } from './store.js';

/** How many invoices' `ETag`s one handler remembers; past it, the one hashed longest ago is dropped. */
const REMEMBERED_ETAGS = 10_000;

/** A strong `ETag`: the first 16 bytes of the body's SHA-256, base64url. */
export async function etagOf(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  let binary = '';
  for (const byte of digest.subarray(0, 16)) binary += String.fromCharCode(byte);
  return `"${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}"`;
}

/**
 * Whether `If-None-Match` (`header`, null when absent) names `etag`: by weak comparison, as RFC 9110 asks for
 * `If-None-Match`, in a list or as `*`.
 */
export function etagMatches(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The `ETag` of each invoice's stored version, hashed once per version: a poll of an unchanged invoice costs no
 * hash. Bounded (REMEMBERED_ETAGS).
 */
export function etagsByVersion(limit = REMEMBERED_ETAGS) {
  const known = new Map<string, { version: number; etag: string }>();
  return async (id: string, invoice: StoredInvoice): Promise<string> => {
    const kept = known.get(id);
    if (kept?.version === invoice.version) return kept.etag;
    const etag = await etagOf(invoice.body);
    known.delete(id); // re-inserted last: the oldest is dropped first
    known.set(id, { version: invoice.version, etag });
    if (known.size > limit) known.delete(known.keys().next().value!);
    return etag;
  };
}
