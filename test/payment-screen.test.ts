// The payment screen as a payer meets it: the QR code and what it holds, "Open in wallet", the memo
// confirmation, the phone layout and the countdown's bar.
import { expect, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { CryptoCheckout } from '../src/index.js';
import { WALLET_WAIT_MS } from '../src/controllers/wallet-link-controller.js';
import { ADDRESSES, invoiceDocument, type Fixture } from '../fixtures/invoices.js';
import { decodeQr } from './helpers/decode-qr.js';
import { $, confirmMemo, mount, mountIn, text } from './helpers/element.js';

const XLM = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';
const TON = 'EQD4FPq-PRDieyQKkizFTRtSDyucUIqrj0v_zXJmqaDp6_0t';

/** An invoice of `fixture` moved to another coin, network and deposit address. */
function invoiceOn(fixture: Fixture, coin: Record<string, string>, address: string) {
  const document = invoiceDocument(fixture);
  Object.assign(document.data.attributes, coin);
  document.included[0]!.attributes = { value: address };
  return document;
}

const stellar = () =>
  invoiceOn(
    'btc',
    { amountCharged: '12.5', chargedCurrency: 'XLM', network: 'stellar', networkName: 'Stellar' },
    `${XLM}?memo=order-1001&memo_type=text`,
  );
const ton = () =>
  invoiceOn(
    'btc',
    { amountCharged: '2.5', chargedCurrency: 'TON', network: 'ton', networkName: 'TON' },
    `${TON}?text=Order 1001`,
  );
const eth = () =>
  invoiceOn(
    'btc',
    { amountCharged: '0.017385225861871095', chargedCurrency: 'ETH', network: 'ethereum', networkName: 'Ethereum' },
    ADDRESSES.eth,
  );

const qrSvg = (el: CryptoCheckout) => el.shadowRoot!.querySelector<SVGSVGElement>('svg[part~="qr-code"]');
const qrText = async (el: CryptoCheckout) => decodeQr(qrSvg(el)!);
const choice = (el: CryptoCheckout, name: RegExp) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="qr-choice"] button')].find((button) =>
    name.test(button.textContent!),
  )!;

afterEach(() => sinon.restore());

describe('payment screen', () => {
  describe('what the QR code holds', () => {
    const uris: [string, () => unknown, string][] = [
      ['BTC (BIP21)', () => invoiceDocument('btc'), `bitcoin:${ADDRESSES.btc}?amount=0.00081234`],
      ['LTC (BIP21)', () => invoiceDocument('ltc'), `litecoin:${ADDRESSES.ltc}?amount=0.71234567`],
      ['ETH, 18 decimals in exact wei (ERC-681)', eth, `ethereum:${ADDRESSES.eth}@1?value=17385225861871095`],
      [
        'XLM with its memo (SEP-7)',
        stellar,
        `web+stellar:pay?destination=${XLM}&amount=12.5&memo=order-1001&memo_type=MEMO_TEXT`,
      ],
      ['TON with its comment', ton, `ton://transfer/${TON}?amount=2500000000&text=Order%201001`],
    ];
    for (const [name, invoice, uri] of uris) {
      it(`qr="uri": ${name} decodes to the payment URI, and "Address only" switches it back`, async () => {
        const { el } = await mount(invoice(), { qr: 'uri', 'memo-confirm': 'off' });
        expect(await qrText(el)).to.equal(uri);
        expect(qrSvg(el)!.getAttribute('aria-label')).to.match(/^QR code of a payment request: .+ to /);
        expect(choice(el, /With amount/).getAttribute('aria-pressed')).to.equal('true');
        choice(el, /Address only/).click();
        await el.updateComplete;
        const address = $(el, '[part~="address"]')!.textContent!;
        expect(await qrText(el)).to.equal(address);
        expect(qrSvg(el)!.getAttribute('aria-label')).to.equal(`QR code of the deposit address ${address}`);
        expect(choice(el, /Address only/).getAttribute('aria-pressed')).to.equal('true');
      });
    }

    it('holds the address by default, and the payer can choose the amount too', async () => {
      const { el } = await mount(invoiceDocument('btc'));
      expect(await qrText(el)).to.equal(ADDRESSES.btc);
      choice(el, /With amount/).click();
      await el.updateComplete;
      expect(await qrText(el)).to.equal(`bitcoin:${ADDRESSES.btc}?amount=0.00081234`);
    });

    it('says beside the code whether it carries the memo', async () => {
      const { el } = await mount(stellar(), { 'memo-confirm': 'off' });
      expect(text(el)).to.contain('This code holds the address only: enter the memo yourself.');
      choice(el, /With amount/).click();
      await el.updateComplete;
      expect(text(el)).to.contain('This code includes the memo.');
    });

    for (const [name, fixtureName] of [
      ['USDT on Tron', 'usdt-tron'],
      ['USDC on Ethereum', 'usdc'],
      ['XRP', 'xrp'],
    ] as const) {
      it(`keeps the bare address for ${name}, even with qr="uri", and offers no switch or wallet link`, async () => {
        const { el } = await mount(invoiceDocument(fixtureName), { qr: 'uri', 'memo-confirm': 'off' });
        expect(await qrText(el)).to.equal($(el, '[part~="address"]')!.textContent);
        expect($(el, '[part~="qr-choice"]')).to.equal(null);
        expect($(el, '[part~="wallet-link"]')).to.equal(null);
      });
    }
  });

  describe('Open in wallet', () => {
    it('links to the payment URI', async () => {
      const { el } = await mount(eth());
      const link = $(el, 'a[part~="wallet-link"]') as HTMLAnchorElement;
      expect(link.textContent).to.equal('Open in wallet');
      expect(link.getAttribute('href')).to.equal(`ethereum:${ADDRESSES.eth}@1?value=17385225861871095`);
    });

    /** Presses the wallet link without leaving the test page: the host cancels the navigation, as no app would take it. */
    async function pressWalletLink(el: CryptoCheckout) {
      el.addEventListener('click', (event) => event.preventDefault(), { once: true });
      $(el, 'a[part~="wallet-link"]')!.click();
      await el.updateComplete;
    }

    it('says so and points to the copy fields when the page is still there a moment later', async () => {
      const { el } = await mount(invoiceDocument('btc'));
      sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await pressWalletLink(el);
      sinon.clock.tick(WALLET_WAIT_MS - 1);
      await el.updateComplete;
      expect(text(el)).not.to.contain('No wallet app opened');
      sinon.clock.tick(1);
      await el.updateComplete;
      expect(text(el)).to.contain('No wallet app opened. Copy the amount and the address into your wallet instead.');
    });

    it('says nothing when the page lost focus (an app took the link)', async () => {
      const { el } = await mount(invoiceDocument('btc'));
      sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await pressWalletLink(el);
      window.dispatchEvent(new FocusEvent('blur'));
      sinon.clock.tick(WALLET_WAIT_MS);
      await el.updateComplete;
      expect(text(el)).not.to.contain('No wallet app opened');
    });
  });

  describe('memo networks: the payer confirms the memo before anything to pay to shows', () => {
    it('XRP: the tag first and large, then the confirmation; no address, QR code or wallet link before it', async () => {
      const { el } = await mount(invoiceDocument('xrp'));
      expect($(el, '[part~="memo"]')!.textContent).to.equal(ADDRESSES.xrpTag);
      expect($(el, '[part~="address"]')).to.equal(null);
      expect(qrSvg(el)).to.equal(null);
      expect($(el, '[part~="wallet-link"]')).to.equal(null);
      expect(text(el)).not.to.contain(ADDRESSES.xrp);
      const confirm = $(el, '[part~="memo-confirm"]')!;
      expect(confirm.textContent!.trim()).to.equal(`I will include destination tag ${ADDRESSES.xrpTag}`);
      await confirmMemo(el);
      expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.xrp);
      expect(await qrText(el)).to.equal(ADDRESSES.xrp);
    });

    it('confirms by keyboard, and the keyboard goes on at the address', async () => {
      const { el } = await mount(stellar());
      $(el, '[part~="memo-confirm"]')!.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      await nextFrame();
      expect($(el, '[part~="address"]')!.textContent).to.equal(XLM);
      expect(el.shadowRoot!.activeElement === $(el, '[part~="address"]')).to.equal(true);
    });

    it('memo-confirm="off" shows the address, QR code and wallet link at once', async () => {
      const { el } = await mount(ton(), { 'memo-confirm': 'off' });
      expect($(el, '[part~="memo-confirm"]')).to.equal(null);
      expect($(el, '[part~="address"]')!.textContent).to.equal(TON);
      expect(qrSvg(el)).to.not.equal(null);
      expect($(el, '[part~="wallet-link"]')).to.not.equal(null);
    });

    it('asks again for a new invoice', async () => {
      const { el } = await mount(invoiceDocument('xrp'));
      await confirmMemo(el);
      const next = invoiceDocument('xrp');
      next.data.id = 'inv_xrp_02';
      el.invoice = next;
      await el.updateComplete;
      expect($(el, '[part~="memo-confirm"]')).to.not.equal(null);
      expect($(el, '[part~="address"]')).to.equal(null);
    });
  });

  describe('on a phone', () => {
    it('leads with the wallet link and the address, the QR code folded behind "Pay from another device"', async () => {
      const el = await mountIn(320, invoiceDocument('btc'));
      const details = $(el, 'details[part~="other-device"]') as HTMLDetailsElement;
      expect(details.open).to.equal(false);
      expect(details.querySelector('summary')!.textContent).to.equal('Pay from another device');
      expect(details.contains(qrSvg(el))).to.equal(true);
      const wallet = $(el, '[part~="wallet-link"]')!;
      // In reading order: amount, warning, wallet link, address, then the folded QR code.
      const order = ['[part~="amount"]', '[part~="warning"]', '[part~="wallet-link"]', '[part~="address"]', 'details'];
      const nodes = order.map((selector) => $(el, selector)!);
      for (let i = 1; i < nodes.length; i++) {
        expect(nodes[i - 1]!.compareDocumentPosition(nodes[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
      }
      expect(wallet.classList.contains('primary')).to.equal(true);
      expect(text(el)).not.to.contain("Scan with your phone's wallet");
    });

    it('at 320×568 the time left, the amount and "Open in wallet" are on the first screen', async () => {
      const el = await mountIn(320, invoiceDocument('btc'));
      const top = el.getBoundingClientRect().top;
      for (const selector of ['[role="timer"]', '[part~="amount"]', '[part~="wallet-link"]']) {
        const box = $(el, selector)!.getBoundingClientRect();
        expect(box.height, selector).to.be.greaterThan(0);
        expect(box.bottom - top, selector).to.be.at.most(568);
      }
    });

    it('on a wide card the QR code leads, labelled for a phone wallet', async () => {
      const el = await mountIn(600, invoiceDocument('btc'));
      expect($(el, 'details')).to.equal(null);
      expect(text(el)).to.contain("Scan with your phone's wallet");
      const qr = qrSvg(el)!;
      expect(qr.compareDocumentPosition($(el, '[part~="address"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(
        0,
      );
    });
  });

  describe('the address against look-alikes', () => {
    it('is shown in groups of four, its first and last four characters emphasised, and reads and copies whole', async () => {
      const { el } = await mount(invoiceDocument('btc'));
      const address = $(el, '[part~="address"]')!;
      const groups = [...address.querySelectorAll('span')].map((span) => span.textContent);
      expect(groups.join('')).to.equal(ADDRESSES.btc);
      expect(groups.every((group) => group!.length <= 4)).to.equal(true);
      // The first and last groups are marked (the accent colour on a tint), the others not.
      const marked = [...address.querySelectorAll('span')]
        .filter((span) => getComputedStyle(span).backgroundColor !== 'rgba(0, 0, 0, 0)')
        .map((span) => span.textContent);
      expect(marked).to.deep.equal([ADDRESSES.btc.slice(0, 4), ADDRESSES.btc.slice(-4)]);
      expect(address.textContent).to.equal(ADDRESSES.btc);
    });
  });

  describe('the countdown', () => {
    it('sits at the top with a bar of the time left that turns to the warning colour in the last 5 minutes', async () => {
      const now = Date.parse('2026-11-22T10:00:00.000Z');
      sinon.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el } = await mount(invoiceDocument('btc', { now }));
      const countdown = $(el, '[part~="countdown"]')!;
      expect($(el, 'header')!.contains(countdown)).to.equal(true);
      expect(countdown.style.getPropertyValue('--left')).to.equal('1');
      sinon.clock.tick(10 * 60_000);
      expect(Number(countdown.style.getPropertyValue('--left'))).to.equal(0.5);
      expect(countdown.classList.contains('low')).to.equal(false);
      sinon.clock.tick(5 * 60_000);
      expect(countdown.classList.contains('low')).to.equal(true);
      expect($(el, '[role="timer"]')!.textContent).to.equal('5:00');
    });
  });
});
