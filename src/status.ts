/**
 * The statuses `<crypto-checkout>` shows, and how the payment service's invoice
 * statuses map onto them.
 */

/** Every status the element can be in; reflected to the `status` attribute. */
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
export type FinalStatus = 'complete' | 'expired' | 'cancelled' | 'rejected';

/** The element's reading of a status the service sent. */
export interface ServiceStatus {
  status: 'pending' | 'processing' | FinalStatus;
  /** The service holds the payment for review (`on_hold`): shown as processing, with its own message. */
  onHold: boolean;
}

const SERVICE_STATUSES: Readonly<Record<string, Readonly<ServiceStatus>>> = {
  pending: { status: 'pending', onHold: false },
  processing: { status: 'processing', onHold: false },
  on_hold: { status: 'processing', onHold: true },
  completed: { status: 'complete', onHold: false },
  complete: { status: 'complete', onHold: false },
  expired: { status: 'expired', onHold: false },
  cancelled: { status: 'cancelled', onHold: false },
  canceled: { status: 'cancelled', onHold: false },
  rejected: { status: 'rejected', onHold: false },
};

/**
 * Maps a service status (`completed`, `on_hold`, ...) to the element's.
 * Returns `undefined` for a value it does not know: an unknown status is never
 * taken as paid or failed.
 */
export function mapServiceStatus(value: unknown): ServiceStatus | undefined {
  return typeof value === 'string' && Object.hasOwn(SERVICE_STATUSES, value) ? SERVICE_STATUSES[value] : undefined;
}

export function isCheckoutStatus(value: unknown): value is CheckoutStatus {
  return typeof value === 'string' && (CHECKOUT_STATUSES as readonly string[]).includes(value);
}

export function isFinalStatus(status: CheckoutStatus): status is FinalStatus {
  return status === 'complete' || status === 'expired' || status === 'cancelled' || status === 'rejected';
}

/** Statuses in which the payer still has something to pay. */
export function isOpenStatus(status: CheckoutStatus): status is 'pending' | 'processing' {
  return status === 'pending' || status === 'processing';
}
