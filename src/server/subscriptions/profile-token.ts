import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findUnsubscribeToken, hashToken, newToken, normalizeSubscriberEmail } from './tokens';

/** How long a profile token given after an unsubscribe stays valid (it lives in sessionStorage). */
export const PROFILE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * CreateProfileToken: a profile token signs a person in, so it is given only to the holder of an
 * unsubscribe token issued for that very address. The token is returned this once; the database
 * keeps its hash.
 */
export async function createProfileToken(
  db: Kysely<Database>,
  email: string,
  unsubscribeToken: string,
  now: Date,
): Promise<{ data: { myProfileVerificationToken: string } | null }> {
  const row = await findUnsubscribeToken(db, unsubscribeToken);
  const address = normalizeSubscriberEmail(email);
  if (!row || row.email !== address) return { data: null };
  const token = newToken();
  await db
    .insertInto('subscription_profile_tokens')
    .values({
      token_hash: hashToken(token),
      email: address,
      created_at: now,
      expires_at: new Date(now.getTime() + PROFILE_TOKEN_TTL_MS),
    })
    .execute();
  return { data: { myProfileVerificationToken: token } };
}
