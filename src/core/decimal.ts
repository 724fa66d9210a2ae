/**
 * Money amounts are decimal strings from the service to the payer's clipboard.
 * Nothing here turns one into a JavaScript number: `0.000000000000000001` ETH
 * must stay exactly that.
 */

const DECIMAL = /^\d+(\.\d+)?$/;

/** True for a plain non-negative decimal string such as `"12"` or `"0.000120"`. */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 100 && DECIMAL.test(value);
}

/**
 * A decimal string in its shortest form, so that equal amounts are equal strings: `"010.50"` and `"10.5"` are
 * `"10.5"`, `"10.00"` is `"10"`.
 */
export function canonicalDecimal(value: string): string {
  const [whole = '', fraction = ''] = value.split('.');
  const digits = fraction.replace(/0+$/, '');
  return (whole.replace(/^0+(?=\d)/, '') || '0') + (digits ? `.${digits}` : '');
}

/** True when a decimal string is greater than zero. */
export function isPositiveDecimal(value: string): boolean {
  return /[1-9]/.test(value);
}

/**
 * English as the United States, Britain, Australia, Canada, New Zealand and Ireland write numbers (CLDR):
 * Latin digits, `,` between groups of three, `.` before the fraction. test/decimal.test.ts holds this
 * module's output for these tags to Intl's.
 */
const COMMA_POINT = /^en(?:-(?:us|gb|au|ca|nz|ie))?$/i;

/**
 * Formats a decimal string for `lang` (grouping, decimal sign) while keeping
 * every digit it has. `Intl.NumberFormat` formats strings exactly in current
 * engines; where one would round or reorder digits, the string is returned as
 * it is, which is always correct. The English tags of COMMA_POINT are grouped
 * here instead: a renderer's first `Intl.NumberFormat` loads ICU's locale data,
 * tens of milliseconds of a first visit's first paint with the CPU throttled
 * 4× (docs/performance.md).
 */
export function formatDecimal(value: string, lang: string | undefined): string {
  if (lang !== undefined && COMMA_POINT.test(lang) && DECIMAL.test(value)) {
    return value.replace(/^\d+/, (integer) => withoutLeadingZeros(integer).replace(/\B(?=(\d{3})+$)/g, ','));
  }
  const fractionDigits = value.split('.')[1]?.length ?? 0;
  try {
    // At the value's own number of decimals there is nothing to round (so no rounding mode), and an engine that
    // reads the string as a float anyway is caught by the digit check below.
    const formatted = new Intl.NumberFormat(lang, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      // Latin digits, the ones wallets take, with the locale's grouping and decimal sign.
      numberingSystem: 'latn',
    } as Intl.NumberFormatOptions).format(value as unknown as number);
    // Kept only when it shows exactly the digits of `value`, in order (leading zeros of the integer part aside).
    return formatted.replace(/\D/g, '') === withoutLeadingZeros(value).replace('.', '') ? formatted : value;
  } catch {
    return value;
  }
}

/** Digits without the zeros before the first that counts (`007.50` → `7.50`, `000` → `0`). */
function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/**
 * `value` in a unit `decimals` places smaller, as an integer string (`"0.0213"` ETH at 18 → wei
 * `"21300000000000000"`); undefined when `value` has more fraction digits than the unit can hold,
 * since no exact integer exists then. Digits move, nothing is computed.
 */
export function toBaseUnits(value: string, decimals: number): string | undefined {
  const [integer = '', fraction = ''] = value.split('.');
  if (fraction.length > decimals) return undefined;
  return withoutLeadingZeros(integer + fraction.padEnd(decimals, '0'));
}
