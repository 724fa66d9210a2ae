/**
 * What the demo shop's routes share to read a request and answer it, on the Fetch API: a body read with a size
 * limit, JSON answers, a path segment decoded. The shop is a Fetch handler like crypto-checkout/server's; node:http
 * meets it through srvx's toNodeHandler (app.ts), as docs/src-endpoint.md shows a merchant.
 */

/** Bodies above this are refused: nothing the shop takes (a checkout, an event) comes near it. */
export const MAX_BODY_BYTES = 100 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  }
}

/** Reads what is left of a body without keeping it, so that the answer to its request still reaches the client. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    let read;
    do read = await reader.read();
    while (!read.done);
  } catch {
    // The client left: nothing to answer.
  }
}

/**
 * The whole body, as the bytes received (a signed event's signature covers exactly them). Rejects with
 * BodyTooLargeError past MAX_BODY_BYTES, and reads the rest without keeping it.
 */
export async function readBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      void drain(reader);
      throw new BodyTooLargeError();
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * `request` with `body`, the bytes read from it: for a handler that reads the body itself (`handleOrder`,
 * `verifySandboxEvent`), once the shop has held it to its size limit. Its `signal` is the request's.
 */
export function withBody(request: Request, body: Uint8Array<ArrayBuffer>): Request {
  return new Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body });
}

/** `body` as JSON with `contentType`, never cached. */
export function jsonResponse(
  status: number,
  body: unknown,
  contentType: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': contentType,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

/** The media type of a `Content-Type` header, lower-case and without parameters. */
export function mediaType(header: string | null): string | undefined {
  return header?.split(';')[0]!.trim().toLowerCase() || undefined;
}

/** A path segment, percent-decoded; `undefined` when the encoding is broken. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
