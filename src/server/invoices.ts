/**
 * The invoices as the handler reads and creates them: what the store holds, refreshed from the payment API's
 * read (where the service has one) at most every pollInterval per instance and one read at a time per invoice
 * however many payers ask (single-flight); and each created invoice kept from its first moment.
 */
import {
  NotFoundError,
  type CreateInvoiceAttributes,
  type CreateInvoiceOptions,
  type InvoiceDocument,
  type PaymentApiClient,
} from '../client/index.js';
import { InvoiceStoreError, InvoiceUpdateError, errorResponse, failureResponse } from './errors.js';
import { INVOICE_ID_PATTERN, changedBody, isFinal, isInvoiceDocument } from './invoice-rules.js';
import type { InvoiceWriter } from './invoice-writes.js';
import type { Report } from './logger.js';
import type { InvoiceStore, StoredInvoice } from './store.js';
import { isPaymentApiFailure, upstreamError, type ServiceReadPause } from './upstream.js';

/** An invoice to serve, or the error answer that stands for it. */
export type Loaded = { invoice: StoredInvoice } | { error: Response };

/** What `createInvoice` reads to check the store answers: no invoice has this id (INVOICE_ID_PATTERN). */
const STORE_PROBE_ID = 'probe:store';

export interface KeptInvoicesSettings {
  client: PaymentApiClient;
  /** The store, its failures already InvoiceStoreError (withStoreErrors). */
  store: InvoiceStore;
  writer: InvoiceWriter;
  readPause: ServiceReadPause;
  now: () => number;
  /** Milliseconds between reads of the service per invoice. */
  intervalMs: number;
  /** False: read the service at every request (still one read at a time per invoice). */
  cache: boolean;
  /** A document for an invoice the store does not hold and the service answers 404 for. */
  fallback?: (id: string) => InvoiceDocument | undefined | Promise<InvoiceDocument | undefined>;
  report: Report;
}

/** The invoices of one handler: `current` to serve one, `createInvoice` and `createAndKeep` to make one. */
export function keptInvoices(settings: KeptInvoicesSettings) {
  const { client, store, writer, readPause, now, report } = settings;
  /** When this instance last read each invoice from the payment API (or created it). */
  const readAt = new Map<string, number>();
  const inFlight = new Map<string, Promise<Loaded>>();

  /** The invoice from the payment API's read, kept in the store; what is stored wins where the read fails. */
  async function read(id: string, stored: StoredInvoice | undefined): Promise<Loaded> {
    readAt.set(id, now());
    let document: InvoiceDocument | undefined;
    try {
      document = await client.getInvoice(id);
      readPause.resume();
    } catch (error) {
      if (stored) {
        // A service without the read is normal: the store is the truth. Other failures: serve what is kept.
        if (!readPause.pauseFor(id, error) && !isPaymentApiFailure(error)) throw error;
        return { invoice: stored };
      }
      if (!(error instanceof NotFoundError)) return { error: upstreamError(error) };
      document = await settings.fallback?.(id);
      if (!document) return { error: errorResponse(404, 'not_found', 'There is no such invoice.') };
    }
    // Relayed, another invoice's document would have this payer pay another order's amount to its address.
    if (!isInvoiceDocument(document, id)) {
      if (stored) return { invoice: stored };
      return { error: errorResponse(502, 'payment_api_mismatch', 'The payment API did not answer with this invoice.') };
    }
    try {
      const invoice = await writer.write(id, (current) => changedBody(id, current, document));
      return { invoice: invoice! };
    } catch (error) {
      if (!(error instanceof InvoiceUpdateError)) throw error;
      // The service's read changed what to pay: the element's payment-changed rule keeps what was shown.
      report({
        level: 'warn',
        operation: 'read',
        invoiceId: id,
        message: "The payment API's read was not kept",
        error,
      });
      return stored ? { invoice: stored } : { error: errorResponse(502, 'payment_api_mismatch', error.message) };
    }
  }

  /** The invoice as the store has it, read from the payment API first when the service has a read and it is time. */
  function current(id: string): Promise<Loaded> {
    let pending = inFlight.get(id);
    if (!pending) {
      pending = (async (): Promise<Loaded> => {
        const stored = await store.get(id);
        const due = !settings.cache || (readAt.get(id) ?? -Infinity) + settings.intervalMs <= now() || !stored;
        if (stored && (isFinal(stored) || !due || !readPause.mayRead())) return { invoice: stored };
        return read(id, stored);
      })()
        .catch((error: unknown) => ({
          error: failureResponse(report, error, 'read', id, 'The invoice could not be read.'),
        }))
        .finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    return pending;
  }

  /** Creates the invoice upstream and keeps it; the caller has made sure the store answers. */
  async function createAndKeep(
    attributes: CreateInvoiceAttributes,
    options?: CreateInvoiceOptions,
  ): Promise<InvoiceDocument> {
    const document = await client.createInvoice(attributes, options);
    const id = document.data?.id;
    if (typeof id === 'string' && INVOICE_ID_PATTERN.test(id) && isInvoiceDocument(document, id)) {
      readAt.set(id, now());
      try {
        await writer.write(id, (stored) => (stored ? undefined : JSON.stringify(document)));
      } catch (error) {
        // Rare (the store went away during the call upstream), and worth knowing: this invoice exists upstream only.
        report({
          level: 'error',
          operation: 'createInvoice',
          invoiceId: id,
          message: 'Created upstream, not kept',
          error,
        });
        throw error;
      }
    }
    return document;
  }

  return {
    current,
    createAndKeep,
    /** `createInvoice()`: a cheap read of the store first, so no invoice is created upstream that it cannot keep. */
    async createInvoice(attributes: CreateInvoiceAttributes, options?: CreateInvoiceOptions): Promise<InvoiceDocument> {
      try {
        await store.get(STORE_PROBE_ID);
      } catch (error) {
        throw new InvoiceStoreError('store_unavailable', 'The invoice store is unavailable: no invoice was created.', {
          cause: error,
        });
      }
      return createAndKeep(attributes, options);
    },
    /** Reads each of `ids` from the service now if it is time (the streams' poll); nothing while reads pause. */
    refresh(ids: Iterable<string>): void {
      if (readPause.reads()) for (const id of ids) void current(id);
    },
    /** `forget()`: reads `id` from the service at its next request. */
    forget(id: string): void {
      readAt.delete(id);
    },
  };
}
