/** Pieces several screens share: a labelled value with its copy button, an address, a QR code, icons. */
import { html, nothing, type TemplateResult } from 'lit';
import type { CopyField, Messages } from '../i18n/messages.js';
import { splitIsolates } from '../core/text.js';
import type { ScreenContext } from './context.js';

/** A labelled value in a box, with its copy button when `copyAs` names it. Values read left to right in any language. */
export function field(
  context: ScreenContext,
  label: string,
  value: string | TemplateResult[],
  copyAs?: { field: CopyField; value: string },
  part?: string,
): TemplateResult {
  // The address takes focus once the memo is confirmed, where the pressed button was.
  const focusable = part === 'address' ? -1 : nothing;
  return html`
    <div class="field">
      <span class="label">${label}</span>
      <div class="row">
        <p part=${part ?? nothing} class="value mono" dir="ltr" tabindex=${focusable}>${value}</p>
        ${copyAs ? copyButton(context, copyAs.field, copyAs.value, label) : nothing}
      </div>
    </div>
  `;
}

/** A value this long or shorter stays whole on one line; a longer one (a TON comment, an EOS memo) wraps in the card. */
const WHOLE_VALUE = 24;

/**
 * A sentence whose values a translation isolated (a right-to-left one does), each value drawn in a `<bdi>` of
 * its direction, so its characters keep their order and no isolate character is left in the text for a copy
 * of the label to carry. A value up to WHOLE_VALUE characters (a network name, a currency, a tag, the rate's
 * equation) is also kept on one line (styles: `.whole`).
 */
export function sentence(text: string): (string | TemplateResult)[] {
  return splitIsolates(text).map((run) =>
    typeof run == 'string'
      ? run
      : html`<bdi dir=${run.dir} class=${run.text.length <= WHOLE_VALUE ? 'whole' : ''}>${run.text}</bdi>`,
  );
}

/**
 * An address in groups of four, its first and last four characters emphasised: those are what a payer
 * compares, and what an address-poisoning look-alike gets wrong. The groups are spans with no characters
 * between them, so the text (read aloud, selected, or copied) is the address exactly; a `<wbr>` after each
 * lets a line break between groups rather than inside one. One template for a group and its break: each
 * template instance is a node clone and a tree walk on the first paint.
 */
export function groupedAddress(address: string): TemplateResult[] {
  // The last four stand apart from the groups before them (when there are more than eight characters).
  const end = address.length > 8 ? address.length - 4 : address.length;
  const groups = [...(address.slice(0, end).match(/.{1,4}/g) ?? []), address.slice(end)].filter(Boolean);
  // The first and last groups are marked by the styles (`span:is(:first-of-type, :last-of-type)`), not a class.
  return groups.map((group) => html`<span>${group}</span><wbr />`);
}

/** A run of hyphens with the character before and after it: a line may not break inside one. */
const AROUND_HYPHENS = /([^-]?(?:-+[^-]?)+)/u;

/**
 * An id (an invoice's, an order's) that wraps where its line is full but never beside a hyphen: a line ending
 * in "…-" reads as a hyphenated word, or as two ids. No `word-break` or `overflow-wrap` value takes away the
 * break opportunity after a hyphen in any engine, so each hyphen is drawn with its neighbours in a span that
 * stays whole (styles: `.whole`). The spans add no character: the text (read aloud, selected, or copied) is
 * the id exactly, as a non-breaking hyphen (U+2011) would not leave it.
 */
export function unbrokenAtHyphens(id: string): (string | TemplateResult)[] {
  // split() with a capture group puts the matched runs at the odd indexes.
  return id
    .split(AROUND_HYPHENS)
    .map((run, index) => (index % 2 ? html`<span class="whole">${run}</span>` : run))
    .filter((run) => run !== '');
}

export function copyButton(context: ScreenContext, field: CopyField, value: string, label: string): TemplateResult {
  const { messages } = context;
  const copy = context.copy?.field === field ? context.copy : undefined;
  return html`
    <button
      part="copy-button"
      class="button ${copy?.ok ? 'copied' : ''}"
      type="button"
      @click=${(event: Event) => context.onCopy(field, value, label, event.currentTarget as HTMLElement)}
    >
      ${copy?.ok ? messages.copied : messages.copy}<span class="visually-hidden"> ${label}</span>
    </button>
    ${copy && !copy.ok ? html`<p class="small muted" role="note">${messages.copyByHand}</p>` : nothing}
  `;
}

/** The QR code of `text`, named `label`; nothing when the text is too long for one (a wrong code never shows). */
export function qrCode(context: ScreenContext, text: string, label: string): TemplateResult | typeof nothing {
  const qr = context.qr(text);
  if (!qr) return nothing;
  return html`
    <svg part="qr-code" role="img" aria-label=${label} viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges">
      <rect width=${qr.size} height=${qr.size} fill="#fff"></rect>
      <path d=${qr.d} fill="#000"></path>
    </svg>
  `;
}

/**
 * The state icons, a sign in a ring, hidden from screen readers: the title beside says it in words. The
 * neutral one is a clock, its hands drawn by the styles.
 */
const ICONS = { success: '✓', error: '!', info: 'i', neutral: '' };

export function icon(kind: keyof typeof ICONS): TemplateResult {
  return html`<span class="icon ${kind}" aria-hidden="true">${ICONS[kind]}</span>`;
}

/** An indeterminate progress indicator (still under reduced motion); the text beside it says what it waits for. */
export const spinner = html`<span class="spinner" aria-hidden="true"></span>`;

/** A moment in the payer's language and time zone; undefined for a language Intl does not know. */
export function formatTime(time: number, lang: string | undefined): string | undefined {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
  } catch {
    return undefined;
  }
}

/**
 * The invoice's id and the merchant's reference: what a payer quotes to the shop. With `context` (an outcome
 * screen's), each has its copy button; the error screen shows them without.
 */
export function references(messages: Messages, id: string | undefined, reference?: string, context?: ScreenContext) {
  if (!id) return nothing;
  const fact = (label: string, value: string, field: CopyField) =>
    html`<div>
      <dt>${label}</dt>
      <dd class="row">
        <span class="value mono" dir="ltr">${unbrokenAtHyphens(value)}</span>
        ${context ? copyButton(context, field, value, label) : nothing}
      </dd>
    </div>`;
  return html`
    <div part="reference" class="small">
      <p class="muted">${messages.quoteReference}</p>
      <dl class="facts">
        ${fact(messages.invoiceId, id, 'invoice-id')}
        ${reference ? fact(messages.orderReference, reference, 'order-reference') : nothing}
      </dl>
    </div>
  `;
}
