/**
 * JSON:API 1.0 pieces the sandbox answers with: error objects
 * (the spec shows none, so their shape and codes are the sandbox's), and the
 * top-level document. The media type is the client's (src/core/protocol.ts).
 */
import { JSON_API_MEDIA_TYPE } from '../core/protocol.js';

export const JSONAPI = { version: '1.0' } as const;

/** A relationship whose resource the document does not carry. */
export const NOT_INCLUDED = { meta: { included: false } } as const;

export interface ErrorSource {
  /** JSON pointer into the request document, e.g. `/data/attributes/amountBilled`. */
  pointer?: string;
  /** The query parameter at fault, e.g. `per_page`. */
  parameter?: string;
  /** The request header at fault (JSON:API 1.1's `source.header`). */
  header?: string;
}

export interface ErrorObject {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: ErrorSource;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

/** One error object; `title` is the status's reason phrase unless given. */
export function errorObject(status: number, code: string, detail: string, source?: ErrorSource, title?: string) {
  const error: ErrorObject = { status: String(status), code, title: title ?? TITLES[status] ?? 'Error', detail };
  if (source) error.source = source;
  return error;
}

/**
 * Thrown by a handler to answer with JSON:API errors. Several errors share one
 * status (every validation failure of a request is reported at once).
 */
export class ApiError extends Error {
  readonly errors: ErrorObject[];
  constructor(
    readonly status: number,
    errors: ErrorObject[] | ErrorObject,
    readonly headers: Record<string, string> = {},
  ) {
    const list = Array.isArray(errors) ? errors : [errors];
    super(list.map((error) => error.detail).join(' '));
    this.errors = list;
  }

  static of(status: number, code: string, detail: string, source?: ErrorSource): ApiError {
    return new ApiError(status, errorObject(status, code, detail, source));
  }
}

export function errorDocument(errors: ErrorObject[]) {
  return { errors, jsonapi: JSONAPI };
}

/**
 * Whether a media type header names JSON:API without parameters. JSON:API 1.0:
 * a `Content-Type` with media type parameters is answered 415.
 */
export function isPlainJsonApi(mediaType: string): boolean {
  return mediaType.trim().toLowerCase() === JSON_API_MEDIA_TYPE;
}

/**
 * Whether an `Accept` header lets the sandbox answer. JSON:API 1.0 asks for 406
 * only when the header names JSON:API and every such entry carries media type
 * parameters; any other `Accept` is answered with JSON:API anyway.
 */
export function acceptsJsonApi(accept: string | undefined): boolean {
  if (accept === undefined) return true;
  const jsonApi = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.split(';')[0]!.trim() === JSON_API_MEDIA_TYPE);
  // A quality value (`;q=0.9`) is content negotiation, not a media type parameter.
  return (
    jsonApi.length === 0 || jsonApi.some((entry) => entry === JSON_API_MEDIA_TYPE || /^[^;]+;\s*q=[\d.]+$/.test(entry))
  );
}
