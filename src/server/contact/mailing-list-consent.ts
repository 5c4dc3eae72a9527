import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { ContactValues } from '../../shared/domain/contact-form/contact-values';
import { emailOptInTicked } from '../../shared/domain/contact-form/consent-rules';
import { getContentItem } from '../content/content-repository';
import type { Database } from '../db/schema';
import { normalizeEmail } from './contact-identity';

/*
 * Marketing mail only with an explicit opt-in. The mailing-list call carries no consent of its
 * own, and a client must not be able to subscribe an address by calling it: the proof is the
 * enrolment's stored contact form, which must be for this address and have an email medium
 * ticked by the person (the form's rules decide which media are email).
 */
export async function hasMailingListOptIn(
  db: Kysely<Database>,
  entry: { tenantKey: string; enrollmentId: string; email: string },
): Promise<boolean> {
  const contact = await db
    .selectFrom('contact_patients')
    .select(['email', 'form_key', 'language', 'form_values'])
    .where('tenant_key', '=', entry.tenantKey)
    .where('enrollment_id', '=', entry.enrollmentId)
    .executeTakeFirst();
  if (!contact || contact.email !== normalizeEmail(entry.email)) return false;
  const form = await getContentItem(db, 'form', contact.form_key, contact.language as Language);
  if (!form) return false;
  return emailOptInTicked(form, (contact.form_values ?? {}) as ContactValues);
}
