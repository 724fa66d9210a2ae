import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  crossedThreshold,
  formatCountdown,
  msUntilNextSecond,
  remainingMs,
} from '../src/ui/controllers/countdown-controller.js';
import type { CryptoCheckout } from '../src/index.js';
import { invoiceDocument } from '../fixtures/invoices.js';
import { mount, restoreHidden, setHidden } from './helpers/element.js';

const MINUTE = 60_000;
const T = Date.UTC(2026, 0, 1, 12, 0, 0);
/** A 20-minute invoice window in the service's clock. */
const WINDOW = { createdAt: T, expiresAt: T + 20 * MINUTE };

afterEach(() => {
  sinon.restore();
  restoreHidden();
});

describe('countdown', () => {
  describe('remainingMs', () => {
    it('is the time to expiry when the clocks agree', () => {
      expect(remainingMs(WINDOW, T)).to.equal(20 * MINUTE);
      expect(remainingMs(WINDOW, T + 5 * MINUTE)).to.equal(15 * MINUTE);
      expect(remainingMs(WINDOW, T + 20 * MINUTE - 1)).to.equal(1);
    });

    it('is 0 at and after expiry, never negative', () => {
      expect(remainingMs(WINDOW, T + 20 * MINUTE)).to.equal(0);
      expect(remainingMs(WINDOW, T + 21 * MINUTE)).to.equal(0);
      expect(remainingMs(WINDOW, T + 365 * 24 * 60 * MINUTE)).to.equal(0);
    });

    it('never exceeds the whole window when the client clock runs behind', () => {
      // Client ten minutes behind and no offset known: naive maths would give 30 minutes.
      expect(remainingMs(WINDOW, T - 10 * MINUTE)).to.equal(20 * MINUTE);
      expect(remainingMs(WINDOW, 0)).to.equal(20 * MINUTE);
    });

    it('corrects the client clock by the server offset (server minus client)', () => {
      // Five minutes into the invoice, on a client clock 10 minutes behind (offset +10 min) ...
      expect(remainingMs(WINDOW, T + 5 * MINUTE - 10 * MINUTE, 10 * MINUTE)).to.equal(15 * MINUTE);
      // ... and on one 10 minutes ahead (offset -10 min).
      expect(remainingMs(WINDOW, T + 5 * MINUTE + 10 * MINUTE, -10 * MINUTE)).to.equal(15 * MINUTE);
      // A client ahead by 30 minutes would think the invoice expired without the offset.
      expect(remainingMs(WINDOW, T + 30 * MINUTE)).to.equal(0);
      expect(remainingMs(WINDOW, T + 30 * MINUTE, -30 * MINUTE)).to.equal(20 * MINUTE);
    });

    it('clamps after applying the offset', () => {
      expect(remainingMs(WINDOW, T, 25 * MINUTE)).to.equal(0);
      expect(remainingMs(WINDOW, T, -25 * MINUTE)).to.equal(20 * MINUTE);
    });

    it('is recomputed from the clock, so a skipped stretch of ticks costs nothing', () => {
      // A throttled tab that ticks once a minute still reads the right value at each tick.
      for (let minute = 0; minute <= 20; minute++) {
        expect(remainingMs(WINDOW, T + minute * MINUTE + 123)).to.equal(Math.max(0, (20 - minute) * MINUTE - 123));
      }
    });
  });

  describe('formatCountdown', () => {
    it('rounds up to whole seconds, so 0:00 means expired', () => {
      expect(formatCountdown(0)).to.equal('0:00');
      expect(formatCountdown(1)).to.equal('0:01');
      expect(formatCountdown(1000)).to.equal('0:01');
      expect(formatCountdown(1001)).to.equal('0:02');
    });

    const cases: [number, string][] = [
      [0, '0:00'],
      [1, '0:01'],
      [999, '0:01'],
      [1000, '0:01'],
      [1001, '0:02'],
      [9_000, '0:09'],
      [10_000, '0:10'],
      [59_000, '0:59'],
      [59_001, '1:00'],
      [60_000, '1:00'],
      [60_001, '1:01'],
      [599_000, '9:59'],
      [600_000, '10:00'],
      [20 * MINUTE, '20:00'],
      [3_599_000, '59:59'],
      [3_599_001, '1:00:00'],
      [3_600_000, '1:00:00'],
      [3_661_000, '1:01:01'],
      [10 * 3_600_000 + 5 * MINUTE + 9_000, '10:05:09'],
      [24 * 3_600_000, '24:00:00'],
    ];
    for (const [ms, text] of cases) {
      it(`formats ${ms} ms as ${text}`, () => {
        expect(formatCountdown(ms)).to.equal(text);
      });
    }

    it('does not group digits of long durations', () => {
      expect(formatCountdown(1000 * 3_600_000)).to.equal('1000:00:00');
    });

    it('never shows a negative time', () => {
      expect(formatCountdown(-1)).to.equal('0:00');
      expect(formatCountdown(-61_000)).to.equal('0:00');
    });

    // The digits stay Latin in every language, like the amounts the payer types into a wallet. This
    // once went through Intl.NumberFormat(lang, { numberingSystem: 'latn', useGrouping: false }),
    // which writes whole numbers exactly as String does: the same text, without the formats.
    it('writes what Intl writes with Latin digits, in any language', () => {
      for (const lang of ['en', 'de', 'ar-EG', 'ar-EG-u-nu-arab', 'fa', 'hi-IN-u-nu-deva', 'th-TH-u-nu-thai', 'zh']) {
        const latn = { useGrouping: false, numberingSystem: 'latn' } as const;
        const plain = new Intl.NumberFormat(lang, latn);
        const padded = new Intl.NumberFormat(lang, { ...latn, minimumIntegerDigits: 2 });
        const written = (...units: number[]) =>
          units.map((unit, index) => (index ? padded : plain).format(unit)).join(':');
        expect(formatCountdown(3_723_000), lang).to.equal(written(1, 2, 3));
        expect(formatCountdown(1000 * 3_600_000), lang).to.equal(written(1000, 0, 0));
        expect(formatCountdown(61_000), lang).to.equal(written(1, 1));
      }
    });
  });

  describe('crossedThreshold', () => {
    it('reports 5 minutes going from 5:01 to 4:59', () => {
      expect(crossedThreshold(5 * MINUTE + 1000, 5 * MINUTE - 1000)).to.equal(300_000);
    });

    it('reports 1 minute going from 1:01 to 0:59', () => {
      expect(crossedThreshold(61_000, 59_000)).to.equal(60_000);
    });

    it('reports only 1 minute when a sleeping tab went past both (6:00 to 0:30)', () => {
      expect(crossedThreshold(6 * MINUTE, 30_000)).to.equal(60_000);
    });

    it('reports a threshold reached exactly, and only once', () => {
      expect(crossedThreshold(300_500, 300_000)).to.equal(300_000);
      expect(crossedThreshold(300_000, 299_000)).to.equal(undefined);
      expect(crossedThreshold(60_001, 60_000)).to.equal(60_000);
      expect(crossedThreshold(60_000, 59_000)).to.equal(undefined);
    });

    it('reports nothing when no threshold is crossed', () => {
      expect(crossedThreshold(20 * MINUTE, 19 * MINUTE)).to.equal(undefined);
      expect(crossedThreshold(4 * MINUTE, 2 * MINUTE)).to.equal(undefined);
      expect(crossedThreshold(50_000, 40_000)).to.equal(undefined);
      expect(crossedThreshold(30_000, 30_000)).to.equal(undefined);
    });

    it('reports nothing when the time runs out (expiry speaks for itself)', () => {
      expect(crossedThreshold(1000, 0)).to.equal(undefined);
      expect(crossedThreshold(61_000, 0)).to.equal(undefined);
      expect(crossedThreshold(20 * MINUTE, 0)).to.equal(undefined);
    });

    it('reports nothing when time left grows (a corrected clock)', () => {
      expect(crossedThreshold(4 * MINUTE, 6 * MINUTE)).to.equal(undefined);
      expect(crossedThreshold(59_000, 61_000)).to.equal(undefined);
    });
  });

  describe('msUntilNextSecond', () => {
    it('waits until the displayed second changes', () => {
      expect(msUntilNextSecond(59_001)).to.equal(1);
      expect(msUntilNextSecond(59_500)).to.equal(500);
      expect(msUntilNextSecond(59_999)).to.equal(999);
      expect(msUntilNextSecond(60_000)).to.equal(1000);
      expect(msUntilNextSecond(1)).to.equal(1);
    });

    it('lands exactly on the change for any time left', () => {
      for (const ms of [
        1, 2, 499, 500, 999, 1000, 1001, 59_001, 60_000, 61_234, 299_999, 300_000, 1_199_999, 1_200_000,
      ]) {
        const wait = msUntilNextSecond(ms);
        expect(wait, `${ms}`).to.be.within(1, 1000);
        // One millisecond earlier the display has not changed yet; at the wait it has.
        expect(formatCountdown(ms - wait + 1), `${ms}`).to.equal(formatCountdown(ms));
        expect(formatCountdown(ms - wait), `${ms}`).to.not.equal(formatCountdown(ms));
      }
    });
  });

  describe('in the element', () => {
    const NOW = Date.parse('2026-11-22T10:00:00.000Z');
    const timerText = (el: CryptoCheckout) => el.shadowRoot!.querySelector('[role="timer"]')!.textContent;

    it('R16: correct at every tick even when timers fire only once a minute', async () => {
      const clock = sinon.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      const { el } = await mount(invoiceDocument('btc', { now: NOW }));
      // A throttled tab: the clock runs a minute for every timer that fires.
      for (let minute = 1; minute <= 5; minute++) {
        clock.setSystemTime(Date.now() + 60_000);
        clock.next();
        const left = Math.ceil((NOW + 20 * 60_000 - Date.now()) / 1000);
        expect(timerText(el)).to.equal(`${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`);
        expect(left).to.be.at.most((20 - minute) * 60);
      }
    });

    it('keeps its digits one width apart, so the time does not shift as it counts', async () => {
      const { el } = await mount(invoiceDocument('btc'));
      expect(getComputedStyle(el.shadowRoot!.querySelector('[role="timer"]')!).fontVariantNumeric).to.equal(
        'tabular-nums',
      );
    });

    for (const event of ['visibilitychange', 'pageshow'] as const) {
      it(`R18: recomputes at once on ${event}, without waiting for a timer`, async () => {
        const clock = sinon.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
        const { el } = await mount(invoiceDocument('btc', { now: NOW }));
        // The laptop slept seven minutes: no timer fired.
        clock.setSystemTime(NOW + 7 * 60_000);
        if (event === 'visibilitychange') setHidden(false);
        else window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
        expect(timerText(el)).to.equal('13:00');
      });
    }
  });
});
