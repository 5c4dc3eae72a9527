import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EnrollmentRow, NewEnrollment } from './enrollments';

/*
 * The two statements of a submission's usual enrolment: the lookup with whether a participant
 * record names it, and the creation with the first row of its history (enrollments.ts,
 * findOrCreateEnrollment).
 */

/**
 * The enrolment of (tenant, enrolment id) and whether a participant record (Participant/Add)
 * names it too, in one statement: a submission's usual case (no record, or an enrolment that
 * already has its ids) needs no second read.
 */
export async function enrollmentByKey(
  db: Kysely<Database>,
  tenantKey: string,
  enrollmentId: string,
): Promise<{ row: EnrollmentRow | null; hasParticipantRecord: boolean }> {
  const found = await db
    .selectFrom(sql<{ one: number }>`(select 1)`.as('one'))
    .leftJoin('journey_enrollments as e', (join) =>
      join.on('e.tenant_key', '=', tenantKey).on('e.enrollment_id', '=', enrollmentId),
    )
    .selectAll('e')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('participants as p')
            .select(sql.lit(1).as('one'))
            .where('p.tenant_key', '=', tenantKey)
            .where('p.enrollment_id', '=', enrollmentId),
        )
        .as('has_participant_record'),
    )
    .executeTakeFirstOrThrow();
  const { has_participant_record: hasParticipantRecord, ...columns } = found;
  const row = columns.enrollment_id === null ? null : (columns as EnrollmentRow);
  return { row, hasParticipantRecord: Boolean(hasParticipantRecord) };
}

/**
 * Creates the enrolment with the first row of its status history, in one statement; null when
 * another call created it first.
 */
export async function createEnrollment(
  db: Kysely<Database>,
  seed: NewEnrollment,
  cause: string,
  now: Date,
): Promise<EnrollmentRow | null> {
  const status = seed.journeyStatus ?? 'Partial';
  const created = await db
    .with('created', (qb) =>
      qb
        .insertInto('journey_enrollments')
        .values({
          tenant_key: seed.tenantKey,
          enrollment_id: seed.enrollmentId,
          guest_ref: seed.guestRef ?? null,
          potential_id: seed.potentialId ?? null,
          study_key: seed.studyKey ?? null,
          journey_type: seed.journeyType ?? null,
          journey_status: status,
          language: seed.language ?? null,
          journey_step: seed.journeyStep ?? null,
          participant_type: seed.participantType ?? null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['tenant_key', 'enrollment_id']).doNothing())
        .returningAll(),
    )
    .with('history', (qb) =>
      qb
        .insertInto('journey_status_history')
        .columns([
          'id',
          'tenant_key',
          'enrollment_id',
          'previous_status',
          'journey_status',
          'journey_step',
          'is_active_enrollment',
          'cause',
          'changed_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('created')
            .select([
              sql<string>`${randomUUID()}::uuid`.as('id'),
              'created.tenant_key',
              'created.enrollment_id',
              sql<null>`null`.as('previous_status'),
              'created.journey_status',
              sql<null>`null`.as('journey_step'),
              sql<number>`0`.as('is_active_enrollment'),
              sql<string>`${cause}`.as('cause'),
              sql<Date>`${now}::timestamptz`.as('changed_at'),
            ]),
        ),
    )
    .selectFrom('created')
    .selectAll()
    .executeTakeFirst();
  return (created as EnrollmentRow | undefined) ?? null;
}
