/**
 * The payment service sandbox: in-memory state seeded at start, served as
 * connect middleware under `/api/public/v1` (the spec's operations, plus the
 * sandbox-only invoice read) and `/api/sandbox` (sandbox-only control).
 * startSandbox (index.ts) serves it alone; the demo mounts it beside its shop.
 * With a webhook URL and secret it also sends signed invoice events (events.ts).
 */
import { randomBytes } from 'node:crypto';
import { retryDelaysProblem, sendInvoiceEvents, webhookUrlProblem } from './events.js';
import { extrasOf, type ExtrasOption } from './extras.js';
import type { Middleware } from './http-io.js';
import { sandboxMiddleware } from './routes.js';
import { SandboxStore } from './store.js';

export interface SandboxOptions {
  /** The key every request must carry as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** The sandbox's clock (milliseconds since the epoch); tests move it. */
  now?: () => number;
  /** Seconds a new invoice lives before it expires (`expiresAt`). Default 1,200: the rate's 20 minutes. */
  invoiceLifetimeSeconds?: number;
  /**
   * The sandbox's own additions to the spec (extras.ts, docs/sandbox.md "Extras"): `true` for all, or the names of
   * those to turn on. Default: none, only what the spec shows.
   */
  extras?: ExtrasOption;
  /**
   * Where to POST a signed event each time an invoice's status changes (docs/sandbox.md, "Events"): an
   * absolute http(s) URL, or a function that returns one, called at each delivery attempt, for a receiver
   * whose address is known only once a server listens (the demo's shop, on the sandbox's own server). A string
   * is checked here; what the function returns is checked at each attempt, where a throw or a bad URL is a
   * failed attempt (retried, then logged). Goes with `webhookSecret`; without both, no events.
   */
  webhookUrl?: string | (() => string);
  /** The secret the events are signed with (HMAC-SHA256). Goes with `webhookUrl`. */
  webhookSecret?: string;
  /**
   * The waits between attempts to deliver an event, in ms (its length is the number of retries): 10 s doubling
   * up to an hour, 15 retries over about 7 h 25 min, unless given (tests shorten them). Whole numbers from 0 up.
   */
  webhookRetryDelays?: readonly number[];
}

export interface Sandbox {
  apiKey: string;
  store: SandboxStore;
  middleware: Middleware;
  /**
   * Stops the event timers and the deliveries under way (nothing to stop without a webhook). The server the
   * middleware is mounted on is its owner's to close. Calling it again does nothing.
   */
  close(): void;
}

// What a client can send after "Bearer ": the request check reads the key as one run of visible characters.
const SENDABLE_KEY = /^[\x21-\x7e]+$/;

/**
 * The sandbox: throws a RangeError for a key no request could carry, an empty webhook secret or a webhook URL
 * string that is not http(s) or an invoice lifetime that is no whole number of seconds, and a TypeError for a webhook URL without a secret or a secret without a URL, or
 * a webhook URL that is neither a string nor a function, or `extras` that names an unknown extra.
 */
export function createSandbox(options: SandboxOptions): Sandbox {
  if (!SENDABLE_KEY.test(options.apiKey)) {
    throw new RangeError(
      'The API key must be one or more visible ASCII characters without spaces: it is sent as "Authorization: Bearer <key>".',
    );
  }
  const { webhookUrl, webhookSecret } = options;
  if ((webhookUrl === undefined) !== (webhookSecret === undefined)) {
    const [given, missing] =
      webhookUrl === undefined ? ['webhookSecret', 'webhookUrl'] : ['webhookUrl', 'webhookSecret'];
    throw new TypeError(
      `${given} was given without ${missing}: events go to a URL and are signed with a secret, so give both or neither.`,
    );
  }
  if (typeof webhookUrl === 'string') {
    const problem = webhookUrlProblem(webhookUrl);
    if (problem) throw new RangeError(`webhookUrl ${problem}, not ${JSON.stringify(webhookUrl)}.`);
  } else if (webhookUrl !== undefined && typeof webhookUrl !== 'function') {
    throw new TypeError('webhookUrl must be an http(s) URL or a function that returns one.');
  }
  if (webhookSecret === '') throw new RangeError('webhookSecret must not be empty.');
  const delaysProblem =
    options.webhookRetryDelays === undefined ? undefined : retryDelaysProblem(options.webhookRetryDelays);
  if (delaysProblem) throw new RangeError(`webhookRetryDelays ${delaysProblem}.`);
  const lifetime = options.invoiceLifetimeSeconds;
  if (lifetime !== undefined && (!Number.isInteger(lifetime) || lifetime < 1)) {
    throw new RangeError(
      `invoiceLifetimeSeconds must be a whole number of seconds from 1 up, not ${String(lifetime)}.`,
    );
  }

  const extras = extrasOf(options.extras);

  const store = new SandboxStore(options.now, options.invoiceLifetimeSeconds, extras);
  const events =
    webhookUrl !== undefined && webhookSecret !== undefined
      ? sendInvoiceEvents(store, {
          url: webhookUrl,
          secret: webhookSecret,
          ...(options.webhookRetryDelays ? { retryDelays: options.webhookRetryDelays } : {}),
        })
      : undefined;
  return {
    apiKey: options.apiKey,
    store,
    middleware: sandboxMiddleware(store, options.apiKey),
    close: () => events?.close(),
  };
}

/** A fresh sandbox key: 192 random bits, recognisable by its prefix. */
export function generateApiKey(): string {
  return `sk_sandbox_${randomBytes(24).toString('base64url')}`;
}
