import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * A site whose staff messages keep failing may never hear of its new referrals. Failing: since
 * the site's last staff message that went out, one was given up (dead) or has failed at least
 * FAILED_ATTEMPTS_LIMIT times in a row (still queued for another try).
 */

export const FAILED_ATTEMPTS_LIMIT = 3;

/** The site codes among these whose staff messages are failing. */
export async function failingSiteCodes(
  db: Kysely<Database>,
  siteCodes: readonly string[],
): Promise<string[]> {
  if (siteCodes.length === 0) return [];
  const rows = await db
    .selectFrom('referral_messages as rm')
    .innerJoin('message_queue as mq', (join) => join.on(sql<boolean>`mq.id::text = rm.message_id`))
    .select('rm.site_code')
    .distinct()
    .where('rm.audience', '=', 'staff')
    .where('rm.site_code', 'in', [...siteCodes])
    .where((eb) =>
      eb.or([
        eb('mq.status', '=', 'dead'),
        eb.and([
          eb('mq.status', 'in', ['queued', 'sending']),
          eb('mq.attempts', '>=', FAILED_ATTEMPTS_LIMIT),
        ]),
      ]),
    )
    .where(
      'mq.seq',
      '>',
      sql<number>`coalesce((select max(sent.seq) from referral_messages srm join message_queue sent on sent.id::text = srm.message_id where srm.site_code = rm.site_code and srm.audience = 'staff' and sent.status = 'sent'), 0)`,
    )
    .execute();
  return rows.map((row) => row.site_code).sort();
}
