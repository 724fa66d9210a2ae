// The polling rules of src/core/polling.ts, pure: the interval, max-age, the delay of an open invoice's next poll,
// the backoff with its jitter, and the server's clock from a Date header (with the countdown it keeps).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { remainingMs } from '../../src/ui/controllers/countdown-controller.js';
import {
  backoffDelay,
  maxAgeSeconds,
  openPollDelayMs,
  pollIntervalMs,
  serverOffsetFromDate,
} from '../../src/core/polling.js';
import { HEADER, HEADER_TIME } from '../helpers/http-date.js';

const MINUTE = 60_000;
/** The polling interval: the first retry waits up to this. */
const BASE = 5_000;
/** The largest value `Math.random` can return. */
const ALMOST_ONE = 1 - 2 ** -53;
const lowest = () => 0;
const highest = () => ALMOST_ONE;

/** The `Date` header a server writes at `time`: whole seconds, truncated. */
const httpDate = (time: number) => new Date(Math.floor(time / 1000) * 1000).toUTCString();

describe('invoice poller', () => {
  describe('pollIntervalMs', () => {
    it('takes seconds between 1 and 60 as they are', () => {
      assert.equal(pollIntervalMs(1), 1_000);
      assert.equal(pollIntervalMs(2.5), 2_500);
      assert.equal(pollIntervalMs(5), 5_000);
      assert.equal(pollIntervalMs(60), 60_000);
    });

    it('clamps a finite value outside 1 to 60 seconds to the nearest end', () => {
      assert.equal(pollIntervalMs(0.001), 1_000);
      assert.equal(pollIntervalMs(0.999), 1_000);
      assert.equal(pollIntervalMs(61), 60_000);
      assert.equal(pollIntervalMs(1e9), 60_000);
      assert.equal(pollIntervalMs(Number.MAX_VALUE), 60_000);
      assert.equal(pollIntervalMs(Infinity), 60_000);
    });

    it('falls back to 5 seconds for a value that is no positive number', () => {
      for (const value of [-Infinity, NaN, 0, -0, -1, -1e9, undefined, null, '10' as unknown]) {
        assert.equal(pollIntervalMs(value as number), 5_000, String(value));
      }
    });
  });

  describe('maxAgeSeconds', () => {
    it('reads the first max-age directive, whatever its case and the directives around it', () => {
      assert.equal(maxAgeSeconds('max-age=30'), 30);
      assert.equal(maxAgeSeconds('private, max-age=10'), 10);
      assert.equal(maxAgeSeconds('no-store,max-age=0'), 0);
      assert.equal(maxAgeSeconds('no-cache, MAX-AGE=7 , must-revalidate'), 7);
      assert.equal(maxAgeSeconds('max-age=5, max-age=50'), 5);
      assert.equal(maxAgeSeconds('max-age=007'), 7);
    });

    it('gives undefined without a max-age written as whole seconds', () => {
      for (const value of [
        null,
        '',
        'no-store',
        'no-cache',
        'private',
        's-maxage=30',
        'x-max-age=30',
        'max-age',
        'max-age=',
        'max-age=-1',
        'max-age=1.5',
        'max-age=1e3',
        'max-age="30"',
        'max-age = 30',
        'max-age=30s',
        'max-age=0x10',
      ]) {
        assert.equal(maxAgeSeconds(value), undefined, String(value));
      }
    });
  });

  describe('openPollDelayMs', () => {
    it('waits the interval when max-age is absent, shorter or unreadable', () => {
      assert.equal(openPollDelayMs(5_000, null), 5_000);
      assert.equal(openPollDelayMs(5_000, 'no-store'), 5_000);
      assert.equal(openPollDelayMs(5_000, 'max-age=0'), 5_000);
      assert.equal(openPollDelayMs(5_000, 'max-age=2'), 5_000);
      assert.equal(openPollDelayMs(5_000, 'max-age=5'), 5_000);
    });

    it('waits max-age when longer than the interval, up to 60 seconds', () => {
      assert.equal(openPollDelayMs(5_000, 'private, max-age=12'), 12_000);
      assert.equal(openPollDelayMs(1_000, 'max-age=60'), 60_000);
      assert.equal(openPollDelayMs(5_000, 'max-age=61'), 60_000);
      assert.equal(openPollDelayMs(5_000, 'max-age=31536000'), 60_000);
      assert.equal(openPollDelayMs(5_000, `max-age=${'9'.repeat(400)}`), 60_000);
      assert.equal(openPollDelayMs(60_000, 'max-age=600'), 60_000);
    });
  });

  describe('backoffDelay', () => {
    it('waits the floor when the random source gives 0', () => {
      for (const failures of [0, 1, 2, 5, 10, 100]) {
        assert.equal(backoffDelay(failures, BASE, lowest), 1_000, `${failures}`);
      }
    });

    it('waits just under base * 2^failures when the random source gives its maximum', () => {
      // Ceilings 5 s, 10 s, 20 s, 40 s, then the 60 s cap.
      assert.equal(backoffDelay(0, BASE, highest), 4_999);
      assert.equal(backoffDelay(1, BASE, highest), 9_999);
      assert.equal(backoffDelay(2, BASE, highest), 19_999);
      assert.equal(backoffDelay(3, BASE, highest), 39_999);
      assert.equal(backoffDelay(4, BASE, highest), 59_999);
    });

    it('is capped, however many failures there were', () => {
      for (const failures of [4, 5, 10, 31, 100, 10_000]) {
        const delay = backoffDelay(failures, BASE, highest);
        assert.equal(delay, 59_999, `${failures}`);
        assert.equal(Number.isFinite(delay), true);
      }
    });

    it('grows with failures for a pinned random value', () => {
      let previous = 0;
      for (let failures = 0; failures < 8; failures++) {
        const delay = backoffDelay(failures, BASE, () => 0.5);
        assert.ok(delay >= previous, `${failures}`);
        previous = delay;
      }
      assert.ok(backoffDelay(3, BASE, () => 0.5) > backoffDelay(0, BASE, () => 0.5));
    });

    it('spreads over [floor, ceiling) with full jitter, in whole milliseconds', () => {
      for (let i = 0; i <= 100; i++) {
        const r = Math.min(i / 100, ALMOST_ONE);
        for (const failures of [0, 2, 6]) {
          const ceiling = Math.min(60_000, 5_000 * 2 ** failures);
          const delay = backoffDelay(failures, BASE, () => r);
          assert.ok(delay >= 1_000);
          assert.ok(delay < ceiling);
          assert.equal(Number.isInteger(delay), true);
        }
      }
      assert.equal(
        backoffDelay(2, BASE, () => 0.5),
        1_000 + 0.5 * (20_000 - 1_000),
      );
    });

    it('waits at least a second and at most a minute, whatever the interval', () => {
      for (let i = 0; i < 200; i++) {
        assert.ok(
          backoffDelay(i % 12, 2_000, Math.random) >= 1_000 && backoffDelay(i % 12, 2_000, Math.random) <= 60_000,
        );
        assert.ok(
          backoffDelay(i % 12, 30_000, Math.random) >= 1_000 && backoffDelay(i % 12, 30_000, Math.random) <= 60_000,
        );
      }
    });

    it('never waits longer than the ceiling, even when it is under the one-second floor', () => {
      assert.ok(backoffDelay(0, 200, highest) <= 200);
      assert.equal(backoffDelay(0, 200, lowest), 200);
      assert.equal(backoffDelay(2, 200, lowest), 800);
      assert.equal(backoffDelay(3, 200, lowest), 1_000);
    });

    it('uses Math.random when no source is given', () => {
      const seen = new Set<number>();
      for (let i = 0; i < 50; i++) {
        const delay = backoffDelay(4, BASE);
        assert.ok(delay >= 1_000 && delay <= 59_999);
        seen.add(delay);
      }
      assert.ok(seen.size > 1);
    });
  });

  describe('serverOffsetFromDate', () => {
    it('measures against the midpoint of request and response, plus half a second', () => {
      // Sent 300 ms before and received 100 ms after a client reading 10 minutes behind the header.
      const sentAt = HEADER_TIME - 10 * MINUTE - 300;
      const receivedAt = HEADER_TIME - 10 * MINUTE + 100;
      // The server stamped somewhere in [07:28:00, 07:28:01): best guess 07:28:00.5,
      // against the client's midpoint, 10 min 100 ms before 07:28:00.
      assert.equal(serverOffsetFromDate(HEADER, sentAt, receivedAt), 10 * MINUTE + 100 + 500);
    });

    it('is negative when the client clock runs ahead', () => {
      const sentAt = HEADER_TIME + 5 * MINUTE;
      const receivedAt = sentAt + 1_000;
      // Client midpoint 07:33:00.5 against the server's 07:28:00.5.
      assert.equal(serverOffsetFromDate(HEADER, sentAt, receivedAt), -5 * MINUTE);
    });

    it('is about zero when the clocks agree', () => {
      assert.equal(serverOffsetFromDate(HEADER, HEADER_TIME + 400, HEADER_TIME + 600), 0);
    });

    it('gives undefined for a missing or unreadable header', () => {
      assert.equal(serverOffsetFromDate(null, 0, 100), undefined);
      assert.equal(serverOffsetFromDate('', 0, 100), undefined);
      assert.equal(serverOffsetFromDate('garbage', 0, 100), undefined);
      assert.equal(serverOffsetFromDate('not a date', 0, 100), undefined);
      // Date.parse alone would read these as dates in 2001 and shift the clock by decades.
      assert.equal(serverOffsetFromDate('1.5', 0, 100), undefined);
      assert.equal(serverOffsetFromDate('soon 2', 0, 100), undefined);
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
            assert.equal(typeof offset, 'number');
            const later = 3 * MINUTE; // some time after the response
            const shown = remainingMs(window, receivedAt + later, offset);
            const truth = remainingMs(window, stampedAt + latencyDown + later);
            assert.ok(Math.abs(shown - truth) <= 2_000, `skew ${skew}, latency ${latencyUp}/${latencyDown}`);
          }
        }
      }
    });
  });
});
