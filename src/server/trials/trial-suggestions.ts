import { sql, type Kysely } from 'kysely';
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

/** Names that contain the text, in suggestion order. */
async function containing(db: Kysely<Database>, typed: string, limit: number, language: Language) {
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
    .map(({ row }) => row);
}

/**
 * How close a name's closest stretch must be to the text to be suggested for it: "diabtes" is
 * 0.55 from "type 2 diabetes", pg_trgm's default (0.6) would miss that typo.
 */
const TYPO_SIMILARITY = 0.45;
/** Shorter texts resemble too many names by chance; the contains match serves them. */
const TYPO_MIN_LENGTH = 4;

/** Names a stretch of which is close to the text (a typo), closest first: pg_trgm word similarity. */
async function resembling(db: Kysely<Database>, typed: string, limit: number, language: Language) {
  const { rows } = await sql<{ key: string; value: string; trial_count: number }>`
    select key, value, trial_count from trial_conditions
    where language = ${language} and public.word_similarity(${typed}, value_norm) >= ${TYPO_SIMILARITY}
    order by public.word_similarity(${typed}, value_norm) desc, value_norm, key
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * GET /api/trials/Suggest: the conditions of interest of the index (with searchable trials)
 * whose name contains the text, case and accents ignored; names starting with it first, then
 * names with a word starting with it, then the rest; alphabetical within each; then, while there
 * is room, names that resemble it (typos tolerated); at most `limit`.
 */
export async function suggestConditionsOf(
  db: Kysely<Database>,
  q: string,
  limit: number,
  language: Language,
): Promise<ConditionSuggestion[]> {
  const typed = normalizeText(q);
  if (typed === '') return [];
  const found: Array<{ key: string; value: string; trial_count: number }> = await containing(
    db,
    typed,
    limit,
    language,
  );
  if (found.length < limit && typed.length >= TYPO_MIN_LENGTH) {
    const keys = new Set(found.map((row) => row.key));
    const close = await resembling(db, typed, limit, language);
    found.push(...close.filter((row) => !keys.has(row.key)).slice(0, limit - found.length));
  }
  return found.map((row) => ({ key: row.key, value: row.value, trialCount: row.trial_count }));
}
