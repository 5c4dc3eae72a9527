import { backoffDelay, BACKOFF_CAP_MS } from '../../../src/shared/outbox/backoff';

describe('backoffDelay', () => {
  it('doubles from 1 s and caps at 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => backoffDelay(n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000,
    ]);
    expect(backoffDelay(1_000)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(0)).toBe(1_000);
  });

  it('spreads the delay over [d/2, d] with an injected jitter source', () => {
    expect(backoffDelay(3, () => 0)).toBe(2_000);
    expect(backoffDelay(3, () => 1)).toBe(4_000);
    expect(backoffDelay(3, () => 0.5)).toBe(3_000);
    expect(backoffDelay(3, () => 7)).toBe(4_000); // a broken source cannot exceed the delay
  });
});
