import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE } from '../../shared/content-model/language';
import type { StudySite } from '../../shared/content-model/site';
import { referralIdOf } from '../../shared/contracts/site-selection';
import { anySmsConsentTicked } from '../../shared/domain/contact-form/consent-rules';
import { isTicked, textOf } from '../../shared/domain/contact-form/contact-values';
import { mobileRuleOf } from '../../shared/domain/contact-form/mobile-rule';
import type { AppDeps } from '../app-deps';
import { getContentItem, getSiteSettings } from '../content/content-repository';
import type { Database } from '../db/schema';
import { enqueueMessage, type OutgoingMessage } from '../jobs/message-queue';
import { filledMessage } from '../messages/message-templates';
import { usMobileNumber } from '../registry/welcome-sms';
import { storedContactForm } from '../contact/stored-contact-form';
import { issueWithdrawalToken, withdrawalUrl } from '../staff/referrals/withdrawal';
import { staffReferralUrl } from './referral-links';

/*
 * When a participant's site choice becomes their outcome, the site's staff are told and the
 * participant gets a confirmation. Everything is queued in the outcome's own transaction: the
 * messages exist exactly when the outcome committed, the worker sends them after it, and the
 * claim row makes a replayed outcome (a retry, a second device) queue nothing twice.
 *
 * Staff messages carry no personal data, only the way to the referral in the workspace; they are
 * written in the pack's default language. The participant's confirmation is in the language of
 * their contact form, by email always and by text message when they ticked a text-message
 * consent and gave a mobile number.
 */

type Audience = 'staff' | 'participant';

/** The outcome of a participant referred to the site they chose (the success page's). */
export const SITE_REFERRAL_STATUS = 'New';

interface Enrolment {
  tenantKey: string;
  enrollmentId: string;
}

/** The site an enrolment chose, with its referral id (a virtual result saved without one gets it now). */
async function chosenSite(db: Kysely<Database>, enrolment: Enrolment) {
  const row = await db
    .selectFrom('contact_site_details')
    .select(['site_code', 'referral_id'])
    .where('tenant_key', '=', enrolment.tenantKey)
    .where('enrollment_id', '=', enrolment.enrollmentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    siteCode: row.site_code,
    referralId: row.referral_id ?? referralIdOf(enrolment.enrollmentId, row.site_code),
  };
}

/** True when this call claimed the referral; false when its notifications were queued before. */
async function claimReferral(
  db: Kysely<Database>,
  enrolment: Enrolment,
  site: { siteCode: string; referralId: string },
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insertInto('referral_notifications')
    .values({
      tenant_key: enrolment.tenantKey,
      enrollment_id: enrolment.enrollmentId,
      referral_id: site.referralId,
      site_code: site.siteCode,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['tenant_key', 'enrollment_id']).doNothing())
    .returning('referral_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The site's staff addresses, each once, whatever its case. */
export function staffAddresses(
  site: Pick<StudySite, 'allowEmails' | 'emailCras' | 'studyStaffEmails'>,
): string[] {
  if (!site.allowEmails) return [];
  const byAddress = new Map<string, string>();
  for (const address of [...site.emailCras, ...site.studyStaffEmails]) {
    const key = address.trim().toLowerCase();
    if (!byAddress.has(key)) byAddress.set(key, address.trim());
  }
  return [...byAddress.values()];
}

export function staffNumbers(site: Pick<StudySite, 'allowSms' | 'staffMobileNumbers'>): string[] {
  return site.allowSms ? [...new Set(site.staffMobileNumbers)] : [];
}

async function staffMessages(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  site: StudySite,
  referralId: string,
): Promise<OutgoingMessage[]> {
  const link = staffReferralUrl(deps.config.publicBaseUrl, referralId);
  const values = {
    studySiteName: site.siteName,
    studyName: site.protocolInfo.studyName,
    protocol: site.protocolInfo.protocol,
    referralId,
    link,
  };
  const addresses = staffAddresses(site);
  const numbers = staffNumbers(site);
  const mail =
    addresses.length > 0 ? await filledMessage(db, 'site-referral', DEFAULT_LANGUAGE, values) : null;
  const sms =
    numbers.length > 0 ? await filledMessage(db, 'site-referral-sms', DEFAULT_LANGUAGE, values) : null;
  const common = { category: 'transactional' as const };
  return [
    ...addresses.map((to): OutgoingMessage => ({
      channel: 'email',
      kind: 'site-referral',
      message: {
        ...common,
        to,
        subject: mail!.subject,
        text: mail!.text,
        links: [{ label: mail!.linkLabel('link'), url: link }],
      },
    })),
    ...numbers.map((to): OutgoingMessage => ({
      channel: 'sms',
      kind: 'site-referral-sms',
      message: { ...common, to, text: sms!.text, links: [{ label: site.siteName, url: link }] },
    })),
  ];
}

/** The participant's contact details as their form gave them, when the enrolment has a form. */
async function participantOf(db: Kysely<Database>, enrolment: Enrolment) {
  const contact = await storedContactForm(db, enrolment);
  if (!contact) return null;
  const { form, values, language } = contact;
  const rule = form ? mobileRuleOf(form) : null;
  const mobile =
    form && rule && anySmsConsentTicked(form, values) && isTicked(values, rule.checkboxField)
      ? usMobileNumber(textOf(values, rule.phoneField))
      : null;
  return { email: contact.email, language, mobile };
}

async function participantMessages(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config' | 'now'>,
  enrolment: Enrolment,
  referral: { siteCode: string; referralId: string },
): Promise<OutgoingMessage[]> {
  const { siteCode } = referral;
  const participant = await participantOf(db, enrolment);
  if (!participant) return [];
  const { language } = participant;
  // The site as the participant's language names it (the study's name is translated there).
  const site =
    (await getContentItem(db, 'site', siteCode, language)) ??
    (await getContentItem(db, 'site', siteCode, DEFAULT_LANGUAGE));
  if (!site) return [];
  const address = [
    site.siteAddress,
    [site.siteCity, site.siteState, site.siteZipCode].filter(Boolean).join(', '),
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
  const values = {
    studyName: site.protocolInfo.studyName,
    studySiteName: site.siteName,
    studySiteAddress: address,
    studySitePhone: site.contactPhoneNumber,
    siteName: (await getSiteSettings(db, language))?.siteName,
  };
  const withdrawLink = withdrawalUrl(
    deps.config.publicBaseUrl,
    language,
    await issueWithdrawalToken(db, referral.referralId, deps.now()),
  );
  const mail = await filledMessage(db, 'referral-confirmation', language, { ...values, withdrawLink });
  const messages: OutgoingMessage[] = [
    {
      channel: 'email',
      kind: 'referral-confirmation',
      message: {
        to: participant.email,
        subject: mail.subject,
        text: mail.text,
        category: 'transactional',
        links: [{ label: mail.linkLabel('withdrawLink'), url: withdrawLink }],
      },
    },
  ];
  if (participant.mobile) {
    const sms = await filledMessage(db, 'referral-confirmation-sms', language, values);
    messages.push({
      channel: 'sms',
      kind: 'referral-confirmation-sms',
      message: { to: participant.mobile, text: sms.text, category: 'transactional', links: [] },
    });
  }
  return messages;
}

/**
 * Queues the notifications of an enrolment's referral, in the caller's transaction, once: the
 * enrolment must have chosen a site. Answers how many messages were queued (0 on a replay).
 */
export async function notifyReferral(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config' | 'now'>,
  enrolment: Enrolment,
): Promise<number> {
  const chosen = await chosenSite(db, enrolment);
  if (!chosen) return 0;
  const site = await getContentItem(db, 'site', chosen.siteCode, DEFAULT_LANGUAGE);
  if (!site) return 0;
  const now = deps.now();
  if (!(await claimReferral(db, enrolment, chosen, now))) return 0;
  const queued: Array<[Audience, OutgoingMessage]> = [
    ...(await staffMessages(db, deps, site, chosen.referralId)).map((m): [Audience, OutgoingMessage] => [
      'staff',
      m,
    ]),
    ...(await participantMessages(db, deps, enrolment, chosen)).map((m): [Audience, OutgoingMessage] => [
      'participant',
      m,
    ]),
  ];
  for (const [audience, message] of queued) {
    const messageId = await enqueueMessage(db, message, now);
    await db
      .insertInto('referral_messages')
      .values({
        message_id: messageId,
        tenant_key: enrolment.tenantKey,
        enrollment_id: enrolment.enrollmentId,
        site_code: chosen.siteCode,
        audience,
      })
      .execute();
  }
  return queued.length;
}
