import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { recordAudit } from './staff-audit';
import { createStaffAccount, normalisedStaffEmail } from './staff-accounts';
import { sendInvitation } from './staff-invitations';

/*
 * An administrator created from the server's shell (create-admin-cli.ts): active, with no passkey
 * yet, and an invitation queued so it registers one from the link.
 */
export type CreateAdminResult =
  { ok: true; accountId: string; link: string } | { ok: false; message: string };

const emailSchema = z.email();

/** The command's work, in one transaction: the account, its audit entry and its invitation. */
export async function createAdmin(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  input: { email: string; displayName?: string },
  now: Date,
): Promise<CreateAdminResult> {
  const email = normalisedStaffEmail(input.email);
  if (!emailSchema.safeParse(email).success) return { ok: false, message: 'That is not an email address.' };
  const displayName = input.displayName?.trim() || email.split('@')[0] || email;
  return db.transaction().execute(async (trx) => {
    const accountId = await createStaffAccount(
      trx,
      { email, displayName, role: 'admin', status: 'active', createdBy: null },
      now,
    );
    if (!accountId) return { ok: false as const, message: 'This address already has a workspace account.' };
    await recordAudit(
      trx,
      {
        actorAccountId: null,
        action: 'account.created',
        targetType: 'account',
        targetId: accountId,
        details: { role: 'admin', via: 'command line' },
      },
      now,
    );
    const link = await sendInvitation(trx, deps, accountId, 'The workspace administrator', now);
    return { ok: true as const, accountId, link };
  });
}

/** `email [--name "Display Name"]`; null when the arguments are not that. */
export function parseCreateAdminArgs(
  argv: readonly string[],
): { email: string; displayName?: string } | null {
  const args = [...argv];
  let displayName: string | undefined;
  const nameAt = args.indexOf('--name');
  if (nameAt >= 0) {
    displayName = args[nameAt + 1];
    if (displayName === undefined) return null;
    args.splice(nameAt, 2);
  }
  if (args.length !== 1 || !args[0] || args[0].startsWith('-')) return null;
  return { email: args[0], displayName };
}
