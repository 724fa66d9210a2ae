// @ts-check
// A static file server on 127.0.0.1 and a free port, for the bench and the node tests that open built
// pages in Chromium: no dev server, so what loads is exactly the built output.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.sri': 'text/plain; charset=utf-8',
};

/**
 * Serves `root`; a path with no file behind it gets `fallback` (a single-page app's index.html) when
 * given, else 404. `headers` go on every answer. Resolves once listening.
 * @param {string} directory
 * @param {{ fallback?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(directory, { fallback, headers = {} } = {}) {
  const root = resolve(directory);
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (!(await isFile(file))) {
      if (!fallback) {
        response.writeHead(404).end();
        return;
      }
      file = join(root, fallback);
    }
    response.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  await /** @type {Promise<void>} */ (new Promise((listening) => server.listen(0, '127.0.0.1', () => listening())));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((closed) => {
          server.close(() => closed());
          server.closeAllConnections(); // keep-alive sockets of a closed browser would hold it open
        })
      ),
  };
}

/** @param {string} path */
async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
