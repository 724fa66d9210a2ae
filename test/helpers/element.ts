// Shared by the element's browser tests: mount a checkout that records its events and
// navigations, read its shadow root, answer its fetches, wait for a condition.
import { aTimeout, fixture, html, nextFrame } from '@open-wc/testing';
import '../../src/index.js';
import type { CryptoCheckout } from '../../src/index.js';
import type { CheckoutEventMap } from '../../src/ui/events.js';

export type Events = { [K in keyof CheckoutEventMap]: CheckoutEventMap[K]['detail'][] };

/** Renders the element, records every event it fires and every navigation it asks for. */
export async function mount(invoice: unknown, attributes: Partial<Record<string, string>> = {}) {
  const el = await fixture<CryptoCheckout>(html`<crypto-checkout></crypto-checkout>`);
  const navigations: string[] = [];
  el.navigate = (url) => navigations.push(url);
  const events: Events = {
    'checkout-status': [],
    'checkout-redirect': [],
    'checkout-copy': [],
    'checkout-error': [],
    'checkout-renew': [],
    'checkout-method-select': [],
    'checkout-wallet-send': [],
    'checkout-wallet-sent': [],
  };
  for (const type of Object.keys(events) as (keyof Events)[]) {
    el.addEventListener(type, (event) => (events[type] as unknown[]).push((event as CustomEvent).detail));
  }
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value!);
  if (invoice !== undefined) el.invoice = invoice;
  await el.updateComplete;
  return { el, events, navigations };
}

export const $ = (el: CryptoCheckout, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);

/** Presses "I will include destination tag …", the step before a memo network's address shows. */
export async function confirmMemo(el: CryptoCheckout): Promise<void> {
  $(el, '[part~="memo-confirm"]')!.click();
  await el.updateComplete;
}

/** The copy button whose text (white space folded) matches `name`. */
export const copyButton = (el: CryptoCheckout, name: RegExp) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((button) =>
    name.test(button.textContent!.replace(/\s+/g, ' ')),
  )!;

/** The shadow root's text, white space folded. */
export const text = (el: CryptoCheckout) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

/** A JSON:API answer, as the merchant's backend would send it. */
export function respond(body: unknown, init: ResponseInit = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = new Response(text, {
    status: 200,
    headers: { 'Content-Type': 'application/vnd.api+json' },
    ...init,
  });
  // Firefox reads a body in a task of its own: under fake timers the clock would run on meanwhile, and a
  // test's timings would depend on the machine's load. Read here, it parses as soon as asked.
  response.json = () => Promise.resolve(text).then((json) => JSON.parse(json) as unknown);
  return response;
}

/** Waits until `condition` holds; fails naming it (its source) and the time it had, so a run's log says which wait. */
export async function waitFor(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) throw new Error(`not met within ${timeoutMs} ms: ${String(condition)}`);
    await aTimeout(20);
  }
}

/** Says the page is hidden or shown: `document.hidden` reads `hidden`, and `visibilitychange` fires. */
export function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Undoes `setHidden`: `document.hidden` is the browser's again. */
export function restoreHidden() {
  delete (document as { hidden?: boolean }).hidden;
}

/** Mounts in a container `width` CSS pixels wide and waits for the layout the width calls for. */
export async function mountIn(width: number, invoice: unknown, attributes: Record<string, string> = {}) {
  const container = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"></div>`);
  const el = document.createElement('crypto-checkout');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.invoice = invoice;
  container.append(el);
  await el.updateComplete;
  // ResizeObserver reports in the next frame, and the element renders again for what it reports.
  await nextFrame();
  await el.updateComplete;
  return el;
}
