/**
 * Which browser requests may change state: a page of another site must not create invoices in the payer's
 * name, their cookies riding along. The `Origin` a browser sends is the main signal; Fetch Metadata
 * (`Sec-Fetch-Site`) is one more, which browsers before it (Safari before 16.4) never send; and a body that
 * must be JSON is one a cross-site form cannot send without the browser asking first (a CORS preflight).
 */

/** Why a state-changing request was refused: the status and the JSON:API error's code and detail. */
export interface CrossSiteRefusal {
  status: 403 | 415;
  code: 'cross_site' | 'unsupported_media_type';
  detail: string;
}

/** `application/json`, or a JSON type of its own (`application/vnd.api+json`), with or without parameters. */
const JSON_MEDIA_TYPE = /^application\/(?:[a-z0-9!#$&^_.+-]+\+)?json$/;

/**
 * Why `request`, a state-changing request from a browser, must be refused, or undefined when it may go on:
 * - `403 cross_site`: its `Origin` is neither the request's own host (`Host`, whatever the scheme: a proxy may
 *   end TLS) nor one of `origins`, or is opaque (`null`); or `Sec-Fetch-Site` is `cross-site` or `same-site`
 *   (a sibling subdomain) and its `Origin` is not one of `origins`.
 * - `415 unsupported_media_type`: its `Content-Type` is not JSON (`text/plain`, a form's types, none).
 *
 * A request without `Origin` or Fetch Metadata (a server, `curl`) is judged by its type alone.
 *
 * @param origins Origins besides the request's own whose pages may send it, e.g. `https://shop.example`.
 */
export function crossSiteRefusal(
  request: { url: string; headers: Headers },
  origins: readonly string[] = [],
): CrossSiteRefusal | undefined {
  const origin = request.headers.get('Origin');
  const listed = origin !== null && origins.includes(origin);
  const site = request.headers.get('Sec-Fetch-Site');
  const foreign = origin !== null && !listed && !sameHost(origin, request.url);
  if (foreign || (!listed && (site === 'cross-site' || site === 'same-site'))) {
    return { status: 403, code: 'cross_site', detail: "Only this site's own pages may send this request." };
  }
  const type = request.headers.get('Content-Type')?.split(';')[0]!.trim().toLowerCase() ?? '';
  if (!JSON_MEDIA_TYPE.test(type)) {
    return { status: 415, code: 'unsupported_media_type', detail: 'Send Content-Type: application/json.' };
  }
  return undefined;
}

/** Whether the origin `origin` names the host (and port) of `url`; false for `null` and anything unreadable. */
function sameHost(origin: string, url: string): boolean {
  try {
    return new URL(origin).host === new URL(url).host;
  } catch {
    return false;
  }
}
