// Right to left at phone and desktop width: every value in a right-to-left sentence (a network, a currency, a
// tag, the rate's equation) is drawn whole on one line with its characters in order, in Arabic, Urdu, Persian and
// Hebrew, light and dark; no isolate character is left in the text a payer can select and copy; and what the
// element announces uses the digits the screen shows.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import '../src/index.js';
import '../src/i18n/locales/ar.js';
import '../src/i18n/locales/fa.js';
import '../src/i18n/locales/he.js';
import '../src/i18n/locales/ur.js';
import { formatDuration } from '../src/i18n/localize.js';
import { splitIsolates } from '../src/core/text.js';
import type { CryptoCheckout } from '../src/index.js';
import { invoiceDocument, type Fixture } from '../fixtures/invoices.js';
import { $, confirmMemo } from './helpers/element.js';

const ISOLATES = /[\u2066-\u2069]/;

/** The element in a box `width` px wide under an ancestor's color-scheme, as a page would set it. */
function mountRtl(width: number, scheme: 'light' | 'dark', lang: string, kind: Fixture) {
  return mountRtlDocument(width, scheme, lang, invoiceDocument(kind));
}

async function mountRtlDocument(width: number, scheme: 'light' | 'dark', lang: string, invoice: unknown) {
  const container = await fixture<HTMLDivElement>(html`<div style="width: ${width}px; color-scheme: ${scheme}"></div>`);
  const el = document.createElement('crypto-checkout');
  el.setAttribute('lang', lang);
  el.invoice = invoice;
  container.append(el);
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
  return el;
}

/** Where each character of `node`'s text is drawn: one box per character, in the text's order. */
function glyphBoxes(node: Text): DOMRect[] {
  const range = document.createRange();
  return [...node.data].map((_, index) => {
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    return range.getBoundingClientRect();
  });
}

/**
 * How `bdi` is drawn: its lines (one when whole) and whether its characters run left to right, read off the
 * rendered glyphs' positions. A value broken across lines, or reordered by the sentence around it, fails.
 */
function drawn(bdi: Element) {
  const range = document.createRange();
  range.selectNodeContents(bdi);
  const lines = new Set(
    [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
  );
  // The value's text node (Lit puts a comment marker before it).
  const text = [...bdi.childNodes].find(
    (node): node is Text => node.nodeType === Node.TEXT_NODE && !!(node as Text).data,
  )!;
  const boxes = glyphBoxes(text);
  // Every character but a space at a line break is drawn: a check of no boxes would pass anything.
  expect(
    boxes.every((box, index) => box.width > 0 || text.data[index] === ' '),
    'every character drawn',
  ).to.equal(true);
  const drawnBoxes = boxes.filter((box) => box.width > 0);
  const leftToRight = drawnBoxes.every((box, index) => index === 0 || box.left >= drawnBoxes[index - 1]!.left - 0.5);
  return { text: bdi.textContent, lines: lines.size, leftToRight };
}

/**
 * Whether `node`'s text flows as lines of one paragraph, read off its text's rendered boxes: boxes side by side share
 * a line, so a box level with two others is level with both. (Words and values laid out as flex items, in
 * columns, fail: a value centred beside two lines of words is level with each, and they with each other not.)
 */
function flowsAsLines(node: Node): boolean {
  const boxes: DOMRect[] = [];
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(walker.currentNode);
    boxes.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
  }
  const level = (a: DOMRect, b: DOMRect) => a.bottom > b.top + 2 && b.bottom > a.top + 2;
  return boxes.every((a) => boxes.every((b) => boxes.every((c) => !level(a, b) || !level(b, c) || level(a, c))));
}

/**
 * The text a payer's selection of `node` holds. (A range's text: Firefox will not select a button's label
 * through Selection, but a copy by hand of the label around it takes the same characters.)
 */
function copiedText(node: Node): string {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.toString();
}

describe('right to left', () => {
  describe('splitIsolates', () => {
    it('sets each isolated value apart with its direction, and keeps the words around it', () => {
      expect(splitIsolates('أرسل \u2068USDT\u2069 فقط عبر شبكة \u2068Tron (TRC-20)\u2069.')).to.deep.equal([
        'أرسل ',
        { dir: 'auto', text: 'USDT' },
        ' فقط عبر شبكة ',
        { dir: 'auto', text: 'Tron (TRC-20)' },
        '.',
      ]);
      expect(splitIsolates('السعر: \u20661 BTC = 61,537.21 EUR\u2069')).to.deep.equal([
        'السعر: ',
        { dir: 'ltr', text: '1 BTC = 61,537.21 EUR' },
      ]);
      expect(splitIsolates('\u2067שלום\u2069')).to.deep.equal([{ dir: 'rtl', text: 'שלום' }]);
    });

    it('leaves a sentence without isolates as it is, and drops an isolate without its pair', () => {
      expect(splitIsolates('Send only USDT.')).to.deep.equal(['Send only USDT.']);
      expect(splitIsolates('a \u2068b c')).to.deep.equal(['a b c']);
      expect(splitIsolates('a\u2069 b')).to.deep.equal(['a b']);
    });
  });

  it('the glyph check finds a value the sentence around it reordered, and one broken across lines', async () => {
    // Not isolated, the rate's leading digit takes the Arabic before it for its direction, and is drawn apart.
    const rate = await fixture<HTMLParagraphElement>(
      html`<p dir="rtl" style="width: 400px">السعر مثبّت: <span>1 BTC = 61,537.21 EUR</span></p>`,
    );
    expect(drawn(rate.querySelector('span')!)).to.deep.include({ lines: 1, leftToRight: false });
    const narrow = await fixture<HTMLParagraphElement>(
      html`<p dir="rtl" style="width: 40px">أرسل <span>Tron (TRC-20)</span>. أي</p>`,
    );
    expect(drawn(narrow.querySelector('span')!).lines).to.be.above(1);
  });

  it('a long value (a TON comment) wraps inside the memo button at 320 px rather than overflow it', async () => {
    const TON = 'EQD4FPq-PRDieyQKkizFTRtSDyucUIqrj0v_zXJmqaDp6_0t';
    const comment = 'Order 1001 for the shop at the corner of the street, paid on Tuesday';
    const invoice = invoiceDocument('btc');
    Object.assign(invoice.data.attributes, { chargedCurrency: 'TON', network: 'ton', networkName: 'TON' });
    invoice.included[0]!.attributes = { value: `${TON}?text=${comment}` };
    for (const lang of ['ar', 'ur']) {
      const el = await mountRtlDocument(320, 'light', lang, invoice);
      const button = $(el, '[part="memo-confirm"]')!;
      expect(button.textContent, lang).to.contain(comment);
      expect(button.scrollWidth, lang).to.be.at.most(button.clientWidth);
      el.parentElement!.remove();
    }
  });

  describe('announcements use the digits the screen shows', () => {
    it('the minutes before expiry and the seconds before a redirect, in Latin digits as the timer', () => {
      for (const lang of ['fa', 'ar', 'ar-EG', 'ar-EG-u-nu-arab', 'ur', 'hi-IN-u-nu-deva', 'bn']) {
        for (const unit of ['minute', 'second'] as const) {
          const words = formatDuration(5, unit, lang);
          expect(words, `${lang} ${unit}`).to.contain('5');
          expect(words, `${lang} ${unit}`).to.not.match(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef]/);
        }
      }
    });
  });

  for (const width of [320, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const lang of ['ar', 'ur', 'fa', 'he']) {
        describe(`${lang} at ${width} px, ${scheme}`, () => {
          let el: CryptoCheckout;
          afterEach(() => el?.remove());

          it('the network warning draws the currency and the network whole, on one line, left to right', async () => {
            el = await mountRtl(width, scheme, lang, 'usdt-tron');
            expect($(el, '[part~="base"]')!.getAttribute('dir')).to.equal('rtl');
            const values = [...$(el, '[part~="warning"]')!.querySelectorAll('bdi')].map(drawn);
            expect(values).to.deep.equal([
              ...(lang === 'ur' ? [] : [{ text: 'USDT', lines: 1, leftToRight: true }]),
              { text: 'Tron (TRC-20)', lines: 1, leftToRight: true },
              ...(lang === 'ur' ? [{ text: 'USDT', lines: 1, leftToRight: true }] : []),
            ]);
            const rate = $(el, '.small.muted bdi');
            if (rate) expect(drawn(rate)).to.include({ lines: 1, leftToRight: true });
          });

          it('no isolate character is left in any text a payer can select', async () => {
            el = await mountRtl(width, scheme, lang, 'usdt-tron');
            expect(copiedText($(el, '[part~="base"]')!)).to.not.match(ISOLATES);
          });

          it('the memo button holds the tag whole, and a copy of its label takes no invisible character', async () => {
            el = await mountRtl(width, scheme, lang, 'xrp');
            const button = $(el, '[part="memo-confirm"]')!;
            const tag = button.querySelector('bdi')!;
            expect(drawn(tag)).to.deep.equal({ text: tag.textContent, lines: 1, leftToRight: true });
            expect(tag.textContent).to.match(/^\d+$/);
            expect(flowsAsLines(button), 'the label flows as lines').to.equal(true);
            expect(copiedText(button)).to.not.match(ISOLATES);
            expect(copiedText(button)).to.contain(tag.textContent!);
            await confirmMemo(el);
            expect(copiedText($(el, '[part~="base"]')!)).to.not.match(ISOLATES);
          });
        });
      }
    }
  }
});
