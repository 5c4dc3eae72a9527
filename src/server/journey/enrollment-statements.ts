import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { bindNamed, compileOnly, namedParameterStatement } from '../db/compiled-once';
import type { Database } from '../db/schema';
import type { EnrollmentRow, NewEnrollment } from './enrollments';

/*
 * The two statements of a submission's usual enrolment: the lookup with whether a participant
 * record names it, and the creation with the first row of its history (enrollments.ts,
 * findOrCreateEnrollment).
 */

/*
 * Both are compiled once (compiled-once.ts): they are two of the six statements of every
 * contact submission, and building them with Kysely for each request cost as much as the
 * database's own work for them.
 */
const ENROLLMENT_BY_KEY = namedParameterStatement(['tenantKey', 'enrollmentId'], (p) =>
  compileOnly
    .selectFrom(sql<{ one: number }>`(select 1)`.as('one'))
    .leftJoin('journey_enrollments as e', (join) =>
      join.on('e.tenant_key', '=', p.tenantKey).on('e.enrollment_id', '=', p.enrollmentId),
    )
    .selectAll('e')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('participants as p')
            .select(sql.lit(1).as('one'))
            .where('p.tenant_key', '=', p.tenantKey)
            .where('p.enrollment_id', '=', p.enrollmentId),
        )
        .as('has_participant_record'),
    )
    .compile(),
);

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
  const { rows } = await db.executeQuery<EnrollmentRow & { has_participant_record: boolean }>(
    bindNamed(ENROLLMENT_BY_KEY, { tenantKey, enrollmentId }),
  );
  const found = rows[0];
  if (!found) throw new Error('the enrolment lookup returned no row');
  const { has_participant_record: hasParticipantRecord, ...columns } = found;
  const row = columns.enrollment_id === null ? null : (columns as EnrollmentRow);
  return { row, hasParticipantRecord: Boolean(hasParticipantRecord) };
}

const NEW_ENROLLMENT_COLUMNS = [
  'tenantKey',
  'enrollmentId',
  'guestRef',
  'potentialId',
  'studyKey',
  'journeyType',
  'journeyStatus',
  'language',
  'journeyStep',
  'participantType',
  'now',
  'historyId',
  'cause',
] as const;

const CREATE_ENROLLMENT = namedParameterStatement(NEW_ENROLLMENT_COLUMNS, (p) =>
  compileOnly
    .with('created', (qb) =>
      qb
        .insertInto('journey_enrollments')
        .values({
          tenant_key: p.tenantKey,
          enrollment_id: p.enrollmentId,
          guest_ref: p.guestRef,
          potential_id: p.potentialId,
          study_key: p.studyKey,
          journey_type: p.journeyType,
          journey_status: p.journeyStatus,
          language: p.language,
          journey_step: p.journeyStep,
          participant_type: p.participantType,
          created_at: p.now,
          updated_at: p.now,
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
              sql<string>`${p.historyId}::uuid`.as('id'),
              'created.tenant_key',
              'created.enrollment_id',
              sql<null>`null`.as('previous_status'),
              'created.journey_status',
              sql<null>`null`.as('journey_step'),
              sql<number>`0`.as('is_active_enrollment'),
              sql<string>`${p.cause}`.as('cause'),
              sql<Date>`${p.now}::timestamptz`.as('changed_at'),
            ]),
        ),
    )
    .selectFrom('created')
    .selectAll()
    .compile(),
);

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
  const { rows } = await db.executeQuery<EnrollmentRow>(
    bindNamed(CREATE_ENROLLMENT, {
      tenantKey: seed.tenantKey,
      enrollmentId: seed.enrollmentId,
      guestRef: seed.guestRef ?? null,
      potentialId: seed.potentialId ?? null,
      studyKey: seed.studyKey ?? null,
      journeyType: seed.journeyType ?? null,
      journeyStatus: seed.journeyStatus ?? 'Partial',
      language: seed.language ?? null,
      journeyStep: seed.journeyStep ?? null,
      participantType: seed.participantType ?? null,
      now,
      historyId: randomUUID(),
      cause,
    }),
  );
  return rows[0] ?? null;
}
