import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ContactFormContext } from './contact-form-context';

/*
 * AddUpdatePatientDetails (a "PUT-style" call, as the spec says): the customer data
 * platform's copy of the contact form. One record per (guest, enrolment); a repeat replaces the
 * values, so the adult form's 3 attempts never make more than one.
 */

export interface PatientDetailsWrite {
  guestRef: string;
  guestType: string;
  enrollmentId: string;
  values: unknown;
  urlParams: unknown;
  context: ContactFormContext;
  now: Date;
}

export async function upsertPatientDetails(db: Kysely<Database>, write: PatientDetailsWrite): Promise<void> {
  const { context, now } = write;
  await db
    .insertInto('contact_patient_details')
    .values({
      guest_ref: write.guestRef,
      enrollment_id: write.enrollmentId,
      guest_type: write.guestType,
      tenant_key: context.study.tenantKey,
      form_key: context.form.key,
      form_type: context.form.formType,
      form_values: JSON.stringify(write.values),
      url_params: JSON.stringify(write.urlParams),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['guest_ref', 'enrollment_id']).doUpdateSet((eb) => ({
        guest_type: eb.ref('excluded.guest_type'),
        tenant_key: eb.ref('excluded.tenant_key'),
        form_key: eb.ref('excluded.form_key'),
        form_type: eb.ref('excluded.form_type'),
        form_values: eb.ref('excluded.form_values'),
        url_params: eb.ref('excluded.url_params'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
