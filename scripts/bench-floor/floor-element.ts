/**
 * The bench's floor (`npm run bench`): the least a Lit element can do with the checkout's invoice. It
 * reads the same JSON:API document, then draws the amount and currency, the network, the address and a QR
 * code of the address as an SVG path from stock `qrcode` (its published browser entry, error correction M,
 * every mask tried), with a few lines of CSS. No languages, countdown, copy buttons, polling, payment URIs
 * or phone layout: what the checkout takes beyond this element's first paint is what its features cost.
 * scripts/bench.mjs bundles it from the project's own `lit` and `qrcode` in the same run it measures, and
 * defines it as `<bench-floor>` (the project's package.json marks no module here as having side effects).
 */
import { LitElement, css, html } from 'lit';
import QRCode from 'qrcode';

interface Resource {
  id?: string;
  type?: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { id?: string; type?: string } }>;
}
interface InvoiceDocument {
  data?: Resource;
  included?: Resource[];
}

export class FloorElement extends LitElement {
  static override properties = { invoice: { attribute: false } };
  static override styles = css`
    :host {
      display: block;
      font-family: system-ui, sans-serif;
    }
    .mono {
      font-family: ui-monospace, monospace;
      overflow-wrap: anywhere;
    }
    svg {
      display: block;
      width: 200px;
      height: 200px;
    }
  `;

  declare invoice?: InvoiceDocument;

  protected override render() {
    const invoice = this.invoice?.data?.attributes ?? {};
    const link = this.invoice?.data?.relationships?.address?.data;
    const address = String(
      this.invoice?.included?.find((item) => item.type === link?.type && item.id === link?.id)?.attributes?.value ?? '',
    );
    const { modules } = QRCode.create(address, { errorCorrectionLevel: 'M' });
    const { size, data } = modules;
    // Row runs of dark modules, as src/qr/qr-path.ts draws them, behind a quiet zone of 4.
    let d = '';
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        if (!data[y * size + x]) continue;
        const start = x;
        while (x < size && data[y * size + x]) x++;
        d += `M${start + 4} ${y + 4}h${x - start}v1h${start - x}z`;
      }
    return html`
      <p><span class="mono">${String(invoice.amountCharged)}</span> ${String(invoice.chargedCurrency)}</p>
      <p>${String(invoice.networkName)}</p>
      <svg viewBox="0 0 ${size + 8} ${size + 8}" role="img" aria-label="QR code">
        <rect width=${size + 8} height=${size + 8} fill="#fff"></rect>
        <path d=${d} fill="#000"></path>
      </svg>
      <p class="mono">${address}</p>
    `;
  }
}
