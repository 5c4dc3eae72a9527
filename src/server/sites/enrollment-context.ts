import type { Kysely } from 'kysely';
import {
  ADDRESS_FIELDS,
  textOf,
  type ContactFormType,
  type ContactValues,
} from '../../shared/domain/contact-form/contact-values';
import type { Database } from '../db/schema';

/*
 * What the site search and the success page know about an enrolment: the protocols its screener
 * qualified it for and what the person gave on the contact form.
 */

/** The protocols of the enrolment's latest qualified screener result ([] when none is stored). */
export async function qualifiedProtocolsOf(
  db: Kysely<Database>,
  tenantKey: string,
  enrollmentId: string,
): Promise<string[]> {
  const row = await db
    .selectFrom('prescreeners as p')
    .innerJoin('prescreener_outputs as o', 'o.prescreener_id', 'p.prescreener_id')
    .select('o.qualified_protocols')
    .where('p.tenant_key', '=', tenantKey)
    .where('p.enrollment_id', '=', enrollmentId)
    .where('o.screener_status', '=', 'qualified')
    .orderBy('o.updated_at', 'desc')
    .executeTakeFirst();
  return Array.isArray(row?.qualified_protocols) ? row.qualified_protocols : [];
}

export interface ContactOfEnrollment {
  formType: ContactFormType;
  values: ContactValues;
  email: string;
}

export async function contactOfEnrollment(
  db: Kysely<Database>,
  tenantKey: string,
  enrollmentId: string,
): Promise<ContactOfEnrollment | null> {
  const row = await db
    .selectFrom('contact_patients')
    .select(['form_type', 'form_values', 'email'])
    .where('tenant_key', '=', tenantKey)
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    formType: row.form_type as ContactFormType,
    values: (row.form_values ?? {}) as ContactValues,
    email: row.email,
  };
}

/**
 * The zip sites are measured from: the participant's own (the caregiver form's second address
 * group), else the form's first zip; '' when none was given.
 */
export function contactZipOf(contact: ContactOfEnrollment | null): string {
  if (!contact) return '';
  const groups = [...ADDRESS_FIELDS[contact.formType]].reverse();
  for (const group of groups) {
    const zip = textOf(contact.values, group.zip);
    if (zip !== '') return zip;
  }
  return '';
}
