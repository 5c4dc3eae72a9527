/** Pure statistics for the benchmarks (no I/O, so the unit tests can import them). */

/** The median; the mean of the two middle values for an even count; NaN for none. */
export function median(values: readonly number[]): number {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return NaN;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The nearest-rank percentile (p in 0..100): the smallest value with at least p % of them at or below it. */
export function percentile(values: readonly number[], p: number): number {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile ${String(p)} is outside 0..100`);
  const sorted = [...finite].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** part / whole, rounded to 3 decimals; null when the whole is 0 or either is not a number. */
export function ratio(part: number, whole: number): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole === 0) return null;
  return Math.round((part / whole) * 1000) / 1000;
}

export const round = (value: number, digits = 1): number =>
  Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : value;

export const kib = (bytes: number): number => round(bytes / 1024, 1);
