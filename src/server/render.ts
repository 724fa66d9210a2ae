/**
 * The checkout's first HTML, rendered on the server by the element itself through Lit's SSR
 * (`@lit-labs/ssr`), so a payer on a slow connection reads what to pay before the script arrives.
 *
 * Everything Lit and the element need is imported when the first page is rendered, not with
 * `crypto-checkout/server`: the handler stays free of them (and of `@lit-labs/ssr`, an optional
 * peer dependency) where it runs without a DOM shim, and only a backend that renders needs them.
 */
import { parseInvoice } from '../core/invoice.js';

/** How the server render sets up the element: what its attributes will be on the page. */
export interface RenderCheckoutOptions {
  /**
   * The language of the words (BCP 47), written as the element's `lang`. Its locale module must be
   * imported on the server (`import 'crypto-checkout/locales/ar.js'`) and loaded on the page before the
   * element's script, as for the client render: without it the words are English.
   */
  lang?: string;
  /** The element's `src`: the URL it polls (or streams) for the status once its script has arrived. */
  src?: string;
  /** The element's `qr` attribute: what the QR code holds at first. */
  qr?: 'address' | 'uri';
  /** `false` writes `memo-confirm="off"`: the address shows at once on memo networks. */
  memoConfirm?: boolean;
  /** Writes `no-redirect`. */
  noRedirect?: boolean;
  /** The element's `redirect-origins`. */
  redirectOrigins?: string;
  /** The element's `redirect-delay`, in seconds. */
  redirectDelay?: number;
  /** The element's `poll-interval`, in seconds. */
  pollInterval?: number;
  /** Writes `renewable`. */
  renewable?: boolean;
  /**
   * The page's CSP nonce, given to the shadow root's `<style>`: under a `style-src` without
   * `'unsafe-inline'` (docs/security.md's policy), the server's screen is styled only with it.
   */
  styleNonce?: string;
}

/**
 * The `<crypto-checkout>` element of `invoice` as HTML, with its screen in a declarative shadow root:
 * the amount, the network and its warning, the address, the destination tag or memo, and the QR code as
 * SVG, in the language `lang`. Lit's SSR runs the element's own `render()`; the invoice goes into its
 * `invoice` attribute, so the element, when its script arrives, renders the same screen in place of this
 * one before the next paint, then polls `src` (or streams it) as usual.
 *
 * Needs `@lit-labs/ssr` (`npm install @lit-labs/ssr`) and Node ≥ 20.19.
 *
 * ```ts
 * import { renderCheckoutHTML } from 'crypto-checkout/server';
 * import 'crypto-checkout/locales/ar.js';
 *
 * const checkout = await renderCheckoutHTML(invoiceDocument, { lang: 'ar', src: `/shop/invoices/${id}` });
 * ```
 *
 * @param invoice The invoice document, as the element's `invoice` property takes it: an object, or its
 *   JSON text (what the handler's store keeps).
 */
export async function renderCheckoutHTML(invoice: unknown, options: RenderCheckoutOptions = {}): Promise<string> {
  const [[{ render, LitElementRenderer }, { collectResult }], { html, nothing }] = await Promise.all([
    litSsr(),
    import('lit'),
    // Registers <crypto-checkout> in Lit's server-side custom element registry.
    import('../checkout/define.js'),
  ]);
  if (!LitElementRenderer.renderOptions.includes(noScreenWhenExpired))
    LitElementRenderer.renderOptions.push(noScreenWhenExpired);
  const { lang, src, qr, memoConfirm, noRedirect, redirectOrigins, redirectDelay, pollInterval, renewable } = options;
  const { styleNonce } = options;
  if (styleNonce !== undefined && !/^[\w+/=-]+$/.test(styleNonce)) throw new TypeError('styleNonce: a base64 value');
  const json = typeof invoice === 'string' ? invoice : JSON.stringify(invoice);
  const given = <T>(value: T | undefined) => value ?? nothing;
  const markup = await collectResult(
    render(
      html`<crypto-checkout
        invoice=${json}
        lang=${given(lang)}
        src=${given(src)}
        qr=${given(qr)}
        memo-confirm=${memoConfirm === false ? 'off' : nothing}
        ?no-redirect=${noRedirect}
        redirect-origins=${given(redirectOrigins)}
        redirect-delay=${given(redirectDelay)}
        poll-interval=${given(pollInterval)}
        ?renewable=${renewable}
      ></crypto-checkout>`,
    ),
  );
  // Lit writes the element's styles as the shadow root's first `<style>`, and the first in the markup: the
  // invoice in the attribute before it is escaped.
  return styleNonce ? markup.replace('<style>', `<style nonce="${styleNonce}">`) : markup;
}

/**
 * An open invoice whose rate has expired by the server's clock gets the element without its screen: in the
 * browser the countdown turns it to expired at once, but the server's screen would offer the address at a rate
 * that no longer holds until the script came. The element renders its own screen when its script arrives.
 */
function noScreenWhenExpired(element: HTMLElement & { invoice?: unknown }): { disableSsr: true } | undefined {
  if (element.localName !== 'crypto-checkout') return undefined;
  const result = parseInvoice(element.invoice);
  const open = result.ok && (result.invoice.serviceStatus?.status ?? 'pending') === 'pending';
  return open && result.invoice.expiresAt <= Date.now() ? { disableSsr: true } : undefined;
}

/**
 * `@lit-labs/ssr`, an optional peer dependency: its absence is said in words. Each import is awaited in a `try`,
 * which bundlers take as an import allowed to fail at run time (esbuild; webpack since webpack/webpack#18076), so
 * a backend that bundles `crypto-checkout/server` without rendering builds without it.
 */
async function litSsr() {
  try {
    return [await import('@lit-labs/ssr'), await import('@lit-labs/ssr/lib/render-result.js')] as const;
  } catch (cause) {
    if ((cause as { code?: unknown })?.code !== 'ERR_MODULE_NOT_FOUND') throw cause;
    throw new Error('renderCheckoutHTML needs @lit-labs/ssr: npm install @lit-labs/ssr', { cause });
  }
}
