import { demoItems } from '../../support/demo-content';
import type { TestApp } from '../support/test-app';
import { clock, createRegistryApp, expectProblem, send } from './support';

/*
 * The condition lookups (conditionItemIds, conditionRelatedStudy): reads of the demo content,
 * POST bodies of language and rootpath; anything else a 400 naming the field.
 */
describe('condition lookups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createRegistryApp(clock());
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown) => send(t.app, 'POST', path, body, { key: null });

  it('conditionItemIds: every condition of interest with its content id', async () => {
    const res = await post('/api/conditionItemIds', { language: 'en', rootpath: '/' });
    expect(res.statusCode).toBe(200);
    const expected = demoItems('condition').map((condition) => ({ key: condition.key, id: condition.id }));
    expect(res.json().items).toEqual(expect.arrayContaining(expected));
    expect(res.json().items).toHaveLength(expected.length);
  });

  it('conditionRelatedStudy: the studies of each condition, with their page in the language', async () => {
    const en = await post('/api/conditionRelatedStudy', { language: 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.json().items).toEqual(
      expect.arrayContaining([
        {
          conditionKey: 'migraine',
          studies: [{ studyKey: 'migraine-study', studyName: expect.any(String), path: '/migraine-study' }],
        },
      ]),
    );
    const es = await post('/api/conditionRelatedStudy', { language: 'es' });
    const migraine = (
      es.json().items as Array<{ conditionKey: string; studies: Array<{ path: string }> }>
    ).find((item) => item.conditionKey === 'migraine');
    expect(migraine?.studies.map((study) => study.path)).toEqual(['/es/migraine-study']);
  });

  it.each([
    ['/api/conditionItemIds', { language: 'fr' }, 'body.language'],
    ['/api/conditionItemIds', {}, 'body.language'],
    ['/api/conditionRelatedStudy', { language: 'en', rootpath: 'x'.repeat(201) }, 'body.rootpath'],
    ['/api/conditionRelatedStudy', { language: 'en', email: 'a@example.org' }, 'body'],
  ])('%s answers 400 for %j', async (path, body, field) => {
    expectProblem(await post(path, body), 400, field);
  });
});
