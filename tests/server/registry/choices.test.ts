import type { TestApp } from '../support/test-app';
import { clock, createRegistryApp, expectProblem, profileOf, registered, send } from './support';

describe('conditions, communities and saved trials', () => {
  const c = clock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createRegistryApp(c);
  });
  afterAll(() => t.close());

  const post = (url: string, body: unknown) => send(t.app, 'POST', url, body);

  describe('UpdateConditionCommunitiesForMyProfile', () => {
    const choices = (token: string, conditions: string[], communities: string[], isAppendExisting: boolean) =>
      post('/api/contacts/UpdateConditionCommunitiesForMyProfile', {
        myProfileToken: token,
        conditionOfInterest: { items: conditions.map((key) => ({ key })) },
        communities: { items: communities.map((key) => ({ key })) },
        isAppendExisting,
      });

    it('replaces, or appends to, the sets', async () => {
      const body = await registered(t);
      const replaced = await choices(body.sessionToken, ['asthma'], ['asthma-community'], false);
      expect(replaced.json()).toEqual({ updated: true });
      let data = (await profileOf(t, body.sessionToken)).json().data;
      expect(data.conditions).toEqual([{ sitecoreId: 'cond-asthma', conditionId: 'asthma' }]);
      expect(data.communities).toEqual(['asthma-community']);
      await choices(body.sessionToken, ['knee-osteoarthritis', 'asthma'], ['joint-health-community'], true);
      data = (await profileOf(t, body.sessionToken)).json().data;
      expect(data.conditions.map((item: { conditionId: string }) => item.conditionId)).toEqual([
        'asthma',
        'knee-osteoarthritis',
      ]);
      expect(data.communities).toEqual(['asthma-community', 'joint-health-community']);
    });

    it('answers 400 for an unknown key and changes nothing', async () => {
      const body = await registered(t);
      expectProblem(
        await choices(body.sessionToken, ['asthma'], ['nope'], false),
        400,
        'body.communities.items',
      );
      expectProblem(
        await choices(body.sessionToken, ['nope'], [], false),
        400,
        'body.conditionOfInterest.items',
      );
      expect((await profileOf(t, body.sessionToken)).json().data.communities).toEqual(['migraine-community']);
    });
  });

  describe('communitiesRoutes', () => {
    const route = (communityItem: string, language: string) =>
      send(t.app, 'POST', '/api/communitiesRoutes', { communityItem, language }, { key: null });

    beforeAll(async () => {
      const page = (language: string) => ({
        id: 'test-community-asthma',
        path: '/communities/asthma-community',
        language,
        name: 'Asthma community',
        title: 'Asthma community',
        flags: {},
        components: [],
      });
      await t.deps.db
        .insertInto('content_pages')
        .values(
          ['en', 'es'].map((language) => ({
            id: 'test-community-asthma',
            language,
            path: '/communities/asthma-community',
            study_key: null,
            data: JSON.stringify(page(language)),
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    });

    it('answers the community page’s path in the language, or null', async () => {
      expect((await route('asthma-community', 'en')).json()).toEqual({
        path: '/communities/asthma-community',
      });
      expect((await route('asthma-community', 'es')).json()).toEqual({
        path: '/es/communities/asthma-community',
      });
      expect((await route('no-such-community', 'en')).json()).toEqual({ path: null });
      expect((await route('../asthma-study', 'en')).json()).toEqual({ path: null });
    });
  });

  describe('SaveTrial', () => {
    const save = (token: string, trialId: string, isSaved: boolean) =>
      post('/api/contacts/SaveTrial', { myProfileToken: token, trialId, isSaved });

    it('saves (once) and unsaves a trial', async () => {
      const body = await registered(t);
      expect((await save(body.sessionToken, 'MIG-301', true)).json()).toEqual({ saved: true });
      await save(body.sessionToken, 'MIG-301', true);
      await save(body.sessionToken, 'AST-204', true);
      expect((await profileOf(t, body.sessionToken)).json().data.savedTrials).toEqual(['AST-204', 'MIG-301']);
      expect((await save(body.sessionToken, 'MIG-301', false)).json()).toEqual({ saved: false });
      expect((await profileOf(t, body.sessionToken)).json().data.savedTrials).toEqual(['AST-204']);
    });

    it('answers 404 for a trial the site does not have, 401 without a session', async () => {
      const body = await registered(t);
      expectProblem(await save(body.sessionToken, 'NOPE-1', true), 404, 'body.trialId');
      expectProblem(await save('e'.repeat(43), 'MIG-301', true), 401, 'body.myProfileToken');
    });
  });
});
