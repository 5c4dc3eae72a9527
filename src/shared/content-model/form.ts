import * as z from 'zod/mini';
import { compilesAsRegExp } from './regex-source';
import { languageSchema } from './language';
import { callCenterNumberSchema } from './study';
import { lazySchema } from '../lazy-schema';

/** The contact forms, one per participant type. */
export const CONTACT_FORM_TYPES = ['adult', 'caregiver', 'minor'] as const;
export const contactFormTypeSchema = lazySchema(() => z.enum(CONTACT_FORM_TYPES));
export type ContactFormType = z.infer<typeof contactFormTypeSchema>;

/** Field types of configurable forms. */
export const formFieldTypeSchema = lazySchema(() =>
  z.enum(['dropdown', 'textbox', 'checkbox', 'DOB', 'radiobutton', 'multicheckbox', 'sectionHeading']),
);
export type FormFieldType = z.infer<typeof formFieldTypeSchema>;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(text(max));
const flag = () => z._default(z.boolean(), false);

/** A regular expression written in content; refused when it does not compile. */
const regexSource = lazySchema(() =>
  z.string().check(
    z.maxLength(500),
    z.refine((source) => compilesAsRegExp(source), { message: 'Not a valid regular expression' }),
  ),
);

export const formOptionSchema = lazySchema(() =>
  z.object({
    label: requiredText(200),
    value: requiredText(100),
  }),
);

const age = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(120)));

/**
 * An age range of the date of birth (the Qualified or the Disqualified one). A missing bound
 * keeps the default of the path (adult 18 to min(110, year − 1923); minor path 0 to 17).
 */
export const ageRangeSchema = lazySchema(() =>
  z.object({
    min: z.optional(age),
    max: z.optional(age),
    message: optionalText(300),
  }),
);
export type AgeRange = z.infer<typeof ageRangeSchema>;

/** The date of birth as Day + Month + Year (3), Month + Year (2) or Year alone (1). */
export const dobPartsSchema = lazySchema(() => z.union([z.literal(3), z.literal(2), z.literal(1)]));
export type DobParts = z.infer<typeof dobPartsSchema>;

/** Screener output keys a field may be prefilled from. */
export const screenerPrefillKeySchema = lazySchema(() =>
  z.enum(['zipCode', 'g', 'r', 'ed', 'cm', 'b', 'et', 'ch', 'dob']),
);
export type ScreenerPrefillKey = z.infer<typeof screenerPrefillKeySchema>;

export const formFieldSchema = lazySchema(() =>
  z.object({
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
    /** The screener output key to prefill from; by default `dob` for a DOB field, `zipCode` for a zip field. */
    screenerKey: z.optional(screenerPrefillKeySchema),
    readOnly: flag(),
    options: z._default(z.array(formOptionSchema), []),
    /** DOB only: how many dropdowns, 3 by default. */
    dobParts: z.optional(dobPartsSchema),
    /** DOB only: year options run descending unless configured ascending. */
    yearOrder: z.optional(z.enum(['descending', 'ascending'])),
    /** DOB only: the bounds and message when the screener qualified (pSec present). */
    qualifiedAge: z.optional(ageRangeSchema),
    /** DOB only: the bounds and message when the screener did not qualify. */
    disqualifiedAge: z.optional(ageRangeSchema),
  }),
);
export type FormField = z.infer<typeof formFieldSchema>;

/** "Contact medium config". */
export const contactMediumSchema = lazySchema(() =>
  z.object({
    key: requiredText(60),
    name: requiredText(120),
    /** What the medium sends through; when absent, a key of "SMS" / "Email" says it (the SMS consent rule). */
    channel: z.optional(z.enum(['sms', 'email', 'phone', 'mail'])),
    hideFromUI: flag(),
    isRequired: flag(),
    defaultOptIn: flag(),
    isRequiredErrorMessage: optionalText(300),
  }),
);

/** "Consent group" with its options. */
export const consentGroupSchema = lazySchema(() =>
  z.object({
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
    /** The value holding the ticked medium keys; `{key}Medium` by default (e.g. SecondaryConsentMedium). */
    mediumFieldName: optionalText(60),
  }),
);
export type ConsentGroup = z.infer<typeof consentGroupSchema>;

/**
 * Mobile rule: when any SMS consent medium is ticked, the mobile checkbox is required (its
 * message) and the phone number's empty message becomes `smsPhoneMessage`.
 */
export const mobileRuleSchema = lazySchema(() =>
  z.object({
    phoneField: z._default(requiredText(60), 'ContactNumber'),
    checkboxField: z._default(requiredText(60), 'isMobile'),
    checkboxRequiredMessage: optionalText(300),
    smsPhoneMessage: optionalText(300),
  }),
);
export type MobileRule = z.infer<typeof mobileRuleSchema>;

/** State lock: the state fields that may lock to the geolocated state (the "fixed list"). */
export const DEFAULT_STATE_LOCK_FIELDS = ['State', 'CaregiverState', 'ParticipantState', 'ParentState'];

/** A contact-info form for one participant type, in one language. */
export const contactFormSchema = lazySchema(() =>
  z.object({
    key: requiredText(100),
    language: languageSchema,
    formType: contactFormTypeSchema,
    title: optionalText(200),
    submitText: requiredText(80),
    fields: z.array(formFieldSchema).check(z.minLength(1), z.maxLength(80)),
    consentGroups: z._default(z.array(consentGroupSchema), []),
    /** Cross-check each address group's zip against its state. */
    enableStateZipValidation: flag(),
    stateZipMessage: optionalText(300),
    /** journey-01 adult zip-match rule message (chosen zip vs the detected location). */
    addressZipMessage: optionalText(300),
    mobileRule: z.optional(mobileRuleSchema),
    stateLockFields: z._default(z.array(requiredText(60)).check(z.maxLength(20)), DEFAULT_STATE_LOCK_FIELDS),
    /** `?pn`: overrides the study's call-centre number settings for this form. */
    callCenterNumber: z.optional(callCenterNumberSchema),
  }),
);

export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;
