/**
 * Every rule of a checkout's life in one pure function: `step(state, event)`
 * returns the next state and the effects to perform. The element feeds it
 * what happens (a document, a status set by the host, the countdown at zero, a
 * failed load) and performs the effects (polling, the countdown, the redirect,
 * announcements, events); controllers only keep time and do I/O. No DOM here.
 */
import { pollIntervalMs, type DocumentVerdict } from '../core/polling.js';
import { OBJECT_ATTRIBUTE, objectAttributeMistake } from '../core/object-attribute.js';
import type { CheckoutErrorDetail, CheckoutStatusDetail } from '../ui/events.js';
import { changedPaymentField, parseInvoice, type InvoiceView } from '../core/invoice.js';
import { checkRedirectUrl, parseAllowedOrigins, REFUSALS } from '../core/redirect.js';
import {
  isCheckoutStatus,
  isFinalStatus,
  mapServiceStatus,
  type CheckoutStatus,
  type FinalStatus,
} from '../core/status.js';

/** What the element's redirect attributes say. */
export interface RedirectSettings {
  /** Never navigate: only fire `checkout-redirect`. */
  noRedirect: boolean;
  /** Seconds before following. */
  delaySeconds: number;
  /** Origins a redirect may go to; empty allows any http(s) origin. */
  allowedOrigins: readonly string[];
  /** The host offers "Get a new rate" on an expired invoice: its redirect then waits for the payer's choice. */
  renewable: boolean;
}

export interface CheckoutState {
  status: CheckoutStatus;
  /** The invoice shown, once a document has been read. */
  view?: InvoiceView;
  /** Why the error screen shows: its code picks the payer's message. */
  error?: CheckoutErrorDetail['code'];
  /** The service holds the payment for review (shown as processing, with its own words). */
  onHold: boolean;
  /** This checkout has shown a failure (expired, cancelled, rejected): it never goes to the success URL after. */
  failed: boolean;
  /** The id of the invoice this checkout is for: a document with another id starts a new checkout. */
  invoiceId?: string;
  /** The first load failed in a way that may pass, and is being retried. */
  loadRetrying: boolean;
  /** Server time minus client time, from the last answer's `Date` header. */
  serverOffset: number;
  /** The URL polled for the document, if any. */
  src?: string;
  redirect: RedirectSettings;
  /** The redirect URL refused for this outcome, if one was. */
  redirectRefused: boolean;
  /** The payer said they will include the memo: the address, QR code and wallet link may show. */
  memoConfirmed: boolean;
  /** The payer chose to stay: no redirect is planned for this invoice any more. */
  stayed: boolean;
  /**
   * The checked URL back to the shop from the screen shown: the success URL once the payment is received or
   * complete, the unsuccess URL after a failure. What "Return to the shop" and "Continue now" lead to.
   */
  returnUrl?: string | undefined;
  /** The payer asked for a new rate after expiry, and the host has not set the new invoice yet. */
  renewing: boolean;
}

export type CheckoutInput =
  /** A document, set by the host (`invoice`) or answered by `src`, with the server offset of that answer. */
  | { type: 'document'; document: unknown; from: 'property' | 'poll'; serverOffset?: number }
  /** The host set `invoice` to null after an invoice: nothing to pay any more. */
  | { type: 'cleared' }
  /** The `invoice` attribute still says `[object Object]` after the grace period: no property came. */
  | { type: 'object-attribute' }
  /** The host set `status` (any string: the service's spellings are understood). */
  | { type: 'host-status'; status: unknown; previous: CheckoutStatus }
  /** `src` or `poll-interval` changed; `newSource` when `src` replaced another (another invoice). */
  | { type: 'source'; src?: string; intervalMs: number; newSource: boolean }
  | { type: 'redirect-settings'; settings: RedirectSettings }
  /** The countdown reached zero. */
  | { type: 'countdown-zero' }
  /** The last status check asked for at zero has settled. */
  | { type: 'last-check-done' }
  /** `src` refused for good (4xx but 408 and 429). */
  | { type: 'load-refused'; httpStatus: number }
  /** A request to `src` failed in a way that may pass. */
  | { type: 'load-failed-for-now' }
  /** The payer confirmed they will include the memo. */
  | { type: 'memo-confirmed' }
  /** The payer pressed "Stay on this page" during a redirect countdown. */
  | { type: 'stay' }
  /** The payer asked for a new rate on an expired invoice, and the host let the element wait for it. */
  | { type: 'renew' }
  /** The payer pressed "Try again" after `src` failed to load. */
  | { type: 'retry'; intervalMs: number };

export type Effect =
  | { type: 'start-polling'; src: string; intervalMs: number }
  | { type: 'stop-polling' }
  /** Ask `src` once more now, then report `last-check-done`. */
  | { type: 'check-now' }
  /** Count down toward the view's expiry, or stop (no view). */
  | { type: 'countdown'; view?: InvoiceView; serverOffset: number }
  /**
   * Plan to follow `target` after `delaySeconds`, or, with no delay, only when the payer chooses to leave
   * (no target: cancel).
   */
  | { type: 'redirect'; target?: { url: string; status: FinalStatus } | undefined; delaySeconds: number | undefined }
  /** Cancel any plan and forget one already followed: another invoice may be followed in its turn. */
  | { type: 'redirect-reset' }
  /** Say the status's title in the live region. */
  | { type: 'announce-status' }
  /** The checkout changed its own status: the event of that name. */
  | { type: 'checkout-status'; detail: CheckoutStatusDetail }
  /** What cannot be shown or followed: the event of that name. */
  | { type: 'checkout-error'; detail: CheckoutErrorDetail };

export interface Step {
  state: CheckoutState;
  effects: Effect[];
  /** For a polled document: whether polling goes on. */
  verdict?: DocumentVerdict | undefined;
}

export function initialState(): CheckoutState {
  return {
    status: 'loading',
    view: undefined,
    error: undefined,
    invoiceId: undefined,
    src: undefined,
    onHold: false,
    failed: false,
    loadRetrying: false,
    serverOffset: 0,
    // Until the element's attributes say otherwise: follow after 5 seconds, to any http(s) origin.
    redirect: { noRedirect: false, delaySeconds: 5, allowedOrigins: [], renewable: false },
    redirectRefused: false,
    returnUrl: undefined,
    memoConfirmed: false,
    stayed: false,
    renewing: false,
  };
}

/** The element's properties the host sets. */
export interface HostProperties {
  invoice?: unknown;
  src?: string | undefined;
  pollInterval: number;
  status: unknown;
  redirectDelay: number;
  noRedirect: boolean;
  redirectOrigins?: string | undefined;
  renewable: boolean;
}

/**
 * What the host changed in one update (`changed` holds the old values, as
 * Lit's do), as inputs in the order the rules need them: the redirect
 * settings first, then the status, the invoice and its source.
 */
export function hostInputs(
  host: HostProperties,
  changed: { has(key: keyof HostProperties): boolean; get(key: keyof HostProperties): unknown },
  status: CheckoutStatus,
): CheckoutInput[] {
  const inputs: CheckoutInput[] = [];
  if ((['noRedirect', 'redirectOrigins', 'redirectDelay', 'renewable'] as const).some((key) => changed.has(key))) {
    inputs.push({
      type: 'redirect-settings',
      settings: {
        noRedirect: host.noRedirect,
        delaySeconds: host.redirectDelay,
        allowedOrigins: parseAllowedOrigins(host.redirectOrigins),
        renewable: host.renewable,
      },
    });
  }
  // The element writes the model's status back: only another value is the host's word.
  if (changed.has('status') && host.status !== status)
    inputs.push({ type: 'host-status', status: host.status, previous: status });
  if (changed.has('invoice')) {
    // null is what frameworks hold before the invoice arrives: waiting, not an error. After an
    // invoice, it clears what to pay. `[object Object]` is a server render's attribute for a document the
    // framework sets as a property when it hydrates: waiting too (the element says so if it never comes).
    if (host.invoice != null && host.invoice !== OBJECT_ATTRIBUTE)
      inputs.push({ type: 'document', document: host.invoice, from: 'property' });
    else if (changed.get('invoice') != null) inputs.push({ type: 'cleared' });
  }
  if (changed.has('src') || changed.has('pollInterval')) {
    // A Lit map has no value for a key that did not change.
    const newSource = changed.get('src') !== undefined;
    inputs.push({ type: 'source', src: host.src, intervalMs: pollIntervalMs(host.pollInterval), newSource });
  }
  return inputs;
}

/**
 * The next state and its effects, for `inputs` arriving together in `state`
 * (what changed in one update of the element, or one thing that happened).
 * What a status sets in motion is worked out once, from where they lead.
 */
export function step(state: CheckoutState, ...inputs: CheckoutInput[]): Step {
  const effects: Effect[] = [];
  let statusChanged = false;
  let viewChanged = false;
  let settingsChanged = false;
  let verdict: DocumentVerdict | undefined;

  function set(changes: Partial<CheckoutState>): void {
    // As Lit records a property change: once it has changed in this step, it has, even if it changes back.
    const next = { ...state, ...changes };
    if (next.status !== state.status) statusChanged = true;
    if (next.view !== state.view) viewChanged = true;
    state = next;
  }

  /** The element's own status change: fires `checkout-status`. */
  function setStatus(status: CheckoutStatus): void {
    const previous = state.status;
    if (status === previous) return;
    set({ status });
    effects.push({ type: 'checkout-status', detail: { status, previous } });
  }

  /** Fires `checkout-error`; fail() also shows it. */
  function report(error: CheckoutErrorDetail): void {
    effects.push({ type: 'checkout-error', detail: error });
  }

  function fail(error: CheckoutErrorDetail): void {
    set({ view: undefined, error: error.code });
    setStatus('error');
    report(error);
  }

  /** Forgets the invoice: what a new one (or none) starts from. The host's action, so no event. */
  function reset(): void {
    set({ ...initialState(), src: state.src, serverOffset: state.serverOffset, redirect: state.redirect });
    effects.push({ type: 'redirect-reset' });
  }

  /** Shows a document, from the `invoice` property or from polling `src`. */
  function showDocument(document: unknown, polled: boolean, serverOffset: number | undefined): DocumentVerdict {
    const result = parseInvoice(document);
    const shown = state.view;
    if (!result.ok) {
      // A bad answer to a status check says nothing about the payment: keep what is shown.
      if (polled && shown) return 'unusable';
      fail(result.error);
      return 'final';
    }
    const view = result.invoice;
    // Once final (the host may have said so meanwhile), a late answer changes nothing but the first view.
    if (polled && isFinalStatus(state.status)) {
      if (!shown) set({ view });
      return 'final';
    }
    if (polled && shown) {
      if (view.id !== shown.id) return 'unusable';
      const changedField = changedPaymentField(shown, view);
      if (changedField) {
        // The payer may have copied what is shown: switching to other details without a word could
        // lose the payment, and keeping the old ones on offer could too.
        fail({
          code: 'payment-changed',
          message: `A status answer changed ${changedField}: the payment is withdrawn.`,
        });
        return 'final';
      }
    }
    // A document of another invoice starts a new checkout (a single-page app reusing the element).
    if (state.invoiceId !== undefined && view.id !== state.invoiceId) reset();
    if (view.networkAmbiguous && view.id !== state.invoiceId) {
      report({
        code: 'ambiguous-network',
        message: 'network and networkName name different networks: no payment URI is offered.',
        path: '/data/attributes/network',
      });
    }
    set({ invoiceId: view.id, view, loadRetrying: false, serverOffset: serverOffset ?? state.serverOffset });

    const serviceStatus = view.serviceStatus;
    // An answer sent before the payment was seen (the host may know sooner) never reopens the payment.
    const regresses = polled && state.status === 'processing' && serviceStatus?.status === 'pending';
    if (serviceStatus && !regresses) {
      set({ onHold: serviceStatus.onHold });
      setStatus(serviceStatus.status);
    } else if (state.status === 'loading' || state.status === 'error') {
      // No status, or one we do not know: open until the service (or the host) says otherwise.
      setStatus('pending');
    }
    return isFinalStatus(state.status) ? 'final' : 'open';
  }

  /** What a status sets in motion, whoever set it: the countdown, polling, the redirect. */
  function followStatus(): void {
    const { status, view } = state;
    const final = isFinalStatus(status);
    effects.push({
      type: 'countdown',
      view: status === 'pending' ? view : undefined,
      serverOffset: state.serverOffset,
    });
    // A final status set by the host before the first load still needs the invoice to show it.
    if ((final && view) || status === 'error') effects.push({ type: 'stop-polling' });
    if (final && status !== 'complete') set({ failed: true });
    if (statusChanged && final) effects.push({ type: 'announce-status' });
    planRedirect();
  }

  /**
   * The way back to the shop: followed after the delay from a final screen, offered as a link from the
   * payment received (the success URL: the payment is in, the page may close).
   */
  function planRedirect(): void {
    const { status, view, redirect } = state;
    const final = isFinalStatus(status);
    const paid = status === 'complete' || status === 'processing';
    // A failed invoice can only ever go to the unsuccess URL, even if "complete" arrives after the failure.
    const field = paid ? 'successRedirectUrl' : 'unsuccessRedirectUrl';
    const raw = view && (final || status === 'processing') && !(paid && state.failed) ? view[field] : undefined;
    const check = raw ? checkRedirectUrl(raw, redirect.allowedOrigins) : undefined;
    const url = check?.ok ? check.url : undefined;
    // Refused, the final screen says so (and reports it once there); until then the page may simply close.
    const refused = final && check?.ok === false;
    set({ redirectRefused: refused, returnUrl: url });
    effects.push({
      type: 'redirect',
      target: url && final && !state.stayed ? { url, status: status as FinalStatus } : undefined,
      // A renewable invoice's redirect waits for the payer: a countdown would race "Get a new rate".
      delaySeconds:
        status === 'expired' && redirect.renewable ? undefined : redirect.noRedirect ? 0 : redirect.delaySeconds,
    });
    if (refused) {
      report({
        code: 'unsafe-redirect',
        message: `${field} was refused: ${REFUSALS[check.reason]}.`,
        path: `/data/attributes/${field}`,
      });
    }
  }

  for (const input of inputs) {
    switch (input.type) {
      case 'document':
        verdict = showDocument(input.document, input.from === 'poll', input.serverOffset);
        break;
      case 'cleared':
        reset();
        break;
      case 'object-attribute':
        // An invoice from src meanwhile is what the page meant.
        if (state.view) break;
        fail({ code: 'invalid-json', path: '', message: objectAttributeMistake('invoice') });
        break;
      case 'host-status': {
        // The service's spelling ("completed") is understood; anything else unknown changes nothing.
        const status = isCheckoutStatus(input.status)
          ? input.status
          : (mapServiceStatus(input.status)?.status ?? input.previous);
        set({ status });
        break;
      }
      case 'source':
        // Another invoice: nothing of the one shown before may stay on screen.
        if (input.newSource) reset();
        set({ src: input.src });
        if (!(isFinalStatus(state.status) && state.view)) {
          effects.push(
            input.src
              ? { type: 'start-polling', src: input.src, intervalMs: input.intervalMs }
              : { type: 'stop-polling' },
          );
        }
        break;
      case 'redirect-settings':
        set({ redirect: input.settings });
        settingsChanged = true;
        break;
      case 'countdown-zero':
        if (state.status !== 'pending') break;
        // With `src`, one last check decides: the payment may have arrived meanwhile.
        if (state.src) effects.push({ type: 'check-now' });
        else setStatus('expired');
        break;
      case 'last-check-done':
        if (state.status === 'pending') setStatus('expired');
        break;
      case 'load-refused':
        // Once the invoice shows, a refused status check says nothing about the payment.
        if (state.view) break;
        fail({ code: 'load-failed', message: `The invoice URL answered HTTP ${input.httpStatus}.`, path: 'src' });
        break;
      case 'load-failed-for-now':
        if (!state.view) set({ loadRetrying: true });
        break;
      case 'memo-confirmed':
        set({ memoConfirmed: true });
        break;
      case 'stay':
        set({ stayed: true });
        settingsChanged = true;
        break;
      case 'renew':
        if (state.status !== 'expired') break;
        reset();
        set({ renewing: true });
        break;
      case 'retry': {
        const { src } = state;
        if (state.status !== 'error' || state.error !== 'load-failed' || !src) break;
        // The payer's action: unlike reset() alone, it fires `checkout-status`.
        setStatus('loading');
        reset();
        effects.push({ type: 'start-polling', src, intervalMs: input.intervalMs });
        break;
      }
    }
  }
  // Once every input is in: the countdown, polling and the redirect follow where the status went.
  if (statusChanged || viewChanged) followStatus();
  else if (settingsChanged) planRedirect();
  return { state, effects, verdict };
}

/**
 * What ends an outcome screen, the payer's next step: `countdown`, the redirect under way ("Continue now",
 * "Stay on this page"); `return`, "Return to the shop" to `returnUrl`; `refused`, the redirect URL was refused
 * ("Please return to the shop yourself."); `close`, no way back to offer ("You can close this page."); `none`
 * for a payment received and not on hold, whose words already say the page may close.
 */
export type NextStep = 'countdown' | 'return' | 'refused' | 'close' | 'none';

/** The next step on the outcome screen of `state`, `counting` while the element counts down to its redirect. */
export function nextStep(state: CheckoutState, counting: boolean): NextStep {
  if (counting) return 'countdown';
  if (state.returnUrl) return 'return';
  if (state.redirectRefused) return 'refused';
  return state.status === 'processing' && !state.onHold ? 'none' : 'close';
}
