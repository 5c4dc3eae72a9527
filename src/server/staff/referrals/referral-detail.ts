import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReferralDetail } from '../../../shared/contracts/staff-referrals';
import type { Database } from '../../db/schema';
import { recordAudit } from '../staff-audit';
import type { StaffPrincipal } from '../staff-principal';
import { appointmentOf, participantDetails, screenerOf, sourceOf } from './participant-details';
import { referralInScope } from './referral-scope';
import {
  appendStatusEvent,
  contactAttempts,
  currentStatus,
  statusHistory,
  visibleHistory,
} from './referral-status';
import { failingSiteCodes } from './site-delivery';

/** Admins read referrals; the site's staff and the study's managers work them. */
export function mayWorkReferrals(principal: StaffPrincipal): boolean {
  return principal.role !== 'admin';
}

/**
 * One referral's page. A view with personal data is audited; the first view by the site's own
 * staff moves a New referral to Viewed (the team has seen it).
 */
export async function referralDetail(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  referralId: string,
  context: { request: FastifyRequest; now: Date },
): Promise<ReferralDetail> {
  const referral = await referralInScope(db, principal, referralId);
  const enrolment = { tenantKey: referral.tenantKey, enrollmentId: referral.enrollmentId };
  if (principal.role === 'site_staff' && (await currentStatus(db, referralId)) === 'New') {
    await appendStatusEvent(
      db,
      { referralId, status: 'Viewed', details: { automatic: true }, actorAccountId: principal.accountId },
      context.now,
    );
  }
  const personal = principal.personalData;
  const details = await participantDetails(db, enrolment);
  const screener = await screenerOf(db, enrolment);
  const history = await statusHistory(db, referralId);
  if (personal) {
    await recordAudit(
      db,
      {
        actorAccountId: principal.accountId,
        action: 'referral.viewed',
        targetType: 'referral',
        targetId: referralId,
        request: context.request,
      },
      context.now,
    );
  }
  return {
    referralId,
    createdAt: referral.createdAt.toISOString(),
    siteCode: referral.siteCode,
    siteName: referral.site.siteName,
    protocol: referral.site.protocolInfo.protocol,
    studyName: referral.site.protocolInfo.studyName,
    status: history.at(-1)?.status ?? 'New',
    contactAttempts: contactAttempts(history),
    language: details.language,
    contact: personal ? details.contact : null,
    screener: screener && { ...screener, answers: personal ? screener.answers : null },
    appointment: personal ? await appointmentOf(db, enrolment) : null,
    consents: details.consents,
    source: await sourceOf(db, enrolment),
    history: visibleHistory(history, personal),
    siteFailing: (await failingSiteCodes(db, [referral.siteCode])).length > 0,
    personalData: personal,
    mayChangeStatus: mayWorkReferrals(principal),
  };
}
