/**
 * The statuses `<crypto-checkout>` shows, and how the payment service's invoice
 * statuses map onto them.
 */
import type { InvoiceStatus } from './protocol.js';

/** Every status the element can be in: its `status` property, and the custom state of the same name. */
export const CHECKOUT_STATUSES = [
  'loading',
  'pending',
  'processing',
  'complete',
  'expired',
  'cancelled',
  'rejected',
  'error',
] as const;

export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** Statuses after which the invoice can no longer change: polling stops, a redirect may follow. */
const FINAL_STATUSES = ['complete', 'expired', 'cancelled', 'rejected'] as const satisfies readonly CheckoutStatus[];

export type FinalStatus = (typeof FINAL_STATUSES)[number];

/** The element's reading of a status the service sent. */
export interface ServiceStatus {
  status: 'pending' | 'processing' | FinalStatus;
  /** The service holds the payment for review (`on_hold`): shown as processing, with its own message. */
  onHold: boolean;
}

/**
 * The service's spellings of its statuses (every one of src/core/protocol.ts,
 * plus two variants it may send), each with the element's status it means.
 */
const SERVICE_STATUSES: Readonly<Record<string, ServiceStatus['status']>> = {
  pending: 'pending',
  processing: 'processing',
  on_hold: 'processing',
  completed: 'complete',
  complete: 'complete',
  expired: 'expired',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  rejected: 'rejected',
} satisfies Record<InvoiceStatus | 'complete' | 'canceled', ServiceStatus['status']>;

/**
 * Maps a service status (`completed`, `on_hold`, ...) to the element's.
 * Returns `undefined` for a value it does not know: an unknown status is never
 * taken as paid or failed.
 */
export function mapServiceStatus(value: unknown): ServiceStatus | undefined {
  return typeof value === 'string' && Object.hasOwn(SERVICE_STATUSES, value)
    ? { status: SERVICE_STATUSES[value]!, onHold: value === 'on_hold' }
    : undefined;
}

export function isCheckoutStatus(value: unknown): value is CheckoutStatus {
  // `includes` compares strictly: no other type equals one of the strings.
  return (CHECKOUT_STATUSES as readonly unknown[]).includes(value);
}

export function isFinalStatus(status: CheckoutStatus): status is FinalStatus {
  return (FINAL_STATUSES as readonly CheckoutStatus[]).includes(status);
}
