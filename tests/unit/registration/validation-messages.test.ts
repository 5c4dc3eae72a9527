import { consentGroupSchema } from '../../../src/shared/content-model/form';
import {
  AGE_RANGE_ERROR,
  REQUIRED_FIELD_MESSAGE,
  SMS_NEEDS_MOBILE_MESSAGE,
} from '../../../src/shared/domain/contact-form/messages';
import { consentMediaOf } from '../../../src/shared/domain/registration/contact-rules';
import { dobYearOptions } from '../../../src/shared/domain/registration/dob-rules';
import {
  changeEmailError,
  EMAIL_ALREADY_EXISTS_MESSAGE,
  EMAIL_LINKED_TO_ANOTHER_ACCOUNT_MESSAGE,
  emailError,
  INVALID_DAY_MONTH_MESSAGE,
  SAME_EMAIL_MESSAGE,
} from '../../../src/shared/domain/registration/email-rules';
import { INVALID_VALUE_MESSAGE } from '../../../src/shared/domain/registration/field-rules';
import {
  INVALID_EMAIL_MESSAGE,
  registrationStartErrors,
} from '../../../src/shared/domain/registration/start-rules';
import { validateStep } from '../../../src/shared/domain/registration/step-validation';
import type { StepValues } from '../../../src/shared/domain/registration/step-values';
import { registrationStrings } from '../../../src/features/registration/registration-strings';
import { mediaGroup, NOW, primaryGroup, startFields, wizardFields } from './fixtures';

/*
 * Every validation message of the registration, the thank-you page's change-email dialog and the profile
 * modal's email rule: one row per message.
 */

const start = startFields({
  emailRequiredMessage: 'Enter your email.',
  emailRegex: '^[a-z]+@example\\.com$',
  emailInvalidMessage: 'Use an example.com address.',
  isConsentRequired: true,
  consentRequiredMessage: 'Please agree.',
});

const aboutYou = wizardFields({
  step: 'about-you',
  firstName: {
    required: true,
    requiredMessage: 'First name, please.',
    regex: '^[A-Za-z ]+$',
    invalidMessage: 'Letters only.',
    maxLength: 10,
  },
  lastName: { required: true, requiredMessage: 'Last name, please.' },
  dob: {
    required: true,
    requiredMessage: 'Full date of birth, please.',
    ageMessage: 'Between 18 and 100 only.',
  },
  gender: {
    required: true,
    requiredMessage: 'Choose a gender.',
    options: [{ value: 'Female', label: 'Female' }],
  },
});
const validAboutYou: StepValues = {
  firstName: 'Ana',
  lastName: 'Lee',
  Day: '1',
  Month: '2',
  Year: '1980',
  gender: 'Female',
};
const aboutYouError = (values: StepValues, key: string) =>
  validateStep(aboutYou, { ...validAboutYou, ...values }, NOW)[key];

const enquiries = wizardFields({
  step: 'patient-enquiries',
  patientEnquiries: { required: true, requiredMessage: 'Pick one.' },
});
const conditions = wizardFields({
  step: 'conditions',
  conditions: { required: true, requiredMessage: 'Pick a condition.' },
});
const location = wizardFields({
  step: 'location',
  zipcode: {
    required: true,
    requiredMessage: 'Zip, please.',
    regex: '^\\d{5}$',
    invalidMessage: 'Five digits.',
  },
  travelDistance: {
    required: true,
    requiredMessage: 'Pick a distance.',
    options: [{ value: '10 miles', label: '10 miles' }],
  },
  homeTrial: {
    required: true,
    requiredMessage: 'Pick an answer.',
    options: [{ value: 'Yes', label: 'Yes' }],
  },
});
const validLocation: StepValues = { zipcode: '10001', travelDistance: '10 miles', homeTrial: 'Yes' };
const contact = (input: { sms?: string; groups?: (typeof primaryGroup)[] } = {}) =>
  wizardFields({
    step: 'contact-preference',
    phone: {
      required: true,
      requiredMessage: 'Phone, please.',
      regex: '^\\d{10}$',
      invalidMessage: 'Ten digits.',
    },
    smsWithoutMobileMessage: input.sms,
    consentGroups: input.groups ?? [primaryGroup, mediaGroup],
  });
const validContact: StepValues = {
  contactNumber: '2125550100',
  isMobile: false,
  primaryConsent: true,
  SecondaryConsentMedium: ['Email'],
};
const contactError = (values: StepValues, key: string, fields = contact()) =>
  validateStep(fields, { ...validContact, ...values }, NOW)[key];

const requiredMediumGroup = consentGroupSchema.parse({
  name: 'Media',
  key: 'mediaConsent',
  consentTitle: 'Media',
  hideConsentCheckbox: true,
  consentMediumList: [
    { key: 'Email', name: 'Email', isRequired: true, isRequiredErrorMessage: 'Email is required.' },
  ],
});
const forcedGroup = consentGroupSchema.parse({
  name: 'Forced',
  key: 'forced',
  consentTitle: 'Forced',
  hideConsentCheckbox: true,
  consentMediumList: [
    { key: 'Post', name: 'Post', hideFromUI: true, isRequired: true },
    { key: 'Phone', name: 'Phone', hideFromUI: true, defaultOptIn: true },
    { key: 'Fax', name: 'Fax', hideFromUI: true },
  ],
});

const rows: Array<[string, () => unknown, unknown]> = [
  [
    'registration email: required (configured)',
    () => registrationStartErrors({ email: ' ', agree: true }, start).email,
    'Enter your email.',
  ],
  [
    'registration email: required (fallback)',
    () => registrationStartErrors({ email: '', agree: true }, startFields()).email,
    REQUIRED_FIELD_MESSAGE,
  ],
  [
    'registration email: configured regex',
    () => registrationStartErrors({ email: 'ana@other.com', agree: true }, start).email,
    'Use an example.com address.',
  ],
  [
    'registration email: invalid (fallback)',
    () => registrationStartErrors({ email: 'ana@', agree: true }, startFields()).email,
    INVALID_EMAIL_MESSAGE,
  ],
  [
    'registration email: not required when not flagged',
    () => registrationStartErrors({ email: '', agree: true }, startFields({ isEmailRequired: false })).email,
    undefined,
  ],
  [
    'registration consent: required (configured)',
    () => registrationStartErrors({ email: 'ana@example.com', agree: false }, start).agree,
    'Please agree.',
  ],
  [
    'registration consent: required (fallback)',
    () => registrationStartErrors({ email: 'a@b.co', agree: false }, startFields()).agree,
    REQUIRED_FIELD_MESSAGE,
  ],
  [
    'change email: standard pattern',
    () => changeEmailError('not-an-email', 'ana@example.com', 'Invalid address.'),
    'Invalid address.',
  ],
  [
    'change email: must differ',
    () => changeEmailError(' ANA@example.com ', 'ana@example.com', 'Invalid address.'),
    SAME_EMAIL_MESSAGE,
  ],
  [
    'change email: already exists (default)',
    () => registrationStrings('en').alreadyExists,
    EMAIL_ALREADY_EXISTS_MESSAGE,
  ],
  [
    'date of birth: invalid day/month',
    () => aboutYouError({ Day: '31', Month: '2', Year: '1980' }, 'dob'),
    INVALID_DAY_MONTH_MESSAGE,
  ],
  [
    'date of birth: required',
    () => aboutYouError({ Day: '', Month: '2', Year: '1980' }, 'dob'),
    'Full date of birth, please.',
  ],
  [
    'date of birth: younger than 18',
    () => aboutYouError({ Day: '16', Month: '6', Year: '2007' }, 'dob'),
    'Between 18 and 100 only.',
  ],
  [
    'date of birth: older than 100',
    () => aboutYouError({ Day: '14', Month: '6', Year: '1924' }, 'dob'),
    'Between 18 and 100 only.',
  ],
  [
    'date of birth: age message (fallback)',
    () => validateStep(wizardFields({ step: 'about-you' }), { Day: '1', Month: '1', Year: '2020' }, NOW).dob,
    AGE_RANGE_ERROR,
  ],
  ['date of birth: years start at 1900', () => dobYearOptions({ startYear: 1900 }, NOW).at(-1), '1900'],
  ['gender: required (configured)', () => aboutYouError({ gender: '' }, 'gender'), 'Choose a gender.'],
  ['name: required (configured)', () => aboutYouError({ firstName: '' }, 'firstName'), 'First name, please.'],
  ['name: blank counts as empty', () => aboutYouError({ lastName: '   ' }, 'lastName'), 'Last name, please.'],
  ['name: regex', () => aboutYouError({ firstName: 'Ana3' }, 'firstName'), 'Letters only.'],
  ['name: max length', () => aboutYouError({ firstName: 'Anastasiaaa' }, 'firstName'), 'Letters only.'],
  [
    'patient enquiries: at least one',
    () => validateStep(enquiries, { patientEnquiries: [] }, NOW).patientEnquiries,
    'Pick one.',
  ],
  [
    'conditions: at least one',
    () => validateStep(conditions, { conditions: [] }, NOW).conditions,
    'Pick a condition.',
  ],
  [
    'zip code: required',
    () => validateStep(location, { ...validLocation, zipcode: '' }, NOW).zipcode,
    'Zip, please.',
  ],
  [
    'zip code: regex',
    () => validateStep(location, { ...validLocation, zipcode: '1234a' }, NOW).zipcode,
    'Five digits.',
  ],
  [
    'zip code: 5 digits without a content regex',
    () => validateStep(wizardFields({ step: 'location' }), { zipcode: '123' }, NOW).zipcode,
    INVALID_VALUE_MESSAGE,
  ],
  [
    'travel distance: required',
    () => validateStep(location, { ...validLocation, travelDistance: '' }, NOW).travelDistance,
    'Pick a distance.',
  ],
  [
    'home trials: required',
    () => validateStep(location, { ...validLocation, homeTrial: '' }, NOW).homeTrial,
    'Pick an answer.',
  ],
  ['phone: required', () => contactError({ contactNumber: '' }, 'contactNumber'), 'Phone, please.'],
  ['phone: regex', () => contactError({ contactNumber: '555-0100' }, 'contactNumber'), 'Ten digits.'],
  [
    'SMS without mobile (configured)',
    () => contactError({ SecondaryConsentMedium: ['SMS'] }, 'isMobile', contact({ sms: 'Tick mobile.' })),
    'Tick mobile.',
  ],
  [
    'SMS without mobile (default)',
    () => contactError({ SecondaryConsentMedium: ['SMS'] }, 'isMobile'),
    SMS_NEEDS_MOBILE_MESSAGE,
  ],
  [
    'consent group: required group',
    () => contactError({ primaryConsent: false }, 'primaryConsent'),
    'Please agree to be contacted.',
  ],
  [
    'consent group: at least one visible medium',
    () => contactError({ SecondaryConsentMedium: [] }, 'SecondaryConsentMedium'),
    'Choose at least one way.',
  ],
  [
    'consent group: a required medium',
    () => contactError({}, 'mediaConsentMedium', contact({ groups: [requiredMediumGroup] })),
    'Email is required.',
  ],
  [
    'consent group: hidden required and hidden default-opt-in media forced on',
    () => consentMediaOf([forcedGroup], {}),
    { Post: true, Phone: true, Fax: false },
  ],
  [
    'profile modal email: required (errorFormatMsg)',
    () => emailError('', { required: 'Format, please.', invalid: 'Invalid.' }),
    'Format, please.',
  ],
  [
    'profile modal email: content regex',
    () => emailError('ana@example.com', { required: 'Format.', invalid: 'Invalid.' }, '^x@y\\.z$'),
    'Invalid.',
  ],
  [
    'profile modal email: case-insensitive fallback regex',
    () => emailError('ANA@EXAMPLE.COM', { required: 'Format.', invalid: 'Invalid.' }),
    undefined,
  ],
  [
    'profile save: email linked to another account',
    () => EMAIL_LINKED_TO_ANOTHER_ACCOUNT_MESSAGE,
    'entered email address is linked to another account',
  ],
];

describe('registration validation messages', () => {
  it.each(rows)('%s', (_label, actual, expected) => {
    expect(actual()).toEqual(expected);
  });

  it('accepts valid steps without any message', () => {
    expect(validateStep(aboutYou, validAboutYou, NOW)).toEqual({});
    expect(validateStep(location, validLocation, NOW)).toEqual({});
    expect(validateStep(contact(), validContact, NOW)).toEqual({});
    expect(
      validateStep(contact(), { ...validContact, SecondaryConsentMedium: ['SMS'], isMobile: true }, NOW),
    ).toEqual({});
  });
});
