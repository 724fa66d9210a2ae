// The screens after the payment screen, and the states the payer's journey added: every one says what happened,
// gives a reference to quote and a next step.
import { expect, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import type { CryptoCheckout } from '../src/index.js';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
import { $, confirmMemo, copyButton, mount, mountIn, respond, text, waitFor } from './helpers/element.js';

afterEach(() => sinon.restore());

const button = (el: CryptoCheckout, name: RegExp) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('button, a.button')].find((candidate) =>
    name.test(candidate.textContent!),
  );

describe('outcome screens', () => {
  describe('every screen after payment gives a reference and the amounts', () => {
    for (const status of ['processing', 'on_hold', 'completed', 'expired', 'cancelled', 'rejected']) {
      it(`${status}: the invoice id, the order reference, the paid amount and the order total`, async () => {
        const { el } = await mount(invoiceDocument('btc', { status }), { 'no-redirect': '' });
        const reference = $(el, '[part~="reference"]')!;
        expect(reference.textContent).to.contain('inv_btc_01');
        expect(reference.textContent).to.contain('order-btc-1001');
        expect(text(el)).to.contain('0.00081234 BTC');
        expect(text(el)).to.contain('49.99 EUR');
      });
    }

    it('processing says what it waits for, that the page may close, and shows progress', async () => {
      const { el } = await mount(invoiceDocument('btc', { status: 'processing' }));
      expect(text(el)).to.contain('Waiting for network confirmation. You can close this page');
      expect($(el, '.spinner')).to.not.equal(null);
    });

    it('an expired invoice tells a payer whose payment is on its way what to do', async () => {
      const { el } = await mount(invoiceDocument('btc', { status: 'expired' }), { 'no-redirect': '' });
      expect(text(el)).to.contain('Already sent a payment? Do not send another: contact the shop.');
      expect($(el, '[part~="renew"]')).to.equal(null);
    });
  });

  describe('Get a new rate', () => {
    it('fires a cancelable checkout-renew; not cancelled, the element waits for the new invoice', async () => {
      const { el, events } = await mount(invoiceDocument('btc', { status: 'expired' }), { renewable: '' });
      const renew = $(el, '[part~="renew"]')!;
      expect(renew.textContent!.trim()).to.equal('Get a new rate');
      renew.click();
      await el.updateComplete;
      expect(events['checkout-renew']).to.deep.equal([{ invoiceId: 'inv_btc_01', reference: 'order-btc-1001' }]);
      expect(el.status).to.equal('loading');
      expect(text(el)).to.contain('Getting a new rate…');
      const next = invoiceDocument('btc');
      next.data.id = 'inv_btc_02';
      el.invoice = next;
      await el.updateComplete;
      expect(el.status).to.equal('pending');
      expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.btc);
    });

    it('cancelled by the host, it keeps the expired screen', async () => {
      const { el } = await mount(invoiceDocument('btc', { status: 'expired' }), { renewable: '' });
      el.addEventListener('checkout-renew', (event) => event.preventDefault());
      $(el, '[part~="renew"]')!.click();
      await el.updateComplete;
      expect(el.status).to.equal('expired');
      expect(text(el)).to.contain('This payment has expired');
    });

    it('stops the redirect that expiry planned', async () => {
      sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el, navigations } = await mount(invoiceDocument('btc', { status: 'expired' }), { renewable: '' });
      $(el, '[part~="renew"]')!.click();
      sinon.clock.tick(10_000);
      expect(navigations).to.deep.equal([]);
    });
  });

  describe('Stay on this page', () => {
    it('cancels the navigation and leaves a link back to the shop', async () => {
      sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el, navigations, events } = await mount(invoiceDocument('btc', { status: 'completed' }));
      expect(text(el)).to.contain('Taking you back to the shop in 5 seconds.');
      expect(button(el, /Continue now/)).to.not.equal(undefined);
      button(el, /Stay on this page/)!.click();
      await el.updateComplete;
      sinon.clock.tick(10_000);
      await el.updateComplete;
      expect(navigations).to.deep.equal([]);
      expect(events['checkout-redirect']).to.deep.equal([]);
      expect(text(el)).not.to.contain('Taking you back');
      const back = button(el, /Return to the shop/) as HTMLAnchorElement;
      expect(back.href).to.equal('https://shop.example/checkout/success?order=1001');
    });

    it('"Continue now" still follows at once, and the host may still veto it', async () => {
      const { el, navigations } = await mount(invoiceDocument('btc', { status: 'completed' }));
      el.addEventListener('checkout-redirect', (event) => event.preventDefault(), { once: true });
      button(el, /Continue now/)!.click();
      await el.updateComplete;
      expect(navigations).to.deep.equal([]);
    });
  });

  describe('expiry without a race', () => {
    const FAILED = 'https://shop.example/checkout/failed?order=1001';
    /** The colour of a cancelled invoice's icon: the error colour expiry must not take. */
    let errorColour: string;
    before(async () => {
      const { el } = await mount(invoiceDocument('btc', { status: 'cancelled' }), { 'no-redirect': '' });
      errorColour = getComputedStyle($(el, '[part~="message"] .icon')!).color;
    });

    it('renewable: "Get a new rate" is the one primary action, "Return to the shop" beside it, and nothing counts down', async () => {
      sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el, navigations, events } = await mount(invoiceDocument('btc', { status: 'expired' }), {
        renewable: '',
        'redirect-delay': '1',
      });
      const renew = button(el, /Get a new rate/)!;
      const back = button(el, /Return to the shop/) as HTMLAnchorElement;
      expect(renew.classList.contains('primary')).to.equal(true);
      expect(back.classList.contains('primary')).to.equal(false);
      expect(el.shadowRoot!.querySelectorAll('.primary')).to.have.length(1);
      expect(back.href).to.equal(FAILED);
      sinon.clock.tick(60_000);
      await el.updateComplete;
      expect(text(el)).not.to.contain('Taking you back');
      expect(navigations).to.deep.equal([]);
      expect(events['checkout-redirect']).to.deep.equal([]);
      // The payer chooses to leave: the element follows, once, as its redirect would have.
      back.click();
      await el.updateComplete;
      expect(navigations).to.deep.equal([FAILED]);
      expect(events['checkout-redirect']).to.deep.equal([{ url: FAILED, status: 'expired' }]);
    });

    it('renewable with no-redirect: checkout-redirect waits for the payer too', async () => {
      const { el, events, navigations } = await mount(invoiceDocument('btc', { status: 'expired' }), {
        renewable: '',
        'no-redirect': '',
      });
      expect(events['checkout-redirect']).to.deep.equal([]);
      button(el, /Return to the shop/)!.click();
      await el.updateComplete;
      expect(events['checkout-redirect']).to.deep.equal([{ url: FAILED, status: 'expired' }]);
      expect(navigations).to.deep.equal([]);
    });

    it('reads calm: no error colour or sign, the caution and the references kept', async () => {
      const { el } = await mount(invoiceDocument('btc', { status: 'expired' }), { 'no-redirect': '' });
      const title = $(el, '.title')!;
      const textColour = getComputedStyle($(el, '.facts dd')!).color;
      expect(getComputedStyle(title).color).to.equal(textColour);
      expect($(el, '[part~="message"] .icon')!.textContent).not.to.contain('!');
      expect(getComputedStyle($(el, '[part~="message"] .icon')!).color).not.to.equal(errorColour);
      const caution = [...el.shadowRoot!.querySelectorAll('p')].find((p) => /Already sent/.test(p.textContent!))!;
      expect(getComputedStyle(caution).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
      expect($(el, '[part~="reference"]')!.textContent).to.contain('inv_btc_01');
      expect(button(el, /Return to the shop/)).to.not.equal(undefined);
    });
  });

  describe('a next step on every outcome', () => {
    const SUCCESS = 'https://shop.example/checkout/success?order=1001';
    const FAILED = 'https://shop.example/checkout/failed?order=1001';
    const outcomes: [string, string][] = [
      ['processing', SUCCESS],
      ['on_hold', SUCCESS],
      ['completed', SUCCESS],
      ['expired', FAILED],
      ['cancelled', FAILED],
      ['rejected', FAILED],
    ];
    for (const [status, url] of outcomes) {
      it(`${status}: "Return to the shop" to its URL, else "You can close this page"`, async () => {
        const { el } = await mount(invoiceDocument('btc', { status }), { 'no-redirect': '' });
        expect((button(el, /Return to the shop/) as HTMLAnchorElement).href).to.equal(url);
        const bare = await mount(
          invoiceDocument('btc', { status, successRedirectUrl: null, unsuccessRedirectUrl: null }),
          { 'no-redirect': '' },
        );
        expect(button(bare.el, /Return to the shop/)).to.equal(undefined);
        expect(text(bare.el)).to.contain('You can close this page');
      });
    }

    it('a payment received says the page may close once, in its own words', async () => {
      const { el } = await mount(invoiceDocument('btc', { status: 'processing', successRedirectUrl: null }), {
        'no-redirect': '',
      });
      expect(text(el).match(/You can close this page/g)).to.have.length(1);
    });

    it('in every language the words are its own', async () => {
      await import('../src/i18n/locales/ar.js');
      const { el } = await mount(
        invoiceDocument('btc', { status: 'on_hold', successRedirectUrl: null, unsuccessRedirectUrl: null }),
        { lang: 'ar' },
      );
      expect(text(el)).to.contain('يمكنك إغلاق هذه الصفحة.');
    });
  });

  describe('long ids: whole at hyphens, and copyable', () => {
    // Ids as services and shops write them: dated, with UUIDs, hyphen after hyphen.
    const ID = 'inv-2026-11-27-8f3c2a9e-41b7-4d0e-9a6f-2c8e5b1d7f30';
    const REFERENCE = 'order-2026-11-27-customer-100234-split-shipment-2';

    /** A completed BTC invoice with those ids. */
    function withLongIds() {
      const document = invoiceDocument('btc', { status: 'completed' });
      document.data.id = ID;
      document.data.attributes.reference = REFERENCE;
      return document;
    }

    /** The box that shows `value`: the element in the references whose text is exactly it. */
    const box = (el: CryptoCheckout, value: string) =>
      [...$(el, '[part~="reference"]')!.querySelectorAll<HTMLElement>('dd, dd *')].find(
        (node) => node.textContent === value,
      )!;

    /** The text of each line `node` is drawn on, from the box of each of its characters. */
    function lines(node: HTMLElement): string[] {
      const found: { top: number; text: string }[] = [];
      const range = document.createRange();
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (let index = 0; index < text.textContent!.length; index++) {
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const { top, height } = range.getClientRects()[0]!;
          const line = found.at(-1);
          if (line && top < line.top + height / 2) line.text += text.textContent![index];
          else found.push({ top, text: text.textContent![index]! });
        }
      }
      return found.map(({ text }) => text);
    }

    it('at 320 px, no line of an id ends at a hyphen, nor starts with one', async () => {
      const el = await mountIn(320, withLongIds(), { 'no-redirect': '' });
      for (const value of [ID, REFERENCE]) {
        const drawn = lines(box(el, value));
        expect(drawn.length, `${value} wraps`).to.be.greaterThan(1);
        expect(drawn.join('')).to.equal(value);
        const atHyphen = drawn.filter((line, index) => /-$/.test(line) || (index > 0 && /^-/.test(line)));
        expect(atHyphen, drawn.join(' | ')).to.deep.equal([]);
      }
    });

    it('each id has a copy button that copies exactly it and fires checkout-copy', async () => {
      const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
      const { el, events } = await mount(withLongIds(), { 'no-redirect': '' });
      copyButton(el, /^\s*Copy Invoice\s*$/).click();
      await oneEvent(el, 'checkout-copy');
      copyButton(el, /^\s*Copy Order\s*$/).click();
      await oneEvent(el, 'checkout-copy');
      expect(writeText.args).to.deep.equal([[ID], [REFERENCE]]);
      expect(events['checkout-copy']).to.deep.equal([
        { field: 'invoice-id', value: ID, ok: true },
        { field: 'order-reference', value: REFERENCE, ok: true },
      ]);
      expect($(el, '[role="status"]')!.textContent).to.contain('Order copied.');
    });

    it('refused, the copy selects the id for the payer to copy by hand', async () => {
      sinon.stub(navigator.clipboard, 'writeText').rejects(new DOMException('denied', 'NotAllowedError'));
      sinon.stub(document, 'execCommand').returns(false);
      const { el, events } = await mount(withLongIds(), { 'no-redirect': '' });
      copyButton(el, /Copy Invoice/).click();
      await oneEvent(el, 'checkout-copy');
      expect(events['checkout-copy']).to.deep.equal([{ field: 'invoice-id', value: ID, ok: false }]);
      expect(document.getSelection()!.toString()).to.equal(ID);
      expect(text(el)).to.match(/press (Ctrl|⌘)\+C/);
    });

    it('in Arabic, each copy button is named in its words, and the ids read left to right', async () => {
      await import('../src/i18n/locales/ar.js');
      const { el } = await mount(withLongIds(), { 'no-redirect': '', lang: 'ar' });
      const names = [...$(el, '[part~="reference"]')!.querySelectorAll('button')].map((button) =>
        button.textContent!.replace(/\s+/g, ' ').trim(),
      );
      expect(names).to.deep.equal(['نسخ الفاتورة', 'نسخ الطلب']);
      expect(getComputedStyle(box(el, ID)).direction).to.equal('ltr');
    });

    it('passes axe at 320 px with the ids and their copy buttons', async () => {
      const el = await mountIn(320, withLongIds(), { 'no-redirect': '' });
      expect($(el, '[part~="reference"]')!.querySelectorAll('[part~="copy-button"]')).to.have.length(2);
      await expect(el).to.be.accessible();
    });
  });

  describe('a load failure offers Try again', () => {
    it('asks src again and shows the invoice when it answers', async () => {
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(new Response('not here', { status: 404 }));
      fetch.resolves(respond(invoiceDocument('btc')));
      const { el, events } = await mount(undefined, { src: '/shop/invoices/1' });
      await waitFor(() => el.status === 'error');
      expect(text(el)).to.contain("The payment couldn't be loaded.");
      button(el, /Try again/)!.click();
      await waitFor(() => el.status === 'pending');
      expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.btc);
      expect(events['checkout-status'].map(({ status }) => status)).to.deep.equal(['error', 'loading', 'pending']);
    });

    it('offers no retry for a document that cannot be read: it would read the same', async () => {
      const { el } = await mount('{not json');
      expect(button(el, /Try again/)).to.equal(undefined);
    });
  });

  describe('accessibility of the new states', () => {
    const states: [string, () => Promise<CryptoCheckout>][] = [
      ['XRP before the tag is confirmed', async () => (await mount(invoiceDocument('xrp'))).el],
      [
        'XRP after the tag is confirmed',
        async () => {
          const { el } = await mount(invoiceDocument('xrp'));
          await confirmMemo(el);
          return el;
        },
      ],
      [
        'the QR code with the amount, and its switch',
        async () => (await mount(invoiceDocument('btc'), { qr: 'uri' })).el,
      ],
      ['a phone-width BTC checkout', () => mountIn(320, invoiceDocument('btc'))],
      ['NFT purchase', async () => (await mount(invoiceDocument('nft'))).el],
      [
        'expired with Get a new rate',
        async () => (await mount(invoiceDocument('btc', { status: 'expired' }), { renewable: '' })).el,
      ],
      [
        'expired, renewable, with Return to the shop beside Get a new rate',
        async () =>
          (await mount(invoiceDocument('btc', { status: 'expired' }), { renewable: '', 'no-redirect': '' })).el,
      ],
      [
        'expired, calm, with no URL: You can close this page',
        async () =>
          (
            await mount(invoiceDocument('btc', { status: 'expired', unsuccessRedirectUrl: null }), {
              'no-redirect': '',
            })
          ).el,
      ],
      ['on hold with Return to the shop', async () => (await mount(invoiceDocument('btc', { status: 'on_hold' }))).el],
      [
        'payment received with Return to the shop',
        async () => (await mount(invoiceDocument('btc', { status: 'processing' }))).el,
      ],
      [
        'complete with no URL: You can close this page',
        async () => (await mount(invoiceDocument('btc', { status: 'completed', successRedirectUrl: null }))).el,
      ],
      [
        'a redirect countdown with Stay on this page',
        async () => (await mount(invoiceDocument('btc', { status: 'completed' }))).el,
      ],
      [
        'a load failure with Try again',
        async () => {
          sinon.stub(window, 'fetch').resolves(new Response('gone', { status: 410 }));
          const { el } = await mount(undefined, { src: '/shop/invoices/1' });
          await waitFor(() => el.status === 'error');
          return el;
        },
      ],
    ];
    for (const [name, render] of states) {
      it(`passes axe: ${name}`, async () => {
        await expect(await render()).to.be.accessible();
      });
    }
  });

  describe('exchange_pay and nft read like a payment', () => {
    it('labels fields in words, formats dates for the language without a copy button, and titles an NFT as a purchase', async () => {
      const { el } = await mount(invoiceDocument('nft'), { lang: 'en-GB' });
      expect($(el, 'h2')!.textContent!.trim()).to.equal('Pay by buying the NFT');
      const instructions = $(el, '[part~="instructions"]')!;
      expect(instructions.textContent).to.contain('Token ID');
      expect(instructions.textContent).to.contain('Collection');
      expect(instructions.textContent).not.to.contain('2026-01-15T09:30');
      const listed = [...instructions.querySelectorAll('.field')].find((field) =>
        /Listed at/.test(field.textContent!),
      )!;
      expect(listed.textContent).to.match(/15 Jan 2026/);
      expect(listed.querySelector('button')).to.equal(null);
      const open = instructions.querySelector('a.button.primary') as HTMLAnchorElement;
      expect(open.textContent).to.equal('Open the NFT listing');
      expect(open.href).to.equal('https://nft.example/buy/4021');
    });

    it('on a phone, the link leads and its QR code waits behind "Pay from another device"', async () => {
      const el = await mountIn(320, invoiceDocument('exchange-pay'));
      const details = $(el, 'details[part~="other-device"]')!;
      expect(details.querySelector('svg[part~="qr-code"]')).to.not.equal(null);
      const open = $(el, 'a.button.primary')!;
      expect(open.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    });
  });
});
