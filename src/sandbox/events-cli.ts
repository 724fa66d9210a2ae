/**
 * `crypto-checkout-sandbox events list|show|resend`: asks a running sandbox,
 * over HTTP, about the events it sends (event-log.ts serves them under
 * `/api/sandbox/events`), as `stripe events resend` does for Stripe's. Reading
 * the arguments does no I/O; running takes its fetch and its output as
 * arguments, so both are tested without a process. Exit codes: 0 done (a
 * resend: delivered), 1 the sandbox refused, could not be reached, or the
 * resend was not delivered, 2 a usage error. docs/sandbox.md, "Events".
 */
import { parseArgs } from 'node:util';
import { JSON_API_MEDIA_TYPE } from '../core/protocol.js';
import { DEFAULT_HOST, DEFAULT_PORT } from './args.js';
import { DELIVERY_STATES, type DeliveryState } from './event-log.js';

const NAME = 'crypto-checkout-sandbox';
/** Where the command looks for a sandbox when neither `--url` nor `SANDBOX_URL` says. */
export const DEFAULT_SANDBOX_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;
/** Events on one page of `events list` (the sandbox's largest page). */
export const EVENTS_PER_PAGE = 100;
/** How long the command waits for the sandbox (a resend waits up to 10 s for the receiver). */
const REQUEST_TIMEOUT_MS = 30_000;

/** What `events --help` prints. */
export const EVENTS_USAGE = `Usage: ${NAME} events list [--invoice <id>] [--delivery <state>]
                                    [--page <n>]
       ${NAME} events show <event id>
       ${NAME} events resend <event id>
       each with [--url <url>] [--key <key>] [--json]

Asks a running sandbox about the invoice events it sends (a sandbox started
with --webhook-url and --webhook-secret):
  list     its events, newest first, with each one's delivery: pending,
           delivered or failed (given up after the last retry)
  show     one event: its delivery, attempts, and the body it sends
  resend   send one again now, whatever its state, and say how it went

Options:
  --url <url>          the sandbox's base URL
                       (SANDBOX_URL; default ${DEFAULT_SANDBOX_URL})
  --key <key>          its API key, as it printed at start (SANDBOX_API_KEY)
  --invoice <id>       list: one invoice's events only
  --delivery <state>   list: pending, delivered or failed only
  --page <n>           list: the page of ${EVENTS_PER_PAGE} events to show (default 1)
  --json               print the sandbox's JSON answer as it is
  -h, --help           print this and exit

Exit status: 0 done (resend: delivered); 1 the sandbox refused or could not
be reached, or the resend was not delivered; 2 a usage error.`;

interface Target {
  /** The sandbox's base URL, without a trailing slash. */
  url: string;
  key: string;
  json: boolean;
}

export type EventsCommand =
  | { kind: 'help' }
  | { kind: 'invalid'; reason: string }
  | ({ kind: 'list'; invoice?: string; delivery?: DeliveryState; page: number } & Target)
  | ({ kind: 'show'; id: string } & Target)
  | ({ kind: 'resend'; id: string } & Target);

const ACTIONS = ['list', 'show', 'resend'] as const;

/** The events command that `args` (what follows `events`) and `env` ask for. */
export function readEventsCommand(args: string[], env: Record<string, string | undefined>): EventsCommand {
  let values: {
    url?: string;
    key?: string;
    invoice?: string;
    delivery?: string;
    page?: string;
    json?: boolean;
    help?: boolean;
  };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options: {
        url: { type: 'string' },
        key: { type: 'string' },
        invoice: { type: 'string' },
        delivery: { type: 'string' },
        page: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    return { kind: 'invalid', reason: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  const [action, ...rest] = positionals;
  if (action === undefined) return { kind: 'invalid', reason: 'events needs an action: list, show or resend.' };
  if (!(ACTIONS as readonly string[]).includes(action)) {
    return { kind: 'invalid', reason: `events takes list, show or resend, not ${JSON.stringify(action)}.` };
  }
  const blank = (value: string | undefined) => (value?.trim() === '' ? undefined : value?.trim());
  const url = blank(values.url) ?? blank(env.SANDBOX_URL) ?? DEFAULT_SANDBOX_URL;
  let base: URL | undefined;
  try {
    base = new URL(url);
  } catch {
    base = undefined;
  }
  if (!base || (base.protocol !== 'http:' && base.protocol !== 'https:')) {
    const source = values.url === undefined ? 'SANDBOX_URL' : '--url';
    return { kind: 'invalid', reason: `${source} must be the sandbox's http(s) base URL, not ${JSON.stringify(url)}.` };
  }
  const key = values.key ?? blank(env.SANDBOX_API_KEY);
  if (key === undefined || key === '') {
    return {
      kind: 'invalid',
      reason: "events needs the sandbox's API key, as it printed at start: give --key or SANDBOX_API_KEY.",
    };
  }
  const target: Target = { url: url.replace(/\/+$/, ''), key, json: values.json === true };

  if (action === 'list') {
    if (rest.length > 0) return { kind: 'invalid', reason: `events list takes no ${JSON.stringify(rest[0])}.` };
    const { delivery, invoice, page } = values;
    if (delivery !== undefined && !(DELIVERY_STATES as readonly string[]).includes(delivery)) {
      return {
        kind: 'invalid',
        reason: `--delivery must be pending, delivered or failed, not ${JSON.stringify(delivery)}.`,
      };
    }
    if (invoice?.trim() === '') return { kind: 'invalid', reason: '--invoice must not be empty.' };
    if (page !== undefined && !/^[1-9]\d{0,5}$/.test(page)) {
      return { kind: 'invalid', reason: `--page must be a whole number from 1, not ${JSON.stringify(page)}.` };
    }
    return {
      kind: 'list',
      ...target,
      ...(invoice === undefined ? {} : { invoice }),
      ...(delivery === undefined ? {} : { delivery: delivery as DeliveryState }),
      page: page === undefined ? 1 : Number(page),
    };
  }
  for (const option of ['invoice', 'delivery', 'page'] as const) {
    if (values[option] !== undefined) return { kind: 'invalid', reason: `--${option} is for events list only.` };
  }
  if (rest.length !== 1 || rest[0]!.trim() === '') {
    return { kind: 'invalid', reason: `events ${action} takes one event id, e.g. events ${action} evt_5a4c731a….` };
  }
  return { kind: action as 'show' | 'resend', id: rest[0]!, ...target };
}

type Json = Record<string, unknown>;

interface EventAttributes {
  eventType: string;
  createdAt: string;
  invoiceStatus: string;
  delivery: DeliveryState;
  attempts: number;
  lastAttemptAt: string | null;
  lastHttpStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  waitingFor: string | null;
  deliveredAt: string | null;
}

interface EventResource {
  id: string;
  attributes: EventAttributes;
  relationships: { invoice: { data: { id: string } } };
}

export interface EventsIo {
  fetch: typeof fetch;
  /** One line (or several) for stdout. */
  out(text: string): void;
  /** One line for stderr. */
  err(text: string): void;
  /** The real time, for "in 40 s". */
  now(): number;
}

/** A refusal, a failure to reach the sandbox, or an answer that is not its: said on stderr, exit 1. */
class Failure extends Error {}

async function request(command: Target, path: string, io: EventsIo, method: 'GET' | 'POST' = 'GET'): Promise<Json> {
  let response: Response;
  try {
    response = await io.fetch(`${command.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${command.key}`,
        'Content-Type': JSON_API_MEDIA_TYPE,
        Accept: JSON_API_MEDIA_TYPE,
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string } };
    if (name === 'TimeoutError') {
      throw new Failure(`the sandbox at ${command.url} did not answer within ${REQUEST_TIMEOUT_MS / 1000} s.`);
    }
    const why = cause?.code ?? message;
    throw new Failure(
      `cannot reach a sandbox at ${command.url} (${why}). Is it running? --url or SANDBOX_URL says where it is.`,
    );
  }
  const text = await response.text();
  let document: Json | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    document = typeof parsed === 'object' && parsed !== null ? (parsed as Json) : undefined;
  } catch {
    document = undefined;
  }
  if (!document) {
    throw new Failure(`${command.url} answered HTTP ${response.status} without JSON: is it a crypto-checkout sandbox?`);
  }
  if (response.ok) return document;
  const [error] = (Array.isArray(document.errors) ? document.errors : []) as { code?: string; detail?: string }[];
  const code = error?.code ?? `HTTP ${response.status}`;
  if (response.status === 401) {
    throw new Failure(
      `the sandbox at ${command.url} refused the key (${code}): give the key it printed at start, with --key or SANDBOX_API_KEY.`,
    );
  }
  if (code === 'not_found') {
    throw new Failure(
      `the sandbox at ${command.url} has no event list: start it with --webhook-url and --webhook-secret.`,
    );
  }
  throw new Failure(`${error?.detail ?? `the sandbox answered HTTP ${response.status}.`} (${code})`);
}

const dash = '-';
/** An ISO time without its milliseconds. */
const short = (iso: string | null) => (iso === null ? dash : iso.replace(/\.\d{3}Z$/, 'Z'));

/** "in 5 min 20 s" (or "due now") until `iso`. */
function until(iso: string, now: number): string {
  const seconds = Math.ceil((Date.parse(iso) - now) / 1000);
  if (seconds <= 0) return 'due now';
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h > 0 ? `${h} h` : '', min > 0 ? `${min} min` : '', s > 0 ? `${s} s` : ''].filter(Boolean);
  return `in ${parts.join(' ')}`;
}

/** What the last attempt got. */
function lastResult(attributes: EventAttributes): string {
  if (attributes.lastAttemptAt === null) return dash;
  return attributes.lastError ?? `HTTP ${attributes.lastHttpStatus}`;
}

/** When the next attempt comes, for a pending event. */
function next(attributes: EventAttributes, now: number): string {
  if (attributes.delivery !== 'pending') return dash;
  if (attributes.nextAttemptAt !== null) return until(attributes.nextAttemptAt, now);
  if (attributes.waitingFor !== null) return `after ${attributes.waitingFor}`;
  return 'now';
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function describe(event: EventResource, now: number): string {
  const { attributes: a } = event;
  const delivery =
    a.delivery === 'pending'
      ? `pending after ${plural(a.attempts, 'attempt')}; next: ${next(a, now)}${a.nextAttemptAt ? ` (${short(a.nextAttemptAt)})` : ''}`
      : `${a.delivery} after ${plural(a.attempts, 'attempt')}`;
  return [
    `${event.id}  ${a.eventType}`,
    `  Invoice:       ${event.relationships.invoice.data.id}, status ${a.invoiceStatus}`,
    `  Created:       ${short(a.createdAt)} (the sandbox's clock)`,
    `  Delivery:      ${delivery}`,
    `  Last attempt:  ${a.lastAttemptAt === null ? dash : `${short(a.lastAttemptAt)}: ${lastResult(a)}`}`,
    `  Delivered at:  ${short(a.deliveredAt)}`,
  ].join('\n');
}

async function list(command: Extract<EventsCommand, { kind: 'list' }>, io: EventsIo): Promise<number> {
  const query = new URLSearchParams({ page: String(command.page), per_page: String(EVENTS_PER_PAGE) });
  if (command.invoice !== undefined) query.set('invoice_id', command.invoice);
  if (command.delivery !== undefined) query.set('delivery', command.delivery);
  const document = await request(command, `/api/sandbox/events?${query}`, io);
  if (command.json) {
    io.out(JSON.stringify(document, null, 2));
    return 0;
  }
  const events = document.data as EventResource[];
  const total = (document.meta as { total: number }).total;
  const filters = [
    command.delivery === undefined ? '' : `delivery ${command.delivery}`,
    command.invoice === undefined ? '' : `invoice ${command.invoice}`,
  ]
    .filter(Boolean)
    .join(', ');
  const which = filters === '' ? '' : ` (${filters})`;
  if (total === 0) {
    io.out(`No events${which}.`);
    return 0;
  }
  const now = io.now();
  const rows = [
    ['EVENT', 'CREATED', 'INVOICE', 'STATUS', 'DELIVERY', 'ATTEMPTS', 'LAST ATTEMPT', 'NEXT ATTEMPT'],
    ...events.map(({ id, attributes: a, relationships }) => [
      id,
      short(a.createdAt),
      relationships.invoice.data.id,
      a.invoiceStatus,
      a.delivery,
      String(a.attempts),
      lastResult(a),
      next(a, now),
    ]),
  ];
  if (events.length > 0) io.out(table(rows));
  const pages = Math.ceil(total / EVENTS_PER_PAGE);
  const summary = `${plural(total, 'event')}${which}, newest first`;
  io.out(pages > 1 ? `${summary}; page ${command.page} of ${pages} (--page).` : `${summary}.`);
  return 0;
}

async function show(command: Extract<EventsCommand, { kind: 'show' }>, io: EventsIo): Promise<number> {
  const document = await request(command, `/api/sandbox/events/${encodeURIComponent(command.id)}`, io);
  if (command.json) io.out(JSON.stringify(document, null, 2));
  else io.out(describe(document.data as EventResource, io.now()));
  return 0;
}

async function resend(command: Extract<EventsCommand, { kind: 'resend' }>, io: EventsIo): Promise<number> {
  const path = `/api/sandbox/events/${encodeURIComponent(command.id)}/resend`;
  const document = await request(command, path, io, 'POST');
  const event = document.data as EventResource;
  const { attempt } = document.meta as {
    attempt: { delivered: boolean; httpStatus: number | null; error: string | null };
  };
  if (command.json) io.out(JSON.stringify(document, null, 2));
  const { attributes: a } = event;
  const what = `${event.id} (invoice ${event.relationships.invoice.data.id}, ${a.invoiceStatus})`;
  const state = `Its delivery: ${a.delivery} after ${plural(a.attempts, 'attempt')}.`;
  if (attempt.delivered) {
    if (!command.json) io.out(`Delivered ${what}: HTTP ${attempt.httpStatus}. ${state}`);
    return 0;
  }
  io.err(`${NAME}: ${what} was not delivered: ${attempt.error}. ${state}`);
  return 1;
}

/** Runs an events command; resolves to the exit status. */
export async function runEventsCommand(command: EventsCommand, io: EventsIo): Promise<number> {
  if (command.kind === 'help') {
    io.out(EVENTS_USAGE);
    return 0;
  }
  if (command.kind === 'invalid') {
    io.err(`${NAME}: ${command.reason}\nRun ${NAME} events --help for the options.`);
    return 2;
  }
  try {
    if (command.kind === 'list') return await list(command, io);
    if (command.kind === 'show') return await show(command, io);
    return await resend(command, io);
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    io.err(`${NAME}: ${error.message}`);
    return 1;
  }
}
