import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { idleContinued, idlePromptOpened, signOutRequested } from '../../src/features/session/session-slice';
import { idleTiming } from '../../sagas/session/session-idle';
import { siteSettings } from '../components/app/fixtures';
import { sessionHarness, settle, TOKEN } from './session-harness';

const MINUTE = 60_000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function memberApp(options: { verify?: () => unknown; site?: ReturnType<typeof siteSettings> } = {}) {
  return await sessionHarness({
    token: TOKEN,
    site: options.site,
    handlers: {
      'contacts/VerifyToken': options.verify ?? (() => ({ data: true })),
      'contacts/SignOut': () => ({ signedOut: true }),
    },
  });
}

const verifyCalls = (app: Awaited<ReturnType<typeof memberApp>>) =>
  app.calls.filter((call) => call.name === 'contacts/VerifyToken').length;

describe('idle time-out of a signed-in member', () => {
  it('prompts at 10 minutes and signs out at 20 with the idle-timeout event', async () => {
    const app = await memberApp();
    await settle();
    const start = Date.now();
    await jest.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(app.store.getState().session.idlePrompt).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(app.actions).toContainEqual(idlePromptOpened({ signOutAt: start + 20 * MINUTE }));
    await jest.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(app.types()).not.toContain(signOutRequested.type);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    const types = app.types();
    expect(types.indexOf(trackEvent.type)).toBeLessThan(types.indexOf(signOutRequested.type));
    expect(app.actions).toContainEqual(trackEvent({ name: 'idle-timeout' }));
    expect(app.actions).toContainEqual(signOutRequested({ reason: 'idle' }));
    expect(app.store.getState().session).toMatchObject({ status: 'signedOut', idlePrompt: null });
    expect(app.services.assign).toHaveBeenCalledWith('/');
  });

  it('Continue keeps the session, keeps the server session alive and starts the count again', async () => {
    const app = await memberApp();
    await settle();
    await jest.advanceTimersByTimeAsync(12 * MINUTE);
    expect(app.store.getState().session.idlePrompt).not.toBeNull();
    const before = verifyCalls(app);
    app.store.dispatch(idleContinued());
    await settle();
    expect(app.store.getState().session.idlePrompt).toBeNull();
    expect(verifyCalls(app)).toBe(before + 1);
    await jest.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(app.store.getState().session.idlePrompt).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(app.store.getState().session.idlePrompt).not.toBeNull();
    expect(app.store.getState().session.status).toBe('signedIn');
  });

  it('activity puts the prompt off; activity while prompted does not dismiss it', async () => {
    const app = await memberApp();
    await settle();
    await jest.advanceTimersByTimeAsync(9 * MINUTE);
    app.act();
    await jest.advanceTimersByTimeAsync(9 * MINUTE);
    expect(app.store.getState().session.idlePrompt).toBeNull();
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(app.store.getState().session.idlePrompt).not.toBeNull();
    app.act();
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    await settle();
    expect(app.actions).toContainEqual(signOutRequested({ reason: 'idle' }));
  });

  it('the prompt Sign out ends the session at once', async () => {
    const app = await memberApp();
    await settle();
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    app.store.dispatch(signOutRequested({ reason: 'user' }));
    await settle();
    expect(app.store.getState().session).toMatchObject({ status: 'signedOut', idlePrompt: null });
    expect(app.actions).not.toContainEqual(trackEvent({ name: 'idle-timeout' }));
  });

  it('keeps an active person’s server session alive: VerifyToken at most every 5 minutes', async () => {
    const app = await memberApp();
    await settle();
    expect(verifyCalls(app)).toBe(1); // the start check
    for (let minute = 1; minute <= 12; minute += 1) {
      await jest.advanceTimersByTimeAsync(MINUTE);
      app.act();
      app.act(); // a burst counts once
      await settle();
    }
    expect(verifyCalls(app)).toBe(3); // at 5 and 10 minutes
    expect(app.store.getState().session.idlePrompt).toBeNull();
  });

  it('signs out when the keep-alive finds the token refused', async () => {
    let valid = true;
    const app = await memberApp({ verify: () => ({ data: valid }) });
    await settle();
    valid = false;
    await jest.advanceTimersByTimeAsync(5 * MINUTE);
    app.act();
    await settle();
    expect(app.actions).toContainEqual(signOutRequested({ reason: 'invalidToken' }));
  });

  it('follows the configured minutes, and times nobody who is signed out', async () => {
    const site = siteSettings('en', { promptSignoutSessionTime: 2, signOutSessionTime: 5 });
    const app = await memberApp({ site });
    await settle();
    await jest.advanceTimersByTimeAsync(2 * MINUTE);
    expect(app.store.getState().session.idlePrompt).not.toBeNull();
    await jest.advanceTimersByTimeAsync(3 * MINUTE);
    await settle();
    expect(app.store.getState().session.status).toBe('signedOut');
    const visitor = await sessionHarness();
    await settle();
    await jest.advanceTimersByTimeAsync(30 * MINUTE);
    expect(visitor.types()).not.toContain(idlePromptOpened.type);
  });
});

describe('idleTiming', () => {
  it('defaults to 10 and 20 minutes and keeps the prompt at least a minute before the end', () => {
    expect(idleTiming(null)).toEqual({ promptMs: 10 * MINUTE, signOutMs: 20 * MINUTE });
    const wrong = siteSettings('en', { promptSignoutSessionTime: 30, signOutSessionTime: 20 });
    expect(idleTiming(wrong)).toEqual({ promptMs: 19 * MINUTE, signOutMs: 20 * MINUTE });
  });
});
