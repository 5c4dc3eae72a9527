import type { Kysely } from 'kysely';
import { SESSION_IDLE_MS } from '../../shared/contracts/profile-session';
import type { Database } from '../db/schema';
import { hashToken } from '../subscriptions/tokens';
import type { SessionRow } from './profile-tokens';

/*
 * The unsubscribe pages' CreateProfileToken (issue 8) puts its token in the same sessionStorage
 * key as a profile session. It is given only to someone who received mail at the address, as a
 * mailed profile link is, so when that address has a profile the token opens a session for it:
 * the first use records it as one (same hash), ending when the CreateProfileToken token ends.
 */
export async function adoptUnsubscribeProfileToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<SessionRow | null> {
  const granted = await db
    .selectFrom('subscription_profile_tokens')
    .innerJoin('profiles', 'profiles.email', 'subscription_profile_tokens.email')
    .select(['profiles.id as profile_id', 'subscription_profile_tokens.expires_at'])
    .where('subscription_profile_tokens.token_hash', '=', hashToken(token))
    .where('subscription_profile_tokens.expires_at', '>', now)
    .executeTakeFirst();
  if (!granted) return null;
  const absolute = new Date(granted.expires_at);
  const idle = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absolute.getTime()));
  const row = await db
    .insertInto('profile_tokens')
    .values({
      token_hash: hashToken(token),
      profile_id: granted.profile_id,
      purpose: 'session',
      created_at: now,
      expires_at: idle,
      absolute_expires_at: absolute,
      used_at: null,
      revoked_at: null,
    })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .returning(['token_hash', 'profile_id', 'expires_at', 'absolute_expires_at', 'revoked_at'])
    .executeTakeFirst();
  return row ?? null;
}
