import { sql } from 'kysely';
import { demoContent } from '../../support/demo-content';
import { ensureTrialIndex, trialSetVersion } from '../../../src/server/trials/ensure-trial-index';
import type { IndexedTrial } from '../../../src/server/trials/generator/trial-generator';
import { trialIndexSet } from '../../../src/server/trials/trial-index-set';
import { writeTrialIndex } from '../../../src/server/trials/trial-index-writer';
import { createTestApp, type TestApp } from '../support/test-app';

describe('building the trial index from scratch', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const tables = [
    'trial_index',
    'trial_documents',
    'trial_locations',
    'trial_condition_links',
    'trial_facet_members',
    'trial_facet_counts',
  ];
  const indexes = async () =>
    (
      await sql<{ definition: string }>`
        select indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = any(${tables}::text[])
        order by indexname`.execute(t.deps.db)
    ).rows.map((row) => row.definition);
  const keys = async () =>
    (
      await sql<{ definition: string }>`
        select c.conname || ' ' || pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class r on r.oid = c.conrelid
        where r.relnamespace = (select oid from pg_namespace where nspname = current_schema())
          and r.relname = any(${tables}::text[])
        order by c.conname`.execute(t.deps.db)
    ).rows.map((row) => row.definition);

  it('ends with the same indexes and keys it started with, and the search uses them', async () => {
    const before = { indexes: await indexes(), keys: await keys() };
    expect(before.indexes.length).toBeGreaterThan(5);
    expect(before.keys.length).toBeGreaterThan(5);
    expect((await ensureTrialIndex(t.deps.db, demoContent(), { count: 300 })).applied).toBe(true);
    expect({ indexes: await indexes(), keys: await keys() }).toEqual(before);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from trial_index where search_vector @@ 'migrain:*'::tsquery`.execute(
      t.deps.db,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('keeps when each trial first opened when a changed set rewrites the index', async () => {
    const openedOf = async () =>
      new Map(
        (
          await sql<{ trial_id: string; first_opened_at: Date }>`
            select trial_id, first_opened_at from trial_index
            where language = 'en' and first_opened_at is not null`.execute(t.deps.db)
        ).rows.map((row) => [row.trial_id, row.first_opened_at.toISOString()]),
      );
    const before = await openedOf();
    await sql`update trial_index set first_opened_at = '2020-01-01T00:00:00Z' where first_opened_at is not null`.execute(
      t.deps.db,
    );
    expect((await ensureTrialIndex(t.deps.db, demoContent(), { count: 310 })).applied).toBe(true);
    const after = await openedOf();
    for (const id of before.keys()) expect(after.get(id)).toBe('2020-01-01T00:00:00.000Z');
    expect([...after.values()].filter((at) => at !== '2020-01-01T00:00:00.000Z').length).toBeGreaterThan(0);
  });

  it('still refuses a trial given twice, and leaves the index as it was', async () => {
    const rows = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from trial_index`.execute(t.deps.db)).rows[0]?.n;
    const before = { rows: await rows(), indexes: await indexes(), keys: await keys() };
    const set = trialIndexSet(demoContent(), { count: 5 });
    const twice = [...set, set[set.length - 1] as IndexedTrial];
    await expect(t.deps.db.transaction().execute((trx) => writeTrialIndex(trx, twice))).rejects.toThrow();
    expect({ rows: await rows(), indexes: await indexes(), keys: await keys() }).toEqual(before);
  });

  it('versions the set by its content, count and seed without generating it all', () => {
    const base = trialSetVersion(demoContent(), { count: 200_000 });
    expect(base).toMatch(/^200003-[0-9a-f]{32}$/);
    expect(trialSetVersion(demoContent(), { count: 200_000 })).toBe(base);
    expect(trialSetVersion(demoContent(), { count: 199_999 })).not.toBe(base);
    expect(trialSetVersion(demoContent(), { count: 200_000, seed: 7 })).not.toBe(base);
  });
});
