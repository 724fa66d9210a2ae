/**
 * The script-tag demo page (demo/cdn.html) on the dev server: it proves the CDN
 * path, so it must load the built file and nothing else. This plugin serves
 * dist/crypto-checkout.min.js at /cdn/crypto-checkout.min.js, and the page
 * as it is on disk (Vite would add its own client script to it), with the
 * file's Subresource Integrity value from dist/crypto-checkout.min.js.sri
 * added to the script tag when the build wrote one. `npm start` builds first.
 */
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const CDN_SCRIPT_PATH = '/cdn/crypto-checkout.min.js';
const SCRIPT_TAG = `<script type="module" src="${CDN_SCRIPT_PATH}"></script>`;

const repo = fileURLToPath(new URL('..', import.meta.url));
const FILES = {
  script: `${repo}dist/crypto-checkout.min.js`,
  integrity: `${repo}dist/crypto-checkout.min.js.sri`,
  page: `${repo}demo/cdn.html`,
};

/** The page's script tag with `integrity` (and the CORS mode SRI needs), when there is a value. */
export function withIntegrity(html: string, integrity: string | undefined): string {
  const value = integrity?.trim();
  if (!value || !/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(value)) return html;
  return html.replace(
    SCRIPT_TAG,
    `<script type="module" src="${CDN_SCRIPT_PATH}" integrity="${value}" crossorigin="anonymous"></script>`,
  );
}

async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  response.end(body);
}

export function cdnPage(): Plugin {
  return {
    name: 'crypto-checkout:cdn-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (path !== CDN_SCRIPT_PATH && path !== '/cdn.html') {
          next();
          return;
        }
        void (async () => {
          if (path === CDN_SCRIPT_PATH) {
            try {
              send(response, 200, 'text/javascript; charset=utf-8', await readFile(FILES.script));
            } catch {
              send(
                response,
                404,
                'text/plain; charset=utf-8',
                'dist/crypto-checkout.min.js is not built: `npm start` builds it first, or run `npm run build`.\n',
              );
            }
            return;
          }
          const html = await readOptional(FILES.page);
          if (html === undefined) {
            next();
            return;
          }
          send(response, 200, 'text/html; charset=utf-8', withIntegrity(html, await readOptional(FILES.integrity)));
        })().catch(next);
      });
    },
  };
}
