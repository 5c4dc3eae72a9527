import { sql, type Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { TrialResult } from '../../shared/contracts/trials';
import type { Database } from '../db/schema';
import { zipCoordinates } from '../geo/zip-coordinates';
import { squaredChordSql, trialResultOf, type Origin, type ResultRow } from './trial-results';

/** The profile's place: its stored coordinates, else its zip's; null when neither is known. */
async function profileOrigin(db: Kysely<Database>, profileId: string): Promise<Origin | null> {
  const row = await db
    .selectFrom('profiles')
    .select(['zip', 'latitude', 'longitude'])
    .where('id', '=', profileId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.latitude !== null && row.longitude !== null)
    return { latitude: row.latitude, longitude: row.longitude };
  return zipCoordinates(row.zip);
}

/**
 * POST /api/contacts/SavedTrials: the member's saved trials that the index holds, newest saved
 * first (then by id), as search results with the distance from the profile's zip. Closed trials
 * stay listed: the member saved them.
 */
export async function savedTrialResults(
  db: Kysely<Database>,
  profileId: string,
  language: Language,
): Promise<TrialResult[]> {
  const origin = await profileOrigin(db, profileId);
  const nearest = origin
    ? sql`left join lateral (
        select l.latitude, l.longitude, ${squaredChordSql(origin)} as chord2 from trial_locations l
        where l.trial_id = t.trial_id order by 3, l.seq limit 1
      ) loc on true`
    : sql``;
  const columns = origin ? sql`, loc.chord2, loc.latitude, loc.longitude` : sql``;
  const { rows } = await sql<ResultRow>`
    select t.data${columns}
    from saved_trials s
    join trial_documents t on t.trial_id = s.trial_id and t.language = ${language}
    ${nearest}
    where s.profile_id = ${profileId}
    order by s.saved_at desc, s.trial_id`.execute(db);
  return rows.map(trialResultOf);
}
