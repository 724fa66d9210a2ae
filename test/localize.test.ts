// Languages in the element: registration, which language an element speaks, following changes at run
// time, the pseudo-locale's room at phone width. (Every locale's own words: test/node/locales.test.ts.)
import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import '../src/index.js';
import '../src/i18n/locales/ar.js';
import '../src/i18n/locales/de.js';
import '../src/i18n/locales/he.js';
import '../src/i18n/locales/nb.js';
import '../src/i18n/locales/ja.js';
import { registerTranslation, resolveLocale } from '../src/i18n/localize.js';
import { en } from '../src/i18n/messages.js';
import type { CryptoCheckout } from '../src/index.js';
import { PSEUDO_LOCALE } from '../demo/pseudo-locale.js';
import { ADDRESSES, invoiceDocument } from '../fixtures/invoices.js';
import { hostileRegistration } from './fixtures/hostile-words.js';
import { $, confirmMemo, copyButton, mount, mountIn, respond, text, waitFor } from './helpers/element.js';

const base = (el: CryptoCheckout) => $(el, '[part~="base"]')!;

describe('localize', () => {
  afterEach(() => {
    sinon.restore();
    document.documentElement.lang = 'en';
  });

  describe('which registered language serves a tag (resolveLocale)', () => {
    it('finds a language by its region, its likely region and its script', () => {
      expect(resolveLocale(['de']).messages.amountDue).to.equal('Zu zahlender Betrag');
      expect(resolveLocale(['de-AT']).messages.amountDue).to.equal('Zu zahlender Betrag');
      expect(resolveLocale(['DE-ch']).lang).to.equal('DE-ch');
      expect(resolveLocale(['en-GB']).messages.amountDue).to.equal('Amount to pay');
    });

    it('takes the first of several tags it serves, and English formatted as English when it serves none', () => {
      expect(resolveLocale(['xx', 'de-DE', 'en']).lang).to.equal('de-DE');
      expect(resolveLocale(['sw', 'tlh'])).to.include({ lang: 'en', dir: 'ltr' });
      expect(resolveLocale(['en_US', ''])).to.include({ lang: 'en' });
    });

    it('fills every key a translation leaves out from English, never with a blank or a key name', () => {
      registerTranslation({ $code: 'eo', $name: 'Esperanto', amountDue: 'Pagenda sumo' });
      const { messages } = resolveLocale(['eo']);
      expect(messages.amountDue).to.equal('Pagenda sumo');
      expect(messages.network).to.equal('Network');
      expect(messages.status.complete.title).to.equal('Payment complete');
    });

    it('lets later registrations override words key by key, nested ones too, and ignores a wrong type', () => {
      registerTranslation({ $code: 'eo', status: { complete: { title: 'Pagita' } } });
      registerTranslation({ $code: 'eo', network: 42 as unknown as string });
      const { messages } = resolveLocale(['eo']);
      expect(messages.amountDue).to.equal('Pagenda sumo');
      expect(messages.status.complete).to.deep.equal({
        title: 'Pagita',
        body: 'Thank you. Your payment has been received.',
      });
      expect(messages.network).to.equal('Network');
    });

    it('keeps the language under a regional registration of a few words, and its direction', () => {
      registerTranslation({ $code: 'de-CH', amountDue: 'Zahlbetrag' }, { $code: 'ar-EG', network: 'شبكة الدفع' });
      expect(resolveLocale(['de-CH']).messages).to.include({ amountDue: 'Zahlbetrag', network: 'Netzwerk' });
      expect(resolveLocale(['ar-EG'])).to.include({ dir: 'rtl' });
      expect(resolveLocale(['ar-EG']).messages.address).to.equal(resolveLocale(['ar']).messages.address);
      expect(resolveLocale(['de']).messages.amountDue).to.equal('Zu zahlender Betrag');
    });

    it('ignores a null where English has nested words, rather than fail every element', () => {
      registerTranslation({ $code: 'xy', status: null } as never);
      expect(resolveLocale(['xy']).messages.status.complete.title).to.equal('Payment complete');
    });

    it('serves Norwegian pages (no, no-NO) with Bokmål', () => {
      expect(resolveLocale(['no-NO']).messages.network).to.equal(resolveLocale(['nb']).messages.network);
      expect(resolveLocale(['no']).messages.network).to.not.equal('Network');
    });

    it('refuses a packed locale file built for other keys (a page mixing versions) and stays English', () => {
      registerTranslation(['ia', 'Interlingua', 'ltr', 12345, ['Cargante…']] as never);
      expect(resolveLocale(['ia']).messages.loading).to.equal('Loading the payment…');
    });
  });

  describe('no registered words can silence what the payer must read', () => {
    // Private-use tags (qaa–qtz): no other test, and no shipped locale, serves them.
    it('a function that returns nothing, or blank text, and a blank string say English instead', () => {
      registerTranslation({
        $code: 'qaa',
        networkWarning: (() => undefined) as never,
        memoWarning: () => '  ',
        memoConfirm: (() => 42) as never,
        memoLabel: { 'destination-tag': '' },
        paymentChanged: '',
        invalidInvoice: '\n',
        alreadySent: ' ',
        status: { expired: { title: '' }, cancelled: { title: '\t' } },
      });
      const { messages } = resolveLocale(['qaa']);
      expect(messages.networkWarning('USDT', 'Tron')).to.equal(en.networkWarning('USDT', 'Tron'));
      expect(messages.memoWarning('destination-tag')).to.equal(en.memoWarning('destination-tag'));
      expect(messages.memoConfirm('destination-tag', '123')).to.equal('I will include destination tag 123');
      expect(messages.memoLabel['destination-tag']).to.equal('Destination tag');
      expect(messages.paymentChanged).to.equal(en.paymentChanged);
      expect(messages.invalidInvoice).to.equal(en.invalidInvoice);
      expect(messages.alreadySent).to.equal(en.alreadySent);
      expect(messages.status.expired.title).to.equal(en.status.expired.title);
      expect(messages.status.cancelled.title).to.equal(en.status.cancelled.title);
    });

    it('falls back per call: a function that throws for one currency keeps its words for the others', () => {
      registerTranslation({
        $code: 'qab',
        networkWarning: (currency, network) => {
          if (currency === 'XRP') throw new TypeError('no words for XRP');
          return `Nur ${currency} über ${network}.`;
        },
      });
      const { messages } = resolveLocale(['qab']);
      expect(messages.networkWarning('BTC', 'Bitcoin')).to.equal('Nur BTC über Bitcoin.');
      expect(messages.networkWarning('XRP', 'XRP Ledger')).to.equal(en.networkWarning('XRP', 'XRP Ledger'));
      expect(messages.networkWarning('BTC', 'Bitcoin')).to.equal('Nur BTC über Bitcoin.');
    });

    it('words that leave out a value they were given (the network, the tag) say English instead', () => {
      registerTranslation({
        $code: 'qaf',
        networkWarning: (currency) => `Nur ${currency} senden.`,
        memoConfirm: (memo) => `Ich gebe den ${memo === 'memo' ? 'Memo' : 'Tag'} an`,
        memoWarning: () => 'Der Tag ist Pflicht.',
      });
      const { messages } = resolveLocale(['qaf']);
      expect(messages.networkWarning('USDT', 'Tron')).to.equal(en.networkWarning('USDT', 'Tron'));
      expect(messages.memoConfirm('destination-tag', '123')).to.equal('I will include destination tag 123');
      // A memo's kind is said in the language's own words, so it need not appear as given.
      expect(messages.memoWarning('destination-tag')).to.equal('Der Tag ist Pflicht.');
    });

    it("a broken override falls back to the language's own words beneath it, then English", () => {
      registerTranslation({ $code: 'qac', memoWarning: () => 'Eigene Worte.' });
      registerTranslation({ $code: 'qac', memoWarning: () => '' });
      expect(resolveLocale(['qac']).messages.memoWarning('memo')).to.equal('Eigene Worte.');
      expect(resolveLocale(['de']).messages.memoWarning('memo')).to.not.equal(en.memoWarning('memo'));
    });

    it('a function that throws shows the new invoice whole, never the last one under its status', async () => {
      registerTranslation({
        $code: 'qad',
        amountDue: 'Qad amount',
        networkWarning: (currency, network) => {
          if (currency === 'XRP') throw new TypeError('no words for XRP');
          return `Qad: only ${currency} on ${network}.`;
        },
        memoConfirm: () => undefined as never,
      });
      const { el } = await mount(invoiceDocument('btc'), { lang: 'qad' });
      expect(text(el)).to.contain('Qad: only BTC on Bitcoin.');
      el.invoice = invoiceDocument('xrp');
      await el.updateComplete;
      expect(text(el)).to.not.contain(ADDRESSES.btc);
      expect(text(el)).to.contain(en.networkWarning('XRP', 'XRP Ledger'));
      expect($(el, '[part~="memo"]')!.textContent).to.equal(ADDRESSES.xrpTag);
      expect($(el, '[part~="memo-confirm"]')!.textContent).to.contain(`destination tag ${ADDRESSES.xrpTag}`);
      // Mounted after that registration: not an empty box.
      const { el: later } = await mount(invoiceDocument('xrp'), { lang: 'qad' });
      expect(text(later)).to.contain('Qad amount');
      expect($(later, '[part~="memo-warning"]')!.textContent!.trim()).to.not.equal('');
    });

    it('words that hold markup are shown as text, never parsed', async () => {
      registerTranslation({
        $code: 'qae',
        networkWarning: (currency, network) =>
          `<img src=x onerror="window.pwned=1">Send only ${currency} on ${network}`,
      });
      const { el } = await mount(invoiceDocument('btc'), { lang: 'qae' });
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect(text(el)).to.contain('<img src=x onerror="window.pwned=1">Send only BTC on Bitcoin');
    });
  });

  // The runtime's rules for 300 stacked hostile registrations: test/node/registered-words.fuzz.test.ts.
  describe('registered words, fuzzed', function () {
    this.timeout(60_000);
    it('an XRP checkout in hostile words still shows its warnings, the tag in its button, and no markup, 25 times', async () => {
      await fc.assert(
        fc.asyncProperty(hostileRegistration, async (words) => {
          registerTranslation({ $code: 'qzy', ...words } as never);
          const { el } = await mount(invoiceDocument('xrp'), { lang: 'qzy' });
          const warnings = [...el.shadowRoot!.querySelectorAll('[part~="warning"]')];
          expect(warnings.length).to.be.at.least(2);
          for (const warning of warnings) expect(warning.textContent).to.match(/\S/);
          expect($(el, '[part~="memo-confirm"]')!.textContent).to.contain(ADDRESSES.xrpTag);
          expect(el.shadowRoot!.querySelector('img, script, b')).to.equal(null);
          expect((window as { pwned?: number }).pwned).to.equal(undefined);
          el.remove();
        }),
        { numRuns: 25 },
      );
    });
  });

  describe('in the element', () => {
    it('speaks German, and writes the amount to send and the numbers beside it as the service sent them', async () => {
      const invoice = invoiceDocument('btc');
      invoice.data.attributes.amountBilled = '1234.5';
      const { el } = await mount(invoice, { lang: 'de' });
      expect(text(el)).to.contain('Bestellsumme 1234.5 EUR');
      expect($(el, '[part~="amount"] .value')!.textContent).to.equal('0.00081234');
      expect(base(el).getAttribute('lang')).to.equal('de');
      expect(base(el).getAttribute('dir')).to.equal('ltr');
      await expect(el).to.be.accessible();
    });

    it('takes the nearest ancestor lang, then the page lang, and follows each when it changes', async () => {
      document.documentElement.lang = 'de';
      const wrapper = await fixture<HTMLDivElement>(html`<div><crypto-checkout></crypto-checkout></div>`);
      const el = wrapper.querySelector('crypto-checkout')!;
      el.invoice = invoiceDocument('btc');
      await el.updateComplete;
      expect(text(el)).to.contain('Zu zahlender Betrag');
      wrapper.lang = 'en';
      await waitFor(() => text(el).includes('Amount to pay'));
      wrapper.removeAttribute('lang');
      await waitFor(() => text(el).includes('Zu zahlender Betrag'));
      document.documentElement.lang = 'en-GB';
      await waitFor(() => text(el).includes('Amount to pay'));
      el.lang = 'de';
      await waitFor(() => text(el).includes('Zu zahlender Betrag'));
    });

    it('lang="auto" follows the browser languages, and their change', async () => {
      const languages = sinon.stub(Navigator.prototype, 'languages').get(() => ['fr-CA', 'de-DE', 'en']);
      const { el } = await mount(invoiceDocument('btc'), { lang: 'auto' });
      expect(base(el).getAttribute('lang')).to.equal('de-DE');
      languages.get(() => ['en-AU']);
      dispatchEvent(new Event('languagechange'));
      await waitFor(() => base(el).getAttribute('lang') === 'en-AU');
      expect(text(el)).to.contain('Amount to pay');
    });

    it('re-renders in a language registered after it rendered', async () => {
      const { el } = await mount(invoiceDocument('btc'), { lang: 'la' });
      expect(text(el)).to.contain('Amount to pay');
      registerTranslation({ $code: 'la', $name: 'Latina', amountDue: 'Summa solvenda' });
      await el.updateComplete;
      expect(text(el)).to.contain('Summa solvenda');
    });

    it('a language change keeps the countdown running, the copy state and one poll loop', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const invoice = invoiceDocument('btc');
      const fetch = sinon.stub(window, 'fetch').callsFake(async () => respond(invoice));
      sinon.stub(navigator.clipboard, 'writeText').resolves();
      const { el } = await mount(undefined, { src: '/invoice', 'poll-interval': '5' });
      await clock.tickAsync(10);
      await el.updateComplete;
      expect(text(el)).to.contain('Amount to pay');
      copyButton(el, /Deposit address/).click();
      await oneEvent(el, 'checkout-copy');
      await el.updateComplete;
      const timer = () => $(el, '[role="timer"]')!.textContent;
      const before = timer();
      el.lang = 'de';
      await el.updateComplete;
      expect(text(el)).to.contain('Einzahlungsadresse');
      expect(copyButton(el, /Einzahlungsadresse/).textContent).to.contain('Kopiert');
      const calls = fetch.callCount;
      await clock.tickAsync(5_000);
      expect(timer()).to.not.equal(before);
      expect(fetch.callCount).to.equal(calls + 1);
      clock.restore();
    });

    it('announces the time left in the language, with its plural from Intl', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el } = await mount(invoiceDocument('btc', { minutes: 6 }), { lang: 'de' });
      await clock.tickAsync(61_000);
      expect($(el, '[role="status"]')!.textContent).to.equal('Noch 5 Minuten zum Bezahlen.');
      await clock.tickAsync(4 * 60_000);
      expect($(el, '[role="status"]')!.textContent).to.equal('Noch 1 Minute zum Bezahlen.');
      clock.restore();
    });

    it('an element dir attribute wins over the language direction', async () => {
      const { el } = await mount(invoiceDocument('btc'), { lang: 'de', dir: 'rtl' });
      expect(base(el).getAttribute('dir')).to.equal('rtl');
      expect($(el, '[part~="address"]')!.textContent!.replace(/\s/g, '')).to.equal(ADDRESSES.btc);
    });
  });

  describe('right to left and other scripts', () => {
    it('Arabic mirrors the card, and every value keeps its characters in order', async () => {
      const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
      const el = await mountIn(320, invoiceDocument('xrp'), { lang: 'ar' });
      expect(base(el).getAttribute('dir')).to.equal('rtl');
      expect(getComputedStyle(base(el)).direction).to.equal('rtl');
      const memo = $(el, '[part~="memo"]')!;
      expect(memo.textContent).to.equal(ADDRESSES.xrpTag);
      expect(getComputedStyle(memo).direction).to.equal('ltr');
      await confirmMemo(el);
      const address = $(el, '[part~="address"]')!;
      expect(address.textContent!.replace(/\s/g, '')).to.equal(ADDRESSES.xrp);
      expect(getComputedStyle(address).direction).to.equal('ltr');
      // Mirrored: the amount's copy button sits to the left of the amount, as a right-to-left reader expects.
      const amount = $(el, '[part~="amount"]')!.getBoundingClientRect();
      const copy = [
        ...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="copy-button"]'),
      ][0]!.getBoundingClientRect();
      expect(copy.right).to.be.at.most(amount.left + 1);
      [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="copy-button"]')].at(-1)!.click();
      await oneEvent(el, 'checkout-copy');
      expect(writeText.lastCall.args[0]).to.equal(ADDRESSES.xrp);
      await expect(el).to.be.accessible();
    });

    for (const lang of ['ar', 'ja', 'he']) {
      for (const [state, invoice] of [
        ['XRP pending', () => invoiceDocument('xrp')],
        ['complete', () => invoiceDocument('btc', { status: 'completed' })],
        ['expired', () => invoiceDocument('btc', { status: 'expired' })],
      ] as const) {
        it(`${lang}, ${state}: axe-clean, in the language's own words`, async () => {
          const { el } = await mount(invoice(), { lang });
          expect(base(el).getAttribute('lang')).to.equal(lang);
          expect(text(el)).to.not.contain('Amount to pay');
          await expect(el).to.be.accessible();
        });
      }
    }
  });

  describe('the pseudo-locale at 320 px', () => {
    /** Every element with text of its own whose content is wider than its box. */
    function overflowing(el: CryptoCheckout): string[] {
      return [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
        .filter((node) => !node.matches('.visually-hidden'))
        .filter((node) => [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent!.trim()))
        .filter((node) => getComputedStyle(node).display !== 'inline' && node.scrollWidth > node.clientWidth)
        .map((node) => `${node.localName}.${node.className}: ${node.scrollWidth} > ${node.clientWidth}`);
    }

    const states: [string, () => Promise<CryptoCheckout>][] = [
      ['BTC pending', () => mountIn(320, invoiceDocument('btc'), { lang: PSEUDO_LOCALE, qr: 'uri' })],
      ['XRP memo gate', () => mountIn(320, invoiceDocument('xrp'), { lang: PSEUDO_LOCALE })],
      [
        'XRP confirmed',
        async () => {
          const el = await mountIn(320, invoiceDocument('xrp'), { lang: PSEUDO_LOCALE });
          await confirmMemo(el);
          return el;
        },
      ],
      ['USDT on Tron', () => mountIn(320, invoiceDocument('usdt-tron'), { lang: PSEUDO_LOCALE })],
      ['exchange pay', () => mountIn(320, invoiceDocument('exchange-pay'), { lang: PSEUDO_LOCALE })],
      ['NFT', () => mountIn(320, invoiceDocument('nft'), { lang: PSEUDO_LOCALE })],
      ['processing', () => mountIn(320, invoiceDocument('btc', { status: 'processing' }), { lang: PSEUDO_LOCALE })],
      ['complete', () => mountIn(320, invoiceDocument('btc', { status: 'completed' }), { lang: PSEUDO_LOCALE })],
      [
        'expired, renewable',
        () => mountIn(320, invoiceDocument('btc', { status: 'expired' }), { lang: PSEUDO_LOCALE, renewable: '' }),
      ],
      ['cancelled', () => mountIn(320, invoiceDocument('btc', { status: 'cancelled' }), { lang: PSEUDO_LOCALE })],
      ['error', () => mountIn(320, { data: {} }, { lang: PSEUDO_LOCALE })],
    ];

    before(() => import('../demo/pseudo-locale.js'));

    for (const [name, render] of states) {
      it(`${name}: no text is clipped or overflows`, async () => {
        const el = await render();
        await nextFrame();
        expect(base(el).getAttribute('lang')).to.equal(PSEUDO_LOCALE);
        expect(text(el)).to.match(/ẋẋẋẋẋ/);
        expect(overflowing(el)).to.deep.equal([]);
        expect(base(el).scrollWidth).to.be.at.most(base(el).clientWidth);
      });
    }
  });
});
