/**
 * The sandbox's own invoice events (the spec documents none): when asked for
 * them, the sandbox POSTs the invoice document, with `meta.event`, to one URL
 * each time an invoice's status changes, signed as Stripe signs its webhooks:
 * `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 * At least once (a failed attempt is retried 15 times over about 7 hours and a
 * half: after 10 s, then twice as long each time, at most an hour: RETRY_DELAYS_MS),
 * one invoice's events in order, never holding up an API answer. Every event is
 * kept with its delivery state (event-log.ts), listed and resent under
 * `/api/sandbox/events`. Timers notice expiry and a payment's confirmation by
 * themselves; every timer is unref'd and stopped, with the deliveries under
 * way, by `close()`. docs/sandbox.md, "Events".
 * `verifySandboxEvent` (src/server/sandbox-events.ts) checks what this sends.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { JSON_API_MEDIA_TYPE } from '../core/protocol.js';
import { EventLog, registerEventSender, type AttemptResult, type SandboxEvent } from './event-log.js';
import type { SandboxExtra } from './extras.js';
import { extraAttributes, invoiceDocument } from './invoices.js';
import type { InvoiceRecord, InvoiceStatus } from './records.js';
import type { SandboxStore } from './store.js';

/** The one event type: an invoice's status changed. */
export const EVENT_TYPE = 'invoice.updated';
/** The request header that carries the timestamp and the signature. */
export const SIGNATURE_HEADER = 'Sandbox-Signature';
/** The first wait before a retry, and the longest. */
const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 3_600_000;
/**
 * The waits before the 2nd to the 16th attempt, in milliseconds: 10 s, 20 s, 40 s… doubling up to an hour, then
 * an hour each: 15 retries, the last attempt about 7 h 25 min after the first.
 */
export const RETRY_DELAYS_MS: readonly number[] = Array.from({ length: 15 }, (_, retry) =>
  Math.min(FIRST_RETRY_MS * 2 ** retry, LONGEST_WAIT_MS),
);
/** An attempt without an answer (status line and headers) by then has failed. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface WebhookSettings {
  /**
   * Where events are POSTed: an absolute http(s) URL (see webhookUrlProblem), or a function that returns one,
   * called at each attempt, for a receiver whose address is known only later (one on the same server, which
   * listens on a port picked at start). What the function answers is checked then: a throw or a URL that is
   * not one counts as a failed attempt (retried, then logged).
   */
  url: string | (() => string);
  /** The HMAC key, as UTF-8 text. */
  secret: string;
  /** The waits between attempts (ms); its length is the number of retries. Default RETRY_DELAYS_MS. */
  retryDelays?: readonly number[];
}

/** What is wrong with `value` as the events' URL, or undefined when nothing is. */
export function webhookUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute http or https URL';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return 'must be an absolute http or https URL';
  }
  // fetch refuses URLs with credentials; a receiver checks the signature instead.
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password';
  return undefined;
}

/** What is wrong with `value` as the waits between attempts, or undefined when nothing is. */
export function retryDelaysProblem(value: unknown): string | undefined {
  const fits = (delay: unknown) =>
    Number.isInteger(delay) && (delay as number) >= 0 && (delay as number) <= MAX_DELAY_MS;
  if (!Array.isArray(value) || !value.every(fits)) {
    return `must be a list of whole numbers of milliseconds from 0 to ${MAX_DELAY_MS}`;
  }
  return undefined;
}

/** The `Sandbox-Signature` value for `body` sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * The event announcing `status`: the invoice document, with `meta.event`, as the JSON text every attempt sends.
 * It carries `status`, which it announces, and otherwise the attributes the sandbox's invoice documents carry
 * (`extras`): a receiver that keeps the document from creation sees the same payment in it.
 */
export function eventBody(
  invoice: InvoiceRecord,
  status: InvoiceStatus,
  extras: ReadonlySet<SandboxExtra>,
  id: string,
  createdAt: number,
): string {
  const document = invoiceDocument(invoice, { status, ...extraAttributes(invoice, status, extras) });
  const event = { id, type: EVENT_TYPE, createdAt: new Date(createdAt).toISOString() };
  return JSON.stringify({ ...document, meta: { ...document.meta, event } });
}

/** A fresh event id: `evt_` and 96 random bits in hex. */
export function eventId(): string {
  return `evt_${randomBytes(12).toString('hex')}`;
}

/** Where an attempt goes: the URL, or why there is none (what `url()` threw, or what is wrong with its answer). */
function destination(url: WebhookSettings['url']): { url: string } | { problem: string } {
  if (typeof url === 'string') return { url };
  let value: unknown;
  try {
    value = url();
  } catch (error) {
    return { problem: `webhookUrl() threw: ${error instanceof Error ? error.message : String(error)}` };
  }
  const problem = typeof value === 'string' ? webhookUrlProblem(value) : 'must be an absolute http or https URL';
  // Not the value itself: a URL may carry a token, or credentials.
  return problem ? { problem: `what webhookUrl() answered ${problem}` } : { url: value as string };
}

/** The URL as the log shows it: no query (it might hold a token). */
function shown(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/** Where the log says an attempt went. */
const where = (target: { url: string } | { problem: string }): string =>
  'url' in target ? shown(target.url) : 'webhookUrl()';

/** Why an attempt failed, for the log: the status, or the network error's cause. */
function failure(error: unknown): string {
  const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
  if (cause?.code) return `${message} (${cause.code})`;
  return cause?.message ? `${message} (${cause.message})` : message;
}

/** A wait as the log says it: `10 s`, `5 min 20 s`, `1 h`. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return ms < 1000 ? `${ms} ms` : `${seconds} s`;
  const parts = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ] as const;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}`)
    .join(' ');
}

export interface InvoiceEvents {
  /** Every event made so far, with its delivery state. */
  readonly log: EventLog;
  /** One attempt to deliver `event` now, whatever its state (docs/sandbox.md, "Resending an event"). */
  resend(event: SandboxEvent): Promise<AttemptResult>;
  /** Stops every timer and every delivery under way; events not delivered yet are dropped. Idempotent. */
  close(): void;
}

/**
 * Sends an event for each status change `store` works out from now on, to `settings.url` (or, when it is a
 * function, to what it answers at each attempt), and keeps each one in a log that the store's event routes
 * (event-log.ts) list and resend. An invoice's first status (at creation) is its baseline, announced by no event.
 */
export function sendInvoiceEvents(store: SandboxStore, settings: WebhookSettings): InvoiceEvents {
  const retryDelays = settings.retryDelays ?? RETRY_DELAYS_MS;
  const log = new EventLog();
  /** The last status announced (or seen at creation) per invoice id. */
  const announced = new Map<string, InvoiceStatus>();
  /** The timer that will look at an invoice when its status is due to change, and when that is. */
  const watches = new Map<string, { at: number; timer: ReturnType<typeof setTimeout> }>();
  /** Per invoice id, the end of its queue of deliveries: each event waits for the one before it. */
  const queues = new Map<string, Promise<void>>();
  /**
   * What close() cuts short: the waits between attempts, per event id (each ends itself; a resend that delivers
   * ends its event's), and the attempts under way (with their timeouts).
   */
  const pauses = new Map<string, () => void>();
  const attempts = new Map<AbortController, ReturnType<typeof setTimeout>>();
  let closed = false;

  const watch = (invoice: InvoiceRecord) => {
    const at = store.nextChange(invoice);
    const current = watches.get(invoice.id);
    if (current?.at === at) return;
    if (current) clearTimeout(current.timer);
    if (at === undefined) {
      watches.delete(invoice.id);
      return;
    }
    const delay = Math.min(Math.max(at - store.now(), 0), MAX_DELAY_MS);
    const timer = setTimeout(() => {
      watches.delete(invoice.id);
      // Working the status out announces the change and sets the next watch (a clock that lags sets it again).
      store.status(invoice);
    }, delay);
    timer.unref();
    watches.set(invoice.id, { at, timer });
  };

  const pause = (id: string, ms: number) =>
    new Promise<void>((resolve) => {
      const end = () => {
        clearTimeout(timer);
        pauses.delete(id);
        resolve();
      };
      const timer = setTimeout(end, ms);
      timer.unref();
      pauses.set(id, end);
    });

  /** One POST to `url` with a fresh timestamp. */
  const attempt = async (url: string, body: string): Promise<AttemptResult> => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`)),
      ATTEMPT_TIMEOUT_MS,
    );
    timer.unref();
    attempts.set(controller, timer);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': JSON_API_MEDIA_TYPE,
          [SIGNATURE_HEADER]: signatureHeader(settings.secret, Math.floor(Date.now() / 1000), body),
          'User-Agent': 'crypto-checkout-sandbox',
        },
        body,
        // A redirect is an answer that is not 2xx: retried, not followed.
        redirect: 'manual',
        signal: controller.signal,
      });
      await response.body?.cancel().catch(() => undefined);
      const { status } = response;
      return status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `HTTP ${status}` };
    } catch (error) {
      const reason =
        controller.signal.aborted && controller.signal.reason instanceof Error
          ? controller.signal.reason.message
          : failure(error);
      return { ok: false, status: null, error: reason };
    } finally {
      clearTimeout(timer);
      attempts.delete(controller);
    }
  };

  /** One attempt to wherever the URL points now, and what it got (a URL that is none fails it). */
  const send = async (event: SandboxEvent) => {
    // Read at each attempt: a function's answer may change (or become known) between them.
    const target = destination(settings.url);
    const result: AttemptResult =
      'url' in target ? await attempt(target.url, event.body) : { ok: false, status: null, error: target.problem };
    return { target, result };
  };

  /** Writes an attempt's result into the event; a delivery ends the wait for its next attempt. */
  const record = (event: SandboxEvent, result: AttemptResult) => {
    const now = Date.now();
    event.attempts += 1;
    event.lastAttemptAt = now;
    event.lastHttpStatus = result.status;
    event.lastError = result.ok ? null : result.error;
    if (!result.ok) return;
    event.delivery = 'delivered';
    event.deliveredAt = now;
    event.nextAttemptAt = null;
    pauses.get(event.id)?.();
  };

  const deliver = async (event: SandboxEvent) => {
    const label = `Event ${event.id} (invoice ${event.invoiceId} ${event.status})`;
    for (let retry = 0; ; retry++) {
      // A resend may have delivered it while it waited.
      if (closed || event.delivery !== 'pending') return;
      const { target, result } = await send(event);
      if (closed) return;
      record(event, result);
      if (result.ok || event.delivery !== 'pending') return;
      if (retry >= retryDelays.length) {
        event.delivery = 'failed';
        console.error(
          `[sandbox] ${label} was not delivered to ${where(target)} after ${retry + 1} attempts; ` +
            `the last one: ${result.error}. Resend it: POST /api/sandbox/events/${event.id}/resend.`,
        );
        return;
      }
      const wait = retryDelays[retry]!;
      if (retry === 0) {
        // Once per event: the receiver should hear that it is failing before the last attempt, hours later.
        console.error(
          `[sandbox] ${label} was not delivered to ${where(target)}: ${result.error}. ` +
            `Trying again in ${duration(wait)} (retry 1 of ${retryDelays.length}); GET /api/sandbox/events shows it.`,
        );
      }
      event.nextAttemptAt = Date.now() + wait;
      await pause(event.id, wait);
      event.nextAttemptAt = null;
    }
  };

  const announce = (invoice: InvoiceRecord, status: InvoiceStatus) => {
    const id = eventId();
    const createdAt = store.now();
    const event: SandboxEvent = {
      id,
      invoiceId: invoice.id,
      status,
      createdAt,
      // Made now, sent as is by every attempt: the document of this status, whatever comes next.
      body: eventBody(invoice, status, store.extras, id, createdAt),
      delivery: 'pending',
      attempts: 0,
      lastAttemptAt: null,
      lastHttpStatus: null,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: null,
    };
    log.add(event);
    const queue = (queues.get(invoice.id) ?? Promise.resolve()).then(() => deliver(event));
    queues.set(invoice.id, queue);
    void queue.then(() => {
      if (queues.get(invoice.id) === queue) queues.delete(invoice.id);
    });
  };

  const listener = (invoice: InvoiceRecord, status: InvoiceStatus) => {
    if (closed) return;
    const before = announced.get(invoice.id);
    announced.set(invoice.id, status);
    if (before !== undefined && before !== status) announce(invoice, status);
    watch(invoice);
  };
  store.onStatus = listener;

  const resend = async (event: SandboxEvent): Promise<AttemptResult> => {
    if (closed) return { ok: false, status: null, error: 'the sandbox is closed' };
    const { result } = await send(event);
    if (!closed) record(event, result);
    return result;
  };

  const events: InvoiceEvents = {
    log,
    resend,
    close() {
      if (closed) return;
      closed = true;
      if (store.onStatus === listener) delete store.onStatus;
      for (const { timer } of watches.values()) clearTimeout(timer);
      watches.clear();
      for (const end of [...pauses.values()]) end();
      for (const [controller, timer] of attempts) {
        clearTimeout(timer);
        controller.abort(new Error('the sandbox closed'));
      }
      attempts.clear();
      queues.clear();
    },
  };
  registerEventSender(store, events);
  return events;
}
