/**
 * Every write of an invoice, by compare-and-set: `update()`'s change, what the service's read brings, a created
 * invoice. A write that lost a race reads again and decides again, so concurrent writers on several instances
 * never undo each other, and a final status is never lost.
 */
import type { InvoiceDocument } from '../client/index.js';
import { InvoiceStoreError } from './errors.js';
import { changedBody, keepSeconds, type InvoiceChange } from './invoice-rules.js';
import type { InvoiceStore, StoredInvoice } from './store.js';

/** How many times a write reads and tries again when another write came first. */
export const WRITE_ATTEMPTS = 20;

export interface InvoiceWriterSettings {
  /** The store, its failures already InvoiceStoreError (withStoreErrors). */
  store: InvoiceStore;
  now: () => number;
  /** Seconds an invoice is kept after its life (keepSeconds). */
  graceSeconds: number;
}

/** The writes of one handler: `write` any change by compare-and-set, `update` by update()'s rules. */
export function invoiceWriter({ store, now, graceSeconds }: InvoiceWriterSettings) {
  /**
   * Writes the body `next` makes of what is stored (undefined: nothing to write) by compare-and-set, and
   * returns what is stored after it; a lost race reads again and asks `next` again.
   *
   * @throws {InvoiceStoreError} `conflict` after WRITE_ATTEMPTS lost races; `store_unavailable` from the store.
   */
  async function write(
    id: string,
    next: (stored: StoredInvoice | undefined) => string | undefined,
  ): Promise<StoredInvoice | undefined> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const stored = await store.get(id);
      const body = next(stored);
      if (body === undefined) return stored;
      const written = await store.compareAndSet(
        id,
        stored?.version,
        body,
        keepSeconds(JSON.parse(body), now(), graceSeconds),
      );
      if (written) return written;
    }
    const message = `Invoice ${id} kept changing under update(): gave up after ${WRITE_ATTEMPTS} tries.`;
    throw new InvoiceStoreError('conflict', message, { invoiceId: id });
  }

  return {
    write,
    /** `update()`: `change` applied by its rules (changedBody); the document as stored after it. */
    async update(id: string, change: InvoiceChange): Promise<InvoiceDocument> {
      // changedBody writes a body or throws wherever nothing is stored, so something is stored after it.
      const invoice = await write(id, (stored) => changedBody(id, stored, change));
      return JSON.parse(invoice!.body) as InvoiceDocument;
    },
  };
}

/** The writes of one handler (invoiceWriter). */
export type InvoiceWriter = ReturnType<typeof invoiceWriter>;
