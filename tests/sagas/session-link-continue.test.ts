import { navigationRequested } from '../../src/features/journey/journey-ui-slice';
import { linkContinueDismissed, linkContinued, signedIn } from '../../src/features/session/session-slice';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { LINK_TOKEN, NEW_TOKEN, sessionHarness, settle, TOKEN } from './session-harness';

/*
 * A mailed sign-in (or verification) link is used only by the person's Continue: mail scanners
 * open links and run their scripts, and a link used up by loading the page would greet the
 * person with "This link has expired".
 */

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const verified = () => ({
  isLinkExpired: false,
  IsVerifiedEmail: true,
  myProfileVerificationToken: NEW_TOKEN,
});

describe('a mailed link waits for the person’s Continue', () => {
  it('loading the page only asks: no VerifyProfile, however long the page stays open', async () => {
    const app = await sessionHarness({
      address: { pathname: '/manage-my-profile', search: `?myProfileToken=${LINK_TOKEN}` },
      handlers: { 'contacts/VerifyProfile': verified },
    });
    await settle();
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(app.calls).toEqual([]);
    expect(app.store.getState().session.linkContinue).toBe('myProfile');
    // The token left the address at once all the same.
    expect(app.actions).toContainEqual(navigationRequested({ to: '/manage-my-profile', replace: true }));
    expect(app.types()).not.toContain(signedIn.type);
  });

  it('Continue exchanges the link for a session and closes the question', async () => {
    const app = await sessionHarness({
      address: { pathname: '/communities/migraine', search: `?communityToken=${LINK_TOKEN}` },
      handlers: { 'contacts/VerifyProfile': verified },
    });
    await settle();
    app.store.dispatch(linkContinued());
    await settle();
    expect(app.calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ verificationToken: LINK_TOKEN, purpose: 'community' }),
    ]);
    expect(app.store.getState().session).toMatchObject({
      status: 'signedIn',
      isVerifiedEmail: true,
      linkContinue: null,
    });
    expect(app.session.values.get(PROFILE_TOKEN_SESSION_KEY)).toBe(NEW_TOKEN);
  });

  it('closing the question leaves the link unused and the stored session as it was', async () => {
    const app = await sessionHarness({
      token: TOKEN,
      address: { search: `?myProfileToken=${LINK_TOKEN}` },
      handlers: { 'contacts/VerifyProfile': verified, 'contacts/VerifyToken': () => ({ data: true }) },
    });
    await settle();
    app.store.dispatch(linkContinueDismissed());
    await settle();
    expect(app.calls.map((call) => call.name)).toEqual(['contacts/VerifyToken']);
    expect(app.store.getState().session).toMatchObject({ status: 'signedIn', linkContinue: null });
    expect(app.session.values.get(PROFILE_TOKEN_SESSION_KEY)).toBe(TOKEN);
  });
});
