import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import { DEFAULT_RESUME_LINK_EXPIRATION_DAYS } from '../../shared/domain/journey-expiry';
import type { AppDeps } from '../app-deps';
import { getContentItem, getSiteSettings } from '../content/content-repository';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { enqueueMessage } from '../jobs/message-queue';
import { findEnrollment } from './enrollments';
import { resumeLinkUrl } from './resume-mail';
import { formatLongDate } from '../../shared/domain/locale-format';
import { filledMessage } from '../messages/message-templates';
import { linkMail } from '../messages/link-mail';
import { issueResumeToken } from './resume-tokens';

export interface ResumeLinkRequest {
  email: string;
  enrollmentId: string;
  guestRef: string;
  tenantKey: string;
  studyKey: string;
  language: Language;
}

function invalid(field: string, reason: string): HttpProblem {
  return new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [{ field, reason }]);
}

async function studyOf(db: Kysely<Database>, request: ResumeLinkRequest) {
  const study = await getContentItem(db, 'study', request.studyKey, request.language);
  if (!study) throw invalid('body.studyKey', 'Unknown study');
  if (study.tenantKey !== request.tenantKey) throw invalid('body.tenantKey', 'Not the tenant of this study');
  return study;
}

/*
 * The enrolment must exist and belong to this guest: a link is only ever minted for the
 * caller's own journey. The same 404 for "unknown" and "someone else's" tells nothing apart.
 */
async function enrollmentOf(db: Kysely<Database>, request: ResumeLinkRequest) {
  const row = await findEnrollment(db, {
    by: 'key',
    tenantKey: request.tenantKey,
    enrollmentId: request.enrollmentId,
  });
  if (!row || (row.guest_ref !== null && row.guest_ref !== request.guestRef)) {
    throw new HttpProblem(404, 'Not Found', 'No such enrolment.', [
      { field: 'body.enrollmentId', reason: 'Unknown enrolment' },
    ]);
  }
  return row;
}

/**
 * SendResumeJourneyLink: a fresh token for the enrolment (hash stored, valid
 * DEFAULT_RESUME_LINK_EXPIRATION_DAYS), mailed as a link to the study's home page. The mail is
 * queued in the same transaction as the token: both exist only if the request commits.
 */
export async function sendResumeLink(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  request: ResumeLinkRequest,
  now: Date,
): Promise<{ expiresAt: Date }> {
  const study = await studyOf(db, request);
  const row = await enrollmentOf(db, request);
  await db
    .updateTable('journey_enrollments')
    .set((eb) => ({
      guest_ref: eb.fn.coalesce('guest_ref', eb.val(request.guestRef)),
      study_key: eb.fn.coalesce('study_key', eb.val(study.key)),
      language: eb.fn.coalesce('language', eb.val(request.language)),
    }))
    .where('tenant_key', '=', row.tenant_key)
    .where('enrollment_id', '=', row.enrollment_id)
    .execute();
  const grant = { ...request, studyKey: study.key, days: DEFAULT_RESUME_LINK_EXPIRATION_DAYS };
  const { token, expiresAt } = await issueResumeToken(db, grant, now);
  const settings = await getSiteSettings(db, request.language);
  const url = resumeLinkUrl(deps.config.publicBaseUrl, study.rootPath, request.language, token);
  const message = await filledMessage(db, 'resume-journey', request.language, {
    studyName: study.studyName,
    siteName: settings?.siteName,
    link: url,
    expiryDate: formatLongDate(expiresAt, request.language, { timeZone: 'UTC' }),
  });
  const mail = linkMail(request.email, message, url, message.linkLabel('link'));
  await enqueueMessage(db, { channel: 'email', kind: 'resume-link', message: mail }, now);
  return { expiresAt };
}
