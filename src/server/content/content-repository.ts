import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import { pageSchema, type Page } from '../../shared/content-model/page';
import { storedSiteSettingsSchema, type StoredSiteSettings } from '../../shared/content-model/site-settings';
import type { Database } from '../db/schema';
import { ContentItemCache } from './content-item-cache';
import { contentKindSchemas, type ContentItemData, type ContentKind } from './content-kinds';
import { CONTENT_VERSION_KEY, readMeta } from './content-writer';

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

/** The items of the stored content's version, parsed once (content-item-cache.ts). */
const itemsOfVersion = new ContentItemCache();

/** The stored content's version: null before the first publication. */
export function storedContentVersion(db: Kysely<Database>): Promise<string | null> {
  return readMeta(db, CONTENT_VERSION_KEY);
}

/**
 * One content item, or null. At a published version it is read and parsed once for all requests;
 * before any publication (no version stored) it is read every time.
 */
export async function getContentItem<K extends ContentKind>(
  db: Kysely<Database>,
  kind: K,
  key: string,
  language: Language,
): Promise<ContentItemData<K> | null> {
  // The version before the item: see content-item-cache.ts for why that order.
  return getContentItemAt(db, await storedContentVersion(db), kind, key, language);
}

/**
 * getContentItem at a version read just before (storedContentVersion): several items of one
 * request at the cost of one version read.
 */
export async function getContentItemAt<K extends ContentKind>(
  db: Kysely<Database>,
  version: string | null,
  kind: K,
  key: string,
  language: Language,
): Promise<ContentItemData<K> | null> {
  const kept = version === null ? undefined : itemsOfVersion.get(version, kind, key, language);
  if (kept) return kept;
  const row = await db
    .selectFrom('content_items')
    .select('data')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('language', '=', language)
    .executeTakeFirst();
  if (!row) return null;
  const item = contentKindSchemas[kind].parse(row.data) as ContentItemData<K>;
  return version === null ? item : itemsOfVersion.keep(version, kind, key, language, item);
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
