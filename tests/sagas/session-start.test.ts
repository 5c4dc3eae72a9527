import { navigationRequested, pageViewed, sessionChanged } from '../../src/features/journey/journey-ui-slice';
import { profileRequested } from '../../src/features/profile/profile-slice';
import { linkContinued, signedIn, signedOut } from '../../src/features/session/session-slice';
import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { ApiError, NetworkError } from '../../src/lib/api-errors';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { siteSettings } from '../components/app/fixtures';
import { LINK_TOKEN, NEW_TOKEN, sessionHarness, settle, TOKEN } from './session-harness';

const unauthorized = () =>
  new ApiError('contacts/VerifyToken', 401, { type: 'about:blank', title: 'Unauthorized', status: 401 });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the stored token at start (VerifyToken)', () => {
  it('signs a visitor without a token out at once, without any call', async () => {
    const app = await sessionHarness();
    await settle();
    expect(app.store.getState().session.status).toBe('signedOut');
    expect(app.calls).toEqual([]);
    expect(app.actions).toContainEqual(sessionChanged({ signedIn: false }));
  });

  it('signs the person in when the token is good, and asks for the profile', async () => {
    const app = await sessionHarness({
      token: TOKEN,
      handlers: { 'contacts/VerifyToken': () => ({ data: true }) },
    });
    await settle();
    expect(app.calls).toEqual([
      { name: 'contacts/VerifyToken', body: { verificationToken: TOKEN }, key: undefined },
    ]);
    expect(app.store.getState().session).toMatchObject({ status: 'signedIn', isVerifiedEmail: null });
    expect(app.actions).toContainEqual(profileRequested({ reason: 'signIn' }));
    expect(app.actions).toContainEqual(sessionChanged({ signedIn: true }));
  });

  it.each([
    ['false', () => ({ data: false })],
    [
      '401',
      () => {
        throw unauthorized();
      },
    ],
  ])('clears a refused token (%s) and signs out', async (_name, answer) => {
    const app = await sessionHarness({ token: TOKEN, handlers: { 'contacts/VerifyToken': answer } });
    await settle();
    expect(app.session.values.has(PROFILE_TOKEN_SESSION_KEY)).toBe(false);
    expect(app.store.getState().session.status).toBe('signedOut');
    expect(app.types()).not.toContain(signedIn.type);
  });

  it('keeps the session when there is no answer (the keep-alive asks again)', async () => {
    const app = await sessionHarness({
      token: TOKEN,
      handlers: {
        'contacts/VerifyToken': () => {
          throw new NetworkError('contacts/VerifyToken', 'ERR_NETWORK');
        },
      },
    });
    await settle();
    expect(app.store.getState().session.status).toBe('signedIn');
    expect(app.session.values.get(PROFILE_TOKEN_SESSION_KEY)).toBe(TOKEN);
  });

  it('offline: stays signed in on the stored token and checks when back online', async () => {
    const app = await sessionHarness({
      token: TOKEN,
      online: false,
      handlers: { 'contacts/VerifyToken': () => ({ data: false }) },
    });
    await settle();
    expect(app.store.getState().session.status).toBe('signedIn');
    expect(app.calls).toEqual([]);
    app.goOnline();
    await settle();
    expect(app.calls.map((call) => call.name)).toEqual(['contacts/VerifyToken']);
    expect(app.store.getState().session.status).toBe('signedOut');
    expect(app.session.values.has(PROFILE_TOKEN_SESSION_KEY)).toBe(false);
  });
});

describe('a mailed link (VerifyProfile), once the person pressed Continue', () => {
  const verified = () => ({
    isLinkExpired: false,
    IsVerifiedEmail: true,
    myProfileVerificationToken: NEW_TOKEN,
  });
  const expired = () => ({ isLinkExpired: true, IsVerifiedEmail: false, myProfileVerificationToken: null });

  it('exchanges ?myProfileToken= for a session, drops it from the address and tracks the click', async () => {
    const site = siteSettings('en', { session: { linkExpiryHours: 48 } } as never);
    const app = await sessionHarness({
      site,
      address: {
        pathname: '/manage-my-profile',
        search: `?utm_source=mail&myProfileToken=${LINK_TOKEN}`,
        hash: '#top',
      },
      handlers: { 'contacts/VerifyProfile': verified },
    });
    await settle();
    app.store.dispatch(linkContinued());
    await settle();
    expect(app.actions).toContainEqual(
      navigationRequested({ to: '/manage-my-profile?utm_source=mail#top', replace: true }),
    );
    expect(app.calls).toEqual([
      {
        name: 'contacts/VerifyProfile',
        body: { verificationToken: LINK_TOKEN, purpose: 'myProfile', expiryTime: 48 },
        key: undefined,
      },
    ]);
    expect(app.session.values.get(PROFILE_TOKEN_SESSION_KEY)).toBe(NEW_TOKEN);
    expect(app.store.getState().session).toMatchObject({ status: 'signedIn', isVerifiedEmail: true });
    expect(app.actions).toContainEqual(
      trackEvent({ name: 'my-profile-email-link-click', data: { purpose: 'myProfile' } }),
    );
  });

  it('shows the expired-link popup for a refused community link and signs a visitor out', async () => {
    const app = await sessionHarness({
      address: { pathname: '/communities/migraine', search: `?communityToken=${LINK_TOKEN}` },
      handlers: { 'contacts/VerifyProfile': expired },
    });
    await settle();
    app.store.dispatch(linkContinued());
    await settle();
    expect(app.calls[0]?.body).toMatchObject({ purpose: 'community', verificationToken: LINK_TOKEN });
    expect(app.store.getState().session).toMatchObject({ status: 'signedOut', expiredLink: 'community' });
    expect(app.session.values.has(PROFILE_TOKEN_SESSION_KEY)).toBe(false);
    expect(app.types()).not.toContain(trackEvent.type);
  });

  it('keeps a stored session when the link is expired', async () => {
    const app = await sessionHarness({
      token: TOKEN,
      address: { pathname: '/manage-my-profile', search: `?myProfileToken=${LINK_TOKEN}` },
      handlers: { 'contacts/VerifyProfile': expired, 'contacts/VerifyToken': () => ({ data: true }) },
    });
    await settle();
    app.store.dispatch(linkContinued());
    await settle();
    expect(app.store.getState().session).toMatchObject({ status: 'signedIn', expiredLink: 'myProfile' });
    expect(app.session.values.get(PROFILE_TOKEN_SESSION_KEY)).toBe(TOKEN);
  });

  it('retries once back online when VerifyProfile got no answer', async () => {
    let offline = true;
    const app = await sessionHarness({
      address: { search: `?myProfileToken=${LINK_TOKEN}` },
      handlers: {
        'contacts/VerifyProfile': () => {
          if (offline) throw new NetworkError('contacts/VerifyProfile', 'ERR_NETWORK');
          return verified();
        },
      },
    });
    await settle();
    app.store.dispatch(linkContinued());
    await settle();
    expect(app.calls).toHaveLength(1);
    offline = false;
    await jest.advanceTimersByTimeAsync(2_000);
    await settle();
    expect(app.calls).toHaveLength(2);
    expect(app.store.getState().session.status).toBe('signedIn');
  });

  it('exchanges a link reached in the app once, however often the page is viewed', async () => {
    const app = await sessionHarness({ handlers: { 'contacts/VerifyProfile': verified } });
    await settle();
    expect(app.store.getState().session.status).toBe('signedOut');
    const view = {
      path: '/manage-my-profile',
      locale: 'en' as const,
      search: `?myProfileToken=${LINK_TOKEN}`,
      hash: '',
      found: true,
      isHome: false,
      isOutcome: false,
      study: null,
      viewKey: 'a',
    };
    app.store.dispatch(pageViewed(view));
    await settle();
    app.store.dispatch(linkContinued());
    await settle();
    app.store.dispatch(pageViewed({ ...view, viewKey: 'b' }));
    await settle();
    expect(app.calls.map((call) => call.name)).toEqual(['contacts/VerifyProfile']);
    expect(app.store.getState().session.status).toBe('signedIn');
    expect(app.types().filter((type) => type === signedOut.type)).toHaveLength(1);
  });
});
