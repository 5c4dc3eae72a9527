import * as z from 'zod/mini';
import { languageSchema } from './language';

/** journey-screener-contact.md §3: field types of configurable forms. */
export const formFieldTypeSchema = z.enum([
  'dropdown',
  'textbox',
  'checkbox',
  'DOB',
  'radiobutton',
  'multicheckbox',
  'sectionHeading',
]);
export type FormFieldType = z.infer<typeof formFieldTypeSchema>;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(text(max));
const flag = () => z._default(z.boolean(), false);

/** A regular expression written in content; refused when it does not compile. */
const regexSource = z.string().check(
  z.maxLength(500),
  z.refine(
    (source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Not a valid regular expression' },
  ),
);

export const formOptionSchema = z.object({
  label: requiredText(200),
  value: requiredText(100),
});

export const formFieldSchema = z.object({
  type: formFieldTypeSchema,
  /** The payload name, e.g. Email, CaregiverEmail, ParticipantFirstName. */
  name: requiredText(60),
  label: text(300),
  placeholder: optionalText(200),
  required: flag(),
  requiredMessage: optionalText(300),
  regex: z.optional(regexSource),
  invalidMessage: optionalText(300),
  maxLength: z.optional(z.number().check(z.int(), z.gte(1), z.lte(5000))),
  /** Copy the screener's answer (e.g. zip code, date of birth) into the field. */
  prefillFromScreener: flag(),
  readOnly: flag(),
  options: z._default(z.array(formOptionSchema), []),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** registration-profile.md §3 "Contact medium config". */
export const contactMediumSchema = z.object({
  key: requiredText(60),
  name: requiredText(120),
  hideFromUI: flag(),
  isRequired: flag(),
  defaultOptIn: flag(),
  isRequiredErrorMessage: optionalText(300),
});

/** registration-profile.md §3 "Consent group" with its options. */
export const consentGroupSchema = z.object({
  name: requiredText(120),
  key: requiredText(60),
  consentTitle: text(2000),
  consentSubTitle: optionalText(2000),
  consentMediumList: z._default(z.array(contactMediumSchema), []),
  hideConsentCheckbox: flag(),
  defaultOptInAll: flag(),
  hideFromUI: flag(),
  isRequired: flag(),
  defaultOptIn: flag(),
  requiredFieldMessage: optionalText(300),
  enableAtleastOneContactMediumMandatedOutOfVisible: flag(),
  enableAtleastOneContactMediumErrorMessage: optionalText(300),
});
export type ConsentGroup = z.infer<typeof consentGroupSchema>;

/** A contact-info form for one participant type, in one language. */
export const contactFormSchema = z.object({
  key: requiredText(100),
  language: languageSchema,
  formType: z.enum(['adult', 'caregiver', 'minor']),
  title: optionalText(200),
  submitText: requiredText(80),
  fields: z.array(formFieldSchema).check(z.minLength(1), z.maxLength(80)),
  consentGroups: z._default(z.array(consentGroupSchema), []),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;
