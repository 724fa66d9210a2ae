// The benches' statistics (scripts/statistics.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, medianInterval } from '../../scripts/statistics.mjs';

const ranks = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

test('the median of an odd and an even number of values, whatever their order', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

test("the median's 95 % interval is the order statistics of the sign test's tables", () => {
  // For n values, the kth smallest and the kth largest: the least k with P(Binomial(n, ½) ≤ k) over 2.5 %
  // (n = 10: P(≤ 1) = 11/1024, P(≤ 2) = 56/1024).
  for (const [n, k] of [
    [6, 1],
    [9, 2],
    [10, 2],
    [21, 6],
    [41, 14],
    [61, 23],
    [101, 41],
  ] as const)
    assert.deepEqual(medianInterval(ranks(n)), [k, n + 1 - k], `n = ${n}`);
});

test('too few values for 95 %: the whole range', () => {
  assert.deepEqual(medianInterval(ranks(5)), [1, 5]);
});

test('the interval narrows as values are added, where the middle half of them would not', () => {
  const widthOf = (n: number) => {
    const [low, high] = medianInterval(ranks(n).map((rank) => rank / (n + 1)));
    return high - low;
  };
  assert.ok(widthOf(101) < widthOf(21) / 2);
});
