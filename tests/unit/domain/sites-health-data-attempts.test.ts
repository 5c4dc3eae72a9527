import {
  attemptsUsedUp,
  parseAttemptsLeft,
  takeAttempt,
} from '../../../src/shared/domain/sites/health-data-attempts';

describe('health-data attempts', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['abc', null],
    ['-1', null],
    ['3', 3],
    [' 0 ', 0],
  ])('parseAttemptsLeft(%p) = %p', (stored, expected) => {
    expect(parseAttemptsLeft(stored)).toBe(expected);
  });

  it.each([
    // the first attempt sets the count from the configured maximum
    [null, 4, { allowed: true, left: 3 }],
    [null, 5, { allowed: true, left: 4 }],
    [null, 1, { allowed: true, left: 0 }],
    [null, 0, { allowed: true, left: 0 }],
    [2, 4, { allowed: true, left: 1 }],
    [1, 4, { allowed: true, left: 0 }],
    [0, 4, { allowed: false, left: 0 }],
  ])('takeAttempt(%p, max %p) = %p', (stored, max, expected) => {
    expect(takeAttempt(stored, max)).toEqual(expected);
  });

  it('uses up a maximum of 4 in exactly 4 presses', () => {
    let left: number | null = null;
    const allowed: boolean[] = [];
    for (let press = 0; press < 6; press += 1) {
      const decision = takeAttempt(left, 4);
      allowed.push(decision.allowed);
      left = decision.left;
    }
    expect(allowed).toEqual([true, true, true, true, false, false]);
    expect(attemptsUsedUp(left)).toBe(true);
    expect(attemptsUsedUp(null)).toBe(false);
    expect(attemptsUsedUp(2)).toBe(false);
  });
});
