import { expect } from '@open-wc/testing';
import { FINAL_INVOICE_STATUSES, INVOICE_STATUSES } from '../src/client/protocol.js';
import { CHECKOUT_STATUSES, isCheckoutStatus, isFinalStatus, mapServiceStatus } from '../src/status.js';

describe('status', () => {
  describe('mapServiceStatus', () => {
    const cases: [string, string, boolean][] = [
      ['pending', 'pending', false],
      ['processing', 'processing', false],
      ['on_hold', 'processing', true],
      ['completed', 'complete', false],
      ['complete', 'complete', false],
      ['expired', 'expired', false],
      ['cancelled', 'cancelled', false],
      ['canceled', 'cancelled', false],
      ['rejected', 'rejected', false],
    ];
    for (const [service, status, onHold] of cases) {
      it(`maps ${service} to ${status}${onHold ? ' on hold' : ''}`, () => {
        expect(mapServiceStatus(service)).to.deep.equal({ status, onHold });
      });
    }

    for (const value of [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'isPrototypeOf',
      '__defineGetter__',
    ]) {
      it(`gives undefined for the Object.prototype key ${value}`, () => {
        // Compared by identity and described by hand: a failure would otherwise print all of Object.prototype.
        const result = mapServiceStatus(value);
        expect(result === undefined, `${value} gave ${Object.prototype.toString.call(result)}`).to.equal(true);
      });
    }

    it('gives undefined for unknown values, never a guess', () => {
      for (const value of [
        '',
        'paid',
        'success',
        'failed',
        'unknown',
        'COMPLETED',
        'Completed',
        ' pending',
        'pending ',
        'on-hold',
        'onHold',
      ]) {
        expect(mapServiceStatus(value), value).to.equal(undefined);
      }
    });

    it('gives undefined for non-strings', () => {
      for (const value of [
        undefined,
        null,
        0,
        1,
        true,
        {},
        ['completed'],
        { toString: () => 'completed' },
        new String('completed'),
      ]) {
        expect(mapServiceStatus(value), String(value)).to.equal(undefined);
      }
    });

    it('maps only onto statuses the element has', () => {
      for (const [service] of cases) expect(isCheckoutStatus(mapServiceStatus(service)?.status)).to.equal(true);
    });

    it("knows every status of the client's list, and takes exactly its final ones as final", () => {
      for (const service of INVOICE_STATUSES) {
        const mapped = mapServiceStatus(service);
        expect(mapped, service).to.not.equal(undefined);
        expect(isFinalStatus(mapped!.status), service).to.equal(
          (FINAL_INVOICE_STATUSES as readonly string[]).includes(service),
        );
      }
    });
  });

  describe('isFinalStatus', () => {
    it('takes exactly complete, expired, cancelled and rejected as final', () => {
      const final = CHECKOUT_STATUSES.filter((status) => isFinalStatus(status));
      expect(final).to.have.members(['complete', 'expired', 'cancelled', 'rejected']);
      expect(final).to.have.length(4);
    });

    it('takes loading and error as not final', () => {
      for (const status of ['loading', 'error'] as const) expect(isFinalStatus(status)).to.equal(false);
    });
  });

  describe('isCheckoutStatus', () => {
    it('accepts every status of the element and nothing else', () => {
      for (const status of CHECKOUT_STATUSES) expect(isCheckoutStatus(status)).to.equal(true);
      for (const value of ['completed', 'on_hold', '', 'toString', undefined, null, 1])
        expect(isCheckoutStatus(value)).to.equal(false);
    });
  });
});
