/**
 * `redisStore()`: the invoice store for several instances of your backend
 * (`crypto-checkout/server/redis`). Every instance behind your load balancer
 * reads and writes the same invoices, a write on one reaches the payers
 * streaming from any other through Redis pub/sub, and nothing is lost when an
 * instance restarts. It uses the official `redis` client, an optional peer
 * dependency: `npm install redis`.
 *
 * ```ts
 * import { createInvoiceHandler } from 'crypto-checkout/server';
 * import { redisStore } from 'crypto-checkout/server/redis';
 *
 * const invoices = createInvoiceHandler({ api, store: redisStore({ url: process.env.REDIS_URL }) });
 * ```
 *
 * @packageDocumentation
 */
import { createClient } from 'redis';
import { listenersByInvoice, type InvoiceStore } from './store.js';

export interface RedisStoreOptions {
  /** The Redis server, `redis://[[user]:password@]host[:port][/db]`. Default `redis://localhost:6379`. */
  url?: string;
  /** Put before every key and channel, so several applications can share one Redis. Default `crypto-checkout:`. */
  prefix?: string;
}

export interface RedisInvoiceStore extends InvoiceStore {
  /** Closes both connections (commands, and the subscription). */
  close(): Promise<void>;
}

/**
 * Writes the new version only if the stored one is still the expected one (`''`: none), with its time to live,
 * and publishes it, in one step: a Lua script runs atomically, so two instances never both win.
 */
const COMPARE_AND_SET = `
local stored = redis.call('HGET', KEYS[1], 'v')
if (stored or '') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'b', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('PUBLISH', KEYS[2], ARGV[2] .. ' ' .. ARGV[3])
return 1`;

/**
 * An invoice store in Redis: each invoice a hash (version and body) that expires with the invoice's time to
 * live, compare-and-set by a Lua script, and each write published on a channel of its own. One connection
 * runs commands and one listens (a subscribed connection can run nothing else); both reconnect by themselves.
 * Pub/sub delivers at most once, so when the listening connection comes back every invoice with a listener
 * here is read again and handed to its listeners.
 */
export function redisStore(options: RedisStoreOptions = {}): RedisInvoiceStore {
  const prefix = options.prefix ?? 'crypto-checkout:';
  const key = (id: string) => `${prefix}invoice:${id}`;
  const channelPrefix = `${prefix}invoice-changed:`;
  const commands = createClient({ url: options.url ?? 'redis://localhost:6379' });
  const subscriber = commands.duplicate();
  const listeners = listenersByInvoice();

  // Without a listener, a lost connection's error event would end the process; the client reconnects by itself.
  for (const client of [commands, subscriber]) {
    client.on('error', (error: Error) => console.error('[crypto-checkout/server/redis]', error.message));
  }
  let ready = 0;
  subscriber.on('ready', () => {
    if (ready++ === 0) return;
    // Back after a lost connection: what was published meanwhile is gone, what is stored is not.
    for (const id of listeners.ids()) void store.get(id).then((invoice) => invoice && listeners.tell(id, invoice));
  });
  const connected = Promise.all([
    commands.connect(),
    subscriber.connect().then(() =>
      subscriber.pSubscribe(`${channelPrefix}*`, (message, channel) => {
        const space = message.indexOf(' ');
        listeners.tell(channel.slice(channelPrefix.length), {
          version: Number(message.slice(0, space)),
          body: message.slice(space + 1),
        });
      }),
    ),
  ]);

  const store: RedisInvoiceStore = {
    async get(id) {
      await connected;
      const [version, body] = await commands.hmGet(key(id), ['v', 'b']);
      return version && body ? { version: Number(version), body } : undefined;
    },
    async compareAndSet(id, expectedVersion, body, ttlSeconds) {
      await connected;
      const version = (expectedVersion ?? 0) + 1;
      const written = await commands.eval(COMPARE_AND_SET, {
        keys: [key(id), `${channelPrefix}${id}`],
        arguments: [
          expectedVersion === undefined ? '' : String(expectedVersion),
          String(version),
          body,
          String(Math.max(1, Math.ceil(ttlSeconds))),
        ],
      });
      return written === 1 ? { version, body } : undefined;
    },
    subscribe: listeners.subscribe,
    async close() {
      await connected.catch(() => {});
      await Promise.all([commands.close(), subscriber.close()]);
    },
  };
  return store;
}
