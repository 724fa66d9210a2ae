// The browser wallets' script-tag file, dist/crypto-checkout-wallets.min.js, beside the checkout's, as `npm run build`
// writes them (npm test builds first; scripts/part-files.mjs): each loaded with its published integrity value, in
// a fresh frame per page, the wallets' file before or after the checkout's. The wallets take Lit and the plug point
// from the checkout's file (the slot), so only the two together draw a "Pay with <wallet>" button; a copy of the
// wallets' file one byte off is refused and the checkout works on without buttons. The wallet is an in-page
// EIP-6963 provider that answers nothing: the payments themselves are test/wallets.test.ts's.
import { expect } from '@open-wc/testing';
import { readFile } from '@web/test-runner-commands';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
import { walletEn } from '../src/i18n/wallet-messages.js';
import { waitFor } from './helpers/element.js';

const CORE = 'crypto-checkout.min.js';
const WALLETS = 'crypto-checkout-wallets.min.js';
const PICKER = 'crypto-checkout-picker.min.js';
const WALLET_NAME = 'Frame Test Wallet';

type Built = HTMLElement & { invoice: unknown; updateComplete: Promise<boolean> };

/**
 * A file of dist/ as published: its bytes, read from the disk, and the value of its .sri file.
 */
async function published(file: string): Promise<{ bytes: ArrayBuffer; integrity: string }> {
  const [base64, integrity] = await Promise.all([
    readFile({ path: `../dist/${file}`, encoding: 'base64' }),
    readFile({ path: `../dist/${file}.sri` }),
  ]);
  if (base64 === undefined || integrity === undefined) throw new Error(`dist/${file}(.sri) missing: npm run build`);
  return { bytes: Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)).buffer, integrity: integrity.trim() };
}

/** `bytes` with its first space made a tab: still valid JavaScript, so only the integrity check can refuse it. */
function tampered(bytes: ArrayBuffer): ArrayBuffer {
  const altered = new Uint8Array(bytes.slice(0));
  altered[altered.indexOf(0x20)] = 0x09;
  return altered.buffer;
}

/** A fresh page: an empty same-origin frame (its own globals, custom elements and slot). */
async function freshPage(): Promise<Window & typeof globalThis> {
  const frame = document.createElement('iframe');
  frame.style.width = '720px';
  frame.style.height = '900px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = '<!doctype html><html lang="en"><meta charset="utf-8"><title>wallets file</title><body></body>';
  document.body.append(frame);
  await loaded;
  return frame.contentWindow as Window & typeof globalThis;
}

/**
 * Adds `<script type="module" integrity>` for `bytes` to `page` and tells whether it ran ('load') or was refused
 * ('error'). The bytes are served from a blob: URL, exactly as read.
 */
function addScript(page: Window & typeof globalThis, bytes: ArrayBuffer, integrity: string): Promise<string> {
  const url = page.URL.createObjectURL(new page.Blob([bytes], { type: 'text/javascript' }));
  return new Promise<string>((resolve) => {
    const script = page.document.createElement('script');
    script.type = 'module';
    script.integrity = integrity;
    script.onload = () => resolve('load');
    script.onerror = () => resolve('error');
    script.src = url;
    page.document.head.append(script);
  });
}

/** An EIP-6963 wallet in `page`: announces itself now and whenever asked, as a wallet's content script does. */
function announceWallet(page: Window & typeof globalThis): void {
  const announce = () =>
    page.dispatchEvent(
      new page.CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({
          info: { uuid: '0d2f6c1e-6a4e-4c11-9f0a-5f3f1b7c2a10', name: WALLET_NAME, icon: '', rdns: 'test.frame' },
          provider: { request: () => new Promise(() => {}) },
        }),
      }),
    );
  page.addEventListener('eip6963:requestProvider', announce);
  announce();
}

/** A `<crypto-checkout>` of the ETH invoice in `page`, drawn. */
async function checkout(page: Window & typeof globalThis): Promise<Built> {
  const el = page.document.createElement('crypto-checkout') as Built;
  el.invoice = invoiceDocument('eth');
  page.document.body.append(el);
  await el.updateComplete;
  return el;
}

const walletButtons = (el: Built) => [...el.shadowRoot!.querySelectorAll('[part~="wallet-button"]')];
const address = (el: Built) => el.shadowRoot!.querySelector('[part~="address"]')?.textContent;

/** Waits until `el` shows the wallet's button, and says what it reads. */
async function buttonOf(el: Built): Promise<string> {
  await waitFor(() => walletButtons(el).length > 0, 5_000);
  const buttons = walletButtons(el);
  expect(buttons).to.have.length(1);
  return buttons[0]!.textContent!.replace(/\s+/g, ' ').trim();
}

describe('dist/crypto-checkout-wallets.min.js beside dist/crypto-checkout.min.js', () => {
  let core: Awaited<ReturnType<typeof published>>;
  let wallets: Awaited<ReturnType<typeof published>>;
  let picker: Awaited<ReturnType<typeof published>>;
  const button = walletEn.payWith(WALLET_NAME);

  before(async () => {
    [core, wallets, picker] = await Promise.all([published(CORE), published(WALLETS), published(PICKER)]);
  });

  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('loaded after the checkout file, draws a wallet button into an element already on the page and a later one', async () => {
    const page = await freshPage();
    announceWallet(page);
    expect(await addScript(page, core.bytes, core.integrity)).to.equal('load');
    const early = await checkout(page);
    expect(address(early)).to.equal(ADDRESSES.eth);
    expect(walletButtons(early)).to.have.length(0);

    expect(await addScript(page, wallets.bytes, wallets.integrity)).to.equal('load');
    expect(await buttonOf(early)).to.equal(button);
    expect(await buttonOf(await checkout(page))).to.equal(button);
  });

  it('loaded before the checkout file, draws a wallet button into the elements', async () => {
    const page = await freshPage();
    announceWallet(page);
    // The wallets' file waits for the checkout's: its load event comes only once that file ran.
    const walletsRan = addScript(page, wallets.bytes, wallets.integrity);
    expect(await addScript(page, core.bytes, core.integrity)).to.equal('load');
    expect(await walletsRan).to.equal('load');
    expect(await buttonOf(await checkout(page))).to.equal(button);
  });

  it("loaded with the coin picker's file, both before the checkout file, each part works", async () => {
    const page = await freshPage();
    announceWallet(page);
    // Both wait for the same publication of the checkout's file.
    const ran = [addScript(page, picker.bytes, picker.integrity), addScript(page, wallets.bytes, wallets.integrity)];
    expect(await addScript(page, core.bytes, core.integrity)).to.equal('load');
    expect(await Promise.all(ran)).to.deep.equal(['load', 'load']);
    expect(await buttonOf(await checkout(page))).to.equal(button);
    const choosing = page.document.createElement('crypto-checkout') as Built & { methods: unknown };
    choosing.methods = [
      { currency: 'BTC', network: 'bitcoin', name: 'Bitcoin' },
      { currency: 'ETH', network: 'ethereum', name: 'Ethereum' },
    ];
    page.document.body.append(choosing);
    await waitFor(
      () => choosing.shadowRoot!.querySelectorAll('[part~="picker"] input[type="radio"]').length === 2,
      5_000,
    );
  });

  it('draws the button of a wallet that announces after both files ran', async () => {
    const page = await freshPage();
    expect(await addScript(page, core.bytes, core.integrity)).to.equal('load');
    expect(await addScript(page, wallets.bytes, wallets.integrity)).to.equal('load');
    const el = await checkout(page);
    expect(walletButtons(el)).to.have.length(0);
    announceWallet(page);
    expect(await buttonOf(el)).to.equal(button);
  });

  it('is refused one byte off: the checkout works on, without wallet buttons', async () => {
    const page = await freshPage();
    announceWallet(page);
    expect(await addScript(page, core.bytes, core.integrity)).to.equal('load');
    expect(await addScript(page, tampered(wallets.bytes), wallets.integrity)).to.equal('error');
    const el = await checkout(page);
    expect(address(el)).to.equal(ADDRESSES.eth);
    expect(el.shadowRoot!.querySelector('svg[part~="qr-code"] path')?.getAttribute('d')).to.have.length.above(100);
    // Time for a wallets file that did run to draw its buttons.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await el.updateComplete;
    expect(walletButtons(el)).to.have.length(0);
    expect(el.shadowRoot!.querySelector('[part~="wallets"]')).to.equal(null);
    // The control: without integrity the altered copy runs, so only the check refused it.
    expect(await addScript(page, tampered(wallets.bytes), '')).to.equal('load');
    expect(await buttonOf(el)).to.equal(button);
  });

  it('the checkout file carries none of the wallets file, and the wallets file none of the checkout file', async () => {
    const coreText = new TextDecoder().decode(core.bytes);
    const walletsText = new TextDecoder().decode(wallets.bytes);
    // Discovery, the words, the explorers, the token contracts (USDT on Tron), sending: each a module of the wallets.
    for (const own of [
      'eip6963:requestProvider',
      walletEn.walletsHeading,
      walletEn.walletSentNext,
      'https://etherscan.io/tx/',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'wallet_switchEthereumChain',
    ]) {
      expect(walletsText, own).to.include(own);
      expect(coreText, own).not.to.include(own);
    }
    // Lit, the checkout's words and its translation registry are the checkout file's, taken through the slot.
    for (const core of ['litHtmlVersions', 'crypto-checkout.translations', 'Amount to pay']) {
      expect(coreText, core).to.include(core);
      expect(walletsText, core).not.to.include(core);
    }
  });
});
