import type { Plugin } from 'vite';

/**
 * The policy of docs/security.md, as the dev server can serve it: scripts and styles from this origin,
 * nothing inline, no images, Trusted Types for Lit. `connect-src` adds the dev server's
 * websocket (hot reload), which a production page would not need.
 */
export const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self' ws: wss:",
  "style-src 'self'",
  "img-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');

/** Serves /strict-csp.html with `STRICT_CSP` as its Content-Security-Policy header. */
export function strictCspPage(): Plugin {
  return {
    name: 'crypto-checkout:strict-csp-page',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] === '/strict-csp.html')
          response.setHeader('Content-Security-Policy', STRICT_CSP);
        next();
      });
    },
  };
}
