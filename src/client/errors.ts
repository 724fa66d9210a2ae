/**
 * Errors of the payment API client. A refused request becomes a subclass of
 * `PaymentApiError` chosen by its HTTP status, carrying the JSON:API error
 * objects; a request that got no answer becomes a `PaymentApiConnectionError`.
 */
import { parseRetryAfter as retryAfterMs } from '../core/http-date.js';
import type { JsonApiErrorObject } from './types.js';

/** The service answered with an error status (or with something that is not a JSON:API document). */
export class PaymentApiError extends Error {
  override name = 'PaymentApiError';
  /** The HTTP status. */
  readonly status: number;
  /** The JSON:API error objects; one made up from the status when the body had none. */
  readonly errors: JsonApiErrorObject[];
  /** The first error's `code`, when it has one. */
  readonly code: string | undefined;

  constructor(status: number, errors: JsonApiErrorObject[], message?: string) {
    const list = errors.length > 0 ? errors : [{ status: String(status), title: `HTTP ${status}` }];
    super(message ?? describe(status, list));
    this.status = status;
    this.errors = list;
    this.code = list[0]?.code;
  }
}

/** A `PaymentApiError` class whose errors are called `name`: what logs show, kept through minification. */
function named(name: string) {
  return class extends PaymentApiError {
    override name = name;
  };
}

function describe(status: number, errors: JsonApiErrorObject[]): string {
  const details = errors.map((error) => error.detail ?? error.title ?? error.code).filter(Boolean);
  return `Payment API ${status}: ${details.join(' ') || 'request failed'}`;
}

/** 400: a malformed request or query (`source.parameter` names the parameter). */
export class BadRequestError extends named('BadRequestError') {}

/** 401: no API key, or one the service does not know. */
export class AuthenticationError extends named('AuthenticationError') {}

/** 403: the key may not do this. */
export class PermissionError extends named('PermissionError') {}

/** 404: no such resource (or endpoint). */
export class NotFoundError extends named('NotFoundError') {}

/** 409: the request conflicts with the resource's state (a final invoice, a wrong `data.type`). */
export class ConflictError extends named('ConflictError') {}

/** 406 or 415: the media type was refused. */
export class MediaTypeError extends named('MediaTypeError') {}

/** 422: the document broke the operation's rules; each error's `source.pointer` names the field. */
export class ValidationError extends named('ValidationError') {
  /** The error details by JSON pointer, e.g. `{"/data/attributes/amountBilled": ["…"]}`. */
  get fields(): Record<string, string[]> {
    const fields: Record<string, string[]> = {};
    for (const error of this.errors) {
      const pointer = error.source?.pointer;
      if (pointer === undefined) continue;
      (fields[pointer] ??= []).push(error.detail ?? error.title ?? error.code ?? 'invalid');
    }
    return fields;
  }
}

/** 429: too many requests; `retryAfterSeconds` says when to try again, when the service says. */
export class RateLimitError extends named('RateLimitError') {
  constructor(
    status: number,
    errors: JsonApiErrorObject[],
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(status, errors);
  }
}

/** 5xx: the service failed; the same request may succeed later, after `retryAfterSeconds` when the service says. */
export class ServerError extends named('ServerError') {
  constructor(
    status: number,
    errors: JsonApiErrorObject[],
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(status, errors);
  }
}

/** A success status whose body is not a JSON:API document. */
export class UnexpectedResponseError extends named('UnexpectedResponseError') {}

/** No answer: the network failed, the request timed out, or it was aborted. */
export class PaymentApiConnectionError extends Error {
  override name = 'PaymentApiConnectionError';
  constructor(
    message: string,
    /** True when the client's timeout ended the request. */
    readonly timedOut = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `errors` of a JSON:API error body; empty when there are none. */
export function readErrorObjects(body: unknown): JsonApiErrorObject[] {
  if (!isObject(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(isObject).map((error) => error as JsonApiErrorObject);
}

/** Seconds from a `Retry-After` header (seconds or an HTTP date), rounded up. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  const ms = retryAfterMs(header, now);
  return ms === undefined ? undefined : Math.ceil(ms / 1000);
}

/** The error class of each status the spec's service answers with (429 and 5xx have their own). */
const ERROR_BY_STATUS: Readonly<Record<number, typeof PaymentApiError>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  406: MediaTypeError,
  409: ConflictError,
  415: MediaTypeError,
  422: ValidationError,
};

/** The typed error for an error answer, from its status, body (parsed JSON or `undefined`) and headers. */
export function errorForStatus(status: number, body: unknown, headers?: Headers): PaymentApiError {
  const errors = readErrorObjects(body);
  const retryAfter = () => parseRetryAfter(headers?.get('Retry-After') ?? null);
  if (status === 429) return new RateLimitError(status, errors, retryAfter());
  if (status >= 500) return new ServerError(status, errors, retryAfter());
  return new (ERROR_BY_STATUS[status] ?? PaymentApiError)(status, errors);
}

/** Reads an error answer into its typed error. Never throws. */
export async function errorFromResponse(response: Response): Promise<PaymentApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  return errorForStatus(response.status, body, response.headers);
}
