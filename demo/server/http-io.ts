/**
 * The demo shop's bridge between node:http and the Fetch API, for
 * crypto-checkout/server's handler, which speaks `Request` and `Response` only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { requestUrl } from '../../src/sandbox/http-io.js';

/**
 * A Fetch API `Request` with the method and headers of a node:http request and, where a body is wanted,
 * its body; its `signal` aborts when the client goes away, which ends a stream.
 */
export function toFetchRequest(request: IncomingMessage, response: ServerResponse, body?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const gone = new AbortController();
  response.once('close', () => gone.abort());
  return new Request(requestUrl(request) ?? 'http://localhost/', {
    method: request.method ?? 'GET',
    headers,
    signal: gone.signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/** Writes a Fetch API `Response` to a node:http response: status, headers and body, streamed as it comes. */
export async function sendFetchResponse(response: ServerResponse, answer: Response): Promise<void> {
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => (headers[name] = value));
  response.writeHead(answer.status, headers);
  if (answer.body === null) return void response.end();
  // Each chunk goes out as it comes (a Server-Sent Events stream), and a client that leaves cancels the body.
  response.flushHeaders();
  const body = Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream<Uint8Array>);
  response.once('close', () => body.destroy());
  body.on('data', (chunk: Buffer) => response.write(chunk));
  await new Promise<void>((resolve) => body.once('close', resolve).once('end', resolve).once('error', resolve));
  response.end();
}
