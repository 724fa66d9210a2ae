// Paying from a browser wallet with one press (crypto-checkout/wallets), in the browser because it is the element's
// buttons, its events and a wallet's EIP-6963 announcement in a page. The wallet is real enough to pay: it forwards
// JSON-RPC to local chains that the test runner's Node side started (test/helpers/test-wallet.ts,
// web-test-runner.config.mjs), whose chain ids are Ethereum's (1) and BNB Smart Chain's (56), with the tokens of
// src/wallets/tokens.ts at their real addresses; the chain, not the page, says what arrived: the deposit address's
// balance is exactly the invoice's amount in wei or base units. Also: a switch to the invoice's chain, a refused
// switch, a rejection and a second try, a second press while the wallet is asked, `checkout-wallet-send` prevented,
// `checkout-wallet-sent` and its hash, TronLink (the transaction it is given, read back by tronweb on the Node side),
// hostile wallet names and icons, invoices that get no button, axe in each state, and screenshots
// (.screenshots/wallets/, Chromium) at 320 and 1280 px, light and dark, in English and Arabic.
//
// The part is imported first, before the element is defined (helpers/element.js): "loaded before the element".
// test/wallets-order.test.ts loads it after, in a page of its own, since a registration is once per page.
import '../src/wallets/index.js';
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { CryptoCheckout } from '../src/index.js';
import { ADDRESSES, invoiceDocument, type Fixture } from '../fixtures/invoices.js';
import { $, mount, waitFor } from './helpers/element.js';
import {
  announce,
  balanceOn,
  freshAddress,
  gate,
  ICON,
  installTronLink,
  localChains,
  minedTransaction,
  readTron,
  rpcError,
  screenshot,
  TestWallet,
} from './helpers/test-wallet.js';
import '../src/i18n/locales/ar.js';
import '../src/i18n/locales/wallets/ar.js';

const WALLET = { uuid: '9d3c5a36-5f5e-4c0c-9a55-7b1f1c0e6a01', name: 'Test Wallet', rdns: 'org.example.testwallet' };
const WALLET_ID = `eip6963:${WALLET.uuid}`;
/** 0.123456789012345678 ETH: every one of its 18 decimals must arrive. */
const ETH_AMOUNT = '0.123456789012345678';
const ETH_WEI = 123_456_789_012_345_678n;
const TRON_PAYER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
/** A hang detector, not a timing: a payment on a loaded machine's local chain takes well under a second. */
const PATIENCE = 30_000;

let invoices = 0;

/**
 * `fixture`'s invoice document, paying `address`, with `attributes` changed, and an id of its own: the part keeps
 * each invoice's state for the whole page (one hash per invoice, whichever element shows it).
 */
function invoiceOn(fixture: Fixture, address: string, attributes: Record<string, unknown> = {}) {
  const document = invoiceDocument(fixture);
  document.data.id = `inv_wallet_${++invoices}_${Math.random().toString(36).slice(2, 8)}`;
  Object.assign(document.data.attributes, attributes);
  document.included[0]!.attributes = { value: address };
  return document;
}

const ethInvoice = (to: string) => invoiceOn('eth', to, { amountCharged: ETH_AMOUNT });
/** BNB Smart Chain's USDT (Binance-Peg, 18 decimals), with all 18 of them. */
const bscUsdtInvoice = (to: string) =>
  invoiceOn('usdc', to, {
    amountCharged: '12.345678901234567891',
    chargedCurrency: 'USDT',
    network: 'bsc:usdt',
    networkName: 'BNB Smart Chain (BEP-20)',
  });

const buttons = (el: CryptoCheckout) => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="wallet-button"]'),
];
const button = (el: CryptoCheckout, id = WALLET_ID) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="wallet-button"][data-wallet="${CSS.escape(id)}"]`);
const line = (el: CryptoCheckout) => $(el, '[part~="wallet-message"]');
const lineText = (el: CryptoCheckout) => line(el)?.textContent!.replace(/\s+/g, ' ').trim() ?? '';
const sentNotice = (el: CryptoCheckout) => $(el, '[part~="wallet-sent"]');

async function press(el: CryptoCheckout, id = WALLET_ID) {
  const pressed = button(el, id);
  expect(pressed, `a button for ${id}`).to.exist;
  pressed!.click();
  await el.updateComplete;
}

/** Waits for "Sent from your wallet"; a failure says what the wallet was asked and what the payer reads. */
const untilSent = (el: CryptoCheckout) =>
  waitFor(() => !!sentNotice(el), PATIENCE).catch((error: Error) => {
    throw new Error(`${error.message}: asked ${JSON.stringify(wallet.methods())}, reads "${lineText(el)}"`);
  });
const untilLine = (el: CryptoCheckout, words: string) => waitFor(() => lineText(el) === words, PATIENCE);

let chains: Awaited<ReturnType<typeof localChains>>;
let wallet: TestWallet;

before(async function () {
  // Ganache, solc and the tokens start on the first call: a hang detector, generous for a loaded machine.
  this.timeout(180_000);
  chains = await localChains();
  wallet = new TestWallet(chains);
  announce({ ...WALLET, icon: ICON }, wallet);
});

beforeEach(() => wallet.reset('0x1'));

describe('paying from a browser wallet on a local chain', () => {
  it('an ETH invoice paid with one press: the deposit address gets exactly the amount in wei, and the page hears the hash', async () => {
    const to = freshAddress();
    const invoice = ethInvoice(to);
    const { el, events } = await mount(invoice);
    const heard: string[] = [];
    const hear = (event: Event) => heard.push((event as CustomEvent).detail.hash);
    document.addEventListener('checkout-wallet-sent', hear);
    try {
      expect($(el, '[part~="wallets"] h3')!.textContent).to.equal('Pay from a browser wallet');
      expect(buttons(el).map((node) => node.dataset['wallet'])).to.deep.equal([WALLET_ID]);
      expect(button(el)!.textContent!.trim()).to.equal('Pay with Test Wallet');
      expect(button(el)!.querySelector('img')!.getAttribute('src')).to.equal(ICON);
      expect(button(el)!.getAttribute('aria-disabled')).to.equal('false');
      await expect(el).to.be.accessible();

      await press(el);
      await untilSent(el);
      expect(wallet.methods()).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction']);
      expect(wallet.requests[2]!.params).to.deep.equal([
        { from: chains.payer, to, value: `0x${ETH_WEI.toString(16)}` },
      ]);
      expect(events['checkout-wallet-send']).to.deep.equal([
        {
          invoiceId: invoice.data.id,
          wallet: { name: 'Test Wallet', rdns: WALLET.rdns },
          transaction: { kind: 'evm', chainId: '0x1', to, value: `0x${ETH_WEI.toString(16)}` },
          recipient: to,
          baseUnits: ETH_WEI.toString(),
        },
      ]);
      const [sent] = events['checkout-wallet-sent'];
      expect(events['checkout-wallet-sent']).to.have.length(1);
      expect(sent!.hash).to.match(/^0x[0-9a-f]{64}$/);
      expect(sent).to.deep.equal({
        invoiceId: invoice.data.id,
        wallet: { name: 'Test Wallet', rdns: WALLET.rdns },
        hash: sent!.hash,
        explorerUrl: `https://etherscan.io/tx/${sent!.hash}`,
      });
      // It bubbles out of the element and crosses shadow roots, as every checkout event does.
      expect(heard).to.deep.equal([sent!.hash]);

      // The chain says so: the hash is a mined transaction from the payer, and the deposit address holds the amount.
      expect(await balanceOn('0x1', to)).to.equal(ETH_WEI);
      const mined = await minedTransaction('0x1', sent!.hash);
      expect(mined).to.deep.include({ found: true, value: ETH_WEI.toString(), input: '0x', status: '0x1' });
      expect(mined.from!.toLowerCase()).to.equal(chains.payer.toLowerCase());
      expect(mined.to!.toLowerCase()).to.equal(to);

      // The buttons give way to the notice with the hash, which takes the keyboard's focus.
      expect(buttons(el)).to.have.length(0);
      expect($(el, '[part~="wallets"]')).to.equal(null);
      const notice = sentNotice(el)!;
      expect(notice.querySelector('.title')!.textContent).to.equal('Sent from your wallet');
      expect(notice.querySelector('.mono')!.textContent).to.equal(sent!.hash);
      expect(notice.querySelector('a')!.getAttribute('href')).to.equal(`https://etherscan.io/tx/${sent!.hash}`);
      await waitFor(() => el.shadowRoot!.activeElement === notice.querySelector('.title'), PATIENCE);
      // The payment screen is still there: the element keeps following the status.
      expect(el.status).to.equal('pending');
      expect($(el, '[part~="address"]')).to.exist;
      await expect(el).to.be.accessible();

      // The same invoice drawn again (a framework's remount, a second element): the notice, no button to pay twice.
      const again = await mount(invoice);
      expect(buttons(again.el)).to.have.length(0);
      expect(sentNotice(again.el)!.querySelector('.mono')!.textContent).to.equal(sent!.hash);
    } finally {
      document.removeEventListener('checkout-wallet-sent', hear);
    }
  });

  it("USDC (6 decimals) at Circle's address on chain 1: balanceOf the deposit address is exactly the invoice's units", async () => {
    const usdc = chains.tokens['0x1']!['USDC']!;
    expect(usdc).to.equal('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
    const to = freshAddress();
    const { el, events } = await mount(invoiceOn('usdc', to, { amountCharged: '1234.567891' }));
    await press(el);
    await untilSent(el);
    expect(wallet.methods()).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction']);
    expect(events['checkout-wallet-send'][0]!.baseUnits).to.equal('1234567891');
    expect(await balanceOn('0x1', to, usdc)).to.equal(1_234_567_891n);
    expect(await balanceOn('0x1', to)).to.equal(0n, 'no ether moved');
    const mined = await minedTransaction('0x1', events['checkout-wallet-sent'][0]!.hash);
    expect(mined).to.deep.include({ found: true, value: '0', status: '0x1' });
    expect(mined.to!.toLowerCase()).to.equal(usdc.toLowerCase());
  });

  it('an 18-decimal token (USDT on BNB Smart Chain, chain 56): all 18 decimals arrive', async () => {
    const usdt = chains.tokens['0x38']!['USDT']!;
    expect(usdt).to.equal('0x55d398326f99059fF775485246999027B3197955');
    wallet.reset('0x38');
    const to = freshAddress();
    const { el, events } = await mount(bscUsdtInvoice(to));
    await press(el);
    await untilSent(el);
    expect(wallet.methods()).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction']);
    expect(await balanceOn('0x38', to, usdt)).to.equal(12_345_678_901_234_567_891n);
    expect(events['checkout-wallet-sent'][0]!.explorerUrl).to.equal(
      `https://bscscan.com/tx/${events['checkout-wallet-sent'][0]!.hash}`,
    );
  });

  it("a wallet on another chain is switched to the invoice's, then pays there, and only there", async () => {
    wallet.reset('0x38');
    const to = freshAddress();
    const { el } = await mount(ethInvoice(to));
    await press(el);
    await untilSent(el);
    expect(wallet.methods()).to.deep.equal([
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_chainId',
      'eth_sendTransaction',
    ]);
    expect(wallet.requests[2]!.params).to.deep.equal([{ chainId: '0x1' }]);
    expect(wallet.chainId).to.equal('0x1');
    expect(await balanceOn('0x1', to)).to.equal(ETH_WEI);
    expect(await balanceOn('0x38', to)).to.equal(0n);
  });

  it('the switch refused: nothing sent, the words say why, and the buttons stay', async () => {
    wallet.reset('0x38');
    wallet.overrides.set('wallet_switchEthereumChain', () => {
      throw rpcError(4001, 'User rejected the request.');
    });
    const to = freshAddress();
    const { el, events } = await mount(ethInvoice(to));
    await press(el);
    await untilLine(el, 'Your wallet is not on Ethereum, so nothing was sent. Switch it to Ethereum and try again.');
    expect(wallet.methods()).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain']);
    expect(line(el)!.className).to.equal('warning');
    expect(line(el)!.hidden).to.equal(false);
    expect(button(el)!.getAttribute('aria-disabled')).to.equal('false');
    expect(events['checkout-wallet-sent']).to.deep.equal([]);
    expect(sentNotice(el)).to.equal(null);
    expect(await balanceOn('0x1', to)).to.equal(0n);
    expect(await balanceOn('0x38', to)).to.equal(0n);
    await expect(el).to.be.accessible();
  });

  it('rejected in the wallet (4001): "cancelled" words, then a second press pays, once', async () => {
    wallet.overrides.set('eth_sendTransaction', () => {
      throw rpcError(4001, 'User denied transaction signature.');
    });
    const to = freshAddress();
    const { el, events } = await mount(ethInvoice(to));
    await press(el);
    await untilLine(el, 'You cancelled in your wallet. Nothing was sent.');
    // A cancellation is the payer's own choice: told plainly, not as a warning.
    expect(line(el)!.className).to.equal('small muted');
    expect(await balanceOn('0x1', to)).to.equal(0n);
    await expect(el).to.be.accessible();

    wallet.overrides.clear();
    await press(el);
    await untilSent(el);
    expect(wallet.count('eth_sendTransaction')).to.equal(2);
    expect(events['checkout-wallet-send']).to.have.length(2);
    expect(events['checkout-wallet-sent']).to.have.length(1);
    expect(await balanceOn('0x1', to)).to.equal(ETH_WEI);
  });

  it('a second press while the wallet is asked does nothing: one request, one transaction, one amount', async () => {
    const held = gate();
    wallet.overrides.set('eth_sendTransaction', async (params, self) => {
      await held.opened;
      return self.own('eth_sendTransaction', params);
    });
    const to = freshAddress();
    const { el, events } = await mount(ethInvoice(to));
    try {
      await press(el);
      await waitFor(() => wallet.count('eth_sendTransaction') === 1, PATIENCE);
      expect(button(el)!.getAttribute('aria-disabled')).to.equal('true');
      expect(lineText(el)).to.equal('Confirm the payment in Test Wallet.');
      await expect(el).to.be.accessible();
      for (let again = 0; again < 3; again++) await press(el);
      button(el)!.focus();
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: ' ' });
      await el.updateComplete;
      expect(wallet.methods()).to.deep.equal(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction']);
      expect(events['checkout-wallet-send']).to.have.length(1);
    } finally {
      held.open();
    }
    await untilSent(el);
    expect(wallet.count('eth_sendTransaction')).to.equal(1);
    expect(await balanceOn('0x1', to)).to.equal(ETH_WEI);
    // After the hash, no button to press again.
    expect(buttons(el)).to.have.length(0);
  });

  it('checkout-wallet-send prevented: the wallet is asked nothing, and the button works again', async () => {
    const to = freshAddress();
    const { el, events } = await mount(ethInvoice(to));
    const prevent = (event: Event) => event.preventDefault();
    el.addEventListener('checkout-wallet-send', prevent);
    await press(el);
    expect(events['checkout-wallet-send']).to.have.length(1);
    expect(wallet.requests).to.deep.equal([]);
    expect(line(el)!.hidden).to.equal(true);
    expect(button(el)!.getAttribute('aria-disabled')).to.equal('false');
    expect(await balanceOn('0x1', to)).to.equal(0n);

    el.removeEventListener('checkout-wallet-send', prevent);
    await press(el);
    await untilSent(el);
    expect(await balanceOn('0x1', to)).to.equal(ETH_WEI);
  });

  it('an EVM invoice shows the EVM wallets only: TronLink on the page gets no button for it', async () => {
    const tronLink = installTronLink(TRON_PAYER);
    try {
      const { el } = await mount(ethInvoice(freshAddress()));
      expect(buttons(el).map((node) => node.dataset['wallet'])).to.deep.equal([WALLET_ID]);
    } finally {
      tronLink.remove();
    }
  });
});

describe('TronLink', () => {
  it("USDT TRC-20: TronLink is given transfer(deposit address, 49 990 000) on Tether's contract, from the payer, no TRX", async () => {
    const tronLink = installTronLink(TRON_PAYER);
    try {
      const invoice = invoiceOn('usdt-tron', ADDRESSES.tron);
      const { el, events } = await mount(invoice);
      // The EVM wallet does not pay on Tron.
      expect(buttons(el).map((node) => node.dataset['wallet'])).to.deep.equal(['tronlink']);
      expect(button(el, 'tronlink')!.textContent!.trim()).to.equal('Pay with TronLink');
      await press(el, 'tronlink');
      await untilSent(el);
      expect(tronLink.names()).to.deep.equal([
        'tron_requestAccounts',
        'triggerSmartContract',
        'sign',
        'sendRawTransaction',
      ]);
      expect(tronLink.calls[1]!.args).to.deep.equal([
        'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        'transfer(address,uint256)',
        { feeLimit: 100_000_000, callValue: 0 },
        [
          { type: 'address', value: ADDRESSES.tron },
          { type: 'uint256', value: '49990000' },
        ],
        TRON_PAYER,
      ]);
      const given = tronLink.calls[2]!.args[0];
      expect(await readTron(given)).to.deep.equal({
        type: 'TriggerSmartContract',
        idMatches: true,
        owner: TRON_PAYER,
        contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        selector: 'a9059cbb',
        callValue: 0,
        feeLimit: 100_000_000,
        to: ADDRESSES.tron,
        amount: '49990000',
      });
      const hash = (given as { txID: string }).txID;
      expect(events['checkout-wallet-send'][0]!.transaction).to.deep.equal({
        kind: 'tron',
        type: 'trc20',
        contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        to: ADDRESSES.tron,
        amount: '49990000',
      });
      expect(events['checkout-wallet-sent']).to.deep.equal([
        {
          invoiceId: invoice.data.id,
          wallet: { name: 'TronLink', rdns: 'com.tronlink' },
          hash,
          explorerUrl: `https://tronscan.org/#/transaction/${hash}`,
        },
      ]);
      expect(sentNotice(el)!.querySelector('.mono')!.textContent).to.equal(hash);
    } finally {
      tronLink.remove();
    }
  });

  it('TRX: TronLink is given a transfer of exactly the amount in sun to the deposit address', async () => {
    const tronLink = installTronLink(TRON_PAYER);
    try {
      const invoice = invoiceOn('usdt-tron', ADDRESSES.tron, {
        amountCharged: '12.345678',
        chargedCurrency: 'TRX',
        network: 'tron',
        networkName: 'Tron',
      });
      const { el } = await mount(invoice);
      await press(el, 'tronlink');
      await untilSent(el);
      expect(tronLink.calls[1]).to.deep.equal({ name: 'sendTrx', args: [ADDRESSES.tron, 12_345_678, TRON_PAYER] });
      expect(await readTron(tronLink.calls[2]!.args[0])).to.deep.equal({
        type: 'TransferContract',
        idMatches: true,
        owner: TRON_PAYER,
        to: ADDRESSES.tron,
        amount: '12345678',
      });
    } finally {
      tronLink.remove();
    }
  });

  it('the signature declined: "cancelled" words, nothing broadcast', async () => {
    const tronLink = installTronLink(TRON_PAYER, {
      sign: () => {
        throw 'Confirmation declined by user';
      },
    });
    try {
      const { el, events } = await mount(invoiceOn('usdt-tron', ADDRESSES.tron));
      await press(el, 'tronlink');
      await untilLine(el, 'You cancelled in your wallet. Nothing was sent.');
      expect(tronLink.names()).to.deep.equal(['tron_requestAccounts', 'triggerSmartContract', 'sign']);
      expect(events['checkout-wallet-sent']).to.deep.equal([]);
    } finally {
      tronLink.remove();
    }
  });
});

describe('invoices a wallet cannot pay get no button', () => {
  const cases: [string, () => unknown][] = [
    ['BTC', () => invoiceDocument('btc')],
    ['XRP, whose destination tag a wallet transfer would not carry', () => invoiceDocument('xrp')],
    ['an exchange payment (no deposit address)', () => invoiceDocument('exchange-pay')],
    [
      'USDT on Base (no such token in the table)',
      () => invoiceOn('usdc', freshAddress(), { chargedCurrency: 'USDT', network: 'base', networkName: 'Base' }),
    ],
    ['an expired invoice', () => invoiceDocument('eth', { status: 'expired' })],
    ['an invoice whose rate ran out', () => invoiceDocument('eth', { now: Date.now() - 30 * 60_000 })],
  ];
  for (const [name, invoice] of cases) {
    it(name, async () => {
      const { el } = await mount(invoice());
      // The element shows its screen for the invoice: the test is not passing on a blank one.
      expect(el.status).to.not.equal('loading');
      expect(el.status).to.not.equal('error');
      expect($(el, '[part~="wallets"]')).to.equal(null);
      expect(buttons(el)).to.have.length(0);
      expect(wallet.requests).to.deep.equal([]);
    });
  }

  it('the buttons go with the payment screen when the invoice expires', async () => {
    const invoice = ethInvoice(freshAddress());
    const { el } = await mount(invoice);
    expect(buttons(el)).to.have.length(1);
    const expired = structuredClone(invoice);
    expired.data.attributes['status'] = 'expired';
    el.invoice = expired;
    await el.updateComplete;
    expect(el.status).to.equal('expired');
    expect(buttons(el)).to.have.length(0);
    expect($(el, '[part~="wallets"]')).to.equal(null);
  });
});

describe('screens, axe and screenshots', () => {
  const CHROMIUM = /Chrome\//.test(navigator.userAgent);
  after(async () => {
    if (CHROMIUM) await setViewport({ width: 800, height: 600 });
  });

  /** The element in a box `width` px wide, under a page's `color-scheme`, in `lang`, on a page of that scheme. */
  async function mountShot(width: number, scheme: 'light' | 'dark', lang: string, invoice: unknown) {
    if (CHROMIUM) await setViewport({ width, height: 900 });
    const box = await fixture<HTMLDivElement>(
      html`<div
        style="width: ${width}px; box-sizing: border-box; padding: 12px; color-scheme: ${scheme}; background: Canvas"
      ></div>`,
    );
    const el = document.createElement('crypto-checkout');
    el.setAttribute('lang', lang);
    el.invoice = invoice;
    box.append(el);
    await el.updateComplete;
    await nextFrame();
    await el.updateComplete;
    return { box, el };
  }

  /** Nothing of the part is wider than the element: no sideways scroll at a phone's width. */
  function fits(el: CryptoCheckout) {
    for (const part of el.shadowRoot!.querySelectorAll<HTMLElement>(
      '[part~="wallets"], [part~="wallet-sent"], [part~="wallet-button"]',
    )) {
      expect(part.scrollWidth, part.getAttribute('part')!).to.be.at.most(part.clientWidth + 1);
    }
    const base = $(el, '.base')!;
    expect(base.scrollWidth, 'the card').to.be.at.most(base.clientWidth + 1);
  }

  const shots: string[] = [];
  after(() => {
    if (shots.length) console.log(`Screenshots:\n${shots.join('\n')}`);
  });

  for (const lang of ['en', 'ar']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [320, 1280]) {
        it(`${lang}, ${scheme}, ${width} px: buttons, refused, asking and sent drawn, axe-clean in each`, async () => {
          const to = freshAddress();
          wallet.reset('0x38');
          wallet.overrides.set('wallet_switchEthereumChain', () => {
            throw rpcError(4001, 'User rejected the request.');
          });
          const { box, el } = await mountShot(width, scheme, lang, ethInvoice(to));
          const shoot = async (state: string) => {
            await el.updateComplete;
            await document.fonts.ready;
            fits(el);
            await expect(el).to.be.accessible();
            const path = await screenshot(`${state}-${width}-${scheme}-${lang}`, box);
            if (path) shots.push(path);
          };
          expect(buttons(el)).to.have.length(1);
          await shoot('buttons');

          await press(el);
          await waitFor(() => line(el)!.className === 'warning', PATIENCE);
          await shoot('refused');

          const held = gate();
          wallet.overrides.clear();
          wallet.overrides.set('eth_sendTransaction', async (params, self) => {
            await held.opened;
            return self.own('eth_sendTransaction', params);
          });
          try {
            await press(el);
            await waitFor(() => wallet.count('eth_sendTransaction') === 1, PATIENCE);
            expect(button(el)!.getAttribute('aria-disabled')).to.equal('true');
            await shoot('asking');
          } finally {
            held.open();
          }
          await untilSent(el);
          await shoot('sent');
          expect(await balanceOn('0x1', to)).to.equal(ETH_WEI);
        });
      }
    }
  }
});

// Last: the wallets announced here stay in the page's directory for any test after.
describe('hostile wallets', () => {
  it('names are text, cleaned and cut; an icon is an <img> only for a data:image URI; no wallet without a uuid or a request()', async () => {
    const provider = { request: () => Promise.reject(rpcError(4001, 'never asked here')) };
    const hostile = [
      {
        uuid: 'hostile-markup',
        name: '<img src=x onerror="__hostile=1">Evil',
        icon: 'javascript:window.__hostile=2',
      },
      {
        uuid: 'hostile-bidi',
        name: '\u202Elat\u200Bsi\u2066W\u2069 \u200Fevil',
        icon: 'https://wallet.example/icon.png',
      },
      {
        uuid: 'hostile-long',
        name: `Long${'W'.repeat(300)}`,
        icon: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><script>window.__hostile=3</script><rect width="24" height="24" fill="red"/></svg>')}`,
      },
      { uuid: 'hostile-huge-icon', name: 'Huge icon', icon: `data:image/png;base64,${'A'.repeat(100_000)}` },
      { uuid: 'hostile-html-icon', name: 'HTML icon', icon: 'data:text/html,<script>window.__hostile=4</script>' },
    ];
    const stops = [
      ...hostile.map((info) => announce(info, provider)),
      announce({ name: 'No uuid', icon: ICON }, provider),
      announce({ uuid: 'no-request', name: 'No request' }, { send: () => null }),
      announce({ uuid: 'request-not-a-function', name: 'Not a function' }, { request: 'eth_sendTransaction' }),
      announce({ uuid: '   ', name: 'Blank uuid' }, provider),
      announce({ uuid: 'hidden-name', name: '\u200B\u2066\u2069' }, provider),
    ];
    try {
      const { el } = await mount(ethInvoice(freshAddress()));
      await el.updateComplete;
      const byId: Record<string, HTMLButtonElement> = Object.fromEntries(
        buttons(el).map((node) => [node.dataset['wallet'], node]),
      );
      expect(Object.keys(byId)).to.deep.equal([WALLET_ID, ...hostile.map(({ uuid }) => `eip6963:${uuid}`)]);
      const label = (uuid: string) => byId[`eip6963:${uuid}`]!.textContent!.trim();
      expect(label('hostile-markup')).to.equal('Pay with <img src=x onerror="__hostile=1">Evil');
      expect(label('hostile-bidi')).to.equal('Pay with latsiW evil');
      expect(label('hostile-long')).to.equal(`Pay with Long${'W'.repeat(35)}…`);
      for (const node of Object.values(byId)) {
        // Text and, at most, one picture: nothing the name could have made.
        for (const child of node.querySelectorAll('*')) expect(['IMG', 'SPAN']).to.include(child.tagName);
        const images = node.querySelectorAll('img');
        expect(images.length).to.be.at.most(1);
        for (const image of images) expect(image.getAttribute('src')).to.match(/^data:image\/(png|svg\+xml)[;,]/);
      }
      expect(byId[`eip6963:hostile-long`]!.querySelector('img')).to.exist;
      for (const uuid of ['hostile-markup', 'hostile-bidi', 'hostile-huge-icon', 'hostile-html-icon']) {
        expect(byId[`eip6963:${uuid}`]!.querySelector('img'), uuid).to.equal(null);
      }
      await nextFrame();
      expect((window as { __hostile?: unknown }).__hostile).to.equal(undefined);
      await expect(el).to.be.accessible();
    } finally {
      stops.forEach((stop) => stop());
    }
  });
});
