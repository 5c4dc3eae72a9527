import type { Kysely } from 'kysely';
import type { ContactFormType } from '../../../shared/content-model/form';
import type { ReferralDetail } from '../../../shared/contracts/staff-referrals';
import { isConsentAccepted, tickedMediumKeys } from '../../../shared/domain/contact-form/consent-rules';
import {
  ADDRESS_FIELDS,
  EMAIL_FIELD,
  PARTICIPANT_NAME_FIELDS,
  textOf,
  type ContactValues,
} from '../../../shared/domain/contact-form/contact-values';
import { storedContactForm } from '../../contact/stored-contact-form';
import type { Database } from '../../db/schema';

/*
 * What the participant gave, read from where the journey stored it: the contact form
 * (contact_patients with its published form), the site choice (contact_site_details), the
 * screener result (prescreener tables) and the visit's parameters (journey_query_params).
 */

interface Enrolment {
  tenantKey: string;
  enrollmentId: string;
}

const FILLED_BY: Record<ContactFormType, 'self' | 'caregiver' | 'parent'> = {
  adult: 'self',
  caregiver: 'caregiver',
  minor: 'parent',
};

function joined(parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(', ');
}

function nameOf(values: ContactValues, first: string, last: string): string {
  return [textOf(values, first), textOf(values, last)].filter((part) => part !== '').join(' ');
}

/** The contact details of the form, by the form type's field names. */
export function contactOfValues(formType: ContactFormType, values: ContactValues): ReferralDetail['contact'] {
  const ownName = nameOf(values, 'FirstName', 'LastName');
  const participantName = nameOf(values, PARTICIPANT_NAME_FIELDS.firstName, PARTICIPANT_NAME_FIELDS.lastName);
  // The participant's own address group: the caregiver form's second group, else the only one.
  const groups = ADDRESS_FIELDS[formType];
  const group = groups[groups.length - 1]!;
  return {
    name: formType === 'adult' ? ownName : participantName,
    email: textOf(values, EMAIL_FIELD[formType]),
    phone: textOf(values, 'ContactNumber'),
    address: joined([textOf(values, group.address), textOf(values, group.city), textOf(values, group.state)]),
    zipCode: textOf(values, group.zip) || textOf(values, groups[0]!.zip),
    filledBy: FILLED_BY[formType],
    filledByName: formType === 'adult' ? null : ownName,
  };
}

export interface ParticipantDetails {
  language: string | null;
  contact: ReferralDetail['contact'];
  consents: ReferralDetail['consents'];
}

export async function participantDetails(
  db: Kysely<Database>,
  enrolment: Enrolment,
): Promise<ParticipantDetails> {
  const stored = await storedContactForm(db, enrolment);
  const row = await db
    .selectFrom('contact_patients')
    .select('form_type')
    .where('tenant_key', '=', enrolment.tenantKey)
    .where('enrollment_id', '=', enrolment.enrollmentId)
    .executeTakeFirst();
  if (!stored || !row) return { language: null, contact: null, consents: [] };
  const formType =
    (['adult', 'caregiver', 'minor'] as const).find((type) => type === row.form_type) ?? 'adult';
  const consents = (stored.form?.consentGroups ?? [])
    .filter((group) => !group.hideFromUI)
    .map((group) => ({
      text: group.consentTitle,
      ticked: isConsentAccepted(group, stored.values),
      media: tickedMediumKeys(group, stored.values),
    }));
  return { language: stored.language, contact: contactOfValues(formType, stored.values), consents };
}

export async function screenerOf(
  db: Kysely<Database>,
  enrolment: Enrolment,
): Promise<ReferralDetail['screener']> {
  const row = await db
    .selectFrom('prescreeners as p')
    .leftJoin('prescreener_outputs as o', 'o.prescreener_id', 'p.prescreener_id')
    .select(['p.screener_status', 'o.qualified_protocols', 'o.output'])
    .where('p.tenant_key', '=', enrolment.tenantKey)
    .where('p.enrollment_id', '=', enrolment.enrollmentId)
    .orderBy('p.updated_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const output = (row.output ?? {}) as { genericAnswers?: unknown };
  const answers = Array.isArray(output.genericAnswers)
    ? output.genericAnswers
        .filter(
          (entry): entry is { question: string; answer: string } =>
            typeof entry === 'object' &&
            entry !== null &&
            typeof (entry as { question?: unknown }).question === 'string' &&
            typeof (entry as { answer?: unknown }).answer === 'string',
        )
        .map((entry) => ({ question: entry.question, answer: entry.answer }))
    : [];
  return {
    status: row.screener_status,
    qualifiedProtocols: Array.isArray(row.qualified_protocols) ? row.qualified_protocols : [],
    answers,
  };
}

export async function appointmentOf(
  db: Kysely<Database>,
  enrolment: Enrolment,
): Promise<ReferralDetail['appointment']> {
  const row = await db
    .selectFrom('contact_site_details')
    .select(['appointment_status', 'appointment_date_time'])
    .where('tenant_key', '=', enrolment.tenantKey)
    .where('enrollment_id', '=', enrolment.enrollmentId)
    .executeTakeFirst();
  if (!row || (row.appointment_status === null && row.appointment_date_time === null)) return null;
  return { status: row.appointment_status, dateTime: row.appointment_date_time };
}

const SOURCE_KEY = /^(utm_[a-z_]+|source|src|ref)$/i;

function urlParamsOf(submission: unknown): Array<{ key: string; value: string }> {
  const params = (submission as { urlParams?: unknown } | null)?.urlParams;
  if (!Array.isArray(params)) return [];
  return params.filter(
    (entry): entry is { key: string; value: string } =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { key?: unknown }).key === 'string' &&
      typeof (entry as { value?: unknown }).value === 'string',
  );
}

/**
 * The visit's utm_* and source parameters: how the participant found the study. The journey's
 * latest values win over what the contact form carried.
 */
export async function sourceOf(
  db: Kysely<Database>,
  enrolment: Enrolment,
): Promise<ReferralDetail['source']> {
  const journey = await db
    .selectFrom('journey_query_params')
    .select(['param_key', 'param_value'])
    .where('tenant_key', '=', enrolment.tenantKey)
    .where('enrollment_id', '=', enrolment.enrollmentId)
    .execute();
  const contact = await db
    .selectFrom('contact_patients')
    .select('submission')
    .where('tenant_key', '=', enrolment.tenantKey)
    .where('enrollment_id', '=', enrolment.enrollmentId)
    .executeTakeFirst();
  const byKey = new Map<string, string>();
  for (const { key, value } of urlParamsOf(contact?.submission)) byKey.set(key, value);
  for (const row of journey) byKey.set(row.param_key, row.param_value);
  return [...byKey.entries()]
    .filter(([key]) => SOURCE_KEY.test(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => ({ key, value: value.slice(0, 500) }));
}
