import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { journeyReset } from '../../src/features/journey/journey-slice';
import { signedOut, signOutRequested } from '../../src/features/session/session-slice';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { SIGN_OUT_CALL_WAIT_MS } from '../../sagas/session/session-sign-out';
import { sessionHarness, settle, TOKEN } from './session-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const LISTED_COOKIES = [
  'enrollmentID',
  'journeyStatus',
  'journeyStep',
  'journeyType',
  'bx_guest_ref',
  'allowSiteSelectionSuccess',
];

async function signedInApp(
  signOutAnswer: () => unknown = () => ({ signedOut: true }),
  pathname = '/manage-my-profile',
) {
  const app = await sessionHarness({
    token: TOKEN,
    address: { pathname },
    handlers: { 'contacts/VerifyToken': () => ({ data: true }), 'contacts/SignOut': signOutAnswer },
  });
  app.session.set('isLLRedirection', 'true');
  app.session.set('enrollmentID_for_human_api', 'E-1');
  app.session.set('hapiAttempts', '3');
  for (const name of [...LISTED_COOKIES, 'language', 'AcceptCookie'])
    app.cookies.cookie = `${name}=x; path=/`;
  return app;
}

describe('sign out', () => {
  it('ends the server session, clears every listed item, sends logout and loads /', async () => {
    const app = await signedInApp();
    await settle();
    expect(app.store.getState().session.status).toBe('signedIn');
    app.store.dispatch(signOutRequested({ reason: 'user' }));
    await settle();
    expect(app.calls.filter((call) => call.name === 'contacts/SignOut')).toEqual([
      { name: 'contacts/SignOut', body: { myProfileToken: TOKEN }, key: undefined },
    ]);
    for (const key of [PROFILE_TOKEN_SESSION_KEY, 'isLLRedirection', 'enrollmentID_for_human_api']) {
      expect(app.session.values.has(key)).toBe(false);
    }
    expect(app.session.values.get('hapiAttempts')).toBe('3');
    for (const name of LISTED_COOKIES) expect(app.cookies.jar.has(name)).toBe(false);
    expect([...app.cookies.jar.keys()].sort()).toEqual(['AcceptCookie', 'language']);
    const types = app.types();
    const order = [trackEvent.type, journeyReset.type, signedOut.type].map((type) => types.lastIndexOf(type));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(app.actions).toContainEqual(trackEvent({ name: 'logout', data: { reason: 'user' } }));
    expect(app.store.getState().session.status).toBe('signedOut');
    expect(app.services.assign).toHaveBeenCalledWith('/');
  });

  it('signs out offline: the server call is given up after a short wait', async () => {
    const app = await signedInApp(() => new Promise(() => undefined));
    await settle();
    app.store.dispatch(signOutRequested({ reason: 'idle' }));
    await settle();
    expect(app.services.assign).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(SIGN_OUT_CALL_WAIT_MS);
    await settle();
    expect(app.session.values.has(PROFILE_TOKEN_SESSION_KEY)).toBe(false);
    expect(app.services.assign).toHaveBeenCalledWith('/');
  });

  it('does not call SignOut for a refused token, and goes to the Spanish home from a Spanish page', async () => {
    const app = await signedInApp(undefined, '/es/manage-my-profile');
    await settle();
    app.store.dispatch(signOutRequested({ reason: 'invalidToken' }));
    await settle();
    expect(app.calls.map((call) => call.name)).not.toContain('contacts/SignOut');
    expect(app.actions).toContainEqual(trackEvent({ name: 'logout', data: { reason: 'invalidToken' } }));
    expect(app.services.assign).toHaveBeenCalledWith('/es');
  });

  it('swallows a failed SignOut call', async () => {
    const app = await signedInApp(() => {
      throw new Error('boom');
    });
    await settle();
    app.store.dispatch(signOutRequested({ reason: 'user' }));
    await settle();
    expect(app.services.log).toHaveBeenCalledWith(expect.stringContaining('SignOut'), expect.any(Error));
    expect(app.services.assign).toHaveBeenCalledTimes(1);
  });
});
