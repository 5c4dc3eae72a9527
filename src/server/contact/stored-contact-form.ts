import type { Kysely } from 'kysely';
import type { ContactForm } from '../../shared/content-model/form';
import { DEFAULT_LANGUAGE, languageSchema, type Language } from '../../shared/content-model/language';
import type { ContactValues } from '../../shared/domain/contact-form/contact-values';
import { getContentItem } from '../content/content-repository';
import type { Database } from '../db/schema';

/** An enrolment's submitted contact form: the address, its language, the form's content and the values. */
export interface StoredContactForm {
  email: string;
  language: Language;
  form: ContactForm | null;
  values: ContactValues;
}

/** The contact form the enrolment submitted, with the published form it was made from; null without one. */
export async function storedContactForm(
  db: Kysely<Database>,
  enrolment: { tenantKey: string; enrollmentId: string },
): Promise<StoredContactForm | null> {
  const row = await db
    .selectFrom('contact_patients')
    .select(['email', 'form_key', 'language', 'form_values'])
    .where('tenant_key', '=', enrolment.tenantKey)
    .where('enrollment_id', '=', enrolment.enrollmentId)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = languageSchema.safeParse(row.language);
  const language = parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  const form = await getContentItem(db, 'form', row.form_key, language);
  return { email: row.email, language, form, values: (row.form_values ?? {}) as ContactValues };
}
