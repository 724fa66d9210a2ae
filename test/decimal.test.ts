// formatDecimal stays in the three browsers: it writes amounts through each engine's Intl.NumberFormat (string
// input, roundingMode, numbering systems), which differs by engine. The pure rules are test/node/decimal.test.ts.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { formatDecimal } from '../src/core/decimal.js';

/** The ASCII digits of a string, in order: what must survive formatting. */
const digits = (value: string) => value.replace(/[^0-9]/g, '');

describe('decimal', () => {
  describe('formatDecimal', () => {
    it('R27: keeps all 18 fraction digits of 0.123456789012345678', () => {
      expect(formatDecimal('0.123456789012345678', 'en')).to.equal('0.123456789012345678');
    });

    it('R27: does not round 1.000000000000000001 to 1', () => {
      const formatted = formatDecimal('1.000000000000000001', 'en');
      expect(formatted).to.equal('1.000000000000000001');
      // What a trip through a JavaScript number would have given.
      expect(String(Number('1.000000000000000001'))).to.equal('1');
    });

    it('R27: never writes 0.0000001 in exponent notation', () => {
      expect(String(Number('0.0000001'))).to.equal('1e-7');
      const formatted = formatDecimal('0.0000001', 'en');
      expect(formatted).not.to.match(/e/i);
      expect(formatted).to.equal('0.0000001');
    });

    it('keeps 1 wei of ether exactly', () => {
      expect(formatDecimal('0.000000000000000001', 'en')).to.equal('0.000000000000000001');
    });

    it('keeps trailing zeros the service sent', () => {
      expect(formatDecimal('49.990000', 'en')).to.equal('49.990000');
      expect(formatDecimal('100', 'en')).to.equal('100');
    });

    it('groups and uses the decimal sign of the language', () => {
      expect(formatDecimal('1234567.5', 'en')).to.equal('1,234,567.5');
      expect(formatDecimal('1234567.5', 'de')).to.equal('1.234.567,5');
      expect(formatDecimal('1234567.5', 'en-IN')).to.equal('12,34,567.5');
    });

    it('keeps integers beyond 2^53 exact', () => {
      expect(formatDecimal('12345678901234567891.5', 'en')).to.equal('12,345,678,901,234,567,891.5');
      expect(formatDecimal('9007199254740993', 'en')).to.equal('9,007,199,254,740,993');
    });

    it('keeps every digit in every language it is asked for', () => {
      const values = [
        '0.123456789012345678',
        '1.000000000000000001',
        '0.0000001',
        '1234567.5',
        '49.990000',
        '12345678901234567891.000000000000000001',
      ];
      for (const lang of ['en', 'de', 'fr', 'de-CH', 'es', 'ja', 'en-IN', undefined]) {
        for (const value of values) {
          const formatted = formatDecimal(value, lang);
          expect(formatted, `${value} in ${lang}`).not.to.match(/e/i);
          expect(digits(formatted), `${value} in ${lang}`).to.equal(digits(value));
        }
      }
    });

    it('drops only redundant leading zeros of the integer part', () => {
      expect(formatDecimal('007.50', 'en')).to.equal('7.50');
      expect(formatDecimal('0.5', 'en')).to.equal('0.5');
    });

    it('shows Latin digits, the ones wallets take, in languages with other digits', () => {
      for (const lang of ['ar-EG', 'fa', 'hi-IN-u-nu-deva', 'ar-EG-u-nu-arab']) {
        const formatted = formatDecimal('1234567.000000000000000001', lang);
        expect(digits(formatted), lang).to.equal('1234567000000000000000001');
        expect(formatted, lang).not.to.match(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/);
      }
    });

    it('returns the string as it is when Intl would change a digit', () => {
      const NumberFormat = Intl.NumberFormat;
      // An engine that formats through a float, as older ones did with string input.
      const lossy = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        const real = new NumberFormat(...args);
        return { format: (value: unknown) => real.format(Number(value)) };
      };
      try {
        Intl.NumberFormat = lossy as unknown as typeof Intl.NumberFormat;
        // German: English is grouped without Intl.
        expect(formatDecimal('1.000000000000000001', 'de')).to.equal('1.000000000000000001');
        expect(formatDecimal('12345678901234567891', 'de')).to.equal('12345678901234567891');
        // Where the float is exact, the formatted string is still used.
        expect(formatDecimal('1234567.5', 'de')).to.equal('1.234.567,5');
      } finally {
        Intl.NumberFormat = NumberFormat;
      }
    });

    it('formats English without Intl, exactly as Intl does', () => {
      const NumberFormat = Intl.NumberFormat;
      const viaIntl = (value: string, lang: string) => {
        const fractionDigits = value.split('.')[1]?.length ?? 0;
        return new NumberFormat(lang, {
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
          roundingMode: 'trunc',
          numberingSystem: 'latn',
        } as Intl.NumberFormatOptions).format(value as unknown as number);
      };
      const tags = ['en', 'en-US', 'en-GB', 'en-AU', 'en-CA', 'en-NZ', 'en-IE', 'EN-us'];
      let constructed = 0;
      try {
        Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          constructed++;
          return new NumberFormat(...args);
        } as unknown as typeof Intl.NumberFormat;
        fc.assert(
          fc.property(
            fc.stringMatching(/^\d{1,25}$/),
            fc.option(fc.stringMatching(/^\d{1,20}$/), { nil: undefined }),
            fc.constantFrom(...tags),
            (integer, fraction, lang) => {
              const value = fraction === undefined ? integer : `${integer}.${fraction}`;
              expect(formatDecimal(value, lang), `${value} in ${lang}`).to.equal(viaIntl(value, lang));
            },
          ),
          { numRuns: 500 },
        );
        expect(constructed, 'Intl.NumberFormat constructed for English').to.equal(0);
      } finally {
        Intl.NumberFormat = NumberFormat;
      }
      // Other English is Intl's: India groups by lakh and crore.
      expect(formatDecimal('1234567.5', 'en-IN')).to.equal('12,34,567.5');
    });

    it('returns the string as it is when the language tag is invalid', () => {
      expect(formatDecimal('1234.5', 'not a language!')).to.equal('1234.5');
    });

    it('returns the string as it is when it has more fraction digits than Intl can show', () => {
      const value = `0.${'1'.repeat(101)}`;
      expect(formatDecimal(value, 'en')).to.equal(value);
    });
  });
});
