// Every shipped language at phone width (320 px), in the states with the most words: the destination tag before
// and after it is confirmed, the network warning, the expired screen, exchange-app instructions. No text is wider
// than its box. (The pseudo-locale's room: test/localize.test.ts; each locale's words: test/node/locales.test.ts,
// which also checks that this list names every locale file.)
import { expect, nextFrame } from '@open-wc/testing';
import '../src/index.js';
import type { CryptoCheckout } from '../src/index.js';
import { invoiceDocument, type Fixture } from '../fixtures/invoices.js';
import { confirmMemo, mountIn } from './helpers/element.js';

export const LOCALES = [
  'ar',
  'az',
  'bg',
  'bn',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'et',
  'fa',
  'fi',
  'fil',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'hy',
  'id',
  'it',
  'ja',
  'ka',
  'kk',
  'ko',
  'lt',
  'lv',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'sw',
  'ta',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh-CN',
  'zh-TW',
];

/** Every element with text of its own whose content is wider than its box, and what it says. */
function overflowing(el: CryptoCheckout): string[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
    .filter((node) => !node.matches('.visually-hidden'))
    .filter((node) => [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent!.trim()))
    .filter((node) => getComputedStyle(node).display !== 'inline' && node.scrollWidth > node.clientWidth)
    .map(
      (node) =>
        `${node.localName}.${node.className}: ${node.scrollWidth} > ${node.clientWidth}: ${node.textContent!.trim()}`,
    );
}

const STATES: [Fixture, 'expired' | undefined][] = [
  ['xrp', undefined],
  ['usdt-tron', undefined],
  ['btc', 'expired'],
  ['exchange-pay', undefined],
];

describe('every language at 320 px', () => {
  for (const tag of LOCALES) {
    it(`${tag}: no text is wider than its box`, async () => {
      await import(`../src/i18n/locales/${tag}.ts`);
      // The states side by side, each in a 320 px box: one layout for all, as a phone lays out one.
      const shown = await Promise.all(
        STATES.map(([kind, status]) =>
          mountIn(320, invoiceDocument(kind, status ? { status } : {}), { lang: tag, renewable: '' }),
        ),
      );
      await nextFrame();
      const problems = shown.flatMap((el, index) =>
        overflowing(el).map((problem) => `${STATES[index]![0]}: ${problem}`),
      );
      const xrp = shown[STATES.findIndex(([kind]) => kind === 'xrp')]!;
      await confirmMemo(xrp);
      await nextFrame();
      problems.push(...overflowing(xrp).map((problem) => `xrp, tag confirmed: ${problem}`));
      for (const el of shown) el.parentElement!.remove();
      expect(problems).to.deep.equal([]);
    });
  }
});
