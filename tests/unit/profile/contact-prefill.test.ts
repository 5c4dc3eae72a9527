import { contactFormSchema, formFieldSchema } from '../../../src/shared/content-model/form';
import {
  optionValueFor,
  profilePrefillValues,
  profileSmsConsentValues,
} from '../../../src/shared/domain/contact-form/prefill';
import { demoItems } from '../../support/demo-content';
import { shouldSendWelcomeSms, submissionProfileOf } from '../../../sagas/contact/contact-rules';
import { submitBodyOf } from '../../../sagas/contact/contact-add';
import type { ContactSubmission } from '../../../src/features/contact-form/contact-submission-slice';
import { profileFixture } from './profile-fixture';

const adult = contactFormSchema.parse(demoItems('form').find((form) => form.formType === 'adult'));
const withGender = {
  ...adult,
  fields: [
    ...adult.fields,
    formFieldSchema.parse({
      type: 'radiobutton',
      name: 'Gender',
      label: 'Gender',
      options: [
        { label: 'Female', value: 'F' },
        { label: 'Male', value: 'M' },
      ],
    }),
  ],
};
const profile = profileFixture();

describe('contact-form prefill from the profile ("Profile (for prefill)")', () => {
  it('fills gender, phone and mobile flag of the fields the form has', () => {
    expect(profilePrefillValues(adult, profile)).toEqual({ ContactNumber: '3125550100', isMobile: true });
    expect(profilePrefillValues(withGender, profile)).toEqual({
      ContactNumber: '3125550100',
      isMobile: true,
      Gender: 'F',
    });
  });

  it('matches a stored gender on an option value or label, in any case', () => {
    const field = { options: [{ label: 'Female', value: 'F' }] };
    expect(optionValueFor(field, 'female')).toBe('F');
    expect(optionValueFor(field, 'f')).toBe('F');
    expect(optionValueFor(field, 'unknown')).toBe('');
    expect(optionValueFor({ options: [] }, ' Non-binary ')).toBe('Non-binary');
  });

  it('adds the SMS medium to the secondary consent when the profile consented by SMS', () => {
    expect(profileSmsConsentValues(adult, profile, { SecondaryConsentMedium: ['Email'] })).toEqual({
      SecondaryConsentMedium: ['Email', 'SMS'],
    });
    expect(profileSmsConsentValues(adult, profile, { SecondaryConsentMedium: ['SMS'] })).toBeNull();
    const noSms = profileFixture({
      basicDetails: {
        ...profile.basicDetails,
        secondaryConsent: { isSecondaryContactMediumSMS: false, media: {} },
      },
    });
    expect(profileSmsConsentValues(adult, noSms, {})).toBeNull();
  });
});

describe('the contact submission of a signed-in member', () => {
  const state = (status: 'signedIn' | 'signedOut', details: typeof profile | null = profile) =>
    ({
      session: { status, isVerifiedEmail: true },
      profile: {
        status: 'loaded',
        details,
        save: { status: 'idle', rejectedEmail: null },
        interests: 'idle',
      },
    }) as unknown as Parameters<typeof submissionProfileOf>[0];

  it("keeps the member's conditions, communities and welcome-SMS flags", () => {
    expect(submissionProfileOf(state('signedIn'))).toEqual({
      conditions: ['migraine'],
      communities: ['migraine-community'],
      isWelcomeSmsSent: false,
      migrated: false,
    });
    expect(submissionProfileOf(state('signedOut'))).toBeNull();
    expect(submissionProfileOf(state('signedIn', null))).toBeNull();
  });

  it('sends no welcome SMS when the profile had one or was migrated', () => {
    const values = { SecondaryConsentMedium: ['SMS'], isMobile: true };
    const flags = (patch = {}) => ({ ...submissionProfileOf(state('signedIn'))!, ...patch });
    expect(shouldSendWelcomeSms(values, true, flags())).toBe(true);
    expect(shouldSendWelcomeSms(values, true, flags({ isWelcomeSmsSent: true }))).toBe(false);
    expect(shouldSendWelcomeSms(values, true, flags({ migrated: true }))).toBe(false);
  });

  it('sends the conditions and communities with the patient (in the submit payload)', () => {
    const submission = {
      form: { key: 'adult-contact-form', formType: 'adult', language: 'en', studyKey: 'asthma-study' },
      path: '/asthma-study/contact-info/adult',
      query: {},
      guestRef: 'guest-1',
      enrollmentId: 'enrol-1',
      values: {},
      results: {},
      context: { siteSettingsId: 'site-1', screener: null, profile: submissionProfileOf(state('signedIn')) },
    } as unknown as ContactSubmission;
    expect(submitBodyOf(submission, null)).toMatchObject({
      conditionOfInterest: ['migraine'],
      communities: ['migraine-community'],
    });
    const visitor = { ...submission, context: { ...submission.context, profile: null } };
    expect(submitBodyOf(visitor, null)).toMatchObject({ conditionOfInterest: [], communities: [] });
  });
});
