/**
 * The demo pages' side of the demo shop (demo/server/shop.ts): create a
 * checkout, read an invoice back, and (sandbox only) decide its outcome. The
 * page never talks to the payment API and never holds its key: the shop does.
 */
import type { InvoiceDocument, JsonApiErrorObject } from '../src/client/types.js';
import type { Outcome } from '../src/sandbox/outcomes.js';
import type { Cart, CheckoutRequest } from './server/shop.js';

export type { Cart, CheckoutRequest, InvoiceDocument, Outcome };

/** The answer to `POST /shop/checkout`. */
export interface CheckoutAnswer {
  invoice: InvoiceDocument;
  /** The shop's URL of the invoice document: what `<crypto-checkout src>` loads and polls. */
  src: string;
  cart: Cart;
}

/** The shop said no: its status and JSON:API error objects. */
export class ShopError extends Error {
  constructor(
    readonly status: number,
    readonly errors: JsonApiErrorObject[],
  ) {
    super(
      errors
        .map((error) => error.detail ?? error.title ?? error.code)
        .filter(Boolean)
        .join(' ') || `The shop answered HTTP ${status}.`,
    );
    this.name = 'ShopError';
  }
}

async function call<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? null : JSON.stringify(init.body),
    credentials: 'same-origin',
    cache: 'no-store',
    signal: init.signal ?? null,
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const errors = (body as { errors?: JsonApiErrorObject[] } | undefined)?.errors;
    throw new ShopError(response.status, Array.isArray(errors) ? errors : []);
  }
  return body as T;
}

/** The shop's URL of an invoice. */
export const invoiceSrc = (id: string): string => `/shop/invoices/${encodeURIComponent(id)}`;

/** Asks the shop for a checkout: it creates the invoice with the payment API and answers the document. */
export function createCheckout(request: CheckoutRequest = {}, signal?: AbortSignal): Promise<CheckoutAnswer> {
  return call<CheckoutAnswer>('/shop/checkout', { method: 'POST', body: request, ...(signal ? { signal } : {}) });
}

/** The invoice document as the payment API has it now. */
export function getInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDocument> {
  return call<InvoiceDocument>(invoiceSrc(id), signal ? { signal } : {});
}

/** Sandbox only: decides what happens to the invoice. Answers the invoice document after the change. */
export function setOutcome(id: string, outcome: Outcome, seconds?: number): Promise<InvoiceDocument> {
  return call<InvoiceDocument>(`${invoiceSrc(id)}/outcome`, {
    method: 'POST',
    body: seconds === undefined ? { outcome } : { outcome, seconds },
  });
}
