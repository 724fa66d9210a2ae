// The benches' statistics: the median of a set of timings, and the confidence interval of that median.

/** The median of `values` (the mean of the middle two when there is an even number). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The 95 % confidence interval of the median of `sorted` (ascending), with no assumption about the values'
 * distribution: its order statistics k and n + 1 − k, k the largest with P(Binomial(n, ½) < k) ≤ 2.5 %. Unlike the
 * spread of the values themselves, it narrows as runs are added. Under six values no interval reaches 95 %: the
 * smallest and the largest are returned.
 */
export function medianInterval(sorted) {
  const n = sorted.length;
  let k = 0;
  let below = 0; // P(Binomial(n, ½) < k)
  let term = 0.5 ** n; // P(Binomial(n, ½) = k)
  while (below + term <= 0.025) {
    below += term;
    k++;
    term *= (n - k + 1) / k;
  }
  return k === 0 ? [sorted[0], sorted[n - 1]] : [sorted[k - 1], sorted[n - k]];
}
