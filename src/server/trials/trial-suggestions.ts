import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { ConditionSuggestion } from '../../shared/contracts/trials';
import type { Database } from '../db/schema';
import { containsPattern, normalizeText } from './search-text';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 0: the name starts with the text, 1: another word does, 2: it is inside a word. */
export function suggestionRank(valueNorm: string, typed: string): number {
  if (valueNorm.startsWith(typed)) return 0;
  return new RegExp(`[^\\p{L}\\p{N}]${escapeRegExp(typed)}`, 'u').test(valueNorm) ? 1 : 2;
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * GET /api/trials/Suggest: the conditions of interest of the index (with searchable trials)
 * whose name contains the text, case and accents ignored; names starting with it first, then
 * names with a word starting with it, then the rest; alphabetical within each; at most `limit`.
 */
export async function suggestConditionsOf(
  db: Kysely<Database>,
  q: string,
  limit: number,
  language: Language,
): Promise<ConditionSuggestion[]> {
  const typed = normalizeText(q);
  if (typed === '') return [];
  const rows = await db
    .selectFrom('trial_conditions')
    .select(['key', 'value', 'value_norm', 'trial_count'])
    .where('language', '=', language)
    .where('value_norm', 'like', containsPattern(typed))
    .execute();
  return rows
    .map((row) => ({ row, rank: suggestionRank(row.value_norm, typed) }))
    .sort(
      (a, b) =>
        a.rank - b.rank || byteOrder(a.row.value_norm, b.row.value_norm) || byteOrder(a.row.key, b.row.key),
    )
    .slice(0, limit)
    .map(({ row }) => ({ key: row.key, value: row.value, trialCount: row.trial_count }));
}
