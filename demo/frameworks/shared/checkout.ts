/**
 * What the three framework apps share: the invoice documents, as a shop's
 * backend would hand them to the page, and the route an app goes to once the
 * checkout is done. Everything else is written the way each framework does it.
 */
import { invoiceDocument } from '../../../fixtures/invoices.js';

/** Where an app routes itself after `checkout-redirect` (which it prevents). */
export const PAID_ROUTE = '/paid';

/** A pending Bitcoin invoice: the response of `POST /api/public/v1/invoices`. */
export const pendingInvoice = () => invoiceDocument('btc');

/** The same invoice once paid, as the shop's webhook or websocket would report it. */
export const paidInvoice = () => invoiceDocument('btc', { status: 'complete' });
