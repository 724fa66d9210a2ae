/**
 * Serves `directory` on 127.0.0.1 and a free port; `fallback` answers paths with no file (a single-page
 * app), `headers` go on every answer.
 */
export function serveStatic(
  directory: string,
  options?: { fallback?: string; headers?: Record<string, string> },
): Promise<{ url: string; close: () => Promise<void> }>;
