import { join } from 'node:path';
import { sql } from 'kysely';
import { demoContent, publishDemoContent } from '../../support/demo-content';
import { importStudies } from '../../../src/server/trials/ctgov/import-studies';
import { readStudyFiles } from '../../../src/server/trials/ctgov/study-files';
import { ensureTrialIndex } from '../../../src/server/trials/ensure-trial-index';
import {
  KEPT_ANSWERS,
  forgetSearchAnswers,
  keptSearchAnswer,
} from '../../../src/server/trials/trial-answer-cache';
import {
  catalogueChanged,
  catalogueVersion,
  currentCatalogueVersion,
} from '../../../src/server/trials/trial-search-counts';
import { databaseKind } from '../../../src/server/db/database';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, searchUrl } from './support';

/*
 * A search's answer is computed once per search, page and version of the catalogue: asked again
 * (by anyone, at once or later) it is the kept one, until any write of the catalogue.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await publishDemoContent(t.deps.db);
  await ensureTrialIndex(t.deps.db, demoContent(), { count: 40 });
}, 60_000);
afterAll(() => t.close());
beforeEach(() => forgetSearchAnswers(t.deps.db));

function counted<T extends object>(answer: T) {
  const compute = jest.fn(async () => answer);
  return compute;
}

describe('a kept search answer', () => {
  it('is computed once for the same key, and again for another key', async () => {
    const compute = counted({ n: 1 });
    expect(await keptSearchAnswer(t.deps.db, 'a', compute)).toEqual({ n: 1 });
    expect(await keptSearchAnswer(t.deps.db, 'a', compute)).toEqual({ n: 1 });
    expect(compute).toHaveBeenCalledTimes(1);
    await keptSearchAnswer(t.deps.db, 'b', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('is computed once when several people ask at once', async () => {
    let finish: (value: { a: string }) => void = () => undefined;
    const compute = jest.fn(() => new Promise<{ a: string }>((resolve) => (finish = resolve)));
    const asks = Array.from({ length: 5 }, () => keptSearchAnswer(t.deps.db, 'together', compute));
    await new Promise((resolve) => setImmediate(resolve));
    // Each ask reads the catalogue's version first; wait until all five are past it.
    while (compute.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    finish({ a: 'answer' });
    const answers = await Promise.all(asks);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual({ a: 'answer' });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('is computed again once a write moved the catalogue on', async () => {
    const compute = counted({ x: 1 });
    await keptSearchAnswer(t.deps.db, 'k', compute);
    await t.deps.db.transaction().execute((trx) => catalogueChanged(trx));
    await keptSearchAnswer(t.deps.db, 'k', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    await keptSearchAnswer(t.deps.db, 'k', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('is not kept when computing it failed', async () => {
    const compute = jest
      .fn<Promise<{ fine: boolean }>, []>()
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockResolvedValue({ fine: true });
    await expect(keptSearchAnswer(t.deps.db, 'f', compute)).rejects.toThrow('connection lost');
    expect(await keptSearchAnswer(t.deps.db, 'f', compute)).toEqual({ fine: true });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it(`keeps at most ${String(KEPT_ANSWERS)} answers, letting the least recently asked go`, async () => {
    const compute = counted({ v: 1 });
    for (let i = 0; i < KEPT_ANSWERS; i += 1) await keptSearchAnswer(t.deps.db, `key-${String(i)}`, compute);
    // key-0 asked again: now key-1 is the least recently asked.
    await keptSearchAnswer(t.deps.db, 'key-0', compute);
    await keptSearchAnswer(t.deps.db, 'one-more', compute);
    expect(compute).toHaveBeenCalledTimes(KEPT_ANSWERS + 1);
    await keptSearchAnswer(t.deps.db, 'key-0', compute);
    expect(compute).toHaveBeenCalledTimes(KEPT_ANSWERS + 1);
    await keptSearchAnswer(t.deps.db, 'key-1', compute);
    expect(compute).toHaveBeenCalledTimes(KEPT_ANSWERS + 2);
  });
});

describe('the catalogue version a search reads', () => {
  /** Moves the version the way no code path may: behind the back of catalogueChanged. */
  const moveBehindTheBack = () =>
    sql`update trial_catalogue_version set version = version + 1 where id = 1`.execute(t.deps.db);

  it('is read from the database every time when other processes may write (PostgreSQL)', async () => {
    const before = await currentCatalogueVersion(t.deps.db, false);
    await moveBehindTheBack();
    expect(await currentCatalogueVersion(t.deps.db, false)).not.toBe(before);
  });

  it('is read once between catalogue writes when this process is the only writer', async () => {
    const seen = await currentCatalogueVersion(t.deps.db, true);
    await moveBehindTheBack();
    expect(await currentCatalogueVersion(t.deps.db, true)).toBe(seen);
    // A catalogue write, committed: read again.
    await t.deps.db.transaction().execute((trx) => catalogueChanged(trx));
    const now = await catalogueVersion(t.deps.db);
    expect(await currentCatalogueVersion(t.deps.db, true)).toBe(now);
    // A catalogue write rolled back: read again, and the same version.
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await catalogueChanged(trx);
        throw new Error('the import failed');
      }),
    ).rejects.toThrow('the import failed');
    expect(await currentCatalogueVersion(t.deps.db, true)).toBe(now);
  });

  const onPglite = () => databaseKind(t.deps.config) === 'pglite';
  it('read while a catalogue write is open on PGlite, is the version that write commits', async () => {
    if (!onPglite()) return;
    const before = await currentCatalogueVersion(t.deps.db, true);
    let commit: () => void = () => undefined;
    let changed: () => void = () => undefined;
    const changedNow = new Promise<void>((resolve) => (changed = resolve));
    const write = t.deps.db.transaction().execute(async (trx) => {
      await catalogueChanged(trx);
      changed();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await changedNow;
    const read = currentCatalogueVersion(t.deps.db, true);
    commit();
    await write;
    const after = await read;
    expect(after).not.toBe(before);
    expect(after).toBe(await catalogueVersion(t.deps.db));
    expect(await currentCatalogueVersion(t.deps.db, true)).toBe(after);
  });
});

describe('the trial search with kept answers', () => {
  async function search(params: Record<string, string>) {
    const res = await get(t, searchUrl({ language: 'en', pageSize: '5', page: '1', ...params }));
    expect(res.statusCode).toBe(200);
    return res.json() as {
      totalCount: number;
      zipUnknown: boolean;
      results: Array<{ trialorgstudyid: string }>;
    };
  }

  it('answers a search asked again exactly as the index does', async () => {
    const first = await search({ q: 'study', zip: '60611' });
    const kept = await search({ q: 'study', zip: '60611' });
    forgetSearchAnswers(t.deps.db);
    await sql`delete from trial_search_counts`.execute(t.deps.db);
    const fresh = await search({ q: 'study', zip: '60611' });
    expect(kept).toEqual(first);
    expect(fresh).toEqual(first);
  });

  it('tells pages, ZIPs the index does not know and filters apart', async () => {
    const page1 = await search({ q: '', zip: '60611' });
    const page2 = await search({ q: '', zip: '60611', page: '2' });
    expect(page2.results.map((r) => r.trialorgstudyid)).not.toEqual(
      page1.results.map((r) => r.trialorgstudyid),
    );
    expect((await search({ q: '', zip: '00000' })).zipUnknown).toBe(true);
    expect((await search({ q: '', zip: '' })).zipUnknown).toBe(false);
    const recruiting = await search({ q: '', zip: '60611', status: 'recruiting' });
    expect(recruiting.totalCount).toBeLessThan(page1.totalCount);
  });

  it('sees an import on the very next search', async () => {
    const before = await search({ q: '', zip: '' });
    expect(await search({ q: '', zip: '' })).toEqual(before);
    const { studies } = await readStudyFiles(join(__dirname, '../../fixtures/ctgov/page-1.json'));
    async function* all() {
      yield* studies;
    }
    const summary = await importStudies(t.deps.db, all());
    const after = await search({ q: '', zip: '' });
    expect(summary.added).toBeGreaterThan(0);
    const indexed = await sql<{ n: number }>`
      select count(*)::int as n from trial_index where language = 'en' and searchable`.execute(t.deps.db);
    expect(after.totalCount).toBe(indexed.rows[0]?.n);
    expect(after.totalCount).not.toBe(before.totalCount);
  });
});
