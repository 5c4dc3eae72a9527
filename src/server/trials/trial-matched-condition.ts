import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ResultRow } from './trial-results';
import type { TextMatch } from './trial-text-match';

/**
 * Each result's condition the search text matched, in the language, for the card's "why this
 * trial" line: the searched condition itself, or the first (by key) of the trial's conditions
 * whose name holds the typed words. Results the text did not match by a condition have none.
 */
export async function matchedConditionsOf(
  db: Kysely<Database>,
  text: TextMatch,
  rows: readonly ResultRow[],
): Promise<Map<string, string>> {
  const ids = rows.map((row) => row.data.trialorgstudyid);
  if (text.condition) {
    const value = text.condition.value;
    return new Map(ids.map((id) => [id, value]));
  }
  const names = text.nameMatches;
  if (!names || names.size === 0 || ids.length === 0) return new Map();
  const { rows: links } = await sql<{ trial_id: string; condition_key: string }>`
    select distinct on (trial_id) trial_id, condition_key from trial_condition_links
    where trial_id = any(cast(${ids} as text[])) and condition_key = any(cast(${[...names.keys()]} as text[]))
    order by trial_id, condition_key`.execute(db);
  return new Map(links.map((link) => [link.trial_id, names.get(link.condition_key) ?? '']));
}
