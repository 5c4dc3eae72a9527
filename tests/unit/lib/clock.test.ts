import { delay, now, nowIso, systemClock } from '../../../src/lib/clock';

describe('clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2030-01-02T03:04:05.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('reads the (fake) time', () => {
    expect(now()).toBe(Date.parse('2030-01-02T03:04:05.000Z'));
    expect(nowIso()).toBe('2030-01-02T03:04:05.000Z');
    expect(systemClock.now()).toBe(now());
  });

  it('delay resolves only after the given time', async () => {
    let done = false;
    void delay(300).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(299);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
