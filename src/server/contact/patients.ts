import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ContactSubmitBody, ContactSubmitResponse } from '../../shared/contracts/contact';
import {
  bindNamed,
  columnsOf,
  compileOnly,
  namedParameterStatement,
  type NamedParameterStatement,
} from '../db/compiled-once';
import type { Database } from '../db/schema';
import type { ContactPatientsTable } from '../db/tables/contact';
import { findOrCreateEnrollment } from '../journey/enrollments';
import type { ContactFormContext } from './contact-form-context';
import { consentsOfValues, identityOfValues } from './contact-identity';

export type PatientRow = Selectable<ContactPatientsTable>;

export interface PatientWrite {
  body: ContactSubmitBody;
  context: ContactFormContext;
  /** The contract name (Patient/Add or Delegate/Add), recorded as the enrolment's cause. */
  cause: string;
  now: Date;
}

/** The columns the answer names: the stored values and submission are not read back. */
const ANSWER_COLUMNS = [
  'patient_id',
  'enrollment_id',
  'potential_id',
  'potential_participant_id',
  'form_type',
] as const satisfies ReadonlyArray<keyof PatientRow>;

function answerOf(
  row: Pick<PatientRow, (typeof ANSWER_COLUMNS)[number]>,
  created: boolean,
): ContactSubmitResponse {
  return {
    patientId: row.patient_id,
    enrollmentId: row.enrollment_id,
    potentialId: row.potential_id,
    potentialParticipantId: row.potential_participant_id,
    formType: row.form_type as ContactSubmitResponse['formType'],
    created,
  };
}

/** The spec's submit payload besides the values, as stored with the patient. */
function submissionOf(body: ContactSubmitBody) {
  return {
    siteSettingsId: body.siteSettingsId,
    communities: body.communities,
    conditionOfInterest: body.conditionOfInterest,
    patientReferralStatus: body.patientReferralStatus,
    urlParams: body.urlParams,
    journeyStatusRequest: body.journeyStatusRequest,
    botCheck: body.token.length > 0,
  };
}

/*
 * The enrolment moves to the contact-info step (the spec's "journey step is set to contact info
 * after submit"); its status is not touched (a Partial stays Partial until an outcome). An
 * enrolment this submission creates starts there (Partial, at contact info): no update follows.
 */
async function markContactInfoStep(db: Kysely<Database>, write: PatientWrite): Promise<void> {
  const { body, context, now } = write;
  const { row, created } = await findOrCreateEnrollment(
    db,
    {
      tenantKey: context.study.tenantKey,
      enrollmentId: body.journeyStatusRequest.enrollmentId,
      guestRef: body.guestRef,
      potentialId: body.potentialId ?? null,
      studyKey: context.study.key,
      journeyType: context.study.journeyType,
      language: body.language,
      journeyStep: 'contact-info',
      participantType: body.formType,
    },
    write.cause,
    now,
  );
  if (created) return;
  await db
    .updateTable('journey_enrollments')
    .set((eb) => ({
      journey_step: row.journey_status === 'Partial' ? 'contact-info' : eb.ref('journey_step'),
      participant_type: body.formType,
      study_key: eb.fn.coalesce('study_key', eb.val(context.study.key)),
      potential_id: eb.fn.coalesce('potential_id', eb.val(body.potentialId ?? null)),
      updated_at: now,
    }))
    .where('tenant_key', '=', row.tenant_key)
    .where('enrollment_id', '=', row.enrollment_id)
    .execute();
}

/** The columns a submission writes, on a new patient and on a repeat alike. */
function patientValuesOf(write: PatientWrite) {
  const { body, context, now } = write;
  const identity = identityOfValues(body.formType, body.values);
  const consents = consentsOfValues(context.form, body.values);
  return {
    guest_ref: body.guestRef,
    potential_id: body.potentialId ?? null,
    potential_participant_id: body.potentialParticipantId ?? body.guestRef,
    form_type: body.formType,
    form_key: context.form.key,
    study_key: context.study.key,
    language: body.language,
    email: identity.email,
    participant_first_name: identity.firstName,
    participant_last_name: identity.lastName,
    birth_day: identity.day,
    birth_month: identity.month,
    birth_year: identity.year,
    primary_consent: consents.primary,
    secondary_consent: consents.secondary,
    secondary_consent_medium: consents.secondaryMedium,
    client_ip: body.clientIp ?? null,
    form_values: JSON.stringify(body.values),
    submission: JSON.stringify(submissionOf(body)),
    updated_at: now,
  };
}

/** The contact_patients row the first submission of an enrolment stores. */
export function newPatientRow(
  write: PatientWrite,
  values: ReturnType<typeof patientValuesOf> = patientValuesOf(write),
) {
  return {
    ...values,
    patient_id: randomUUID(),
    tenant_key: write.context.study.tenantKey,
    enrollment_id: write.body.journeyStatusRequest.enrollmentId,
    created_at: write.now,
  } satisfies Insertable<ContactPatientsTable>;
}

type NewPatientRow = ReturnType<typeof newPatientRow>;
let insertPatient: NamedParameterStatement<keyof NewPatientRow> | undefined;

/*
 * The first submission's insert, compiled once (compiled-once.ts) from the columns of the row
 * newPatientRow builds (every row has the same): the busiest statement of a submission.
 */
function insertPatientStatement(row: NewPatientRow): NamedParameterStatement<keyof NewPatientRow> {
  insertPatient ??= namedParameterStatement(columnsOf(row), (p) =>
    compileOnly
      .insertInto('contact_patients')
      .values(p)
      .onConflict((oc) => oc.columns(['tenant_key', 'enrollment_id']).doNothing())
      .returning(ANSWER_COLUMNS)
      .compile(),
  );
  return insertPatient;
}

/**
 * Patient/Add and Delegate/Add: one patient per (tenant, enrolment). The first submission
 * creates it; a repeat (retry with a new key, a replayed outbox entry, a resumed journey)
 * updates its values and answers created: false, so there is never a second patient.
 */
export async function addContactPatient(
  db: Kysely<Database>,
  write: PatientWrite,
): Promise<ContactSubmitResponse> {
  const tenantKey = write.context.study.tenantKey;
  const enrollmentId = write.body.journeyStatusRequest.enrollmentId;
  await markContactInfoStep(db, write);
  const values = patientValuesOf(write);
  const row = newPatientRow(write, values);
  const { rows } = await db.executeQuery<Pick<PatientRow, (typeof ANSWER_COLUMNS)[number]>>(
    bindNamed(insertPatientStatement(row), row),
  );
  const inserted = rows[0];
  if (inserted) return answerOf(inserted, true);
  const updated = await db
    .updateTable('contact_patients')
    .set(values)
    .where('tenant_key', '=', tenantKey)
    .where('enrollment_id', '=', enrollmentId)
    .returning(ANSWER_COLUMNS)
    .executeTakeFirstOrThrow();
  return answerOf(updated, false);
}
