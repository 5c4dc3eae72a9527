import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type {
  PrescreenerDataExtension,
  PrescreenerRecord,
  PrescreenerUpdate,
} from '../../shared/contracts/prescreener';
import { protocolsOf } from '../../shared/domain/screener-output';
import type { GuestType } from '../../shared/domain/journey-roles';
import type { Database } from '../db/schema';

export interface StoredPrescreener {
  prescreenerId: string;
  potentialId: string | null;
}

/** The enrolment's participant, when Participant/Add reached the server first (it usually has). */
async function potentialIdOf(db: Kysely<Database>, tenantKey: string, enrollmentId: string) {
  const row = await db
    .selectFrom('participants')
    .select('potential_id')
    .where('tenant_key', '=', tenantKey)
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  return row?.potential_id ?? null;
}

/*
 * One record per (tenant, screener response): a re-sent Add with a new key, or an Update whose
 * Add never arrived, lands on the same row. The potentialId is the server's (from the enrolment),
 * the client's claim only when the server knows none. A finished status is never reset by a
 * late Add.
 */
export async function upsertPrescreener(
  db: Kysely<Database>,
  record: PrescreenerRecord & { screenerCompleted?: boolean },
  now: Date,
): Promise<StoredPrescreener> {
  const known = await potentialIdOf(db, record.tenantKey, record.enrollmentId);
  const row = await db
    .insertInto('prescreeners')
    .values({
      prescreener_id: randomUUID(),
      tenant_key: record.tenantKey,
      enrollment_id: record.enrollmentId,
      screener_response_id: record.screenerResponseID,
      screener_id: record.screenerID,
      screener_type: record.screenerType,
      screener_status: record.screenerStatus ?? null,
      screener_completed: record.screenerCompleted ?? false,
      potential_id: known ?? (record.potentialId || null),
      potential_participant_id: record.potentialParticipant_ID,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_key', 'screener_response_id']).doUpdateSet((eb) => ({
        screener_status: eb.fn.coalesce('excluded.screener_status', 'prescreeners.screener_status'),
        screener_completed: sql<boolean>`excluded.screener_completed or prescreeners.screener_completed`,
        potential_id: eb.fn.coalesce('excluded.potential_id', 'prescreeners.potential_id'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(['prescreener_id', 'potential_id'])
    .executeTakeFirstOrThrow();
  return { prescreenerId: row.prescreener_id, potentialId: row.potential_id };
}

/** Prescreener/Update: the record (created if its Add was lost) and its output, in one transaction. */
export async function savePrescreenerOutput(
  db: Kysely<Database>,
  update: PrescreenerUpdate,
  now: Date,
): Promise<StoredPrescreener> {
  const { screenerOutput, ...record } = update;
  const stored = await upsertPrescreener(db, record, now);
  const values = {
    prescreener_id: stored.prescreenerId,
    screener_status: update.screenerStatus,
    qualified_protocols: JSON.stringify(protocolsOf(screenerOutput)),
    last_question: screenerOutput.lastQuestion,
    output: JSON.stringify(screenerOutput),
    created_at: now,
    updated_at: now,
  };
  await db
    .insertInto('prescreener_outputs')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('prescreener_id').doUpdateSet((eb) => ({
        screener_status: eb.ref('excluded.screener_status'),
        qualified_protocols: eb.ref('excluded.qualified_protocols'),
        last_question: eb.ref('excluded.last_question'),
        output: eb.ref('excluded.output'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  return stored;
}

/** AddPrescreenerToDataExtension: the latest copy per (guest, screener response). */
export async function upsertDataExtension(
  db: Kysely<Database>,
  guest: { guestRef: string; guestType: GuestType },
  body: PrescreenerDataExtension,
  now: Date,
): Promise<void> {
  await db
    .insertInto('prescreener_data_extensions')
    .values({
      guest_ref: guest.guestRef,
      screener_response_id: body.screenerResponseID,
      guest_type: guest.guestType,
      participant_type: body.participantType,
      journey_step: body.journeyStep,
      journey_status: body.JourneyStatus,
      screener_id: body.screenerId,
      screener_status: body.screenerStatus,
      screener_completed: body.screenerCompleted,
      zip_code: body.zipCode || null,
      payload: JSON.stringify(body),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['guest_ref', 'screener_response_id']).doUpdateSet((eb) => ({
        guest_type: eb.ref('excluded.guest_type'),
        participant_type: eb.ref('excluded.participant_type'),
        journey_step: eb.ref('excluded.journey_step'),
        journey_status: eb.ref('excluded.journey_status'),
        screener_status: eb.ref('excluded.screener_status'),
        screener_completed: eb.ref('excluded.screener_completed'),
        zip_code: eb.ref('excluded.zip_code'),
        payload: eb.ref('excluded.payload'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
