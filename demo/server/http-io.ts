/**
 * The demo shop's bridge between node:http and the Fetch API, for
 * crypto-checkout/server's handler, which speaks `Request` and `Response` only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestUrl } from '../../src/sandbox/http-io.js';

/**
 * A Fetch API `Request` with the method and headers of a node:http request (no body: the shop hands only
 * GETs to crypto-checkout/server's handler), for handlers written for Request/Response.
 */
export function toFetchRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(requestUrl(request) ?? 'http://localhost/', { method: request.method ?? 'GET', headers });
}

/** Writes a Fetch API `Response` to a node:http response: status, headers and body. */
export async function sendFetchResponse(response: ServerResponse, answer: Response): Promise<void> {
  const body = answer.body === null ? undefined : Buffer.from(await answer.arrayBuffer());
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => (headers[name] = value));
  if (body !== undefined) headers['content-length'] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body);
}
