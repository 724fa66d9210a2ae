/**
 * Errors of the payment API client. A refused request becomes a subclass of
 * `PaymentApiError` chosen by its HTTP status, carrying the JSON:API error
 * objects; a request that got no answer becomes a `PaymentApiConnectionError`.
 */
import { parseRetryAfter as retryAfterMs } from '../http-date.js';
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

function describe(status: number, errors: JsonApiErrorObject[]): string {
  const details = errors.map((error) => error.detail ?? error.title ?? error.code).filter(Boolean);
  return `Payment API ${status}: ${details.join(' ') || 'request failed'}`;
}

/** 400: a malformed request or query (`source.parameter` names the parameter). */
export class BadRequestError extends PaymentApiError {
  override name = 'BadRequestError';
}

/** 401: no API key, or one the service does not know. */
export class AuthenticationError extends PaymentApiError {
  override name = 'AuthenticationError';
}

/** 403: the key may not do this. */
export class PermissionError extends PaymentApiError {
  override name = 'PermissionError';
}

/** 404: no such resource (or endpoint). */
export class NotFoundError extends PaymentApiError {
  override name = 'NotFoundError';
}

/** 409: the request conflicts with the resource's state (a final invoice, a wrong `data.type`). */
export class ConflictError extends PaymentApiError {
  override name = 'ConflictError';
}

/** 406 or 415: the media type was refused. */
export class MediaTypeError extends PaymentApiError {
  override name = 'MediaTypeError';
}

/** 422: the document broke the operation's rules; each error's `source.pointer` names the field. */
export class ValidationError extends PaymentApiError {
  override name = 'ValidationError';

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
export class RateLimitError extends PaymentApiError {
  override name = 'RateLimitError';
  constructor(
    status: number,
    errors: JsonApiErrorObject[],
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(status, errors);
  }
}

/** 5xx: the service failed; the same request may succeed later. */
export class ServerError extends PaymentApiError {
  override name = 'ServerError';
}

/** A success status whose body is not a JSON:API document. */
export class UnexpectedResponseError extends PaymentApiError {
  override name = 'UnexpectedResponseError';
}

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

/** The typed error for an error answer, from its status, body (parsed JSON or `undefined`) and headers. */
export function errorForStatus(status: number, body: unknown, headers?: Headers): PaymentApiError {
  const errors = readErrorObjects(body);
  switch (status) {
    case 400:
      return new BadRequestError(status, errors);
    case 401:
      return new AuthenticationError(status, errors);
    case 403:
      return new PermissionError(status, errors);
    case 404:
      return new NotFoundError(status, errors);
    case 406:
    case 415:
      return new MediaTypeError(status, errors);
    case 409:
      return new ConflictError(status, errors);
    case 422:
      return new ValidationError(status, errors);
    case 429:
      return new RateLimitError(status, errors, parseRetryAfter(headers?.get('Retry-After') ?? null));
    default:
      return status >= 500 ? new ServerError(status, errors) : new PaymentApiError(status, errors);
  }
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
