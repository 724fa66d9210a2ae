/**
 * How `crypto-checkout/server` reports a fault (a store that cannot be reached, a read of the payment API
 * that was not kept, a lost Redis connection): to your logger when you give one, else as one line on the
 * console with the time, the operation and the invoice id. Either way a fault of one kind is reported at
 * most once per 10 s, and the next report of that kind says how many were left out, so an outage does not
 * flood the log with a line per request or per reconnect attempt.
 */

/** What each report carries besides its message. */
export interface LogFields {
  /** What the package was doing: `read`, `update`, `createInvoice`, `handleOrder`, `stream`, `redis`, … */
  operation: string;
  /** The invoice it was about, where there is one. */
  invoiceId?: string;
  /** The error's `code` (`store_unavailable`, `payment_changed`, `ECONNREFUSED`, …), where it has one. */
  code?: string;
  /** The error itself, with its `cause` (pino and bunyan serialize `err`). */
  err?: unknown;
  /** How many reports of this kind were left out since the last one (at most one per 10 s). */
  suppressed?: number;
}

/**
 * Your logger: `console`, pino, bunyan, or anything with `error` and `warn` (and `info`, optionally). Each
 * report is one call, `logger.error(fields, message)`: an object first (LogFields) and a one-line message
 * second, pino's and bunyan's shape, which `console` prints as the object and then the message.
 */
export interface InvoiceLogger {
  error(fields: LogFields, message: string): void;
  warn(fields: LogFields, message: string): void;
  /** Notes that are no fault (the service has no invoice read); left out when the logger has no `info`. */
  info?(fields: LogFields, message: string): void;
}

/** One fault (or note) to report. */
export interface Fault {
  level: 'error' | 'warn' | 'info';
  operation: string;
  message: string;
  invoiceId?: string;
  error?: unknown;
}

/** Reports a fault, rate-limited by kind. */
export type Report = (fault: Fault) => void;

/** The shortest time between two reports of one kind (level, operation and code). */
const WINDOW_MS = 10_000;

/**
 * A `Report` that hands each fault to `logger` (else prints one line on the console), at most once per
 * `windowMs` per kind, counting what it leaves out. No timers: a count is told with the next report of its kind.
 */
export function faultReporter(
  logger: InvoiceLogger | undefined,
  options: { now?: () => number; windowMs?: number } = {},
): Report {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? WINDOW_MS;
  const kinds = new Map<string, { until: number; suppressed: number }>();
  const sink = logger ?? consoleLogger(now);
  return (fault) => {
    const code = codeOf(fault.error);
    const kind = `${fault.level} ${fault.operation} ${code ?? ''}`;
    const time = now();
    const seen = kinds.get(kind);
    if (seen && time < seen.until) {
      seen.suppressed++;
      return;
    }
    kinds.set(kind, { until: time + windowMs, suppressed: 0 });
    if (kinds.size > 1000) kinds.delete(kinds.keys().next().value!);
    const fields: LogFields = {
      operation: fault.operation,
      ...(fault.invoiceId === undefined ? {} : { invoiceId: fault.invoiceId }),
      ...(code === undefined ? {} : { code }),
      ...(fault.error === undefined ? {} : { err: fault.error }),
      ...(seen?.suppressed ? { suppressed: seen.suppressed } : {}),
    };
    try {
      sink[fault.level]?.(fields, fault.message);
    } catch {
      // A logger that throws must not turn a reported fault into another.
    }
  };
}

/** The default: one line per report on the console, `<ISO time> [crypto-checkout/server] <operation> <id>: …`. */
function consoleLogger(now: () => number): InvoiceLogger {
  const line = (fields: LogFields, message: string) => {
    const id = fields.invoiceId === undefined ? '' : ` ${fields.invoiceId}`;
    const reason = fields.err === undefined ? '' : ` (${describe(fields.err)})`;
    const left = fields.suppressed ? ` [${fields.suppressed} more like it in the last 10 s not shown]` : '';
    return `${new Date(now()).toISOString()} [crypto-checkout/server] ${fields.operation}${id}: ${message}${reason}${left}`
      .replace(/\s*\n\s*/g, ' ')
      .trim();
  };
  return {
    error: (fields, message) => console.error(line(fields, message)),
    warn: (fields, message) => console.warn(line(fields, message)),
  };
}

/** An error's `code` (a string), where it has one. */
function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** An error and its causes on one line: `InvoiceStoreError store_unavailable: … ← Error ECONNREFUSED: …`. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let each = error, depth = 0; each !== undefined && depth < 4; depth++) {
    if (!(each instanceof Error)) {
      parts.push(String(each));
      break;
    }
    const code = codeOf(each);
    parts.push(`${each.name}${code ? ` ${code}` : ''}${each.message ? `: ${each.message}` : ''}`);
    each = each.cause;
  }
  return parts.join(' ← ');
}
