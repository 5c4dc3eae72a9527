import {
  allOutcomePaths,
  parseOutcomePath,
  patientReferralStatusSchema,
} from '../../../src/shared/domain/outcome-paths';
import {
  isEprSource,
  outcomeDataOrigin,
  UCPM_DATA_ORIGINS,
} from '../../../src/shared/domain/ucpm-data-origin';
import { progressJourneyKey, progressStatuses } from '../../../src/shared/domain/progress-steps';

describe('outcome paths (the routes table)', () => {
  it('lists every path and variant of the table', () => {
    expect(allOutcomePaths().map((o) => o.path)).toEqual([
      '/dnq/adult',
      '/dnq/minor',
      '/dnq/caregiver',
      '/minor-dnq/adult',
      '/minor-dnq/minor',
      '/minor-dnq/caregiver',
      '/minor-dnq/guardian',
      '/minor-dnq/not_in_range',
      '/no-site-available/adult',
      '/no-site-available/minor',
      '/no-site-available/caregiver',
      '/no-site-available-max-capacity/adult',
      '/no-site-available-max-capacity/minor',
      '/no-site-available-max-capacity/caregiver',
      '/no-site-convenient/adult',
      '/no-site-convenient/minor',
      '/no-site-convenient/caregiver',
      '/siteselectionsuccess',
    ]);
  });

  it.each([
    ['/dnq/adult', 'DNQ', 'isDnq'],
    ['/minor-dnq/guardian', 'DNQ', 'isDnq'],
    ['/no-site-available/minor', 'No-site-available', 'isNoSitesAvailable'],
    [
      '/no-site-available-max-capacity/caregiver',
      'No-site-available-Max-Capacity',
      'isNoSitesAvailableMaxCapacity',
    ],
    ['/no-site-convenient/adult', 'No-site-convenient', 'isNoSitesConvenient'],
    ['/siteselectionsuccess', 'New', 'isQualified'],
  ])('%s → patientReferralStatus %s, banner flag %s', (path, status, flag) => {
    expect(parseOutcomePath(path)).toMatchObject({ path, referralStatus: status, bannerFlag: flag });
  });

  it.each([
    '/dnq/guardian',
    '/dnq',
    '/dnq/adult/extra',
    '/siteselectionsuccess/adult',
    '/asthma-study',
    '/',
    '/no-site/adult',
  ])('does not recognise %s', (path) => expect(parseOutcomePath(path)).toBeNull());

  it('ignores case and a trailing slash', () => {
    expect(parseOutcomePath('/DNQ/Adult/')?.path).toBe('/dnq/adult');
  });

  it('accepts every referral status the spec lists, and nothing else', () => {
    for (const status of [
      'New',
      'DNQ',
      'No-site-available',
      'Site-not-found',
      'No-site-convenient',
      'Site-not-convenient',
      'No-site-available-Max-Capacity',
    ]) {
      expect(patientReferralStatusSchema.safeParse(status).success).toBe(true);
    }
    expect(patientReferralStatusSchema.safeParse('Qualified').success).toBe(false);
  });
});

describe('UCPM dataOrigin', () => {
  it.each([
    ['EPR', false, 'ePR'],
    ['TA-EPR', true, 'TAePR'],
    ['CR', false, 'crRegistration'],
    ['CR', true, 'ta-crRegistration'],
    [null, false, 'crRegistration'],
  ] as const)('source %s, multi-TA %s → %s', (source, multiTA, origin) => {
    expect(outcomeDataOrigin(source, multiTA)).toBe(origin);
    expect(UCPM_DATA_ORIGINS).toContain(origin);
  });

  it('counts EPR and TA-EPR as EPR sites', () => {
    expect([isEprSource('EPR'), isEprSource('TA-EPR'), isEprSource('CR'), isEprSource(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('progress statuses', () => {
  const items = [
    { step: 'pre-screener' },
    { step: 'contact-info' },
    { step: 'site-selection' },
    { step: 'outcome' },
  ] as const;

  it.each([
    [null, 'Partial', ['Active', 'Disabled', 'Disabled', 'Disabled']],
    ['participant-type', 'Partial', ['Active', 'Disabled', 'Disabled', 'Disabled']],
    ['pre-screener', 'Partial', ['Active', 'Disabled', 'Disabled', 'Disabled']],
    ['contact-info', 'Partial', ['Completed', 'Active', 'Disabled', 'Disabled']],
    ['site-selection', 'Partial', ['Completed', 'Completed', 'Active', 'Disabled']],
    [null, 'Completed', ['Completed', 'Completed', 'Completed', 'Completed']],
  ] as const)('step %s, status %s', (step, status, expected) => {
    expect(progressStatuses(items, { journeyStep: step, journeyStatus: status })).toEqual(expected);
  });

  it('picks J1, J2, J3 by journey type (J1 when unknown)', () => {
    expect(['01', '02', '03', null].map(progressJourneyKey)).toEqual(['J1', 'J2', 'J3', 'J1']);
  });
});
