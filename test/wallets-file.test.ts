// The browser wallets' script-tag file, dist/crypto-checkout-wallets.min.js, beside the checkout's, as `npm run build`
// writes them (npm test builds first; scripts/part-files.mjs): each loaded with its published integrity value, in
// a fresh frame per page (test/helpers/script-tag-page.ts), the wallets' file before or after the checkout's. The wallets take Lit and the plug point
// from the checkout's file (the slot), so only the two together draw a "Pay with <wallet>" button; a copy of the
// wallets' file one byte off is refused and the checkout works on without buttons. The wallet is an in-page
// EIP-6963 provider that answers nothing: the payments themselves are test/wallets.test.ts's.
import { expect } from '@open-wc/testing';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
import { walletEn } from '../src/i18n/wallet-messages.js';
import { waitFor } from './helpers/element.js';
import {
  built,
  freshPage,
  integrityOf,
  loadModule,
  type Page,
  removePages,
  tampered,
} from './helpers/script-tag-page.js';

const CORE = 'crypto-checkout.min.js';
const WALLETS = 'crypto-checkout-wallets.min.js';
const PICKER = 'crypto-checkout-picker.min.js';
const WALLET_NAME = 'Frame Test Wallet';

type Built = HTMLElement & { invoice: unknown; updateComplete: Promise<boolean> };

/** An EIP-6963 wallet in `page`: announces itself now and whenever asked, as a wallet's content script does. */
function announceWallet(page: Page): void {
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
async function checkout(page: Page): Promise<Built> {
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
  /** The files' integrity values. */
  let core: string;
  let wallets: string;
  let picker: string;
  const button = walletEn.payWith(WALLET_NAME);

  before(async () => {
    [core, wallets, picker] = await Promise.all([integrityOf(CORE), integrityOf(WALLETS), integrityOf(PICKER)]);
  });

  afterEach(removePages);

  it('loaded after the checkout file, draws a wallet button into an element already on the page and a later one', async () => {
    const page = await freshPage();
    announceWallet(page);
    expect(await loadModule(page, built(CORE), core)).to.equal('load');
    const early = await checkout(page);
    expect(address(early)).to.equal(ADDRESSES.eth);
    expect(walletButtons(early)).to.have.length(0);

    expect(await loadModule(page, built(WALLETS), wallets)).to.equal('load');
    expect(await buttonOf(early)).to.equal(button);
    expect(await buttonOf(await checkout(page))).to.equal(button);
  });

  it('loaded before the checkout file, draws a wallet button into the elements', async () => {
    const page = await freshPage();
    announceWallet(page);
    // The wallets' file waits for the checkout's: its load event comes only once that file ran.
    const walletsRan = loadModule(page, built(WALLETS), wallets);
    expect(await loadModule(page, built(CORE), core)).to.equal('load');
    expect(await walletsRan).to.equal('load');
    expect(await buttonOf(await checkout(page))).to.equal(button);
  });

  it("loaded with the coin picker's file, both before the checkout file, each part works", async () => {
    const page = await freshPage();
    announceWallet(page);
    // Both wait for the same publication of the checkout's file.
    const ran = [loadModule(page, built(PICKER), picker), loadModule(page, built(WALLETS), wallets)];
    expect(await loadModule(page, built(CORE), core)).to.equal('load');
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
    expect(await loadModule(page, built(CORE), core)).to.equal('load');
    expect(await loadModule(page, built(WALLETS), wallets)).to.equal('load');
    const el = await checkout(page);
    expect(walletButtons(el)).to.have.length(0);
    announceWallet(page);
    expect(await buttonOf(el)).to.equal(button);
  });

  it('is refused one byte off: the checkout works on, without wallet buttons', async () => {
    const page = await freshPage();
    announceWallet(page);
    expect(await loadModule(page, built(CORE), core)).to.equal('load');
    expect(await loadModule(page, tampered(WALLETS), wallets)).to.equal('error');
    const el = await checkout(page);
    expect(address(el)).to.equal(ADDRESSES.eth);
    expect(el.shadowRoot!.querySelector('svg[part~="qr-code"] path')?.getAttribute('d')).to.have.length.above(100);
    // Time for a wallets file that did run to draw its buttons.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await el.updateComplete;
    expect(walletButtons(el)).to.have.length(0);
    expect(el.shadowRoot!.querySelector('[part~="wallets"]')).to.equal(null);
    // The control: without integrity the altered copy runs, so only the check refused it.
    expect(await loadModule(page, tampered(WALLETS, '?control'), '')).to.equal('load');
    expect(await buttonOf(el)).to.equal(button);
  });

  it('the checkout file carries none of the wallets file, and the wallets file none of the checkout file', async () => {
    const [coreText, walletsText] = await Promise.all(
      [CORE, WALLETS].map(async (file) => (await fetch(built(file))).text()),
    );
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
