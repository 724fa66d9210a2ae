/**
 * The shop's success and failure pages (success.html, failed.html): read
 * `?invoice=<id>`, ask the shop for that invoice and show which one came back,
 * and say so when its status does not belong on this page. Text only.
 */
import { FINAL_INVOICE_STATUSES, type InvoiceStatus } from '../src/core/protocol.js';
import { getInvoice, ShopError, type InvoiceDocument } from './shop-api.js';

/** The service statuses each page is for: completed, or any other final one. */
const EXPECTED: Record<'success' | 'failed', readonly InvoiceStatus[]> = {
  success: ['completed'],
  failed: FINAL_INVOICE_STATUSES.filter((status) => status !== 'completed'),
};

const kind = document.body.dataset['landing'] === 'failed' ? 'failed' : 'success';
const message = document.getElementById('landing-message')!;
const facts = document.getElementById('landing-invoice')!;

function say(text: string, state: 'ok' | 'unexpected' | 'error'): void {
  message.textContent = text;
  message.dataset['state'] = state;
}

function fact(term: string, value: string, id: string): void {
  const row = document.createElement('div');
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.id = id;
  dd.textContent = value;
  row.append(dt, dd);
  facts.append(row);
}

function show(document: InvoiceDocument): void {
  const attributes = document.data.attributes;
  const status = attributes.status ?? '(none)';
  const expected: readonly string[] = EXPECTED[kind];
  if (expected.includes(status)) {
    say(`Invoice ${document.data.id} came back; the payment service has it ${status}.`, 'ok');
  } else {
    say(
      `Unexpected: invoice ${document.data.id} is ${status}, but this page is for ${expected.join(', ')} invoices.`,
      'unexpected',
    );
  }
  fact('Invoice', document.data.id, 'landing-id');
  fact('Reference', attributes.reference ?? '(none)', 'landing-reference');
  fact('Status', status, 'landing-status');
  fact('Amount', `${attributes.amountCharged} ${attributes.chargedCurrency}`, 'landing-amount');
  fact('Order total', `${attributes.amountBilled} ${attributes.billedCurrency}`, 'landing-total');
  fact('Network', attributes.networkName, 'landing-network');
  fact('Created', attributes.createdAt, 'landing-created');
  facts.hidden = false;
}

async function main(): Promise<void> {
  const id = new URLSearchParams(location.search).get('invoice');
  if (!id) {
    say('No invoice came back: the address has no ?invoice=<id>.', 'error');
    return;
  }
  try {
    show(await getInvoice(id));
  } catch (error) {
    if (error instanceof ShopError && error.status === 404) {
      say(`The shop has no invoice ${id}. (Its sandbox lives in memory: a restart of npm start forgets it.)`, 'error');
    } else {
      say(`Invoice ${id} could not be read: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
  }
}

void main();
