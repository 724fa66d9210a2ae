/**
 * The embedded sandbox and the shop as one connect middleware, for Vite's dev
 * server (plugin.ts) and for a plain node:http server (http.ts). The shop is a
 * Fetch handler, served on node:http through srvx's toNodeHandler as
 * docs/src-endpoint.md shows a merchant: its `Request` is on the request's own
 * host, and its `signal` aborts when the client leaves, which ends a stream.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NodeHttp1Handler } from 'srvx';
import { toNodeHandler } from 'srvx/node';
import type { Middleware } from '../../src/sandbox/http-io.js';
import { createSandbox, type Sandbox } from '../../src/sandbox/sandbox.js';
import { SEED_ACCOUNTS } from '../../src/sandbox/seed.js';
import { createShop, PAYMENT_EVENTS_PATH, SHOP_PREFIX, type PaymentApiTarget } from './shop.js';

export interface AppOptions {
  /** The embedded sandbox's API key. */
  sandboxApiKey: string;
  /** A real payment service for the shop; the embedded sandbox when left out. */
  paymentApi?: PaymentApiTarget;
  /**
   * The account whose networks the coin picker offers (`PAYMENT_ACCOUNT_ID`); with the embedded sandbox,
   * its main EUR account (all eight networks) when left out.
   */
  paymentAccountId?: string;
  /** The sandbox's clock, and the shop's invoice cache's (tests). */
  now?: () => number;
  /** A `fetch` for the shop's API calls (tests). */
  fetch?: typeof fetch;
  /**
   * The secret the sandbox's invoice events to the shop are signed with (`SANDBOX_WEBHOOK_SECRET`): a random
   * one per process when left out. The embedded sandbox uses it when the shop talks to it.
   */
  webhookSecret?: string;
}

export interface App {
  /**
   * The embedded sandbox. When the shop talks to it (no `paymentApi`), it sends its invoice events to the
   * shop's `POST /shop/payment-events`; `close()` it when the server closes, to stop their timers.
   */
  sandbox: Sandbox;
  middleware: Middleware;
  /** Tells the app where it is served, once the server listens: the shop calls the sandbox there. */
  setOrigin(origin: string): void;
  origin(): string;
  /** Where the shop's payment API is. */
  paymentApi(): PaymentApiTarget;
}

export function createApp(options: AppOptions): App {
  const webhookSecret = options.webhookSecret ?? randomBytes(32).toString('base64url');
  const sandbox = createSandbox({
    apiKey: options.sandboxApiKey,
    // Only what the QA scenarios need, by name; otherwise the spec's sandbox, so the shop works as against the
    // real service. `controls`: the outcome buttons and the channel page's simulated deposits. `expiry-meta`: the
    // 30-second expiry and renewal scenarios (`expiresInSeconds`).
    extras: ['controls', 'expiry-meta'],
    ...(options.now ? { now: options.now } : {}),
    // The shop's event route, on this server: its origin is known once it listens, so it is read at delivery.
    ...(options.paymentApi ? {} : { webhookUrl: () => `${app.origin()}${PAYMENT_EVENTS_PATH}`, webhookSecret }),
  });
  let origin: string | undefined;
  const app: App = {
    sandbox,
    setOrigin(value) {
      origin = value.replace(/\/+$/, '');
    },
    origin() {
      if (origin === undefined) throw new Error('The server is not listening yet.');
      return origin;
    },
    // The shop talks to the embedded sandbox over HTTP, like any merchant backend to the service.
    paymentApi: () => options.paymentApi ?? { baseUrl: app.origin(), apiKey: options.sandboxApiKey },
    middleware: () => undefined,
  };
  // srvx types its handler for HTTP/1 and HTTP/2 alike; both servers here are node:http's, HTTP/1.
  const shop = toNodeHandler(
    createShop({
      paymentApi: app.paymentApi,
      origin: app.origin,
      webhookSecret,
      accountId: () => options.paymentAccountId ?? (options.paymentApi ? undefined : SEED_ACCOUNTS.eurMaster),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.now ? { now: options.now } : {}),
    }),
  ) as NodeHttp1Handler;
  app.middleware = (request, response, next) =>
    sandbox.middleware(request, response, (error) => {
      if (error) next(error);
      else if (isShopRequest(request)) void shop(request, response);
      else next();
    });
  return app;
}

/** Whether the request is the shop's: its target under SHOP_PREFIX. */
function isShopRequest(request: IncomingMessage): boolean {
  return request.url?.startsWith(SHOP_PREFIX) ?? false;
}
