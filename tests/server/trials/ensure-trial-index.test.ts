import { demoContent } from '../../support/demo-content';
import { sql } from 'kysely';
import { ensureTrialIndex, TRIAL_INDEX_VERSION_KEY } from '../../../src/server/trials/ensure-trial-index';
import { readMeta } from '../../../src/server/content/content-writer';
import { createTestApp, type TestApp } from '../support/test-app';

describe('ensureTrialIndex', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = async (table: 'trial_index' | 'trial_locations' | 'trial_conditions') =>
    Number(
      (
        await t.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes one row per trial and language, rewrites only when the set changes', async () => {
    const first = await ensureTrialIndex(t.deps.db, demoContent(), { count: 40 });
    expect(first).toMatchObject({ applied: true, trialCount: 43 });
    expect(await rows('trial_index')).toBe(86);
    expect(await readMeta(t.deps.db, TRIAL_INDEX_VERSION_KEY)).toBe(first.version);
    expect((await ensureTrialIndex(t.deps.db, demoContent(), { count: 40 })).applied).toBe(false);
    const smaller = await ensureTrialIndex(t.deps.db, demoContent(), { count: 10 });
    expect(smaller.applied).toBe(true);
    expect(smaller.version).not.toBe(first.version);
    expect(await rows('trial_index')).toBe(26);
    const locations = await t.deps.db.selectFrom('trial_locations').select('trial_id').distinct().execute();
    expect(locations.length).toBeLessThanOrEqual(13);
    expect(await rows('trial_conditions')).toBeGreaterThan(0);
  });

  it('applies once when several servers start together', async () => {
    const outcomes = await Promise.all([
      ensureTrialIndex(t.deps.db, demoContent(), { count: 20 }),
      ensureTrialIndex(t.deps.db, demoContent(), { count: 20 }),
    ]);
    expect(outcomes.filter((outcome) => outcome.applied)).toHaveLength(1);
    expect(await rows('trial_index')).toBe(46);
  });

  it('keeps the search vector in step with the words', async () => {
    const { rows: found } = await sql<{ trial_id: string }>`
      select trial_id from trial_index where language = 'es' and search_vector @@ 'migrana:*'::tsquery`.execute(
      t.deps.db,
    );
    expect(found.map((row) => row.trial_id)).toContain('MIG-301');
  });

  it('seeds 5,000 generated trials in a few seconds (logged)', async () => {
    const outcome = await ensureTrialIndex(t.deps.db, demoContent(), { count: 5000 });
    expect(outcome.applied).toBe(true);
    expect(await rows('trial_index')).toBe(2 * 5003);
    console.log(
      `trial index: 5,003 trials × 2 languages written in ${String(outcome.milliseconds)} ms (${t.kind})`,
    );
  }, 120_000);
});
