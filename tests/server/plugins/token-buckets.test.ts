import { TokenBuckets } from '../../../src/server/plugins/token-buckets';

describe('TokenBuckets', () => {
  it('allows a burst up to capacity, then refills at the per-minute rate', () => {
    const buckets = new TokenBuckets(3, 60); // one token per second
    for (let i = 0; i < 3; i++) {
      expect(buckets.waitTime('a', 0)).toBe(0);
      buckets.take('a', 0);
    }
    expect(buckets.waitTime('a', 0)).toBe(1000);
    expect(buckets.waitTime('a', 400)).toBe(600);
    expect(buckets.waitTime('a', 1000)).toBe(0);
    expect(buckets.waitTime('b', 0)).toBe(0);
  });

  it('never holds more than capacity however long a key was idle', () => {
    const buckets = new TokenBuckets(2, 60);
    buckets.take('a', 0);
    for (let i = 0; i < 2; i++) buckets.take('a', 3_600_000);
    expect(buckets.waitTime('a', 3_600_000)).toBe(1000);
  });

  it('forgets the least recently used key beyond its bound', () => {
    const buckets = new TokenBuckets(1, 1, 2);
    buckets.take('a', 0);
    buckets.take('b', 0);
    expect(buckets.waitTime('a', 0)).toBeGreaterThan(0); // touches a: b is now the oldest
    buckets.take('c', 0);
    expect(buckets.size).toBe(2);
    expect(buckets.waitTime('a', 0)).toBeGreaterThan(0);
    expect(buckets.waitTime('b', 0)).toBe(0); // b was forgotten: a fresh bucket
  });
});
