import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod/mini';
import { languageSchema } from '../../shared/content-model/language';
import { MAX_SAVED_SEARCHES, type saveSearch, type SavedSearch } from '../../shared/contracts/saved-searches';
import type { Database } from '../db/schema';
import type { SavedSearchesTable } from '../db/tables/saved-searches';
import { HttpProblem } from '../http/problem';
import { requireSession } from '../registry/session-guard';
import { conditionNamedBy } from '../trials/trial-condition-match';
import { filterQueryOfStored, storedFilters } from './saved-search-filters';

/*
 * Saving, listing, deleting a saved search and turning its alerts on or off: each for the signed-in
 * member's own searches only; another member's search answers as if it did not exist.
 */

type Row = Selectable<SavedSearchesTable>;

function notFound(): HttpProblem {
  return new HttpProblem(404, 'Not Found', 'There is no such saved search.', [
    { field: 'body.id', reason: 'Not one of your saved searches' },
  ]);
}

/** A row as the calls answer it, with the name of the condition its text names. */
export async function savedSearchOf(db: Kysely<Database>, row: Row): Promise<SavedSearch> {
  const language = languageSchema.safeParse(row.language).data ?? 'en';
  const condition = await conditionNamedBy(db, row.q, language);
  return {
    id: row.id,
    q: row.q,
    zip: row.zip,
    filters: filterQueryOfStored(row.filters),
    language,
    alerts: row.alerts,
    createdAt: new Date(row.created_at).toISOString(),
    condition: condition?.value ?? null,
  };
}

/** Serialises one member's saves, so that two at once cannot both take the last free place. */
async function lockProfile(db: Kysely<Database>, profileId: string): Promise<void> {
  await db.selectFrom('profiles').select('id').where('id', '=', profileId).forUpdate().execute();
}

async function countSearches(db: Kysely<Database>, profileId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Turning alerts on starts from now: trials that opened while they were off are not mailed. */
async function updateAlerts(db: Kysely<Database>, row: Row, alerts: boolean, now: Date): Promise<Row> {
  if (row.alerts === alerts) return row;
  return db
    .updateTable('saved_searches')
    .set(alerts ? { alerts, told_until: now } : { alerts })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function saveSearchFor(
  db: Kysely<Database>,
  body: z.output<(typeof saveSearch)['body']>,
  now: Date,
): Promise<SavedSearch> {
  const profileId = await requireSession(db, body.myProfileToken, now);
  await lockProfile(db, profileId);
  const search = { q: body.q, zip: body.zip, filters: storedFilters(body.filters), language: body.language };
  const existing = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('q', '=', search.q)
    .where('zip', '=', search.zip)
    .where('filters', '=', search.filters)
    .where('language', '=', search.language)
    .executeTakeFirst();
  if (existing) return savedSearchOf(db, await updateAlerts(db, existing, body.alerts, now));
  if ((await countSearches(db, profileId)) >= MAX_SAVED_SEARCHES) {
    throw new HttpProblem(409, 'Too many saved searches', `A member keeps at most ${MAX_SAVED_SEARCHES}.`, [
      { field: 'body', reason: `Delete a saved search first (at most ${MAX_SAVED_SEARCHES})` },
    ]);
  }
  const row = await db
    .insertInto('saved_searches')
    .values({
      id: randomUUID(),
      profile_id: profileId,
      ...search,
      alerts: body.alerts,
      created_at: now,
      told_until: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return savedSearchOf(db, row);
}

export async function listSavedSearchesFor(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<SavedSearch[]> {
  const profileId = await requireSession(db, token, now);
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('profile_id', '=', profileId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const searches: SavedSearch[] = [];
  for (const row of rows) searches.push(await savedSearchOf(db, row));
  return searches;
}

async function ownSearch(db: Kysely<Database>, profileId: string, id: string): Promise<Row> {
  const row = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('id', '=', id)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function deleteSavedSearchFor(
  db: Kysely<Database>,
  body: { myProfileToken: string; id: string },
  now: Date,
): Promise<void> {
  const profileId = await requireSession(db, body.myProfileToken, now);
  const row = await ownSearch(db, profileId, body.id);
  await db.deleteFrom('saved_searches').where('id', '=', row.id).execute();
}

export async function setAlertsFor(
  db: Kysely<Database>,
  body: { myProfileToken: string; id: string; alerts: boolean },
  now: Date,
): Promise<SavedSearch> {
  const profileId = await requireSession(db, body.myProfileToken, now);
  const row = await ownSearch(db, profileId, body.id);
  return savedSearchOf(db, await updateAlerts(db, row, body.alerts, now));
}
