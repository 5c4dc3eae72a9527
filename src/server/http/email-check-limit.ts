import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normalisedPath } from './api-paths';
import { HttpProblem } from './problem';

/*
 * The calls that tell whether an address is known (a profile, a past enrolment, its consents)
 * would let anyone test a list of addresses. Each client address may make only so many of them
 * per window, counted in the database so that the limit holds however many server processes
 * share the load (the per-process token buckets do not).
 */

export const EMAIL_CHECK_PATHS: ReadonlySet<string> = new Set([
  '/api/contacts/EmailExists',
  '/api/contacts/CheckResumingReturningUser',
  '/api/contacts/GetConsentDetails',
]);

export interface EmailCheckLimit {
  /** Checks one client address may make per window; a clinic's kiosks share one address. */
  perWindow: number;
  windowMs: number;
}

export const DEFAULT_EMAIL_CHECK_LIMIT: EmailCheckLimit = { perWindow: 120, windowMs: 10 * 60_000 };

/** Counts one hit in the bucket's current window (one atomic statement) and answers the count. */
export async function countSharedHit(
  db: Kysely<Database>,
  bucket: string,
  now: Date,
  windowMs: number,
): Promise<{ hits: number; windowEnds: Date }> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const { rows } = await sql<{ hits: number }>`
    insert into rate_limit_counters (bucket, window_start, hits) values (${bucket}, ${new Date(start)}, 1)
    on conflict (bucket, window_start) do update set hits = rate_limit_counters.hits + 1
    returning hits`.execute(db);
  const hits = Number(rows[0]?.hits ?? 1);
  // The first hit of a window clears the windows that ended: the table stays small.
  if (hits === 1) {
    await db
      .deleteFrom('rate_limit_counters')
      .where('window_start', '<', new Date(start - windowMs))
      .execute();
  }
  return { hits, windowEnds: new Date(start + windowMs) };
}

export function registerEmailCheckLimit(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date },
  limit: EmailCheckLimit = DEFAULT_EMAIL_CHECK_LIMIT,
): void {
  app.addHook('onRequest', async (request) => {
    // The path the router matches: an encoded spelling of a checked address is counted too.
    if (!EMAIL_CHECK_PATHS.has(normalisedPath(request.url))) return;
    const now = deps.now();
    // Hashed: the table holds no client address.
    const bucket = `email-check:${createHash('sha256').update(request.ip).digest('hex')}`;
    const { hits, windowEnds } = await countSharedHit(deps.db, bucket, now, limit.windowMs);
    if (hits <= limit.perWindow) return;
    const seconds = Math.max(1, Math.ceil((windowEnds.getTime() - now.getTime()) / 1000));
    throw new HttpProblem(429, 'Too Many Requests', `Too many checks; retry in ${seconds} s.`, undefined, {
      'retry-after': String(seconds),
    });
  });
}
