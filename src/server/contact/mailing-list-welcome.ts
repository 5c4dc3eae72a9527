import type { Kysely } from 'kysely';
import type { BodyOf } from '../../shared/contracts/define-call';
import type { addContactsToMailingList } from '../../shared/contracts/contact';
import type { AppDeps } from '../app-deps';
import { getContentItem, getSiteSettings } from '../content/content-repository';
import type { Database } from '../db/schema';
import { enqueueMessage } from '../jobs/message-queue';
import { filledMessage } from '../messages/message-templates';
import { mailingListMail } from './mailing-list-mail';

type MailingListEntry = BodyOf<typeof addContactsToMailingList>;

/** The enrolment's study and guest, from the contact form it submitted (or its journey). */
async function enrolmentOf(db: Kysely<Database>, entry: MailingListEntry) {
  const contact = await db
    .selectFrom('contact_patients')
    .select(['study_key', 'guest_ref'])
    .where('tenant_key', '=', entry.tenantKey)
    .where('enrollment_id', '=', entry.enrollmentId)
    .executeTakeFirst();
  if (contact) return { studyKey: contact.study_key, guestRef: contact.guest_ref };
  const journey = await db
    .selectFrom('journey_enrollments')
    .select(['study_key', 'guest_ref'])
    .where('tenant_key', '=', entry.tenantKey)
    .where('enrollment_id', '=', entry.enrollmentId)
    .executeTakeFirst();
  return { studyKey: journey?.study_key ?? null, guestRef: journey?.guest_ref ?? null };
}

/**
 * Queues the welcome mail of a new mailing-list entry in the entry's transaction. A study of
 * another tenant is not linked: the enrolment id comes from the caller, and the mail must not
 * point at a study it did not join.
 */
export async function sendMailingListWelcome(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config' | 'now'>,
  entry: MailingListEntry,
): Promise<string> {
  const enrolment = await enrolmentOf(db, entry);
  const found = enrolment.studyKey
    ? await getContentItem(db, 'study', enrolment.studyKey, entry.language)
    : null;
  const study = found && found.tenantKey === entry.tenantKey ? found : null;
  const settings = await getSiteSettings(db, entry.language);
  const message = await filledMessage(db, 'mailing-list-welcome', entry.language, {
    firstName: entry.firstName ?? undefined,
    siteName: settings?.siteName,
    studyName: study?.studyName,
  });
  const mail = mailingListMail(
    {
      to: entry.email,
      language: entry.language,
      publicBaseUrl: deps.config.publicBaseUrl,
      study: study ? { rootPath: study.rootPath } : null,
      audience: {
        tenantKey: entry.tenantKey,
        siteSettingsId: study?.siteSettingsId ?? settings?.siteSettingsId ?? null,
        guestRef: enrolment.guestRef,
      },
    },
    message,
  );
  return enqueueMessage(db, { channel: 'email', kind: 'mailing-list-welcome', message: mail }, deps.now());
}
