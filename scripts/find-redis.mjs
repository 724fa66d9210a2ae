// Where Debian's redis-server is: REDIS_SERVER, else the package's path, else undefined.
import { existsSync } from 'node:fs';

export function findRedisServer() {
  return [process.env.REDIS_SERVER, '/usr/bin/redis-server'].find((path) => path && existsSync(path));
}
