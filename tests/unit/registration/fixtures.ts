import { consentGroupSchema, type ConsentGroup } from '../../../src/shared/content-model/form';
import {
  registrationStartFieldsSchema,
  registrationWizardFieldsSchema,
  type RegistrationStartFieldsInput,
  type RegistrationWizardFields,
  type RegistrationWizardFieldsInput,
} from '../../../src/shared/content-model/registration-fields';

/** A fixed "now" (local time) for the date-of-birth rules. */
export const NOW = new Date(2025, 5, 15, 12, 0, 0);

export const startFields = (input: RegistrationStartFieldsInput = {}) =>
  registrationStartFieldsSchema.parse(input);

export const wizardFields = (input: RegistrationWizardFieldsInput): RegistrationWizardFields =>
  registrationWizardFieldsSchema.parse(input);

export const primaryGroup: ConsentGroup = consentGroupSchema.parse({
  name: 'Contact consent',
  key: 'primaryConsent',
  consentTitle: 'I agree to be contacted.',
  isRequired: true,
  requiredFieldMessage: 'Please agree to be contacted.',
});

export const mediaGroup: ConsentGroup = consentGroupSchema.parse({
  name: 'Contact methods',
  key: 'secondaryConsent',
  consentTitle: 'How may we contact you?',
  hideConsentCheckbox: true,
  mediumFieldName: 'SecondaryConsentMedium',
  enableAtleastOneContactMediumMandatedOutOfVisible: true,
  enableAtleastOneContactMediumErrorMessage: 'Choose at least one way.',
  consentMediumList: [
    { key: 'Email', name: 'Email', channel: 'email' },
    { key: 'SMS', name: 'SMS', channel: 'sms' },
  ],
});
