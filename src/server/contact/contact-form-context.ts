import type { Kysely } from 'kysely';
import type { ContactForm } from '../../shared/content-model/form';
import type { Language } from '../../shared/content-model/language';
import type { StudySettings } from '../../shared/content-model/study';
import type { FieldError } from '../../shared/contracts/problem';
import type { ContactFormType, ContactValues } from '../../shared/domain/contact-form/contact-values';
import { validateContactValues } from '../../shared/domain/contact-form/form-rules';
import { getContentItemAt, storedContentVersion } from '../content/content-repository';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';

/*
 * The server side of the contact-form rules: the form is loaded by its content key and the
 * submitted values are checked with the same validateContactValues the browser runs on every
 * change. Any failure is a 400 problem listing `body.values.<field>` errors; nothing is stored.
 */

export interface ContactFormRef {
  contactFormSettingsId: string;
  formType: ContactFormType;
  language: Language;
  studyKey: string;
  ruleContext: { minorPath: boolean; screenerQualified: boolean };
  values: ContactValues;
}

export interface ContactFormContext {
  form: ContactForm;
  study: StudySettings;
}

export function invalidRequest(errors: FieldError[]): HttpProblem {
  return new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', errors);
}

/** The form and study a payload names; 400 when either is unknown or they do not fit together. */
export async function loadContactForm(
  db: Kysely<Database>,
  ref: ContactFormRef,
): Promise<ContactFormContext> {
  const version = await storedContentVersion(db);
  const [form, study] = await Promise.all([
    getContentItemAt(db, version, 'form', ref.contactFormSettingsId, ref.language),
    getContentItemAt(db, version, 'study', ref.studyKey, ref.language),
  ]);
  const errors: FieldError[] = [];
  if (!form) errors.push({ field: 'body.contactFormSettingsId', reason: 'Unknown contact form' });
  if (!study) errors.push({ field: 'body.studyKey', reason: 'Unknown study' });
  if (form && form.formType !== ref.formType) {
    errors.push({ field: 'body.formType', reason: `The form ${form.key} is the ${form.formType} form` });
  }
  if (!form || !study || errors.length > 0) throw invalidRequest(errors);
  return { form, study };
}

/** Every validation rule applied to the values; the field errors in problem form (empty when valid). */
export function contactValueErrors(
  context: ContactFormContext,
  ref: ContactFormRef,
  now: Date,
): FieldError[] {
  const errors = validateContactValues(context.form, ref.values, {
    formType: ref.formType,
    minorPath: ref.ruleContext.minorPath,
    screenerQualified: ref.ruleContext.screenerQualified,
    journeyType: context.study.journeyType,
    now,
  });
  return Object.entries(errors).map(([field, reason]) => ({ field: `body.values.${field}`, reason }));
}

/** Loads the form and study and applies the rules: the context when valid, else a 400. */
export async function validContactForm(
  db: Kysely<Database>,
  ref: ContactFormRef,
  now: Date,
): Promise<ContactFormContext> {
  const context = await loadContactForm(db, ref);
  const errors = contactValueErrors(context, ref, now);
  if (errors.length > 0) throw invalidRequest(errors);
  return context;
}
