/**
 * The payment service sandbox: in-memory state seeded at start, served as
 * connect middleware under `/api/public/v1` (the spec's operations, plus the
 * sandbox-only invoice read) and `/api/sandbox` (sandbox-only control).
 * startSandbox (index.ts) serves it alone; the demo mounts it beside its shop.
 */
import { randomBytes } from 'node:crypto';
import type { Middleware } from './http-io.js';
import { sandboxMiddleware } from './routes.js';
import { SandboxStore } from './store.js';

export interface SandboxOptions {
  /** The key every request must carry as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** The sandbox's clock (milliseconds since the epoch); tests move it. */
  now?: () => number;
}

export interface Sandbox {
  apiKey: string;
  store: SandboxStore;
  middleware: Middleware;
}

// What a client can send after "Bearer ": the request check reads the key as one run of visible characters.
const SENDABLE_KEY = /^[\x21-\x7e]+$/;

/** The sandbox: throws a RangeError for a key no request could carry. */
export function createSandbox(options: SandboxOptions): Sandbox {
  if (!SENDABLE_KEY.test(options.apiKey)) {
    throw new RangeError(
      'The API key must be one or more visible ASCII characters without spaces: it is sent as "Authorization: Bearer <key>".',
    );
  }
  const store = new SandboxStore(options.now);
  return { apiKey: options.apiKey, store, middleware: sandboxMiddleware(store, options.apiKey) };
}

/** A fresh sandbox key: 192 random bits, recognisable by its prefix. */
export function generateApiKey(): string {
  return `sk_sandbox_${randomBytes(24).toString('base64url')}`;
}
