import { entryChanged, entryDelivered } from '../../src/features/offline/outbox-slice';
import { profileRequested } from '../../src/features/profile/profile-slice';
import { signedOut } from '../../src/features/session/session-slice';
import { ApiError } from '../../src/lib/api-errors';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import type { StoredWrite } from '../../sagas/outbox/outbox-stored-write';
import { WRITE_POLL_MS } from '../../sagas/outbox/outbox-wait';
import { TOKEN_REGISTRATION_SESSION_KEY } from '../../sagas/shared/profile-token';
import { TOKEN_REGISTRATION_WAIT_MS } from '../../sagas/session/session-start';
import { sessionHarness, settle, TOKEN } from './session-harness';

/*
 * A page loaded by a new member before the registration write (which carries the session token
 * made on the device) reached the server: VerifyToken says "unknown token", and the check waits
 * for the write instead of signing the member out.
 */

const REGISTRATION_WRITE = 'registration-write-key';
const CALL_NAME = 'contacts/AddOrUpdateCrRegistrationDetails';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** VerifyToken as the server answers it: 401 until the registration has arrived. */
function tokenServer() {
  const server = { knowsToken: false };
  const verifyToken = () => {
    if (server.knowsToken) return { data: true };
    throw new ApiError('contacts/VerifyToken', 401, {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
    });
  };
  return { server, handlers: { 'contacts/VerifyToken': verifyToken } };
}

async function newMember(state: 'saved' | 'sending' | 'delivered' | 'failed' | 'gone' = 'saved') {
  const { server, handlers } = tokenServer();
  const app = await sessionHarness({
    token: TOKEN,
    sessionValues: { [TOKEN_REGISTRATION_SESSION_KEY]: REGISTRATION_WRITE },
    storedWrites: state === 'gone' ? {} : { [REGISTRATION_WRITE]: { state } },
    handlers,
  });
  const verifyCalls = () => app.calls.filter((call) => call.name === 'contacts/VerifyToken').length;
  return { app, server, verifyCalls };
}

/** The outbox delivered the registration: stored as delivered, and announced. */
function deliverRegistration(app: Awaited<ReturnType<typeof sessionHarness>>, stored: StoredWrite): void {
  app.writes.set(REGISTRATION_WRITE, stored);
  app.store.dispatch(
    entryDelivered({ id: REGISTRATION_WRITE, callName: CALL_NAME, group: 'registration', response: {} }),
  );
}

const summary = (state: OutboxEntrySummary['state']): OutboxEntrySummary =>
  ({ id: REGISTRATION_WRITE, callName: CALL_NAME, group: 'registration', state }) as OutboxEntrySummary;

describe('a new member whose registration has not reached the server yet', () => {
  it('stays signed in while the write waits, and is checked again once it is delivered', async () => {
    const { app, server, verifyCalls } = await newMember('saved');
    await settle();
    expect(verifyCalls()).toBe(1);
    expect(app.store.getState().session).toMatchObject({ status: 'signedIn', isVerifiedEmail: false });
    expect(app.session.values.get(PROFILE_TOKEN_SESSION_KEY)).toBe(TOKEN);
    // No profile fetch yet: the server would refuse the token and sign the member out.
    expect(app.types()).not.toContain(profileRequested.type);

    server.knowsToken = true;
    deliverRegistration(app, { state: 'delivered', response: { registered: true } });
    await settle();
    expect(verifyCalls()).toBe(2);
    expect(app.store.getState().session.status).toBe('signedIn');
    expect(app.actions).toContainEqual(profileRequested({ reason: 'signIn' }));
    expect(app.types()).not.toContain(signedOut.type);
    expect(app.session.values.has(TOKEN_REGISTRATION_SESSION_KEY)).toBe(false);
    expect(app.session.values.get(PROFILE_TOKEN_SESSION_KEY)).toBe(TOKEN);
  });

  it('finds a delivery it was not told of (the service worker sent it) by looking again', async () => {
    const { app, server, verifyCalls } = await newMember('sending');
    await settle();
    server.knowsToken = true;
    app.writes.set(REGISTRATION_WRITE, { state: 'delivered' });
    await jest.advanceTimersByTimeAsync(WRITE_POLL_MS - 1);
    expect(verifyCalls()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(verifyCalls()).toBe(2);
    expect(app.store.getState().session.status).toBe('signedIn');
    expect(app.actions).toContainEqual(profileRequested({ reason: 'signIn' }));
  });

  it('asks again at once when the write was delivered between the page load and the answer', async () => {
    let answers = 0;
    const app = await sessionHarness({
      token: TOKEN,
      sessionValues: { [TOKEN_REGISTRATION_SESSION_KEY]: REGISTRATION_WRITE },
      // Delivered by the time the saga looks, after the first answer.
      storedWrites: { [REGISTRATION_WRITE]: { state: 'delivered' } },
      handlers: {
        // The first answer was given before the registration arrived; the second after.
        'contacts/VerifyToken': () => {
          answers += 1;
          if (answers > 1) return { data: true };
          throw new ApiError('contacts/VerifyToken', 401, { type: 'about:blank', title: 'x', status: 401 });
        },
      },
    });
    await settle();
    expect(answers).toBe(2);
    expect(app.store.getState().session).toMatchObject({ status: 'signedIn', isVerifiedEmail: null });
    expect(app.types().filter((type) => type === profileRequested.type)).toHaveLength(1);
    expect(app.session.values.has(TOKEN_REGISTRATION_SESSION_KEY)).toBe(false);
  });

  it('signs out when the server refused the registration (the write failed)', async () => {
    const { app, verifyCalls } = await newMember('saved');
    await settle();
    expect(app.store.getState().session.status).toBe('signedIn');
    app.store.dispatch(entryChanged(summary('failed')));
    await settle();
    expect(verifyCalls()).toBe(1);
    expect(app.store.getState().session.status).toBe('signedOut');
    expect(app.session.values.has(PROFILE_TOKEN_SESSION_KEY)).toBe(false);
    expect(app.session.values.has(TOKEN_REGISTRATION_SESSION_KEY)).toBe(false);
  });

  it('signs out when the delivered registration did not make the token known (address registered already)', async () => {
    const { app, verifyCalls } = await newMember('saved');
    await settle();
    deliverRegistration(app, { state: 'delivered', response: { registered: false } });
    await settle();
    expect(verifyCalls()).toBe(2);
    expect(app.store.getState().session.status).toBe('signedOut');
    expect(app.session.values.has(PROFILE_TOKEN_SESSION_KEY)).toBe(false);
  });

  it('waits at most TOKEN_REGISTRATION_WAIT_MS for the write, then ends the session', async () => {
    const { app, verifyCalls } = await newMember('saved');
    await settle();
    await jest.advanceTimersByTimeAsync(TOKEN_REGISTRATION_WAIT_MS - WRITE_POLL_MS);
    expect(app.store.getState().session.status).toBe('signedIn');
    await jest.advanceTimersByTimeAsync(WRITE_POLL_MS);
    await settle();
    expect(verifyCalls()).toBe(1);
    expect(app.store.getState().session.status).toBe('signedOut');
    expect(app.session.values.has(PROFILE_TOKEN_SESSION_KEY)).toBe(false);
  });

  it('leaves a session signed out while it waited alone (no sign-in again on the old token)', async () => {
    const { app, server, verifyCalls } = await newMember('saved');
    await settle();
    // The member signs out while the registration waits: the token is gone from the tab.
    app.session.values.delete(PROFILE_TOKEN_SESSION_KEY);
    app.store.dispatch(signedOut());
    server.knowsToken = true;
    deliverRegistration(app, { state: 'delivered' });
    await settle();
    expect(verifyCalls()).toBe(1);
    expect(app.store.getState().session.status).toBe('signedOut');
    expect(app.types()).not.toContain(profileRequested.type);
  });

  it('signs out at once when the outbox no longer holds the write (another device, a wiped store)', async () => {
    const { app, verifyCalls } = await newMember('gone');
    await settle();
    expect(verifyCalls()).toBe(1);
    expect(app.store.getState().session.status).toBe('signedOut');
    expect(app.session.values.has(TOKEN_REGISTRATION_SESSION_KEY)).toBe(false);
  });
});
