import { classifyResult, errorOutcome, isRetryableStatus } from '../../../src/shared/outbox/delivery-outcome';
import { parseRetryAfter } from '../../../src/shared/outbox/send-entry';

describe('classifyResult', () => {
  it('treats 2xx as delivered', () => {
    expect(classifyResult({ status: 201, body: { a: 1 } })).toEqual({ kind: 'delivered', body: { a: 1 } });
    expect(classifyResult({ status: 204, body: undefined }).kind).toBe('delivered');
  });

  it('fails permanent 4xx with the problem detail, title or status', () => {
    expect(
      classifyResult({ status: 422, body: { title: 'Unprocessable', detail: 'Email is invalid' } }),
    ).toEqual({
      kind: 'failed',
      error: { status: 422, message: 'Email is invalid' },
    });
    expect(classifyResult({ status: 404, body: { title: 'Not Found' } })).toMatchObject({
      error: { message: 'Not Found' },
    });
    expect(classifyResult({ status: 403, body: 'nope' })).toMatchObject({
      error: { message: 'The server answered 403' },
    });
  });

  it('retries transient answers and keeps Retry-After', () => {
    for (const status of [408, 409, 425, 429, 500, 503, 599]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 410, 413, 422]) expect(isRetryableStatus(status)).toBe(false);
    expect(classifyResult({ status: 429, body: {}, retryAfterMs: 5_000 })).toMatchObject({
      kind: 'retry',
      retryAfterMs: 5_000,
    });
  });

  it('retries network errors', () => {
    expect(errorOutcome(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'retry' });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', 0)).toBe(120_000);
    expect(parseRetryAfter(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    expect(parseRetryAfter(null, 0)).toBeUndefined();
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
  });
});
