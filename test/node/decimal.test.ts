// The decimal strings of amounts, pure: which strings are decimals, which are above zero, and base units.
// formatDecimal, which writes them through the engine's Intl, is test/decimal.test.ts, in the three browsers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDecimalString, isPositiveDecimal, toBaseUnits } from '../../src/core/decimal.js';

describe('decimal', () => {
  describe('isDecimalString', () => {
    for (const value of [
      '0',
      '12',
      '0.5',
      '49.990000',
      '0.000000000000000001',
      '1234567890123456789012345.123456789',
      '007',
    ]) {
      it(`accepts ${JSON.stringify(value)}`, () => {
        assert.equal(isDecimalString(value), true);
      });
    }

    for (const value of [
      '1e-7',
      '1E7',
      '-1',
      '+1',
      '1.',
      '.5',
      ' 1',
      '1 ',
      '1,5',
      '1_000',
      '',
      '0x10',
      'NaN',
      'Infinity',
      '1.2.3',
      '١٢',
      '１２',
      '1\n',
    ]) {
      it(`rejects ${JSON.stringify(value)}`, () => {
        assert.equal(isDecimalString(value), false);
      });
    }

    it('R26: rejects JSON numbers and other non-strings', () => {
      const parsed: unknown = JSON.parse('{"amount": 1.5}').amount;
      assert.equal(typeof parsed, 'number');
      assert.equal(isDecimalString(parsed), false);
      for (const value of [0, 12, 1.5, 10n, null, undefined, true, ['1'], { toString: () => '1' }, new String('1')]) {
        assert.equal(isDecimalString(value), false, String(value));
      }
    });

    it('rejects absurdly long strings', () => {
      assert.equal(isDecimalString('1'.repeat(100)), true);
      assert.equal(isDecimalString('1'.repeat(101)), false);
    });
  });

  describe('isPositiveDecimal', () => {
    it('is false for every spelling of zero', () => {
      for (const value of ['0', '00', '0.0', '0.000000000000000000'])
        assert.equal(isPositiveDecimal(value), false, value);
    });

    it('is true as soon as one digit is not zero', () => {
      for (const value of ['1', '10', '0.000000000000000001', '100.00'])
        assert.equal(isPositiveDecimal(value), true, value);
    });
  });

  describe('toBaseUnits', () => {
    const cases: [string, number, string | undefined][] = [
      ['0.000000000000000001', 18, '1'],
      ['0.017385225861871095', 18, '17385225861871095'],
      ['1', 9, '1000000000'],
      ['2.5', 9, '2500000000'],
      ['0', 6, '0'],
      ['007.10', 2, '710'],
      ['99999999999999999999.999999', 6, '99999999999999999999999999'],
      ['0.1234567', 6, undefined],
    ];
    for (const [value, decimals, expected] of cases) {
      it(`${value} at ${decimals} decimals is ${String(expected)}`, () => {
        assert.equal(toBaseUnits(value, decimals), expected);
      });
    }
  });
});
