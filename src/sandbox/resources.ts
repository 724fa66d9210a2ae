/**
 * Records to JSON:API resources, shaped as the spec's tables describe them:
 * accounts and their networks, channels, channel deposits, and bank
 * withdrawals with their details, bank accounts and (reduced) accounts.
 */
import { currency } from './currencies.js';
import { add, format, parse } from './decimal.js';
import { NOT_INCLUDED } from './jsonapi.js';
import type {
  AccountRecord,
  BankAccountRecord,
  BankWithdrawalRecord,
  ChannelRecord,
  DepositRecord,
  NetworkRecord,
} from './records.js';
import type { SandboxStore } from './store.js';

const iso = (time: number) => new Date(time).toISOString();

export function networkResource(network: NetworkRecord) {
  return {
    id: network.id,
    type: 'network',
    attributes: { currencyCode: network.currencyCode, name: network.name, code: network.code },
  };
}

/** The account with its networks (`GET /accounts/:id`), and the network resources to include. */
export function accountResource(account: AccountRecord, store: SandboxStore) {
  const networks = account.networkCodes.map((code) => store.data.networks.find((network) => network.code === code)!);
  return {
    resource: {
      id: account.id,
      type: 'accounts',
      attributes: {
        master: account.master,
        currencyCode: account.currencyCode,
        label: account.label,
        bankReference: account.bankReference,
        balance: store.balance(account),
        totalBalance: store.totalBalance(account),
        currencyType: currency(account.currencyCode).type,
      },
      relationships: {
        company: NOT_INCLUDED,
        networks: { data: networks.map((network) => ({ type: 'network', id: network.id })) },
      },
    },
    included: networks.map(networkResource),
  };
}

/** An account as the bank withdrawal list embeds it: three attributes, nothing related. */
export function embeddedAccountResource(account: AccountRecord, store: SandboxStore) {
  return {
    id: account.id,
    type: 'accounts',
    attributes: {
      currencyCode: account.currencyCode,
      balance: store.balance(account),
      currencyType: currency(account.currencyCode).type,
    },
    relationships: { company: NOT_INCLUDED, networks: NOT_INCLUDED },
  };
}

export function channelResource(channel: ChannelRecord) {
  // Optional attributes are left out when unset, as the spec says ("absent when ...").
  const attributes: Record<string, string> = {
    reference: channel.reference,
    status: channel.status,
    createdAt: iso(channel.createdAt),
    updatedAt: iso(channel.updatedAt),
    payCurrency: channel.payCurrency,
    targetCurrency: channel.targetCurrency,
  };
  if (channel.targetAccountId !== undefined) attributes.targetAccountId = channel.targetAccountId;
  if (channel.localCurrency !== undefined) attributes.localCurrency = channel.localCurrency;
  Object.assign(attributes, {
    address: channel.address,
    networkName: channel.networkName,
    networkCode: channel.networkCode,
    hostedPageUrl: channel.hostedPageUrl,
  });
  return { id: channel.id, type: 'channels', attributes };
}

export function depositResource(deposit: DepositRecord) {
  const { id, createdAt, updatedAt, ...rest } = deposit;
  return {
    id,
    type: 'channelTransactions',
    attributes: {
      hash: rest.hash,
      amount: rest.amount,
      amountCurrency: rest.amountCurrency,
      payAmount: rest.payAmount,
      payCurrency: rest.payCurrency,
      localAmount: rest.localAmount,
      localCurrency: rest.localCurrency,
      amountToLocalCurrencyRate: rest.amountToLocalCurrencyRate,
      exchangeRate: rest.exchangeRate,
      fee: rest.fee,
      consolidationFee: rest.consolidationFee,
      feeCurrency: rest.feeCurrency,
      address: rest.address,
      networkCode: rest.networkCode,
      networkName: rest.networkName,
      reference: rest.reference,
      channelId: rest.channelId,
      status: rest.status,
      simplifiedState: rest.simplifiedState,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    },
  };
}

/** What leaves the account, signed: the amount, plus the fee when the merchant absorbs it. */
function debited(withdrawal: BankWithdrawalRecord): string {
  const amount = parse(withdrawal.amount);
  return `-${format(withdrawal.absorbFees ? add(amount, parse(withdrawal.fee)) : amount)}`;
}

export function withdrawalEntryResource(withdrawal: BankWithdrawalRecord) {
  return {
    id: withdrawal.id,
    type: 'transactions',
    attributes: {
      createdAt: iso(withdrawal.createdAt),
      simplifiedState: withdrawal.simplifiedState,
      transactionType: 'BankWithdrawalTransaction',
      amount: debited(withdrawal),
      reference: withdrawal.reference,
    },
    relationships: {
      account: NOT_INCLUDED,
      transactionDetails: { data: { type: 'bank_withdrawal_transactions', id: withdrawal.id } },
    },
  };
}

export function withdrawalDetailsResource(withdrawal: BankWithdrawalRecord, bankAccount: BankAccountRecord) {
  return {
    id: withdrawal.id,
    type: 'bank_withdrawal_transactions',
    attributes: {
      absorbFees: withdrawal.absorbFees,
      createdAt: iso(withdrawal.createdAt),
      updatedAt: iso(withdrawal.updatedAt),
      state: withdrawal.state,
      iban: bankAccount.iban,
      beneficiaryName: bankAccount.beneficiaryName,
      // A string here (the spec): the transfer's reference on the bank statement, made up when none was given.
      reference: withdrawal.reference ?? `WD-${withdrawal.id.slice(0, 8).toUpperCase()}`,
      paymentStatus: withdrawal.paymentStatus,
      bankBic: bankAccount.bankBic,
      bankName: bankAccount.bankName,
      currency: withdrawal.currency,
      amount: withdrawal.amount,
      payAmount: withdrawal.payAmount,
      fee: withdrawal.fee,
    },
    relationships: {
      bankAccount: { data: { type: 'bank_accounts', id: bankAccount.id } },
      account: { data: { type: 'accounts', id: withdrawal.accountId } },
    },
  };
}

export function bankAccountResource(bankAccount: BankAccountRecord) {
  return {
    id: bankAccount.id,
    type: 'bank_accounts',
    attributes: {
      beneficiaryName: bankAccount.beneficiaryName,
      currencyCode: bankAccount.currencyCode,
      iban: bankAccount.iban,
      createdAt: iso(bankAccount.createdAt),
      updatedAt: iso(bankAccount.updatedAt),
      bankBic: bankAccount.bankBic,
      bankName: bankAccount.bankName,
    },
  };
}
