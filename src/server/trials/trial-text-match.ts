import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { Database } from '../db/schema';
import { prefixTsquery } from './search-text';
import { conditionNamedBy, type MatchedCondition } from './trial-condition-match';

/** What a search text matches: a condition of interest by key or name, else words. */
export interface TextMatch {
  /** A condition on trial_index `t`: searchable trials of the language the text finds. */
  where: RawBuilder<unknown>;
  /** The condition the text names, when it names one (then only that condition's trials match). */
  condition: MatchedCondition | null;
}

/**
 * Searchable trials of the language: those of the named condition, else those whose words start
 * with every typed word; every searchable trial for an empty text.
 */
export async function textMatchSql(db: Kysely<Database>, q: string, language: Language): Promise<TextMatch> {
  const condition = await conditionNamedBy(db, q, language);
  const searchable = sql`t.language = ${language} and t.searchable`;
  if (condition) {
    return {
      where: sql`${searchable} and exists (select 1 from trial_condition_links c
        where c.trial_id = t.trial_id and c.condition_key = ${condition.key})`,
      condition,
    };
  }
  const query = prefixTsquery(q);
  return {
    where: query === null ? searchable : sql`${searchable} and t.search_vector @@ ${query}::tsquery`,
    condition: null,
  };
}
