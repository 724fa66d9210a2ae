/**
 * Where the invoice handler keeps each invoice for its whole life: the
 * payment API has no invoice read, so the document from creation, and every
 * status your backend learns after it, live here. The interface is small on
 * purpose (get, compare-and-set, subscribe), so a store for another database
 * is a page of code; `memoryStore()` serves one process, `redisStore()` from
 * `crypto-checkout/server/redis` serves several.
 *
 * @packageDocumentation
 */
import { storeFailure } from './errors.js';
import type { InvoiceLogger } from './logger.js';

/** One invoice as a store keeps it. */
export interface StoredInvoice {
  /** The invoice document as JSON text, exactly as the handler serves it. */
  body: string;
  /**
   * What compare-and-set compares, and what a stream orders writes by: each write's version is the larger of
   * the version before it plus one and the time of the write in milliseconds since the epoch. So it never
   * repeats for an invoice, not even after the store lost the invoice (an eviction, a flush, a failover to an
   * empty replica) and a later write made it again, as long as the store's clock does not go back.
   */
  version: number;
}

/**
 * A version for a write after `expected` (undefined: nothing stored) at `time` ms: never below the time, so a
 * record that was lost and written again still gets a version above every one it had (StoredInvoice.version).
 */
export function nextVersion(expected: number | undefined, time: number): number {
  return Math.max((expected ?? 0) + 1, Math.floor(time));
}

/** What the invoice handler needs of a store. Every method may be called from many requests at once. */
export interface InvoiceStore {
  /** The invoice `id`, or undefined when the store has none (never had it, or it outlived its time). */
  get(id: string): Promise<StoredInvoice | undefined>;
  /**
   * Writes `body` as the invoice `id` only if the stored version is still `expectedVersion` (undefined:
   * nothing stored), keeps it for `ttlSeconds`, and tells every subscriber of `id` on every instance.
   * Returns what was written, or undefined when another write came first (read again and retry).
   */
  compareAndSet(
    id: string,
    expectedVersion: number | undefined,
    body: string,
    ttlSeconds: number,
  ): Promise<StoredInvoice | undefined>;
  /**
   * Calls `listener` with each write of `id`, from any instance, until the returned function is called.
   * Delivery may skip a version (Redis pub/sub is at most once): a listener compares versions, and a store
   * that lost its subscription calls it again with what is stored once it is back.
   */
  subscribe(id: string, listener: (invoice: StoredInvoice) => void): () => void;
  /**
   * Optional: closes the store's connections. `InvoiceHandler.close()` calls it, after ending its streams, so a
   * process can stop.
   */
  close?(): Promise<void>;
  /**
   * Optional: where the store reports its own faults (a lost connection). `createInvoiceHandler` calls it with
   * its `logger`, when it has one, so that nothing is printed besides it.
   */
  setLogger?(logger: InvoiceLogger): void;
}

/**
 * A store's listeners by invoice: `subscribe` as the interface wants it, `tell` for a write, `ids` being
 * watched, `has` whether one is; `watched(id)` is called when an invoice gets its first listener or loses its
 * last (a store that subscribes per invoice does it there).
 */
export function listenersByInvoice(watched: (id: string) => void = () => {}) {
  const listeners = new Map<string, Set<(invoice: StoredInvoice) => void>>();
  return {
    subscribe(id: string, listener: (invoice: StoredInvoice) => void): () => void {
      const set = listeners.get(id) ?? new Set();
      listeners.set(id, set.add(listener));
      if (set.size === 1) watched(id);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        set.delete(listener);
        if (set.size || listeners.get(id) !== set) return;
        listeners.delete(id);
        watched(id);
      };
    },
    has: (id: string) => listeners.has(id),
    tell(id: string, invoice: StoredInvoice): void {
      listeners.get(id)?.forEach((listener) => listener(invoice));
    },
    ids: () => listeners.keys(),
  };
}

export interface MemoryStoreOptions {
  /** The most invoices held; past it, the one that would expire first is dropped. Default 10,000. */
  maxEntries?: number;
  /** The clock, in milliseconds (tests). Default `Date.now`. */
  now?: () => number;
}

/** The default store: a Map in this process. Nothing survives a restart, and other instances see none of it. */
export function memoryStore(options: MemoryStoreOptions = {}): InvoiceStore & { readonly size: number } {
  const now = options.now ?? Date.now;
  const maxEntries = Math.max(1, options.maxEntries ?? 10_000);
  const entries = new Map<string, { invoice: StoredInvoice; until: number }>();
  const listeners = listenersByInvoice();

  const live = (id: string) => {
    const entry = entries.get(id);
    if (entry && entry.until <= now()) entries.delete(id);
    return entries.get(id)?.invoice;
  };

  return {
    get size() {
      return entries.size;
    },
    async get(id) {
      return live(id);
    },
    async compareAndSet(id, expectedVersion, body, ttlSeconds) {
      // No await before the write: in one process this check and the write are one step.
      if (live(id)?.version !== expectedVersion) return undefined;
      const invoice = { body, version: nextVersion(expectedVersion, now()) };
      entries.set(id, { invoice, until: now() + ttlSeconds * 1000 });
      if (entries.size > maxEntries) {
        const time = now();
        for (const [key, entry] of entries) if (entry.until <= time) entries.delete(key);
        while (entries.size > maxEntries) {
          let first: string | undefined;
          let firstUntil = Infinity;
          for (const [key, entry] of entries) if (entry.until < firstUntil) [first, firstUntil] = [key, entry.until];
          entries.delete(first!);
        }
      }
      // After the write's caller has its answer, as a subscriber on another instance would hear it.
      queueMicrotask(() => listeners.tell(id, invoice));
      return invoice;
    },
    subscribe: listeners.subscribe,
  };
}

/**
 * `store` as the handler uses it: whatever its `get` and `compareAndSet` throw (a lost connection, a timeout,
 * a store of yours) becomes `InvoiceStoreError` `store_unavailable`, with the id and the error as its cause.
 */
export function withStoreErrors(store: InvoiceStore): InvoiceStore {
  return {
    async get(id) {
      try {
        return await store.get(id);
      } catch (error) {
        throw storeFailure(error, id, 'read');
      }
    },
    async compareAndSet(id, expectedVersion, body, ttlSeconds) {
      try {
        return await store.compareAndSet(id, expectedVersion, body, ttlSeconds);
      } catch (error) {
        throw storeFailure(error, id, 'write');
      }
    },
    subscribe: (id, listener) => store.subscribe(id, listener),
  };
}
