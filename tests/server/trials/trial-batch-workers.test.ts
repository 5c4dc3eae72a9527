import { sql } from 'kysely';
import { demoContent } from '../../support/demo-content';
import {
  DEFAULT_TRIAL_SEED,
  generateTrial,
  generateTrials,
} from '../../../src/server/trials/generator/trial-generator';
import { generatedBatchesInWorkers } from '../../../src/server/trials/trial-batch-workers';
import {
  batchesInThread,
  TRIAL_BATCH,
  type PreparedBatch,
} from '../../../src/server/trials/trial-index-batches';
import type { TrialWriteExtras } from '../../../src/server/trials/trial-index-rows';
import { trialIndexBatches } from '../../../src/server/trials/trial-index-set';
import { writeTrialIndex } from '../../../src/server/trials/trial-index-writer';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * A big index build prepares the generated trials' batches in worker threads: the same batches,
 * in the same order, as this thread prepares, and the same index written from them.
 */

async function all(batches: AsyncIterable<PreparedBatch>): Promise<PreparedBatch[]> {
  const out: PreparedBatch[] = [];
  for await (const batch of batches) out.push(batch);
  return out;
}

const COUNT = TRIAL_BATCH * 3 + 17;

describe('the index build in worker threads', () => {
  it('prepares the same batches, in order, as this thread does (what each trial keeps included)', async () => {
    const kept = generateTrial(DEFAULT_TRIAL_SEED, 3).trials.en.trialorgstudyid;
    const extras = new Map<string, TrialWriteExtras>([[kept, { firstOpenedAt: '2020-01-01T00:00:00.000Z' }]]);
    const inThread = await all(batchesInThread(generateTrials(COUNT, DEFAULT_TRIAL_SEED), extras));
    const inWorkers = await all(
      generatedBatchesInWorkers({ seed: DEFAULT_TRIAL_SEED, count: COUNT }, extras, 3),
    );
    expect(inWorkers).toHaveLength(4);
    expect(inWorkers).toEqual(inThread);
    expect(inWorkers[0]?.rows.index).toContain('2020-01-01T00:00:00.000Z');
  }, 60_000);

  describe('writing the index', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    /** Every row of the index tables but the time each trial first opened, in one text. */
    const contents = async () =>
      (
        await sql<{ tables: string }>`
          select concat_ws('|',
            (select string_agg(concat_ws(',', trial_id, language, title, sort_title, condition_key,
              enrolling_status, searchable, search_vector::text, min_age, max_age, sex, phases::text,
              source), ';' order by trial_id, language) from trial_index),
            (select string_agg(md5(data::text), ';' order by trial_id, language) from trial_documents),
            (select string_agg(concat_ws(',', trial_id, seq, latitude, longitude), ';' order by trial_id, seq)
              from trial_locations),
            (select string_agg(trial_id || condition_key, ';' order by trial_id, condition_key)
              from trial_condition_links),
            (select string_agg(concat_ws(',', language, key, value, trial_count), ';' order by language, key)
              from trial_conditions)
          ) as tables`.execute(t.deps.db)
      ).rows[0]?.tables;

    it('writes the same index as this thread does', async () => {
      const set = { count: COUNT };
      const write = (workers: number) =>
        t.deps.db
          .transaction()
          .execute((trx) => writeTrialIndex(trx, trialIndexBatches(demoContent(), { ...set, workers })));
      await write(0);
      const inThread = await contents();
      await write(2);
      expect(await contents()).toBe(inThread);
      expect(inThread).toContain(generateTrial(DEFAULT_TRIAL_SEED, COUNT - 1).trials.en.trialorgstudyid);
    }, 60_000);
  });
});
