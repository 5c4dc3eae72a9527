import type { Kysely } from 'kysely';
import type { BodyOf } from '../../shared/contracts/define-call';
import type { addContactsToMailingList } from '../../shared/contracts/contact';
import type { Database } from '../db/schema';
import { normalizeEmail } from './contact-identity';

type MailingListEntry = BodyOf<typeof addContactsToMailingList>;

/**
 * AddContactsToCRMailingList: one entry per (tenant, email), the newest details kept.
 * Answers whether the email was new to the tenant's list.
 */
export async function addToMailingList(
  db: Kysely<Database>,
  entry: MailingListEntry,
  now: Date,
): Promise<{ added: boolean }> {
  const row = {
    tenant_key: entry.tenantKey,
    email: normalizeEmail(entry.email),
    enrollment_id: entry.enrollmentId,
    first_name: entry.firstName ?? null,
    last_name: entry.lastName ?? null,
    language: entry.language,
    patient_type: entry.patientType,
    study_name: entry.studyName ?? null,
    updated_at: now,
  };
  const inserted = await db
    .insertInto('contact_mailing_list')
    .values({ ...row, created_at: now })
    .onConflict((oc) => oc.columns(['tenant_key', 'email']).doNothing())
    .returning('email')
    .executeTakeFirst();
  if (inserted) return { added: true };
  await db
    .updateTable('contact_mailing_list')
    .set(row)
    .where('tenant_key', '=', row.tenant_key)
    .where('email', '=', row.email)
    .execute();
  return { added: false };
}
