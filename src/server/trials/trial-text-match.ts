import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { Database } from '../db/schema';
import { containsPattern, prefixTsquery, searchWords } from './search-text';
import { conditionNamedBy, type MatchedCondition } from './trial-condition-match';

/** What a search text matches: a condition of interest by key or name, else words. */
export interface TextMatch {
  /** A condition on trial_index `t`: searchable trials of the language the text finds. */
  where: RawBuilder<unknown>;
  /** The condition the text names, when it names one (then only that condition's trials match). */
  condition: MatchedCondition | null;
  /** Whether the text has words to match (neither empty nor a condition). */
  words?: boolean;
  /**
   * For words: the conditions whose names hold every typed word (as a word's start), by key with
   * their names in the language. Their trials rank above title and description matches.
   */
  nameMatches?: ReadonlyMap<string, string>;
}

/** Every typed word starts a word of the name. */
function nameHoldsWords(valueNorm: string, typed: readonly string[]): boolean {
  const words = searchWords(valueNorm);
  return typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
}

/** The conditions of the language named by all the words (trigram index, then the exact rule). */
async function conditionsNamedWith(
  db: Kysely<Database>,
  typed: readonly string[],
  language: Language,
): Promise<Map<string, string>> {
  const likes = typed.map((word) => sql`value_norm like ${containsPattern(word)}`);
  const { rows } = await sql<{ key: string; value: string; value_norm: string }>`
    select key, value, value_norm from trial_conditions
    where language = ${language} and ${sql.join(likes, sql` and `)}
    order by key`.execute(db);
  return new Map(
    rows.filter((row) => nameHoldsWords(row.value_norm, typed)).map((row) => [row.key, row.value]),
  );
}

/** Trials `t` linked to one of the conditions. */
export function linkedToSql(keys: readonly string[]): RawBuilder<unknown> {
  return sql`exists (select 1 from trial_condition_links c
    where c.trial_id = t.trial_id and c.condition_key = any(cast(${[...keys]} as text[])))`;
}

/**
 * Searchable trials of the language: those of the named condition, else those whose words start
 * with every typed word; every searchable trial for an empty text.
 */
export async function textMatchSql(db: Kysely<Database>, q: string, language: Language): Promise<TextMatch> {
  const condition = await conditionNamedBy(db, q, language);
  const searchable = sql`t.language = ${language} and t.searchable`;
  if (condition) {
    return { where: sql`${searchable} and ${linkedToSql([condition.key])}`, condition, words: false };
  }
  const query = prefixTsquery(q);
  if (query === null) return { where: searchable, condition: null, words: false };
  return {
    where: sql`${searchable} and t.search_vector @@ ${query}::tsquery`,
    condition: null,
    words: true,
    nameMatches: await conditionsNamedWith(db, searchWords(q), language),
  };
}
