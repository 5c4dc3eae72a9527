import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { updateConditionCommunities } from '../../shared/contracts/profile';
import type { ContentKind } from '../content/content-kinds';
import type { Database } from '../db/schema';
import { invalid } from './registration-checks';
import { requireSession } from './session-guard';

/*
 * A member's conditions of interest and communities: keys of the content's condition and
 * community items (the same in every language), kept in the order they were chosen.
 */

export type ChoiceKind = 'condition' | 'community';

const TABLES = { condition: 'profile_conditions', community: 'profile_communities' } as const;

/** The keys that are not a content item of this kind in any language. */
export async function unknownKeys(
  db: Kysely<Database>,
  kind: ContentKind,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('content_items')
    .select('key')
    .distinct()
    .where('kind', '=', kind)
    .where('key', 'in', [...keys])
    .execute();
  const known = new Set(rows.map((row) => row.key));
  return keys.filter((key) => !known.has(key));
}

/** A 400 problem on `field` when a key is not in the content. */
export async function checkKnownKeys(
  db: Kysely<Database>,
  kind: ChoiceKind,
  keys: readonly string[],
  field: string,
): Promise<void> {
  const unknown = await unknownKeys(db, kind, keys);
  if (unknown.length > 0) throw invalid(field, `Unknown ${kind}: ${unknown.join(', ')}`);
}

/** Replaces the member's keys of a kind, or adds to them (keeping earlier ones first). */
export async function setChoices(
  db: Kysely<Database>,
  profileId: string,
  kind: ChoiceKind,
  keys: readonly string[],
  append: boolean,
): Promise<void> {
  const table = TABLES[kind];
  if (!append) await db.deleteFrom(table).where('profile_id', '=', profileId).execute();
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  await db
    .insertInto(table)
    .values(unique.map((key) => ({ profile_id: profileId, key })))
    .onConflict((oc) => oc.columns(['profile_id', 'key']).doNothing())
    .execute();
}

export async function readChoices(
  db: Kysely<Database>,
  profileId: string,
  kind: ChoiceKind,
): Promise<string[]> {
  const rows = await db
    .selectFrom(TABLES[kind])
    .select('key')
    .where('profile_id', '=', profileId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => row.key);
}

/** UpdateConditionCommunitiesForMyProfile: every key must be known before anything changes. */
export async function updateChoices(
  db: Kysely<Database>,
  body: z.output<(typeof updateConditionCommunities)['body']>,
  now: Date,
): Promise<ResponseOf<typeof updateConditionCommunities>> {
  const profileId = await requireSession(db, body.myProfileToken, now);
  const conditions = body.conditionOfInterest.items.map((item) => item.key);
  const communities = body.communities.items.map((item) => item.key);
  await checkKnownKeys(db, 'condition', conditions, 'body.conditionOfInterest.items');
  await checkKnownKeys(db, 'community', communities, 'body.communities.items');
  await setChoices(db, profileId, 'condition', conditions, body.isAppendExisting);
  await setChoices(db, profileId, 'community', communities, body.isAppendExisting);
  return { updated: true };
}
