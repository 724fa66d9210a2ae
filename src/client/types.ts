/**
 * TypeScript types of the payment service's JSON:API documents, as its spec
 * describes them: invoices, accounts and networks, channels, channel deposits,
 * bank withdrawals, pagination meta and error objects. Amounts, rates and
 * timestamps are strings, as the service sends them: never turn an amount into
 * a JavaScript number.
 */
import type { InvoiceStatus } from '../core/protocol.js';

/** A decimal number carried as a string, e.g. `"0.00081236"`. */
export type DecimalString = string;

/** An ISO 8601 UTC timestamp with milliseconds and `Z`, e.g. `"2026-11-22T10:15:00.000Z"`. */
export type Timestamp = string;

/** The top-level `jsonapi` member; `version` is always `"1.0"`. */
export interface JsonApiObject {
  version: string;
}

export interface ResourceIdentifier<Type extends string = string> {
  type: Type;
  id: string;
}

/** A relationship whose resource the document does not embed. */
export interface NotIncluded {
  meta: { included: false };
}

export interface ToOne<Type extends string> {
  data: ResourceIdentifier<Type>;
}

export interface ToMany<Type extends string> {
  data: ResourceIdentifier<Type>[];
}

/** A resource object. */
export interface Resource<Type extends string, Attributes, Relationships = undefined> {
  id: string;
  type: Type;
  attributes: Attributes;
  relationships?: Relationships;
}

/** A document with one primary resource. */
export interface Document<Primary, Included = never> {
  data: Primary;
  included?: Included[];
  meta?: Record<string, unknown>;
  jsonapi: JsonApiObject;
}

// --- Invoices ------------------------------------------------------------------------------------

/** How the payer pays: at an on-chain deposit address, in an exchange app, or by buying an NFT. */
export type PaymentMethod = 'on_chain' | 'exchange_pay' | 'nft';

/** The currencies an invoice may settle in. */
export type TargetCurrency = 'EUR' | 'USD' | 'USDT' | 'USDC';

/** Invoice statuses (spelled in protocol.ts). Treat any other value as "not final yet". */
export type { InvoiceStatus };

interface CreateInvoiceBase {
  /** Amount shown to the payer, in `billedCurrency`, as a decimal string (`"49.99"`). */
  amountBilled: DecimalString;
  /** Display currency of the invoice, e.g. `"EUR"`. */
  billedCurrency: string;
  /** Cryptocurrency the payer pays in, e.g. `"BTC"`. */
  chargedCurrency: string;
  /** Network code of the chosen network (`"tron:usdt"`), when the currency is on several. */
  network?: string;
  /** Your own reference; the service refuses a second invoice with the same one. */
  reference?: string;
  /** Where the hosted page sends the payer when the invoice completes. */
  successRedirectUrl?: string;
  /** Where the hosted page sends the payer when the invoice expires, is cancelled or is rejected. */
  unsuccessRedirectUrl?: string;
  /** One payment method; `on_chain` when left out. A bare string is sent as a one-element array. */
  paymentMethods?: PaymentMethod | [PaymentMethod];
}

/**
 * The attributes of `POST /api/public/v1/invoices`. `targetAccountId` needs
 * `targetCurrency`; without an account the payment goes to the master account.
 */
export type CreateInvoiceAttributes = CreateInvoiceBase &
  (
    | { targetCurrency?: TargetCurrency; targetAccountId?: undefined }
    | { targetCurrency: TargetCurrency; targetAccountId: string }
  );

export interface InvoiceAttributes {
  amountBilled: DecimalString;
  /** What the payer must pay, in `chargedCurrency`. */
  amountCharged: DecimalString;
  /** What the merchant receives, in `targetCurrency`. */
  targetAmount: DecimalString;
  billedCurrency: string;
  chargedCurrency: string;
  targetCurrency: string;
  targetAccountId: string;
  /** Rate from the charged currency to the target currency. */
  chargedTargetRate: DecimalString;
  /** The spec describes it as the same rate as `chargedTargetRate`. */
  chargedTargetRateCurrency: string;
  reference: string | null;
  networkName: string;
  /** Documented as a string; older documents may carry a one-element array. */
  paymentMethods: PaymentMethod | PaymentMethod[] | string;
  successRedirectUrl: string | null;
  unsuccessRedirectUrl: string | null;
  /** Rate of the invoice (billed currency per charged unit), valid until `expiresAt`. */
  exchangeRate: DecimalString;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  hostedPageUrl: string;
  /** Not in the spec's table; the sandbox sends it. */
  status?: InvoiceStatus | (string & {});
  /** Network code; not in the spec's table, the sandbox sends it. */
  network?: string;
}

export interface InvoiceRelationships {
  /** The deposit address, for `on_chain` invoices. */
  address?: ToOne<'addresses'> | NotIncluded;
  /** The payment instructions, for `exchange_pay` and `nft` invoices. */
  exchangeOrder?: ToOne<'exchangeOrders'> | NotIncluded;
}

export type InvoiceResource = Resource<'invoices', InvoiceAttributes, InvoiceRelationships>;

/**
 * The deposit address. The spec does not show its attributes; the sandbox sends
 * `value` (for XRP `<address>?dt=<destination tag>`) and `label`.
 */
export type AddressResource = Resource<'addresses', { value: string; label?: string; [key: string]: unknown }>;

/** Payment instructions of an off-chain payment; attributes are not shown by the spec (strings in the sandbox). */
export type ExchangeOrderResource = Resource<'exchangeOrders', Record<string, string>>;

/** The answer to `POST /api/public/v1/invoices`: what `<crypto-checkout>` takes as `invoice`. */
export type InvoiceDocument = Document<InvoiceResource, AddressResource | ExchangeOrderResource>;

// --- Accounts ------------------------------------------------------------------------------------

export type CurrencyType = 'fiat' | 'crypto';

export interface AccountAttributes {
  /** `true` for a master account, `false` for a subaccount. */
  master: boolean;
  currencyCode: string;
  label: string;
  /** Unique bank deposit reference of the account. */
  bankReference: string;
  balance: DecimalString;
  /** Across the master account and its subaccounts. */
  totalBalance: DecimalString;
  currencyType: CurrencyType;
}

export interface AccountRelationships {
  company: NotIncluded | ToOne<string>;
  networks: ToMany<'network'> | NotIncluded;
}

export type AccountResource = Resource<'accounts', AccountAttributes, AccountRelationships>;

export interface NetworkAttributes {
  currencyCode: string;
  /** For display, e.g. `"Tron (TRC-20)"`. */
  name: string;
  /** Lower-case network code, e.g. `"tron:usdt"`. */
  code: string;
}

export type NetworkResource = Resource<'network', NetworkAttributes>;

/** The answer to `GET /api/public/v1/accounts/:id`. */
export type AccountDocument = Document<AccountResource, NetworkResource>;

// --- Lists and pagination ------------------------------------------------------------------------

/** Pagination meta of the bank withdrawal and channel lists: `page` and `per_page` are strings. */
export interface StringPageMeta {
  page: string;
  per_page: string;
  total: number;
}

/** Pagination meta of the channel deposit list: all numbers. */
export interface NumberPageMeta {
  page: number;
  per_page: number;
  total: number;
}

export interface ListDocument<Primary, Meta, Included = never> {
  data: Primary[];
  included?: Included[];
  meta: Meta;
  jsonapi: JsonApiObject;
}

/** Ordering and paging of every list. */
export interface ListParams {
  /** Sort field (`order`); only `created_at`. */
  order?: 'created_at';
  /** Sort direction (`order_type`). */
  orderType?: 'asc' | 'desc';
  /** Page to return (`page`), from 1. */
  page?: number;
  /** Entries per page (`per_page`). */
  perPage?: number;
}

// --- Channels ------------------------------------------------------------------------------------

export type ChannelStatus = 'enabled' | 'disabled';

export interface ChannelAttributes {
  reference: string;
  status: ChannelStatus | (string & {});
  createdAt: Timestamp;
  updatedAt: Timestamp;
  payCurrency: string;
  targetCurrency: string;
  /** Absent when no specific account is set. */
  targetAccountId?: string;
  /** Absent when unset. */
  localCurrency?: string;
  address: string;
  networkName: string;
  networkCode: string;
  hostedPageUrl: string;
}

export type ChannelResource = Resource<'channels', ChannelAttributes>;

export interface ChannelListParams extends ListParams {
  /** Only channels with this reference (`reference`). */
  reference?: string | number;
}

/** The answer to `GET /api/public/v1/channels`. */
export type ChannelListDocument = ListDocument<ChannelResource, StringPageMeta>;

export interface ChannelDepositAttributes {
  hash: string;
  /** What the deposit came to after processing and conversion, in `amountCurrency`. */
  amount: DecimalString;
  amountCurrency: string;
  payAmount: DecimalString;
  payCurrency: string;
  localAmount: DecimalString;
  localCurrency: string;
  amountToLocalCurrencyRate: DecimalString;
  exchangeRate: DecimalString;
  fee: DecimalString;
  consolidationFee: DecimalString;
  feeCurrency: string;
  address: string;
  networkCode: string;
  networkName: string;
  reference: string;
  channelId: string;
  status: string;
  simplifiedState: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type ChannelDepositResource = Resource<'channelTransactions', ChannelDepositAttributes>;

export interface ChannelDepositListParams extends ListParams {
  /** Deposits created at or after this moment (`created_at_from`). */
  createdAtFrom?: Timestamp | Date;
  /** Deposits created at or before this moment (`created_at_to`). */
  createdAtTo?: Timestamp | Date;
}

/** The answer to `GET /api/public/v1/channels/:id/transactions`. */
export type ChannelDepositListDocument = ListDocument<ChannelDepositResource, NumberPageMeta>;

// --- Bank withdrawals ----------------------------------------------------------------------------

export interface BankWithdrawalAttributes {
  createdAt: Timestamp;
  simplifiedState: string;
  transactionType: 'BankWithdrawalTransaction';
  /** Signed: negative for a withdrawal. */
  amount: DecimalString;
  reference: string | null;
}

export interface BankWithdrawalRelationships {
  account: NotIncluded;
  transactionDetails: ToOne<'bank_withdrawal_transactions'>;
}

/** An entry of the bank withdrawal list (type `transactions`). */
export type BankWithdrawalResource = Resource<'transactions', BankWithdrawalAttributes, BankWithdrawalRelationships>;

export interface BankWithdrawalDetailsAttributes {
  absorbFees: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  state: string;
  iban: string;
  beneficiaryName: string;
  reference: string;
  paymentStatus: string;
  bankBic: string;
  bankName: string;
  currency: string;
  amount: DecimalString;
  payAmount: DecimalString;
  fee: DecimalString;
}

export type BankWithdrawalDetailsResource = Resource<
  'bank_withdrawal_transactions',
  BankWithdrawalDetailsAttributes,
  { bankAccount: ToOne<'bank_accounts'>; account: ToOne<'accounts'> }
>;

export interface BankAccountAttributes {
  beneficiaryName: string;
  currencyCode: string;
  iban: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  bankBic: string;
  bankName: string;
}

export type BankAccountResource = Resource<'bank_accounts', BankAccountAttributes>;

/** An account as the bank withdrawal list embeds it: three attributes only. */
export type EmbeddedAccountResource = Resource<
  'accounts',
  Pick<AccountAttributes, 'currencyCode' | 'balance' | 'currencyType'>,
  { company: NotIncluded; networks: NotIncluded }
>;

/** The answer to `GET /api/public/v1/transactions/bank_withdrawals`. */
export type BankWithdrawalListDocument = ListDocument<
  BankWithdrawalResource,
  StringPageMeta,
  BankWithdrawalDetailsResource | BankAccountResource | EmbeddedAccountResource
>;

// --- Errors --------------------------------------------------------------------------------------

/** A JSON:API error object, as the service (and the sandbox) sends them in `errors`. */
export interface JsonApiErrorObject {
  id?: string;
  /** The HTTP status, as a string. */
  status?: string;
  /** A stable, machine-readable code, e.g. `"invalid_amount"`. */
  code?: string;
  title?: string;
  detail?: string;
  source?: {
    /** JSON pointer into the request document, e.g. `/data/attributes/amountBilled`. */
    pointer?: string;
    /** The query parameter at fault. */
    parameter?: string;
    /** The request header at fault. */
    header?: string;
  };
  meta?: Record<string, unknown>;
}
