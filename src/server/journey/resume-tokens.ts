import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { linkExpiry } from '../../shared/domain/journey-expiry';
import type { Database } from '../db/schema';
import type { JourneyResumeTokensTable } from '../db/tables/journey';

export type ResumeTokenRow = Selectable<JourneyResumeTokensTable>;

/** 32 random bytes, base64url: 256 bits, so guessing one is not an attack worth rate limiting for. */
export function newResumeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token. */
export function hashResumeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface ResumeTokenGrant {
  tenantKey: string;
  enrollmentId: string;
  studyKey: string;
  language: string;
  days: number;
}

/** Creates a token for an enrolment; only its hash is stored. Returns the token and its expiry. */
export async function issueResumeToken(
  db: Kysely<Database>,
  grant: ResumeTokenGrant,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newResumeToken();
  const expiresAt = linkExpiry(now, grant.days);
  await db
    .insertInto('journey_resume_tokens')
    .values({
      token_hash: hashResumeToken(token),
      tenant_key: grant.tenantKey,
      enrollment_id: grant.enrollmentId,
      study_key: grant.studyKey,
      language: grant.language,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** A read: looking a token up never uses it up (mail scanners open links before people do). */
export async function findResumeToken(db: Kysely<Database>, token: string): Promise<ResumeTokenRow | null> {
  const row = await db
    .selectFrom('journey_resume_tokens')
    .selectAll()
    .where('token_hash', '=', hashResumeToken(token))
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The person's Continue uses a link up: its row goes (a used link then looks exactly like an
 * unknown one). False when another request used it first.
 */
export async function spendResumeToken(db: Kysely<Database>, row: ResumeTokenRow): Promise<boolean> {
  const used = await db
    .deleteFrom('journey_resume_tokens')
    .where('token_hash', '=', row.token_hash)
    .returning('token_hash')
    .executeTakeFirst();
  return used !== undefined;
}
