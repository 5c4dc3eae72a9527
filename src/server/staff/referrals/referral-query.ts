import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReferralFilters } from '../../../shared/contracts/staff-referrals';
import type { Database } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import type { StaffPrincipal } from '../staff-principal';
import { currentStatusSql } from './referral-status';

/*
 * The referrals a list or an export selects: the caller's sites only, the filters applied in the
 * database, newest first. Name and email search needs personal data access: without it, `q` is
 * refused rather than ignored, so no one can probe who was referred.
 */

function dayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

function dayAfter(isoDate: string): Date {
  return new Date(dayStart(isoDate).getTime() + 86_400_000);
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The site codes the filters reach: 403 for a site outside the caller's, 403 for `q` without personal data. */
export function checkedFilters(
  principal: StaffPrincipal,
  visible: readonly string[],
  filters: ReferralFilters,
): string[] {
  if (filters.q !== undefined && !principal.personalData) {
    throw new HttpProblem(403, 'Forbidden', 'Searching by name or email needs personal data access.');
  }
  if (filters.site === undefined) return [...visible];
  if (!visible.includes(filters.site)) {
    throw new HttpProblem(403, 'Forbidden', 'That site is not one of yours.');
  }
  return [filters.site];
}

/** The filtered selection (no columns chosen yet); siteCodes must not be empty. */
export function referralSelection(
  db: Kysely<Database>,
  siteCodes: readonly string[],
  filters: ReferralFilters,
) {
  let query = db
    .selectFrom('referral_notifications as rn')
    .leftJoin('contact_patients as cp', (join) =>
      join.onRef('cp.tenant_key', '=', 'rn.tenant_key').onRef('cp.enrollment_id', '=', 'rn.enrollment_id'),
    )
    .where('rn.site_code', 'in', [...siteCodes]);
  if (filters.from) query = query.where('rn.created_at', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('rn.created_at', '<', dayAfter(filters.to));
  if (filters.status) query = query.where(currentStatusSql(), '=', filters.status);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(cp.email)`, 'like', pattern),
        eb(sql<string>`lower(${participantNameSql()})`, 'like', pattern),
      ]),
    );
  }
  return query;
}

/**
 * The participant's name as they typed it, from the joined contact form `cp` (the adult form's
 * own name; a caregiver's or parent's form's participant name).
 */
export function participantNameSql(): RawBuilder<string> {
  return sql<string>`trim(case when cp.form_type = 'adult' then concat_ws(' ', cp.form_values->>'FirstName', cp.form_values->>'LastName') else concat_ws(' ', cp.form_values->>'ParticipantFirstName', cp.form_values->>'ParticipantLastName') end)`;
}
