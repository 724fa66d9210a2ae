/**
 * The invoice handler's streams: the header that offers one and the requests that ask for one; Server-Sent
 * Events of one invoice (the document now, each change, a `ping`); the two timers all the streams of one
 * handler share while any is open; and their end, one by one or all at once when the handler closes.
 */
import type { Report } from './logger.js';
import type { InvoiceStore, StoredInvoice } from './store.js';

/**
 * The response header with which a `src` backend offers the stream: `Invoice-Stream: sse` on its answers
 * tells the element that the same URL, asked with `Accept: text/event-stream`, streams the invoice.
 */
export const STREAM_HEADER = 'Invoice-Stream';

/** The media type of Server-Sent Events. */
const EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';
/** That media type as a word of an `Accept` header. */
const ACCEPTS_EVENT_STREAM = new RegExp(`\\b${EVENT_STREAM_MEDIA_TYPE}\\b`);

/** Whether `request` asks for the stream: a `GET` whose `Accept` names `text/event-stream` (as `EventSource` sends). */
export function asksForStream(request: Request): boolean {
  return request.method === 'GET' && ACCEPTS_EVENT_STREAM.test(request.headers.get('Accept') ?? '');
}

export interface StreamSettings {
  /** Where each stream subscribes to its invoice and reads it once more after subscribing. */
  store: InvoiceStore;
  /** Milliseconds between `ping` events. */
  heartbeatMs: number;
  /** Milliseconds between calls of `poll`. */
  pollMs: number;
  /** Called every `pollMs` with the invoices streamed, while any is (the handler reads the service there). */
  poll(ids: Set<string>): void;
  /** Whether a stored invoice's status is final: its stream ends after sending it. */
  isFinal(invoice: StoredInvoice): boolean;
  report: Report;
}

/** One open stream, as the timers and `close()` see it. */
interface Watcher {
  id: string;
  ping(): void;
  end(): void;
}

const encoder = new TextEncoder();
const PING = encoder.encode('event: ping\ndata:\n\n');

/** The streams of one handler: `open` answers a stream request, `close` ends them all and stops the timers. */
export function invoiceStreams(settings: StreamSettings) {
  const open = new Set<Watcher>();
  let timers: ReturnType<typeof setInterval>[] = [];
  let closed = false;

  function watch(watcher: Watcher): () => void {
    open.add(watcher);
    if (!timers.length) {
      timers = [
        setInterval(() => open.forEach((each) => each.ping()), settings.heartbeatMs),
        // Each change the poll finds reaches every stream through the store.
        setInterval(() => settings.poll(new Set([...open].map((each) => each.id))), settings.pollMs),
      ];
    }
    return () => {
      open.delete(watcher);
      if (open.size) return;
      timers.forEach(clearInterval);
      timers = [];
    };
  }

  /**
   * Server-Sent Events: the document now, each change, a `ping` event; ended after a final status, and whenever
   * the request ends, even before the stream was set up (the payer left while the store was read), and when
   * the handler closes. Once ended, it holds no timer or subscription and writes nothing. A write is sent only
   * when its version is above the last one sent, so an older state never follows a newer one.
   */
  function stream(request: Request, id: string, first: StoredInvoice): Response {
    let end = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (request.signal.aborted) return controller.close();
        let shown = -Infinity;
        let ended = false;
        /** The one way bytes reach the payer: nothing once the stream has ended (the payer left, or close()). */
        const write = (bytes: Uint8Array) => {
          if (!ended) controller.enqueue(bytes);
        };
        const send = (invoice: StoredInvoice) => {
          if (ended || invoice.version <= shown) return;
          shown = invoice.version;
          write(encoder.encode(`data: ${invoice.body}\n\n`));
          if (settings.isFinal(invoice)) end();
        };
        const watcher = { id, ping: () => write(PING), end: () => end() };
        const unwatch = watch(watcher);
        const unsubscribe = settings.store.subscribe(id, send);
        end = () => {
          if (ended) return;
          ended = true;
          unwatch();
          unsubscribe();
          request.signal.removeEventListener('abort', end);
          try {
            controller.close();
          } catch {
            // Cancelled by the reader: already closed.
          }
        };
        request.signal.addEventListener('abort', end);
        send(first);
        // The handler is closing: the document, then the end (the element polls, or streams from another instance).
        if (closed) return end();
        // A write between the first read and the subscription would otherwise be missed.
        settings.store.get(id).then(
          (invoice) => invoice && send(invoice),
          (error: unknown) =>
            settings.report({
              level: 'error',
              operation: 'stream',
              invoiceId: id,
              message: 'The stream could not read',
              error,
            }),
        );
      },
      cancel() {
        end();
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': `${EVENT_STREAM_MEDIA_TYPE}; charset=utf-8`,
        'Cache-Control': 'no-store',
        // nginx buffers proxied answers unless told not to (docs/production.md).
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }

  return {
    open: stream,
    /** Ends every open stream (which stops the timers with the last), and each stream opened after. */
    close(): void {
      closed = true;
      [...open].forEach((each) => each.end());
    },
  };
}
