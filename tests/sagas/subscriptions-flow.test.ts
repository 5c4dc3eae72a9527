import {
  resubscribeRequested,
  unsubscribeConfirmed,
  type SubscriptionScope,
} from '../../src/features/subscriptions/subscriptions-slice';
import { NetworkError } from '../../src/lib/api-client';
import { subscriptionsSaga } from '../../sagas/subscriptions/subscriptions';
import { subscriptionsSagaLoader } from '../../sagas/subscriptions/index';
import { subscriptionsHarness, type Answers } from './subscriptions-harness';

const TOKEN = 't'.repeat(43);
const COMMON: SubscriptionScope = { kind: 'common' };
const SITE: SubscriptionScope = { kind: 'site', siteSettingsId: 'ss-migraine', language: 'es' };
const unsubscribed =
  (guestRef: string | null, email = 'ann@example.org') =>
  () => ({
    data: { guestRef, email },
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('unsubscribe on the person’s click', () => {
  it.each<[string, SubscriptionScope, string, unknown]>([
    ['common', COMMON, 'Send/CommonUnsubscribe', { unsubscribeToken: TOKEN }],
    [
      'site',
      SITE,
      'Send/Unsubscribe',
      { unsubscribeToken: TOKEN, siteSettingsId: 'ss-migraine', language: 'es' },
    ],
  ])(
    '%s: calls, stores the guest ref, updates the profile, signs nobody in',
    async (_n, scope, name, body) => {
      const h = await subscriptionsHarness(subscriptionsSaga, { [name]: unsubscribed('guest-7') });
      h.store.dispatch(unsubscribeConfirmed({ token: TOKEN, scope }));
      await h.settle();
      expect(h.calls).toEqual([{ name, body }]);
      expect(h.state().unsubscribe).toBe('done');
      expect(h.written).toHaveLength(1);
      expect(h.written[0]).toMatch(
        /^bx_guest_ref=guest-7; path=\/; SameSite=Lax; max-age=2592000; .*Secure$/,
      );
      expect(h.sessionValues.size).toBe(0);
      expect(h.tracked()).toEqual([
        { name: 'unsubscribe-click', data: { scope: scope.kind } },
        { name: 'profile-update', data: { reference: 'email_unsubscribe_update', scope: scope.kind } },
      ]);
    },
  );

  it('leaves the tab’s own session alone, and writes no cookie without a guest ref', async () => {
    const h = await subscriptionsHarness(subscriptionsSaga, { 'Send/CommonUnsubscribe': unsubscribed(null) });
    h.sessionValues.set('myProfileVerificationToken', 'kept');
    h.store.dispatch(unsubscribeConfirmed({ token: TOKEN, scope: COMMON }));
    await h.settle();
    expect(h.calls.map((c) => c.name)).toEqual(['Send/CommonUnsubscribe']);
    expect(h.written).toEqual([]);
    expect(h.sessionValues.get('myProfileVerificationToken')).toBe('kept');
    expect(h.state().unsubscribe).toBe('done');
  });

  it.each<[string, Answers, string]>([
    ['an unknown link (data null)', { 'Send/CommonUnsubscribe': () => ({ data: null }) }, 'invalid'],
    [
      'a failed call',
      {
        'Send/CommonUnsubscribe': () => {
          throw new NetworkError('Send/CommonUnsubscribe', 'ERR_NETWORK');
        },
      },
      'failed',
    ],
    ['a malformed answer', { 'Send/CommonUnsubscribe': () => ({ nope: 1 }) }, 'failed'],
  ])('%s is swallowed: a status, no profile calls, the saga lives on', async (_n, answers, status) => {
    const h = await subscriptionsHarness(subscriptionsSaga, answers);
    h.store.dispatch(unsubscribeConfirmed({ token: TOKEN, scope: COMMON }));
    await h.settle();
    expect(h.state().unsubscribe).toBe(status);
    expect(h.calls.map((c) => c.name)).toEqual(['Send/CommonUnsubscribe']);
    expect(h.task.isRunning()).toBe(true);
  });
});

describe('resubscribe', () => {
  const request = (scope: SubscriptionScope, successLink?: string) =>
    resubscribeRequested({
      token: TOKEN,
      scope,
      email: 'ann@example.org',
      language: 'es',
      ...(successLink ? { successLink } : {}),
    });

  it('site: sends the site call and navigates to the localised success page', async () => {
    const h = await subscriptionsHarness(subscriptionsSaga, { 'Send/Resubscribe': () => ({ data: true }) });
    h.store.dispatch(request(SITE, '/resubscribe-confirmation'));
    await h.settle();
    expect(h.calls).toEqual([
      {
        name: 'Send/Resubscribe',
        body: {
          unsubscribeToken: TOKEN,
          emailAddress: 'ann@example.org',
          siteSettingsId: 'ss-migraine',
          language: 'es',
        },
      },
    ]);
    expect(h.state().resubscribe).toBe('done');
    expect(h.store.getState().journeyUi.navigation?.to).toBe('/es/resubscribe-confirmation');
    expect(h.tracked()).toEqual([
      { name: 'resubscribe-click', data: { scope: 'site' } },
      { name: 'profile-update', data: { reference: 'email_resubscribe_update', scope: 'site' } },
    ]);
  });

  it('common: an external success link is a full page load', async () => {
    const h = await subscriptionsHarness(subscriptionsSaga, {
      'Send/CommonResubscribe': () => ({ data: true }),
    });
    h.store.dispatch(request(COMMON, 'https://sponsor.example/thanks'));
    await h.settle();
    expect(h.calls[0]).toEqual({
      name: 'Send/CommonResubscribe',
      body: { unsubscribeToken: TOKEN, emailAddress: 'ann@example.org' },
    });
    expect(h.assign).toHaveBeenCalledWith('https://sponsor.example/thanks');
    expect(h.store.getState().journeyUi.navigation).toBeNull();
  });

  it.each<[string, Answers]>([
    ['refused (data false)', { 'Send/CommonResubscribe': () => ({ data: false }) }],
    [
      'a failed call',
      {
        'Send/CommonResubscribe': () => {
          throw new NetworkError('call', 'ERR_NETWORK');
        },
      },
    ],
  ])('%s: failed, no navigation, no profile update', async (_n, answers) => {
    const h = await subscriptionsHarness(subscriptionsSaga, answers);
    h.store.dispatch(request(COMMON, '/resubscribe-confirmation'));
    await h.settle();
    expect(h.state().resubscribe).toBe('failed');
    expect(h.store.getState().journeyUi.navigation).toBeNull();
    expect(h.tracked()).toEqual([{ name: 'resubscribe-click', data: { scope: 'common' } }]);
  });
});

describe('the lazy loader', () => {
  it('handles the click that loaded the chunk, then later ones', async () => {
    const h = await subscriptionsHarness(subscriptionsSagaLoader, {
      'Send/CommonUnsubscribe': unsubscribed(null),
      'Send/CommonResubscribe': () => ({ data: true }),
    });
    h.store.dispatch(unsubscribeConfirmed({ token: TOKEN, scope: COMMON }));
    await h.settle();
    expect(h.state().unsubscribe).toBe('done');
    h.store.dispatch(
      resubscribeRequested({ token: TOKEN, scope: COMMON, email: 'ann@example.org', language: 'en' }),
    );
    await h.settle();
    expect(h.state().resubscribe).toBe('done');
    expect(h.calls.map((c) => c.name)).toEqual(['Send/CommonUnsubscribe', 'Send/CommonResubscribe']);
  });
});
