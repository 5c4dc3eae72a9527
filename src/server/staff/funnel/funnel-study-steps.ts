import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FunnelStudyStep } from '../../../shared/contracts/staff-funnel';
import type { Database } from '../../db/schema';
import type { FunnelRange } from './funnel-range';

/*
 * The steps before a site is chosen, counted per study page (journey_enrollments.study_key, set
 * from the study the visitor's journey started on) and ISO week, in one round trip:
 *
 *  - visits: journeys started on the study's pages (a journey_enrollments row, created at the
 *    first visit of the study's pages; page views themselves are only kept for visitors who
 *    accepted analytics cookies, so they cannot be counted for everyone);
 *  - screenersStarted: screener responses begun (prescreeners, created at the first answer);
 *  - qualified / disqualified: screener results (prescreener_outputs, by when the result was
 *    first saved, with its latest status);
 *  - contactGiven: contact forms submitted (contact_patients, one per enrolment; its own study_key);
 *  - noSiteAvailable / siteNotConvenient: the enrolment's outcome page (outcome_updates: every
 *    outcome page posts one) with "no site available" (incl. not found, at capacity) or "no site
 *    convenient", each enrolment counted once, in the week of its first such outcome.
 *
 * Enrolments whose journey never named a study (no study page was ever visited) are not counted.
 */

export interface StudyStepCount {
  studyKey: string;
  week: string;
  step: FunnelStudyStep;
  n: number;
}

export const NO_SITE_AVAILABLE = ['No-site-available', 'Site-not-found', 'No-site-available-Max-Capacity'];
export const SITE_NOT_CONVENIENT = ['No-site-convenient', 'Site-not-convenient'];

/** The ISO week (its Monday, UTC) of a timestamptz, as the range's weeks are named. */
export function weekOf(column: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
}

export function inRange(column: RawBuilder<unknown>, range: FunnelRange): RawBuilder<boolean> {
  return sql<boolean>`${column} >= ${range.start} and ${column} < ${range.end}`;
}

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));

export async function studyStepCounts(
  db: Kysely<Database>,
  studyKeys: readonly string[],
  range: FunnelRange,
): Promise<StudyStepCount[]> {
  if (studyKeys.length === 0) return [];
  const studies = list(studyKeys);
  const je = sql`journey_enrollments je`;
  const sameEnrolment = sql`je.tenant_key = p.tenant_key and je.enrollment_id = p.enrollment_id`;
  const created = (alias: string) => sql.ref(`${alias}.created_at`);
  const query = sql<{ study_key: string; week: string; step: FunnelStudyStep; n: string | number }>`
    select je.study_key, ${weekOf(created('je'))} as week, 'visits' as step, count(*) as n
      from ${je}
      where je.study_key in (${studies}) and ${inRange(created('je'), range)}
      group by 1, 2
    union all
    select je.study_key, ${weekOf(created('p'))}, 'screenersStarted', count(*)
      from prescreeners p join ${je} on ${sameEnrolment}
      where je.study_key in (${studies}) and ${inRange(created('p'), range)}
      group by 1, 2
    union all
    select je.study_key, ${weekOf(created('o'))}, o.screener_status, count(*)
      from prescreener_outputs o
      join prescreeners p on p.prescreener_id = o.prescreener_id
      join ${je} on ${sameEnrolment}
      where je.study_key in (${studies}) and ${inRange(created('o'), range)}
      group by 1, 2, 3
    union all
    select c.study_key, ${weekOf(created('c'))}, 'contactGiven', count(*)
      from contact_patients c
      where c.study_key in (${studies}) and ${inRange(created('c'), range)}
      group by 1, 2
    union all
    select je.study_key, ${weekOf(sql.ref('f.first_at'))}, f.step, count(*)
      from (
        select enrollment_id, min(created_at) as first_at,
          case when patient_referral_status in (${list(SITE_NOT_CONVENIENT)})
            then 'siteNotConvenient' else 'noSiteAvailable' end as step
        from outcome_updates
        where patient_referral_status in (${list([...NO_SITE_AVAILABLE, ...SITE_NOT_CONVENIENT])})
          and ${inRange(sql.ref('created_at'), range)}
        group by 1, 3
      ) f
      join ${je} on je.enrollment_id = f.enrollment_id
      where je.study_key in (${studies})
      group by 1, 2, 3`;
  const { rows } = await query.execute(db);
  return rows.map((row) => ({ studyKey: row.study_key, week: row.week, step: row.step, n: Number(row.n) }));
}
