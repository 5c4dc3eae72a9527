import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FunnelRange } from './funnel-range';
import { inRange, weekOf } from './funnel-study-steps';

/*
 * The steps from the site choice on, per site and ISO week:
 *
 *  - siteChosen: enrolments that saved a site (contact_site_details, one per enrolment, in the
 *    week the first choice was saved);
 *  - referred: referrals (referral_notifications: one per enrolment whose outcome is the site it
 *    chose), in the week of the referral;
 *  - statuses: those referrals by their CURRENT status, the latest referral_status_events row
 *    (New when the staff have not set one yet);
 *  - the median hours from the referral to its first Contacted event, over the referrals that
 *    have one, per site and week, per week and over the whole selection.
 */

export interface SiteStepCount {
  siteCode: string;
  week: string;
  step: 'siteChosen' | 'status';
  /** The current status, for step 'status'. */
  status: string | null;
  n: number;
}

export interface MedianRow {
  /** null: all sites of the selection. */
  siteCode: string | null;
  /** null: the whole range. */
  week: string | null;
  medianHours: number | null;
  contacted: number;
}

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));

export async function siteStepCounts(
  db: Kysely<Database>,
  siteCodes: readonly string[],
  range: FunnelRange,
): Promise<SiteStepCount[]> {
  if (siteCodes.length === 0) return [];
  const sites = list(siteCodes);
  const { rows } = await sql<{
    site_code: string;
    week: string;
    step: 'siteChosen' | 'status';
    status: string | null;
    n: string | number;
  }>`
    select s.site_code, ${weekOf(sql.ref('s.created_at'))} as week, 'siteChosen' as step,
        null as status, count(*) as n
      from contact_site_details s
      where s.site_code in (${sites}) and ${inRange(sql.ref('s.created_at'), range)}
      group by 1, 2
    union all
    select r.site_code, ${weekOf(sql.ref('r.created_at'))}, 'status', coalesce(cur.status, 'New'), count(*)
      from referral_notifications r
      left join lateral (
        select e.status from referral_status_events e
        where e.referral_id = r.referral_id
        order by e.occurred_at desc, e.id desc
        limit 1
      ) cur on true
      where r.site_code in (${sites}) and ${inRange(sql.ref('r.created_at'), range)}
      group by 1, 2, 4`.execute(db);
  return rows.map((row) => ({
    siteCode: row.site_code,
    week: row.week,
    step: row.step,
    status: row.status,
    n: Number(row.n),
  }));
}

/** Medians by (site, week), by week and overall, in one pass over the contacted referrals. */
export async function firstContactMedians(
  db: Kysely<Database>,
  siteCodes: readonly string[],
  range: FunnelRange,
): Promise<MedianRow[]> {
  if (siteCodes.length === 0) return [];
  const week = weekOf(sql.ref('r.created_at'));
  const { rows } = await sql<{
    site_code: string | null;
    week: string | null;
    median_hours: string | number | null;
    contacted: string | number;
  }>`
    select r.site_code, ${week} as week,
        percentile_cont(0.5) within group (
          order by extract(epoch from (fc.first_at - r.created_at)) / 3600
        ) as median_hours,
        count(*) as contacted
      from referral_notifications r
      join lateral (
        select min(e.occurred_at) as first_at from referral_status_events e
        where e.referral_id = r.referral_id and e.status = 'Contacted'
      ) fc on fc.first_at is not null
      where r.site_code in (${list(siteCodes)}) and ${inRange(sql.ref('r.created_at'), range)}
      group by grouping sets ((r.site_code, ${week}), (${week}), ())`.execute(db);
  return rows.map((row) => ({
    siteCode: row.site_code,
    week: row.week,
    medianHours: row.median_hours === null ? null : Math.round(Number(row.median_hours) * 10) / 10,
    contacted: Number(row.contacted),
  }));
}
