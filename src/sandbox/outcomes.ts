/**
 * What the sandbox's control endpoint (`POST /api/sandbox/invoices/:id/outcome`)
 * can do to an invoice. No Node imports: the demo pages, which drive the
 * control endpoint through the shop, read the same list.
 */

export const OUTCOMES = ['complete', 'cancelled', 'rejected', 'expired', 'on_hold', 'paid_in'] as const;

/** `paid_in` is processing now and completed `seconds` later; the others take effect at once. */
export type Outcome = (typeof OUTCOMES)[number];

export function isOutcome(value: unknown): value is Outcome {
  return (OUTCOMES as readonly unknown[]).includes(value);
}
