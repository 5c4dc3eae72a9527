import type { Kysely } from 'kysely';
import type { SmsPayload } from '../../shared/contracts/contact';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { getSiteSettings } from '../content/content-repository';
import { enqueueMessage } from '../jobs/message-queue';
import { filledMessage } from '../messages/message-templates';

/*
 * SendSMS (the spec's "SMS payload" and welcome SMS, smsType Cr-Registration). The client decides
 * whether to send (the welcome SMS's five conditions); the server guarantees that an
 * enrolment gets each SMS type at most once: the row is claimed and the message queued in the
 * request's transaction, so a failed request leaves neither and a retry may send.
 */

/*
 * Study names often carry the word already ("Migraine Study", "Estudio de migraña"): the value
 * adds it only when the name lacks it, so a person never reads "Migraine Study study".
 */
const studyOf = {
  en: (name: string) => (/\bstudy\b/i.test(name) ? name : `${name} study`),
  es: (name: string) => (/\bestudio\b/i.test(name) ? name : `estudio ${name}`),
};

export function welcomeSmsUrl(publicBaseUrl: string, smsRootPath: string, language: 'en' | 'es'): string {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const path = language === 'es' && !smsRootPath.startsWith('/es') ? `/es${smsRootPath}` : smsRootPath;
  return `${base}${path === '/es/' ? '/es' : path}`;
}

export async function sendWelcomeSms(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  payload: SmsPayload,
  now: Date,
): Promise<{ sent: boolean; alreadySent: boolean }> {
  const claimed = await db
    .insertInto('contact_sms_sent')
    .values({
      tenant_key: payload.tenantKey,
      enrollment_id: payload.enrollmentId,
      sms_type: payload.smsType,
      mobile_number: payload.mobileNumber,
      sent_at: now,
    })
    .onConflict((oc) => oc.columns(['tenant_key', 'enrollment_id', 'sms_type']).doNothing())
    .returning('enrollment_id')
    .executeTakeFirst();
  if (!claimed) return { sent: false, alreadySent: true };
  const language = payload.language ?? 'en';
  const url = welcomeSmsUrl(deps.config.publicBaseUrl, payload.smsRootPath, language);
  const message = {
    to: payload.mobileNumber,
    text: (
      await filledMessage(db, 'study-welcome-sms', language, {
        studyName: payload.smsStudyName ? studyOf[language](payload.smsStudyName) : undefined,
        // The site's own name, not one a browser sent: the text goes to a phone in the site's name.
        siteName: (await getSiteSettings(db, language))?.siteName,
        link: url,
      })
    ).text,
    category: 'transactional' as const,
    links: [{ label: payload.smsStudyName || payload.websiteName, url }],
    payload: {
      enrollmentId: payload.enrollmentId,
      smsType: payload.smsType,
      transactionalFromNumber: payload.transactionalFromNumber ?? null,
      pinPointProjectId: payload.pinPointProjectId ?? null,
      smsStudyName: payload.smsStudyName,
      smsSponsor: payload.smsSponsor ?? null,
      sourceIdentifier: payload.sourceIdentifier ?? null,
      countryCode: payload.countryCode,
      smsRootPath: payload.smsRootPath,
      mobileNumber: payload.mobileNumber,
      websiteName: payload.websiteName,
    },
  };
  const messageId = await enqueueMessage(db, { channel: 'sms', kind: 'contact-welcome-sms', message }, now);
  await db
    .updateTable('contact_sms_sent')
    .set({ message_id: messageId })
    .where('tenant_key', '=', payload.tenantKey)
    .where('enrollment_id', '=', payload.enrollmentId)
    .where('sms_type', '=', payload.smsType)
    .execute();
  return { sent: true, alreadySent: false };
}
