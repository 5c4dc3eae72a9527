import { contactFormSchema } from '../../../src/shared/content-model/form';
import { myProfileFieldsSchema } from '../../../src/shared/content-model/profile-fields';
import { updateProfileDetails } from '../../../src/shared/contracts/profile';
import { initialConsentValues } from '../../../src/shared/domain/contact-form/consent-rules';
import { SMS_NEEDS_MOBILE_MESSAGE } from '../../../src/shared/domain/contact-form/messages';
import { INVALID_DAY_MONTH_MESSAGE } from '../../../src/shared/domain/registration/email-rules';
import {
  dobValuesOf,
  profileConsentValues,
  profileFormValues,
  profileSaveFieldsOf,
} from '../../../src/features/profile/profile-form-values';
import {
  isImpossibleDate,
  profileFormErrors,
  profileRuleContext,
} from '../../../src/features/profile/profile-form-rules';
import { demoPage } from '../../support/demo-content';
import { profileFixture, savedFieldsFixture } from './profile-fixture';

const form = contactFormSchema.parse(
  myProfileFieldsSchema.parse(demoPage('/manage-my-profile').components[0]!.fields).form,
);
const details = profileFixture().basicDetails;
const ctx = profileRuleContext(new Date('2025-06-15T12:00:00Z'));
const valuesOf = (patch = {}) => ({
  ...initialConsentValues(form),
  ...profileFormValues(form, details),
  ...profileConsentValues(form, details),
  ...patch,
});

describe('profile form values', () => {
  it('splits the stored date of birth into the dropdown values', () => {
    expect(dobValuesOf('1980-04-09')).toEqual({ Day: '9', Month: '4', Year: '1980' });
    expect(dobValuesOf('')).toEqual({ Day: '', Month: '', Year: '' });
  });

  it("maps the profile to the spec's field names, the gender to its option", () => {
    const { SecondaryConsentMediumSMS: _sms, consents: _consents, ...saved } = savedFieldsFixture();
    expect(profileFormValues(form, details)).toEqual(saved);
  });

  it('ticks the consent media the profile answered, SMS from the secondary consent', () => {
    const smsOnly = { ...details, secondaryConsent: { isSecondaryContactMediumSMS: true, media: {} } };
    expect(profileConsentValues(form, smsOnly)).toEqual({ SecondaryConsentMedium: ['SMS'] });
    const none = {
      ...details,
      secondaryConsent: { isSecondaryContactMediumSMS: false, media: { Email: false } },
    };
    expect(profileConsentValues(form, none)).toEqual({ SecondaryConsentMedium: [] });
  });

  it('builds a body UpdateProfileDetails accepts', () => {
    const fields = profileSaveFieldsOf(form, valuesOf({ SecondaryConsentMedium: ['Email'] }));
    expect(fields).toMatchObject({ SecondaryConsentMediumSMS: false, consents: { Email: true, SMS: false } });
    const body = { ...fields, myProfileToken: 'T'.repeat(43), siteSettingsId: 'site-1', language: 'en' };
    expect(updateProfileDetails.body.safeParse(body).success).toBe(true);
  });
});

describe('profile form rules', () => {
  it('accepts the prefilled profile', () => {
    expect(profileFormErrors(form, valuesOf(), ctx, null)).toEqual({});
  });

  it("refuses a day the month does not have with the registry's message", () => {
    expect(isImpossibleDate({ Day: '31', Month: '4', Year: '1980' })).toBe(true);
    expect(isImpossibleDate({ Day: '29', Month: '2', Year: '1980' })).toBe(false);
    expect(isImpossibleDate({ Day: '29', Month: '2', Year: '1981' })).toBe(true);
    expect(isImpossibleDate({ Day: '', Month: '2', Year: '1981' })).toBe(false);
    expect(profileFormErrors(form, valuesOf({ Day: '31', Month: '4' }), ctx, null)).toEqual({
      DOB: INVALID_DAY_MONTH_MESSAGE,
    });
  });

  it('keeps the age between 18 and 100 with the configured message', () => {
    expect(profileFormErrors(form, valuesOf({ Year: '2010' }), ctx, null).DOB).toBe(
      'You must be between 18 and 100 years old',
    );
  });

  it('refuses SMS without the mobile box with the profile default message', () => {
    expect(profileFormErrors(form, valuesOf({ isMobile: false }), ctx, null)).toEqual({
      isMobile: SMS_NEEDS_MOBILE_MESSAGE,
    });
  });

  it('marks the refused address until it changes (any case counts as the same)', () => {
    const linked = { email: 'taken@example.com', message: 'linked' };
    expect(profileFormErrors(form, valuesOf({ Email: 'TAKEN@example.com' }), ctx, linked)).toEqual({
      Email: 'linked',
    });
    expect(profileFormErrors(form, valuesOf({ Email: 'free@example.com' }), ctx, linked)).toEqual({});
  });
});
