import { expect } from '@open-wc/testing';
import { pollIntervalMs } from '../src/controllers/invoice-poller.js';

describe('invoice poller', () => {
  describe('pollIntervalMs', () => {
    it('takes seconds between 1 and 60 as they are', () => {
      expect(pollIntervalMs(1)).to.equal(1_000);
      expect(pollIntervalMs(2.5)).to.equal(2_500);
      expect(pollIntervalMs(5)).to.equal(5_000);
      expect(pollIntervalMs(60)).to.equal(60_000);
    });

    it('clamps a finite value outside 1 to 60 seconds to the nearest end', () => {
      expect(pollIntervalMs(0.001)).to.equal(1_000);
      expect(pollIntervalMs(0.999)).to.equal(1_000);
      expect(pollIntervalMs(61)).to.equal(60_000);
      expect(pollIntervalMs(1e9)).to.equal(60_000);
      expect(pollIntervalMs(Number.MAX_VALUE)).to.equal(60_000);
      expect(pollIntervalMs(Infinity)).to.equal(60_000);
    });

    it('falls back to 5 seconds for a value that is no positive number', () => {
      for (const value of [-Infinity, NaN, 0, -0, -1, -1e9, undefined, null, '10' as unknown]) {
        expect(pollIntervalMs(value as number), String(value)).to.equal(5_000);
      }
    });
  });
});
