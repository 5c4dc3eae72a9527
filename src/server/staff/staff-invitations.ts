import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { languageSchema } from '../../shared/content-model/language';
import { STAFF_INVITATION_TTL_MS } from '../../shared/contracts/staff-scalars';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { enqueueMessage } from '../jobs/message-queue';
import { filledMessage } from '../messages/message-templates';
import { recordAudit } from './staff-audit';
import { createStaffAccount, normalisedStaffEmail, setStaffGrants } from './staff-accounts';
import type { StaffRights } from './staff-rights';
import { issueStaffToken } from './staff-tokens';

/*
 * Invitations: a new member of a study team gets a mail with a one-week, single-use link to create
 * their passkey. The token rides in the link's fragment, which browsers never send to a server.
 */

export function staffInvitationUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/staff/invitation#t=${token}`;
}

/** Queues a fresh invitation for the account (earlier ones stop working) and returns its link. */
export async function sendInvitation(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  accountId: string,
  inviterName: string,
  now: Date,
): Promise<string> {
  const account = await db
    .selectFrom('staff_accounts')
    .select(['email', 'display_name', 'language'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const token = await issueStaffToken(db, accountId, 'invitation', STAFF_INVITATION_TTL_MS, now);
  const link = staffInvitationUrl(deps.config.publicBaseUrl, token);
  const language = languageSchema.safeParse(account.language).data ?? 'en';
  const mail = await filledMessage(db, 'staff-invitation', language, {
    displayName: account.display_name,
    inviterName,
    link,
    linkDays: String(Math.round(STAFF_INVITATION_TTL_MS / 86_400_000)),
  });
  await enqueueMessage(
    db,
    {
      channel: 'email',
      kind: 'staff-invitation',
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
  return link;
}

export interface Invitation extends StaffRights {
  email: string;
  displayName: string;
  /** Absent: English for a new account, the account's own for a re-invitation. */
  language?: string;
}

/**
 * Invites an address: a new account awaiting its passkey, or, for one still invited, its details
 * updated and a new link (the old one revoked). 409 for an address whose account is in use.
 */
export async function inviteStaff(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  invitation: Invitation,
  inviter: { accountId: string; displayName: string; request?: FastifyRequest },
  now: Date,
): Promise<string> {
  const email = normalisedStaffEmail(invitation.email);
  const existing = await db
    .selectFrom('staff_accounts')
    .select(['id', 'status'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing && existing.status !== 'invited') {
    throw new HttpProblem(409, 'Account exists', 'This address already has a workspace account.');
  }
  let accountId = existing?.id ?? null;
  if (accountId) {
    await db
      .updateTable('staff_accounts')
      .set({
        display_name: invitation.displayName,
        role: invitation.role,
        personal_data_access: invitation.personalDataAccess,
        ...(invitation.language ? { language: invitation.language } : {}),
      })
      .where('id', '=', accountId)
      .execute();
    await setStaffGrants(db, accountId, invitation.studies, invitation.sites);
  } else {
    accountId = await createStaffAccount(
      db,
      { ...invitation, email, status: 'invited', createdBy: inviter.accountId },
      now,
    );
    if (!accountId)
      throw new HttpProblem(409, 'Account exists', 'This address already has a workspace account.');
  }
  await sendInvitation(db, deps, accountId, inviter.displayName, now);
  await recordAudit(
    db,
    {
      actorAccountId: inviter.accountId,
      action: 'account.invited',
      targetType: 'account',
      targetId: accountId,
      details: {
        role: invitation.role,
        studies: [...invitation.studies],
        sites: [...invitation.sites],
        personalDataAccess: invitation.personalDataAccess,
        reinvited: existing !== undefined,
      },
      request: inviter.request,
    },
    now,
  );
  return accountId;
}
