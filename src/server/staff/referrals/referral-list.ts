import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import type { ResponseOf } from '../../../shared/contracts/define-call';
import type { listReferrals } from '../../../shared/contracts/staff-referrals';
import type { ReferralStatus } from '../../../shared/contracts/staff-scalars';
import type { Database } from '../../db/schema';
import { recordAudit } from '../staff-audit';
import type { StaffPrincipal } from '../staff-principal';
import { checkedFilters, participantNameSql, referralSelection } from './referral-query';
import { scopedSites } from './referral-scope';
import { currentStatusSql } from './referral-status';
import { failingSiteCodes } from './site-delivery';

type ListQuery = z.output<(typeof listReferrals)['query']>;
type ListAnswer = ResponseOf<typeof listReferrals>;

/** One page of the caller's referrals; audited when it showed participants' names. */
export async function referralList(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  query: ListQuery,
  context: { request: FastifyRequest; now: Date },
): Promise<ListAnswer> {
  const sites = await scopedSites(db, principal);
  const siteCodes = checkedFilters(principal, [...sites.keys()], query);
  const failingSites = (await failingSiteCodes(db, siteCodes)).map((siteCode) => ({
    siteCode,
    siteName: sites.get(siteCode)?.siteName ?? siteCode,
  }));
  const ownSites = [...sites.values()]
    .map((site) => ({ siteCode: site.siteCode, siteName: site.siteName }))
    .sort((a, b) => a.siteCode.localeCompare(b.siteCode));
  const base = { failingSites, sites: ownSites, personalData: principal.personalData };
  if (siteCodes.length === 0)
    return { ...base, referrals: [], total: 0, limit: query.limit, offset: query.offset };
  const selection = referralSelection(db, siteCodes, query);
  const counted = await selection.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await selection
    .select([
      'rn.referral_id',
      'rn.site_code',
      'rn.created_at',
      participantNameSql().as('participant_name'),
      currentStatusSql().as('status'),
    ])
    .orderBy('rn.created_at', 'desc')
    .orderBy('rn.referral_id', 'asc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const referrals = rows.map((row) => {
    const site = sites.get(row.site_code);
    return {
      referralId: row.referral_id,
      createdAt: new Date(row.created_at).toISOString(),
      siteCode: row.site_code,
      siteName: site?.siteName ?? row.site_code,
      protocol: site?.protocolInfo.protocol ?? '',
      status: row.status as ReferralStatus,
      participantName: principal.personalData ? (row.participant_name ?? '') : null,
    };
  });
  if (principal.personalData && referrals.length > 0) {
    await recordAudit(
      db,
      {
        actorAccountId: principal.accountId,
        action: 'referral.list-viewed',
        targetType: 'referrals',
        details: { count: referrals.length, offset: query.offset, searched: query.q !== undefined },
        request: context.request,
      },
      context.now,
    );
  }
  return {
    referrals,
    total: Number(counted?.n ?? 0),
    limit: query.limit,
    offset: query.offset,
    ...base,
  };
}
