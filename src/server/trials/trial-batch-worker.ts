import { parentPort, workerData } from 'node:worker_threads';
import { generateTrial } from './generator/trial-generator';
import { preparedBatch, type PreparedBatch } from './trial-index-batches';
import type { TrialWriteExtras } from './trial-index-rows';

/*
 * A worker thread of the index build (trial-batch-workers.ts starts it): generates its share of
 * the generated trials' batches and prepares each one ahead, handing it over when asked.
 */

export interface BatchWorkerData {
  seed: number;
  /** Generated trials in all. */
  count: number;
  batchSize: number;
  /** This worker's first batch number, and the step to its next (the number of workers). */
  first: number;
  step: number;
  extras: Array<[string, TrialWriteExtras]>;
}

/** What the worker answers each ask with: the next batch, or done. */
export type BatchWorkerMessage = { batch: PreparedBatch } | { done: true };

function start(port: NonNullable<typeof parentPort>, data: BatchWorkerData): void {
  const extras = new Map(data.extras);
  let number = data.first;
  const prepareNext = (): PreparedBatch | null => {
    const from = number * data.batchSize;
    if (from >= data.count) return null;
    const to = Math.min(data.count, from + data.batchSize);
    number += data.step;
    const trials = [];
    for (let index = from; index < to; index += 1) trials.push(generateTrial(data.seed, index));
    return preparedBatch(trials, extras);
  };
  let ready = prepareNext();
  port.on('message', () => {
    const message: BatchWorkerMessage = ready ? { batch: ready } : { done: true };
    port.postMessage(message);
    // Prepared while this batch is being written.
    if (ready) ready = prepareNext();
  });
}

if (parentPort) start(parentPort, workerData as BatchWorkerData);
