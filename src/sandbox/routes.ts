/**
 * The sandbox's endpoints: the spec's five operations under `/api/public/v1`,
 * and, each answered only with its extra on (extras.ts), reading an invoice
 * back and the control endpoints that decide an invoice's fate and simulate a
 * deposit to a channel; the event list when events are on. Every
 * request is checked in this order: route (404/405), API key (401), media type
 * (415/406), body (413/400), then the operation's own rules (400 query, 404
 * resource, 409, 422).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { API_PREFIX, JSON_API_MEDIA_TYPE } from '../core/protocol.js';
import {
  BodyTooLargeError,
  decodeSegment,
  mediaType,
  readBody,
  requestUrl,
  sendJson,
  type Middleware,
} from './http-io.js';
import { readDepositRequest, simulateDeposit } from './deposits.js';
import { EVENT_ROUTES } from './event-log.js';
import type { SandboxExtra } from './extras.js';
import { createInvoice, extraAttributes, invoiceDocument, readInvoiceRequest } from './invoices.js';
import { acceptsJsonApi, ApiError, errorDocument, errorObject, isPlainJsonApi, JSONAPI } from './jsonapi.js';
import { pageOf, QueryReader, sortByCreatedAt } from './lists.js';
import {
  accountResource,
  bankAccountResource,
  channelResource,
  depositResource,
  embeddedAccountResource,
  withdrawalDetailsResource,
  withdrawalEntryResource,
} from './resources.js';
import { isOutcome, OUTCOMES, type Outcome } from './outcomes.js';
import type { SandboxStore } from './store.js';

export const SANDBOX_PREFIX = '/api/sandbox';
/** The longest "paid in N seconds" the control endpoint takes. */
export const MAX_PAID_IN_SECONDS = 3600;
export const DEFAULT_PAID_IN_SECONDS = 10;

export interface Context {
  request: IncomingMessage;
  params: string[];
  query: URLSearchParams;
  body: unknown;
  store: SandboxStore;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  /** Sandbox-only routes (under `/api/sandbox`) take plain JSON bodies too; the spec's take JSON:API only. */
  sandboxOnly?: boolean;
  /**
   * The extra that turns the route on (the invoice read, the controls): without it, an unknown route. The event
   * list and resend need none: the webhook options that ask for events ask for them.
   */
  extra?: SandboxExtra;
  /** Takes a POST without a body too (an empty one reads as undefined). */
  bodyOptional?: boolean;
  handle(context: Context): Reply | Promise<Reply>;
}

const ok = (body: unknown): Reply => ({ status: 200, body });

function notFound(code: string, detail: string): ApiError {
  return ApiError.of(404, code, detail);
}

const ROUTES: Route[] = [
  {
    method: 'POST',
    path: /^\/api\/public\/v1\/invoices$/,
    handle({ body, store }) {
      const invoice = createInvoice(readInvoiceRequest(body, store), store);
      return {
        status: 201,
        body: invoiceDocument(invoice, extraAttributes(invoice, store.status(invoice), store.extras)),
        headers: { Location: `${API_PREFIX}/invoices/${invoice.id}` },
      };
    },
  },
  {
    // Sandbox only: the spec documents no way to read an invoice back.
    method: 'GET',
    path: /^\/api\/public\/v1\/invoices\/([^/]+)$/,
    extra: 'invoice-read',
    handle({ params, store }) {
      const invoice = store.invoices.get(params[0]!);
      if (!invoice) throw notFound('invoice_not_found', `No invoice has the id ${JSON.stringify(params[0])}.`);
      return ok(invoiceDocument(invoice, extraAttributes(invoice, store.status(invoice), store.extras)));
    },
  },
  {
    method: 'GET',
    path: /^\/api\/public\/v1\/accounts\/([^/]+)$/,
    handle({ params, store }) {
      const account = store.account(params[0]!);
      if (!account) throw notFound('account_not_found', `No account has the id ${JSON.stringify(params[0])}.`);
      const { resource, included } = accountResource(account, store);
      return ok({ data: resource, included, meta: {}, jsonapi: JSONAPI });
    },
  },
  {
    method: 'GET',
    path: /^\/api\/public\/v1\/transactions\/bank_withdrawals$/,
    handle({ query, store }) {
      const reader = new QueryReader(query);
      const list = reader.list();
      reader.done();
      const { withdrawals, bankAccounts, accounts } = store.data;
      const all = sortByCreatedAt(withdrawals, list.orderType);
      const page = pageOf(all, list);
      // Each related resource once, in the order the page first names it.
      const unique = <T>(items: T[]) => [...new Set(items)];
      const bankAccountsOnPage = unique(
        page.map((entry) => bankAccounts.find((bankAccount) => bankAccount.id === entry.bankAccountId)!),
      );
      const accountsOnPage = unique(page.map((entry) => accounts.find((account) => account.id === entry.accountId)!));
      return ok({
        data: page.map(withdrawalEntryResource),
        included: [
          ...page.map((entry) =>
            withdrawalDetailsResource(
              entry,
              bankAccounts.find((bankAccount) => bankAccount.id === entry.bankAccountId)!,
            ),
          ),
          ...bankAccountsOnPage.map(bankAccountResource),
          ...accountsOnPage.map((account) => embeddedAccountResource(account, store)),
        ],
        meta: { page: String(list.page), per_page: String(list.perPage), total: all.length },
        jsonapi: JSONAPI,
      });
    },
  },
  {
    method: 'GET',
    path: /^\/api\/public\/v1\/channels$/,
    handle({ query, store }) {
      const reader = new QueryReader(query);
      const list = reader.list();
      const reference = reader.get('reference');
      reader.done();
      const matching = store.data.channels.filter(
        (channel) => reference === undefined || channel.reference === reference,
      );
      const all = sortByCreatedAt(matching, list.orderType);
      return ok({
        data: pageOf(all, list).map(channelResource),
        meta: { page: String(list.page), per_page: String(list.perPage), total: all.length },
        jsonapi: JSONAPI,
      });
    },
  },
  {
    method: 'GET',
    path: /^\/api\/public\/v1\/channels\/([^/]+)\/transactions$/,
    handle({ params, query, store }) {
      const channel = store.data.channels.find((candidate) => candidate.id === params[0]);
      // The query is checked first: a malformed request is a 400 whether or not the channel exists.
      const reader = new QueryReader(query);
      const list = reader.list();
      const from = reader.timestamp('created_at_from');
      const to = reader.timestamp('created_at_to');
      reader.done();
      if (!channel) throw notFound('channel_not_found', `No channel has the id ${JSON.stringify(params[0])}.`);
      // Both bounds are inclusive; a `from` after `to` selects nothing.
      const matching = store.data.deposits.filter(
        (deposit) =>
          deposit.channelId === channel.id &&
          (from === undefined || deposit.createdAt >= from) &&
          (to === undefined || deposit.createdAt <= to),
      );
      const all = sortByCreatedAt(matching, list.orderType);
      return ok({
        data: pageOf(all, list).map(depositResource),
        meta: { page: list.page, per_page: list.perPage, total: all.length },
        jsonapi: JSONAPI,
      });
    },
  },
  {
    method: 'POST',
    path: /^\/api\/sandbox\/invoices\/([^/]+)\/outcome$/,
    sandboxOnly: true,
    extra: 'controls',
    handle({ params, body, store }) {
      const invoice = store.invoices.get(params[0]!);
      if (!invoice) throw notFound('invoice_not_found', `No invoice has the id ${JSON.stringify(params[0])}.`);
      const { outcome, seconds } = readOutcome(body);
      store.setOutcome(invoice, outcome, seconds);
      // The control's own answer says what it did, the status it set, whichever other extras are on.
      const status = store.status(invoice);
      return ok(invoiceDocument(invoice, { status, ...extraAttributes(invoice, status, store.extras) }));
    },
  },
  {
    method: 'POST',
    path: /^\/api\/sandbox\/channels\/([^/]+)\/deposits$/,
    sandboxOnly: true,
    extra: 'controls',
    handle({ params, body, store }) {
      const channel = store.data.channels.find((candidate) => candidate.id === params[0]);
      if (!channel) throw notFound('channel_not_found', `No channel has the id ${JSON.stringify(params[0])}.`);
      const deposit = simulateDeposit(channel, readDepositRequest(body, channel), store);
      // 201 without Location: the spec has no URL for one deposit; the channel's list shows it.
      return { status: 201, body: { data: depositResource(deposit), meta: {}, jsonapi: JSONAPI } };
    },
  },
  // The events a sandbox sends, and a resend (event-log.ts).
  ...EVENT_ROUTES,
];

function readOutcome(body: unknown): { outcome: Outcome; seconds: number } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ApiError.of(400, 'invalid_document', 'The body must be a JSON object: {"outcome": "complete"}.', {
      pointer: '',
    });
  }
  const { outcome, seconds } = body as Record<string, unknown>;
  const errors = [];
  if (!isOutcome(outcome)) {
    errors.push(
      errorObject(422, 'invalid_outcome', `outcome must be one of ${OUTCOMES.map((o) => `"${o}"`).join(', ')}.`, {
        pointer: '/outcome',
      }),
    );
  }
  if (
    seconds !== undefined &&
    (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0 || seconds > MAX_PAID_IN_SECONDS)
  ) {
    errors.push(
      errorObject(422, 'invalid_seconds', `seconds must be a whole number from 0 to ${MAX_PAID_IN_SECONDS}.`, {
        pointer: '/seconds',
      }),
    );
  }
  if (errors.length > 0) throw new ApiError(422, errors);
  return { outcome: outcome as Outcome, seconds: (seconds as number | undefined) ?? DEFAULT_PAID_IN_SECONDS };
}

/** Compares keys in constant time (over their digests, so lengths leak nothing either). */
function sameKey(given: string, expected: string): boolean {
  const digest = (key: string) => createHash('sha256').update(key).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const CHALLENGE = 'Bearer realm="payment-sandbox"';

function authenticate(request: IncomingMessage, apiKey: string): void {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') {
    throw new ApiError(
      401,
      errorObject(401, 'missing_api_key', 'Send the API key as "Authorization: Bearer <key>".', {
        header: 'Authorization',
      }),
      { 'WWW-Authenticate': CHALLENGE },
    );
  }
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match || !sameKey(match[1]!, apiKey)) {
    throw new ApiError(
      401,
      errorObject(401, 'invalid_api_key', 'The API key is not valid for this sandbox.', { header: 'Authorization' }),
      { 'WWW-Authenticate': `${CHALLENGE}, error="invalid_token"` },
    );
  }
}

/** The spec: every request carries `Content-Type: application/vnd.api+json`, GETs included. */
function checkMediaType(request: IncomingMessage, route: Route): void {
  const contentType = request.headers['content-type'];
  const accepted = route.sandboxOnly
    ? contentType !== undefined && ['application/json', JSON_API_MEDIA_TYPE].includes(mediaType(contentType) ?? '')
    : contentType !== undefined && isPlainJsonApi(contentType);
  if (!accepted) {
    const wanted = route.sandboxOnly
      ? `application/json or ${JSON_API_MEDIA_TYPE}`
      : `${JSON_API_MEDIA_TYPE} (without parameters)`;
    const detail =
      contentType === undefined
        ? `Send "Content-Type: ${JSON_API_MEDIA_TYPE}".`
        : `Content-Type must be ${wanted}, not ${JSON.stringify(contentType)}.`;
    throw ApiError.of(415, 'unsupported_media_type', detail, { header: 'Content-Type' });
  }
  if (!acceptsJsonApi(request.headers.accept)) {
    throw ApiError.of(
      406,
      'not_acceptable',
      `Accept names ${JSON_API_MEDIA_TYPE} only with media type parameters; the sandbox answers it without.`,
      { header: 'Accept' },
    );
  }
}

async function readJsonBody(request: IncomingMessage, optional = false): Promise<unknown> {
  let text: string;
  try {
    text = await readBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw ApiError.of(413, 'payload_too_large', error.message);
    throw ApiError.of(400, 'invalid_body', 'The request body could not be read as UTF-8 text.');
  }
  if (optional && text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.of(400, 'invalid_json', 'The request body is not valid JSON.', { pointer: '' });
  }
}

/** The sandbox as connect middleware: answers `/api/public/v1/**` and `/api/sandbox/**`, passes on the rest. */
export function sandboxMiddleware(store: SandboxStore, apiKey: string): Middleware {
  return (request, response, next) => {
    const url = requestUrl(request);
    if (!url || !(url.pathname.startsWith(`${API_PREFIX}/`) || url.pathname.startsWith(`${SANDBOX_PREFIX}/`))) {
      next();
      return;
    }
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      sendJson(response, status, body, JSON_API_MEDIA_TYPE, headers);

    void (async () => {
      try {
        const matches = ROUTES.filter((route) => route.extra === undefined || store.extras.has(route.extra))
          .map((route) => ({ route, match: route.path.exec(url.pathname) }))
          .filter((candidate) => candidate.match !== null);
        if (matches.length === 0) throw notFound('not_found', `There is no endpoint at ${url.pathname}.`);
        const found = matches.find((candidate) => candidate.route.method === request.method);
        if (!found) {
          const allow = [...new Set(matches.map((candidate) => candidate.route.method))].join(', ');
          throw new ApiError(
            405,
            errorObject(405, 'method_not_allowed', `${url.pathname} takes ${allow}, not ${request.method}.`),
            { Allow: allow },
          );
        }
        const { route, match } = found;
        const params = match!.slice(1).map(decodeSegment);
        if (params.some((param) => param === undefined)) throw notFound('not_found', 'The path is not well encoded.');

        authenticate(request, apiKey);
        checkMediaType(request, route);
        const body = route.method === 'POST' ? await readJsonBody(request, route.bodyOptional) : undefined;
        const result = await route.handle({
          request,
          params: params as string[],
          query: url.searchParams,
          body,
          store,
        });
        reply(result.status, result.body, result.headers);
      } catch (error) {
        if (error instanceof ApiError) {
          // A refused body may still be arriving: close rather than read it.
          const close: Record<string, string> = error.status === 413 ? { Connection: 'close' } : {};
          reply(error.status, errorDocument(error.errors), { ...error.headers, ...close });
          return;
        }
        console.error('[sandbox]', error);
        reply(500, errorDocument([errorObject(500, 'internal_error', 'The sandbox failed; see its log.')]));
      }
    })();
  };
}
