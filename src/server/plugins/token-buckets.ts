interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Token buckets by key, in a map bounded like an LRU cache: the least recently used key is
 * forgotten first (forgetting a bucket only ever hands that client a full bucket again).
 */
export class TokenBuckets {
  readonly #buckets = new Map<string, Bucket>();
  readonly #refillPerMs: number;

  constructor(
    private readonly capacity: number,
    perMinute: number,
    private readonly maxEntries = 10_000,
  ) {
    this.#refillPerMs = perMinute / 60_000;
  }

  get size(): number {
    return this.#buckets.size;
  }

  /** Milliseconds until `key` has a token; 0 when it has one now. */
  waitTime(key: string, now: number): number {
    const bucket = this.#refreshed(key, now);
    return bucket.tokens >= 1 ? 0 : Math.ceil((1 - bucket.tokens) / this.#refillPerMs);
  }

  take(key: string, now: number): void {
    const bucket = this.#refreshed(key, now);
    bucket.tokens = Math.max(0, bucket.tokens - 1);
  }

  #refreshed(key: string, now: number): Bucket {
    const existing = this.#buckets.get(key);
    const bucket = existing ?? { tokens: this.capacity, updatedAt: now };
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(this.capacity, bucket.tokens + elapsed * this.#refillPerMs);
    bucket.updatedAt = now;
    // Re-inserting moves the key to the end: Map iteration order is our recency order.
    this.#buckets.delete(key);
    this.#buckets.set(key, bucket);
    if (this.#buckets.size > this.maxEntries) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    return bucket;
  }
}
