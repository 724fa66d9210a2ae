import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { JSON_API_MEDIA_TYPE } from '../client/protocol.js';
import { orderRequestBody, readOrderAnswer, type CheckoutMethod } from '../order.js';

export interface OrderCallbacks {
  /** The order offers these methods. */
  onMethods(methods: CheckoutMethod[]): void;
  /**
   * An invoice for the order: the one `GET` resumed, or the one `POST` created. `src` is where to follow its
   * status (the answer's `Location`, else `Content-Location`), when the answer named one.
   */
  onInvoice(document: unknown, src: string | undefined, methods?: CheckoutMethod[]): void;
  /** `GET` or `POST` failed: `message` says how, for the developer. */
  onFailure(request: 'load' | 'create', message: string): void;
}

/** How long one request may take before it is aborted (as the poller's). */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Talks to the order's checkout URL (`order-src`): `GET` for the methods (or the open invoice), `POST` with
 * the method chosen. One request at a time, so a double click creates one invoice; all aborted when the
 * host disconnects or a new order starts.
 */
export class OrderController implements ReactiveController {
  #abort?: AbortController;
  readonly #callbacks: OrderCallbacks;

  constructor(host: ReactiveControllerHost, callbacks: OrderCallbacks) {
    this.#callbacks = callbacks;
    host.addController(this);
  }

  /** A request is under way. */
  get busy(): boolean {
    return !!this.#abort;
  }

  /** Asks the order at `url` what it offers (or which invoice it has open); ends any request under way. */
  load(url: string): void {
    void this.#request('load', url, { method: 'GET' });
  }

  /**
   * Creates the order's invoice for `method` with a `POST` of its currency and network only; does nothing
   * (and returns false) while a request is under way.
   */
  create(url: string, method: CheckoutMethod): boolean {
    if (this.busy) return false;
    void this.#request('create', url, {
      method: 'POST',
      body: orderRequestBody(method),
      headers: { 'Content-Type': 'application/json' },
    });
    return true;
  }

  /** Ends the request under way: what it brings changes nothing. */
  stop(): void {
    this.#abort?.abort();
    this.#abort = undefined;
  }

  hostDisconnected(): void {
    this.stop();
  }

  async #request(kind: 'load' | 'create', url: string, init: RequestInit): Promise<void> {
    this.stop();
    const abort = (this.#abort = new AbortController());
    const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
    let failure: string | undefined;
    try {
      const response = await fetch(url, {
        ...init,
        credentials: 'same-origin',
        headers: { Accept: `${JSON_API_MEDIA_TYPE}, application/json`, ...init.headers },
        signal: abort.signal,
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (abort !== this.#abort) return;
      if (!response.ok) failure = `The order URL answered HTTP ${response.status}.`;
      else {
        const answer = readOrderAnswer(body);
        this.#abort = undefined;
        if (answer.kind === 'invalid') failure = answer.message;
        else if (answer.kind === 'methods' && kind === 'load') return this.#callbacks.onMethods(answer.methods);
        else if (answer.kind === 'invoice') {
          const src = linkedUrl(response, 'Location', url) ?? linkedUrl(response, 'Content-Location', url);
          return this.#callbacks.onInvoice(answer.document, src, answer.methods);
        } else failure = 'The order answered methods to a POST, not the invoice.';
      }
    } catch {
      if (abort !== this.#abort) return;
      failure = abort.signal.aborted ? 'The order URL did not answer in time.' : 'The order URL could not be reached.';
    } finally {
      clearTimeout(timer);
    }
    this.#abort = undefined;
    this.#callbacks.onFailure(kind, failure!);
  }
}

/** The absolute http(s) URL a header of `response` names, relative to the URL answering (`asked`, unless redirected). */
function linkedUrl(response: Response, header: string, asked: string): string | undefined {
  const value = response.headers.get(header);
  if (!value) return undefined;
  try {
    const url = new URL(value, new URL(response.url || asked, document.baseURI));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
