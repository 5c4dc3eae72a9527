import { sql, type Kysely } from 'kysely';
import { LANGUAGE_CODES } from '../../../shared/content-model/language';
import type { Database } from '../../db/schema';
import { afterTrialsWritten } from '../after-trials-written';
import { addConditionName, refreshTrialConditions, type ConditionNames } from '../trial-condition-counts';
import { deleteTrials, insertTrials } from '../trial-index-writer';
import type { TrialWriteExtras } from '../trial-insert-batch';
import type { ContentConditions } from './map/ctgov-conditions';
import type { MappedStudy } from './map/map-study';

/*
 * Writes one batch of imported studies in ONE transaction: a search sees each study either as it
 * was or as it is now, never half of it. A study whose digest is unchanged is not rewritten; a
 * rewritten one keeps the time it first opened; withdrawn ones leave the index.
 */

export type ImportedTrial = Extract<MappedStudy, { kind: 'trial' }>;

export interface BatchOutcome {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
}

interface Stored {
  trial_id: string;
  content_hash: string | null;
  first_opened_at: Date | string | null;
}

async function storedOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, Stored>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<Stored>`
    select trial_id, content_hash, first_opened_at from trial_index
    where language = 'en' and trial_id = any(${[...ids]}::text[])`.execute(db);
  return new Map(rows.map((row) => [row.trial_id, row]));
}

async function linkedKeys(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ key: string }>`
    select distinct condition_key as key from trial_condition_links
    where trial_id = any(${[...ids]}::text[])`.execute(db);
  return rows.map((row) => row.key);
}

function namesOf(trials: readonly ImportedTrial[], content: ContentConditions): ConditionNames {
  const names: ConditionNames = new Map();
  for (const trial of trials) {
    for (const [key, name] of trial.names) {
      for (const language of LANGUAGE_CODES) {
        addConditionName(names, key, language, content.names.get(key)?.[language] ?? name);
      }
    }
  }
  return names;
}

/** The last of each NCT id wins: a study twice in one input is written once. */
function latestOf(trials: readonly ImportedTrial[], withdrawn: readonly string[]) {
  const gone = new Set(withdrawn);
  const byId = new Map(trials.filter((trial) => !gone.has(trial.nctId)).map((trial) => [trial.nctId, trial]));
  return [...byId.values()];
}

export async function writeImportBatch(
  db: Kysely<Database>,
  batch: { trials: readonly ImportedTrial[]; withdrawn: readonly string[] },
  content: ContentConditions,
): Promise<BatchOutcome> {
  const trials = latestOf(batch.trials, batch.withdrawn);
  return db.transaction().execute(async (trx) => {
    const stored = await storedOf(trx, [...trials.map((trial) => trial.nctId), ...batch.withdrawn]);
    const changed = trials.filter((trial) => stored.get(trial.nctId)?.content_hash !== trial.hash);
    const removed = [...new Set(batch.withdrawn)].filter((id) => stored.has(id));
    const replaced = changed.filter((trial) => stored.has(trial.nctId)).map((trial) => trial.nctId);
    const written = [...replaced, ...removed];
    const oldKeys = await linkedKeys(trx, written);
    await deleteTrials(trx, written);
    const extras = new Map<string, TrialWriteExtras>(
      changed.map((trial) => [
        trial.nctId,
        { contentHash: trial.hash, firstOpenedAt: stored.get(trial.nctId)?.first_opened_at ?? null },
      ]),
    );
    await insertTrials(
      trx,
      changed.map((trial) => trial.indexed),
      extras,
    );
    const names = namesOf(changed, content);
    const conditionKeys = [...new Set([...oldKeys, ...names.keys()])];
    await refreshTrialConditions(trx, conditionKeys, names);
    const trialIds = [...changed.map((trial) => trial.nctId), ...removed];
    if (trialIds.length > 0) await afterTrialsWritten(trx, { trialIds, conditionKeys });
    return {
      added: changed.length - replaced.length,
      updated: replaced.length,
      // A study given twice counts once as written; its other copies and withdrawn studies that
      // were never here changed nothing.
      unchanged:
        trials.length -
        changed.length +
        (batch.trials.length - trials.length) +
        (batch.withdrawn.length - removed.length),
      removed: removed.length,
    };
  });
}
