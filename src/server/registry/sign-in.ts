import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { sendProfileEmail, verifyProfile } from '../../shared/contracts/profile-session';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { claimMailSlot, mailProfileLink } from './profile-mail';
import { consumeLinkToken, linkLifetimeMs, mintSession } from './profile-tokens';
import { getProfile, profileIdByEmail } from './profiles';
import { invalid } from './registration-checks';

/*
 * Signing in by an emailed link (the "Profile email modal" and the "Profile email-link states"):
 * SendProfileEmail mails a single-use link; VerifyProfile exchanges it once
 * for a session token made here.
 */

type SendProfileEmailBody = z.output<(typeof sendProfileEmail)['body']>;
type VerifyProfileBody = z.output<(typeof verifyProfile)['body']>;

/**
 * The mail for an address with a profile. An unknown address gets the same answer and no mail;
 * its attempts count towards the limit too, so the answers never tell the two apart.
 */
export async function sendProfileEmailTo(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'mail' | 'config'>,
  body: SendProfileEmailBody,
  now: Date,
): Promise<ResponseOf<typeof sendProfileEmail>> {
  if (body.emailType === 'community' && body.communityPageLink === undefined) {
    throw invalid('body.communityPageLink', 'Required for emailType community');
  }
  if (!(await claimMailSlot(db, body.email, now))) return { sent: false };
  const profileId = await profileIdByEmail(db, body.email);
  if (profileId === null) return { sent: true };
  const profile = await getProfile(db, profileId);
  const request = {
    profile,
    type: body.emailType,
    language: body.language,
    communityPageLink: body.communityPageLink,
  };
  await mailProfileLink(db, deps, request, now);
  return { sent: true };
}

const EXPIRED = { isLinkExpired: true, IsVerifiedEmail: false, myProfileVerificationToken: null };

/**
 * Uses the link up, marks the address verified (the link was read in its mailbox) and starts a
 * session. One transaction: the link is never used up without a session being given.
 */
export async function verifyProfileLink(
  db: Kysely<Database>,
  body: VerifyProfileBody,
  now: Date,
): Promise<ResponseOf<typeof verifyProfile>> {
  return db.transaction().execute(async (trx) => {
    const lifetime = linkLifetimeMs(body.expiryTime);
    const profileId = await consumeLinkToken(trx, body.verificationToken, body.purpose, lifetime, now);
    if (profileId === null) return EXPIRED;
    await trx
      .updateTable('profiles')
      .set({ is_verified_email: true, updated_at: now })
      .where('id', '=', profileId)
      .execute();
    const session = await mintSession(trx, profileId, now);
    return { isLinkExpired: false, IsVerifiedEmail: true, myProfileVerificationToken: session };
  });
}
