/**
 * What the sandbox keeps in memory. Times are milliseconds since the epoch and
 * amounts decimal strings; the JSON:API documents are made from these records
 * when they are read (resources.ts, invoices.ts). The words the API shares
 * with its clients (invoice statuses, payment methods, channel statuses) are
 * the client's own (src/client/), not spelled again here.
 */
import type { InvoiceStatus } from '../core/protocol.js';
import type { ChannelStatus, PaymentMethod } from '../client/types.js';

export type { ChannelStatus, InvoiceStatus, PaymentMethod };

export interface CompanyRecord {
  id: string;
  name: string;
}

export interface NetworkRecord {
  id: string;
  code: string;
  name: string;
  currencyCode: string;
}

export interface AccountRecord {
  id: string;
  master: boolean;
  /** The master account of a subaccount (same currency). */
  masterId?: string;
  currencyCode: string;
  label: string;
  bankReference: string;
  /** The balance before any invoice the sandbox completes is credited. */
  openingBalance: string;
  networkCodes: string[];
}

export interface ChannelRecord {
  id: string;
  reference: string;
  status: ChannelStatus;
  createdAt: number;
  updatedAt: number;
  payCurrency: string;
  targetCurrency: string;
  targetAccountId?: string;
  localCurrency?: string;
  address: string;
  networkCode: string;
  networkName: string;
  hostedPageUrl: string;
}

export interface DepositRecord {
  id: string;
  channelId: string;
  createdAt: number;
  updatedAt: number;
  hash: string;
  amount: string;
  amountCurrency: string;
  payAmount: string;
  payCurrency: string;
  localAmount: string;
  localCurrency: string;
  amountToLocalCurrencyRate: string;
  exchangeRate: string;
  fee: string;
  consolidationFee: string;
  feeCurrency: string;
  address: string;
  networkCode: string;
  networkName: string;
  reference: string;
  status: string;
  simplifiedState: string;
  /**
   * The account a completed simulated deposit was credited to. Seeded deposits have none: they came before
   * the opening balances, which hold them already.
   */
  creditedTo?: string;
}

export interface BankAccountRecord {
  id: string;
  beneficiaryName: string;
  currencyCode: string;
  iban: string;
  bankBic: string;
  bankName: string;
  createdAt: number;
  updatedAt: number;
}

export interface BankWithdrawalRecord {
  /** The list entry's id and its details resource's id (the spec says they are equal). */
  id: string;
  accountId: string;
  bankAccountId: string;
  createdAt: number;
  updatedAt: number;
  currency: string;
  /** What was asked to be withdrawn. */
  amount: string;
  fee: string;
  /** What the bank account receives. */
  payAmount: string;
  /** The merchant pays the fee on top (true) or it comes out of the amount (false). */
  absorbFees: boolean;
  reference: string | null;
  state: string;
  simplifiedState: string;
  paymentStatus: string;
}

export interface ExchangeOrderRecord {
  id: string;
  attributes: Record<string, string>;
}

export interface InvoiceRecord {
  id: string;
  createdAt: number;
  expiresAt: number;
  amountBilled: string;
  amountCharged: string;
  targetAmount: string;
  billedCurrency: string;
  chargedCurrency: string;
  targetCurrency: string;
  targetAccountId: string;
  chargedTargetRate: string;
  exchangeRate: string;
  reference: string | null;
  network: string;
  networkName: string;
  paymentMethod: PaymentMethod;
  successRedirectUrl: string | null;
  unsuccessRedirectUrl: string | null;
  hostedPageUrl: string;
  address?: { id: string; value: string; label: string };
  exchangeOrder?: ExchangeOrderRecord;
  /** Set by the control endpoint: the status from `at` on. */
  outcome?: { status: InvoiceStatus; at: number };
  /** Set by `paid_in`: processing from `processingAt`, completed from `completedAt`. */
  payment?: { processingAt: number; completedAt: number };
}
