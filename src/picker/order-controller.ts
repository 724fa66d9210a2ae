import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { orderRequestBody, readOrderAnswer, type CheckoutMethod, type OrderAmount } from '../core/order.js';
import { fetchJson } from '../ui/controllers/invoice-poller.js';

export interface OrderCallbacks {
  /** The order offers these methods (to a `GET`), and says what it owes when the answer names it. */
  onMethods(methods: CheckoutMethod[], owed?: OrderAmount): void;
  /**
   * An invoice for the order: the one `GET` resumed, or the one `POST` created. `src` is where to follow its
   * status (the answer's `Location`, else `Content-Location`), when the answer named one.
   */
  onInvoice(document: unknown, src: string | undefined, methods?: CheckoutMethod[]): void;
  /** The `GET` (or, `created`, the `POST`) failed: no answer, not `2xx`, or no methods or invoice in it. */
  onFailure(created: boolean, message: string): void;
}

/**
 * Talks to the order's checkout URL (`order-src`): `GET` for the methods (or the open invoice), `POST` with
 * the method chosen. One request at a time, so a double click creates one invoice; aborted when the host
 * disconnects or a new request starts.
 */
export class OrderController implements ReactiveController {
  #abort?: AbortController | undefined;
  readonly #callbacks: OrderCallbacks;

  constructor(host: ReactiveControllerHost, callbacks: OrderCallbacks) {
    this.#callbacks = callbacks;
    host.addController(this);
  }

  /** A request is under way. */
  get busy(): boolean {
    return !!this.#abort;
  }

  hostDisconnected(): void {
    this.#abort?.abort();
    this.#abort = undefined;
  }

  /**
   * Asks the order at `url` what it offers (or which invoice it has open), or with `method` creates the
   * order's invoice for it by a `POST` of its currency and network only. Ends any request under way.
   */
  async request(url: string, method?: CheckoutMethod): Promise<void> {
    this.hostDisconnected();
    const abort = (this.#abort = new AbortController());
    // A GET stays a simple request: only the POST has a body, and with it a preflight on another origin.
    const [response, body] = await fetchJson(
      url,
      abort,
      method && { method: 'POST', body: orderRequestBody(method), headers: { 'Content-Type': 'application/json' } },
    );
    if (abort !== this.#abort) return;
    this.#abort = undefined;
    const answer = readOrderAnswer(body);
    if (answer?.kind === 'invoice')
      return this.#callbacks.onInvoice(answer.document, linked(response!, url), answer.methods);
    if (answer?.kind === 'methods' && !method) return this.#callbacks.onMethods(answer.methods, answer.owed);
    this.#callbacks.onFailure(
      !!method,
      `The order URL gave no ${method ? 'invoice' : 'methods or invoice'} (${response ? `HTTP ${response.status}` : 'no answer'}).`,
    );
  }
}

/**
 * The absolute http(s) URL the answer's `Location` (else `Content-Location`) names, relative to the URL answering
 * (`asked`, unless redirected).
 */
function linked(response: Response, asked: string): string | undefined {
  const value = response.headers.get('Location') ?? response.headers.get('Content-Location');
  try {
    const url = new URL(value!, new URL(response.url || asked, document.baseURI));
    return value && /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
