import type { Kysely } from 'kysely';
import { emailOptInTicked } from '../../shared/domain/contact-form/consent-rules';
import type { Database } from '../db/schema';
import { normalizeEmail } from './contact-identity';
import { storedContactForm } from './stored-contact-form';

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
  const contact = await storedContactForm(db, entry);
  if (!contact?.form || contact.email !== normalizeEmail(entry.email)) return false;
  return emailOptInTicked(contact.form, contact.values);
}
