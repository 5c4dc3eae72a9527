import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { updateCrEmail, updateEmail } from '../../shared/contracts/profile';
import { sameEmail } from '../../shared/domain/registration/email-rules';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { revokeAlertTokensOf } from '../saved-searches/alert-tokens';
import { sendProfileMail } from './profile-mail';
import { revokeUnusedLinks } from './profile-tokens';
import { emailTakenByOther, getProfile, normalizeProfileEmail } from './profiles';
import { requireSession } from './session-guard';

/*
 * A member's change of address (the thank-you page's change-email dialog, the profile form). The
 * new address is unverified until a link mailed to it is opened; links mailed to the old one stop
 * working, since the old address may have been a typo that reached someone else.
 */

export type EmailChange = 'unchanged' | 'changed' | 'taken';

export async function changeProfileEmail(
  db: Kysely<Database>,
  profile: { id: string; email: string },
  newEmail: string,
  now: Date,
): Promise<EmailChange> {
  if (sameEmail(profile.email, newEmail)) return 'unchanged';
  if (await emailTakenByOther(db, newEmail, profile.id)) return 'taken';
  await db
    .updateTable('profiles')
    .set({ email: normalizeProfileEmail(newEmail), is_verified_email: false, updated_at: now })
    .where('id', '=', profile.id)
    .execute();
  await revokeUnusedLinks(db, profile.id, now);
  await revokeAlertTokensOf(db, profile.id, now);
  return 'changed';
}

/** POST /api/cdp-api, url /api/contacts/UpdateEmail: no link token is ever answered. */
export async function updateEmailCall(
  db: Kysely<Database>,
  body: z.output<(typeof updateEmail)['body']>,
  now: Date,
): Promise<ResponseOf<typeof updateEmail>> {
  const profile = await getProfile(db, await requireSession(db, body.myProfileToken, now));
  const change = await changeProfileEmail(db, profile, body.email, now);
  return { data: { success: change !== 'taken', myProfileLinkToken: null } };
}

/** POST /Send/UpdateCREmail: the verification mail, to the profile's current address only. */
export async function updateCrEmailCall(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'mail' | 'config'>,
  body: z.output<(typeof updateCrEmail)['body']>,
  now: Date,
): Promise<ResponseOf<typeof updateCrEmail>> {
  const profile = await getProfile(db, await requireSession(db, body.myProfileToken, now));
  if (!sameEmail(profile.email, body.newEmail)) return { sent: false };
  const sent = await sendProfileMail(
    db,
    deps,
    { profile, type: 'verification', language: body.language },
    now,
  );
  return { sent };
}
