/**
 * The answer to a poll of an invoice: its document, or `304` when `If-None-Match` names its `ETag`, with the
 * headers the element reads: `Cache-Control` (its `max-age` paces the polling), `Date` (it corrects the
 * payer's clock) and, while the invoice is open, `Invoice-Stream`.
 */
import { JSON_API_MEDIA_TYPE } from '../core/protocol.js';
import { etagMatches, etagsByVersion } from './etag.js';
import { isFinal } from './invoice-rules.js';
import type { StoredInvoice } from './store.js';
import { STREAM_HEADER } from './stream.js';

export interface PollAnswerSettings {
  now: () => number;
  /** The `max-age` of an open invoice's document, in seconds. */
  openSeconds: number;
  /** The `max-age` of a final invoice's document, in seconds. */
  finalSeconds: number;
  /** `InvoiceHandlerOptions.shared`: `public` with `stale-while-revalidate`, else `private`. */
  shared: false | { staleWhileRevalidate: number } | undefined;
  /** Whether the handler offers the stream. */
  streaming: boolean;
}

/** The `Cache-Control` of an invoice's document: `private` (or shared: `public`), `max-age` by whether it is final. */
export function cacheControl(final: boolean, settings: PollAnswerSettings): string {
  const maxAge = final ? settings.finalSeconds : settings.openSeconds;
  if (!settings.shared) return `private, max-age=${maxAge}`;
  const stale = Math.max(0, Math.floor(settings.shared.staleWhileRevalidate));
  return `public, max-age=${maxAge}, stale-while-revalidate=${stale}`;
}

/** Answers a `GET` or `HEAD` of the invoice `id`, stored as `invoice`: `200` with the document, or `304`. */
export function pollAnswers(settings: PollAnswerSettings) {
  const etagFor = etagsByVersion();
  return async (request: Request, id: string, invoice: StoredInvoice): Promise<Response> => {
    const etag = await etagFor(id, invoice);
    const final = isFinal(invoice);
    const headers: Record<string, string> = {
      ETag: etag,
      'Cache-Control': cacheControl(final, settings),
      Date: new Date(settings.now()).toUTCString(),
      ...(settings.streaming && !final ? { [STREAM_HEADER]: 'sse' } : {}),
    };
    if (etagMatches(request.headers.get('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(request.method === 'HEAD' ? null : invoice.body, {
      status: 200,
      headers: { ...headers, 'Content-Type': JSON_API_MEDIA_TYPE, 'X-Content-Type-Options': 'nosniff' },
    });
  };
}
