/**
 * The demo pages' side of the demo shop (demo/server/shop.ts): create a
 * checkout, read an invoice back, and (sandbox only) decide its outcome; read
 * a channel and (sandbox only) simulate a deposit to it. The page never talks
 * to the payment API and never holds its key: the shop does.
 */
import type {
  ChannelDepositResource,
  ChannelResource,
  InvoiceDocument,
  JsonApiErrorObject,
  JsonApiObject,
} from '../src/client/types.js';
import type { DepositStatus, Outcome } from '../src/sandbox/outcomes.js';
import type { Cart, CheckoutRequest } from './server/shop.js';

export type { Cart, CheckoutRequest, DepositStatus, InvoiceDocument, Outcome };

/** The answer to `GET /shop/channels/:id`: what `<crypto-channel>` takes as its `channel` property. */
export interface ChannelDocument {
  data: ChannelResource;
  jsonapi: JsonApiObject;
}

/** The answer to a simulated deposit: the deposit as the channel's list will show it. */
export interface DepositDocument {
  data: ChannelDepositResource;
}

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

/** The shop's URL of a channel. */
export const channelSrc = (id: string): string => `/shop/channels/${encodeURIComponent(id)}`;

/** The shop's URL of a channel's newest deposits: what `<crypto-channel deposits-src>` polls. */
export const depositsSrc = (id: string): string => `${channelSrc(id)}/deposits`;

/** The channel document, as the payment API lists it now. */
export function getChannel(id: string, signal?: AbortSignal): Promise<ChannelDocument> {
  return call<ChannelDocument>(channelSrc(id), signal ? { signal } : {});
}

/** Sandbox only: a payer sent `payAmount` to the channel; `status` left out takes the sandbox's default. */
export function simulateDeposit(id: string, payAmount: string, status?: DepositStatus): Promise<DepositDocument> {
  return call<DepositDocument>(depositsSrc(id), {
    method: 'POST',
    body: status === undefined ? { payAmount } : { payAmount, status },
  });
}
