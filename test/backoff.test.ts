import { expect } from '@open-wc/testing';
import { backoffDelay } from '../src/controllers/invoice-poller.js';
import { parseRetryAfter } from '../src/http-date.js';

/** The polling interval: the first retry waits up to this. */
const BASE = 5_000;
/** The largest value `Math.random` can return. */
const ALMOST_ONE = 1 - 2 ** -53;
const lowest = () => 0;
const highest = () => ALMOST_ONE;

describe('backoff', () => {
  describe('backoffDelay', () => {
    it('waits the floor when the random source gives 0', () => {
      for (const failures of [0, 1, 2, 5, 10, 100]) {
        expect(backoffDelay(failures, BASE, lowest), `${failures}`).to.equal(1_000);
      }
    });

    it('waits just under base * 2^failures when the random source gives its maximum', () => {
      // Ceilings 5 s, 10 s, 20 s, 40 s, then the 60 s cap.
      expect(backoffDelay(0, BASE, highest)).to.equal(4_999);
      expect(backoffDelay(1, BASE, highest)).to.equal(9_999);
      expect(backoffDelay(2, BASE, highest)).to.equal(19_999);
      expect(backoffDelay(3, BASE, highest)).to.equal(39_999);
      expect(backoffDelay(4, BASE, highest)).to.equal(59_999);
    });

    it('is capped, however many failures there were', () => {
      for (const failures of [4, 5, 10, 31, 100, 10_000]) {
        const delay = backoffDelay(failures, BASE, highest);
        expect(delay, `${failures}`).to.equal(59_999);
        expect(Number.isFinite(delay)).to.equal(true);
      }
    });

    it('grows with failures for a pinned random value', () => {
      let previous = 0;
      for (let failures = 0; failures < 8; failures++) {
        const delay = backoffDelay(failures, BASE, () => 0.5);
        expect(delay, `${failures}`).to.be.at.least(previous);
        previous = delay;
      }
      expect(backoffDelay(3, BASE, () => 0.5)).to.be.greaterThan(backoffDelay(0, BASE, () => 0.5));
    });

    it('spreads over [floor, ceiling) with full jitter, in whole milliseconds', () => {
      for (let i = 0; i <= 100; i++) {
        const r = Math.min(i / 100, ALMOST_ONE);
        for (const failures of [0, 2, 6]) {
          const ceiling = Math.min(60_000, 5_000 * 2 ** failures);
          const delay = backoffDelay(failures, BASE, () => r);
          expect(delay).to.be.at.least(1_000);
          expect(delay).to.be.below(ceiling);
          expect(Number.isInteger(delay)).to.equal(true);
        }
      }
      expect(backoffDelay(2, BASE, () => 0.5)).to.equal(1_000 + 0.5 * (20_000 - 1_000));
    });

    it('waits at least a second and at most a minute, whatever the interval', () => {
      for (let i = 0; i < 200; i++) {
        expect(backoffDelay(i % 12, 2_000, Math.random)).to.be.within(1_000, 60_000);
        expect(backoffDelay(i % 12, 30_000, Math.random)).to.be.within(1_000, 60_000);
      }
    });

    it('never waits longer than the ceiling, even when it is under the one-second floor', () => {
      expect(backoffDelay(0, 200, highest)).to.be.at.most(200);
      expect(backoffDelay(0, 200, lowest)).to.equal(200);
      expect(backoffDelay(2, 200, lowest)).to.equal(800);
      expect(backoffDelay(3, 200, lowest)).to.equal(1_000);
    });

    it('uses Math.random when no source is given', () => {
      const seen = new Set<number>();
      for (let i = 0; i < 50; i++) {
        const delay = backoffDelay(4, BASE);
        expect(delay).to.be.within(1_000, 59_999);
        seen.add(delay);
      }
      expect(seen.size).to.be.greaterThan(1);
    });
  });

  describe('parseRetryAfter', () => {
    const NOW = Date.UTC(2015, 9, 21, 7, 27, 0); // Wed, 21 Oct 2015 07:27:00 GMT

    it('reads delta-seconds as milliseconds', () => {
      expect(parseRetryAfter('120', NOW)).to.equal(120_000);
      expect(parseRetryAfter('1', NOW)).to.equal(1_000);
      expect(parseRetryAfter('0', NOW)).to.equal(0);
      expect(parseRetryAfter(' 5 ', NOW)).to.equal(5_000);
    });

    it('reads an IMF-fixdate against now', () => {
      expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', NOW)).to.equal(60_000);
      expect(parseRetryAfter('Wed, 21 Oct 2015 08:27:00 GMT', NOW)).to.equal(3_600_000);
    });

    it('reads the obsolete RFC 850 and asctime forms as GMT', () => {
      expect(parseRetryAfter('Wednesday, 21-Oct-15 07:28:00 GMT', NOW)).to.equal(60_000);
      expect(parseRetryAfter('Wed Oct 21 07:28:00 2015', NOW)).to.equal(60_000);
      expect(parseRetryAfter('Wed Oct  1 07:28:00 2015', Date.UTC(2015, 9, 1, 7, 27, 30))).to.equal(30_000);
    });

    it('gives 0 for a date in the past', () => {
      expect(parseRetryAfter('Wed, 21 Oct 2015 07:26:00 GMT', NOW)).to.equal(0);
      expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', NOW)).to.equal(0);
    });

    it('gives undefined when the header is absent', () => {
      expect(parseRetryAfter(null, NOW)).to.equal(undefined);
    });

    // Date.parse alone reads several of these (e.g. "1.5", "soon 2") as dates in 2001, which would mean "retry now".
    for (const value of [
      '',
      '   ',
      'soon',
      'later',
      '1.5',
      '-1',
      '+5',
      '5s',
      '1e3',
      '0x10',
      'soon 2',
      'Retry 5',
      '12 13',
      'hello 2020',
      '2015-10-21',
      '2015-10-21T07:28:00Z',
      'Wed, 21 Oct 2015 25:28:00 GMT',
    ]) {
      it(`gives undefined for ${JSON.stringify(value)}`, () => {
        expect(parseRetryAfter(value, NOW)).to.equal(undefined);
      });
    }
  });
});
