import { expect } from '@open-wc/testing';
import { remainingMs } from '../src/controllers/countdown-controller.js';
import { serverOffsetFromDate } from '../src/controllers/invoice-poller.js';
import { parseHttpDate } from '../src/http-date.js';

const MINUTE = 60_000;
const HEADER = 'Wed, 21 Oct 2015 07:28:00 GMT';
const HEADER_TIME = Date.UTC(2015, 9, 21, 7, 28, 0);

/** The `Date` header a server writes at `time`: whole seconds, truncated. */
const httpDate = (time: number) => new Date(Math.floor(time / 1000) * 1000).toUTCString();

describe('server-clock', () => {
  describe('parseHttpDate', () => {
    it('reads the three HTTP-date forms', () => {
      expect(parseHttpDate(HEADER)).to.equal(HEADER_TIME);
      expect(parseHttpDate('Wednesday, 21-Oct-15 07:28:00 GMT')).to.equal(HEADER_TIME);
      expect(parseHttpDate('Wed Oct 21 07:28:00 2015')).to.equal(HEADER_TIME);
      expect(parseHttpDate(`  ${HEADER} `)).to.equal(HEADER_TIME);
    });

    it('reads what Date#toUTCString writes', () => {
      const time = Date.UTC(2026, 1, 3, 4, 5, 6);
      expect(parseHttpDate(new Date(time).toUTCString())).to.equal(time);
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
        expect(parseHttpDate(value)).to.equal(undefined);
      });
    }
  });

  describe('serverOffsetFromDate', () => {
    it('measures against the midpoint of request and response, plus half a second', () => {
      // Sent 300 ms before and received 100 ms after a client reading 10 minutes behind the header.
      const sentAt = HEADER_TIME - 10 * MINUTE - 300;
      const receivedAt = HEADER_TIME - 10 * MINUTE + 100;
      // The server stamped somewhere in [07:28:00, 07:28:01): best guess 07:28:00.5,
      // against the client's midpoint, 10 min 100 ms before 07:28:00.
      expect(serverOffsetFromDate(HEADER, sentAt, receivedAt)).to.equal(10 * MINUTE + 100 + 500);
    });

    it('is negative when the client clock runs ahead', () => {
      const sentAt = HEADER_TIME + 5 * MINUTE;
      const receivedAt = sentAt + 1_000;
      // Client midpoint 07:33:00.5 against the server's 07:28:00.5.
      expect(serverOffsetFromDate(HEADER, sentAt, receivedAt)).to.equal(-5 * MINUTE);
    });

    it('is about zero when the clocks agree', () => {
      expect(serverOffsetFromDate(HEADER, HEADER_TIME + 400, HEADER_TIME + 600)).to.equal(0);
    });

    it('gives undefined for a missing or unreadable header', () => {
      expect(serverOffsetFromDate(null, 0, 100)).to.equal(undefined);
      expect(serverOffsetFromDate('', 0, 100)).to.equal(undefined);
      expect(serverOffsetFromDate('garbage', 0, 100)).to.equal(undefined);
      expect(serverOffsetFromDate('not a date', 0, 100)).to.equal(undefined);
      // Date.parse alone would read these as dates in 2001 and shift the clock by decades.
      expect(serverOffsetFromDate('1.5', 0, 100)).to.equal(undefined);
      expect(serverOffsetFromDate('soon 2', 0, 100)).to.equal(undefined);
    });

    it('keeps the countdown within 2 s of the server with the client clock 10 minutes off', () => {
      const createdAt = Date.UTC(2026, 0, 1, 12, 0, 0, 250);
      const window = { createdAt, expiresAt: createdAt + 20 * MINUTE };
      for (const skew of [-10 * MINUTE, -10 * MINUTE + 777, 0, 10 * MINUTE, 10 * MINUTE - 333]) {
        for (const [latencyUp, latencyDown] of [
          [0, 0],
          [150, 50],
          [400, 900],
          [20, 1_500],
        ]) {
          for (const stampedAt of [createdAt + 1_000, createdAt + 61_999, createdAt + 7 * MINUTE + 500]) {
            // Client clock = server clock - skew.
            const sentAt = stampedAt - latencyUp - skew;
            const receivedAt = stampedAt + latencyDown - skew;
            const offset = serverOffsetFromDate(httpDate(stampedAt), sentAt, receivedAt);
            expect(offset).to.be.a('number');
            const later = 3 * MINUTE; // some time after the response
            const shown = remainingMs(window, receivedAt + later, offset);
            const truth = remainingMs(window, stampedAt + latencyDown + later);
            expect(Math.abs(shown - truth), `skew ${skew}, latency ${latencyUp}/${latencyDown}`).to.be.at.most(2_000);
          }
        }
      }
    });
  });
});
