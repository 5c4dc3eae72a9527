import { personalDataCleared } from '../../src/app/personal-data-reset';
import {
  deviceKioskModeChanged,
  kioskContinued,
  kioskIdleWarningOpened,
  kioskResetRequested,
} from '../../src/features/kiosk/kiosk-slice';
import { kioskHarness, settle } from './kiosk-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const SHORT = { enabled: true, idleWarningSeconds: 20, resetCountdownSeconds: 10, startPath: '/kiosk-start' };

describe('the kiosk idle reset', () => {
  it('warns after idleWarningSeconds without input, then resets after the countdown', async () => {
    const app = await kioskHarness({ kiosk: SHORT });
    await settle();
    app.act(); // the first person starts
    await jest.advanceTimersByTimeAsync(19_000);
    expect(app.store.getState().kiosk.warning).toBeNull();
    await jest.advanceTimersByTimeAsync(1_000);
    const warning = app.store.getState().kiosk.warning;
    expect(warning?.resetAt).toBe(Date.now() + 10_000);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(app.services.replace).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(app.actions).toContainEqual(kioskResetRequested({ cause: 'idle' }));
    expect(app.actions).toContainEqual(personalDataCleared({ scope: 'kiosk' }));
    expect(app.services.wipe).toHaveBeenCalledWith('kiosk');
    expect(app.services.replace).toHaveBeenCalledWith('/kiosk-start');
  });

  it('any input restarts the timer; input while the warning is open does not dismiss it', async () => {
    const app = await kioskHarness({ kiosk: SHORT });
    await settle();
    app.act();
    await jest.advanceTimersByTimeAsync(15_000);
    app.act();
    await jest.advanceTimersByTimeAsync(15_000);
    expect(app.store.getState().kiosk.warning).toBeNull();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(app.store.getState().kiosk.warning).not.toBeNull();
    app.act();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(app.store.getState().kiosk.warning).not.toBeNull();
  });

  it('Continue closes the warning and starts a fresh idle period', async () => {
    const app = await kioskHarness({ kiosk: SHORT });
    await settle();
    app.act();
    await jest.advanceTimersByTimeAsync(25_000);
    app.store.dispatch(kioskContinued());
    await settle();
    expect(app.store.getState().kiosk.warning).toBeNull();
    await jest.advanceTimersByTimeAsync(19_000);
    expect(app.types().filter((type) => type === kioskIdleWarningOpened.type)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(app.types().filter((type) => type === kioskIdleWarningOpened.type)).toHaveLength(2);
    expect(app.services.replace).not.toHaveBeenCalled();
  });

  it('Finish resets at once, in the page language', async () => {
    const app = await kioskHarness({ kiosk: SHORT, pathname: '/es/asthma-study/contact-info/adult' });
    await settle();
    app.act();
    await jest.advanceTimersByTimeAsync(20_000);
    app.store.dispatch(kioskResetRequested({ cause: 'finish' }));
    await settle();
    expect(app.services.replace).toHaveBeenCalledWith('/es/kiosk-start');
    expect(app.services.replace).toHaveBeenCalledTimes(1);
  });

  it("ends a signed-in member's server session with the reset, and only then reloads", async () => {
    const app = await kioskHarness({ kiosk: SHORT, memberToken: 'member-token-123' });
    await settle();
    app.store.dispatch(kioskResetRequested({ cause: 'finish' }));
    await settle();
    expect(app.memberApi.call).toHaveBeenCalledTimes(1);
    expect(app.memberApi.call.mock.calls[0]).toEqual([
      expect.objectContaining({ name: expect.stringContaining('SignOut') }),
      { body: { myProfileToken: 'member-token-123' } },
    ]);
    expect(app.services.replace).toHaveBeenCalledTimes(1);
  });

  it('calls no sign-out when nobody was signed in', async () => {
    const app = await kioskHarness({ kiosk: SHORT });
    await settle();
    app.store.dispatch(kioskResetRequested({ cause: 'finish' }));
    await settle();
    expect(app.memberApi.call).not.toHaveBeenCalled();
    expect(app.services.replace).toHaveBeenCalledTimes(1);
  });

  it('does not time a freshly reset kiosk before anyone touches it', async () => {
    const app = await kioskHarness({ kiosk: SHORT });
    await settle();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(app.store.getState().kiosk.warning).toBeNull();
    expect(app.services.replace).not.toHaveBeenCalled();
  });

  it('does nothing on a device that is no kiosk, and starts when staff switch the device on', async () => {
    const app = await kioskHarness();
    await settle();
    app.act();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(app.store.getState().kiosk.warning).toBeNull();
    app.store.dispatch(deviceKioskModeChanged({ enabled: true }));
    await settle();
    app.act();
    await jest.advanceTimersByTimeAsync(90_000); // the default idleWarningSeconds
    expect(app.store.getState().kiosk.warning?.resetAt).toBe(Date.now() + 30_000);
  });

  it('reads the device switch from local storage', async () => {
    const app = await kioskHarness({ deviceOn: true });
    await settle();
    expect(app.store.getState().kiosk.deviceEnabled).toBe(true);
    app.act();
    await jest.advanceTimersByTimeAsync(90_000);
    expect(app.store.getState().kiosk.warning).not.toBeNull();
  });
});
