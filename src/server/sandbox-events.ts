/**
 * Checks the invoice events the payment sandbox sends (`--webhook-url` and
 * `--webhook-secret`, or `startSandbox({ webhookUrl, webhookSecret })`). The
 * payment service's specification documents no events: this format is the
 * sandbox's own, and a real service's events, if it has any, may differ.
 * Fetch API and Web Crypto only (no Node imports): Node ≥ 20.19, Deno, Bun,
 * Cloudflare Workers. docs/sandbox.md, "Events (sandbox only)".
 */
import type { InvoiceDocument } from '../client/index.js';
import { isObject } from '../core/json.js';

/** The request header that carries the timestamp and the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';

/** How far, in seconds, an event's timestamp may be from the receiver's clock, either way: 5 minutes. */
export const DEFAULT_SANDBOX_EVENT_TOLERANCE_SECONDS = 300;

export interface VerifySandboxEventOptions {
  /**
   * How far (in seconds) the signed timestamp `t` may be from `now()`, before or after, for the event to be
   * taken: older ones are refused as replays (`stale`). Default 300 (5 minutes); `Infinity` turns the check off.
   */
  toleranceSeconds?: number;
  /** The receiver's clock, in milliseconds since the epoch. Default `Date.now`. */
  now?: () => number;
}

/**
 * Why an event was refused:
 * - `missing-signature`: no `Sandbox-Signature` header, or an empty one;
 * - `bad-signature`: the header is malformed, or no `v1` in it is the HMAC of this body with this secret (a
 *   tampered body, another secret, a forged request);
 * - `stale`: the signature is right but its timestamp `t` is further than the tolerance from now (a replay, or a
 *   clock that is off);
 * - `not-json`: the signature is right but the body is not UTF-8 JSON carrying an invoice document and
 *   `meta.event.id`.
 */
export type SandboxEventRefusal = 'missing-signature' | 'bad-signature' | 'stale' | 'not-json';

/** What verifySandboxEvent concludes: the event's invoice document and id, or why it was refused. */
export type SandboxEventVerification =
  | {
      ok: true;
      /**
       * The invoice document exactly as the sandbox's invoice read (`GET /api/public/v1/invoices/:id`) answers
       * it at the change, with `meta.event = { id, type: 'invoice.updated', createdAt }`.
       */
      document: InvoiceDocument;
      /** `meta.event.id` (`evt_…`): the same on every retry of one event, so handle each id once. */
      eventId: string;
    }
  | { ok: false; reason: SandboxEventRefusal };

const encoder = new TextEncoder();

/** `t` and the `v1` signatures of a `Sandbox-Signature` value, or undefined when it has no `t` or no `v1`. */
function readHeader(header: string): { timestamp: number; signatures: Uint8Array<ArrayBuffer>[] } | undefined {
  let timestamp: number | undefined;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const item of header.split(',')) {
    const [name, value = ''] = item.trim().split(/=(.*)/s, 2) as [string, string?];
    if (name === 't') {
      // One timestamp, in whole seconds: a second `t` makes the header ambiguous.
      if (timestamp !== undefined || !/^\d{1,15}$/.test(value)) return undefined;
      timestamp = Number(value);
    } else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) {
      signatures.push(new Uint8Array(value.match(/../g)!.map((byte) => parseInt(byte, 16))));
    }
    // Other schemes (a future v2) are ignored, as Stripe's are.
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

/**
 * Checks that `request` is an event the payment sandbox signed with `secret`, recent enough, and returns the
 * invoice document it carries.
 *
 * The signature is `Sandbox-Signature: t=<unix seconds>,v1=<lowercase hex HMAC-SHA256>` over the bytes of
 * `<t>.<raw body>`, keyed with the UTF-8 bytes of `secret` (Stripe's scheme). This reads the body once, as raw
 * bytes (do not read or parse it before, and do not re-serialise it: the signature covers the exact bytes),
 * checks each `v1` with `crypto.subtle.verify` (a constant-time comparison), then refuses a timestamp further
 * than `toleranceSeconds` from `now()` either way, and only then parses the JSON.
 *
 * The sandbox delivers at least once: the same event (same `eventId`) may arrive again after a timeout or a
 * non-2xx answer, so answer 2xx quickly and handle each `eventId` once. One invoice's events arrive in the order
 * of its changes; read `document.data.attributes.status` for the status the event announces.
 *
 * ```ts
 * import { verifySandboxEvent } from 'crypto-checkout/server';
 *
 * export async function POST(request: Request): Promise<Response> {
 *   const event = await verifySandboxEvent(request, process.env.SANDBOX_WEBHOOK_SECRET!);
 *   if (!event.ok) return new Response(event.reason, { status: 400 });
 *   const { id, attributes } = event.document.data;
 *   await recordStatusOnce(event.eventId, id, attributes.status); // your code
 *   return new Response(null, { status: 204 });
 * }
 * ```
 *
 * @param request The incoming POST, its body unread.
 * @param secret The webhook secret the sandbox was started with (`--webhook-secret`, `webhookSecret`).
 * @param options `toleranceSeconds` (default 300) and `now` (default `Date.now`, in milliseconds).
 * @returns `{ ok: true, document, eventId }`, or `{ ok: false, reason }` with `reason` one of
 * `missing-signature`, `bad-signature`, `stale`, `not-json` (see SandboxEventRefusal).
 * @throws TypeError when `secret` is empty or the body was read already; RangeError for a negative or NaN
 * `toleranceSeconds`.
 */
export async function verifySandboxEvent(
  request: Request,
  secret: string,
  options: VerifySandboxEventOptions = {},
): Promise<SandboxEventVerification> {
  if (typeof secret !== 'string' || secret === '') {
    throw new TypeError('verifySandboxEvent needs the secret the sandbox signs with (--webhook-secret).');
  }
  const tolerance = options.toleranceSeconds ?? DEFAULT_SANDBOX_EVENT_TOLERANCE_SECONDS;
  if (typeof tolerance !== 'number' || Number.isNaN(tolerance) || tolerance < 0) {
    throw new RangeError(`toleranceSeconds must be a number of seconds from 0 up, not ${String(tolerance)}.`);
  }
  if (request.bodyUsed) {
    throw new TypeError('The request body was read already: verifySandboxEvent needs its raw bytes.');
  }

  const header = request.headers.get(SANDBOX_SIGNATURE_HEADER)?.trim();
  if (!header) return { ok: false, reason: 'missing-signature' };
  const signed = readHeader(header);
  if (!signed) return { ok: false, reason: 'bad-signature' };

  const body = new Uint8Array(await request.arrayBuffer());
  const prefix = encoder.encode(`${signed.timestamp}.`);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix);
  message.set(body, prefix.length);
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  let authentic = false;
  for (const signature of signed.signatures) {
    if (await crypto.subtle.verify('HMAC', key, signature, message)) authentic = true;
  }
  if (!authentic) return { ok: false, reason: 'bad-signature' };

  const now = (options.now ?? Date.now)() / 1000;
  if (Math.abs(now - signed.timestamp) > tolerance) return { ok: false, reason: 'stale' };

  let document: unknown;
  try {
    document = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  const meta = isObject(document) ? document.meta : undefined;
  const event = isObject(meta) ? meta.event : undefined;
  if (!isObject(document) || !isObject(document.data) || !isObject(event) || typeof event.id !== 'string') {
    return { ok: false, reason: 'not-json' };
  }
  return { ok: true, document: document as unknown as InvoiceDocument, eventId: event.id };
}
