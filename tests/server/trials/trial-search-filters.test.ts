import { sql } from 'kysely';
import { afterTrialsWritten } from '../../../src/server/trials/after-trials-written';
import { zipCoordinates } from '../../../src/server/geo/zip-coordinates';
import { countCells, nearMemberRows } from '../../../src/server/trials/trial-facets';
import { writeTrialIndex } from '../../../src/server/trials/trial-index-writer';
import { NO_TRIAL_FILTERS } from '../../../src/shared/domain/trials/trial-filters';
import type { TrialFacets, TrialResult } from '../../../src/shared/contracts/trials';
import { expectProblem } from '../registry/support';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, searchUrl } from './support';
import { keysOf, model, modelFacets, SET, type Params } from './search-filter-model';

/* Filters, facet counts, deep pages and condition relevance against an independent model. */

describe('GET /api/trials/Search with filters', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.transaction().execute((trx) => writeTrialIndex(trx, SET));
  }, 60_000);
  afterAll(() => t.close());

  async function search(params: Params & { page?: string; pageSize?: string; language?: string }) {
    const res = await get(t, searchUrl(params as Record<string, string>));
    expect(res.statusCode).toBe(200);
    return res.json() as {
      results: TrialResult[];
      totalCount: number;
      pageCount: number;
      facets: TrialFacets;
    };
  }

  /** Every page, concatenated. */
  async function allPages(params: Params) {
    const first = await search({ ...params, pageSize: '50' });
    const ids = first.results.map((r) => r.trialorgstudyid);
    for (let page = 2; page <= first.pageCount; page += 1) {
      ids.push(
        ...(await search({ ...params, pageSize: '50', page: String(page) })).results.map(
          (r) => r.trialorgstudyid,
        ),
      );
    }
    return { first, ids };
  }

  it.each<[string, Params]>([
    ['no filter, by title', {}],
    ['no filter, by distance (every page, the tail without locations last)', { zip: '60611' }],
    ['a status', { status: 'not-yet-recruiting' }],
    ['phases (any of them)', { phase: '2,na', zip: '10001' }],
    ['an age', { age: '15' }],
    ['a sex', { sex: 'female', zip: '94103' }],
    ['healthy volunteers and virtual', { healthy: 'true', virtual: 'true' }],
    ['a radius', { radius: '250', zip: '60611' }],
    [
      'everything with words',
      { q: 'diabetes', radius: '250', zip: '10001', status: 'recruiting', sex: 'male', age: '40' },
    ],
    ['a condition by key with filters', { q: 'obesity', phase: '3', zip: '60611' }],
    ['a condition within a radius', { q: 'obesity', radius: '250', zip: '10001', status: 'recruiting' }],
    ['a radius and filters without words', { radius: '100', zip: '94103', age: '30' }],
  ])(
    '%s: the totals, the order of every page and the facet counts are the model’s',
    async (_name, params) => {
      const expected = model(params);
      expect(expected.length).toBeGreaterThan(0);
      const { first, ids } = await allPages(params);
      expect(first.totalCount).toBe(expected.length);
      expect(ids).toEqual(expected.map((row) => row.id));
      expect(first.facets).toEqual(modelFacets(params));
    },
  );

  it.each([
    ['obesity', '10001', {}],
    ['obesity', '94103', { radius: 250 as const, sex: 'female' as const }],
    [SET[1]?.conditionKey ?? '', '60611', { status: ['recruiting' as const], age: 40 }],
  ])(
    'counts %s near %s the same whether each trial reads its locations or the area is read (%j)',
    async (conditionKey, zip, chosen) => {
      const origin = zipCoordinates(zip);
      if (!origin) throw new Error(`no coordinates for ${zip}`);
      const filters = { ...NO_TRIAL_FILTERS, ...chosen };
      const count = (fewTrials: boolean) =>
        countCells(t.deps.db, nearMemberRows(origin, 'en', conditionKey, fewTrials), filters);
      const eachReads = await count(true);
      expect(eachReads.get('total')).toBeGreaterThan(0);
      expect(eachReads).toEqual(await count(false));
    },
  );

  it('ignores a radius without a known zip, and counts no radius facet then', async () => {
    const without = await search({ radius: '10' });
    expect(without.totalCount).toBe(model({}).length);
    expect(without.facets.radius).toEqual([]);
    const unknown = await search({ radius: '10', zip: '99999' });
    expect(unknown.totalCount).toBe(model({}).length);
  });

  it('finds a trial by any of its conditions, and says which one matched', async () => {
    const byKey = await search({ q: 'obesity', pageSize: '50' });
    const linked = SET.filter(
      (x) => keysOf(x).includes('obesity') && x.trials.en.trialenrollingstatus !== 'Closed',
    );
    expect(byKey.totalCount).toBe(linked.length);
    expect(byKey.results.every((r) => r.matchedCondition === 'Obesity')).toBe(true);
    const spanish = await search({ q: 'obesity', language: 'es' });
    expect(spanish.results[0]?.matchedCondition).toBe('Obesidad');
  });

  it('ranks the trials whose condition the words name above title and description matches', async () => {
    const answer = await allPages({ q: 'disease' });
    const expected = model({ q: 'disease' });
    expect(answer.ids).toEqual(expected.map((row) => row.id));
    const named = expected.filter((row) => row.tier === 0).length;
    expect(named).toBeGreaterThan(0);
    expect(named).toBeLessThan(expected.length);
    const page = await search({ q: 'disease', pageSize: '50' });
    expect(page.results[0]?.matchedCondition).toMatch(/disease/);
    const last = await search({ q: 'disease', pageSize: '50', page: String(page.pageCount) });
    expect(last.results.at(-1)?.matchedCondition).toBeNull();
  });

  it('counts a rewritten trial anew once its write calls afterTrialsWritten', async () => {
    const victim = model({ status: 'recruiting', sex: 'female' })[0]?.id ?? '';
    const before = await search({ status: 'recruiting', sex: 'female' });
    await t.deps.db.transaction().execute(async (trx) => {
      await sql`update trial_index set enrolling_status = 'Closed', searchable = false
        where trial_id = ${victim}`.execute(trx);
      await afterTrialsWritten(trx, { trialIds: [victim], conditionKeys: [] });
    });
    const after = await search({ status: 'recruiting', sex: 'female' });
    const total = await search({});
    expect(total.totalCount).toBe(model({}).length - 1);
    expect(after.facets.status[0]?.count).toBe((before.facets.status[0]?.count ?? 0) - 1);
    await t.deps.db.transaction().execute(async (trx) => {
      await sql`update trial_index set enrolling_status = 'Enrolling', searchable = true
        where trial_id = ${victim}`.execute(trx);
      await afterTrialsWritten(trx, { trialIds: [victim], conditionKeys: [] });
    });
    expect((await search({ status: 'recruiting', sex: 'female' })).facets).toEqual(before.facets);
  });

  it.each([
    [{ radius: '7' }, 'query.radius'],
    [{ status: 'closed' }, 'query.status'],
    [{ status: 'recruiting,recruiting' }, 'query.status'],
    [{ phase: '5' }, 'query.phase'],
    [{ age: '121' }, 'query.age'],
    [{ age: '-1' }, 'query.age'],
    [{ sex: 'other' }, 'query.sex'],
    [{ healthy: 'yes' }, 'query.healthy'],
    [{ virtual: '1' }, 'query.virtual'],
  ])('answers 400 naming the field for %j', async (params, field) => {
    expectProblem(await get(t, searchUrl(params)), 400, field);
  });

  it('tolerates a typo in a suggestion (trigram similarity)', async () => {
    const res = await get(t, '/api/trials/Suggest?q=diabtes');
    expect(res.statusCode).toBe(200);
    const values = (res.json().suggestions as Array<{ value: string }>).map((s) => s.value);
    expect(values).toEqual(expect.arrayContaining(['Type 2 diabetes', 'Type 1 diabetes']));
    const exact = await get(t, '/api/trials/Suggest?q=diab');
    expect((exact.json().suggestions as Array<{ value: string }>)[0]?.value).toMatch(/diabetes/);
  });
});
