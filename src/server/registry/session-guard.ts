import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { findSessionRow, isSessionActive, slideSession } from './profile-tokens';

/*
 * Every authenticated registry call: the session token must be known, unrevoked and within both
 * expiries; using it slides the idle expiry. Anything else is a 401 problem, and the client signs
 * the person out. Only a session row counts: a mailed link, an unsubscribe or a life-link token
 * is never accepted in its place.
 */

/** The profile a session token signs in (sliding its idle expiry), or null. */
export async function activeSession(db: Kysely<Database>, token: string, now: Date): Promise<string | null> {
  const row = await findSessionRow(db, token);
  if (!row || !isSessionActive(row, now)) return null;
  await slideSession(db, row, now);
  return row.profile_id;
}

export function unauthorized(field = 'body.myProfileToken'): HttpProblem {
  return new HttpProblem(401, 'Unauthorized', 'The profile session is unknown, expired or ended.', [
    { field, reason: 'Sign in again' },
  ]);
}

/** The signed-in profile's id, or a 401 problem naming body.myProfileToken. */
export async function requireSession(db: Kysely<Database>, token: string, now: Date): Promise<string> {
  const profileId = await activeSession(db, token, now);
  if (profileId === null) throw unauthorized();
  return profileId;
}
