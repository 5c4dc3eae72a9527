import { demoContent } from '../../support/demo-content';
import { ensureTrialIndex } from '../../../src/server/trials/ensure-trial-index';
import { trialIndexSet } from '../../../src/server/trials/trial-index-set';
import { trialSchema } from '../../../src/shared/content-model/trial';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectProblem } from '../registry/support';
import { get } from './support';

const COUNT = 600;
const set = trialIndexSet(demoContent(), { count: COUNT });

describe('GET /api/trials/Suggest and /api/trials/Details', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await ensureTrialIndex(t.deps.db, demoContent(), { count: COUNT });
  }, 60_000);
  afterAll(() => t.close());

  const suggest = async (params: Record<string, string>) => {
    const res = await get(t, `/api/trials/Suggest?${new URLSearchParams(params).toString()}`);
    expect(res.statusCode).toBe(200);
    return res.json().suggestions as Array<{ key: string; value: string; trialCount: number }>;
  };

  describe('Suggest', () => {
    it('puts names starting with the text first, then words starting with it, then the rest', async () => {
      const names = (await suggest({ q: 'dis' })).map((s) => s.value);
      expect(names.length).toBeGreaterThan(3);
      const firstWordIndex = names.findIndex((name) => !name.toLowerCase().startsWith('dis'));
      const rank = (name: string) =>
        name.toLowerCase().startsWith('dis') ? 0 : /[^a-z0-9]dis/i.test(name) ? 1 : 2;
      const ranks = names.map(rank);
      expect([...ranks].sort()).toEqual(ranks);
      expect(firstWordIndex).toBeGreaterThanOrEqual(0);
      for (const group of [0, 1, 2]) {
        const inGroup = names.filter((name) => rank(name) === group).map((name) => name.toLowerCase());
        expect(inGroup).toEqual([...inGroup].sort());
      }
      const osteo = await suggest({ q: 'osteo' });
      expect(osteo.map((s) => s.value)).toEqual(['Osteoporosis', 'Knee osteoarthritis']);
    });

    it('counts the searchable trials of each condition', async () => {
      const [migraine] = await suggest({ q: 'Migraine' });
      const expected = set.filter(
        (x) => x.conditionKey === 'migraine' && x.trials.en.trialenrollingstatus !== 'Closed',
      ).length;
      expect(migraine).toEqual({ key: 'migraine', value: 'Migraine', trialCount: expected });
    });

    it('answers at most limit, in the language, accents ignored; no match is an empty list', async () => {
      expect(await suggest({ q: 'e', limit: '3' })).toHaveLength(3);
      expect((await suggest({ q: 'e' })).length).toBeLessThanOrEqual(20);
      expect((await suggest({ q: 'migrana', language: 'es' }))[0]).toMatchObject({
        key: 'migraine',
        value: 'Migraña',
      });
      expect(await suggest({ q: 'xyzzy' })).toEqual([]);
      expect(await suggest({ q: '%' })).toEqual([]);
    });

    it('is public and cacheable for a minute; bad input is a 400', async () => {
      const res = await get(t, '/api/trials/Suggest?q=asth');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expectProblem(await get(t, '/api/trials/Suggest?q=%20%20'), 400, 'query.q');
      expectProblem(await get(t, `/api/trials/Suggest?q=${'a'.repeat(51)}`), 400, 'query.q');
      expectProblem(await get(t, '/api/trials/Suggest?q=asth&limit=101'), 400, 'query.limit');
      expectProblem(await get(t, '/api/trials/Suggest?q=asth&extra=1'), 400, 'query');
    });
  });

  describe('Details', () => {
    it('answers the whole trial with criteria, sidebar fields and locations, in the language', async () => {
      const generated = set[10]?.trials;
      const res = await get(t, `/api/trials/Details?id=${generated?.en.trialorgstudyid ?? ''}&language=es`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      const { trial } = res.json();
      expect(trialSchema.parse(trial)).toEqual(generated?.es);
      const demo = (await get(t, '/api/trials/Details?id=KOA-310')).json().trial;
      expect(demo).toMatchObject({
        nctid: 'NCT06000310',
        sponsor: 'ClinicalResearch Demo Sponsor',
        featuredeprurl: '/knee-oa-study',
      });
      expect(demo.locations.length).toBeGreaterThan(3);
      expect(demo.exclusionCriteria.length).toBeGreaterThan(0);
    });

    it('also opens a Closed trial', async () => {
      const closed = set.find((x) => x.trials.en.trialenrollingstatus === 'Closed');
      const res = await get(t, `/api/trials/Details?id=${closed?.trials.en.trialorgstudyid ?? ''}`);
      expect(res.json().trial.trialenrollingstatus).toBe('Closed');
    });

    it('answers 404 problem for an unknown id and 400 without one', async () => {
      const res = await get(t, '/api/trials/Details?id=NOPE-1');
      expectProblem(res, 404, 'query.id');
      expect(res.headers['cache-control']).toBe('no-store');
      expectProblem(await get(t, '/api/trials/Details'), 400, 'query.id');
    });
  });
});
