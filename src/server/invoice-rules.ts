/**
 * The rules of a kept invoice, pure: what an id may look like, which document is the invoice asked for, how a
 * change applies to what is stored (`update()`'s rules: the status only moves forward, what to pay never
 * changes), and how long the store keeps it.
 */
import type { InvoiceDocument } from '../client/index.js';
import { RATE_VALIDITY_MS, changedPaymentField, parseInvoice } from '../core/invoice.js';
import { at, isObject, parseTimestamp } from '../core/json.js';
import { INVOICE_STATUSES, isFinalInvoiceStatus, type InvoiceStatus } from '../core/protocol.js';
import { InvoiceUpdateError } from './errors.js';
import type { StoredInvoice } from './store.js';

/** What an invoice id may look like: 1–100 of `A–Z a–z 0–9 _ -`. Anything else is 404 without asking upstream. */
export const INVOICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** A new status for `update()`: the whole invoice document (from a callback or a read), or only the status. */
export type InvoiceChange = InvoiceDocument | { status: InvoiceStatus };

/** The rate holds 20 minutes from creation (the spec's "Limits"): the invoice's life when it names no expiry. */
export const RATE_VALIDITY_SECONDS = RATE_VALIDITY_MS / 1000;

/**
 * Whether `document` is the invoice `id`: a JSON:API document whose `data` is an `invoices` resource with
 * that id and its attributes. Anything else (`{"data":null}`, a list, another resource or invoice) is never
 * served or kept.
 */
export function isInvoiceDocument(document: unknown, id: string): document is InvoiceDocument {
  const data = at(document, 'data');
  return at(data, 'type') === 'invoices' && at(data, 'id') === id && isObject(at(data, 'attributes'));
}

/** Whether a stored invoice's status is final: it never changes again. */
export function isFinal(invoice: StoredInvoice): boolean {
  return isFinalInvoiceStatus(at(JSON.parse(invoice.body), 'data', 'attributes', 'status'));
}

/** Seconds to keep `document` from `now` (ms): its life (to `expiresAt`, else the rate's) plus `graceSeconds`. */
export function keepSeconds(document: unknown, now: number, graceSeconds: number): number {
  const expiresAt = parseTimestamp(at(document, 'data', 'attributes', 'expiresAt'));
  const life = expiresAt === undefined ? RATE_VALIDITY_SECONDS : Math.max(0, (expiresAt - now) / 1000);
  return Math.ceil(life + graceSeconds);
}

/**
 * The body to store when `change` applies to `stored` (undefined: nothing stored), or undefined when it changes
 * nothing (a repeated or late status). The status only moves forward (pending → processing or on hold → final),
 * and between processing and on hold either way; a final one never moves.
 *
 * @throws {InvoiceUpdateError} `mismatch` for a document of another invoice or none, `invalid_status` for a
 *   status this package does not know, `not_found` for a status change of an invoice not stored,
 *   `payment_changed` for a document that changes what the payer must pay.
 */
export function changedBody(id: string, stored: StoredInvoice | undefined, change: InvoiceChange): string | undefined {
  const isDocument = !isObject(change) || !Object.hasOwn(change, 'status');
  if (isDocument && !isInvoiceDocument(change, id)) {
    throw new InvoiceUpdateError('mismatch', `The document is not the invoice ${id}.`, { invoiceId: id });
  }
  const status = isDocument ? at(change, 'data', 'attributes', 'status') : at(change, 'status');
  if (!(INVOICE_STATUSES as readonly unknown[]).includes(status)) {
    throw new InvoiceUpdateError('invalid_status', `Unknown invoice status ${JSON.stringify(status)}.`, {
      invoiceId: id,
    });
  }
  if (!stored) {
    if (!isDocument) {
      throw new InvoiceUpdateError('not_found', `The store holds no invoice ${id}.`, { invoiceId: id });
    }
    return JSON.stringify(withoutEvent(change as InvoiceDocument));
  }
  const current = JSON.parse(stored.body) as InvoiceDocument;
  const from = current.data.attributes.status;
  if (isDocument) {
    const [before, after] = [parseInvoice(current), parseInvoice(change)];
    const field = before.ok && after.ok ? changedPaymentField(before.invoice, after.invoice) : undefined;
    if (field || before.ok !== after.ok) {
      throw new InvoiceUpdateError('payment_changed', `The document changes ${field ?? 'what to pay'}.`, {
        invoiceId: id,
      });
    }
  }
  const forward = rank(status) > rank(from) || (rank(status) === 1 && rank(from) === 1 && status !== from);
  if (!forward) return undefined;
  const next = isDocument
    ? withoutEvent(change as InvoiceDocument)
    : { ...current, data: { ...current.data, attributes: { ...current.data.attributes, status } } };
  return JSON.stringify(next);
}

/** How far along a status is: it only moves up, and a final one never moves. */
function rank(status: unknown): number {
  return isFinalInvoiceStatus(status) ? 2 : status === 'processing' || status === 'on_hold' ? 1 : 0;
}

/** The document without `meta.event` (a sandbox event's envelope), which is not the invoice's. */
function withoutEvent(document: InvoiceDocument): InvoiceDocument {
  const { meta, ...rest } = document as InvoiceDocument & { meta?: Record<string, unknown> };
  if (!isObject(meta) || !Object.hasOwn(meta, 'event')) return document;
  const others = Object.fromEntries(Object.entries(meta).filter(([key]) => key !== 'event'));
  return (Object.keys(others).length ? { ...rest, meta: others } : rest) as InvoiceDocument;
}
