import { sql } from 'kysely';
import { demoContent } from '../../support/demo-content';
import { ensureTrialIndex, trialSetVersion } from '../../../src/server/trials/ensure-trial-index';
import { createTestApp, type TestApp } from '../support/test-app';

describe('building the trial index from scratch', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const indexes = async () =>
    (
      await sql<{ definition: string }>`
        select indexdef as definition from pg_indexes
        where schemaname = current_schema()
          and tablename in ('trial_index', 'trial_documents', 'trial_locations', 'trial_condition_links')
        order by indexname`.execute(t.deps.db)
    ).rows.map((row) => row.definition);

  it('ends with the same indexes it started with, and the search uses them', async () => {
    const before = await indexes();
    expect(before.length).toBeGreaterThan(5);
    expect((await ensureTrialIndex(t.deps.db, demoContent(), { count: 300 })).applied).toBe(true);
    expect(await indexes()).toEqual(before);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from trial_index where search_vector @@ 'migrain:*'::tsquery`.execute(
      t.deps.db,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('versions the set by its content, count and seed without generating it all', () => {
    const base = trialSetVersion(demoContent(), { count: 200_000 });
    expect(base).toMatch(/^200003-[0-9a-f]{32}$/);
    expect(trialSetVersion(demoContent(), { count: 200_000 })).toBe(base);
    expect(trialSetVersion(demoContent(), { count: 199_999 })).not.toBe(base);
    expect(trialSetVersion(demoContent(), { count: 200_000, seed: 7 })).not.toBe(base);
  });
});
