/**
 * Plain node:http plumbing of the sandbox: connect-style middleware (what
 * Vite's dev server mounts), body reading with a size limit, and JSON answers.
 * The demo shop uses it too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A connect middleware: answers, or calls `next()` to let the next one try. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** Bodies above this are refused with 413: no request to these APIs comes near it. */
export const MAX_BODY_BYTES = 100 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  }
}

export class InvalidEncodingError extends Error {
  constructor() {
    super('The request body is not UTF-8 text.');
  }
}

/** Reads the whole body as UTF-8 text; rejects past MAX_BODY_BYTES without buffering the rest. */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    request.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        failed = true;
        // Keep reading (and dropping) so the 413 reaches the client instead of a reset connection.
        chunks.length = 0;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (failed) return;
      try {
        resolve(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
      } catch {
        reject(new InvalidEncodingError());
      }
    });
    request.on('error', (error) => {
      if (!failed) reject(error);
      failed = true;
    });
  });
}

/** Sends `body` as JSON with `contentType`; API answers are never cached. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType: string,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(text);
}

/** The media type of a `Content-Type` header, lower-case and without parameters. */
export function mediaType(header: string | undefined): string | undefined {
  return header?.split(';')[0]!.trim().toLowerCase() || undefined;
}

/** The path and query of a request; `undefined` when the target is not a path. */
export function requestUrl(request: IncomingMessage): URL | undefined {
  const target = request.url ?? '';
  if (!target.startsWith('/')) return undefined;
  try {
    return new URL(target, 'http://localhost');
  } catch {
    return undefined;
  }
}

/** The path segment, percent-decoded; `undefined` when the encoding is broken. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
