import type { ContactFormInput } from '../../../src/shared/content-model/form';
import type { ContactValues } from '../../../src/shared/domain/contact-form/contact-values';
import { mobileErrors } from '../../../src/shared/domain/contact-form/mobile-rule';
import { form } from './support';

const phoneAndMobile: ContactFormInput['fields'] = [
  { type: 'textbox', name: 'ContactNumber', label: 'Phone', requiredMessage: 'Phone needed' },
  { type: 'checkbox', name: 'isMobile', label: 'Mobile' },
];
const consentGroups: ContactFormInput['consentGroups'] = [
  {
    name: 'Secondary',
    key: 'secondaryConsent',
    consentTitle: 'Contact me by',
    hideConsentCheckbox: true,
    mediumFieldName: 'SecondaryConsentMedium',
    consentMediumList: [
      { key: 'Email', name: 'Email' },
      { key: 'SMS', name: 'Text' },
    ],
  },
];
const configured = {
  checkboxRequiredMessage: 'Tick mobile',
  smsPhoneMessage: 'Mobile number needed for texts',
};

describe('mobile rule: SMS consent needs the mobile checkbox and a phone number', () => {
  it.each<[string, Partial<ContactFormInput>, ContactValues, Record<string, string>]>([
    ['no SMS consent: nothing', {}, { SecondaryConsentMedium: ['Email'] }, {}],
    [
      'SMS ticked, mobile unticked, phone given: the configured checkbox message',
      { mobileRule: configured },
      { SecondaryConsentMedium: ['SMS'], ContactNumber: '3125550100', isMobile: false },
      { isMobile: 'Tick mobile' },
    ],
    [
      'SMS ticked, mobile unticked: the default message when none is configured',
      {},
      { SecondaryConsentMedium: ['SMS'], ContactNumber: '3125550100' },
      { isMobile: 'SMS (primary or study specific consents) is selected, please select Is mobile checkbox' },
    ],
    [
      'SMS ticked, phone empty: the SMS phone message',
      { mobileRule: configured },
      { SecondaryConsentMedium: ['SMS'], isMobile: true },
      { ContactNumber: 'Mobile number needed for texts' },
    ],
    [
      'SMS ticked, phone empty, no SMS message: the phone required message',
      {},
      { SecondaryConsentMedium: ['SMS'], isMobile: true },
      { ContactNumber: 'Phone needed' },
    ],
    [
      'SMS ticked, everything given',
      { mobileRule: configured },
      { SecondaryConsentMedium: ['SMS'], ContactNumber: '3125550100', isMobile: true },
      {},
    ],
    [
      'configured field names',
      {
        mobileRule: {
          phoneField: 'Mobile',
          checkboxField: 'IsMobileNumber',
          checkboxRequiredMessage: 'Tick it',
        },
        fields: [
          { type: 'textbox', name: 'Mobile', label: 'M' },
          { type: 'checkbox', name: 'IsMobileNumber', label: 'Is mobile' },
        ],
      },
      { SecondaryConsentMedium: ['SMS'] },
      { Mobile: 'This is required field', IsMobileNumber: 'Tick it' },
    ],
    [
      'a form without the fields: nothing',
      { fields: [{ type: 'textbox', name: 'Email', label: 'E' }] },
      { SecondaryConsentMedium: ['SMS'] },
      {},
    ],
  ])('%s', (_name, overrides, values, expected) => {
    expect(mobileErrors(form({ fields: phoneAndMobile, consentGroups, ...overrides }), values)).toEqual(
      expected,
    );
  });
});
