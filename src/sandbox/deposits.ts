/**
 * `POST /api/sandbox/channels/:id/deposits`, sandbox only: a deposit to a
 * channel's address, as if the chain had seen one, recorded with the
 * conversion and fees of the seeded deposits (seed.ts) so that
 * `GET /api/public/v1/channels/:id/transactions` lists it at once. The rules
 * are in docs/sandbox.md.
 */
import { randomUUID } from 'node:crypto';
import { currency, rateDecimal } from './currencies.js';
import { parse, type Decimal } from './decimal.js';
import { AMOUNT, MAX_AMOUNT_INTEGER_DIGITS } from './invoices.js';
import { ApiError, errorObject, type ErrorObject } from './jsonapi.js';
import { DEPOSIT_STATUSES, isDepositStatus, type DepositStatus } from './outcomes.js';
import type { ChannelRecord, DepositRecord } from './records.js';
import { depositRecord } from './seed.js';
import type { SandboxStore } from './store.js';

/** What a valid request asks for. */
export interface DepositRequest {
  payAmount: Decimal;
  status: DepositStatus;
}

/**
 * Checks the body, `{"payAmount": "25.5", "status": "completed"}`: a body that
 * is not a JSON object is a 400; every broken rule is reported in one 422.
 * `status` defaults to `completed`, and on a disabled channel to `rejected`,
 * the only status it allows: its deposits are not credited.
 */
export function readDepositRequest(body: unknown, channel: ChannelRecord): DepositRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ApiError.of(400, 'invalid_document', 'The body must be a JSON object: {"payAmount": "25.5"}.', {
      pointer: '',
    });
  }
  const own = (key: string): unknown => (Object.hasOwn(body, key) ? (body as Record<string, unknown>)[key] : undefined);
  const pay = currency(channel.payCurrency);
  const errors: ErrorObject[] = [];
  const invalid = (key: string, code: string, detail: string) =>
    errors.push(errorObject(422, code, detail, { pointer: `/${key}` }));

  const payAmount = own('payAmount');
  if (payAmount === undefined || payAmount === null) {
    invalid('payAmount', 'required', `payAmount is required: the ${pay.code} paid, as a string such as "25.5".`);
  } else if (typeof payAmount !== 'string') {
    invalid('payAmount', 'invalid_type', 'payAmount must be a string such as "25.5": amounts are never JSON numbers.');
  } else if (!AMOUNT.test(payAmount)) {
    invalid('payAmount', 'invalid_amount', 'payAmount must be a decimal string such as "25.5".');
  } else if (!/[1-9]/.test(payAmount)) {
    invalid('payAmount', 'invalid_amount', 'payAmount must be greater than zero.');
  } else if (payAmount.split('.')[0]!.length > MAX_AMOUNT_INTEGER_DIGITS) {
    invalid('payAmount', 'invalid_amount', `payAmount has more than ${MAX_AMOUNT_INTEGER_DIGITS} integer digits.`);
  } else if (parse(payAmount).scale > pay.decimals) {
    invalid('payAmount', 'invalid_amount', `payAmount has more than the ${pay.decimals} decimals of ${pay.code}.`);
  }

  const status = own('status') ?? (channel.status === 'enabled' ? 'completed' : 'rejected');
  if (!isDepositStatus(status)) {
    invalid('status', 'invalid_status', `status must be one of ${DEPOSIT_STATUSES.map((s) => `"${s}"`).join(', ')}.`);
  } else if (channel.status === 'disabled' && status !== 'rejected') {
    invalid(
      'status',
      'channel_disabled',
      'The channel is disabled and its deposits are not credited: status can only be "rejected" (the default here).',
    );
  }

  if (errors.length > 0) throw new ApiError(422, errors);
  return { payAmount: parse(payAmount as string), status: status as DepositStatus };
}

/**
 * Records the deposit, converted at the sandbox's rate of the moment (no
 * drift, unlike the seed's history). A completed one is credited to the
 * channel's target account, else its currency's master account; one whose
 * fees would swallow it is refused (422 `amount_too_small`), as nothing could
 * be credited.
 */
export function simulateDeposit(channel: ChannelRecord, request: DepositRequest, store: SandboxStore): DepositRecord {
  const now = store.now();
  const deposit = depositRecord(channel, {
    id: randomUUID(),
    createdAt: now,
    updatedAt: now,
    payAmount: request.payAmount,
    exchangeRate: rateDecimal(channel.payCurrency, channel.targetCurrency),
    status: request.status,
  });
  if (request.status !== 'rejected' && parse(deposit.amount).units <= 0n) {
    throw new ApiError(
      422,
      errorObject(
        422,
        'amount_too_small',
        `${deposit.payAmount} ${deposit.payCurrency} does not cover the fees of ${deposit.fee} and ` +
          `${deposit.consolidationFee} ${deposit.feeCurrency}: nothing would be credited.`,
        { pointer: '/payAmount' },
      ),
    );
  }
  if (request.status === 'completed') {
    deposit.creditedTo =
      channel.targetAccountId ??
      store.data.accounts.find((account) => account.master && account.currencyCode === channel.targetCurrency)!.id;
  }
  store.data.deposits.push(deposit);
  return deposit;
}
