import { sql, type Kysely, type Selectable } from 'kysely';
import { languageSchema, type Language } from '../../shared/content-model/language';
import type { Trial } from '../../shared/content-model/trial';
import { ALERT_TRIALS_LISTED, DEFAULT_ALERT_RADIUS_MILES } from '../../shared/contracts/saved-searches';
import type { Database } from '../db/schema';
import type { SavedSearchesTable } from '../db/tables/saved-searches';
import { zipCoordinates } from '../geo/zip-coordinates';
import { trialFilterSql } from '../trials/trial-filter-sql';
import { unitPoint } from '../trials/trial-geometry';
import type { Origin } from '../trials/trial-results';
import { textMatchSql } from '../trials/trial-text-match';
import { filtersOfStored } from './saved-search-filters';

/*
 * The trials a saved search has not told of yet: those that became searchable after its mark and
 * up to now, matching its text and filters as the search page would, and, for a search from a zip,
 * with a location within its radius (DEFAULT_ALERT_RADIUS_MILES when it has none): "near them".
 */

export interface NewTrial {
  id: string;
  title: string;
  /** The nearest location's city and state (the first location's without a zip); '' when none. */
  place: string;
  /** The trial's page, as the trial names it (a path of this site or an address). */
  href: string;
}

export interface NewMatches {
  total: number;
  /** The first ALERT_TRIALS_LISTED, soonest opened first, in the mail's language. */
  trials: NewTrial[];
}

type SavedSearchRow = Selectable<SavedSearchesTable>;

function placeOf(trial: Trial, origin: Origin | null): string {
  let best = trial.locations[0];
  if (origin && trial.locations.length > 1) {
    // A site without coordinates is never nearer than one with them.
    const far = 5;
    const o = unitPoint(origin.latitude, origin.longitude);
    const chord2 = (lat: number | undefined, lon: number | undefined) => {
      if (lat === undefined || lon === undefined) return far;
      const p = unitPoint(lat, lon);
      return (p.x - o.x) ** 2 + (p.y - o.y) ** 2 + (p.z - o.z) ** 2;
    };
    for (const location of trial.locations) {
      if (
        chord2(location.locationlatitude, location.locationlongitude) <
        chord2(best!.locationlatitude, best!.locationlongitude)
      )
        best = location;
    }
  }
  return best ? [best.locationcity, best.locationstate].filter((part) => part.trim() !== '').join(', ') : '';
}

export async function newMatchesOf(
  db: Kysely<Database>,
  search: SavedSearchRow,
  mailLanguage: Language,
  now: Date,
): Promise<NewMatches> {
  const language = languageSchema.safeParse(search.language).data ?? 'en';
  const text = await textMatchSql(db, search.q, language);
  const origin = search.zip === '' ? null : zipCoordinates(search.zip);
  const filters = filtersOfStored(search.filters);
  const near = origin ? { ...filters, radius: filters.radius ?? DEFAULT_ALERT_RADIUS_MILES } : filters;
  const where = sql`${text.where} and ${trialFilterSql(near, origin)}
    and t.first_opened_at > ${new Date(search.told_until)} and t.first_opened_at <= ${now}`;
  const { rows: counted } = await sql<{ total: number }>`
    select count(*)::int as total from trial_index t where ${where}`.execute(db);
  const total = counted[0]?.total ?? 0;
  if (total === 0) return { total, trials: [] };
  const { rows } = await sql<{ data: Trial }>`
    select d.data from trial_index t
    join trial_documents d on d.trial_id = t.trial_id and d.language = ${mailLanguage}
    where ${where}
    order by t.first_opened_at, t.sort_title, t.trial_id
    limit ${ALERT_TRIALS_LISTED}`.execute(db);
  const trials = rows.map(({ data }) => ({
    id: data.trialorgstudyid,
    title: data.trialtitle,
    place: placeOf(data, origin),
    href: data.clickUri,
  }));
  return { total, trials };
}
