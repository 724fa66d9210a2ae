// The script-tag files loaded as the README and docs/getting-started.md tell merchants to: a module script with the
// published sha384 integrity value and crossorigin="anonymous" (npm test builds dist/ first; the test server serves
// it byte for byte, as test/bundle.test.ts checks). Each engine must run the file and refuse a copy one byte off
// (the test server's /__tampered/ route); the same for the coin picker's part file and a locale file, which must
// work loaded before the checkout's file or after it (the browser wallets' file: test/wallets-file.test.ts). Each
// page is a frame of its own: a document no script-tag file has run in yet.
import { expect, waitUntil } from '@open-wc/testing';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
import {
  built,
  freshPage,
  integrityOf,
  loadModule,
  type Page,
  removePages,
  tampered,
} from './helpers/script-tag-page.js';

type Built = HTMLElement & Record<string, unknown>;

const CHECKOUT = 'crypto-checkout.min.js';
const PICKER = 'crypto-checkout-picker.min.js';
const GERMAN = 'i18n/locales/de.js';

/** A `<crypto-checkout>` made by `page`'s document (its own element once the file ran there), `set` before it is added. */
function checkout(page: Page, set: (el: Built) => void): Built {
  const el = page.document.createElement('crypto-checkout') as unknown as Built;
  set(el);
  page.document.body.append(el);
  return el;
}

/** An invoice document of `page`'s own realm, as a page's script would have parsed it. */
const invoiceIn = (page: Page, fixture: Parameters<typeof invoiceDocument>[0]) =>
  page.JSON.parse(JSON.stringify(invoiceDocument(fixture))) as unknown;

/** The element's shadow root: none until its file has run in the page. */
const shadowOf = (el: Built) => el.shadowRoot;

describe('the script-tag files with Subresource Integrity', () => {
  afterEach(removePages);

  it('R7: refuses a copy of the checkout one byte off, then runs the published file', async () => {
    const integrity = await integrityOf(CHECKOUT);
    const page = await freshPage();
    expect(await loadModule(page, tampered(CHECKOUT), integrity)).to.equal('error');
    expect(page.customElements.get('crypto-checkout')).to.equal(undefined);

    expect(await loadModule(page, built(CHECKOUT), integrity)).to.equal('load');
    const el = checkout(page, (el) => (el.invoice = invoiceIn(page, 'btc')));
    await waitUntil(() => shadowOf(el)?.querySelector('[part~="address"]'), 'the address shows');
    expect(shadowOf(el)!.querySelector('[part~="address"]')!.textContent).to.equal(ADDRESSES.btc);
    expect(shadowOf(el)!.querySelector('svg[part~="qr-code"] path')?.getAttribute('d')).to.have.length.above(100);

    // The control: without integrity the altered copy runs, so only the check refused it above.
    const control = await freshPage();
    expect(await loadModule(control, tampered(CHECKOUT, '?control'), '')).to.equal('load');
    expect(control.customElements.get('crypto-checkout')).to.not.equal(undefined);
  });

  it('runs a locale file with its own integrity value after the element rendered, or before its file', async () => {
    const [integrity, germanIntegrity] = await Promise.all([integrityOf(CHECKOUT), integrityOf(GERMAN)]);
    const german = (el: Built) => shadowOf(el)?.textContent?.includes('Zu zahlender Betrag');

    const after = await freshPage();
    expect(await loadModule(after, built(CHECKOUT), integrity)).to.equal('load');
    const shown = checkout(after, (el) => ((el.lang = 'de'), (el.invoice = invoiceIn(after, 'btc'))));
    await waitUntil(() => shadowOf(shown)?.querySelector('[part~="address"]'), 'the address shows');
    expect(await loadModule(after, tampered(GERMAN), germanIntegrity)).to.equal('error');
    expect(await loadModule(after, built(GERMAN), germanIntegrity)).to.equal('load');
    await waitUntil(() => german(shown), 'the element shown speaks German once its words load');

    const before = await freshPage();
    expect(await loadModule(before, built(GERMAN), germanIntegrity)).to.equal('load');
    expect(await loadModule(before, built(CHECKOUT), integrity)).to.equal('load');
    const first = checkout(before, (el) => ((el.lang = 'de'), (el.invoice = invoiceIn(before, 'btc'))));
    await waitUntil(() => german(first), 'the element speaks German with its words loaded first');
  });

  it('refuses a tampered coin picker file, then runs the published one after or before the checkout’s file', async () => {
    const [integrity, pickerIntegrity] = await Promise.all([integrityOf(CHECKOUT), integrityOf(PICKER)]);
    const methods = [
      { currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' },
      { currency: 'USDT', network: 'tron:usdt', name: 'Tron (TRC-20)' },
    ];
    const picker = (page: Page) => checkout(page, (el) => (el.methods = page.JSON.parse(JSON.stringify(methods))));
    const choices = (el: Built) => shadowOf(el)?.querySelectorAll('[part~="picker"] input[type="radio"]').length ?? 0;

    const page = await freshPage();
    expect(await loadModule(page, built(CHECKOUT), integrity)).to.equal('load');
    expect(await loadModule(page, tampered(PICKER), pickerIntegrity)).to.equal('error');
    const without = picker(page);
    // The element waits for the picker's file: without it, no choice ever shows.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(choices(without)).to.equal(0);
    expect(await loadModule(page, built(PICKER), pickerIntegrity)).to.equal('load');
    const shown = picker(page);
    await waitUntil(() => choices(shown) === 2, 'the picker shows both coins');

    const pickerFirst = await freshPage();
    expect(await loadModule(pickerFirst, built(PICKER), pickerIntegrity)).to.equal('load');
    expect(await loadModule(pickerFirst, built(CHECKOUT), integrity)).to.equal('load');
    const el = picker(pickerFirst);
    await waitUntil(() => choices(el) === 2, 'the picker shows both coins');
  });
});
