import { generateTrials, type IndexedTrial } from '../../../src/server/trials/generator/trial-generator';
import { writeTrialIndex } from '../../../src/server/trials/trial-index-writer';
import type { TrialResult } from '../../../src/shared/contracts/trials';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, searchUrl } from './support';

/*
 * A chosen condition searches by the condition itself, not by its loose words: "Type 2 diabetes"
 * must not find a Type 1 diabetes trial whose "24-week" starts with the digit "2". A small index
 * holds trials of both kinds, one Type 1 trial with "24-week" in its title.
 */

const open = (trial: IndexedTrial) => trial.trials.en.trialenrollingstatus !== 'Closed';

function smallIndex(): IndexedTrial[] {
  const all = generateTrials(1500, 20_240_601);
  const ofKind = (key: string) =>
    all.filter((trial) => trial.conditionKey === key && open(trial)).slice(0, 4);
  const type1 = ofKind('type-1-diabetes');
  const type2 = ofKind('type-2-diabetes');
  const others = all.filter((trial) => !trial.conditionKey.includes('diabetes')).slice(0, 6);
  const [first] = type1;
  if (!first || type2.length === 0) throw new Error('the generator gave no diabetes trials');
  first.trials.en = {
    ...first.trials.en,
    trialtitle: 'A 24-week study of insulin timing in type 1 diabetes',
  };
  return [...type1, ...type2, ...others];
}

describe('GET /api/trials/Search by a chosen condition', () => {
  let t: TestApp;
  const set = smallIndex();
  const type2Ids = set
    .filter((trial) => trial.conditionKey === 'type-2-diabetes')
    .map((trial) => trial.trials.en.trialorgstudyid)
    .sort();

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.transaction().execute((trx) => writeTrialIndex(trx, set));
  }, 60_000);
  afterAll(() => t.close());

  async function search(params: Record<string, string>) {
    const res = await get(t, searchUrl({ pageSize: '50', ...params }));
    expect(res.statusCode).toBe(200);
    return res.json() as {
      results: TrialResult[];
      totalCount: number;
      condition: { key: string; value: string } | null;
    };
  }

  const ids = (results: TrialResult[]) => results.map((trial) => trial.trialorgstudyid).sort();

  it('the loose words of "Type 2 diabetes" do reach the Type 1 trial (the trap is set)', async () => {
    const loose = await search({ q: 'type 2 diab' });
    expect(loose.results.map((trial) => trial.trialtitle)).toContain(
      'A 24-week study of insulin timing in type 1 diabetes',
    );
  });

  it.each([
    ['its key (a chosen suggestion, a profile chip)', 'type-2-diabetes'],
    ['its name (the text the field shows)', 'Type 2 diabetes'],
    ['its name in another case and spacing', '  TYPE 2   Diabetes '],
  ])('by %s finds exactly the Type 2 trials, and names the condition', async (_how, q) => {
    const answer = await search({ q, zip: '60611' });
    expect(ids(answer.results)).toEqual(type2Ids);
    expect(answer.totalCount).toBe(type2Ids.length);
    expect(answer.results.every((trial) => trial.featuredcondition === 'Type 2 diabetes')).toBe(true);
    expect(answer.condition).toEqual({ key: 'type-2-diabetes', value: 'Type 2 diabetes' });
  });

  it('names the condition in the page language, found by its key or its Spanish name', async () => {
    for (const q of ['type-2-diabetes', 'Diabetes tipo 2']) {
      const answer = await search({ q, language: 'es' });
      expect(ids(answer.results)).toEqual(type2Ids);
      expect(answer.condition).toEqual({ key: 'type-2-diabetes', value: 'Diabetes tipo 2' });
    }
  });

  it('keeps free text a word search: "diabetes" finds both kinds and names no condition', async () => {
    const answer = await search({ q: 'diabetes' });
    const kinds = new Set(answer.results.map((trial) => trial.featuredcondition));
    expect(kinds).toEqual(new Set(['Type 1 diabetes', 'Type 2 diabetes']));
    expect(answer.condition).toBeNull();
    expect((await search({})).condition).toBeNull();
  });
});
