import { join } from 'node:path';
import { sql } from 'kysely';
import { demoContent, publishDemoContent } from '../../support/demo-content';
import { ensureTrialIndex } from '../../../src/server/trials/ensure-trial-index';
import { importStudies } from '../../../src/server/trials/ctgov/import-studies';
import { readStudyFiles } from '../../../src/server/trials/ctgov/study-files';
import {
  SEARCH_COUNTS_KEPT_MS,
  catalogueChanged,
  catalogueVersion,
  keepSearchCounts,
  readSearchCounts,
  searchCountsKey,
  trialSearchCountsPruner,
} from '../../../src/server/trials/trial-search-counts';
import { NO_TRIAL_FILTERS } from '../../../src/shared/domain/trials/trial-filters';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, searchUrl } from './support';

/*
 * A search's counts are counted once per version of the catalogue and read by its next pages and
 * the next person; any write of the catalogue is seen by the very next search.
 */

const FIXTURES = join(__dirname, '../../fixtures/ctgov');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await publishDemoContent(t.deps.db);
  await ensureTrialIndex(t.deps.db, demoContent(), { count: 60 });
}, 60_000);
afterAll(() => t.close());

const keptCounts = async () =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from trial_search_counts`.execute(t.deps.db)).rows[0]
      ?.n,
  );

async function search(params: Record<string, string>) {
  const res = await get(t, searchUrl({ language: 'en', pageSize: '5', ...params }));
  expect(res.statusCode).toBe(200);
  return res.json() as { totalCount: number; results: Array<{ id: string }>; facets: unknown };
}

describe('the counts of a search', () => {
  it('are counted once for every page of the same search, and once more for another search', async () => {
    await sql`delete from trial_search_counts`.execute(t.deps.db);
    const first = await search({ q: '', zip: '60611', page: '1' });
    const second = await search({ q: '', zip: '60611', page: '2' });
    expect(second.totalCount).toBe(first.totalCount);
    expect(second.facets).toEqual(first.facets);
    expect(await keptCounts()).toBe(1);
    await search({ q: '', zip: '60611', page: '1', status: 'recruiting' });
    expect(await keptCounts()).toBe(2);
    // The same words in another case and spacing are the same search.
    await search({ q: 'Study ', zip: '', page: '1' });
    await search({ q: 'study', zip: '', page: '2' });
    expect(await keptCounts()).toBe(3);
  });

  it('are the counts of the catalogue as it is after a write: an import is seen by the next search', async () => {
    const before = await search({ q: '', zip: '', page: '1' });
    const { studies } = await readStudyFiles(join(FIXTURES, 'page-1.json'));
    async function* all() {
      yield* studies;
    }
    const summary = await importStudies(t.deps.db, all());
    expect(summary.added).toBeGreaterThan(0);
    const after = await search({ q: '', zip: '', page: '1' });
    expect(after.totalCount).not.toBe(before.totalCount);
    const indexed = await sql<{ n: number }>`
      select count(*)::int as n from trial_index where language = 'en' and searchable`.execute(t.deps.db);
    expect(after.totalCount).toBe(indexed.rows[0]?.n);
  });

  it('counted on a version a write has since moved on from are never read', async () => {
    const key = searchCountsKey({ language: 'en', q: 'race', zip: '', filters: NO_TRIAL_FILTERS });
    const counts = { total: 7, facets: { status: {}, phase: {}, sex: {} } as never };
    const before = await catalogueVersion(t.deps.db);
    // A write commits while the search is counting: its counts are kept under the version it read.
    await catalogueChanged(t.deps.db);
    await keepSearchCounts(t.deps.db, key, before, counts);
    expect(await readSearchCounts(t.deps.db, key)).toBeNull();
    const now = await catalogueVersion(t.deps.db);
    await keepSearchCounts(t.deps.db, key, now, counts);
    expect(await readSearchCounts(t.deps.db, key)).toEqual(counts);
    // Late counts of the older version never replace the newer ones.
    await keepSearchCounts(t.deps.db, key, before, { ...counts, total: 1 });
    expect(await readSearchCounts(t.deps.db, key)).toEqual(counts);
  });

  it('older than a day are pruned', async () => {
    await search({ q: 'asthma', zip: '', page: '1' });
    const kept = await keptCounts();
    expect(kept).toBeGreaterThan(0);
    const later = new Date(Date.now() + SEARCH_COUNTS_KEPT_MS + 60_000);
    expect(await trialSearchCountsPruner.prune(t.deps.db, later)).toBe(kept);
    expect(await keptCounts()).toBe(0);
  });
});
