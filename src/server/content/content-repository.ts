import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import { pageSchema, type Page } from '../../shared/content-model/page';
import { storedSiteSettingsSchema, type StoredSiteSettings } from '../../shared/content-model/site-settings';
import type { Database } from '../db/schema';
import { contentKindSchemas, type ContentItemData, type ContentKind } from './content-kinds';

/*
 * Reads of the content store. Rows are parsed with the content model on the way out: a row
 * written by an older seed that no longer fits the model fails loudly instead of reaching a client.
 */

export async function getSiteSettings(
  db: Kysely<Database>,
  language: Language,
): Promise<StoredSiteSettings | null> {
  const row = await db
    .selectFrom('content_site_settings')
    .select('data')
    .where('language', '=', language)
    .executeTakeFirst();
  return row ? storedSiteSettingsSchema.parse(row.data) : null;
}

export async function findPageByPath(
  db: Kysely<Database>,
  path: string,
  language: Language,
): Promise<Page | null> {
  const row = await db
    .selectFrom('content_pages')
    .select('data')
    .where('path', '=', path)
    .where('language', '=', language)
    .executeTakeFirst();
  return row ? pageSchema.parse(row.data) : null;
}

export async function findPageById(
  db: Kysely<Database>,
  id: string,
  language: Language,
): Promise<Page | null> {
  const row = await db
    .selectFrom('content_pages')
    .select('data')
    .where('id', '=', id)
    .where('language', '=', language)
    .executeTakeFirst();
  return row ? pageSchema.parse(row.data) : null;
}

/** The pages at the given paths (those that exist), in no particular order. */
export async function findPagesByPaths(
  db: Kysely<Database>,
  paths: readonly string[],
  language: Language,
): Promise<Page[]> {
  if (paths.length === 0) return [];
  const rows = await db
    .selectFrom('content_pages')
    .select('data')
    .where('path', 'in', [...paths])
    .where('language', '=', language)
    .execute();
  return rows.map((row) => pageSchema.parse(row.data));
}

export async function getContentItem<K extends ContentKind>(
  db: Kysely<Database>,
  kind: K,
  key: string,
  language: Language,
): Promise<ContentItemData<K> | null> {
  const row = await db
    .selectFrom('content_items')
    .select('data')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('language', '=', language)
    .executeTakeFirst();
  return row ? (contentKindSchemas[kind].parse(row.data) as ContentItemData<K>) : null;
}

export async function listContentItems<K extends ContentKind>(
  db: Kysely<Database>,
  kind: K,
  language: Language,
): Promise<ContentItemData<K>[]> {
  const rows = await db
    .selectFrom('content_items')
    .select('data')
    .where('kind', '=', kind)
    .where('language', '=', language)
    .orderBy('key')
    .execute();
  return rows.map((row) => contentKindSchemas[kind].parse(row.data) as ContentItemData<K>);
}
