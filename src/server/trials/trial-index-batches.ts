import type { IndexedTrial } from './generator/trial-generator';
import { collectConditionNames, type ConditionNames } from './trial-condition-counts';
import { batchRowsOf, type BatchRows, type TrialWriteExtras } from './trial-index-rows';

/*
 * The index build's batches, ready to insert: each batch's rows as the insert takes them and the
 * condition names its trials bring. Prepared in this thread (below) or in worker threads
 * (trial-batch-workers.ts), the same batches either way.
 */

/** Trials per batch: about 2 × 500 documents of a few kilobytes in one statement. */
export const TRIAL_BATCH = 500;

export interface PreparedBatch {
  rows: BatchRows;
  /** The condition names of the batch's trials, by condition key. */
  names: ConditionNames;
}

/** What writing the index needs from its trials: their batches, given what earlier rows keep. */
export type TrialBatches = (extras: ReadonlyMap<string, TrialWriteExtras>) => AsyncIterable<PreparedBatch>;

export function preparedBatch(
  trials: readonly IndexedTrial[],
  extras: ReadonlyMap<string, TrialWriteExtras>,
): PreparedBatch {
  const names: ConditionNames = new Map();
  for (const indexed of trials) collectConditionNames(names, indexed);
  return { rows: batchRowsOf(trials, extras), names };
}

/** Lets pending I/O (the batch being written) go on while a batch is prepared. */
const YIELD_EVERY = 50;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The trials' batches, prepared in this thread, one at a time as they are asked for. */
export async function* batchesInThread(
  trials: Iterable<IndexedTrial>,
  extras: ReadonlyMap<string, TrialWriteExtras>,
): AsyncGenerator<PreparedBatch> {
  let batch: IndexedTrial[] = [];
  for (const trial of trials) {
    batch.push(trial);
    if (batch.length % YIELD_EVERY === 0) await turn();
    if (batch.length >= TRIAL_BATCH) {
      yield preparedBatch(batch, extras);
      batch = [];
    }
  }
  if (batch.length > 0) yield preparedBatch(batch, extras);
}
