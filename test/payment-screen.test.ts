// The payment screen as a payer meets it: the QR code and what it holds, "Open in wallet", the memo
// confirmation, the phone layout and the countdown's bar.
import { expect, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { CryptoCheckout } from '../src/index.js';
import { WALLET_WAIT_MS } from '../src/ui/controllers/wallet-link-controller.js';
import { ADDRESSES, invoiceDocument, type Fixture } from '../fixtures/invoices.js';
import { decodeQr } from './helpers/decode-qr.js';
import { $, confirmMemo, mount, mountIn, text } from './helpers/element.js';
import '../src/i18n/locales/ar.js';
import '../src/i18n/locales/de.js';
import '../src/i18n/locales/fr.js';
import '../src/i18n/locales/hi.js';

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
/** The warning under a code of the bare address: what the payer enters by hand. */
const byHand = (el: CryptoCheckout) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="warning"]')].find((node) =>
    node.textContent!.startsWith('This code holds the address only'),
  ) ?? null;
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
      it(`${name}: decodes to the payment URI by default, and "Address only" switches to the address with a warning`, async () => {
        const { el } = await mount(invoice(), { 'memo-confirm': 'off' });
        expect(await qrText(el)).to.equal(uri);
        expect(qrSvg(el)!.getAttribute('aria-label')).to.match(/^QR code of a payment request: .+ to /);
        expect(choice(el, /With amount/).getAttribute('aria-pressed')).to.equal('true');
        expect(byHand(el)).to.equal(null);
        await expect(el).to.be.accessible();
        choice(el, /Address only/).click();
        await el.updateComplete;
        const address = $(el, '[part~="address"]')!.textContent!;
        expect(await qrText(el)).to.equal(address);
        expect(qrSvg(el)!.getAttribute('aria-label')).to.equal(`QR code of the deposit address ${address}`);
        expect(choice(el, /Address only/).getAttribute('aria-pressed')).to.equal('true');
        expect(byHand(el)!.textContent).to.match(
          /^This code holds the address only: enter the amount( and the \w+)? yourself\.$/,
        );
        await expect(el).to.be.accessible();
      });
    }

    it('qr="address" holds the address first, says the amount is to be entered, and "With amount" switches', async () => {
      const { el } = await mount(invoiceDocument('btc'), { qr: 'address' });
      expect(await qrText(el)).to.equal(ADDRESSES.btc);
      expect(byHand(el)!.textContent).to.equal('This code holds the address only: enter the amount yourself.');
      choice(el, /With amount/).click();
      await el.updateComplete;
      expect(await qrText(el)).to.equal(`bitcoin:${ADDRESSES.btc}?amount=0.00081234`);
      expect(byHand(el)).to.equal(null);
    });

    it('on a phone the code behind "Pay from another device" holds the payment URI too', async () => {
      const el = await mountIn(320, invoiceDocument('btc'));
      expect($(el, 'details[part~="other-device"]')!.contains(qrSvg(el))).to.equal(true);
      expect(await qrText(el)).to.equal(`bitcoin:${ADDRESSES.btc}?amount=0.00081234`);
    });

    it('says beside the code whether it carries the memo', async () => {
      const { el } = await mount(stellar(), { 'memo-confirm': 'off' });
      expect(text(el)).to.contain('This code includes the memo.');
      choice(el, /Address only/).click();
      await el.updateComplete;
      expect(text(el)).not.to.contain('This code includes the memo.');
      expect(byHand(el)!.textContent).to.equal(
        'This code holds the address only: enter the amount and the memo yourself.',
      );
    });

    for (const [name, fixtureName, note] of [
      ['USDT on Tron', 'usdt-tron', 'enter the amount yourself'],
      ['USDC on Ethereum', 'usdc', 'enter the amount yourself'],
      ['XRP', 'xrp', 'enter the amount and the destination tag yourself'],
    ] as const) {
      it(`keeps the bare address for ${name}, offers no switch or wallet link, and warns: ${note}`, async () => {
        const { el } = await mount(invoiceDocument(fixtureName), fixtureName === 'xrp' ? {} : { qr: 'uri' });
        if (fixtureName === 'xrp') await confirmMemo(el);
        expect(await qrText(el)).to.equal($(el, '[part~="address"]')!.textContent);
        expect($(el, '[part~="qr-choice"]')).to.equal(null);
        expect($(el, '[part~="wallet-link"]')).to.equal(null);
        expect(byHand(el)!.textContent).to.equal(`This code holds the address only: ${note}.`);
        // As visible as the network warning: the same part, box, colours and size.
        const [network, warning] = [$(el, '[part~="network"] [part~="warning"]')!, byHand(el)!].map((node) =>
          getComputedStyle(node),
        );
        for (const property of ['backgroundColor', 'color', 'fontSize', 'fontWeight', 'paddingInlineStart'] as const)
          expect(warning[property], property).to.equal(network[property]);
        expect(warning.backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
        await expect(el).to.be.accessible();
      });
    }
  });

  describe('one number style on the screen, in every language', () => {
    // 1.234 ETH is where a German reader, primed by a rate written 3.501,9, would read a thousand.
    const numbers = () =>
      invoiceOn(
        'btc',
        {
          amountCharged: '1.234',
          chargedCurrency: 'ETH',
          network: 'ethereum',
          networkName: 'Ethereum',
          amountBilled: '4321.5',
          exchangeRate: '3501.9',
        },
        ADDRESSES.eth,
      );

    for (const lang of ['de', 'fr', 'ar', 'hi']) {
      it(`${lang}: the amount, the order total and the rate are the service's digits, \`.\` before the fraction`, async () => {
        const { el } = await mount(numbers(), { lang });
        expect($(el, '[part~="base"]')!.getAttribute('lang')).to.equal(lang);
        const section = $(el, 'section.field')!;
        const folded = section.textContent!.replace(/\s+/g, ' ');
        expect($(el, '[part~="amount"] .value')!.textContent).to.equal('1.234');
        expect(folded).to.contain('4321.5 EUR');
        expect(folded).to.contain('1 ETH = 3501.9 EUR');
        // No grouping and no other decimal sign anywhere in the amount, the total or the rate (French groups with
        // U+202F, German with a dot, Hindi in lakhs).
        const tokens = folded.match(/\d[\d.,\u00a0\u202f\u066b\u066c]*\d|\d/g)!;
        expect(tokens.filter((token) => !/^\d+(\.\d+)?$/.test(token))).to.deep.equal([]);
        await expect(el).to.be.accessible();
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

    it('at 320 px a long amount (18 decimals of ether) shows whole: its copy button moves under it', async () => {
      for (const [invoice, beside] of [
        [eth(), false],
        [invoiceDocument('btc'), true],
      ] as const) {
        const el = await mountIn(320, invoice);
        const amount = $(el, '[part~="amount"]')!;
        const value = amount.querySelector('.value')!.getBoundingClientRect();
        const button = amount.parentElement!.querySelector('button')!.getBoundingClientRect();
        const card = $(el, '[part~="base"]')!.getBoundingClientRect();
        expect(value.right, 'inside the card').to.be.at.most(card.right);
        const overlaps =
          value.left < button.right &&
          button.left < value.right &&
          value.top < button.bottom &&
          button.top < value.bottom;
        expect(overlaps, 'the button covers none of the digits').to.equal(false);
        expect(button.top < value.bottom, 'the button beside the amount').to.equal(beside);
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

  describe("the payment service's page", () => {
    // The last link: an exchange order's own link (part `link` too) comes before it.
    const link = (el: CryptoCheckout) =>
      [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[part~="link"]')].at(-1)!;

    it('is named for what it is, and is a target at least 24 × 24 px, on a phone and wide', async () => {
      for (const width of [320, 600]) {
        const el = await mountIn(width, invoiceDocument('btc'));
        expect(link(el).textContent).to.equal("Pay on the payment service's page");
        expect(link(el).href).to.equal('https://pay.example/invoices/inv_btc_01');
        const { width: across, height } = link(el).getBoundingClientRect();
        expect(height, `height at ${width} px`).to.be.at.least(24);
        expect(across, `width at ${width} px`).to.be.at.least(24);
        await expect(el).to.be.accessible();
        // One card at a time: two would be two banner landmarks on the page.
        el.parentElement!.remove();
      }
    });

    it('is named in the language of the page', async () => {
      const { el } = await mount(invoiceDocument('exchange-pay'), { lang: 'de' });
      expect(link(el).textContent).to.equal('Auf der Seite des Zahlungsdienstes bezahlen');
      expect(link(el).href).to.equal('https://pay.example/invoices/inv_exchange_pay_01');
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
