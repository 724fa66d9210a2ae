/**
 * The demo shop's node:http plumbing, as a merchant's backend would write it:
 * connect-style middleware, a body read with a size limit, JSON answers, and
 * the bridge to the Fetch API for crypto-checkout/server, which speaks
 * `Request` and `Response` only. Node built-ins only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** A connect middleware (what Vite's dev server mounts): answers, or calls `next()` to let the next one try. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** Bodies above this are refused: nothing the shop takes (a checkout, an event) comes near it. */
export const MAX_BODY_BYTES = 100 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  }
}

/**
 * The whole body, as the bytes received (a signed event's signature covers exactly them). Rejects with
 * BodyTooLargeError past MAX_BODY_BYTES, and keeps reading without keeping, so the answer still reaches the client.
 */
export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (!tooLarge) {
        tooLarge = true;
        chunks.length = 0;
        reject(new BodyTooLargeError());
      }
    });
    // After a rejection, resolving does nothing.
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Sends `body` as JSON with `contentType`, never cached. */
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

/** The request's path and query (on a placeholder origin); `undefined` when the target is not a path. */
export function requestUrl(request: IncomingMessage): URL | undefined {
  const target = request.url ?? '';
  if (!target.startsWith('/')) return undefined;
  try {
    return new URL(target, 'http://localhost');
  } catch {
    return undefined;
  }
}

/** A path segment, percent-decoded; `undefined` when the encoding is broken. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * A Fetch API `Request` with the method and headers of a node:http request and, when given, `body`: the
 * bytes read from it (for a POST, such as a signed event that `verifySandboxEvent` checks byte for byte).
 * Its `signal` aborts when the client goes away, which ends a stream.
 */
export function toFetchRequest(request: IncomingMessage, response: ServerResponse, body?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const gone = new AbortController();
  response.once('close', () => gone.abort());
  // On the request's own host, not a placeholder: handleOrder compares a POST's Origin with it. Joined as text,
  // so a target such as //evil.example/ stays a path of this host.
  let url: URL | undefined;
  try {
    url = requestUrl(request) && new URL(`http://${request.headers.host ?? 'localhost'}${request.url}`);
  } catch {
    url = undefined;
  }
  return new Request(url ?? 'http://localhost/', {
    method: request.method ?? 'GET',
    headers,
    signal: gone.signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/** Writes a Fetch API `Response` to a node:http response: status, headers and body, streamed as it comes. */
export async function sendFetchResponse(response: ServerResponse, answer: Response): Promise<void> {
  // The client left while the answer was made: its 'close' has fired already, so nothing below would cancel it.
  if (response.destroyed) return void (await answer.body?.cancel());
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => (headers[name] = value));
  response.writeHead(answer.status, headers);
  if (answer.body === null) return void response.end();
  // Each chunk goes out as it comes (a Server-Sent Events stream), and a client that leaves cancels the body.
  response.flushHeaders();
  const body = Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>);
  response.once('close', () => body.destroy());
  body.on('data', (chunk: Buffer) => response.write(chunk));
  await new Promise<void>((resolve) => body.once('close', resolve).once('end', resolve).once('error', resolve));
  response.end();
}
