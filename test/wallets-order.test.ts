// The browser-wallet part loaded after the element (crypto-checkout/wallets imported by a page that already shows a
// checkout), in a page of its own: the part registers once per page, and test/wallets.test.ts loads it before the
// element. Without the part: no button and no EIP-6963 request. Imported later: the checkout already on the page
// draws a button for each wallet that announced before, and for one that announces after (two wallets, two
// buttons), as does a checkout added later; and a press pays, on the local chain of test/helpers/test-wallet.ts.
import { expect } from '@open-wc/testing';
import { invoiceDocument } from '../fixtures/invoices.js';
import { $, mount, waitFor } from './helpers/element.js';
import { announce, balanceOn, freshAddress, ICON, localChains, TestWallet } from './helpers/test-wallet.js';
import type { CryptoCheckout } from '../src/index.js';

const FIRST = { uuid: '0e1c8a52-6a43-4d8e-9d6b-3c2f3f0c0a11', name: 'First Wallet', rdns: 'org.example.first' };
const SECOND = { uuid: '0e1c8a52-6a43-4d8e-9d6b-3c2f3f0c0a22', name: 'Second Wallet', rdns: 'org.example.second' };
const PATIENCE = 30_000;

function ethInvoice(to: string) {
  const document = invoiceDocument('eth');
  document.data.id = `inv_order_${Math.random().toString(36).slice(2, 10)}`;
  document.data.attributes['amountCharged'] = '0.000000000000000123';
  document.included[0]!.attributes = { value: to };
  return document;
}

const walletIds = (el: CryptoCheckout) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="wallet-button"]')].map((node) => node.dataset['wallet']);

let asked = 0;
window.addEventListener('eip6963:requestProvider', () => asked++);

let wallet: TestWallet;
before(async function () {
  // Ganache, solc and the tokens start on the first call: a hang detector, generous for a loaded machine.
  this.timeout(180_000);
  wallet = new TestWallet(await localChains());
  announce({ ...FIRST, icon: ICON }, wallet);
});

describe('the wallet part loaded after the element', () => {
  it('without the part: no button, and the wallets are not asked to announce', async () => {
    const { el } = await mount(ethInvoice(freshAddress()));
    expect(el.status).to.equal('pending');
    expect($(el, '[part~="address"]')).to.exist;
    expect($(el, '[part~="wallets"]')).to.equal(null);
    expect(walletIds(el)).to.deep.equal([]);
    expect(asked).to.equal(0);
  });

  it('imported later: the checkout on the page, and one added after, draw a button per wallet, before and after', async () => {
    const to = freshAddress();
    const { el, events } = await mount(ethInvoice(to));
    expect(walletIds(el)).to.deep.equal([]);

    await import('../src/wallets/index.js');
    // The part asked once for the wallets, and the one that announced before answered.
    await waitFor(() => walletIds(el).length === 1, PATIENCE);
    expect(walletIds(el)).to.deep.equal([`eip6963:${FIRST.uuid}`]);
    expect(asked).to.equal(1);

    // A wallet that announces after: its button joins, after the first.
    announce(SECOND, { request: () => Promise.reject(Object.assign(new Error('not here'), { code: 4001 })) });
    await waitFor(() => walletIds(el).length === 2, PATIENCE);
    expect(walletIds(el)).to.deep.equal([`eip6963:${FIRST.uuid}`, `eip6963:${SECOND.uuid}`]);
    expect(
      [...el.shadowRoot!.querySelectorAll('[part~="wallet-button"]')].map((node) => node.textContent!.trim()),
    ).to.deep.equal(['Pay with First Wallet', 'Pay with Second Wallet']);
    // Alone on the page (several checkouts would be several banners): axe-clean with its two buttons.
    await expect(el).to.be.accessible();

    // A checkout added after the part: both buttons at once; none for an invoice a wallet cannot pay.
    const later = await mount(ethInvoice(freshAddress()));
    expect(walletIds(later.el)).to.deep.equal([`eip6963:${FIRST.uuid}`, `eip6963:${SECOND.uuid}`]);
    const btc = await mount(invoiceDocument('btc'));
    expect(walletIds(btc.el)).to.deep.equal([]);
    expect(asked).to.equal(1, 'the part asks once per page');

    // And the late part pays.
    el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-wallet="eip6963:${FIRST.uuid}"]`)!.click();
    await waitFor(() => events['checkout-wallet-sent'].length === 1, PATIENCE);
    expect(wallet.methods()).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction']);
    expect(await balanceOn('0x1', to)).to.equal(123n);
  });
});
