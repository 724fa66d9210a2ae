// @ts-check
// Debian's nginx for test/node/nginx.test.ts, which runs docs/production.md's proxy in front of two shop instances.
// NGINX names another binary.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where nginx is: NGINX, else Debian's path, else the first on PATH, else undefined. */
export function findNginx() {
  const onPath = (process.env.PATH ?? '').split(delimiter).map((directory) => directory && join(directory, 'nginx'));
  return [process.env.NGINX, '/usr/sbin/nginx', ...onPath].find((path) => path && existsSync(path));
}
