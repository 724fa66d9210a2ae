import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import type { CryptoCheckout } from '../src/index.js';
import { ADDRESSES, invoiceDocument, type Fixture } from '../fixtures/invoices.js';
import { decodeQr } from './helpers/decode-qr.js';
import { $, confirmMemo, copyButton, mount, respond, text, waitFor } from './helpers/element.js';

const XLM = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';

afterEach(() => sinon.restore());

describe('<crypto-checkout>', () => {
  describe('showing what to pay', () => {
    const cases: [Fixture, string, string][] = [
      ['btc', ADDRESSES.btc, 'Bitcoin'],
      ['eth', ADDRESSES.eth, 'Ethereum'],
      ['usdt-tron', ADDRESSES.tron, 'Tron (TRC-20)'],
      ['xrp', ADDRESSES.xrp, 'XRP Ledger'],
    ];
    for (const [name, address, network] of cases) {
      it(`shows a ${name} invoice: amount, network, address and a QR code that decodes to exactly the address`, async () => {
        const document = invoiceDocument(name);
        // Where a payment URI exists the code holds it by default (test/payment-screen.test.ts); here, the address.
        const { el } = await mount(document, { qr: 'address' });
        expect(el.status).to.equal('pending');
        if (name === 'xrp') await confirmMemo(el);
        expect($(el, '[part~="address"]')!.textContent).to.equal(address);
        expect(text(el)).to.contain(network);
        expect(text(el)).to.contain(`Send only ${document.data.attributes.chargedCurrency} on the ${network} network`);
        const svg = el.shadowRoot!.querySelector('svg[part~="qr-code"]') as SVGSVGElement;
        expect(svg.getAttribute('aria-label')).to.contain(address);
        expect(await decodeQr(svg)).to.equal(address);
      });
    }

    it('shows the amount exactly as the string says, never through a float', async () => {
      const { el } = await mount(invoiceDocument('eth'));
      expect($(el, '[part~="amount"]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('0.000000000000000001 ETH');
      expect(text(el)).to.contain('Order total 49.99 EUR');
      expect(text(el)).not.to.match(/undefined|NaN|e-\d/);
    });

    it('R30: splits the XRP destination tag into its own field with a warning that it is required', async () => {
      const { el } = await mount(invoiceDocument('xrp'));
      await confirmMemo(el);
      expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.xrp);
      expect($(el, '[part~="memo"]')!.textContent).to.equal(ADDRESSES.xrpTag);
      expect($(el, '[part~="memo-warning"]')!.textContent).to.contain('destination tag is required');
      expect(text(el)).not.to.contain('?dt=');
      expect(copyButton(el, /Destination tag/)).to.exist;
    });

    it('counts down to the expiry as m:ss', async () => {
      const now = Date.parse('2026-11-22T10:00:00.000Z');
      sinon.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el } = await mount(invoiceDocument('btc', { now }));
      const timer = $(el, '[role="timer"]')!;
      expect(timer.textContent).to.equal('20:00');
      sinon.clock.tick(61_000);
      expect(timer.textContent).to.equal('18:59');
    });

    it('never counts more than the invoice window when the client clock runs behind', async () => {
      const now = Date.parse('2026-11-22T10:00:00.000Z');
      // Created ten minutes in the client's future: its clock is ten minutes behind the service's.
      sinon.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el } = await mount(invoiceDocument('btc', { now: now + 10 * 60_000 }));
      expect($(el, '[role="timer"]')!.textContent).to.equal('20:00');
    });

    it('links to the hosted payment page', async () => {
      const { el } = await mount(invoiceDocument('btc'));
      const link = $(el, 'a[part~="link"]') as HTMLAnchorElement;
      expect(link.textContent).to.equal("Pay on the payment service's page");
      expect(link.href).to.equal('https://pay.example/invoices/inv_btc_01');
    });

    it('shows exchange-app instructions with labelled fields, a QR code of the link and an open button', async () => {
      const { el } = await mount(invoiceDocument('exchange-pay'));
      const instructions = $(el, '[part~="instructions"]')!;
      expect(instructions.textContent).to.contain('Payment ID');
      expect(instructions.textContent).to.contain('29383937493038367292');
      const svg = instructions.querySelector('svg') as SVGSVGElement;
      expect(await decodeQr(svg)).to.equal('https://pay.binance.example/checkout/29383937493038367292');
      const open = instructions.querySelector('a.button') as HTMLAnchorElement;
      expect(open.href).to.equal('https://pay.binance.example/checkout/29383937493038367292');
    });

    it('reads the invoice from the invoice attribute as JSON text', async () => {
      const { el } = await mount(undefined, { invoice: JSON.stringify(invoiceDocument('ltc')) });
      expect(el.status).to.equal('pending');
      expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.ltc);
      expect(el.getAttribute('invoice')).to.contain('"ltc1q');
    });

    it('a page with lang="en_US" (not a BCP 47 tag) still renders the payment and its countdown', async () => {
      const { el } = await mount(undefined, { lang: 'en_US' });
      el.invoice = invoiceDocument('btc');
      await el.updateComplete;
      expect($(el, '[part~="address"]')?.textContent).to.equal(ADDRESSES.btc);
      expect($(el, '[role="timer"]')?.textContent).to.match(/^\d+:\d\d$/);
    });
  });

  describe('accessibility', () => {
    const states: [string, () => unknown][] = [
      ['waiting', () => undefined],
      ['pending BTC', () => invoiceDocument('btc')],
      ['pending XRP', () => invoiceDocument('xrp')],
      ['exchange instructions', () => invoiceDocument('exchange-pay')],
      ['processing', () => invoiceDocument('btc', { status: 'processing' })],
      ['on hold', () => invoiceDocument('btc', { status: 'on_hold' })],
      ['complete', () => invoiceDocument('btc', { status: 'completed' })],
      ['expired', () => invoiceDocument('btc', { status: 'expired' })],
      ['cancelled', () => invoiceDocument('btc', { status: 'cancelled' })],
      ['rejected', () => invoiceDocument('btc', { status: 'rejected' })],
      ['error', () => '{not json'],
    ];
    for (const [name, invoice] of states) {
      it(`passes axe when ${name}`, async () => {
        const { el } = await mount(invoice());
        await expect(el).to.be.accessible();
      });
    }

    it('names the timer and announces only at thresholds, not every second', async () => {
      const now = Date.parse('2026-11-22T10:00:00.000Z');
      sinon.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el } = await mount(invoiceDocument('btc', { now, minutes: 5.1 }));
      const live = $(el, '[role="status"]')!;
      sinon.clock.tick(5_000);
      await el.updateComplete;
      expect(live.textContent).to.equal('');
      sinon.clock.tick(2_000);
      await el.updateComplete;
      expect(live.textContent).to.equal('5 minutes left to pay.');
      sinon.clock.tick(3_000);
      await el.updateComplete;
      expect(live.textContent).to.equal('5 minutes left to pay.');
      sinon.clock.tick(4 * 60_000);
      await el.updateComplete;
      expect(live.textContent).to.equal('1 minute left to pay.');
      expect($(el, '[role="timer"]')!.getAttribute('aria-labelledby')).to.equal('countdown-label');
    });

    it('buttons are native buttons named by what they do, the memo before the address', async () => {
      const { el } = await mount(invoiceDocument('xrp'));
      const names = () =>
        [...el.shadowRoot!.querySelectorAll('button')].map((button) => button.textContent!.replace(/\s+/g, ' ').trim());
      expect(names()).to.deep.equal([
        'Copy Amount to pay',
        'Copy Destination tag',
        `I will include destination tag ${ADDRESSES.xrpTag}`,
      ]);
      await confirmMemo(el);
      expect(names()).to.deep.equal(['Copy Amount to pay', 'Copy Destination tag', 'Copy Deposit address']);
    });
  });

  describe('status', () => {
    it('maps the service statuses and fires checkout-status from the invoice', async () => {
      const { el, events } = await mount(invoiceDocument('btc', { status: 'completed' }), { 'no-redirect': '' });
      expect(el.status).to.equal('complete');
      expect(el.matches(':state(complete)')).to.equal(true);
      expect(events['checkout-status']).to.deep.equal([{ status: 'complete', previous: 'loading' }]);
      expect(text(el)).to.contain('Payment complete');
    });

    it('shows on_hold as processing with its own message', async () => {
      const { el } = await mount(invoiceDocument('btc', { status: 'on_hold' }));
      expect(el.status).to.equal('processing');
      expect(text(el)).to.contain('Payment on hold');
    });

    it('gives each failure its own message', async () => {
      const messages: Record<string, string> = {
        expired: 'This payment has expired',
        cancelled: 'This payment was cancelled',
        rejected: 'This payment was rejected',
      };
      for (const [status, message] of Object.entries(messages)) {
        const { el } = await mount(invoiceDocument('btc', { status, unsuccessRedirectUrl: null }));
        expect(text(el)).to.contain(message);
        expect($(el, '[part~="address"]')?.outerHTML).to.equal(undefined);
      }
    });

    it('R36: acts on a status the host sets, without firing checkout-status', async () => {
      const { el, events, navigations } = await mount(invoiceDocument('btc'), { 'redirect-delay': '0' });
      events['checkout-status'].length = 0;
      el.status = 'complete';
      await el.updateComplete;
      expect(text(el)).to.contain('Payment complete');
      expect(events['checkout-status']).to.deep.equal([]);
      expect(navigations).to.deep.equal(['https://shop.example/checkout/success?order=1001']);
    });

    it('a host writing the service spelling "completed" gets the complete state, not a frozen payment screen', async () => {
      const { el } = await mount(invoiceDocument('btc'), { 'no-redirect': '' });
      (el as unknown as { status: string }).status = 'completed';
      await el.updateComplete;
      expect(el.status).to.equal('complete');
      expect($(el, '[part~="address"]')?.textContent).to.equal(undefined);
      (el as unknown as { status: string }).status = 'nonsense';
      await el.updateComplete;
      expect(el.status).to.equal('complete');
    });

    it('a poll answer sent before the host said "processing" does not reopen the payment', async () => {
      let resolveSecond!: (response: Response) => void;
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(respond(invoiceDocument('btc')));
      fetch.onCall(1).returns(new Promise<Response>((resolve) => (resolveSecond = resolve)));
      fetch.resolves(respond(invoiceDocument('btc', { status: 'processing' })));
      const { el, events } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await waitFor(() => fetch.callCount === 2);
      el.status = 'processing';
      await el.updateComplete;
      resolveSecond(respond(invoiceDocument('btc')));
      await aTimeout(50);
      await el.updateComplete;
      expect(el.status).to.equal('processing');
      expect(events['checkout-status'].some((event) => event.previous === 'processing')).to.equal(false);
    });
  });

  describe('redirects', () => {
    it('follows the success URL after redirect-delay seconds, once, saying where it goes', async () => {
      sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el, events, navigations } = await mount(invoiceDocument('btc', { status: 'completed' }), {
        'redirect-delay': '3',
      });
      const notice = $(el, '[part~="redirect"]')!;
      expect(notice.textContent).to.contain('3 s');
      expect((notice.querySelector('a') as HTMLAnchorElement).href).to.equal(
        'https://shop.example/checkout/success?order=1001',
      );
      sinon.clock.tick(2_900);
      expect(navigations).to.deep.equal([]);
      sinon.clock.tick(200);
      expect(navigations).to.deep.equal(['https://shop.example/checkout/success?order=1001']);
      expect(events['checkout-redirect']).to.deep.equal([
        { url: 'https://shop.example/checkout/success?order=1001', status: 'complete' },
      ]);
      el.status = 'complete';
      el.remove();
      document.body.append(el);
      sinon.clock.tick(10_000);
      expect(navigations).to.have.length(1);
    });

    it('R14: follows the unsuccess URL for every failure, never the success URL', async () => {
      for (const status of ['expired', 'cancelled', 'rejected']) {
        const { navigations } = await mount(invoiceDocument('btc', { status }), { 'redirect-delay': '0' });
        expect(navigations).to.deep.equal(['https://shop.example/checkout/failed?order=1001']);
      }
    });

    it('"Continue now" goes at once', async () => {
      const { el, navigations } = await mount(invoiceDocument('btc', { status: 'completed' }));
      ($(el, '[part~="redirect"] a') as HTMLAnchorElement).click();
      await el.updateComplete;
      expect(navigations).to.deep.equal(['https://shop.example/checkout/success?order=1001']);
      // The countdown is over; should the host keep the page, the way back stays.
      expect($(el, '[part~="redirect"]')!.textContent).not.to.contain('Continue now');
      expect($(el, '[part~="redirect"] a')!.textContent).to.equal('Return to the shop');
    });

    it('does not navigate when checkout-redirect is cancelled', async () => {
      const el = await fixture<CryptoCheckout>(html`<crypto-checkout redirect-delay="0"></crypto-checkout>`);
      const navigate = sinon.spy();
      el.navigate = navigate;
      el.addEventListener('checkout-redirect', (event) => event.preventDefault());
      const redirect = oneEvent(el, 'checkout-redirect');
      el.invoice = invoiceDocument('btc', { status: 'completed' });
      expect((await redirect).detail.url).to.equal('https://shop.example/checkout/success?order=1001');
      expect(navigate.called).to.equal(false);
    });

    it('with no-redirect only fires the event', async () => {
      const { events, navigations } = await mount(invoiceDocument('btc', { status: 'completed' }), {
        'no-redirect': '',
      });
      expect(events['checkout-redirect']).to.deep.equal([
        { url: 'https://shop.example/checkout/success?order=1001', status: 'complete' },
      ]);
      expect(navigations).to.deep.equal([]);
    });

    it('R13: refuses a redirect URL that is not absolute http(s), with an error event and no navigation', async () => {
      for (const url of [
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        '/relative',
        '//evil.example',
      ]) {
        const { el, events, navigations } = await mount(
          invoiceDocument('btc', { status: 'completed', successRedirectUrl: url }),
          {
            'redirect-delay': '0',
          },
        );
        expect(navigations).to.deep.equal([]);
        expect(events['checkout-error'].map((error) => error.code)).to.deep.equal(['unsafe-redirect']);
        expect(text(el)).to.contain('Payment complete');
        expect(text(el)).to.contain('Please return to the shop yourself.');
      }
    });

    it('refuses a redirect URL with a user name or password before the host, and says why', async () => {
      for (const url of ['https://shop.example@evil.example/checkout/success', 'https://user:pass@shop.example/']) {
        const { el, events, navigations } = await mount(
          invoiceDocument('btc', { status: 'completed', successRedirectUrl: url }),
          { 'redirect-delay': '0' },
        );
        expect(navigations).to.deep.equal([]);
        expect(events['checkout-redirect']).to.deep.equal([]);
        expect(events['checkout-error']).to.have.length(1);
        expect(events['checkout-error'][0]).to.include({
          code: 'unsafe-redirect',
          path: '/data/attributes/successRedirectUrl',
        });
        expect(events['checkout-error'][0]!.message).to.match(/user name or password before the host/);
        expect(text(el)).to.contain('Please return to the shop yourself.');
      }
    });

    it('refuses origins outside redirect-origins when it is set', async () => {
      const { events, navigations } = await mount(invoiceDocument('btc', { status: 'completed' }), {
        'redirect-delay': '0',
        'redirect-origins': 'https://other.example',
      });
      expect(navigations).to.deep.equal([]);
      expect(events['checkout-error'][0]!.code).to.equal('unsafe-redirect');
    });

    it('stays on the final state when there is no redirect URL', async () => {
      const { el, navigations } = await mount(
        invoiceDocument('btc', { status: 'completed', successRedirectUrl: null }),
        {
          'redirect-delay': '0',
        },
      );
      expect(navigations).to.deep.equal([]);
      expect($(el, '[part~="redirect"]')?.outerHTML).to.equal(undefined);
    });

    it('R14: after a failure, a later "complete" never leads to the success URL', async () => {
      const { el, navigations } = await mount(invoiceDocument('btc', { status: 'expired' }), {
        'redirect-delay': '0',
        'no-redirect': '',
      });
      const followed: string[] = [];
      el.addEventListener('checkout-redirect', (event) => followed.push(event.detail.url));
      el.status = 'complete';
      await el.updateComplete;
      expect(followed.every((url) => !url.includes('success'))).to.equal(true);
      expect(navigations).to.deep.equal([]);
    });
  });

  describe('bad input', () => {
    const broken = (mutate: (document: ReturnType<typeof invoiceDocument>) => void) => {
      const document = invoiceDocument('btc');
      mutate(document);
      return document;
    };
    const cases: [string, unknown, string, string][] = [
      ['invalid JSON', '{"data":', 'invalid-json', ''],
      ['not an invoice', { data: { type: 'channels', id: '1', attributes: {} } }, 'not-an-invoice', '/data/type'],
      [
        'a missing amount',
        broken((d) => delete d.data.attributes.amountCharged),
        'missing-field',
        '/data/attributes/amountCharged',
      ],
      [
        'an amount as a number',
        broken((d) => (d.data.attributes.amountCharged = 0.001)),
        'invalid-amount',
        '/data/attributes/amountCharged',
      ],
      [
        'a malformed currency',
        broken((d) => (d.data.attributes.chargedCurrency = '<b>BTC</b>')),
        'invalid-currency',
        '/data/attributes/chargedCurrency',
      ],
      [
        'a timestamp without a zone',
        broken((d) => (d.data.attributes.expiresAt = '2026-11-22T10:20:00')),
        'invalid-timestamp',
        '/data/attributes/expiresAt',
      ],
      [
        'a malformed address',
        broken((d) => (d.included[0]!.attributes = { value: 'bc1q <script>' })),
        'invalid-address',
        '/included/0/attributes/value',
      ],
      [
        'an XRP address without its tag',
        (() => {
          const d = invoiceDocument('xrp');
          d.included[0]!.attributes = { value: ADDRESSES.xrp };
          return d;
        })(),
        'missing-memo',
        '/included/0/attributes/value',
      ],
      [
        'two address resources that no relationship tells apart',
        broken((d) => {
          delete (d.data as { relationships?: unknown }).relationships;
          d.included.push({ id: 'addr_2', type: 'addresses', attributes: { value: ADDRESSES.ltc } });
        }),
        'ambiguous-payment-details',
        '/included',
      ],
      [
        'an address relationship whose data is null',
        broken((d) => ((d.data.relationships as { address: { data: unknown } }).address.data = null)),
        'missing-payment-details',
        '/data/relationships/address',
      ],
      [
        'a date that does not exist (30 February)',
        broken((d) => (d.data.attributes.createdAt = '2026-02-30T10:00:00.000Z')),
        'invalid-timestamp',
        '/data/attributes/createdAt',
      ],
      [
        'a Stellar memo with a percent-escape',
        broken((d) => {
          Object.assign(d.data.attributes, { chargedCurrency: 'XLM', network: 'stellar', networkName: 'Stellar' });
          d.included[0]!.attributes = { value: `${XLM}?memo=order%201001` };
        }),
        'ambiguous-memo',
        '/included/0/attributes/value',
      ],
      [
        'a right-to-left override in an exchange-order field',
        (() => {
          const d = invoiceDocument('exchange-pay');
          d.included[0]!.attributes.prepayId = '2938\u202E7654';
          return d;
        })(),
        'hidden-characters',
        '/included/0/attributes/prepayId',
      ],
    ];
    for (const [name, invoice, code, path] of cases) {
      it(`shows one clear message and fires checkout-error for ${name}`, async () => {
        const { el, events } = await mount(invoice);
        expect(el.status).to.equal('error');
        expect(events['checkout-error']).to.have.length(1);
        expect(events['checkout-error'][0]).to.include({ code, path });
        expect($(el, '[role="alert"]')!.textContent).to.equal("This payment can't be shown. Please contact the shop.");
        expect(el.shadowRoot!.querySelector('[part~="qr-code"]')?.outerHTML).to.equal(undefined);
        expect(text(el)).not.to.match(/undefined|NaN|bc1q|rPEPPER/);
      });
    }

    it('renders invoice strings as text, never as markup', async () => {
      const document = invoiceDocument('btc');
      document.data.attributes.networkName = '<img src=x onerror=alert(1)>Bitcoin';
      const { el } = await mount(document);
      expect(el.shadowRoot!.querySelector('img')?.outerHTML).to.equal(undefined);
      expect(text(el)).to.contain('<img src=x onerror=alert(1)>Bitcoin');
    });

    it('never throws from the invoice setter', async () => {
      const el = await fixture<CryptoCheckout>(html`<crypto-checkout></crypto-checkout>`);
      for (const value of [null, 42, [], 'null', '{}', { data: null }, Object.create(null)]) {
        expect(() => (el.invoice = value)).not.to.throw();
        await el.updateComplete;
      }
    });
  });

  describe('copying', () => {
    it('R27: copies the amount byte for byte and says so', async () => {
      const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
      const { el, events } = await mount(invoiceDocument('eth'));
      copyButton(el, /Amount/).click();
      await oneEvent(el, 'checkout-copy');
      await el.updateComplete;
      expect(writeText.firstCall.args).to.deep.equal(['0.000000000000000001']);
      expect(events['checkout-copy']).to.deep.equal([{ field: 'amount', value: '0.000000000000000001', ok: true }]);
      expect(copyButton(el, /Amount/).textContent).to.contain('Copied');
      expect($(el, '[role="status"]')!.textContent).to.equal('Amount to pay copied.');
    });

    it('R29: copies the XRP address without the tag, and the tag alone', async () => {
      const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
      const { el } = await mount(invoiceDocument('xrp'));
      await confirmMemo(el);
      copyButton(el, /Deposit address/).click();
      await oneEvent(el, 'checkout-copy');
      copyButton(el, /Destination tag/).click();
      await oneEvent(el, 'checkout-copy');
      expect(writeText.args).to.deep.equal([[ADDRESSES.xrp], [ADDRESSES.xrpTag]]);
    });

    it('selects the text and says how to copy by hand when the browser refuses', async () => {
      sinon.stub(navigator.clipboard, 'writeText').rejects(new DOMException('denied', 'NotAllowedError'));
      sinon.stub(document, 'execCommand').returns(false);
      const { el, events } = await mount(invoiceDocument('btc'));
      copyButton(el, /Deposit address/).click();
      await oneEvent(el, 'checkout-copy');
      await el.updateComplete;
      expect(events['checkout-copy']).to.deep.equal([{ field: 'address', value: ADDRESSES.btc, ok: false }]);
      expect(document.getSelection()!.toString()).to.equal(ADDRESSES.btc);
      expect(text(el)).to.match(/press (Ctrl|⌘)\+C/);
      expect(copyButton(el, /Deposit address/).textContent).not.to.contain('Copied');
    });

    it('shows the amount to pay as the exact string in every language, so a copy by hand is exact too', async () => {
      sinon.stub(navigator.clipboard, 'writeText').rejects(new DOMException('denied', 'NotAllowedError'));
      sinon.stub(document, 'execCommand').returns(false);
      const invoice = invoiceDocument('btc');
      invoice.data.attributes.amountCharged = '1234.56780000';
      invoice.data.attributes.amountBilled = '1234.5';
      const { el, events } = await mount(invoice, { lang: 'de' });
      copyButton(el, /Amount to pay/).click();
      await oneEvent(el, 'checkout-copy');
      await el.updateComplete;
      expect(events['checkout-copy']).to.deep.equal([{ field: 'amount', value: '1234.56780000', ok: false }]);
      expect(document.getSelection()!.toString()).to.equal('1234.56780000');
      expect($(el, '[part~="amount"] .value')!.textContent).to.equal('1234.56780000');
      // German is not loaded in this file: the words are English. Every number of the payment screen is as the
      // service sent it, in every language (test/payment-screen.test.ts).
      expect(text(el)).to.contain('Order total 1234.5 EUR');
    });

    it('copying the same field twice is announced twice', async () => {
      sinon.stub(navigator.clipboard, 'writeText').resolves();
      const { el } = await mount(invoiceDocument('btc'));
      const live = $(el, '[role="status"]')!;
      const spoken: string[] = [];
      new MutationObserver(() => spoken.push(live.textContent!)).observe(live, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      copyButton(el, /Deposit address/).click();
      await aTimeout(100);
      copyButton(el, /Deposit address/).click();
      await aTimeout(100);
      expect(spoken.length).to.be.at.least(2);
    });
  });

  describe('a status answer that changes what to pay', () => {
    const changes: [string, Fixture, (document: ReturnType<typeof invoiceDocument>) => void][] = [
      ['the address', 'btc', (d) => (d.included[0]!.attributes.value = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')],
      ['the destination tag', 'xrp', (d) => (d.included[0]!.attributes.value = `${ADDRESSES.xrp}?dt=1`)],
      ['the amount', 'btc', (d) => (d.data.attributes.amountCharged = '0.00081235')],
      ['the currency', 'usdc', (d) => (d.data.attributes.chargedCurrency = 'USDT')],
      ['the network', 'usdc', (d) => (d.data.attributes.networkName = 'Polygon')],
      ['the network code', 'usdt-tron', (d) => (d.data.attributes.network = 'tron:usdc')],
    ];
    for (const [what, fixture, change] of changes) {
      it(`never switches silently when a poll changes ${what}: it stops offering the payment and says so`, async () => {
        const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
        const fetch = sinon.stub(window, 'fetch');
        const changed = invoiceDocument(fixture);
        change(changed);
        fetch.onCall(0).resolves(respond(invoiceDocument(fixture)));
        fetch.resolves(respond(changed));
        const { el, events } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
        await clock.tickAsync(0);
        await el.updateComplete;
        expect(el.status).to.equal('pending');
        if (fixture === 'xrp') await confirmMemo(el);
        const shownAddress = $(el, '[part~="address"]')!.textContent;
        // The next poll, a second later, brings the change.
        await clock.tickAsync(1_000);
        await el.updateComplete;
        expect([el.status, fetch.callCount]).to.deep.equal(['error', 2]);
        expect(events['checkout-error']).to.have.length(1);
        expect(events['checkout-error'][0]!.code).to.equal('payment-changed');
        expect(events['checkout-error'][0]!.message).to.be.a('string').and.not.equal('');
        // Neither the old details nor the new ones are offered for payment.
        expect(el.shadowRoot!.querySelector('[part~="qr-code"]')?.outerHTML).to.equal(undefined);
        expect(el.shadowRoot!.querySelector('button')?.outerHTML).to.equal(undefined);
        expect(text(el)).not.to.contain(shownAddress!);
        expect($(el, '[role="alert"]')!.textContent).to.match(/payment details changed/i);
        await clock.tickAsync(60_000);
        expect(fetch.callCount, 'polling stopped').to.equal(2);
        clock.restore();
        await expect(el).to.be.accessible();
      });
    }

    it('an invoice whose network code and name disagree: the name and the address only, said once', async () => {
      const ambiguous = invoiceDocument('eth');
      ambiguous.data.attributes.networkName = 'Base';
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => respond(ambiguous));
      const { el, events } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1', qr: 'uri' });
      await waitFor(() => fetch.callCount >= 3, 4_000);
      expect(el.status).to.equal('pending');
      expect(text(el)).to.contain('Send only ETH on the Base network');
      expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.eth);
      expect($(el, '[part~="wallet-link"]')).to.equal(null);
      expect($(el, '[part~="qr-choice"]')).to.equal(null);
      expect(events['checkout-error'].map(({ code, path }) => [code, path])).to.deep.equal([
        ['ambiguous-network', '/data/attributes/network'],
      ]);
      await expect(el).to.be.accessible();
    });

    it('takes a poll with the same payment target and a new status as usual', async () => {
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(respond(invoiceDocument('xrp')));
      fetch.resolves(respond(invoiceDocument('xrp', { status: 'processing' })));
      const { el, events } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await waitFor(() => el.status === 'processing', 4_000);
      expect(events['checkout-error']).to.deep.equal([]);
    });
  });

  describe('poll-interval and other values that could hammer the backend', () => {
    it('sends no more than one request a second, whatever poll-interval says', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => respond(invoiceDocument('btc')));
      const values = ['Infinity', '-Infinity', '1e9', '1e308', '0.001', '-1', '0', 'NaN', 'abc', ''];
      for (const value of values) await mount(undefined, { src: `/poll/${value}`, 'poll-interval': value });
      await clock.tickAsync(10_500);
      for (const value of values) {
        const calls = fetch.getCalls().filter((call) => call.args[0] === `/poll/${value}`).length;
        expect(calls, `poll-interval="${value}"`).to.be.within(1, 11);
      }
    });

    it('asks at most once a second however often the page says it is back online', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => respond(invoiceDocument('btc')));
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '60' });
      await clock.tickAsync(0);
      expect(el.status).to.equal('pending');
      // Twenty times in 2 s: a request at once, then one a second.
      for (let i = 0; i < 20; i++) {
        window.dispatchEvent(new Event('online'));
        await clock.tickAsync(100);
      }
      expect(fetch.callCount).to.be.within(2, 3);
    });

    it('waits out the second since the last request before the last check at expiry', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const sentAt: number[] = [];
      const expiring = invoiceDocument('btc', { now: Date.now() - 20 * 60_000 + 300 });
      sinon.stub(window, 'fetch').callsFake(async () => {
        sentAt.push(Date.now());
        return respond(expiring);
      });
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '60' });
      await clock.tickAsync(3_000);
      await el.updateComplete;
      expect(el.status).to.equal('expired');
      expect(sentAt).to.have.length(2);
      expect(sentAt[1]! - sentAt[0]!).to.be.at.least(1_000);
    });
  });

  describe('focus', () => {
    it('keeps keyboard focus inside the element when the payment is seen', async () => {
      const { el } = await mount(invoiceDocument('btc'), { 'no-redirect': '' });
      copyButton(el, /Deposit address/).focus();
      // Nodes compared as booleans: a failed equality of two nodes makes the test runner serialise them.
      expect(el.shadowRoot!.activeElement === copyButton(el, /Deposit address/), 'focus on the copy button').to.be.true;
      el.status = 'processing';
      await el.updateComplete;
      expect(document.activeElement === el, 'focus inside the element').to.be.true;
      expect(el.shadowRoot!.activeElement?.textContent).to.equal('Payment received');
      el.status = 'complete';
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement?.textContent).to.equal('Payment complete');
    });

    it('moves focus to the error message when the payment can no longer be offered', async () => {
      const fetch = sinon.stub(window, 'fetch');
      const changed = invoiceDocument('btc');
      changed.data.attributes.amountCharged = '1';
      fetch.onCall(0).resolves(respond(invoiceDocument('btc')));
      fetch.resolves(respond(changed));
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await waitFor(() => el.status === 'pending');
      await el.updateComplete;
      copyButton(el, /Amount to pay/).focus();
      await waitFor(() => el.status === 'error', 4_000);
      await el.updateComplete;
      expect(document.activeElement === el, 'focus inside the element').to.be.true;
      expect(el.shadowRoot!.activeElement?.getAttribute('role')).to.equal('alert');
    });

    it('leaves focus where it is when it was not inside the element', async () => {
      const { el } = await mount(invoiceDocument('btc'), { 'no-redirect': '' });
      const outside = document.createElement('button');
      document.body.append(outside);
      outside.focus();
      el.status = 'processing';
      await el.updateComplete;
      expect(document.activeElement === outside, 'focus left outside').to.be.true;
      outside.remove();
    });
  });

  describe('reused in a single-page app', () => {
    const another = (status?: string) => {
      const invoice = invoiceDocument('xrp', status ? { status } : {});
      invoice.data.id = 'inv_second';
      return invoice;
    };

    for (const status of ['completed', 'expired', 'cancelled', 'rejected']) {
      it(`a new invoice after a ${status} one starts a new checkout`, async () => {
        const { el, events } = await mount(invoiceDocument('btc', { status }), {
          'no-redirect': '',
          'redirect-delay': '0',
        });
        expect(events['checkout-redirect']).to.have.length(1);
        el.invoice = another();
        await el.updateComplete;
        expect(el.status).to.equal('pending');
        await confirmMemo(el);
        expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.xrp);
        expect(await decodeQr(el.shadowRoot!.querySelector('svg[part~="qr-code"]') as SVGSVGElement)).to.equal(
          ADDRESSES.xrp,
        );
        expect($(el, '[role="timer"]')!.textContent).to.match(/^(20:00|19:5\d)$/);
        // Its own outcome is followed too, to its own URL: a failure before it does not block its success.
        el.invoice = another('completed');
        await el.updateComplete;
        expect(events['checkout-redirect']).to.have.length(2);
        expect(events['checkout-redirect'][1]).to.deep.equal({
          url: 'https://shop.example/checkout/success?order=1001',
          status: 'complete',
        });
      });
    }

    it('invoice = null clears what to pay', async () => {
      const { el, events } = await mount(invoiceDocument('btc'));
      el.invoice = null;
      await el.updateComplete;
      expect(el.status).to.equal('loading');
      expect(el.shadowRoot!.querySelector('svg')?.outerHTML).to.equal(undefined);
      expect(text(el)).not.to.contain(ADDRESSES.btc);
      expect(text(el)).not.to.contain('0.00081234');
      expect(events['checkout-error']).to.deep.equal([]);
      el.invoice = invoiceDocument('btc');
      await el.updateComplete;
      expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.btc);
    });

    it('a new src shows the new invoice, never the old address', async () => {
      sinon
        .stub(window, 'fetch')
        .callsFake(async (input) => respond(invoiceDocument(String(input).endsWith('/a') ? 'btc' : 'ltc')));
      const { el } = await mount(undefined, { src: '/shop/invoices/a', 'poll-interval': '1' });
      await waitFor(() => el.status === 'pending');
      el.src = '/shop/invoices/b';
      await el.updateComplete;
      expect($(el, '[part~="address"]')?.textContent).not.to.equal(ADDRESSES.btc);
      await waitFor(() => $(el, '[part~="address"]')?.textContent === ADDRESSES.ltc);
    });

    it('invoice = null (what a framework holds before the invoice arrives) is waiting, not an error', async () => {
      const { el, events } = await mount(null);
      expect(el.status).to.equal('loading');
      expect(events['checkout-error']).to.deep.equal([]);
    });
  });

  describe('countdown and expiry', () => {
    it('a tick changes the countdown (its text and bar) and nothing else', async () => {
      const now = Date.parse('2026-11-22T10:00:00.000Z');
      sinon.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el } = await mount(invoiceDocument('xrp', { now }));
      await confirmMemo(el);
      const touched: Node[] = [];
      const observer = new MutationObserver((records) => records.forEach((record) => touched.push(record.target)));
      observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
      const path = el.shadowRoot!.querySelector('path')!.getAttribute('d');
      sinon.clock.tick(3_000);
      await el.updateComplete;
      observer.disconnect();
      const countdown = $(el, '[part~="countdown"]')!;
      expect(touched.length).to.be.greaterThan(0);
      expect(touched.every((node) => countdown.contains(node))).to.equal(true);
      expect(el.shadowRoot!.querySelector('path')!.getAttribute('d')).to.equal(path);
    });

    it('R16: recomputes from the clock, so throttled ticks cannot drift', async () => {
      const now = Date.parse('2026-11-22T10:00:00.000Z');
      const clock = sinon.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el } = await mount(invoiceDocument('btc', { now }));
      // A background tab: the clock moves seven minutes while no timer fires.
      clock.setSystemTime(now + 7 * 60_000 + 500);
      clock.tick(1_000);
      expect($(el, '[role="timer"]')!.textContent).to.equal('12:59');
    });

    it('R20: expires once at zero without src', async () => {
      const now = Date.parse('2026-11-22T10:00:00.000Z');
      sinon.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el, events, navigations } = await mount(invoiceDocument('btc', { now, minutes: 0.5 }), {
        'redirect-delay': '0',
      });
      sinon.clock.tick(29_000);
      expect(el.status).to.equal('pending');
      sinon.clock.tick(1_000);
      await el.updateComplete;
      expect(el.status).to.equal('expired');
      sinon.clock.tick(60_000);
      await el.updateComplete;
      expect(events['checkout-status'].filter((event) => event.status === 'expired')).to.have.length(1);
      expect(navigations).to.deep.equal(['https://shop.example/checkout/failed?order=1001']);
      expect(text(el)).to.contain('This payment has expired');
    });
  });

  describe('server-rendered pages and hydration', () => {
    it('adds no attribute to a host that had none, through every status', async () => {
      const { el } = await mount(invoiceDocument('btc'));
      expect(el.status).to.equal('pending');
      expect(el.getAttributeNames()).to.deep.equal([]);
      el.invoice = invoiceDocument('btc', { status: 'completed' });
      await el.updateComplete;
      expect(el.status).to.equal('complete');
      expect(el.getAttributeNames()).to.deep.equal([]);
    });

    it('writes a primitive the host sets, and never a default the page did not write', async () => {
      const { el } = await mount(invoiceDocument('btc'));
      el.pollInterval = 5;
      el.redirectDelay = 2;
      await el.updateComplete;
      expect(el.getAttributeNames()).to.deep.equal(['redirect-delay']);
      el.redirectDelay = 5;
      await el.updateComplete;
      expect(el.getAttribute('redirect-delay')).to.equal('5');
    });

    it('styles on the status as a custom state, :state(…), one at a time', async () => {
      const style = document.createElement('style');
      style.textContent = 'crypto-checkout:state(complete) { outline: 3px solid rgb(1, 2, 3); }';
      document.head.append(style);
      try {
        const { el } = await mount(invoiceDocument('btc'));
        expect([el.matches(':state(pending)'), el.matches(':state(complete)')]).to.deep.equal([true, false]);
        expect(getComputedStyle(el).outlineColor).to.not.equal('rgb(1, 2, 3)');
        el.status = 'complete';
        await el.updateComplete;
        expect([el.matches(':state(pending)'), el.matches(':state(complete)')]).to.deep.equal([false, true]);
        expect(getComputedStyle(el).outlineColor).to.equal('rgb(1, 2, 3)');
      } finally {
        style.remove();
      }
    });

    it('an invoice attribute of [object Object] waits for the property a framework sets after hydration', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el, events } = await mount(undefined, { invoice: '[object Object]' });
      expect(el.status).to.equal('loading');
      await clock.tickAsync(100);
      el.invoice = invoiceDocument('btc');
      await el.updateComplete;
      await clock.tickAsync(10_000);
      expect(events['checkout-error']).to.deep.equal([]);
      expect(el.status).to.equal('pending');
      clock.restore();
    });

    it('[object Object] and no property for 3 s is an error that names the mistake; bad JSON is one at once', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el, events } = await mount(undefined, { invoice: '[object Object]' });
      await clock.tickAsync(2_999);
      expect([el.status, events['checkout-error']]).to.deep.equal(['loading', []]);
      await clock.tickAsync(1);
      await el.updateComplete;
      expect(el.status).to.equal('error');
      expect(events['checkout-error']).to.have.length(1);
      expect(events['checkout-error'][0]!.code).to.equal('invalid-json');
      expect(events['checkout-error'][0]!.message).to.contain('Set the `invoice` property');
      clock.restore();
      const bad = await mount(undefined, { invoice: '{"data":' });
      expect(bad.el.status).to.equal('error');
      expect(bad.events['checkout-error'].map(({ code }) => code)).to.deep.equal(['invalid-json']);
    });
  });

  describe('lifecycle', () => {
    it('R35: ten reconnects leave exactly one countdown timer; removal leaves none', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el } = await mount(invoiceDocument('btc'));
      const parent = el.parentElement!;
      expect(clock.countTimers()).to.equal(1);
      for (let i = 0; i < 10; i++) {
        el.remove();
        parent.append(el);
      }
      await el.updateComplete;
      expect(clock.countTimers()).to.equal(1);
      el.remove();
      expect(clock.countTimers()).to.equal(0);
    });

    it('R33: applies an invoice set before the element was defined', async () => {
      const el = document.createElement('crypto-checkout-late') as HTMLElement & { invoice?: unknown };
      el.invoice = invoiceDocument('usdc');
      document.body.append(el);
      const { CryptoCheckout } = await import('../src/checkout/crypto-checkout.js');
      customElements.define('crypto-checkout-late', class extends CryptoCheckout {});
      await (el as unknown as CryptoCheckout).updateComplete;
      expect(el.shadowRoot!.querySelector('[part~="address"]')!.textContent).to.equal(ADDRESSES.eth);
      el.remove();
    });

    it('speaks English in a language whose locale is not loaded, every number as sent', async () => {
      const document = invoiceDocument('usdt-tron');
      document.data.attributes.amountBilled = '1234.5';
      const { el } = await mount(document, { lang: 'de' });
      expect(text(el)).to.contain('Order total 1234.5 EUR');
      expect($(el, '[part~="base"]')!.getAttribute('lang')).to.equal('en');
      expect($(el, '[part~="amount"]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('49.990000 USDT');
    });

    it('R34: primitive attributes and properties stay in sync both ways; the invoice attribute is never written', async () => {
      const { el } = await mount(JSON.stringify(invoiceDocument('btc')), { 'poll-interval': '7', 'no-redirect': '' });
      expect(el.pollInterval).to.equal(7);
      expect(el.noRedirect).to.equal(true);
      el.redirectDelay = 3;
      el.noRedirect = false;
      el.redirectOrigins = 'https://shop.example';
      await el.updateComplete;
      expect(el.getAttribute('redirect-delay')).to.equal('3');
      expect(el.hasAttribute('no-redirect')).to.equal(false);
      expect(el.getAttribute('redirect-origins')).to.equal('https://shop.example');
      const invoiceAttribute = el.getAttribute('invoice');
      el.invoice = invoiceDocument('eth');
      await el.updateComplete;
      expect(el.getAttribute('invoice')).to.equal(invoiceAttribute);
      el.setAttribute('status', 'cancelled');
      await el.updateComplete;
      expect(el.status).to.equal('cancelled');
      expect(el.matches(':state(cancelled)')).to.equal(true);
    });

    it('R35: ten reconnects leave one set of window and document listeners and one poll loop; removal leaves none', async () => {
      const added = new Map<string, number>();
      const count = (target: EventTarget, label: string) => {
        const add = target.addEventListener.bind(target);
        const remove = target.removeEventListener.bind(target);
        sinon.stub(target, 'addEventListener').callsFake((type: string, ...rest: unknown[]) => {
          added.set(`${label}:${type}`, (added.get(`${label}:${type}`) ?? 0) + 1);
          return (add as (...args: unknown[]) => void)(type, ...rest);
        });
        sinon.stub(target, 'removeEventListener').callsFake((type: string, ...rest: unknown[]) => {
          added.set(`${label}:${type}`, (added.get(`${label}:${type}`) ?? 0) - 1);
          return (remove as (...args: unknown[]) => void)(type, ...rest);
        });
      };
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => respond(invoiceDocument('btc')));
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '1' });
      await clock.tickAsync(0);
      expect(el.status).to.equal('pending');
      count(window, 'window');
      count(document, 'document');
      const parent = el.parentElement!;
      el.remove();
      const removed = new Map(added);
      parent.append(el);
      const oneConnection = new Map(added);
      for (let i = 0; i < 10; i++) {
        el.remove();
        parent.append(el);
      }
      // Net listeners after ten more reconnects: exactly one connection's set.
      expect(Object.fromEntries(added)).to.deep.equal(Object.fromEntries(oneConnection));
      expect([...oneConnection].some(([key, value]) => value > (removed.get(key) ?? 0))).to.equal(true);
      const calls = fetch.callCount;
      await clock.tickAsync(10_500);
      // One loop at a 1 s interval: about ten requests in 10.5 s, not ten loops' worth.
      expect(fetch.callCount - calls).to.be.within(9, 12);
      el.remove();
      expect(Object.fromEntries(added)).to.deep.equal(Object.fromEntries(removed));
      const settled = fetch.callCount;
      await clock.tickAsync(60_000);
      expect(fetch.callCount).to.equal(settled);
    });

    it('R36: never overwrites author-set role, tabindex or class', async () => {
      const el = await fixture<CryptoCheckout>(
        html`<crypto-checkout role="region" tabindex="-1" class="mine" aria-label="Payment"></crypto-checkout>`,
      );
      el.invoice = invoiceDocument('btc', { status: 'completed' });
      el.noRedirect = true;
      await el.updateComplete;
      expect([el.getAttribute('role'), el.getAttribute('tabindex'), el.className]).to.deep.equal([
        'region',
        '-1',
        'mine',
      ]);
    });
  });

  describe("an expiresAt beyond the rate's 20 minutes", () => {
    it('counts down to the 20-minute validity of the rate from createdAt, not to a date years away', async () => {
      const invoice = invoiceDocument('btc');
      invoice.data.attributes.expiresAt = new Date(Date.now() + 10 * 365 * 24 * 3_600_000).toISOString();
      const { el } = await mount(invoice);
      expect($(el, '[role="timer"]')!.textContent).to.match(/^(20:00|19:5\d)$/);
    });
  });

  describe('an invoice already past its expiry', () => {
    it('expires at once without src, and goes to the unsuccess URL', async () => {
      const { el, events, navigations } = await mount(invoiceDocument('btc', { now: Date.now() - 30 * 60_000 }), {
        'redirect-delay': '0',
      });
      await el.updateComplete;
      expect(el.status).to.equal('expired');
      expect(events['checkout-status'].map((event) => event.status)).to.deep.equal(['pending', 'expired']);
      expect(navigations).to.deep.equal(['https://shop.example/checkout/failed?order=1001']);
    });
  });

  describe('loading from src', () => {
    it('loads the document with same-origin credentials and polls until a final status', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(respond(invoiceDocument('btc')));
      fetch.onCall(1).resolves(respond(invoiceDocument('btc', { status: 'processing' })));
      fetch.onCall(2).resolves(respond(invoiceDocument('btc', { status: 'completed' })));
      const { el, events } = await mount(undefined, {
        'poll-interval': '1',
        'no-redirect': '',
        src: '/shop/invoices/1',
      });
      await clock.tickAsync(2_000);
      await el.updateComplete;
      expect(el.status).to.equal('complete');
      expect(fetch.firstCall.args[0]).to.equal('/shop/invoices/1');
      expect(fetch.firstCall.args[1]).to.include({ credentials: 'same-origin' });
      expect(events['checkout-status'].map((event) => event.status)).to.deep.equal([
        'pending',
        'processing',
        'complete',
      ]);
      await clock.tickAsync(60_000);
      expect(fetch.callCount).to.equal(3);
    });

    it('R20: at zero, one last check decides before expiring', async () => {
      const fetch = sinon.stub(window, 'fetch');
      const now = Date.now();
      fetch.onCall(0).resolves(respond(invoiceDocument('btc', { now: now - 20 * 60_000 + 800 })));
      fetch.onCall(1).resolves(respond(invoiceDocument('btc', { now: now - 20 * 60_000 + 800, status: 'completed' })));
      const { el, events } = await mount(undefined, {
        'poll-interval': '60',
        'no-redirect': '',
        src: '/shop/invoices/1',
      });
      await waitFor(() => el.status === 'complete', 3_000);
      expect(fetch.callCount).to.equal(2);
      expect(events['checkout-status'].map((event) => event.status)).to.deep.equal(['pending', 'complete']);
    });

    it('R17: corrects the countdown with the server clock from the Date header', async () => {
      const serverNow = Date.now() + 10 * 60_000; // the client's clock is ten minutes behind
      sinon.stub(window, 'fetch').resolves(
        respond(invoiceDocument('btc', { now: serverNow - 5 * 60_000 }), {
          headers: { 'Content-Type': 'application/vnd.api+json', Date: new Date(serverNow).toUTCString() },
        }),
      );
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '60' });
      await waitFor(() => el.status === 'pending', 3_000);
      await el.updateComplete;
      const [minutes, seconds] = $(el, '[role="timer"]')!.textContent!.split(':').map(Number);
      const shown = minutes! * 60 + seconds!;
      expect(shown).to.be.within(15 * 60 - 2, 15 * 60 + 2);
    });

    it('R17: with the client clock ten minutes ahead, the countdown matches the server within 2 s', async () => {
      const serverNow = Date.now() - 10 * 60_000;
      sinon.stub(window, 'fetch').resolves(
        respond(invoiceDocument('btc', { now: serverNow - 5 * 60_000 }), {
          headers: { 'Content-Type': 'application/vnd.api+json', Date: new Date(serverNow).toUTCString() },
        }),
      );
      const { el } = await mount(undefined, { src: '/shop/invoices/1', 'poll-interval': '60' });
      await waitFor(() => el.status === 'pending');
      await el.updateComplete;
      const [minutes, seconds] = $(el, '[role="timer"]')!.textContent!.split(':').map(Number);
      expect(minutes! * 60 + seconds!).to.be.within(15 * 60 - 2, 15 * 60 + 2);
    });

    it('shows the clear error when src answers 404', async () => {
      sinon.stub(window, 'fetch').resolves(new Response('not found', { status: 404 }));
      const { el, events } = await mount(undefined, { src: '/shop/invoices/missing' });
      await waitFor(() => el.status === 'error', 3_000);
      expect(events['checkout-error'][0]!.code).to.equal('load-failed');
      await expect(el).to.be.accessible();
    });

    it('R24: keeps showing the invoice when a status check fails: unknown is never paid or failed', async () => {
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).resolves(respond(invoiceDocument('btc')));
      fetch.onCall(1).resolves(new Response('oops', { status: 500 }));
      fetch.onCall(2).resolves(respond('{"garbage": true}'));
      fetch.onCall(3).rejects(new TypeError('Failed to fetch'));
      const { el } = await mount(undefined, { 'poll-interval': '1', src: '/shop/invoices/1' });
      await waitFor(() => fetch.callCount >= 2, 3_000);
      expect(el.status).to.equal('pending');
      expect($(el, '[part~="address"]')!.textContent).to.equal(ADDRESSES.btc);
    });

    it('R22: stops polling and aborts when removed', async () => {
      const fetch = sinon.stub(window, 'fetch').callsFake(() => new Promise<Response>(() => {}));
      const { el } = await mount(undefined, { src: '/shop/invoices/1' });
      await waitFor(() => fetch.callCount === 1, 2_000);
      const signal = fetch.firstCall.args[1]!.signal!;
      el.remove();
      expect(signal.aborted).to.equal(true);
    });

    it('a final status the host sets during the first load still shows the outcome and redirects', async () => {
      let resolveFirst!: (response: Response) => void;
      const fetch = sinon.stub(window, 'fetch');
      fetch.onCall(0).returns(new Promise<Response>((resolve) => (resolveFirst = resolve)));
      fetch.resolves(respond(invoiceDocument('btc', { status: 'completed' })));
      const { el, navigations } = await mount(undefined, { src: '/shop/invoices/1', 'redirect-delay': '0' });
      await waitFor(() => fetch.callCount === 1);
      el.status = 'complete';
      await el.updateComplete;
      resolveFirst(respond(invoiceDocument('btc', { status: 'completed' })));
      await waitFor(() => navigations.length === 1);
      await el.updateComplete;
      expect(text(el)).to.contain('Payment complete');
      expect(text(el)).to.contain('Order total');
    });
  });
});
