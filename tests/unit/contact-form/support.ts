import {
  contactFormSchema,
  type ContactForm,
  type ContactFormInput,
} from '../../../src/shared/content-model/form';
import type { RuleContext } from '../../../src/shared/domain/contact-form/rule-context';

/** 15 June 2025, midday local time: adult bounds are 18 to min(110, 2025 − 1923 = 102). */
export const NOW = new Date(2025, 5, 15, 12, 0, 0);

export function ctx(overrides: Partial<RuleContext> = {}): RuleContext {
  return {
    formType: 'adult',
    minorPath: false,
    screenerQualified: true,
    journeyType: '02',
    now: NOW,
    ...overrides,
  };
}

export function form(overrides: Partial<ContactFormInput> = {}): ContactForm {
  return contactFormSchema.parse({
    key: 'test-form',
    language: 'en',
    formType: 'adult',
    submitText: 'Submit',
    fields: [{ type: 'sectionHeading', name: 'Heading', label: 'Heading' }],
    ...overrides,
  });
}
