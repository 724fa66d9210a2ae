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
import { storeFailure } from './errors.js';
import { faultReporter, type InvoiceLogger, type Report } from './logger.js';
import { listenersByInvoice, type InvoiceStore, type StoredInvoice } from './store.js';

export { InvoiceStoreError, type InvoiceStoreErrorCode } from './errors.js';
export type { InvoiceLogger, LogFields } from './logger.js';

export interface RedisStoreOptions {
  /** The Redis server, `redis://[[user]:password@]host[:port][/db]`. Default `redis://localhost:6379`. */
  url?: string;
  /** Put before every key and channel, so several applications can share one Redis. Default `crypto-checkout:`. */
  prefix?: string;
  /**
   * Milliseconds a connection attempt, and a command, may take before it fails: the store is then unavailable
   * (`InvoiceStoreError` `store_unavailable`, which the handler answers `503`), rather than holding requests.
   * Default 1000.
   */
  timeoutMs?: number;
  /**
   * Where a lost connection is reported (rate-limited: one report per kind every 10 s). Default: the logger of
   * the `createInvoiceHandler` this store is given to, else one line on the console.
   */
  logger?: InvoiceLogger;
}

export interface RedisInvoiceStore extends InvoiceStore {
  /** Closes both connections (commands, and the subscription). */
  close(): Promise<void>;
}

/**
 * Writes the new version only if the stored one is still the expected one (`''`: none), with its time to live,
 * and publishes it, in one step: a Lua script runs atomically, so two instances never both win. The version is
 * the one before plus one, or Redis's clock in milliseconds when that is more (StoredInvoice.version): after a
 * flush or an eviction the invoice's next version is still above every one a stream has shown. Returns the
 * version written, or 0.
 */
const COMPARE_AND_SET = `
local stored = redis.call('HGET', KEYS[1], 'v')
if (stored or '') ~= ARGV[1] then return 0 end
local time = redis.call('TIME')
local clock = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local version = string.format('%.0f', math.max((tonumber(stored) or 0) + 1, clock))
redis.call('HSET', KEYS[1], 'v', version, 'b', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', KEYS[2], version .. ' ' .. ARGV[2])
return tonumber(version)`;

const DEFAULT_TIMEOUT_MS = 1000;
/** The longest wait between reconnect attempts: short, so the store is back soon after Redis is, and a closed store's last wait ends soon. */
const MAX_RECONNECT_MS = 500;

/**
 * An invoice store in Redis: each invoice a hash (version and body) that expires with the invoice's time to
 * live, compare-and-set by a Lua script, and each write published on a channel of its own. One connection
 * runs commands and one listens (a subscribed connection can run nothing else); both reconnect by themselves.
 * The listening connection subscribes only to the invoices streamed from this instance: it joins an invoice's
 * channel with its first listener here and leaves it with the last. Pub/sub delivers at most once, so when
 * either connection comes back every invoice with a listener here is read again and handed to its listeners.
 *
 * While Redis cannot be reached, every command fails at once (no queue of commands waiting for the
 * connection) with `InvoiceStoreError` `store_unavailable`.
 */
export function redisStore(options: RedisStoreOptions = {}): RedisInvoiceStore {
  const prefix = options.prefix ?? 'crypto-checkout:';
  const key = (id: string) => `${prefix}invoice:${id}`;
  const channelPrefix = `${prefix}invoice-changed:`;
  const timeoutMs = options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : DEFAULT_TIMEOUT_MS;
  const commands = createClient({
    url: options.url ?? 'redis://localhost:6379',
    // A command while the connection is down fails now, instead of waiting in a queue for it to come back.
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    socket: {
      connectTimeout: timeoutMs,
      reconnectStrategy: (retries: number) =>
        Math.min(50 * 2 ** retries, MAX_RECONNECT_MS) + Math.floor(Math.random() * 100),
    },
  });
  const subscriber = commands.duplicate();
  let report: Report = faultReporter(options.logger);
  let closed = false;

  /** The invoices whose channel the listening connection is subscribed to, and those with a change under way. */
  const subscribed = new Set<string>();
  const changing = new Set<string>();
  const listeners = listenersByInvoice((id) => follow(id));

  const onMessage = (message: string, channel: string) => {
    const space = message.indexOf(' ');
    listeners.tell(channel.slice(channelPrefix.length), {
      version: Number(message.slice(0, space)),
      body: message.slice(space + 1),
    });
  };

  /**
   * Subscribes to `id`'s channel, or leaves it, as its listeners here want: one command at a time per invoice,
   * checked again after each. One that fails (the connection is down) is tried again when it is back.
   */
  function follow(id: string): void {
    const wanted = listeners.has(id);
    if (closed || changing.has(id) || wanted === subscribed.has(id)) return;
    changing.add(id);
    const channel = `${channelPrefix}${id}`;
    const command = wanted ? subscriber.subscribe(channel, onMessage) : subscriber.unsubscribe(channel);
    command.then(
      () => {
        if (wanted) subscribed.add(id);
        else subscribed.delete(id);
        changing.delete(id);
        follow(id);
      },
      () => changing.delete(id),
    );
  }

  /** Back after a lost connection: what was published meanwhile is gone, what is stored is not. */
  function catchUp(): void {
    for (const id of new Set([...listeners.ids(), ...subscribed])) follow(id);
    for (const id of listeners.ids()) {
      // A failure here means the other connection is not back yet: its own 'ready' reads again.
      store.get(id).then(
        (invoice) => invoice && listeners.tell(id, invoice),
        () => {},
      );
    }
  }

  // Without a listener, a lost connection's error event would end the process; the client reconnects by itself.
  for (const client of [commands, subscriber]) {
    client.on('error', (error: Error) => {
      if (!closed)
        report({ level: 'error', operation: 'redis', message: 'The Redis connection failed; trying again', error });
    });
    client.on('ready', catchUp);
  }
  /** Settles when the first connection attempt has ended either way: only that one is waited for. */
  const firstAttempt = new Promise<void>((resolve) => {
    commands.once('ready', resolve);
    commands.once('error', () => resolve());
  });
  for (const client of [commands, subscriber]) client.connect().catch(() => {});

  /** Runs a command; its failure becomes `InvoiceStoreError` `store_unavailable`, with the id and the cause. */
  async function run<T>(id: string, doing: string, command: () => Promise<T>): Promise<T> {
    await firstAttempt;
    try {
      return await command();
    } catch (error) {
      throw storeFailure(error, id, doing);
    }
  }

  const store: RedisInvoiceStore = {
    async get(id) {
      const [version, body] = await run(id, 'read', () => commands.hmGet(key(id), ['v', 'b']));
      return version && body ? { version: Number(version), body } : undefined;
    },
    async compareAndSet(id, expectedVersion, body, ttlSeconds): Promise<StoredInvoice | undefined> {
      const written = await run(id, 'write', () =>
        commands.eval(COMPARE_AND_SET, {
          keys: [key(id), `${channelPrefix}${id}`],
          arguments: [
            expectedVersion === undefined ? '' : String(expectedVersion),
            body,
            String(Math.max(1, Math.ceil(ttlSeconds))),
          ],
        }),
      );
      return typeof written === 'number' && written > 0 ? { version: written, body } : undefined;
    },
    subscribe: listeners.subscribe,
    setLogger(logger) {
      if (!options.logger) report = faultReporter(logger);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([shut(commands, timeoutMs), shut(subscriber, timeoutMs)]);
    },
  };
  return store;
}

/**
 * Closes a client: gracefully while it can answer, by force after `ms` (a connection that is down never
 * answers the commands queued on it).
 */
async function shut(client: { close(): Promise<unknown>; destroy(): void; isOpen: boolean }, ms: number) {
  if (client.isOpen) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    await Promise.race([client.close().catch(() => {}), waited]);
    clearTimeout(timer);
  }
  client.destroy();
}
