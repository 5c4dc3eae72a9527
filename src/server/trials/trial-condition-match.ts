import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { Database } from '../db/schema';
import { normalizeText } from './search-text';

/** A condition of interest of the index, as the search names it back. */
export interface MatchedCondition {
  key: string;
  value: string;
  /** Its searchable trials in the language (the search's total). */
  trialCount: number;
}

/**
 * The condition a search text names exactly: its key (what a chosen suggestion and a profile chip
 * search by) or its whole name in the language, case, accents and spacing ignored. Such a search
 * is for that condition's trials only: its loose words would also reach other conditions' trials
 * ("2" of "Type 2 diabetes" starts "24-week" in a Type 1 trial). Null for any other text, which
 * stays a word search.
 */
export async function conditionNamedBy(
  db: Kysely<Database>,
  q: string,
  language: Language,
): Promise<MatchedCondition | null> {
  const text = normalizeText(q);
  if (text === '') return null;
  const row = await db
    .selectFrom('trial_conditions')
    .select(['key', 'value', 'trial_count'])
    .where('language', '=', language)
    .where((eb) => eb.or([eb('key', '=', text), eb('value_norm', '=', text)]))
    // A key beats another condition's name that happens to read the same.
    .orderBy((eb) => eb.case().when('key', '=', text).then(0).else(1).end())
    .orderBy('key')
    .executeTakeFirst();
  return row ? { key: row.key, value: row.value, trialCount: row.trial_count } : null;
}
