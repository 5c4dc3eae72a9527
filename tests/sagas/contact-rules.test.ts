import type { ContactValues } from '../../src/shared/domain/contact-form/contact-values';
import {
  allowsSiteSelectionSuccess,
  mobileNumberOf,
  shouldSendWelcomeSms,
} from '../../sagas/contact/contact-rules';

const values: ContactValues = {
  SecondaryConsentMedium: ['SMS'],
  isMobile: true,
  ContactNumber: '(312) 555-0100',
};

describe('welcome SMS: the five conditions', () => {
  it.each([
    ['all hold', values, true, null, true],
    ['SMS disabled', values, false, null, false],
    ['medium is email', { ...values, SecondaryConsentMedium: ['Email'] }, true, null, false],
    ['not a mobile', { ...values, isMobile: false }, true, null, false],
    ['welcome SMS already sent', values, true, { isWelcomeSmsSent: true, migrated: false }, false],
    ['profile migrated', values, true, { isWelcomeSmsSent: false, migrated: true }, false],
  ] as Array<
    [string, ContactValues, boolean, { isWelcomeSmsSent: boolean; migrated: boolean } | null, boolean]
  >)('%s', (_label, given, enabled, profile, expected) => {
    expect(shouldSendWelcomeSms(given, enabled, profile)).toBe(expected);
  });
});

describe('helpers', () => {
  it('builds an E.164 mobile number or none', () => {
    expect(mobileNumberOf(values)).toBe('+13125550100');
    expect(mobileNumberOf({ ContactNumber: '1-312-555-0100' })).toBe('+13125550100');
    expect(mobileNumberOf({ ContactNumber: '12' })).toBeNull();
  });

  it('recognises the site-selection success step, any case', () => {
    expect(allowsSiteSelectionSuccess('/study/SiteSelectionSuccess')).toBe(true);
    expect(allowsSiteSelectionSuccess('/study/site-selection')).toBe(false);
  });
});
