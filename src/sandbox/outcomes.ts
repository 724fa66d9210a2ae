/**
 * What the sandbox's control endpoints can do: decide an invoice's outcome
 * (`POST /api/sandbox/invoices/:id/outcome`) and give a simulated channel
 * deposit its status (`POST /api/sandbox/channels/:id/deposits`). No Node
 * imports: the demo pages, which drive the control endpoints through the shop,
 * read the same lists.
 */

export const OUTCOMES = ['complete', 'cancelled', 'rejected', 'expired', 'on_hold', 'paid_in'] as const;

/** `paid_in` is processing now and completed `seconds` later; the others take effect at once. */
export type Outcome = (typeof OUTCOMES)[number];

export function isOutcome(value: unknown): value is Outcome {
  return (OUTCOMES as readonly unknown[]).includes(value);
}

/**
 * The statuses a simulated deposit can have, and keeps. `completed` is credited; `pending` (seen, not yet
 * credited) states what it will come to; `rejected` is credited nothing, as every deposit to a disabled
 * channel is.
 */
export const DEPOSIT_STATUSES = ['completed', 'pending', 'rejected'] as const;

export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export function isDepositStatus(value: unknown): value is DepositStatus {
  return (DEPOSIT_STATUSES as readonly unknown[]).includes(value);
}
