import * as z from 'zod/mini';
import { WIZARD_STEPS } from '../domain/registration/wizard-steps';
import { consentGroupSchema } from './form';
import { hrefSchema } from './link';
import { flag, pattern, text } from './registration-start-fields';
import { lazySchema } from '../lazy-schema';

export {
  registrationStartFieldsSchema,
  type RegistrationStartFields,
  type RegistrationStartFieldsInput,
} from './registration-start-fields';

/*
 * The registration widgets' content (the "Registration wizard" and "Thank-you page" with their
 * validation rules; the start's is in registration-start-fields.ts): labels, flags, patterns
 * and messages. Empty texts fall back to the widgets' built-in ones; a pattern that does not
 * compile falls back to the rule's standard one (the rules compile them, so content can never
 * break a form).
 */

const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const int = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));
/** An object field that may be left out: its own defaults apply. */
const defaulted = <S extends z.ZodMiniObject>(schema: S) =>
  z._default(schema, () => schema.parse({}) as z.util.NoUndefined<z.output<S>>);

/** A text input (first and last name, zip code, phone): required flag, regex, messages, max length. */
export const textFieldConfigSchema = lazySchema(() =>
  z.object({
    label: text(200),
    placeholder: text(200),
    required: flag(),
    requiredMessage: text(300),
    regex: pattern,
    invalidMessage: text(300),
    maxLength: z.optional(int(1, 500)),
  }),
);
export type TextFieldConfig = z.infer<typeof textFieldConfigSchema>;

export const choiceOptionSchema = lazySchema(() =>
  z.object({ value: requiredText(100), label: requiredText(300) }),
);
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/** A radio group or checklist (gender, patient enquiries, travel distance, home trials). */
export const choiceFieldConfigSchema = lazySchema(() =>
  z.object({
    label: text(300),
    required: flag(),
    requiredMessage: text(300),
    options: z._default(z.array(choiceOptionSchema).check(z.maxLength(30)), []),
  }),
);
export type ChoiceFieldConfig = z.infer<typeof choiceFieldConfigSchema>;

/** Date of birth: Day, Month, Year; age 18 to 100 by default; years from 1900. */
export const dobConfigSchema = lazySchema(() =>
  z.object({
    label: text(200),
    dayLabel: text(60),
    monthLabel: text(60),
    yearLabel: text(60),
    required: flag(),
    requiredMessage: text(300),
    ageCheck: flag(true),
    minAge: z._default(int(0, 130), 18),
    maxAge: z._default(int(0, 130), 100),
    ageMessage: text(300),
    /** A day the month does not have; default 'Please provide a valid day/month combination.' */
    invalidDateMessage: text(300),
    startYear: z._default(int(1800, 3000), 1900),
    /** January to December as shown; numbers when absent. */
    monthNames: z._default(z.array(requiredText(40)).check(z.maxLength(12)), []),
  }),
);
export type DobConfig = z.infer<typeof dobConfigSchema>;

export const conditionsConfigSchema = lazySchema(() =>
  z.object({
    label: text(200),
    placeholder: text(200),
    required: flag(),
    requiredMessage: text(300),
    noOptionsText: text(200),
  }),
);
export type ConditionsConfig = z.infer<typeof conditionsConfigSchema>;

export const registrationWizardFieldsSchema = lazySchema(() =>
  z.object({
    step: z.enum(WIZARD_STEPS),
    title: text(200),
    subtitle: text(1000),
    /** {current} and {total} are replaced: 'Step {current} of {total}'. */
    progressText: text(120),
    backText: text(80),
    /** Empty or '{host}': the browser's back. */
    backLink: z.optional(z.union([hrefSchema, z.literal('{host}'), z.literal('')])),
    nextText: text(80),
    // about-you
    firstName: defaulted(textFieldConfigSchema),
    lastName: defaulted(textFieldConfigSchema),
    dob: defaulted(dobConfigSchema),
    gender: defaulted(choiceFieldConfigSchema),
    // patient-enquiries
    patientEnquiries: defaulted(choiceFieldConfigSchema),
    // conditions
    conditions: defaulted(conditionsConfigSchema),
    // location
    zipcode: defaulted(textFieldConfigSchema),
    travelDistance: defaulted(choiceFieldConfigSchema),
    homeTrial: defaulted(choiceFieldConfigSchema),
    // contact-preference (the last step submits)
    phone: defaulted(textFieldConfigSchema),
    isMobileLabel: text(200),
    /** SMS consent ticked without the mobile box. */
    smsWithoutMobileMessage: text(300),
    consentGroups: z._default(z.array(consentGroupSchema).check(z.maxLength(10)), []),
    mailingListId: text(64),
    /** The subscriber's contactType; 'CR Registration' when absent. */
    contactType: text(40),
    submittingText: text(200),
    submitErrorText: text(500),
  }),
);
export type RegistrationWizardFields = z.infer<typeof registrationWizardFieldsSchema>;
export type RegistrationWizardFieldsInput = z.input<typeof registrationWizardFieldsSchema>;

export const exploreProfileSchema = lazySchema(() =>
  z.object({
    heading: text(200),
    /** A decorative glyph shown before the heading. */
    icon: text(16),
    buttonText: text(80),
    /** The site's myProfilePath when absent. */
    link: z.optional(hrefSchema),
  }),
);

export const registrationThankYouFieldsSchema = lazySchema(() =>
  z.object({
    title: text(200),
    subtitle: text(1000),
    emailSentTitle: text(200),
    /** [email] is replaced by the address the mail went to. */
    emailSentText: text(500),
    thankYouText: text(2000),
    resendText: text(2000),
    updateText: text(2000),
    resendButtonText: text(80),
    changeEmailButtonText: text(80),
    resendLimit: z._default(int(0, 20), 3),
    changeEmailTitle: text(200),
    newEmailLabel: text(120),
    changeEmailInvalidMessage: text(300),
    /** Default 'Email already exists'. */
    emailExistsMessage: text(300),
    changeEmailSaveText: text(80),
    cancelText: text(80),
    /** Shown instead of the thank-you text when the server found the address already registered. */
    registrationEmailExistsMessage: text(500),
    offlineText: text(500),
    loadingText: text(120),
    notificationText: text(1000),
    notificationCloseText: text(80),
    exploreProfile: defaulted(exploreProfileSchema),
    mailIdList: text(200),
  }),
);
export type RegistrationThankYouFields = z.infer<typeof registrationThankYouFieldsSchema>;
export type RegistrationThankYouFieldsInput = z.input<typeof registrationThankYouFieldsSchema>;
