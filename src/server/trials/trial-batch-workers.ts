import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BatchWorkerData, BatchWorkerMessage } from './trial-batch-worker';
import { TRIAL_BATCH, type PreparedBatch } from './trial-index-batches';
import type { TrialWriteExtras } from './trial-index-rows';

/*
 * The generated trials' batches prepared by worker threads. Generating trials and turning them
 * into rows and JSON is most of the index build's work in node, and one thread could not keep
 * up with the database. Batch k is worker (k mod n)'s; each worker keeps its next batch ready
 * while the one it handed over is written, so at most two batches per worker are in memory. The
 * batches come in order, the same as batchesInThread gives.
 */

/** At most this many workers: beyond it the database is the slower side. */
const MAX_WORKERS = 4;
/**
 * A worker's heap: two batches of a few megabytes live at a time. Left to itself, each worker's
 * heap grew to hundreds of megabytes before collecting, and the build's process near 900 MB.
 */
const WORKER_HEAP_MB = 64;

/** Workers for the build: one per core, between 2 and MAX_WORKERS. */
export function batchWorkerCount(): number {
  return Math.min(MAX_WORKERS, Math.max(2, availableParallelism()));
}

interface BatchWorker {
  next(): Promise<PreparedBatch | null>;
  stop(): Promise<void>;
}

function startWorker(data: BatchWorkerData): BatchWorker {
  const worker = new Worker(new URL('./trial-batch-worker.mjs', import.meta.url), {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  let failure: Error | null = null;
  const waiting = new Set<(error: Error) => void>();
  const fail = (error: Error) => {
    failure = error;
    for (const reject of waiting) reject(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`a trial batch worker stopped (exit code ${String(code)})`)));
  return {
    next: () =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        waiting.add(reject);
        worker.once('message', (message: BatchWorkerMessage) => {
          waiting.delete(reject);
          resolve('batch' in message ? message.batch : null);
        });
        worker.postMessage('next');
      }),
    stop: async () => {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/** The batches of generated trials 0 … count − 1 of `seed`, prepared by `workers` worker threads. */
export async function* generatedBatchesInWorkers(
  set: { seed: number; count: number },
  extras: ReadonlyMap<string, TrialWriteExtras>,
  workers = batchWorkerCount(),
): AsyncGenerator<PreparedBatch> {
  const shared = { ...set, batchSize: TRIAL_BATCH, step: workers, extras: [...extras] };
  const started = Array.from({ length: workers }, (_, first) => startWorker({ ...shared, first }));
  try {
    for (let number = 0; ; number += 1) {
      const batch = await started[number % workers]!.next();
      if (!batch) return;
      yield batch;
    }
  } finally {
    await Promise.all(started.map((worker) => worker.stop()));
  }
}
