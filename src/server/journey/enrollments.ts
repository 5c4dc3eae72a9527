import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { JourneyStatus } from '../../shared/domain/journey-status';
import type { Database } from '../db/schema';
import type { JourneyEnrollmentsTable } from '../db/tables/journey';
import { createEnrollment, enrollmentByKey } from './enrollment-statements';

export type EnrollmentRow = Selectable<JourneyEnrollmentsTable>;

/** The ways the spec's calls name an enrolment. */
export type EnrollmentRef =
  | { by: 'key'; tenantKey: string; enrollmentId: string }
  | { by: 'potentialId'; potentialId: string }
  | { by: 'guest'; guestRef: string; enrollmentId: string }
  | { by: 'enrollment'; enrollmentId: string };

/** Cause recorded for an enrolment adopted from the participant record Participant/Add wrote. */
export const PARTICIPANT_ADD_CAUSE = 'Participant/Add';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** participants.potential_id is a uuid column: anything else can never match (and must not reach it). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

function selectEnrollments(db: Kysely<Database>, ref: EnrollmentRef) {
  let query = db.selectFrom('journey_enrollments').selectAll();
  switch (ref.by) {
    case 'key':
      query = query.where('tenant_key', '=', ref.tenantKey).where('enrollment_id', '=', ref.enrollmentId);
      break;
    case 'potentialId':
      query = query.where('potential_id', '=', ref.potentialId);
      break;
    case 'guest':
      query = query.where('guest_ref', '=', ref.guestRef).where('enrollment_id', '=', ref.enrollmentId);
      break;
    case 'enrollment':
      query = query.where('enrollment_id', '=', ref.enrollmentId);
      break;
  }
  return query.orderBy('created_at').orderBy('tenant_key').execute();
}

function selectParticipants(db: Kysely<Database>, ref: EnrollmentRef) {
  let query = db.selectFrom('participants').selectAll();
  switch (ref.by) {
    case 'key':
      query = query.where('tenant_key', '=', ref.tenantKey).where('enrollment_id', '=', ref.enrollmentId);
      break;
    case 'potentialId':
      if (!isUuid(ref.potentialId)) return Promise.resolve([]);
      query = query.where('potential_id', '=', ref.potentialId);
      break;
    case 'guest':
      query = query
        .where('potential_participant_id', '=', ref.guestRef)
        .where('enrollment_id', '=', ref.enrollmentId);
      break;
    case 'enrollment':
      query = query.where('enrollment_id', '=', ref.enrollmentId);
      break;
  }
  return query.execute();
}

export async function appendHistory(
  db: Kysely<Database>,
  entry: {
    tenantKey: string;
    enrollmentId: string;
    previousStatus: string | null;
    status: string;
    step: string | null;
    isActiveEnrollment: number;
    cause: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('journey_status_history')
    .values({
      id: randomUUID(),
      tenant_key: entry.tenantKey,
      enrollment_id: entry.enrollmentId,
      previous_status: entry.previousStatus,
      journey_status: entry.status,
      journey_step: entry.step,
      is_active_enrollment: entry.isActiveEnrollment,
      cause: entry.cause,
      changed_at: entry.at,
    })
    .execute();
}

type ParticipantRow = Awaited<ReturnType<typeof selectParticipants>>[number];

/** Fills the ids an enrolment created earlier by another call may still lack. */
async function fillIds(db: Kysely<Database>, p: ParticipantRow): Promise<void> {
  await db
    .updateTable('journey_enrollments')
    .set((eb) => ({
      potential_id: eb.fn.coalesce('potential_id', eb.val(p.potential_id)),
      guest_ref: eb.fn.coalesce('guest_ref', eb.val(p.potential_participant_id)),
      journey_type: eb.fn.coalesce('journey_type', eb.val(p.journey_id)),
    }))
    .where('tenant_key', '=', p.tenant_key)
    .where('enrollment_id', '=', p.enrollment_id)
    .execute();
}

async function adoptParticipant(db: Kysely<Database>, p: ParticipantRow): Promise<void> {
  const created = await db
    .insertInto('journey_enrollments')
    .values({
      tenant_key: p.tenant_key,
      enrollment_id: p.enrollment_id,
      guest_ref: p.potential_participant_id,
      potential_id: p.potential_id,
      journey_type: p.journey_id,
      journey_status: p.journey_status,
      created_at: p.created_at,
      updated_at: p.updated_at,
    })
    .onConflict((oc) => oc.columns(['tenant_key', 'enrollment_id']).doNothing())
    .returning('enrollment_id')
    .executeTakeFirst();
  if (!created) return fillIds(db, p);
  await appendHistory(db, {
    tenantKey: p.tenant_key,
    enrollmentId: p.enrollment_id,
    previousStatus: null,
    status: p.journey_status,
    step: null,
    isActiveEnrollment: 0,
    cause: PARTICIPANT_ADD_CAUSE,
    at: p.created_at,
  });
}

/**
 * Turns participant records (Participant/Add) into enrolments; the first row of an enrolment
 * starts its status history.
 */
async function adoptParticipants(db: Kysely<Database>, ref: EnrollmentRef): Promise<number> {
  const participants = await selectParticipants(db, ref);
  for (const p of participants) await adoptParticipant(db, p);
  return participants.length;
}

/**
 * The enrolments a reference names: those the journey calls stored, else those a participant
 * record (Participant/Add) describes, adopted on the way. Oldest first.
 */
export async function findEnrollments(db: Kysely<Database>, ref: EnrollmentRef): Promise<EnrollmentRow[]> {
  const known = await selectEnrollments(db, ref);
  const needsIds = known.some((row) => row.potential_id === null);
  if (known.length > 0 && !needsIds) return known;
  // No participant record to adopt: nothing changed since the first read.
  if ((await adoptParticipants(db, ref)) === 0) return known;
  return selectEnrollments(db, ref);
}

export async function findEnrollment(
  db: Kysely<Database>,
  ref: EnrollmentRef,
): Promise<EnrollmentRow | null> {
  return (await findEnrollments(db, ref))[0] ?? null;
}

function asEnrollment(p: ParticipantRow): EnrollmentRow {
  return {
    tenant_key: p.tenant_key,
    enrollment_id: p.enrollment_id,
    guest_ref: p.potential_participant_id,
    potential_id: p.potential_id,
    study_key: null,
    journey_type: p.journey_id,
    journey_status: p.journey_status,
    journey_step: null,
    is_active_enrollment: 0,
    guest_type: 'visitor',
    participant_type: null,
    language: null,
    browser_id: null,
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

/** For reads: like findEnrollment, but a participant record is described, not adopted (no write). */
export async function peekEnrollment(
  db: Kysely<Database>,
  ref: EnrollmentRef,
): Promise<EnrollmentRow | null> {
  const [known] = await selectEnrollments(db, ref);
  if (known) return known;
  const [participant] = await selectParticipants(db, ref);
  return participant ? asEnrollment(participant) : null;
}

export interface NewEnrollment {
  tenantKey: string;
  enrollmentId: string;
  guestRef?: string | null;
  potentialId?: string | null;
  studyKey?: string | null;
  journeyType?: string | null;
  journeyStatus?: JourneyStatus;
  language?: string | null;
  /** Only for an enrolment created now: the step and participant type it starts at. */
  journeyStep?: string | null;
  participantType?: string | null;
}

/** The enrolment of (tenant, enrolment id), created as Partial when no call named it before. */
export async function ensureEnrollment(
  db: Kysely<Database>,
  seed: NewEnrollment,
  cause: string,
  now: Date,
): Promise<EnrollmentRow> {
  return (await findOrCreateEnrollment(db, seed, cause, now)).row;
}

/** ensureEnrollment, telling whether this call created the enrolment (from `seed`, as it is). */
export async function findOrCreateEnrollment(
  db: Kysely<Database>,
  seed: NewEnrollment,
  cause: string,
  now: Date,
): Promise<{ row: EnrollmentRow; created: boolean }> {
  const key = { by: 'key', tenantKey: seed.tenantKey, enrollmentId: seed.enrollmentId } as const;
  const { row: known, hasParticipantRecord } = await enrollmentByKey(db, seed.tenantKey, seed.enrollmentId);
  // A participant record to adopt (or whose ids the enrolment lacks): the general path.
  const existing =
    hasParticipantRecord && (known === null || known.potential_id === null)
      ? await findEnrollment(db, key)
      : known;
  if (existing) return { row: existing, created: false };
  const created = await createEnrollment(db, seed, cause, now);
  if (!created) return { row: (await findEnrollment(db, key)) as EnrollmentRow, created: false };
  return { row: created, created: true };
}
