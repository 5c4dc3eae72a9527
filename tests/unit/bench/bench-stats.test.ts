import { kib, median, percentile, ratio, round } from '../../bench/bench-stats';

describe('bench statistics', () => {
  it('median: the middle value, the mean of the two middle ones for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
    expect(median([NaN, 2, 4, NaN, 9])).toBe(4);
  });

  it('median does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('percentile: nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 99)).toBe(30);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('ratio: rounded to 3 decimals, null without a usable whole', () => {
    expect(ratio(421, 12000)).toBe(0.035);
    expect(ratio(1, 3)).toBe(0.333);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(NaN, 3)).toBeNull();
  });

  it('round and kib', () => {
    expect(round(3.14159, 2)).toBe(3.14);
    expect(round(NaN)).toBeNaN();
    expect(kib(2048)).toBe(2);
    expect(kib(187_085)).toBe(182.7);
  });
});
