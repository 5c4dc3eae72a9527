/**
 * The reference of `Patient/Add`'s write ratio: a raw insert of the same contact_patients row the
 * call stores, built by the same function (newPatientRow) from the same request body, served by
 * a bench-only route on the same Fastify server. The form's context (study, form, rules) is read
 * once, at the first request: here one INSERT … RETURNING in autocommit, with no validation,
 * Idempotency-Key, transaction, enrolment, stored answer or queued mail.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContactSubmitBody } from '../../src/shared/contracts/contact';
import { validContactForm } from '../../src/server/contact/contact-form-context';
import type { ContactFormContext } from '../../src/server/contact/contact-form-context';
import { newPatientRow } from '../../src/server/contact/patients';
import type { Database } from '../../src/server/db/schema';

export const RAW_PATIENT_INSERT_PATH = '/bench/raw-patient-insert';

/** `db` is read per request: the server's database exists only once it has started. */
export function registerRawPatientInsert(app: FastifyInstance, db: () => Kysely<Database>): void {
  let context: Promise<ContactFormContext> | null = null;
  app.post(RAW_PATIENT_INSERT_PATH, async (request) => {
    const body = request.body as ContactSubmitBody;
    const now = new Date();
    context ??= validContactForm(db(), body, now);
    const row = newPatientRow({ body, context: await context, cause: 'Patient/Add', now });
    const inserted = await db()
      .insertInto('contact_patients')
      .values(row)
      .returning('patient_id')
      .executeTakeFirstOrThrow();
    return { patientId: inserted.patient_id };
  });
}
