/**
 * The sandbox's state, in memory. Invoice statuses are computed from the clock
 * when read (expiry, "paid in N seconds"); the clock is injectable so tests can
 * move time. The store runs no timer: when the sandbox sends events, events.ts
 * listens to the statuses worked out here (`onStatus`) and sets the timers that
 * notice an expiry or a confirmation by themselves (`nextChange`).
 */
import { randomInt } from 'node:crypto';
import { currency } from './currencies.js';
import { add, format, parse, round } from './decimal.js';
import { INVOICE_LIFETIME_SECONDS } from './invoices.js';
import type { SandboxExtra } from './extras.js';
import { ApiError } from './jsonapi.js';
import { isFinalInvoiceStatus } from '../core/protocol.js';
import type { Outcome } from './outcomes.js';
import type { AccountRecord, InvoiceRecord, InvoiceStatus } from './records.js';
import { freshTag, seed, type SeedData } from './seed.js';

const OUTCOME_STATUS: Record<Exclude<Outcome, 'paid_in'>, InvoiceStatus> = {
  complete: 'completed',
  cancelled: 'cancelled',
  rejected: 'rejected',
  expired: 'expired',
  on_hold: 'on_hold',
};

export class SandboxStore {
  readonly data: SeedData;
  readonly invoices = new Map<string, InvoiceRecord>();
  readonly #references = new Set<string>();
  /**
   * Told each status the store works out for the present moment (reads, outcomes, balances, timers), so that
   * events.ts can announce a change; unset when the sandbox sends no events.
   */
  onStatus?: (invoice: InvoiceRecord, status: InvoiceStatus) => void;

  constructor(
    readonly now: () => number = Date.now,
    /** How long a new invoice lives before it expires: the rate's 20 minutes unless the sandbox was told otherwise. */
    readonly invoiceLifetimeSeconds: number = INVOICE_LIFETIME_SECONDS,
    /**
     * Which of the sandbox's own additions to the spec are on (extras.ts, docs/sandbox.md "Extras"). None: it
     * answers only what the spec shows.
     */
    readonly extras: ReadonlySet<SandboxExtra> = new Set(),
  ) {
    this.data = seed(now());
  }

  account(id: string): AccountRecord | undefined {
    return this.data.accounts.find((account) => account.id === id);
  }

  /** The opening balance plus what completed invoices and completed simulated deposits credited to the account. */
  balance(account: AccountRecord): string {
    const decimals = currency(account.currencyCode).decimals;
    let total = parse(account.openingBalance);
    for (const invoice of this.invoices.values()) {
      if (invoice.targetAccountId === account.id && this.status(invoice) === 'completed') {
        total = add(total, parse(invoice.targetAmount));
      }
    }
    for (const deposit of this.data.deposits) {
      if (deposit.creditedTo === account.id) total = add(total, parse(deposit.amount));
    }
    return format(round(total, decimals, 'down'));
  }

  /**
   * The master account's balance and its subaccounts'. A subaccount has no
   * subaccounts, so its total is its own balance (the spec leaves it open).
   */
  totalBalance(account: AccountRecord): string {
    const members = account.master
      ? this.data.accounts.filter((candidate) => candidate.id === account.id || candidate.masterId === account.id)
      : [account];
    const decimals = currency(account.currencyCode).decimals;
    const total = members.reduce((sum, member) => add(sum, parse(this.balance(member))), parse('0'));
    return format(round(total, decimals, 'down'));
  }

  isReferenceTaken(reference: string): boolean {
    return this.#references.has(reference);
  }

  /** A destination tag no invoice or channel has. */
  takeTag(): number {
    return freshTag(this.data.usedTags, () => randomInt(0, 2 ** 32 - 1) / 2 ** 32);
  }

  addInvoice(invoice: InvoiceRecord): void {
    this.invoices.set(invoice.id, invoice);
    if (invoice.reference !== null) this.#references.add(invoice.reference);
  }

  /**
   * The invoice's status at `at`, by default now (and then `onStatus` hears it): set outcomes first, then a
   * payment under way, then expiry.
   */
  status(invoice: InvoiceRecord, at?: number): InvoiceStatus {
    const status = statusAt(invoice, at ?? this.now());
    if (at === undefined) this.onStatus?.(invoice, status);
    return status;
  }

  /**
   * When the invoice's status changes next without anyone acting (it expires, or a payment is confirmed), or
   * undefined when nothing will change it but the outcome control.
   */
  nextChange(invoice: InvoiceRecord, at: number = this.now()): number | undefined {
    if (invoice.outcome) return undefined;
    if (invoice.payment) return at < invoice.payment.completedAt ? invoice.payment.completedAt : undefined;
    return at < invoice.expiresAt ? invoice.expiresAt : undefined;
  }

  /**
   * Moves an open invoice (pending, processing or on hold) to an outcome. A
   * final invoice stays as it is: 409.
   */
  setOutcome(invoice: InvoiceRecord, outcome: Outcome, seconds = 0): void {
    const now = this.now();
    const current = this.status(invoice, now);
    // An invoice found expired here has changed status, even when the change is refused.
    this.onStatus?.(invoice, current);
    if (isFinalInvoiceStatus(current)) {
      throw ApiError.of(
        409,
        'invoice_final',
        `The invoice is ${current} already; only pending, processing or on_hold invoices can change.`,
        { pointer: '/outcome' },
      );
    }
    if (outcome === 'paid_in') {
      // The payment is seen at once (processing) and confirmed `seconds` later (completed).
      delete invoice.outcome;
      invoice.payment = { processingAt: now, completedAt: now + seconds * 1000 };
      return;
    }
    delete invoice.payment;
    invoice.outcome = { status: OUTCOME_STATUS[outcome], at: now };
  }
}

function statusAt(invoice: InvoiceRecord, at: number): InvoiceStatus {
  if (invoice.outcome) return invoice.outcome.status;
  if (invoice.payment) {
    if (at >= invoice.payment.completedAt) return 'completed';
    if (at >= invoice.payment.processingAt) return 'processing';
  }
  return at >= invoice.expiresAt ? 'expired' : 'pending';
}
