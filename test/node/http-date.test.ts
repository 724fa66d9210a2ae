import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseHttpDate, parseRetryAfter } from '../../src/core/http-date.js';
import { HEADER, HEADER_TIME } from '../helpers/http-date.js';

describe('http-date', () => {
  describe('parseHttpDate', () => {
    it('reads the three HTTP-date forms', () => {
      assert.equal(parseHttpDate(HEADER), HEADER_TIME);
      assert.equal(parseHttpDate('Wednesday, 21-Oct-15 07:28:00 GMT'), HEADER_TIME);
      assert.equal(parseHttpDate('Wed Oct 21 07:28:00 2015'), HEADER_TIME);
      assert.equal(parseHttpDate(`  ${HEADER} `), HEADER_TIME);
    });

    it('reads what Date#toUTCString writes', () => {
      const time = Date.UTC(2026, 1, 3, 4, 5, 6);
      assert.equal(parseHttpDate(new Date(time).toUTCString()), time);
    });

    for (const value of [
      '',
      'garbage',
      '1',
      '1.5',
      '-1',
      'soon 2',
      'hello 2020',
      '2015-10-21T07:28:00Z',
      '1445412480000',
      'Wed, 21 Oct 2015 07:28:00',
      'Wed, 21 Oct 2015 07:28:00 PST',
      'Wed, 21 Oct 2015 25:28:00 GMT',
    ]) {
      it(`gives undefined for ${JSON.stringify(value)}`, () => {
        assert.equal(parseHttpDate(value), undefined);
      });
    }
  });

  describe('parseRetryAfter', () => {
    const NOW = Date.UTC(2015, 9, 21, 7, 27, 0); // Wed, 21 Oct 2015 07:27:00 GMT

    it('reads delta-seconds as milliseconds', () => {
      assert.equal(parseRetryAfter('120', NOW), 120_000);
      assert.equal(parseRetryAfter('1', NOW), 1_000);
      assert.equal(parseRetryAfter('0', NOW), 0);
      assert.equal(parseRetryAfter(' 5 ', NOW), 5_000);
    });

    it('reads an IMF-fixdate against now', () => {
      assert.equal(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', NOW), 60_000);
      assert.equal(parseRetryAfter('Wed, 21 Oct 2015 08:27:00 GMT', NOW), 3_600_000);
    });

    it('reads the obsolete RFC 850 and asctime forms as GMT', () => {
      assert.equal(parseRetryAfter('Wednesday, 21-Oct-15 07:28:00 GMT', NOW), 60_000);
      assert.equal(parseRetryAfter('Wed Oct 21 07:28:00 2015', NOW), 60_000);
      assert.equal(parseRetryAfter('Wed Oct  1 07:28:00 2015', Date.UTC(2015, 9, 1, 7, 27, 30)), 30_000);
    });

    it('gives 0 for a date in the past', () => {
      assert.equal(parseRetryAfter('Wed, 21 Oct 2015 07:26:00 GMT', NOW), 0);
      assert.equal(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', NOW), 0);
    });

    it('gives undefined when the header is absent', () => {
      assert.equal(parseRetryAfter(null, NOW), undefined);
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
        assert.equal(parseRetryAfter(value, NOW), undefined);
      });
    }
  });
});
