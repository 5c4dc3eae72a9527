import {
  decideReturningUser,
  returningUserWindowMs,
  sameIdentity,
  type ReturningCandidate,
} from '../../../src/server/contact/returning-user-rules';
import type { ContactIdentity } from '../../../src/server/contact/contact-identity';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const HOUR = 3_600_000;

function candidate(overrides: Partial<ReturningCandidate> = {}): ReturningCandidate {
  return {
    enrollmentId: 'e-1',
    guestRef: 'g-1',
    potentialParticipantId: 'g-1',
    studyKey: 'migraine-study',
    language: 'en',
    email: 'ann@example.com',
    firstName: null,
    lastName: null,
    day: null,
    month: null,
    year: null,
    primaryConsent: true,
    secondaryConsent: null,
    submittedAt: new Date(NOW.getTime() - 2 * HOUR),
    journeyStatus: 'Completed',
    isActiveEnrollment: 1,
    enrollmentCreatedAt: new Date(NOW.getTime() - 3 * HOUR),
    enrollmentGuestRef: 'g-1',
    browserId: null,
    ...overrides,
  };
}

const decide = (candidates: ReturningCandidate[], windowHours = 24, flags = { resume: true, ret: true }) =>
  decideReturningUser({
    candidates,
    isResumeEmailCheck: flags.resume,
    isReturnCheck: flags.ret,
    windowMs: windowHours * HOUR,
    resumeDays: 30,
    now: NOW,
  });

describe('returning-user window', () => {
  it.each([
    [2, 'minutes', 120_000],
    [3, 'hours', 3 * HOUR],
    [1, 'days', 24 * HOUR],
    [0, 'days', 0],
  ] as const)('%i %s = %i ms', (interval, unit, ms) => {
    expect(returningUserWindowMs(interval, unit)).toBe(ms);
  });
});

describe('decideReturningUser (rules 2–4)', () => {
  const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
  const table: Array<
    [
      string,
      ReturningCandidate[],
      number,
      { returning: boolean; resume: boolean; custom: boolean; exists: boolean },
    ]
  > = [
    ['no earlier submission', [], 24, { returning: false, resume: false, custom: false, exists: false }],
    [
      'completed inside the window → custom error',
      [candidate({ submittedAt: hoursAgo(2) })],
      24,
      { returning: true, resume: false, custom: true, exists: false },
    ],
    [
      'completed and active outside the window → patient exists',
      [candidate({ submittedAt: hoursAgo(30) })],
      24,
      { returning: true, resume: false, custom: false, exists: true },
    ],
    [
      'completed but deactivated outside the window → no modal',
      [candidate({ submittedAt: hoursAgo(30), isActiveEnrollment: 0 })],
      24,
      { returning: true, resume: false, custom: false, exists: false },
    ],
    [
      're-registration prohibited inside the window → custom error',
      [candidate({ journeyStatus: 'Re-registrationProhibited', isActiveEnrollment: 0 })],
      24,
      { returning: true, resume: false, custom: true, exists: false },
    ],
    [
      'terminated inside the window → no modal',
      [candidate({ journeyStatus: 'Terminated', isActiveEnrollment: 0 })],
      24,
      { returning: true, resume: false, custom: false, exists: false },
    ],
    [
      'window 0 → never custom error, active completed → patient exists',
      [candidate()],
      0,
      { returning: true, resume: false, custom: false, exists: true },
    ],
    [
      'partial, unexpired → resume email',
      [candidate({ journeyStatus: 'Partial', isActiveEnrollment: 0 })],
      24,
      { returning: true, resume: true, custom: false, exists: false },
    ],
    [
      'partial older than the enrolment lifetime → nothing to resume',
      [
        candidate({
          journeyStatus: 'Partial',
          isActiveEnrollment: 0,
          enrollmentCreatedAt: hoursAgo(31 * 24),
        }),
      ],
      24,
      { returning: true, resume: false, custom: false, exists: false },
    ],
    [
      'custom error wins over patient exists',
      [
        candidate({ submittedAt: hoursAgo(2) }),
        candidate({ enrollmentId: 'e-0', submittedAt: hoursAgo(100) }),
      ],
      24,
      { returning: true, resume: false, custom: true, exists: false },
    ],
  ];

  it.each(table)('%s', (_name, candidates, windowHours, expected) => {
    const decision = decide(candidates, windowHours);
    expect({
      returning: decision.isReturningUser,
      resume: decision.resumable !== null,
      custom: decision.showCustomErrorMessageModel,
      exists: decision.showPatientExistModel,
    }).toEqual(expected);
  });

  it('without isReturnCheck sets neither modal; without isResumeEmailCheck no resume', () => {
    const decision = decide([candidate(), candidate({ enrollmentId: 'p', journeyStatus: 'Partial' })], 24, {
      resume: false,
      ret: false,
    });
    expect(decision).toMatchObject({
      isReturningUser: true,
      resumable: null,
      showCustomErrorMessageModel: false,
      showPatientExistModel: false,
    });
  });
});

describe('sameIdentity (rule 1)', () => {
  const adult: ContactIdentity = {
    formType: 'adult',
    email: 'ann@example.com',
    firstName: null,
    lastName: null,
    day: null,
    month: null,
    year: null,
  };
  const carer: ContactIdentity = {
    formType: 'caregiver',
    email: 'cat@example.com',
    firstName: 'pat',
    lastName: 'ient',
    day: 1,
    month: 1,
    year: 1950,
  };
  const carerRow = candidate({
    email: 'cat@example.com',
    firstName: 'pat',
    lastName: 'ient',
    day: 1,
    month: 1,
    year: 1950,
  });

  it.each([
    ['adult: same email', adult, candidate(), true],
    ['adult: other email', adult, candidate({ email: 'bob@example.com' }), false],
    ['adult: names do not matter', adult, candidate({ firstName: 'x' }), true],
    ['caregiver: all equal', carer, carerRow, true],
    ['caregiver: names compared case-insensitively', carer, { ...carerRow, firstName: 'PAT' }, true],
    ['caregiver: another participant', carer, { ...carerRow, firstName: 'sam' }, false],
    ['caregiver: another birth year', carer, { ...carerRow, year: 1951 }, false],
    ['caregiver: another birth day', carer, { ...carerRow, day: 2 }, false],
  ] as const)('%s', (_name, identity, row, expected) => {
    expect(sameIdentity(identity, row)).toBe(expected);
  });
});
