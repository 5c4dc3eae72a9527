import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/content-model/language';
import type { Database } from '../../db/schema';
import { normalizeText } from '../search-text';
import type { ContentConditions } from './map/ctgov-conditions';

/** The published pack's conditions, for keying imported trials to them. */
export async function loadContentConditions(db: Kysely<Database>): Promise<ContentConditions> {
  const rows = await db
    .selectFrom('content_items')
    .select(['key', 'language', 'data'])
    .where('kind', '=', 'condition')
    .execute();
  const keyByName = new Map<string, string>();
  const names = new Map<string, Partial<Record<Language, string>>>();
  for (const row of rows) {
    const { key, value } = row.data as { key?: string; value?: string };
    if (!key || !value) continue;
    if (row.language === 'en') keyByName.set(normalizeText(value), key);
    names.set(key, { ...names.get(key), [row.language]: value });
  }
  return { keyByName, names };
}
