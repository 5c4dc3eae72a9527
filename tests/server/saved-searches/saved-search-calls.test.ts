import { MAX_SAVED_SEARCHES } from '../../../src/shared/contracts/saved-searches';
import type { TestApp } from '../support/test-app';
import { clock, expectProblem, profileRow, registered } from '../registry/support';
import { createAlertsApp, generated, NEW_YORK, post, read, trialAt, writeIndex } from './support';

/*
 * The member's calls: save (the same search twice is one), list, turn alerts off and on, delete;
 * each on the caller's own searches only, within the limit, and gone with the member.
 */

describe('saved searches: the member calls', () => {
  const c = clock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createAlertsApp(c);
    // The condition names come from the index.
    await writeIndex(t, [trialAt(generated(), 'migraine', 0, NEW_YORK, 'New York')]);
  }, 60_000);
  afterAll(() => t.close());

  const save = (token: string, search: Record<string, unknown> = {}) =>
    post(t, '/api/contacts/SavedSearches/Save', {
      myProfileToken: token,
      q: 'migraine',
      zip: '10001',
      language: 'en',
      alerts: true,
      ...search,
    });
  const list = async (token: string) => {
    const res = await read(t, '/api/contacts/SavedSearches/List', { myProfileToken: token });
    expect(res.statusCode).toBe(200);
    return res.json().savedSearches as Array<{
      id: string;
      q: string;
      alerts: boolean;
      filters: Record<string, string>;
    }>;
  };

  it('saves a search with its filters in canonical form, names its condition, and lists it', async () => {
    const member = await registered(t);
    const res = await save(member.sessionToken, {
      filters: { status: 'not-yet-recruiting,recruiting', radius: '25' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = res.json().savedSearch;
    expect(saved).toMatchObject({
      q: 'migraine',
      zip: '10001',
      language: 'en',
      alerts: true,
      condition: 'Migraine',
    });
    expect(saved.filters).toEqual({
      radius: '25',
      status: 'recruiting,not-yet-recruiting',
      phase: '',
      age: '',
      sex: '',
      healthy: '',
      virtual: '',
    });
    expect((await list(member.sessionToken)).map((search) => search.id)).toEqual([saved.id]);
  });

  it('saving the same search again keeps one, with alerts as now asked', async () => {
    const member = await registered(t);
    const first = (
      await save(member.sessionToken, { filters: { status: 'recruiting,not-yet-recruiting' } })
    ).json();
    const again = await save(member.sessionToken, {
      filters: { status: 'not-yet-recruiting,recruiting' },
      alerts: false,
    });
    expect(again.json().savedSearch.id).toBe(first.savedSearch.id);
    expect(await list(member.sessionToken)).toEqual([expect.objectContaining({ alerts: false })]);
  });

  it('turns alerts off and on, and deletes', async () => {
    const member = await registered(t);
    const { id } = (await save(member.sessionToken)).json().savedSearch;
    const off = await post(t, '/api/contacts/SavedSearches/Alerts', {
      myProfileToken: member.sessionToken,
      id,
      alerts: false,
    });
    expect(off.json().savedSearch.alerts).toBe(false);
    const on = await post(t, '/api/contacts/SavedSearches/Alerts', {
      myProfileToken: member.sessionToken,
      id,
      alerts: true,
    });
    expect(on.json().savedSearch.alerts).toBe(true);
    const deleted = await post(t, '/api/contacts/SavedSearches/Delete', {
      myProfileToken: member.sessionToken,
      id,
    });
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await list(member.sessionToken)).toEqual([]);
  });

  it('never shows or changes another member’s search: 404 naming body.id', async () => {
    const owner = await registered(t);
    const other = await registered(t);
    const { id } = (await save(owner.sessionToken)).json().savedSearch;
    expect(await list(other.sessionToken)).toEqual([]);
    expectProblem(
      await post(t, '/api/contacts/SavedSearches/Alerts', {
        myProfileToken: other.sessionToken,
        id,
        alerts: false,
      }),
      404,
      'body.id',
    );
    expectProblem(
      await post(t, '/api/contacts/SavedSearches/Delete', { myProfileToken: other.sessionToken, id }),
      404,
      'body.id',
    );
    expect(await list(owner.sessionToken)).toEqual([expect.objectContaining({ id, alerts: true })]);
  });

  it('answers 401 without a live session and 400 naming a bad field', async () => {
    const member = await registered(t);
    expectProblem(await save('x'.repeat(43)), 401, 'body.myProfileToken');
    expectProblem(await save(member.sessionToken, { zip: '123' }), 400, 'body.zip');
    expectProblem(await save(member.sessionToken, { filters: { phase: '7' } }), 400, 'body.filters.phase');
    expectProblem(await save(member.sessionToken, { q: 'x'.repeat(51) }), 400, 'body.q');
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches (409), and forgets them with the member`, async () => {
    const member = await registered(t);
    for (let n = 0; n < MAX_SAVED_SEARCHES; n += 1) {
      expect((await save(member.sessionToken, { q: `word${n}` })).statusCode).toBe(200);
    }
    expectProblem(await save(member.sessionToken, { q: 'one more' }), 409, 'body');
    // The same search again is not one more.
    expect((await save(member.sessionToken, { q: 'word3' })).statusCode).toBe(200);
    const profile = await profileRow(t, member.email);
    await t.deps.db.deleteFrom('profiles').where('id', '=', profile!.id).execute();
    const left = await t.deps.db
      .selectFrom('saved_searches')
      .select('id')
      .where('profile_id', '=', profile!.id)
      .execute();
    expect(left).toEqual([]);
  });
});
