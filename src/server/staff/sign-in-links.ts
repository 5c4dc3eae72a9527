import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import { STAFF_SIGN_IN_LINK_TTL_MS } from '../../shared/contracts/staff-scalars';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { enqueueMessage } from '../jobs/message-queue';
import { filledMessage } from '../messages/message-templates';
import { recordAudit } from './staff-audit';
import { normalisedStaffEmail } from './staff-accounts';
import { issueStaffToken } from './staff-tokens';

/*
 * The way back in without a passkey (a new or lost device): a one-time link mailed to the
 * account's address. The caller always gets the same answer, so nobody learns which addresses
 * have accounts; an address gets at most SIGN_IN_LINKS_PER_HOUR links an hour, counted in the
 * database so every server counts alike.
 */

export const SIGN_IN_LINKS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export function staffSignInLinkUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/staff/sign-in/link#t=${token}`;
}

/** Queues a sign-in link to an active account with this address, unless it had its share this hour. */
export async function requestSignInLink(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  request: { email: string; language?: Language; http?: FastifyRequest },
  now: Date,
): Promise<void> {
  const account = await db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'display_name', 'language'])
    .where('email', '=', normalisedStaffEmail(request.email))
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!account) return;
  const recent = await db
    .selectFrom('staff_tokens')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('account_id', '=', account.id)
    .where('purpose', '=', 'sign-in-link')
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= SIGN_IN_LINKS_PER_HOUR) return;
  const token = await issueStaffToken(db, account.id, 'sign-in-link', STAFF_SIGN_IN_LINK_TTL_MS, now);
  const link = staffSignInLinkUrl(deps.config.publicBaseUrl, token);
  const language: Language = request.language ?? (account.language === 'es' ? 'es' : 'en');
  const mail = await filledMessage(db, 'staff-sign-in-link', language, {
    displayName: account.display_name,
    link,
    linkMinutes: String(Math.round(STAFF_SIGN_IN_LINK_TTL_MS / 60_000)),
  });
  await enqueueMessage(
    db,
    {
      channel: 'email',
      kind: 'staff-sign-in-link',
      message: {
        category: 'transactional',
        to: account.email,
        subject: mail.subject,
        text: mail.text,
        links: [{ label: mail.linkLabel('link'), url: link }],
      },
    },
    now,
  );
  await recordAudit(
    db,
    {
      actorAccountId: null,
      action: 'sign-in-link.sent',
      targetType: 'account',
      targetId: account.id,
      request: request.http,
    },
    now,
  );
}
