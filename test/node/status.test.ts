import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FINAL_INVOICE_STATUSES, INVOICE_STATUSES } from '../../src/core/protocol.js';
import { CHECKOUT_STATUSES, isCheckoutStatus, isFinalStatus, mapServiceStatus } from '../../src/core/status.js';

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
        assert.deepEqual(mapServiceStatus(service), { status, onHold });
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
        assert.equal(result === undefined, true, `${value} gave ${Object.prototype.toString.call(result)}`);
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
        assert.equal(mapServiceStatus(value), undefined, value);
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
        assert.equal(mapServiceStatus(value), undefined, String(value));
      }
    });

    it('maps only onto statuses the element has', () => {
      for (const [service] of cases) assert.equal(isCheckoutStatus(mapServiceStatus(service)?.status), true);
    });

    it("knows every status of the client's list, and takes exactly its final ones as final", () => {
      for (const service of INVOICE_STATUSES) {
        const mapped = mapServiceStatus(service);
        assert.notEqual(mapped, undefined, service);
        assert.equal(
          isFinalStatus(mapped!.status),
          (FINAL_INVOICE_STATUSES as readonly string[]).includes(service),
          service,
        );
      }
    });
  });

  describe('isFinalStatus', () => {
    it('takes exactly complete, expired, cancelled and rejected as final', () => {
      const final = CHECKOUT_STATUSES.filter((status) => isFinalStatus(status));
      assert.deepEqual([...final].sort(), ['complete', 'expired', 'cancelled', 'rejected'].sort());
      assert.equal(final.length, 4);
    });

    it('takes loading and error as not final', () => {
      for (const status of ['loading', 'error'] as const) assert.equal(isFinalStatus(status), false);
    });
  });

  describe('isCheckoutStatus', () => {
    it('accepts every status of the element and nothing else', () => {
      for (const status of CHECKOUT_STATUSES) assert.equal(isCheckoutStatus(status), true);
      for (const value of ['completed', 'on_hold', '', 'toString', undefined, null, 1])
        assert.equal(isCheckoutStatus(value), false);
    });
  });
});
