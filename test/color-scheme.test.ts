// The colour scheme a page gives the element: its colours follow the CSS color-scheme it inherits (set on an
// ancestor, on the element, or by <meta name="color-scheme">), whatever the reader's preference; the QR code keeps
// dark modules on a white field; axe in each. Chromium emulates each preference. Firefox and WebKit keep their own
// (light on a desktop without a dark theme; WebKitGTK's is dark under GTK_THEME=Adwaita:dark); a frame, whose
// preference follows its <iframe>'s color-scheme in Chromium and Firefox, gives Firefox a dark one.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { CryptoCheckout } from '../src/index.js';
import type { CryptoChannel } from '../src/channel/index.js';
import '../src/channel/index.js';
import { channelDocument } from '../fixtures/channels.js';
import { invoiceDocument } from '../fixtures/invoices.js';
import { mount } from './helpers/element.js';

type Scheme = 'light' | 'dark';

/** The card's colours in each scheme: the defaults of docs/api.md. */
const CARD: Record<Scheme, { background: string; color: string }> = {
  light: { background: 'rgb(255, 255, 255)', color: 'rgb(27, 29, 34)' },
  dark: { background: 'rgb(22, 24, 29)', color: 'rgb(236, 238, 242)' },
};

/** The card's background and text colour as drawn. */
function card(root: ShadowRoot) {
  const style = getComputedStyle(root.querySelector('.base')!);
  return { background: style.backgroundColor, color: style.color };
}

/** The QR code's field and modules as drawn. */
function qr(root: ShadowRoot) {
  const svg = root.querySelector('svg[part~="qr-code"]')!;
  return {
    field: getComputedStyle(svg.querySelector('rect')!).fill,
    modules: getComputedStyle(svg.querySelector('path')!).fill,
  };
}

/** Chromium takes an emulated preference from a test; Firefox and WebKit keep their own. */
const EMULATES = /Chrome\//.test(navigator.userAgent);

/** Asks for `preference` where the engine lets a test; says whether the page now has it. */
async function prefer(preference: Scheme): Promise<boolean> {
  if (EMULATES) await emulateMedia({ colorScheme: preference });
  return matchMedia(`(prefers-color-scheme: ${preference})`).matches;
}

/** Mounts a BTC checkout inside a wrapper that sets `color-scheme` to `scheme`. */
async function mountUnder(scheme: string) {
  const wrapper = await fixture<HTMLDivElement>(html`<div><crypto-checkout no-redirect></crypto-checkout></div>`);
  wrapper.style.colorScheme = scheme;
  const el = wrapper.querySelector<CryptoCheckout>('crypto-checkout')!;
  el.invoice = invoiceDocument('btc');
  await el.updateComplete;
  return el;
}

afterEach(async () => {
  if (EMULATES) await emulateMedia({});
});

describe('color-scheme', () => {
  for (const preference of ['light', 'dark'] as const) {
    describe(`with the reader preferring ${preference}`, () => {
      beforeEach(async function () {
        if (!(await prefer(preference))) this.skip();
      });

      for (const scheme of ['light', 'dark'] as const) {
        it(`an ancestor's color-scheme: ${scheme} gives a ${scheme} card, the QR code dark on white, axe-clean`, async () => {
          const el = await mountUnder(scheme);
          expect(card(el.shadowRoot!)).to.deep.equal(CARD[scheme]);
          expect(qr(el.shadowRoot!)).to.deep.equal({ field: 'rgb(255, 255, 255)', modules: 'rgb(0, 0, 0)' });
          await expect(el).to.be.accessible();
        });
      }

      it('color-scheme: light dark (auto) gives the reader’s preference', async () => {
        const el = await mountUnder('light dark');
        expect(card(el.shadowRoot!)).to.deep.equal(CARD[preference]);
      });

      it('color-scheme on the element itself decides too', async () => {
        const other = preference === 'light' ? 'dark' : 'light';
        const { el } = await mount(invoiceDocument('btc'));
        el.style.colorScheme = other;
        expect(card(el.shadowRoot!)).to.deep.equal(CARD[other]);
      });

      it('a page that says nothing is a light page, and the card is light on it', async () => {
        const { el } = await mount(invoiceDocument('btc'));
        expect(getComputedStyle(document.documentElement).colorScheme).to.equal('normal');
        expect(card(el.shadowRoot!)).to.deep.equal(CARD.light);
      });
    });
  }

  it('<meta name="color-scheme" content="dark"> gives a dark card on a page that sets no color-scheme', async () => {
    const meta = document.createElement('meta');
    meta.name = 'color-scheme';
    meta.content = 'dark';
    document.head.append(meta);
    try {
      const { el } = await mount(invoiceDocument('btc'));
      expect(card(el.shadowRoot!)).to.deep.equal(CARD.dark);
      expect(qr(el.shadowRoot!).field).to.equal('rgb(255, 255, 255)');
    } finally {
      meta.remove();
    }
  });

  it('a public knob still wins, and may itself be a light-dark() pair', async () => {
    const el = await mountUnder('dark');
    el.style.setProperty('--crypto-checkout-background', 'light-dark(rgb(1, 2, 3), rgb(4, 5, 6))');
    el.style.setProperty('--crypto-checkout-color', 'rgb(7, 8, 9)');
    expect(card(el.shadowRoot!)).to.deep.equal({ background: 'rgb(4, 5, 6)', color: 'rgb(7, 8, 9)' });
  });

  it('<crypto-channel> shares the styles: dark under a dark ancestor, its QR code dark on white, axe-clean', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><crypto-channel></crypto-channel></div>`);
    wrapper.style.colorScheme = 'dark';
    const el = wrapper.querySelector<CryptoChannel>('crypto-channel')!;
    el.channel = channelDocument('usdt-tron');
    await el.updateComplete;
    expect(card(el.shadowRoot!)).to.deep.equal(CARD.dark);
    expect(qr(el.shadowRoot!)).to.deep.equal({ field: 'rgb(255, 255, 255)', modules: 'rgb(0, 0, 0)' });
    await expect(el).to.be.accessible();
  });

  it('in a frame whose preference is dark, an ancestor’s color-scheme: light still gives a light card', async function () {
    this.timeout(60_000);
    const frame = await fixture<HTMLIFrameElement>(html`<iframe title="A checkout in a frame"></iframe>`);
    frame.style.colorScheme = 'dark';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = `<!doctype html><script type="module" src="/src/index.ts"></script>
      <div style="color-scheme: light"><crypto-checkout no-redirect></crypto-checkout></div>`;
    await loaded;
    const inner = frame.contentWindow!;
    // WebKit's frames keep the system's preference, not their <iframe>'s.
    if (!inner.matchMedia('(prefers-color-scheme: dark)').matches) this.skip();
    await inner.customElements.whenDefined('crypto-checkout');
    const el = inner.document.querySelector<CryptoCheckout>('crypto-checkout')!;
    el.invoice = invoiceDocument('btc');
    await el.updateComplete;
    expect(card(el.shadowRoot!)).to.deep.equal(CARD.light);
    (el.parentElement as HTMLElement).style.colorScheme = 'normal';
    expect(card(el.shadowRoot!)).to.deep.equal(CARD.light);
    (el.parentElement as HTMLElement).style.colorScheme = 'light dark';
    expect(card(el.shadowRoot!)).to.deep.equal(CARD.dark);
  });
});
