import * as z from 'zod/mini';
import { contactFormSchema } from './form';
import { lazySchema } from '../lazy-schema';

/**
 * The fields of the ContactForm content component: the contact form itself (the `form` content item, embedded
 * by the page so the layout answer, which the service worker caches, is all the page needs offline) and the
 * configured texts of the three modals ("configured title, description and buttons"; [xHours] in the
 * custom-error description becomes the returning-user interval). Empty texts fall back to
 * contact-form-strings.ts.
 *
 * Not in component-fields.ts: the page validates those before rendering, on the home page too,
 * and this schema (the whole form model) belongs in the contact form's own chunk, where the
 * widget validates its fields itself. The seed validates it through all-component-fields.ts.
 */
const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const emailSentModalFieldsSchema = lazySchema(() =>
  z.object({
    title: text(200),
    description: text(2000),
    startOverText: text(80),
    doneText: text(80),
  }),
);

export const customErrorModalFieldsSchema = lazySchema(() =>
  z.object({
    title: text(200),
    description: text(2000),
    closeText: text(80),
  }),
);

export const patientExistsModalFieldsSchema = lazySchema(() =>
  z.object({
    title: text(200),
    description: text(2000),
    confirmText: text(80),
    cancelText: text(80),
  }),
);

export const contactFormWidgetFieldsSchema = lazySchema(() =>
  z.object({
    form: contactFormSchema,
    /** ISO 3166-1 alpha-2 country of the site: address autocomplete is limited to it. */
    country: z._default(z.string().check(z.regex(/^[A-Z]{2}$/)), 'US'),
    emailSentModal: z._default(emailSentModalFieldsSchema, {}),
    customErrorModal: z._default(customErrorModalFieldsSchema, {}),
    patientExistsModal: z._default(patientExistsModalFieldsSchema, {}),
  }),
);

export type ContactFormWidgetFields = z.infer<typeof contactFormWidgetFieldsSchema>;
export type ContactFormWidgetFieldsInput = z.input<typeof contactFormWidgetFieldsSchema>;
export type EmailSentModalFields = z.infer<typeof emailSentModalFieldsSchema>;
export type CustomErrorModalFields = z.infer<typeof customErrorModalFieldsSchema>;
export type PatientExistsModalFields = z.infer<typeof patientExistsModalFieldsSchema>;
