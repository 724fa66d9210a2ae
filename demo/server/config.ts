/**
 * What the server takes from the environment:
 * - `SANDBOX_API_KEY`: the embedded sandbox's key (generated at start when unset);
 * - `PAYMENT_API_BASE_URL` and `PAYMENT_API_KEY`: a real payment service account
 *   for the shop to use instead of the embedded sandbox (both, or neither);
 * - `PAYMENT_ACCOUNT_ID`: the account whose networks the coin picker offers
 *   (with the embedded sandbox, its main EUR account when unset);
 * - `SANDBOX_WEBHOOK_SECRET`: the secret the sandbox's events to the shop are
 *   signed with (a random one per process when unset).
 */
import { generateApiKey } from '../../src/sandbox/sandbox.js';
import type { PaymentApiTarget } from './shop.js';

export interface ServerConfig {
  sandboxApiKey: string;
  /** True when the key was generated rather than taken from `SANDBOX_API_KEY`. */
  generatedKey: boolean;
  /** The payment service the shop uses; undefined for the embedded sandbox. */
  paymentApi?: PaymentApiTarget;
  /** `PAYMENT_ACCOUNT_ID`: the account whose networks the coin picker offers. */
  paymentAccountId?: string;
  /** `SANDBOX_WEBHOOK_SECRET`; undefined when unset (the app then makes a random one). */
  webhookSecret?: string;
  /** Problems with the environment, to print at start. */
  warnings: string[];
}

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const warnings: string[] = [];
  const given = env.SANDBOX_API_KEY?.trim();
  const config: ServerConfig = {
    sandboxApiKey: given || generateApiKey(),
    generatedKey: !given,
    warnings,
  };
  const webhookSecret = env.SANDBOX_WEBHOOK_SECRET?.trim();
  if (webhookSecret) config.webhookSecret = webhookSecret;
  const accountId = env.PAYMENT_ACCOUNT_ID?.trim();
  if (accountId) config.paymentAccountId = accountId;
  const baseUrl = env.PAYMENT_API_BASE_URL?.trim();
  const apiKey = env.PAYMENT_API_KEY?.trim();
  if (baseUrl && apiKey) {
    if (/^https?:\/\/[^/]/.test(baseUrl)) config.paymentApi = { baseUrl, apiKey };
    else warnings.push(`PAYMENT_API_BASE_URL is not an http(s) URL (${baseUrl}); the shop uses the embedded sandbox.`);
  } else if (baseUrl || apiKey) {
    warnings.push(
      `${baseUrl ? 'PAYMENT_API_KEY' : 'PAYMENT_API_BASE_URL'} is not set; the shop uses the embedded sandbox.`,
    );
  }
  return config;
}
