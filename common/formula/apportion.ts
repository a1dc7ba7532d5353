/**
 * Exact apportioning. Shares are planned as real numbers (water-filling under caps), then turned into
 * integer hundredths with the largest-remainder method, so that a formula always sums to exactly 100.00 %
 * and exactly its total grams, with no line above its cap.
 */

/**
 * Distributes `total` over items in proportion to `weights`, never giving an item more than its cap; what
 * capped items cannot take flows to the others. Returns the allocation and what nobody could take.
 */
export function waterFill(total: number, weights: readonly number[], caps: readonly number[]): { alloc: number[]; leftover: number } {
  const alloc = weights.map(() => 0);
  let active = weights.map((_, i) => i).filter((i) => weights[i] > 0 && caps[i] > 0);
  let remaining = total;
  while (remaining > 1e-9 && active.length > 0) {
    const sum = active.reduce((s, i) => s + weights[i], 0);
    const saturated = active.filter((i) => alloc[i] + (remaining * weights[i]) / sum >= caps[i] - 1e-12);
    if (saturated.length === 0) {
      for (const i of active) alloc[i] += (remaining * weights[i]) / sum;
      remaining = 0;
      break;
    }
    for (const i of saturated) {
      remaining -= caps[i] - alloc[i];
      alloc[i] = caps[i];
    }
    const done = new Set(saturated);
    active = active.filter((i) => !done.has(i));
  }
  return { alloc, leftover: Math.max(0, remaining) };
}

/**
 * Integer shares summing to exactly `total`, each within [min, cap], as close as possible to `real`
 * (largest-remainder rounding, then a repair pass for anything the caps or minimum pushed out).
 * Requires sum(caps) ≥ total and items × min ≤ total.
 */
export function largestRemainder(real: readonly number[], total: number, caps?: readonly number[], min = 0): number[] {
  const n = real.length;
  const cap = (i: number) => (caps ? caps[i] : Infinity);
  const out = real.map((x, i) => Math.min(cap(i), Math.max(min, Math.floor(x + 1e-9))));
  // Hand the missing units to the largest remainders first (ties: larger share, then earlier item).
  const order = real
    .map((x, i) => ({ i, rem: x - Math.floor(x + 1e-9), x }))
    .sort((a, b) => b.rem - a.rem || b.x - a.x || a.i - b.i)
    .map((o) => o.i);
  let diff = total - out.reduce((s, v) => s + v, 0);
  let guard = 0;
  while (diff > 0 && guard++ < n + 2) {
    let moved = false;
    for (const i of order) {
      if (diff === 0) break;
      if (out[i] + 1 <= cap(i)) {
        out[i] += 1;
        diff -= 1;
        moved = true;
      }
    }
    if (!moved) break;
  }
  if (diff > 0) {
    // Larger gaps (rare: caps saturated): fill whoever has headroom, largest real share first.
    const byShare = [...order].sort((a, b) => real[b] - real[a] || a - b);
    for (const i of byShare) {
      const take = Math.min(diff, cap(i) - out[i]);
      if (take > 0) {
        out[i] += take;
        diff -= take;
      }
      if (diff === 0) break;
    }
  }
  if (diff < 0) {
    // Over (the minimum lifted tiny items): take back from the largest items first.
    const byShare = [...Array(n).keys()].sort((a, b) => out[b] - out[a] || a - b);
    while (diff < 0) {
      let moved = false;
      for (const i of byShare) {
        if (diff === 0) break;
        if (out[i] - 1 >= min) {
          out[i] -= 1;
          diff += 1;
          moved = true;
        }
      }
      if (!moved) break;
    }
  }
  if (diff !== 0) throw new Error('largestRemainder: infeasible caps or minimum');
  return out;
}

/** Gram hundredths for each line: `totalGramHundredths` split in proportion to the percentage hundredths. */
export function gramsFor(hundredths: readonly number[], totalGramHundredths: number): number[] {
  const sum = hundredths.reduce((s, h) => s + h, 0);
  return largestRemainder(
    hundredths.map((h) => (totalGramHundredths * h) / sum),
    totalGramHundredths,
  );
}
