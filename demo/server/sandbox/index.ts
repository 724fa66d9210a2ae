/**
 * The payment service sandbox: in-memory state seeded at start, served as
 * connect middleware under `/api/public/v1` (the spec's operations, plus the
 * sandbox-only invoice read) and `/api/sandbox` (sandbox-only control).
 */
import { randomBytes } from 'node:crypto';
import type { Middleware } from '../http-io.js';
import { sandboxMiddleware } from './routes.js';
import { SandboxStore } from './store.js';

export { SANDBOX_PREFIX } from './routes.js';
export { SEED_ACCOUNTS } from './seed.js';
export { SandboxStore } from './store.js';

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

export function createSandbox(options: SandboxOptions): Sandbox {
  const store = new SandboxStore(options.now);
  return { apiKey: options.apiKey, store, middleware: sandboxMiddleware(store, options.apiKey) };
}

/** A fresh sandbox key: 192 random bits, recognisable by its prefix. */
export function generateApiKey(): string {
  return `sk_sandbox_${randomBytes(24).toString('base64url')}`;
}
