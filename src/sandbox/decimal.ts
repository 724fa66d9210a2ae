/**
 * Exact decimal arithmetic on strings, for money. A value is an integer
 * (`BigInt`) and a scale (digits after the point): `"49.99"` is 4999 at scale 2.
 * Nothing here goes through a JavaScript number, so `0.000000000000000001` ETH
 * stays exact and a rate times an amount loses nothing until it is rounded once,
 * on purpose, with a named rounding mode.
 */

export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/**
 * How a result that does not fit the wanted scale is rounded:
 * - `up`: away from zero (the payer's amount, so the merchant is never short);
 * - `down`: towards zero (what the merchant is credited, so it is never more than covered);
 * - `half-up`: to the nearest, ties away from zero (rates and displayed conversions).
 */
export type RoundingMode = 'up' | 'down' | 'half-up';

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Reads a decimal string. Throws on anything else: callers validate input before they compute. */
export function parse(value: string): Decimal {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a decimal string: ${JSON.stringify(value)}`);
  const [, minus, integer, fraction = ''] = match;
  const units = BigInt(integer! + fraction);
  return { units: minus ? -units : units, scale: fraction.length };
}

const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

/** The same value at a larger scale (never loses digits). */
function widen(value: Decimal, scale: number): bigint {
  return value.units * pow10(scale - value.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: widen(a, scale) + widen(b, scale), scale };
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  return add(a, { units: -b.units, scale: b.scale });
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** `numerator / denominator` as an integer, rounded by `mode`. */
function divideIntegers(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  if (denominator < 0n) return divideIntegers(-numerator, -denominator, mode);
  const quotient = numerator / denominator; // truncates towards zero
  const remainder = numerator % denominator;
  if (remainder === 0n || mode === 'down') return quotient;
  const away = numerator < 0n ? quotient - 1n : quotient + 1n;
  if (mode === 'up') return away;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  return twice >= denominator ? away : quotient;
}

/** `a / b`, rounded once to `scale` digits after the point. */
export function divide(a: Decimal, b: Decimal, scale: number, mode: RoundingMode): Decimal {
  // a / b = (a.units / 10^a.scale) / (b.units / 10^b.scale); scaled by 10^scale.
  const exponent = scale + b.scale - a.scale;
  const numerator = exponent >= 0 ? a.units * pow10(exponent) : a.units;
  const denominator = exponent >= 0 ? b.units : b.units * pow10(-exponent);
  return { units: divideIntegers(numerator, denominator, mode), scale };
}

/** The value at exactly `scale` digits after the point, rounded by `mode` when digits are dropped. */
export function round(value: Decimal, scale: number, mode: RoundingMode): Decimal {
  if (scale >= value.scale) return { units: widen(value, scale), scale };
  return { units: divideIntegers(value.units, pow10(value.scale - scale), mode), scale };
}

/** The string with exactly `value.scale` digits after the point (`"49.990000"` at scale 6). */
export function format(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const integer = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale);
  return `${negative ? '-' : ''}${integer}${value.scale > 0 ? `.${fraction}` : ''}`;
}

/** The string without trailing zeros after the point (`"61537.21"`, `"1"`). */
export function formatTrimmed(value: Decimal): string {
  const text = format(value);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The number of digits after the point in a decimal string. */
export function fractionDigits(value: string): number {
  return parse(value).scale;
}
