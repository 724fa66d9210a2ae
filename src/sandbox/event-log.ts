/**
 * The sandbox's record of the events it sends (events.ts), kept in memory for
 * as long as it runs: each event with its delivery state (pending, delivered,
 * failed for good), its attempts and the last one's result, and when the next
 * attempt is due. Served under `/api/sandbox/events` (sandbox only, routes.ts
 * mounts EVENT_ROUTES): the list, one event, and a resend. The
 * `crypto-checkout-sandbox events` command (events-cli.ts) calls them.
 * docs/sandbox.md, "The event list and resending".
 */
import { JSONAPI, ApiError } from './jsonapi.js';
import { pageOf, QueryReader } from './lists.js';
import type { InvoiceStatus } from './records.js';
import type { Reply, Route } from './routes.js';
import type { SandboxStore } from './store.js';

/** Where an event's delivery stands: still being tried, answered with a 2xx, or given up after the last retry. */
export type DeliveryState = 'pending' | 'delivered' | 'failed';
export const DELIVERY_STATES: readonly DeliveryState[] = ['pending', 'delivered', 'failed'];

/** One event the sandbox made, and how its delivery went. Attempt times are real time (Date.now()). */
export interface SandboxEvent {
  readonly id: string;
  readonly invoiceId: string;
  /** The status the event announces. */
  readonly status: InvoiceStatus;
  /** When the sandbox saw the change, on its own clock (the event's `meta.event.createdAt`). */
  readonly createdAt: number;
  /** The JSON text every attempt sends. */
  readonly body: string;
  delivery: DeliveryState;
  /** Attempts made so far, resends included. */
  attempts: number;
  lastAttemptAt: number | null;
  /** The HTTP status of the last attempt, or null when it got none (a refused or cut connection, a timeout). */
  lastHttpStatus: number | null;
  /** Why the last attempt failed (`HTTP 503`, `fetch failed (ECONNREFUSED)`…), or null when it succeeded. */
  lastError: string | null;
  /** When the next scheduled attempt is due, while a pending event waits for it. */
  nextAttemptAt: number | null;
  /** The last time an attempt got a 2xx. */
  deliveredAt: number | null;
}

/** What one attempt got. */
export type AttemptResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** The events of one sandbox, in the order they were made. */
export class EventLog {
  readonly #events: SandboxEvent[] = [];
  readonly #byId = new Map<string, SandboxEvent>();
  readonly #byInvoice = new Map<string, SandboxEvent[]>();

  add(event: SandboxEvent): void {
    this.#events.push(event);
    this.#byId.set(event.id, event);
    const ofInvoice = this.#byInvoice.get(event.invoiceId);
    if (ofInvoice) ofInvoice.push(event);
    else this.#byInvoice.set(event.invoiceId, [event]);
  }

  get(id: string): SandboxEvent | undefined {
    return this.#byId.get(id);
  }

  /** Oldest first, optionally one invoice's only. */
  all(invoiceId?: string): readonly SandboxEvent[] {
    return invoiceId === undefined ? this.#events : (this.#byInvoice.get(invoiceId) ?? []);
  }

  /** The earlier event of the same invoice that a pending one waits for, if it waits for one. */
  waitingFor(event: SandboxEvent): SandboxEvent | undefined {
    if (event.delivery !== 'pending') return undefined;
    const ofInvoice = this.#byInvoice.get(event.invoiceId) ?? [];
    const earlier = ofInvoice.slice(0, ofInvoice.indexOf(event));
    return earlier.find((candidate) => candidate.delivery === 'pending');
  }
}

/** What the routes need of a sandbox that sends events: its log, and a resend. */
export interface EventSender {
  readonly log: EventLog;
  /** One attempt now, whatever the event's state; resolves once it is answered (or failed). */
  resend(event: SandboxEvent): Promise<AttemptResult>;
}

/** The sender of each store whose sandbox sends events (events.ts registers it). */
const senders = new WeakMap<SandboxStore, EventSender>();

export function registerEventSender(store: SandboxStore, sender: EventSender): void {
  senders.set(store, sender);
}

function senderOf(store: SandboxStore): EventSender {
  const sender = senders.get(store);
  if (!sender) {
    throw ApiError.of(
      404,
      'events_off',
      'This sandbox sends no events, so it keeps none: start it with a webhook URL and secret ' +
        '(--webhook-url and --webhook-secret, or webhookUrl and webhookSecret).',
    );
  }
  return sender;
}

function eventOf(store: SandboxStore, id: string): { sender: EventSender; event: SandboxEvent } {
  const sender = senderOf(store);
  const event = sender.log.get(id);
  if (!event) throw ApiError.of(404, 'event_not_found', `No event has the id ${JSON.stringify(id)}.`);
  return { sender, event };
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** An event as the routes show it. */
export function eventResource(event: SandboxEvent, log: EventLog) {
  return {
    id: event.id,
    type: 'events',
    attributes: {
      // JSON:API keeps `type` for the resource's: the event's own is `eventType`.
      eventType: 'invoice.updated',
      createdAt: iso(event.createdAt),
      invoiceStatus: event.status,
      delivery: event.delivery,
      attempts: event.attempts,
      lastAttemptAt: iso(event.lastAttemptAt),
      lastHttpStatus: event.lastHttpStatus,
      lastError: event.lastError,
      nextAttemptAt: iso(event.nextAttemptAt),
      waitingFor: log.waitingFor(event)?.id ?? null,
      deliveredAt: iso(event.deliveredAt),
    },
    relationships: { invoice: { data: { type: 'invoices', id: event.invoiceId } } },
  };
}

const ok = (body: unknown): Reply => ({ status: 200, body });

/** `GET /api/sandbox/events`, `GET /api/sandbox/events/:id`, `POST /api/sandbox/events/:id/resend`. */
export const EVENT_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/sandbox\/events$/,
    sandboxOnly: true,
    handle({ query, store }) {
      const reader = new QueryReader(query);
      const list = reader.list();
      const invoiceId = reader.get('invoice_id');
      const delivery = reader.get('delivery');
      if (delivery !== undefined && !(DELIVERY_STATES as readonly string[]).includes(delivery)) {
        reader.fail('delivery', `delivery must be one of ${DELIVERY_STATES.map((state) => `"${state}"`).join(', ')}.`);
      }
      reader.done();
      const { log } = senderOf(store);
      const matching = log.all(invoiceId).filter((event) => delivery === undefined || event.delivery === delivery);
      // In the order they were made (times on a moved clock may tie or go back): newest first unless asked.
      const all = list.orderType === 'asc' ? [...matching] : [...matching].reverse();
      return ok({
        data: pageOf(all, list).map((event) => eventResource(event, log)),
        meta: { page: list.page, per_page: list.perPage, total: all.length },
        jsonapi: JSONAPI,
      });
    },
  },
  {
    method: 'GET',
    path: /^\/api\/sandbox\/events\/([^/]+)$/,
    sandboxOnly: true,
    handle({ params, store }) {
      const { sender, event } = eventOf(store, params[0]!);
      // The body every attempt sends, parsed: what the receiver got.
      return ok({
        data: eventResource(event, sender.log),
        meta: { payload: JSON.parse(event.body) },
        jsonapi: JSONAPI,
      });
    },
  },
  {
    method: 'POST',
    path: /^\/api\/sandbox\/events\/([^/]+)\/resend$/,
    sandboxOnly: true,
    bodyOptional: true,
    async handle({ params, store }) {
      const { sender, event } = eventOf(store, params[0]!);
      const result = await sender.resend(event);
      const attempt = result.ok
        ? { delivered: true, httpStatus: result.status, error: null }
        : { delivered: false, httpStatus: result.status, error: result.error };
      return ok({ data: eventResource(event, sender.log), meta: { attempt }, jsonapi: JSONAPI });
    },
  },
];
