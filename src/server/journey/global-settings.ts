import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GlobalSettingsPayload } from '../../shared/contracts/journey';
import type { GuestType } from '../../shared/domain/journey-roles';
import type { Database } from '../db/schema';
import { ensureEnrollment, findEnrollment, isUuid, type EnrollmentRow } from './enrollments';
import { applyJourneyChange } from './status-changes';

export const GLOBAL_SETTINGS_CAUSE = 'contacts/AddGlobalSettingsToDataExtension';

export interface GlobalSettingsPost {
  guestRef: string;
  guestType: GuestType;
  payload: GlobalSettingsPayload;
}

/**
 * The post's enrolment: by our enrollmentId when sent, else by the spec's potentialId. A
 * potentialId is only ever taken from the participant record (the server assigned it), never
 * from a body, and an enrolment of another guest reference is left alone, so no post can
 * change someone else's enrolment.
 */
async function enrollmentOf(db: Kysely<Database>, post: GlobalSettingsPost, now: Date) {
  const { payload } = post;
  const potentialId = payload.potentialId || null;
  if (payload.enrollmentId) {
    const seed = {
      tenantKey: payload.tenantKey,
      enrollmentId: payload.enrollmentId,
      guestRef: post.guestRef,
      studyKey: payload.studyKey ?? null,
      journeyType: payload.journeyId,
      language: payload.language,
    };
    const row = await ensureEnrollment(db, seed, GLOBAL_SETTINGS_CAUSE, now);
    // Another guest's enrolment: the post is kept, but changes nothing of it.
    return row.guest_ref === null || row.guest_ref === post.guestRef ? row : null;
  }
  if (!potentialId || !isUuid(potentialId)) return null;
  const row = await findEnrollment(db, { by: 'potentialId', potentialId });
  return row && row.tenant_key === payload.tenantKey ? row : null;
}

/** The details a post may fill in; the guest reference only when none is known yet. */
async function updateDetails(db: Kysely<Database>, row: EnrollmentRow, post: GlobalSettingsPost, now: Date) {
  const { payload } = post;
  await db
    .updateTable('journey_enrollments')
    .set((eb) => ({
      guest_ref: eb.fn.coalesce('guest_ref', eb.val(post.guestRef)),
      study_key: payload.studyKey ?? row.study_key,
      journey_type: payload.journeyId,
      language: payload.language,
      browser_id: payload.browserId || row.browser_id,
      updated_at: now,
    }))
    .where('tenant_key', '=', row.tenant_key)
    .where('enrollment_id', '=', row.enrollment_id)
    .execute();
}

/**
 * Stores the post as received and applies what it reports to its enrolment (status, step,
 * active flag, guest type) under the same rules as UpdateParticipantStatus. A post whose
 * enrolment is not known yet (no enrollmentId, potentialId not yet assigned) is kept all the same.
 */
export async function recordGlobalSettings(
  db: Kysely<Database>,
  post: GlobalSettingsPost,
  now: Date,
): Promise<{ enrollmentId: string | null }> {
  const row = await enrollmentOf(db, post, now);
  await db
    .insertInto('journey_global_settings')
    .values({
      id: randomUUID(),
      guest_ref: post.guestRef,
      guest_type: post.guestType,
      tenant_key: post.payload.tenantKey,
      enrollment_id: row?.enrollment_id ?? post.payload.enrollmentId ?? null,
      potential_id: post.payload.potentialId || null,
      payload: JSON.stringify(post.payload),
      received_at: now,
    })
    .execute();
  if (!row) return { enrollmentId: null };
  await updateDetails(db, row, post, now);
  const change = {
    journeyStatus: post.payload.journeyStatus,
    journeyStep: post.payload.journeyStep,
    isActiveEnrollment: post.payload.isActiveEnrollment,
    guestType: post.guestType,
  };
  const fresh = await findEnrollment(db, {
    by: 'key',
    tenantKey: row.tenant_key,
    enrollmentId: row.enrollment_id,
  });
  await applyJourneyChange(db, fresh ?? row, change, GLOBAL_SETTINGS_CAUSE, now);
  return { enrollmentId: row.enrollment_id };
}
