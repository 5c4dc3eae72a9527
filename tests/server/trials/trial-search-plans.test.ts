import { sql } from 'kysely';
import { forgetSearchAnswers } from '../../../src/server/trials/trial-answer-cache';
import { writeTrialIndex } from '../../../src/server/trials/trial-index-writer';
import { pairsFilteredByNestedLoops, QueryRecorder, tablesScannedPerRow } from '../support/query-plans';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { SET } from './search-filter-model';
import { get, searchUrl } from './support';

/*
 * The statements of a search nobody asked yet (nothing kept), judged by their plans as run rather
 * than a clock: none scans a table again and again, and the page's statements join no pairs of
 * rows by filtering them (work in the product of the inputs, which a planner's guess of one match
 * once chose for the pager that ranks few matches whole: 258 ms for one page at 50,000 trials).
 */

const SEARCHES: Array<Record<string, string>> = [
  { q: '', zip: '60611' },
  { q: '', zip: '60611', radius: '50', age: '40' },
  { q: 'obesity', zip: '10001' },
  { q: 'obesity', zip: '94103', radius: '100', status: 'recruiting' },
  { q: 'diabetes', zip: '10001' },
  { q: 'disease', zip: '60611', page: '2' },
  { q: 'type 2 diab', zip: '94103' },
  { q: 'placebo', zip: '' },
];

describe(`a trial search's first run on ${databaseUnderTest}: its plans`, () => {
  let t: TestApp;
  const recorder = new QueryRecorder();

  beforeAll(async () => {
    t = await createTestApp({ deps: (base) => ({ db: base.db.withPlugin(recorder) }) });
    await t.deps.db.transaction().execute((trx) => writeTrialIndex(trx, SET));
    await sql`analyze`.execute(t.deps.db);
  }, 60_000);
  afterAll(() => t.close());

  it.each(SEARCHES)('%j: no table read per row, no pairs filtered', async (params) => {
    forgetSearchAnswers(t.deps.db);
    await sql`delete from trial_search_counts`.execute(t.deps.db);
    recorder.clear();
    recorder.recording = true;
    const res = await get(t, searchUrl(params));
    recorder.recording = false;
    expect(res.statusCode).toBe(200);
    const statements = recorder.compiled(t.deps.db);
    expect(statements.length).toBeGreaterThanOrEqual(3);
    expect(await tablesScannedPerRow(t.deps.db, statements)).toEqual([]);
    // The page's statements: on this small index the planner may fairly join other statements'
    // few rows by filter; the pagers' inputs are the matches and all their locations.
    const pages = statements.filter((statement) => statement.sql.includes('trial_documents'));
    expect(pages.length).toBeGreaterThan(0);
    expect(await pairsFilteredByNestedLoops(t.deps.db, pages)).toEqual([]);
  });
});
