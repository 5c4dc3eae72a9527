import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { StudySettings } from '../../shared/content-model/study';
import { journeyTypeSchema } from '../../shared/content-model/study';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { SiteInfo, YesNo } from '../../shared/contracts/site-info';
import type { getSuccessDetails } from '../../shared/contracts/success';
import { patientTypeSchema } from '../../shared/domain/journey-roles';
import { getContentItem, listContentItems } from '../content/content-repository';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { appointmentOf } from '../site-selection/next-steps';
import { savedSiteOf, type SavedSiteRow } from '../site-selection/site-choice';
import { contactOfEnrollment } from '../sites/enrollment-context';
import { siteInfoOf } from '../sites/site-info';
import { mergeTagValuesOf } from './merge-tag-values';
import { successHideFlags } from './success-flags';

type SuccessDetails = ResponseOf<typeof getSuccessDetails>;

async function enrollmentRow(db: Kysely<Database>, enrollmentId: string, tenantKey?: string) {
  let query = db.selectFrom('journey_enrollments').selectAll().where('enrollment_id', '=', enrollmentId);
  if (tenantKey !== undefined) query = query.where('tenant_key', '=', tenantKey);
  return (await query.orderBy('created_at').executeTakeFirst()) ?? null;
}

async function studyOf(
  db: Kysely<Database>,
  key: string | null,
  protocol: string | null,
  language: Language,
) {
  if (key) return getContentItem(db, 'study', key, language);
  if (!protocol) return null;
  const studies = await listContentItems(db, 'study', language);
  return studies.find((study) => study.protocols.includes(protocol)) ?? null;
}

const yesNo = (value: string | null): YesNo | null => (value === 'Yes' || value === 'No' ? value : null);

async function savedSiteInfo(db: Kysely<Database>, row: SavedSiteRow | null, language: Language) {
  if (!row) return null;
  const site = await getContentItem(db, 'site', row.site_code, language);
  if (!site) return null;
  return siteInfoOf(
    site,
    { distance: null, tier: site.tier },
    {
      isUserOptedKiElementConsent: yesNo(row.ki_element_consent),
      isUserOptedLifeLinkConsent: yesNo(row.life_link_consent),
    },
  );
}

function journeyTypeOf(raw: (string | null | undefined)[], study: StudySettings | null) {
  for (const value of [...raw, study?.journeyType]) {
    const parsed = journeyTypeSchema.safeParse(value);
    if (parsed.success) return parsed.data;
  }
  return '01' as const;
}

/**
 * GET /api/success/Details: the site saved for the enrolment, the hide flags (success-flags.ts),
 * the appointment and the merge-tag values. 404 when neither an enrolment nor a saved site exists.
 */
export async function successDetails(
  db: Kysely<Database>,
  enrollmentId: string,
  language: Language,
): Promise<SuccessDetails> {
  const row = await savedSiteOf(db, enrollmentId);
  const enrollment = await enrollmentRow(db, enrollmentId, row?.tenant_key);
  if (!row && !enrollment) throw new HttpProblem(404, 'Enrolment not found', 'No such enrolment.');
  const tenantKey = row?.tenant_key ?? enrollment?.tenant_key ?? '';
  const study = await studyOf(db, enrollment?.study_key ?? null, row?.protocol ?? null, language);
  const site: SiteInfo | null = await savedSiteInfo(db, row, language);
  const contact = await contactOfEnrollment(db, tenantKey, enrollmentId);
  const appointment = row ? appointmentOf(row) : { status: 'NotInitiated' as const, dateTime: '' };
  const journeyType = journeyTypeOf([row?.journey_type, enrollment?.journey_type], study);
  const patientType = patientTypeSchema.safeParse(enrollment?.participant_type ?? contact?.formType);
  return {
    journeyType,
    patientType: patientType.success ? patientType.data : 'adult',
    site,
    flags: successHideFlags({ journeyType, site, appointmentDateTime: appointment.dateTime }),
    appointmentStatus: appointment.status,
    appointmentDateTime: appointment.dateTime,
    isHumanAPIEnabledForVirtual: Boolean(site?.isVirtual && site.isHumanAPIEnabled),
    mergeTags: mergeTagValuesOf({ values: contact?.values ?? null, site, study }),
    ...(contact ? { contactEmail: contact.email } : {}),
  };
}
