import {
  addContactsWithAllDetail,
  addOrUpdateCrRegistration,
} from '../../../src/shared/contracts/registration';
import { visibleTags } from '../../../src/shared/domain/registration/condition-tags';
import { composeIsoDate } from '../../../src/shared/domain/registration/dob-rules';
import { marketingParams } from '../../../src/shared/domain/registration/marketing-params';
import { emptyRegistrationData } from '../../../src/shared/domain/registration/registration-data';
import {
  parseRegistrationDraft,
  registrationDraftValue,
} from '../../../src/shared/domain/registration/registration-draft';
import {
  crRegistrationInput,
  mailingListBody,
} from '../../../src/shared/domain/registration/registration-payloads';
import { emailDomainSuggestions } from '../../../src/shared/domain/registration/start-rules';
import {
  stepValuesOf,
  withStepValues,
  type StepExtras,
} from '../../../src/shared/domain/registration/step-values';
import { canResend, thankYouEmail, withEmail } from '../../../src/shared/domain/registration/thank-you-rules';
import {
  backUsesHistory,
  firstIncompleteStep,
  isRegistrationPath,
  nextWizardStep,
  wizardStepOfPath,
} from '../../../src/shared/domain/registration/wizard-steps';
import { mediaGroup, primaryGroup } from './fixtures';

const extras: StepExtras = {
  enquiryOptions: [
    { value: 'I have been diagnosed with a condition', label: 'Diagnosed' },
    { value: 'I am a healthy volunteer', label: 'Healthy' },
  ],
  communitiesByKey: { migraine: ['migraine-community'], asthma: ['asthma-community'] },
  location: { latitude: 40.75, longitude: -73.99 },
  consentGroups: [primaryGroup, mediaGroup],
};

function fullData() {
  let data = emptyRegistrationData();
  data = { ...data, registration: { email: 'ana@example.com', agree: true }, guestRef: 'guest-1' };
  data = withStepValues(
    'about-you',
    data,
    { firstName: 'Ana', lastName: 'Lee', Day: '9', Month: '3', Year: '1980', gender: 'Female' },
    extras,
  );
  data = withStepValues(
    'patient-enquiries',
    data,
    { patientEnquiries: ['I am a healthy volunteer'] },
    extras,
  );
  data = withStepValues('conditions', data, { conditions: ['migraine', 'asthma'] }, extras);
  data = withStepValues(
    'location',
    data,
    { zipcode: '10001', travelDistance: '25 miles', homeTrial: 'Yes' },
    extras,
  );
  return withStepValues(
    'contact-preference',
    data,
    {
      contactNumber: '212 555 0100',
      isMobile: true,
      primaryConsent: true,
      SecondaryConsentMedium: ['Email', 'SMS'],
    },
    extras,
  );
}

const context = {
  guestRef: 'guest-1',
  siteSettingsId: 'site-settings-cr-demo',
  language: 'en' as const,
  source: 'CR' as const,
  baseUrl: 'http://localhost:8080/',
  myProfilePath: '/manage-my-profile',
  mailingListId: 'cr-registry',
  consentGroups: [primaryGroup, mediaGroup],
  search: '?utm_source=news&utm_medium=email&GCLID=g1&fbclid=f1&at_id=a1&other=x',
  sessionToken: 'A'.repeat(43),
  registeredAt: '2025-06-15T10:00:00.000Z',
};

describe('wizard steps and routes', () => {
  it('knows the five steps, their order and paths', () => {
    expect(wizardStepOfPath('/register/location')).toBe('location');
    expect(wizardStepOfPath('/register/nope')).toBeNull();
    expect(nextWizardStep('location')).toBe('contact-preference');
    expect(nextWizardStep('contact-preference')).toBeNull();
    expect(isRegistrationPath('/thank-you')).toBe(true);
    expect(isRegistrationPath('/')).toBe(false);
  });

  it('sends a direct visit back to the first incomplete step or the start', () => {
    expect(firstIncompleteStep(false, [], 'about-you')).toBe('start');
    expect(firstIncompleteStep(true, [], 'about-you')).toBeNull();
    expect(firstIncompleteStep(true, ['about-you'], 'location')).toBe('patient-enquiries');
    expect(
      firstIncompleteStep(true, ['about-you', 'patient-enquiries', 'conditions'], 'location'),
    ).toBeNull();
  });

  it('uses the browser history for an empty or {host} Back link', () => {
    expect(backUsesHistory(undefined)).toBe(true);
    expect(backUsesHistory(' {host} ')).toBe(true);
    expect(backUsesHistory('/register/about-you')).toBe(false);
  });
});

describe('registration state', () => {
  it('keeps each step in the spec shape and gives the values back', () => {
    const data = fullData();
    expect(data.dob).toEqual({ dob: '1980-03-09', gender: 'Female', Day: '9', Month: '3', Year: '1980' });
    expect(data.patientDetails.items).toEqual([
      {
        name: 'I have been diagnosed with a condition',
        checked: false,
        index: 0,
        keyIndex: 'I have been diagnosed with a condition-0',
      },
      { name: 'I am a healthy volunteer', checked: true, index: 1, keyIndex: 'I am a healthy volunteer-1' },
    ]);
    expect(data.selectedCOIList).toEqual({
      items: [{ key: 'migraine' }, { key: 'asthma' }],
      communities: ['migraine-community', 'asthma-community'],
    });
    expect(data.locationDetails).toEqual({
      zipcode: '10001',
      travelDistance: '25 miles',
      homeTrial: 'Yes',
      latitude: 40.75,
      longitude: -73.99,
    });
    expect(data.contactPreference.media).toEqual({ Email: true, SMS: true });
    expect(data.contactPreference.agree).toBe(true);
    expect(stepValuesOf('patient-enquiries', data)).toEqual({
      patientEnquiries: ['I am a healthy volunteer'],
    });
    expect(stepValuesOf('contact-preference', data)).toMatchObject({
      SecondaryConsentMedium: ['Email', 'SMS'],
      isMobile: true,
    });
  });

  it('survives the drafts copy, and a damaged copy is ignored', () => {
    const data = fullData();
    expect(parseRegistrationDraft(registrationDraftValue(data))).toEqual(data);
    expect(parseRegistrationDraft('{not json')).toBeNull();
    expect(parseRegistrationDraft(JSON.stringify({ completedSteps: ['nope'] }))).toBeNull();
    expect(parseRegistrationDraft(undefined)).toBeNull();
  });

  it('composes only real dates', () => {
    expect(composeIsoDate({ day: '29', month: '2', year: '2024' })).toBe('2024-02-29');
    expect(composeIsoDate({ day: '29', month: '2', year: '2023' })).toBeNull();
  });
});

describe('registration payloads', () => {
  it('builds the CR registration the contract accepts, with the campaign parameters', () => {
    const input = crRegistrationInput(fullData(), context);
    const body = addOrUpdateCrRegistration.body.parse(input.body);
    expect(input.params).toEqual({ ref: 'guest-1' });
    expect(input.query).toEqual({ guestType: 'customer' });
    expect(body).toMatchObject({
      ref: 'guest-1',
      email: 'ana@example.com',
      zipCode: '10001',
      postCode: '10001',
      dateOfBirth: '1980-03-09',
      phoneNumbers: [{ number: '212 555 0100', type: 'mobile' }],
      isMobile: true,
      emailVerified: false,
      sessionToken: context.sessionToken,
    });
    expect(body.dataExtension).toEqual({
      UtmParameter: 'utm_source=news&utm_medium=email',
      gclId: 'g1',
      atId: 'a1',
      fbclId: 'f1',
      conditionOfInterest: ['migraine', 'asthma'],
      communities: ['migraine-community', 'asthma-community'],
      travelDistance: '25 miles',
      source: 'CR',
      secondaryConsent: { Email: true, SMS: true },
      selectedRelevantItems: ['I am a healthy volunteer'],
      interestedInAtHomeTrials: 'Yes',
      latitude: 40.75,
      longitude: -73.99,
    });
  });

  it('builds the subscriber the contract accepts', () => {
    const body = addContactsWithAllDetail.body.parse(mailingListBody(fullData(), context));
    expect(body.myProfileUrl).toBe('http://localhost:8080/manage-my-profile');
    expect(body.subscriber).toMatchObject({
      emailAddress: 'ana@example.com',
      name: 'Ana Lee',
      isEmailOptedIn: true,
      isSmsOptedIn: true,
      isSecondaryConsentAccepted: true,
      therapeuticArea: ['migraine', 'asthma'],
      registrationDateTime: '2025-06-15T10:00:00.000Z',
      contactType: 'CR Registration',
    });
    expect(body.isCrEmailCheck).toBe(true);
  });

  it('reads no campaign parameters from a plain query', () => {
    expect(marketingParams('?a=1')).toEqual({});
  });
});

describe('registration start and thank-you rules', () => {
  it('suggests the configured domains after the typed @', () => {
    const domains = ['gmail.com', 'yahoo.com', 'outlook.com'];
    expect(emailDomainSuggestions('ana', domains)).toEqual([]);
    expect(emailDomainSuggestions('ana@', domains)).toEqual([
      'ana@gmail.com',
      'ana@yahoo.com',
      'ana@outlook.com',
    ]);
    expect(emailDomainSuggestions('ana@Y', domains)).toEqual(['ana@yahoo.com']);
    expect(emailDomainSuggestions('ana@gmail.com', domains)).toEqual([]);
  });

  it("shows the patient's email for an adult, else the delegate's", () => {
    const info = (patientType: 'adult' | 'caregiver', delegate: string | null) => ({
      patient: { emailAddress: 'patient@example.com', patientType },
      delegate: { emailAddress: delegate },
    });
    expect(thankYouEmail(info('adult', 'delegate@example.com'))).toBe('patient@example.com');
    expect(thankYouEmail(info('caregiver', 'delegate@example.com'))).toBe('delegate@example.com');
    expect(thankYouEmail(info('caregiver', null))).toBe('patient@example.com');
  });

  it('limits resends and fills [email]', () => {
    expect(canResend(2, 3)).toBe(true);
    expect(canResend(3, 3)).toBe(false);
    expect(withEmail('Sent to [email].', 'a@b.co')).toBe('Sent to a@b.co.');
  });

  it('shows at most two condition tags, then +N', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
