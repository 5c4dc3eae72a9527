import { contactFormSchema, type ContactForm } from '../../../src/shared/content-model/form';
import type { Language } from '../../../src/shared/content-model/language';
import { demoItems } from '../../support/demo-content';
import type { ContactFormType, ContactValues } from '../../../src/shared/domain/contact-form/contact-values';
import { isContactValid, validateContactValues } from '../../../src/shared/domain/contact-form/form-rules';
import {
  participantCheckFieldNames,
  participantCheckReady,
} from '../../../src/shared/domain/contact-form/participant-check';
import { ctx } from './support';

function seeded(formType: ContactFormType, language: Language = 'en'): ContactForm {
  const input = demoItems('form', language).find((f) => f.formType === formType);
  if (!input) throw new Error(`no seeded ${formType} form`);
  return contactFormSchema.parse(input);
}

const consent = { primaryConsent: true, SecondaryConsentMedium: ['Email'] };
const valid: Record<ContactFormType, ContactValues> = {
  adult: {
    FirstName: 'Ada',
    LastName: 'Lovelace',
    Email: 'ada@example.com',
    ContactNumber: '3125550100',
    isMobile: false,
    Day: '10',
    Month: '12',
    Year: '1985',
    Address: '1200 Lakeshore Avenue',
    City: 'Chicago',
    State: 'IL',
    Zipcode: '60611',
    UserTimeZone: 'America/Chicago',
    ...consent,
  },
  caregiver: {
    FirstName: 'Grace',
    LastName: 'Hopper',
    CaregiverEmail: 'grace@example.com',
    ContactNumber: '3125550100',
    CaregiverZipCode: '10001',
    CaregiverState: 'NY',
    ParticipantFirstName: 'Alan',
    ParticipantLastName: 'Hopper',
    Day: '1',
    Month: '2',
    Year: '1950',
    ParticipantZipcode: '60611',
    ...consent,
  },
  minor: {
    FirstName: 'Mary',
    LastName: 'Shelley',
    ParentEmail: 'mary@example.com',
    ContactNumber: '3125550100',
    ZipCode: '77001',
    ParticipantFirstName: 'Percy',
    ParticipantLastName: 'Shelley',
    Day: '3',
    Month: '4',
    Year: '2015',
    ...consent,
  },
};
const contexts = {
  adult: ctx(),
  caregiver: ctx({ formType: 'caregiver' }),
  minor: ctx({ formType: 'minor', minorPath: true }),
} as const;

describe.each(['en', 'es'] as const)('seeded forms (%s)', (language) => {
  it.each(['adult', 'caregiver', 'minor'] as const)('%s: complete values pass', (formType) => {
    expect(validateContactValues(seeded(formType, language), valid[formType], contexts[formType])).toEqual(
      {},
    );
  });

  it.each(['adult', 'caregiver', 'minor'] as const)(
    '%s: empty values give the configured messages',
    (formType) => {
      const form = seeded(formType, language);
      const errors = validateContactValues(form, {}, contexts[formType]);
      for (const field of form.fields.filter((f) => f.required)) {
        expect(errors[field.name]).toBe(field.type === 'DOB' ? field.invalidMessage : field.requiredMessage);
      }
      expect(errors.primaryConsent).toBe(form.consentGroups[0]?.requiredFieldMessage);
      expect(isContactValid(form, {}, contexts[formType])).toBe(false);
    },
  );
});

describe('validateContactValues: rules combined on the seeded adult form', () => {
  const form = seeded('adult');
  const errorsOf = (changes: ContactValues, context = ctx()) =>
    validateContactValues(form, { ...valid.adult, ...changes }, context);

  it.each<[string, ContactValues, Record<string, string>]>([
    ['bad email', { Email: 'ada@' }, { Email: 'Enter a valid email address' }],
    ['bad zip', { Zipcode: '6061' }, { Zipcode: 'Enter a 5-digit ZIP code' }],
    ['zip in another state', { State: 'CA' }, { Zipcode: 'The ZIP code is not in the selected state' }],
    ["state placeholder 'none' is not a mismatch", { State: 'none' }, {}],
    [
      'too young (qualified message)',
      { Year: '2010' },
      { DOB: 'You must be 18 or older to take part in this study' },
    ],
    [
      'invalid date',
      { Day: '31', Month: '2' },
      { DOB: 'You must be 18 or older to take part in this study' },
    ],
    ['missing day', { Day: '' }, { DOB: 'Choose a complete date of birth' }],
    ['primary consent not given', { primaryConsent: false }, { primaryConsent: 'Please accept to continue' }],
    [
      'SMS consent without mobile',
      { SecondaryConsentMedium: ['SMS'] },
      { isMobile: 'To receive text messages, confirm this is a mobile number' },
    ],
    [
      'SMS consent without a phone: the SMS message replaces the required one',
      { SecondaryConsentMedium: ['SMS'], isMobile: true, ContactNumber: '' },
      { ContactNumber: 'Enter a mobile number to receive text messages' },
    ],
    ['SMS consent with mobile', { SecondaryConsentMedium: ['SMS'], isMobile: true }, {}],
    [
      'a bad phone keeps its own message',
      { ContactNumber: '12' },
      { ContactNumber: 'Enter a 10-digit phone number' },
    ],
  ])('%s', (_name, changes, expected) => {
    expect(errorsOf(changes)).toEqual(expected);
  });

  it('uses the disqualified message without pSec', () => {
    expect(errorsOf({ Year: '2010' }, ctx({ screenerQualified: false }))).toEqual({
      DOB: 'You must be 18 or older to join our list of studies',
    });
  });

  it('applies the journey-01 zip match with the configured message, after the state–zip check', () => {
    const j01 = ctx({ journeyType: '01', detectedLocation: { zip: '10001' } });
    expect(errorsOf({}, j01)).toEqual({
      Zipcode: 'Choose an address near the location we detected, or in the same state',
    });
    expect(errorsOf({ Zipcode: '10002', State: 'NY' }, j01)).toEqual({});
    expect(errorsOf({ State: 'NY' }, j01)).toEqual({ Zipcode: 'The ZIP code is not in the selected state' });
  });

  it('validates the Spanish form with Spanish messages', () => {
    expect(validateContactValues(seeded('adult', 'es'), { ...valid.adult, Email: 'x' }, ctx())).toEqual({
      Email: 'Escriba un correo electrónico válido',
    });
  });

  it('the minor form refuses an adult participant', () => {
    expect(validateContactValues(seeded('minor'), { ...valid.minor, Year: '2000' }, contexts.minor)).toEqual({
      DOB: 'The participant must be younger than 18',
    });
  });
});

describe("participant check readiness (the submit flow's step 1)", () => {
  it.each([
    ['adult', ['Email']],
    ['caregiver', ['CaregiverEmail', 'ParticipantFirstName', 'ParticipantLastName', 'Day', 'Month', 'Year']],
    ['minor', ['ParentEmail', 'ParticipantFirstName', 'ParticipantLastName', 'Day', 'Month', 'Year']],
  ] as const)('%s watches %o', (formType, names) => {
    expect(participantCheckFieldNames(seeded(formType))).toEqual(names);
  });

  it.each<[ContactFormType, ContactValues, boolean]>([
    ['adult', { Email: 'ada@example.com' }, true],
    ['adult', { Email: 'ada@' }, false],
    ['adult', { Email: '' }, false],
    ['caregiver', valid.caregiver, true],
    [
      'caregiver',
      {
        CaregiverEmail: 'grace@example.com',
        ParticipantFirstName: 'A',
        ParticipantLastName: 'B',
        Day: '1',
        Month: '2',
        Year: '1950',
      },
      true,
    ],
    ['caregiver', { ...valid.caregiver, ParticipantLastName: '' }, false],
    ['caregiver', { ...valid.caregiver, Day: '' }, false],
    ['caregiver', { ...valid.caregiver, Day: '31', Month: '2' }, false],
    ['caregiver', { ...valid.caregiver, ParticipantFirstName: 'R2D2' }, false],
    ['minor', valid.minor, true],
    ['minor', { ...valid.minor, Year: '2000' }, false],
    ['minor', { ...valid.minor, ParentEmail: 'nope' }, false],
  ])('%s %o → %s', (formType, values, expected) => {
    expect(participantCheckReady(seeded(formType), values, contexts[formType])).toBe(expected);
  });
});
