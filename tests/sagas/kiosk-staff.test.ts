import {
  deviceKioskModeChanged,
  staffExportFailedRequested,
  staffPinSubmitted,
  staffRetryFailedRequested,
} from '../../src/features/kiosk/kiosk-slice';
import { entryQueued } from '../../src/features/offline/outbox-slice';
import { STAFF_LOCKOUT_KEY, STAFF_LOCKOUT_MS } from '../../src/lib/staff-lockout';
import { OUTBOX_EXPORT_FORMAT, type OutboxExport } from '../../sagas/kiosk/kiosk-export';
import { fakeSeal, makeEntry, testId } from '../unit/outbox/support/entries';
import { kioskHarness, RIGHT_PIN, settle } from './kiosk-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function unlocked(options: Parameters<typeof kioskHarness>[0] = {}) {
  const app = await kioskHarness(options);
  await settle();
  app.store.dispatch(staffPinSubmitted({ pin: RIGHT_PIN }));
  await settle();
  expect(app.store.getState().kiosk.staff.unlocked).toBe(true);
  return app;
}

describe('the kiosk staff screen', () => {
  it('counts wrong PINs and locks for 5 minutes after the fifth, across reloads', async () => {
    const app = await kioskHarness();
    await settle();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      app.store.dispatch(staffPinSubmitted({ pin: '11111111111111' }));
      await settle();
      expect(app.store.getState().kiosk.staff.attemptsLeft).toBe(5 - attempt);
    }
    app.store.dispatch(staffPinSubmitted({ pin: '11111111111111' }));
    await settle();
    const lockedUntil = Date.now() + STAFF_LOCKOUT_MS;
    expect(app.store.getState().kiosk.staff).toMatchObject({ unlocked: false, lockedUntil });
    expect(JSON.parse(app.local.values.get(STAFF_LOCKOUT_KEY)!)).toEqual({ failures: 0, lockedUntil });
    // Even the right PIN is not checked while locked.
    app.store.dispatch(staffPinSubmitted({ pin: RIGHT_PIN }));
    await settle();
    expect(app.store.getState().kiosk.staff.unlocked).toBe(false);
    expect(app.services.checkPin).toHaveBeenCalledTimes(5);
    await jest.advanceTimersByTimeAsync(STAFF_LOCKOUT_MS);
    app.store.dispatch(staffPinSubmitted({ pin: RIGHT_PIN }));
    await settle();
    expect(app.store.getState().kiosk.staff.unlocked).toBe(true);
    expect(app.local.values.has(STAFF_LOCKOUT_KEY)).toBe(false);
  });

  it('refuses every PIN when the server has no staff PIN', async () => {
    const app = await kioskHarness({ staffPin: null });
    await settle();
    app.store.dispatch(staffPinSubmitted({ pin: RIGHT_PIN }));
    await settle();
    expect(app.store.getState().kiosk.staff.unlocked).toBe(false);
  });

  it('stores the device switch only when unlocked', async () => {
    const locked = await kioskHarness();
    await settle();
    locked.store.dispatch(deviceKioskModeChanged({ enabled: true }));
    await settle();
    expect(locked.local.values.has('trial-app.kiosk-device')).toBe(false);
    const app = await unlocked();
    app.store.dispatch(deviceKioskModeChanged({ enabled: true }));
    await settle();
    expect(app.local.values.get('trial-app.kiosk-device')).toBe('on');
    app.store.dispatch(deviceKioskModeChanged({ enabled: false }));
    await settle();
    expect(app.local.values.has('trial-app.kiosk-device')).toBe(false);
  });

  it('Retry failed makes failed entries due now with a fresh back-off and starts a drain', async () => {
    const failed = makeEntry({
      id: testId(101),
      state: 'failed',
      attempts: 8,
      nextAttemptAt: 0,
      serverErrors: 8,
      serverErrorSince: 5,
      failedAt: 10,
      lastError: { status: 500, message: 'gave up', reason: 'server-errors' },
    });
    const waiting = makeEntry({ id: testId(102), state: 'saved', createdAt: 1 });
    const app = await unlocked({ entries: [failed, waiting] });
    app.store.dispatch(staffRetryFailedRequested());
    await settle();
    expect(await app.outbox.get(failed.id)).toMatchObject({
      state: 'saved',
      attempts: 0,
      nextAttemptAt: Date.now(),
    });
    // A fresh server-error budget: the next 5xx does not end it again at once.
    const requeued = await app.outbox.get(failed.id);
    expect([requeued?.serverErrors, requeued?.serverErrorSince, requeued?.failedAt]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(app.actions.filter((action) => action.type === entryQueued.type)).toHaveLength(1);
    expect(app.store.getState().kiosk.notice).toEqual({ kind: 'retried', count: 1 });
  });

  it('Export failed downloads the failed entries with their bodies and Idempotency-Keys', async () => {
    const failed = makeEntry({
      id: testId(201),
      state: 'failed',
      url: '/api/contact/Patient/Add',
      label: 'Contact details',
      lastError: { status: 400, message: 'Bad request' },
      payload: await fakeSeal({ email: 'kim@example.org' }),
    });
    const app = await unlocked({ entries: [failed, makeEntry({ id: testId(202), createdAt: 2 })] });
    app.store.dispatch(staffExportFailedRequested());
    await settle();
    const download = app.services.download as jest.Mock;
    expect(download).toHaveBeenCalledTimes(1);
    const [fileName, text] = download.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^failed-outbox-entries-.*\.json$/);
    const file = JSON.parse(text) as OutboxExport;
    expect(file.format).toBe(OUTBOX_EXPORT_FORMAT);
    expect(file.entries).toEqual([
      expect.objectContaining({
        idempotencyKey: failed.id,
        method: 'POST',
        url: '/api/contact/Patient/Add',
        headers: { 'idempotency-key': failed.id, 'x-device-id': failed.deviceId },
        body: { email: 'kim@example.org' },
        lastError: { status: 400, message: 'Bad request' },
      }),
    ]);
    expect(app.store.getState().kiosk.notice).toEqual({ kind: 'exported', count: 1 });
  });
});
