import { sql, type Kysely, type Transaction } from 'kysely';
import { LANGUAGE_CODES, type Language } from '../../shared/content-model/language';
import type { Database } from '../db/schema';
import type { IndexedTrial } from './generator/trial-generator';
import { normalizeText } from './search-text';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * The conditions of interest (the suggestions) with how many searchable trials study each, per
 * language: recounted from the condition links for the keys a write touched, so that a count
 * never disagrees with the trials a search finds. A condition no searchable trial studies goes.
 */

/** Each condition key's name per language, as the latest write states it. */
export type ConditionNames = Map<string, Partial<Record<Language, string>>>;

export function addConditionName(names: ConditionNames, key: string, language: Language, name: string): void {
  if (!name.trim()) return;
  const entry = names.get(key) ?? {};
  entry[language] = name;
  names.set(key, entry);
}

/** The trial's condition of interest under its name in each language. */
export function collectConditionNames(names: ConditionNames, indexed: IndexedTrial): void {
  for (const language of LANGUAGE_CODES) {
    addConditionName(names, indexed.conditionKey, language, indexed.trials[language].featuredcondition);
  }
}

function nameRowsOf(names: ConditionNames, keys: readonly string[]) {
  return keys.flatMap((key) =>
    Object.entries(names.get(key) ?? {}).map(([language, value]) => ({
      language,
      key,
      value,
      value_norm: normalizeText(value),
    })),
  );
}

/** Recounts these condition keys (names from `names`, else the stored ones). */
export async function refreshTrialConditions(
  db: Db,
  keys: readonly string[],
  names: ConditionNames,
): Promise<void> {
  const chunk = 5000;
  for (let start = 0; start < keys.length; start += chunk) {
    const part = keys.slice(start, start + chunk);
    await sql`
      with counts as (
        select i.language, l.condition_key as key, count(*)::int as n
        from trial_condition_links l join trial_index i on i.trial_id = l.trial_id and i.searchable
        where l.condition_key = any(${part}::text[])
        group by i.language, l.condition_key
      ), named as (
        select * from jsonb_to_recordset(${JSON.stringify(nameRowsOf(names, part))}::jsonb)
          as n(language text, key text, value text, value_norm text)
      ), gone as (
        delete from trial_conditions c where c.key = any(${part}::text[])
          and not exists (select 1 from counts where counts.language = c.language and counts.key = c.key)
      )
      insert into trial_conditions (language, key, value, value_norm, trial_count)
      select counts.language, counts.key, coalesce(named.value, c.value),
        coalesce(named.value_norm, c.value_norm), counts.n
      from counts
        left join named on named.language = counts.language and named.key = counts.key
        left join trial_conditions c on c.language = counts.language and c.key = counts.key
      where coalesce(named.value, c.value) is not null
      on conflict (language, key) do update
        set value = excluded.value, value_norm = excluded.value_norm, trial_count = excluded.trial_count`.execute(
      db,
    );
  }
}
