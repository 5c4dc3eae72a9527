import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { ParticipantRecord } from '../../shared/contracts/participant';
import type { Database } from './schema';
import { bindNamed, columnsOf, compileOnly, namedParameterStatement } from './compiled-once';
import type { ParticipantsTable } from './tables/foundation';

export interface ParticipantWrite {
  record: ParticipantRecord;
  /** From the connection, never from the body. */
  ipAddress: string | null;
  now: Date;
}

/** The row a record makes when its enrolment has none yet (a fresh potential_id). */
export function newParticipantRow({ record, ipAddress, now }: ParticipantWrite) {
  return {
    potential_id: randomUUID(),
    potential_participant_id: record.potentialParticipant_ID,
    tenant_key: record.tenantKey,
    enrollment_id: record.enrollmentId,
    journey_id: record.journeyId,
    journey_status: record.journeyStatus,
    ip_address: ipAddress,
    session_start_at: record.sessionStartDateTime,
    session_end_at: record.sessionEndDateTime ?? null,
    project_therapeutic_area: record.projectTherapeuticArea ?? null,
    source: record.source,
    data_controller_org: record.dataControllerOrg ?? null,
    call_center_number: record.callCenterNumber ?? null,
    created_at: now,
    updated_at: now,
  } satisfies Insertable<ParticipantsTable>;
}

/** A row of every column a record writes: only its shape matters, to compile statements once. */
export function participantRowTemplate(): ReturnType<typeof newParticipantRow> {
  const record: ParticipantRecord = {
    potentialParticipant_ID: '',
    sessionStartDateTime: '',
    journeyStatus: 'Partial',
    journeyId: '01',
    tenantKey: '',
    enrollmentId: '',
    source: 'CR',
  };
  return newParticipantRow({ record, ipAddress: null, now: new Date(0) });
}

/*
 * A re-sent record for an enrolment (a reload of the home page, a retry with a new key) must
 * not create a second participant: the row is keyed by (tenant_key, enrollment_id), keeps its
 * potential_id and session start, and takes the newer details. A journey that already ended
 * (Completed, Terminated, …) never falls back to Partial: the first home-page record of a
 * resumed tab must not undo an outcome.
 */
const UPSERT_PARTICIPANT = namedParameterStatement(columnsOf(participantRowTemplate()), (p) =>
  compileOnly
    .insertInto('participants')
    .values(p)
    .onConflict((conflict) =>
      conflict.columns(['tenant_key', 'enrollment_id']).doUpdateSet((eb) => ({
        potential_participant_id: eb.ref('excluded.potential_participant_id'),
        journey_status: sql<string>`case when participants.journey_status = 'Partial'
          then excluded.journey_status else participants.journey_status end`,
        ip_address: eb.ref('excluded.ip_address'),
        session_end_at: eb.fn.coalesce('excluded.session_end_at', 'participants.session_end_at'),
        project_therapeutic_area: eb.fn.coalesce(
          'excluded.project_therapeutic_area',
          'participants.project_therapeutic_area',
        ),
        data_controller_org: eb.fn.coalesce(
          'excluded.data_controller_org',
          'participants.data_controller_org',
        ),
        call_center_number: eb.fn.coalesce('excluded.call_center_number', 'participants.call_center_number'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('potential_id')
    .compile(),
);

export async function upsertParticipant(db: Kysely<Database>, write: ParticipantWrite): Promise<string> {
  const { rows } = await db.executeQuery<{ potential_id: string }>(
    bindNamed(UPSERT_PARTICIPANT, newParticipantRow(write)),
  );
  const row = rows[0];
  if (!row) throw new Error('the participant upsert returned no row');
  return row.potential_id;
}
