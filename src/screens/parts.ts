/** Pieces several screens share: a labelled value with its copy button, a QR code. */
import { html, nothing, type TemplateResult } from 'lit';
import type { CopyField } from '../messages.js';
import type { ScreenContext } from './context.js';

/** A labelled value in a box, with its copy button when `copyAs` names it. */
export function field(
  context: ScreenContext,
  label: string,
  value: string,
  copyAs?: CopyField,
  part?: string,
): TemplateResult {
  return html`
    <div class="field">
      <span class="label">${label}</span>
      <div class="row">
        <p part=${part ?? nothing} class="value mono">${value}</p>
        ${copyAs ? copyButton(context, copyAs, value, label) : nothing}
      </div>
    </div>
  `;
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
