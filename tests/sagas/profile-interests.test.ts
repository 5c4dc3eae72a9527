import {
  communityCardOpened,
  profileInterestsChanged,
  profileLoaded,
  profileRequested,
} from '../../src/features/profile/profile-slice';
import { communityHref } from '../../sagas/profile/profile-community-route';
import { ADD_COMMUNITY_DELAY_MS, ADD_COMMUNITY_EVENT } from '../../sagas/profile/profile-interests';
import { advance, problem, profileFixture, profileHarness, TOKEN, type WriteAnswer } from './profile-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function harness(
  write: WriteAnswer = 'deliver',
  route: () => unknown = () => ({ path: '/communities/x' }),
) {
  const h = await profileHarness({
    write,
    reads: {
      communitiesRoutes: route,
      'contacts/GetProfileDetails': () => ({ data: profileFixture() }),
    },
  });
  h.store.dispatch(profileLoaded(profileFixture()));
  return h;
}

const join = (key: string) =>
  profileInterestsChanged({ conditions: [], communities: [key], isAppendExisting: true, added: [key] });
const tracked = (h: Awaited<ReturnType<typeof harness>>) =>
  h.actions.filter((action) => action.type === 'analytics/eventTracked');

describe('conditions and communities', () => {
  it('posts a joined community through the outbox, adding to what the member has', async () => {
    const h = await harness();
    h.store.dispatch(join('chronic-headache-community'));
    expect(h.profile().details?.communities).toEqual(['migraine-community', 'chronic-headache-community']);
    await advance(10);
    expect(h.enqueued).toEqual([
      {
        name: 'contacts/UpdateConditionCommunitiesForMyProfile',
        key: '00000000-0000-4000-8000-000000000001',
        group: 'profile',
        body: {
          myProfileToken: TOKEN,
          conditionOfInterest: { items: [] },
          communities: { items: [{ key: 'chronic-headache-community' }] },
          isAppendExisting: true,
        },
      },
    ]);
    expect(h.profile().interests).toBe('idle');
  });

  it('logs add-community 5 s after the success when communities were selected', async () => {
    const h = await harness();
    h.store.dispatch(join('chronic-headache-community'));
    await advance(ADD_COMMUNITY_DELAY_MS - 1);
    expect(tracked(h)).toHaveLength(0);
    await advance(10);
    expect(tracked(h)).toEqual([
      {
        type: 'analytics/eventTracked',
        payload: { name: ADD_COMMUNITY_EVENT, data: { communities: 'chronic-headache-community', count: 1 } },
      },
    ]);
  });

  it('logs nothing when only conditions changed or a community was left', async () => {
    const h = await harness();
    h.store.dispatch(
      profileInterestsChanged({
        conditions: [{ sitecoreId: 'cond-asthma', conditionId: 'asthma' }],
        communities: [],
        isAppendExisting: false,
        added: [],
      }),
    );
    expect(h.profile().details?.conditions).toEqual([{ sitecoreId: 'cond-asthma', conditionId: 'asthma' }]);
    await advance(ADD_COMMUNITY_DELAY_MS * 2);
    expect(h.enqueued[0]?.body).toMatchObject({
      conditionOfInterest: { items: [{ key: 'asthma' }] },
      communities: { items: [] },
      isAppendExisting: false,
    });
    expect(tracked(h)).toHaveLength(0);
  });

  it('logs nothing when the update is refused, and fetches the profile back', async () => {
    const h = await harness({ refuse: 400 });
    h.store.dispatch(join('chronic-headache-community'));
    await advance(ADD_COMMUNITY_DELAY_MS * 2);
    expect(tracked(h)).toHaveLength(0);
    expect(h.profile().interests).toBe('failed');
    expect(h.calls.map((call) => call.name)).toContain('contacts/GetProfileDetails');
    expect(h.profile().details?.communities).toEqual(['migraine-community']);
  });

  it('signs out when the update is refused with 401', async () => {
    const h = await harness({ refuse: 401 });
    h.store.dispatch(join('chronic-headache-community'));
    await advance(10);
    expect(h.actions).toContainEqual({
      type: 'session/signOutRequested',
      payload: { reason: 'invalidToken' },
    });
  });
});

describe('opening a community card (communitiesRoutes)', () => {
  const open = (search = '?utm_source=mail') =>
    communityCardOpened({ communityKey: 'asthma-community', language: 'en', search });

  it('goes to the looked-up page keeping the query string', async () => {
    const h = await harness('deliver', () => ({ path: '/communities/asthma-community' }));
    h.store.dispatch(open());
    await advance(10);
    expect(h.calls).toEqual([
      expect.objectContaining({
        name: 'communitiesRoutes',
        body: { communityItem: 'asthma-community', language: 'en' },
      }),
    ]);
    expect(h.actions).toContainEqual({
      type: 'journeyUi/navigationRequested',
      payload: { to: '/communities/asthma-community?utm_source=mail' },
    });
  });

  it('loses no event dispatched while the profile chunk downloads', async () => {
    const h = await harness('deliver', () => ({ path: '/communities/asthma-community' }));
    h.store.dispatch(profileRequested({ reason: 'myProfile' }));
    h.store.dispatch(open(''));
    h.store.dispatch(join('clean-air-community'));
    await advance(600);
    expect(h.calls.map((call) => call.name).sort()).toEqual([
      'communitiesRoutes',
      'contacts/GetProfileDetails',
    ]);
    expect(h.enqueued).toHaveLength(1);
  });

  it("does not navigate when the lookup finds no page ('#') or fails", async () => {
    const none = await harness('deliver', () => ({ path: null }));
    none.store.dispatch(open());
    const failing = await harness('deliver', () => {
      throw problem('communitiesRoutes', 500);
    });
    failing.store.dispatch(open());
    await advance(10);
    expect(none.types()).not.toContain('journeyUi/navigationRequested');
    expect(failing.types()).not.toContain('journeyUi/navigationRequested');
  });

  it('builds the href in the page language, whatever prefix the lookup used', () => {
    expect(communityHref(null, 'en')).toBe('#');
    expect(communityHref('', 'en')).toBe('#');
    expect(communityHref('//evil.example/x', 'en')).toBe('#');
    expect(communityHref('/communities/asthma-community', 'es')).toBe('/es/communities/asthma-community');
    expect(communityHref('/es/communities/asthma-community', 'es')).toBe('/es/communities/asthma-community');
    expect(communityHref('/communities/asthma-community', 'en')).toBe('/communities/asthma-community');
  });
});
