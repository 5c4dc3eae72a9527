import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReferralFilters } from '../../../shared/contracts/staff-referrals';
import type { Database } from '../../db/schema';
import { toCsv, type CsvCell } from '../csv';
import { recordAudit } from '../staff-audit';
import type { StaffPrincipal } from '../staff-principal';
import { contactOfValues } from './participant-details';
import { checkedFilters, referralSelection } from './referral-query';
import { scopedSites } from './referral-scope';
import { currentStatusSql } from './referral-status';
import type { ContactValues } from '../../../shared/domain/contact-form/contact-values';

/*
 * The CSV of the referrals the filters select, every row. Contact columns only for callers with
 * personal data access. Audited with the filters (which name no one: `q` is recorded as used,
 * not what it was) and the row count.
 */

const HEADER = ['Referral id', 'Created at', 'Site code', 'Site name', 'Protocol', 'Status'];
const CONTACT_HEADER = ['Name', 'Email', 'Phone', 'Zip code', 'Filled in by'];

export async function referralCsv(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  filters: ReferralFilters,
  context: { request: FastifyRequest; now: Date },
): Promise<string> {
  const sites = await scopedSites(db, principal);
  const siteCodes = checkedFilters(principal, [...sites.keys()], filters);
  const personal = principal.personalData;
  const rows =
    siteCodes.length === 0
      ? []
      : await referralSelection(db, siteCodes, filters)
          .select([
            'rn.referral_id',
            'rn.site_code',
            'rn.created_at',
            'cp.form_type',
            'cp.form_values',
            currentStatusSql().as('status'),
          ])
          .orderBy('rn.created_at', 'desc')
          .orderBy('rn.referral_id', 'asc')
          .execute();
  const cells = rows.map((row): CsvCell[] => {
    const site = sites.get(row.site_code);
    const base: CsvCell[] = [
      row.referral_id,
      new Date(row.created_at).toISOString(),
      row.site_code,
      site?.siteName ?? row.site_code,
      site?.protocolInfo.protocol ?? '',
      row.status,
    ];
    if (!personal) return base;
    const formType = (['adult', 'caregiver', 'minor'] as const).find((type) => type === row.form_type);
    const contact = formType ? contactOfValues(formType, (row.form_values ?? {}) as ContactValues) : null;
    return [...base, contact?.name, contact?.email, contact?.phone, contact?.zipCode, contact?.filledBy];
  });
  const { q, ...named } = filters;
  await recordAudit(
    db,
    {
      actorAccountId: principal.accountId,
      action: 'referrals.exported',
      targetType: 'referrals',
      details: {
        filters: { ...named, searched: q !== undefined },
        rows: cells.length,
        personalData: personal,
      },
      request: context.request,
    },
    context.now,
  );
  return toCsv(personal ? [...HEADER, ...CONTACT_HEADER] : HEADER, cells);
}
