/**
 * The payment service sandbox on a port of its own, for test suites and for
 * trying the API by hand (the `crypto-checkout-sandbox` command runs the same):
 * the spec's five operations under `/api/public/v1`, in memory and seeded with
 * accounts, channels, deposits and bank withdrawals, answering only what the
 * spec shows. With `extras`, its own additions, all or by name: reading an
 * invoice back, an invoice's status and network, deciding its outcome and
 * simulating a deposit to a channel, a shorter life for an invoice. With `webhookUrl` and `webhookSecret` it POSTs a signed event
 * each time an invoice's status changes (the sandbox's own format: the spec has
 * no events), keeps them, and lists and resends them. Node only (node:http).
 * docs/sandbox.md describes every endpoint and every choice the sandbox makes
 * where the spec is silent.
 *
 * ```ts
 * import { PaymentApiClient } from 'crypto-checkout/client';
 * import { startSandbox } from 'crypto-checkout/sandbox';
 *
 * const sandbox = await startSandbox(); // 127.0.0.1, a free port, a fresh key
 * const api = new PaymentApiClient({ baseUrl: sandbox.url, apiKey: sandbox.key });
 * await api.createInvoice({ amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'BTC' });
 * await sandbox.close();
 * ```
 *
 * @packageDocumentation
 */
import type { ExtrasOption } from './extras.js';
import { listen } from './listen.js';
import { createSandbox, generateApiKey } from './sandbox.js';

export { SANDBOX_EXTRAS, type ExtrasOption, type SandboxExtra } from './extras.js';
export { DEPOSIT_STATUSES, OUTCOMES, type DepositStatus, type Outcome } from './outcomes.js';
export { SEED_ACCOUNTS, SEED_CHANNELS } from './seed.js';

export interface StartSandboxOptions {
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** The address to listen on. Default `127.0.0.1`; `0.0.0.0` or `::` listen on every interface. */
  host?: string;
  /**
   * The key every request must carry as `Authorization: Bearer <key>`: visible ASCII, no spaces.
   * Default: a fresh random `sk_sandbox_…` key.
   */
  key?: string;
  /**
   * The sandbox's clock in milliseconds since the epoch, read whenever a status or a time is needed.
   * Default `Date.now`; a test moves it to expire invoices without waiting.
   */
  now?: () => number;
  /**
   * Seconds a new invoice lives before it expires (its `expiresAt`). Default 1,200, the rate's 20 minutes. Longer
   * makes a service whose invoices outlive their rate: the checkout and the order routes still end the invoice
   * when the rate lapses, 20 minutes after `createdAt`.
   */
  invoiceLifetimeSeconds?: number;
  /**
   * What the sandbox adds to the spec for development, turned on by name (docs/sandbox.md, "Extras"):
   * `'invoice-read'` (`GET /api/public/v1/invoices/:id`), `'invoice-attributes'` (an invoice's `status` and
   * `network`), `'controls'` (`/api/sandbox`'s outcome control and deposit simulation) and `'expiry-meta'`
   * (`meta.sandbox.expiresInSeconds`); `true` turns on all of them. An unknown name rejects with a TypeError.
   * Default: none, the sandbox answers only what the spec shows, as the real service does, so what works here
   * works there.
   *
   * ```ts
   * await startSandbox({ extras: ['controls'] }); // decide outcomes; invoices stay as the spec shows them
   * ```
   */
  extras?: ExtrasOption;
  /**
   * Where to POST an `invoice.updated` event each time an invoice's status changes (an outcome, expiry, a
   * payment confirmed): an absolute http(s) URL. Goes with `webhookSecret`. Default: no events.
   */
  webhookUrl?: string;
  /**
   * The secret each event is signed with, in its `Sandbox-Signature` header (HMAC-SHA256; check it with
   * `verifySandboxEvent` from `crypto-checkout/server`). Goes with `webhookUrl`.
   */
  webhookSecret?: string;
  /**
   * The waits between attempts to deliver an event, in milliseconds; its length is the number of retries.
   * Default: 10 s, then twice as long each time up to an hour, 15 retries over about 7 h 25 min. A test makes
   * them short, e.g. `[100, 200, 400]`. A wait that is no whole number from 0 up rejects with a RangeError.
   */
  webhookRetryDelays?: readonly number[];
}

export interface RunningSandbox {
  /**
   * The base URL (the spec's `{base_url}`), e.g. `http://127.0.0.1:49152`, without a trailing slash: the
   * endpoints are under `${url}/api/public/v1` and `${url}/api/sandbox`. For a wildcard `host`, its loopback address.
   */
  url: string;
  /** The API key the sandbox takes. */
  key: string;
  /**
   * Stops listening and ends open connections, and stops the event timers and deliveries under way (events not
   * delivered yet are dropped); resolves once the port is free.
   */
  close(): Promise<void>;
}

/**
 * Starts a sandbox with fresh state: the same seed data on every start, no invoices. Rejects when the key
 * cannot be sent in a header, the webhook secret is empty or the webhook URL is not http(s) (RangeError), when
 * only one of `webhookUrl` and `webhookSecret` is given or `extras` names an unknown extra (TypeError), or when
 * the address cannot be bound (e.g. `EADDRINUSE`).
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const key = options.key ?? generateApiKey();
  const sandbox = createSandbox({
    apiKey: key,
    ...(options.now ? { now: options.now } : {}),
    ...(options.invoiceLifetimeSeconds === undefined ? {} : { invoiceLifetimeSeconds: options.invoiceLifetimeSeconds }),
    ...(options.extras === undefined ? {} : { extras: options.extras }),
    ...(options.webhookUrl === undefined ? {} : { webhookUrl: options.webhookUrl }),
    ...(options.webhookSecret === undefined ? {} : { webhookSecret: options.webhookSecret }),
    ...(options.webhookRetryDelays === undefined ? {} : { webhookRetryDelays: options.webhookRetryDelays }),
  });
  const { url, close } = await listen(sandbox.middleware, options.host ?? '127.0.0.1', options.port ?? 0).catch(
    (error: unknown) => {
      sandbox.close();
      throw error;
    },
  );
  return {
    url,
    key,
    close: () => {
      sandbox.close();
      return close();
    },
  };
}
