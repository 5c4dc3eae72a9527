import { demoContent } from '../../support/demo-content';
import { trialIndexSet } from '../../../src/server/trials/trial-index-set';
import { ensureTrialIndex } from '../../../src/server/trials/ensure-trial-index';
import type { TrialResult } from '../../../src/shared/contracts/trials';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectProblem } from '../registry/support';
import { expectedRanking, get, haversineMiles, searchUrl, zipPoint } from './support';

const COUNT = 5000;
const set = trialIndexSet(demoContent(), { count: COUNT });

describe('GET /api/trials/Search on the generated index', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await ensureTrialIndex(t.deps.db, demoContent(), { count: COUNT });
  }, 120_000);
  afterAll(() => t.close());

  async function search(params: Record<string, string>) {
    const res = await get(t, searchUrl(params));
    expect(res.statusCode).toBe(200);
    return res.json() as {
      results: TrialResult[];
      totalCount: number;
      page: number;
      pageSize: number;
      pageCount: number;
      origin: { zipCode: string; latitude: number; longitude: number } | null;
      zipUnknown: boolean;
    };
  }

  /** Pages 1..n of 50, concatenated. */
  async function pages(params: Record<string, string>, n: number) {
    const out: TrialResult[] = [];
    for (let page = 1; page <= n; page += 1) {
      out.push(...(await search({ ...params, page: String(page), pageSize: '50' })).results);
    }
    return out;
  }

  describe.each([
    ['', '60611'],
    ['diabetes', '10001'],
    ['type 2 diab', '94103'],
    ['placebo', '60611'],
  ])('q=%j zip=%s', (q, zip) => {
    it('orders by the distance an independent haversine gives, skipping no nearer trial', async () => {
      const expected = expectedRanking(set, q, zip);
      const first = await search({ q, zip });
      expect(first.totalCount).toBe(expected.length);
      expect(first.origin).toEqual({ zipCode: zip, ...zipPoint(zip) });
      const results = await pages({ q, zip }, 3);
      expect(results.length).toBe(Math.min(150, expected.length));
      const byId = new Map(expected.map((row) => [row.id, row]));
      const origin = zipPoint(zip);
      results.forEach((result, index) => {
        const own = byId.get(result.trialorgstudyid);
        expect(own).toBeDefined();
        if (own?.distance === null) expect(result.distance).toBeNull();
        else expect(Math.abs((result.distance ?? NaN) - (own?.distance ?? NaN))).toBeLessThan(0.05);
        // The coordinates are the nearest location's: the distance recomputed from them agrees.
        if (
          result.distance !== null &&
          result.triallatitude !== undefined &&
          result.triallongitude !== undefined
        ) {
          const recomputed = haversineMiles(
            origin.latitude,
            origin.longitude,
            result.triallatitude,
            result.triallongitude,
          );
          expect(Math.abs(recomputed - result.distance)).toBeLessThan(0.05);
        }
        const previous = results[index - 1];
        const sameTier = previous && byId.get(previous.trialorgstudyid)?.tier === own?.tier;
        if (previous && sameTier && result.distance !== null) {
          expect(previous.distance).not.toBeNull();
          expect(result.distance).toBeGreaterThanOrEqual((previous.distance ?? 0) - 1e-9);
        }
        // The badges' inputs: status (never Closed) and the virtual flag.
        expect(result.trialenrollingstatus).toBe(own?.status);
        expect(result.isvirtual).toBe(own?.isvirtual);
      });
      const returned = new Set(results.map((result) => result.trialorgstudyid));
      const lastResult = results[results.length - 1];
      const last = lastResult?.distance ?? Infinity;
      const lastTier = byId.get(lastResult?.trialorgstudyid ?? '')?.tier ?? 1;
      const skipped = expected.filter(
        (row) =>
          (row.tier < lastTier || (row.distance !== null && row.distance < last - 1e-6)) &&
          row.tier <= lastTier &&
          !returned.has(row.id),
      );
      expect(skipped).toEqual([]);
      expect(results.map((result) => result.trialorgstudyid)).toEqual(
        expected.slice(0, 150).map((row) => row.id),
      );
      const goodMatches = results.filter(
        (result) => result.distance !== null && result.distance <= 25,
      ).length;
      expect(goodMatches).toBe(
        expected.slice(0, 150).filter((row) => row.distance !== null && row.distance <= 25).length,
      );
    });
  });

  it('ends the last page with the trials that have no location (no distance)', async () => {
    const expected = expectedRanking(set, '', '60611');
    const first = await search({ zip: '60611', pageSize: '50' });
    const last = await search({ zip: '60611', pageSize: '50', page: String(first.pageCount) });
    const tail = expected.slice((first.pageCount - 1) * 50);
    expect(last.results.map((r) => r.trialorgstudyid)).toEqual(tail.map((row) => row.id));
    expect(last.results[last.results.length - 1]?.distance).toBeNull();
  });

  it('pages without overlap, and beyond the last page answers no results with the totals', async () => {
    const one = await search({ q: 'asthma', zip: '60611', pageSize: '10' });
    const two = await search({ q: 'asthma', zip: '60611', pageSize: '10', page: '2' });
    const both = await search({ q: 'asthma', zip: '60611', pageSize: '20' });
    expect([...one.results, ...two.results].map((r) => r.trialorgstudyid)).toEqual(
      both.results.map((r) => r.trialorgstudyid),
    );
    expect(new Set([...one.results, ...two.results].map((r) => r.trialorgstudyid)).size).toBe(20);
    expect(one.pageCount).toBe(Math.ceil(one.totalCount / 10));
    const last = await search({ q: 'asthma', zip: '60611', pageSize: '10', page: String(one.pageCount) });
    expect(last.results.length).toBe(one.totalCount - (one.pageCount - 1) * 10);
    const beyond = await search({
      q: 'asthma',
      zip: '60611',
      pageSize: '10',
      page: String(one.pageCount + 1),
    });
    expect(beyond).toMatchObject({ results: [], totalCount: one.totalCount, pageCount: one.pageCount });
  });

  it('needs every word (as a prefix, case and accents ignored) and leaves Closed trials out', async () => {
    const migraine = await search({ q: 'migraine' });
    expect(migraine.totalCount).toBe(expectedRanking(set, 'migraine', null).length);
    expect((await search({ q: 'MIGR' })).totalCount).toBeGreaterThanOrEqual(migraine.totalCount);
    const both = await search({ q: 'migraine placebo', pageSize: '50' });
    expect(both.totalCount).toBe(expectedRanking(set, 'migraine placebo', null).length);
    expect(both.totalCount).toBeLessThan(migraine.totalCount);
    for (const result of both.results) {
      expect(`${result.trialtitle} ${result.trialdescription}`.toLowerCase()).toContain('placebo');
    }
    expect((await search({ q: 'zzzzqqq' })).totalCount).toBe(0);
    const closed = set.filter((x) => x.trials.en.trialenrollingstatus === 'Closed').length;
    expect(closed).toBeGreaterThan(0);
    expect((await search({})).totalCount).toBe(set.length - closed);
  });

  it('searches the Spanish text in Spanish, accents optional', async () => {
    const en = await search({ q: 'migraine', language: 'en' });
    const es = await search({ q: 'migraña', language: 'es', zip: '60611' });
    const plain = await search({ q: 'MIGRANA', language: 'es' });
    expect(es.totalCount).toBe(en.totalCount);
    expect(plain.totalCount).toBe(en.totalCount);
    expect(es.results[0]).toMatchObject({ trialorgstudyid: 'MIG-301', featuredcondition: 'Migraña' });
    expect(es.results[0]?.clickUri).toBe('/es/find-trials/trial-details?id=MIG-301');
    expect(es.results[0]?.featuredeprurl).toBe('/es/migraine-study');
    // The condition's key words find its trials in every language.
    expect((await search({ q: 'migraine', language: 'es' })).totalCount).toBe(en.totalCount);
  });

  it('without a zip, or with one the table does not know, orders by title with no distances', async () => {
    const none = await search({ q: 'asthma', pageSize: '50' });
    const unknown = await search({ q: 'asthma', zip: '99999', pageSize: '50' });
    expect(none).toMatchObject({ origin: null, zipUnknown: false });
    expect(unknown).toMatchObject({ origin: null, zipUnknown: true });
    const expected = expectedRanking(set, 'asthma', null)
      .slice(0, 50)
      .map((row) => row.id);
    expect(none.results.map((r) => r.trialorgstudyid)).toEqual(expected);
    expect(unknown.results.map((r) => r.trialorgstudyid)).toEqual(expected);
    expect([...none.results, ...unknown.results].every((r) => r.distance === null)).toBe(true);
  });

  it('answers results without criteria or locations, not cached by anyone', async () => {
    const res = await get(t, searchUrl({ q: 'migraine', zip: '60611' }));
    expect(res.headers['cache-control']).toBe('no-store');
    const [first] = res.json().results as Array<Record<string, unknown>>;
    expect(first).toMatchObject({
      trialorgstudyid: 'MIG-301',
      clickUri: '/find-trials/trial-details?id=MIG-301',
    });
    expect(first).not.toHaveProperty('locations');
    expect(first).not.toHaveProperty('inclusionCriteria');
  });

  it.each([
    [{ zip: '1234' }, 'query.zip'],
    [{ q: 'x'.repeat(51) }, 'query.q'],
    [{ page: '0' }, 'query.page'],
    [{ pageSize: '51' }, 'query.pageSize'],
    [{ language: 'fr' }, 'query.language'],
  ])('answers 400 for %j', async (params, field) => {
    expectProblem(await get(t, searchUrl(params as Record<string, string>)), 400, field);
  });
});
