import type { Kysely } from 'kysely';
import { PROFILE_LINK_TTL_MS, SESSION_IDLE_MS, SESSION_MAX_MS } from '../../shared/contracts/profile-session';
import type { Database } from '../db/schema';
import type { ProfileTokenPurpose } from '../db/tables/registry';
import { hashToken, newToken } from '../subscriptions/tokens';

/*
 * The registry's tokens (profile-scalars.ts): random, stored only as SHA-256 hashes, each good
 * for one purpose. A session lives SESSION_IDLE_MS after its last use and never beyond
 * SESSION_MAX_MS; a mailed link is good once, for PROFILE_LINK_TTL_MS at the most.
 */

export type LinkPurpose = Exclude<ProfileTokenPurpose, 'session'>;

const HOUR_MS = 60 * 60 * 1000;

function later(now: Date, ms: number): Date {
  return new Date(now.getTime() + ms);
}

/**
 * Stores a session for a token the caller holds (the browser's at registration, ours from
 * VerifyProfile). False when the hash is already taken: a token is never shared by two sessions.
 */
export async function storeSession(
  db: Kysely<Database>,
  profileId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('profile_tokens')
    .values({
      token_hash: hashToken(token),
      profile_id: profileId,
      purpose: 'session',
      created_at: now,
      expires_at: later(now, SESSION_IDLE_MS),
      absolute_expires_at: later(now, SESSION_MAX_MS),
      used_at: null,
      revoked_at: null,
    })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** A new server-made session token; only its hash is kept. */
export async function mintSession(db: Kysely<Database>, profileId: string, now: Date): Promise<string> {
  const token = newToken();
  await storeSession(db, profileId, token, now);
  return token;
}

/** A new link token for a mail; only its hash is kept. */
export async function mintLinkToken(
  db: Kysely<Database>,
  profileId: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('profile_tokens')
    .values({
      token_hash: hashToken(token),
      profile_id: profileId,
      purpose,
      created_at: now,
      expires_at: later(now, PROFILE_LINK_TTL_MS),
      absolute_expires_at: null,
      used_at: null,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The link's lifetime: the server's, shortened (never lengthened) by the page's expiryTime hours. */
export function linkLifetimeMs(expiryHours?: number): number {
  return expiryHours === undefined
    ? PROFILE_LINK_TTL_MS
    : Math.min(PROFILE_LINK_TTL_MS, expiryHours * HOUR_MS);
}

/**
 * Uses a link token up: one conditional update, so two clicks racing cannot both succeed.
 * Answers the profile it signs in, or null for an unknown, used, revoked, expired or
 * other-purpose token.
 */
export async function consumeLinkToken(
  db: Kysely<Database>,
  token: string,
  purpose: LinkPurpose,
  lifetimeMs: number,
  now: Date,
): Promise<string | null> {
  const row = await db
    .updateTable('profile_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('created_at', '>', new Date(now.getTime() - lifetimeMs))
    .returning('profile_id')
    .executeTakeFirst();
  return row?.profile_id ?? null;
}

export interface SessionRow {
  token_hash: string;
  profile_id: string;
  expires_at: Date;
  absolute_expires_at: Date | null;
  revoked_at: Date | null;
}

/** The session row of a token, whatever its state (null when there is none). */
export async function findSessionRow(db: Kysely<Database>, token: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('profile_tokens')
    .select(['token_hash', 'profile_id', 'expires_at', 'absolute_expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', 'session')
    .executeTakeFirst();
  return row ?? null;
}

export function isSessionActive(row: SessionRow, now: Date): boolean {
  if (row.revoked_at !== null) return false;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return false;
  return row.absolute_expires_at === null || new Date(row.absolute_expires_at).getTime() > now.getTime();
}

/** Keeps a session alive: idle expiry moves to now + SESSION_IDLE_MS, capped by the absolute one. */
export async function slideSession(db: Kysely<Database>, row: SessionRow, now: Date): Promise<void> {
  const idle = later(now, SESSION_IDLE_MS);
  const cap = row.absolute_expires_at === null ? null : new Date(row.absolute_expires_at);
  const expiresAt = cap !== null && cap.getTime() < idle.getTime() ? cap : idle;
  await db
    .updateTable('profile_tokens')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', row.token_hash)
    .execute();
}

/** Sign-out: the session ends for good. Unknown or already ended tokens change nothing. */
export async function revokeSession(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  await db
    .updateTable('profile_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', 'session')
    .where('revoked_at', 'is', null)
    .execute();
}

/** After an address change: links mailed to the old address no longer sign anyone in. */
export async function revokeUnusedLinks(db: Kysely<Database>, profileId: string, now: Date): Promise<void> {
  await db
    .updateTable('profile_tokens')
    .set({ revoked_at: now })
    .where('profile_id', '=', profileId)
    .where('purpose', '!=', 'session')
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}
