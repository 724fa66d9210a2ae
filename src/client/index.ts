/**
 * A small typed client for the payment service's five documented operations:
 * create an invoice, read an account, list bank withdrawals, list channels and
 * list a channel's deposits. Fetch-based and dependency-free: it runs on
 * Node ≥ 20 and in browsers — but it needs your API key, so use it on your
 * server only. A browser gets the invoice document, never the key.
 *
 * ```ts
 * import { PaymentApiClient, ValidationError } from 'crypto-checkout/client';
 *
 * const api = new PaymentApiClient({ baseUrl: process.env.PAYMENT_API_BASE_URL!, apiKey: process.env.PAYMENT_API_KEY! });
 * const invoice = await api.createInvoice({ amountBilled: '49.99', billedCurrency: 'EUR', chargedCurrency: 'BTC' });
 * ```
 *
 * @packageDocumentation
 */
import { errorFromResponse, PaymentApiConnectionError, UnexpectedResponseError } from './errors.js';
import { API_PREFIX, JSON_API_MEDIA_TYPE } from '../core/protocol.js';
import type {
  AccountDocument,
  BankWithdrawalListDocument,
  ChannelDepositListDocument,
  ChannelDepositListParams,
  ChannelListDocument,
  ChannelListParams,
  CreateInvoiceAttributes,
  InvoiceDocument,
  ListParams,
} from './types.js';

export * from './errors.js';
export type * from './types.js';

export { API_PREFIX, JSON_API_MEDIA_TYPE };

/** How long a request may take by default before it is aborted. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface PaymentApiClientOptions {
  /**
   * The service's base address, e.g. `https://api.sandbox.example` (the
   * `{base_url}` of the spec). The client adds `/api/public/v1`; a base that
   * already ends with it is taken as it is.
   */
  baseUrl: string;
  /** Your API key, sent as `Authorization: Bearer <key>`. Keep it on the server. */
  apiKey: string;
  /** A `fetch` to use instead of the global one (for tests, proxies or retries). */
  fetch?: typeof fetch;
  /** Milliseconds before a request is aborted with a `PaymentApiConnectionError`; 0 for none. Default 30 000. */
  timeoutMs?: number;
}

export interface RequestOptions {
  /** Aborts the request. */
  signal?: AbortSignal;
}

export interface CreateInvoiceOptions extends RequestOptions {
  /**
   * Top-level `meta` of the request document. Only the embedded sandbox reads
   * one: `{ sandbox: { expiresInSeconds: 30 } }` shortens the invoice's 20
   * minutes, for trying expiry. The service ignores what it does not know.
   */
  meta?: Record<string, unknown>;
}

type Query = Record<string, string | number | Date | undefined>;

/**
 * The payment service over HTTP. Every method resolves with the JSON:API
 * document the service answered and rejects with a typed error:
 * `ValidationError` (422), `AuthenticationError` (401), `NotFoundError` (404),
 * … — all `PaymentApiError`s — or a `PaymentApiConnectionError` when no answer came.
 * Bad arguments (an empty id) reject with a `TypeError`; nothing throws synchronously.
 */
export class PaymentApiClient {
  readonly #base: string;
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;

  constructor(options: PaymentApiClientOptions) {
    let base: URL;
    try {
      base = new URL(options.baseUrl);
    } catch {
      throw new TypeError(`baseUrl must be an absolute URL, not ${JSON.stringify(options.baseUrl)}.`);
    }
    if (base.protocol !== 'https:' && base.protocol !== 'http:') {
      throw new TypeError('baseUrl must be an http or https URL.');
    }
    if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
      throw new TypeError('apiKey is required.');
    }
    const path = base.pathname.replace(/\/+$/, '');
    this.#base = `${base.origin}${path.endsWith(API_PREFIX) ? path : `${path}${API_PREFIX}`}`;
    this.#apiKey = options.apiKey;
    // Bound, so a `fetch` taken from `globalThis` keeps its receiver.
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * Creates an invoice: `POST /api/public/v1/invoices`.
   *
   * @returns The invoice document, with the deposit address (`addresses`) or
   *   payment instructions (`exchangeOrders`) in `included`. Hand it (or a URL
   *   serving it) to `<crypto-checkout>`.
   * @throws {ValidationError} when an attribute breaks a rule (`fields` maps pointers to details).
   */
  async createInvoice(
    attributes: CreateInvoiceAttributes,
    options: CreateInvoiceOptions = {},
  ): Promise<InvoiceDocument> {
    const { paymentMethods, ...rest } = attributes;
    const body: Record<string, unknown> = {
      data: {
        type: 'invoices',
        attributes: {
          ...rest,
          ...(paymentMethods === undefined
            ? {}
            : { paymentMethods: Array.isArray(paymentMethods) ? paymentMethods : [paymentMethods] }),
        },
      },
    };
    if (options.meta) body.meta = options.meta;
    return this.#request<InvoiceDocument>('POST', '/invoices', {}, options, body);
  }

  /**
   * Reads an invoice back: `GET /api/public/v1/invoices/:id`.
   *
   * Not one of the spec's operations: the embedded sandbox serves it (with the
   * invoice's current `status`); a service without it answers 404.
   *
   * @throws {NotFoundError} when there is no such invoice (or no such operation).
   */
  async getInvoice(id: string, options: RequestOptions = {}): Promise<InvoiceDocument> {
    return this.#request<InvoiceDocument>('GET', `/invoices/${segment(id)}`, {}, options);
  }

  /**
   * Reads a master account or subaccount: `GET /api/public/v1/accounts/:id`.
   *
   * @returns The account, with its networks in `included`.
   * @throws {NotFoundError} when there is no such account.
   */
  async getAccount(id: string, options: RequestOptions = {}): Promise<AccountDocument> {
    return this.#request<AccountDocument>('GET', `/accounts/${segment(id)}`, {}, options);
  }

  /**
   * Lists withdrawals to bank accounts: `GET /api/public/v1/transactions/bank_withdrawals`.
   *
   * @returns One page; `meta.page` and `meta.per_page` are strings, `meta.total` a number. The
   *   details, bank accounts and accounts of the page are in `included`.
   */
  async listBankWithdrawals(
    params: ListParams = {},
    options: RequestOptions = {},
  ): Promise<BankWithdrawalListDocument> {
    return this.#request<BankWithdrawalListDocument>(
      'GET',
      '/transactions/bank_withdrawals',
      listQuery(params),
      options,
    );
  }

  /**
   * Lists channels: `GET /api/public/v1/channels`.
   *
   * @returns One page; `meta.page` and `meta.per_page` are strings, `meta.total` a number.
   */
  async listChannels(params: ChannelListParams = {}, options: RequestOptions = {}): Promise<ChannelListDocument> {
    return this.#request<ChannelListDocument>(
      'GET',
      '/channels',
      { ...listQuery(params), reference: params.reference },
      options,
    );
  }

  /**
   * Lists the deposits of one channel: `GET /api/public/v1/channels/:id/transactions`.
   *
   * @returns One page; `meta.page`, `meta.per_page` and `meta.total` are numbers.
   * @throws {NotFoundError} when there is no such channel.
   */
  async listChannelDeposits(
    channelId: string,
    params: ChannelDepositListParams = {},
    options: RequestOptions = {},
  ): Promise<ChannelDepositListDocument> {
    return this.#request<ChannelDepositListDocument>(
      'GET',
      `/channels/${segment(channelId)}/transactions`,
      { ...listQuery(params), created_at_from: params.createdAtFrom, created_at_to: params.createdAtTo },
      options,
    );
  }

  async #request<T>(
    method: 'GET' | 'POST',
    path: string,
    query: Query,
    options: RequestOptions,
    body?: unknown,
  ): Promise<T> {
    const url = new URL(`${this.#base}${path}`);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, value instanceof Date ? value.toISOString() : String(value));
    }

    // One signal for the caller's abort and the timeout, without AbortSignal.any (not in every runtime yet).
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      this.#timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, this.#timeoutMs)
        : undefined;
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) controller.abort();

    try {
      let response: Response;
      try {
        response = await this.#fetch(url, {
          method,
          headers: {
            Authorization: `Bearer ${this.#apiKey}`,
            'Content-Type': JSON_API_MEDIA_TYPE,
            Accept: JSON_API_MEDIA_TYPE,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (error) {
        const reason = timedOut
          ? `timed out after ${this.#timeoutMs} ms`
          : controller.signal.aborted
            ? 'was aborted'
            : 'got no answer';
        throw new PaymentApiConnectionError(`${method} ${url.pathname} ${reason}.`, timedOut, { cause: error });
      }
      if (!response.ok) throw await errorFromResponse(response);
      let document: unknown;
      try {
        document = JSON.parse(await response.text());
      } catch {
        document = undefined;
      }
      if (typeof document !== 'object' || document === null || !('data' in document)) {
        throw new UnexpectedResponseError(response.status, [
          {
            status: String(response.status),
            code: 'invalid_response',
            title: 'Unexpected response',
            detail: `${method} ${url.pathname} answered ${response.status} without a JSON:API document.`,
          },
        ]);
      }
      return document as T;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }
}

/** A path segment, encoded: an id can never reach another path. */
function segment(id: string): string {
  if (typeof id !== 'string' || id === '') throw new TypeError('An id must be a non-empty string.');
  return encodeURIComponent(id);
}

function listQuery(params: ListParams): Query {
  return { order: params.order, order_type: params.orderType, page: params.page, per_page: params.perPage };
}
