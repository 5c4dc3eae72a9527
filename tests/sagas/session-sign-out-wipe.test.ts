import { personalDataCleared } from '../../src/app/personal-data-reset';
import { signedOut, signOutRequested } from '../../src/features/session/session-slice';
import { sessionHarness, settle, TOKEN } from './session-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('sign-out forgets the person', () => {
  it('clears every personal slice and wipes the browser storage before loading /', async () => {
    const app = await sessionHarness({
      token: TOKEN,
      handlers: {
        'contacts/VerifyToken': () => ({ data: true }),
        'contacts/SignOut': () => ({ signedOut: true }),
      },
    });
    const wipe = app.services.wipe as jest.Mock;
    const assign = app.services.assign as jest.Mock;
    wipe.mockImplementation(async () => expect(assign).not.toHaveBeenCalled());
    await settle();
    app.store.dispatch(signOutRequested({ reason: 'user' }));
    await settle();
    const types = app.types();
    expect(types.indexOf(personalDataCleared.type)).toBeGreaterThan(types.indexOf(signedOut.type));
    expect(app.actions).toContainEqual(personalDataCleared({ scope: 'signOut' }));
    expect(wipe).toHaveBeenCalledWith('signOut');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('still loads / when a storage area refuses to be cleared', async () => {
    const app = await sessionHarness({
      token: TOKEN,
      handlers: { 'contacts/VerifyToken': () => ({ data: true }), 'contacts/SignOut': () => ({}) },
    });
    (app.services.wipe as jest.Mock).mockRejectedValue(new Error('blocked'));
    await settle();
    app.store.dispatch(signOutRequested({ reason: 'idle' }));
    await settle();
    expect(app.services.log).toHaveBeenCalledWith(
      'sign-out: a storage area could not be cleared',
      expect.any(Error),
    );
    expect(app.services.assign).toHaveBeenCalledWith('/');
  });
});
