import { parsePersonName, sponsorContactName } from '../../../src/shared/domain/sites/sponsor-contact';
import { formatPhone } from '../../../src/server/success/merge-tag-values';
import { successHideFlags } from '../../../src/server/success/success-flags';
import type { SiteInfo } from '../../../src/shared/contracts/site-info';

describe('SponsorContact: last name for DO, MD, PhD; first name otherwise', () => {
  it.each([
    ['Dr. Maya Patel, MD', 'Patel'],
    ['Samuel Reed, DO', 'Reed'],
    ['Erik Lund, Ph.D.', 'Lund'],
    ['Dr. Irene Walsh', 'Irene'],
    ['Ana Torres, RN', 'Ana'],
    ['Mary Ann Jones, md', 'Jones'],
    ['Cher, MD', 'Cher'],
  ])('%s → %s', (full, expected) => {
    expect(sponsorContactName(parsePersonName(full))).toBe(expected);
  });
});

describe('formatPhone', () => {
  it.each([
    ['8005550100', '(800) 555-0100'],
    ['+1 800 555 0100', '(800) 555-0100'],
    ['12345', '12345'],
  ])('%s → %s', (raw, shown) => expect(formatPhone(raw)).toBe(shown));
});

describe('successHideFlags', () => {
  const site = (isHumanAPIEnabled: boolean) => ({ isHumanAPIEnabled }) as SiteInfo;
  it.each([
    [
      '01',
      site(true),
      'x',
      {
        hideShareHealthData: false,
        hideNextSteps: false,
        hideAdvancedNextSteps: true,
        hideAppointmentDateTime: false,
      },
    ],
    [
      '02',
      site(false),
      '',
      {
        hideShareHealthData: true,
        hideNextSteps: false,
        hideAdvancedNextSteps: true,
        hideAppointmentDateTime: true,
      },
    ],
    [
      '03',
      site(true),
      '',
      { hideNextSteps: true, hideAdvancedNextSteps: false, hideConfirmationBanner: false },
    ],
    ['01', null, '', { hideShareHealthData: true, hideConfirmationBanner: true }],
  ] as const)('journey %s', (journeyType, s, appointmentDateTime, expected) => {
    expect(successHideFlags({ journeyType, site: s, appointmentDateTime })).toMatchObject(expected);
  });
});
